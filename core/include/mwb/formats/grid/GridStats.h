// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/formats/grid/CellGrid.h"
#include "mwb/formats/grid/RegionMap.h"

#include <QJsonObject>

namespace mwb::formats::grid {

/// Counts and reachability figures of one grid, shared by every walkability format.
struct GridStats
{
    int width = 0;
    int height = 0;
    qint64 cells = 0;
    qint64 walkable = 0;
    qint64 blocked = 0; ///< not walkable, not outside and not undefined
    qint64 outside = 0; ///< CellOutside cells (TL2 .MPP 0xFF)
    qint64 unusual = 0; ///< CellUnusual cells (values the format does not define)
    qint64 doors = 0; ///< real door cells
    qint64 suspiciousDoors = 0; ///< junk door cells, not counted in `doors`
    qint64 lights = 0;
    qint64 regions = 0; ///< connected walkable regions (8-neighbour)
    qint64 largestRegion = 0; ///< cells in the largest region
    qint64 pockets = 0; ///< regions other than the largest
    qint64 pocketCells = 0;
    qint64 doorGroups = 0;
    qint64 doorsLeadingNowhere = 0;

    /// Counts everything in one pass over `grid`, reachability from `regions`.
    [[nodiscard]] static GridStats compute(const CellGrid &grid, const RegionMap &regions);

    /// Walkable share in percent (0 for an empty grid).
    [[nodiscard]] double walkablePercent() const { return cells > 0 ? 100.0 * double(walkable) / double(cells) : 0.0; }

    /// Untranslated keys for JSON output ("width", "walkable", "regions", …).
    [[nodiscard]] QJsonObject toJson() const;
};

} // namespace mwb::formats::grid
