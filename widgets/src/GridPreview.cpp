// SPDX-License-Identifier: GPL-3.0-or-later
// Walkability grids (Legend of Mir .map, TL2 .MPP): recognised here; the page points at
// the Heatmap dock, which decodes the bytes itself (so there is nothing to build).
#include "PreviewKinds.h"
#include "mwb/core/FormatRegistry.h"
#include "mwb/formats/grid/GridRecognition.h"

namespace mwb::widgets {

bool probeGrid(const QString &path, const QByteArray &bytes)
{
    const FormatDescription *named = FormatRegistry::byFileName(path);
    return named && named->can(Capability::Grid)
        && formats::grid::recogniseGrid(bytes).format != formats::grid::GridFormat::None;
}

} // namespace mwb::widgets
