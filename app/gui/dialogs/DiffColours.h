// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/core/diff/ArchiveDiff.h"
#include "mwb/core/diff/ContentDiff.h"

#include <QColor>

namespace mwb::gui {

/// The one colour of each kind of difference, in the comparison tree and in every content drill-down: green added,
/// red removed, amber changed, blue renamed or moved.
[[nodiscard]] QColor diffColour(diff::ChangeKind kind);
[[nodiscard]] QColor diffColour(diff::ContentChange::Kind kind);

} // namespace mwb::gui
