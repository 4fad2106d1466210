// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/formats/grid/CellGrid.h"

#include <vector>

namespace mwb::formats::grid {

/// One door: 8-connected CellDoor cells sharing a door id.
struct DoorGroup
{
    int id = 0; ///< door id (bits 0..6 of the door byte)
    int x = 0; ///< first cell of the group in row-major order
    int y = 0;
    qint64 cells = 0; ///< number of door cells in the group
    int regionsTouched = 0; ///< distinct walkable regions among the cells' 8 neighbours (and the cells themselves)

    /// A door leads nowhere when opening it joins fewer than two walkable regions.
    [[nodiscard]] bool leadsNowhere() const { return regionsTouched < 2; }
};

/// Reachability of a grid: walkable cells labelled by 8-connected region, the largest region, the pockets (every
/// other region) and the doors. Immutable after compute(); safe to share between threads.
class RegionMap
{
public:
    /// Labels every walkable cell of `grid` in one pass (iterative flood fill, O(cells), no recursion).
    [[nodiscard]] static RegionMap compute(const CellGrid &grid);

    /// Region of the cell at row-major `index`, -1 for a cell that is not walkable.
    [[nodiscard]] qint32 label(qint64 index) const { return m_labels[static_cast<std::size_t>(index)]; }

    /// Row-major labels (-1 = not walkable); same size as the grid.
    [[nodiscard]] const std::vector<qint32> &labels() const { return m_labels; }

    /// Number of cells in each region, indexed by label.
    [[nodiscard]] const std::vector<qint64> &regionSizes() const { return m_sizes; }

    /// Label of the largest region, -1 when nothing is walkable.
    [[nodiscard]] qint32 largest() const { return m_largest; }

    /// Cells of the largest region (0 when nothing is walkable).
    [[nodiscard]] qint64 largestSize() const;

    /// Regions other than the largest: walkable islands a player in the main area cannot reach on foot.
    [[nodiscard]] qint64 pocketCount() const;

    /// Walkable cells outside the largest region.
    [[nodiscard]] qint64 pocketCells() const;

    /// The doors found in the grid, in row-major order of their first cell.
    [[nodiscard]] const std::vector<DoorGroup> &doors() const { return m_doors; }

    /// Doors that join fewer than two walkable regions.
    [[nodiscard]] qint64 doorsLeadingNowhere() const;

private:
    void labelRegions(const CellGrid &grid);
    void groupDoors(const CellGrid &grid);

    std::vector<qint32> m_labels;
    std::vector<qint64> m_sizes;
    std::vector<DoorGroup> m_doors;
    qint32 m_largest = -1;
};

} // namespace mwb::formats::grid
