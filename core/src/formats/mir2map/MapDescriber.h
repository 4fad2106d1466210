// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/core/ContentDescriber.h"
#include "mwb/formats/mir2map/MapFile.h"

#include <QByteArrayView>

#include <memory>

namespace mwb::formats::mir2map {

/// Legend of Mir 2/3 .map files (by extension: most types have no magic) for the property inspector: how the
/// type was detected, the type's header fields, the Mir3 tile block, and the cells as a lazy list of columns (the
/// file is column-major, so each column is one contiguous run) of lazy cells. See core/include/mwb/core/content/Content.h (Kind).
[[nodiscard]] bool probeMap(const QString &entryPath, QByteArrayView bytes);
[[nodiscard]] ContentDescription describeMap(const QString &entryPath, const QByteArray &bytes);
/// describeMap() of a map already parsed from `bytes`.
[[nodiscard]] ContentDescription describeParsedMap(const std::shared_ptr<const MapFile> &map, const QByteArray &bytes);

} // namespace mwb::formats::mir2map
