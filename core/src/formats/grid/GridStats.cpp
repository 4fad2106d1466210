// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/formats/grid/GridStats.h"

#include <cmath>

namespace mwb::formats::grid {

GridStats GridStats::compute(const CellGrid &grid, const RegionMap &regions)
{
    GridStats s;
    s.width = grid.width;
    s.height = grid.height;
    s.cells = grid.cellCount();
    for (const quint8 f : grid.flags) {
        s.walkable += (f & CellWalkable) ? 1 : 0;
        s.outside += (f & CellOutside) ? 1 : 0;
        s.unusual += (f & CellUnusual) ? 1 : 0;
        s.doors += (f & CellDoor) ? 1 : 0;
        s.suspiciousDoors += (f & CellSuspiciousDoor) ? 1 : 0;
        s.lights += (f & CellLit) ? 1 : 0;
    }
    s.blocked = s.cells - s.walkable - s.outside - s.unusual;
    s.regions = qint64(regions.regionSizes().size());
    s.largestRegion = regions.largestSize();
    s.pockets = regions.pocketCount();
    s.pocketCells = regions.pocketCells();
    s.doorGroups = qint64(regions.doors().size());
    s.doorsLeadingNowhere = regions.doorsLeadingNowhere();
    return s;
}

QJsonObject GridStats::toJson() const
{
    return QJsonObject{
        {QStringLiteral("width"), width},
        {QStringLiteral("height"), height},
        {QStringLiteral("cells"), cells},
        {QStringLiteral("walkable"), walkable},
        {QStringLiteral("walkable_percent"), std::round(walkablePercent() * 100.0) / 100.0},
        {QStringLiteral("blocked"), blocked},
        {QStringLiteral("outside"), outside},
        {QStringLiteral("undefined_values"), unusual},
        {QStringLiteral("doors"), doors},
        {QStringLiteral("suspicious_doors"), suspiciousDoors},
        {QStringLiteral("lights"), lights},
        {QStringLiteral("regions"), regions},
        {QStringLiteral("largest_region"), largestRegion},
        {QStringLiteral("pockets"), pockets},
        {QStringLiteral("pocket_cells"), pocketCells},
        {QStringLiteral("door_groups"), doorGroups},
        {QStringLiteral("doors_leading_nowhere"), doorsLeadingNowhere},
    };
}

} // namespace mwb::formats::grid
