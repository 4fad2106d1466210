// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/formats/grid/CellGrid.h"
#include "mwb/formats/mir2map/MapCell.h"
#include "mwb/formats/mir2map/MapLayout.h"

namespace mwb::formats::mir2map::detail {

/// Reads and edits one cell record in place, per type (specs/mir2.md §2.2 and §3). The caller guarantees that
/// `cell` points at MapLayout::of(type).cellSize valid bytes.
class CellCodec
{
public:
    CellCodec(MapType type, quint16 key)
        : m_type(type)
        , m_key(key)
    { }

    /// Decodes every field of the record.
    [[nodiscard]] MapCell decode(const uchar *cell) const;

    /// Decodes the whole column-major cell array starting at `cells` into `grid` (already sized width × height),
    /// in blocks of columns so that both the reads and the row-major writes stay in cache.
    void fillGrid(const uchar *cells, grid::CellGrid &grid) const;

    /// Clears every blocking bit (walkable) or sets the ground blocking bit (blocked).
    void setWalkable(uchar *cell, bool walkable) const;

    /// Makes the cell a door with `id` (1..127), or removes the door bit and id when `id` is 0.
    void setDoor(uchar *cell, int id) const;

private:
    MapType m_type;
    quint16 m_key; ///< XOR key of the image words (types 1 and 4)
};

} // namespace mwb::formats::mir2map::detail
