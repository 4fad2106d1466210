// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/core/diff/ContentDiff.h"

#include <QCoreApplication>

namespace mwb::diff {

/// Translated texts of the content comparisons.
class ContentDiffText
{
    Q_DECLARE_TR_FUNCTIONS(mwb::diff::ContentDiff)
};

/// Appends a change unless the list holds ContentDiff::kMaxChanges already (then counts it as omitted).
void addChange(ContentDiff &diff, ContentChange change);

/// Any content byte by byte: the first differing offset, how many bytes differ, the first runs in hex. The
/// comparison every content kind falls back to.
[[nodiscard]] ContentDiff diffBytes(const QByteArray &before, const QByteArray &after);

} // namespace mwb::diff
