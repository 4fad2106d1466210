// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/core/ContentDescriber.h"

#include <QByteArrayView>

namespace mwb::formats::tl2mpp {

/// Torchlight 2 .MPP pathing grids (by extension: the format has no magic) for the property inspector: the
/// 24-byte header and the cells as a lazy list of rows (z), each a lazy list of cells (x). See
/// core/include/mwb/core/content/Content.h (Kind) for the probe/describe contract.
[[nodiscard]] bool probeMpp(const QString &entryPath, QByteArrayView bytes);
[[nodiscard]] ContentDescription describeMpp(const QString &entryPath, const QByteArray &bytes);

} // namespace mwb::formats::tl2mpp
