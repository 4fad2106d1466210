// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QtGlobal>

#include <vector>

namespace mwb::formats::grid {

/// Per-cell classification bits shared by every walkability format (Mir .map, TL2 .MPP).
enum CellFlag : quint8 {
    CellWalkable = 0x01, ///< a character can stand on the cell
    CellDoor = 0x02, ///< a real door cell (door bit and a non-zero id; closed by default)
    CellSuspiciousDoor = 0x04, ///< door bytes hold junk (0xFF / 0xFF): flagged, never counted as a door
    CellLit = 0x08, ///< the cell carries a light value
    CellHasImage = 0x10, ///< at least one image layer is drawn on the cell
    CellOutside = 0x20, ///< outside the playable bounds (TL2 .MPP value 0xFF)
    CellUnusual = 0x40, ///< a value the format does not define (reported and drawn as such)
    CellFrontBlocked = 0x80, ///< blocked by the object layer (also stops missiles), not only by the ground
};

/// A decoded walkability grid in display order: row-major, index = y * width + x, whatever the file order.
/// A plain value; once handed to a view it is shared read-only (std::shared_ptr<const CellGrid>), so any thread
/// may read it.
struct CellGrid
{
    int width = 0;
    int height = 0;
    std::vector<quint8> flags; ///< CellFlag bits per cell
    std::vector<quint8> area; ///< format-specific area / object-library byte per cell; empty when the format has none
    std::vector<quint8> doorId; ///< door id (bits 0..6) of CellDoor cells, 0 elsewhere; empty when the format has no doors

    /// Allocates `w` × `h` zeroed cells; the area and door planes only when `withExtraPlanes`.
    void resize(int w, int h, bool withExtraPlanes);

    /// Number of cells (64-bit: never overflows for 16-bit dimensions).
    [[nodiscard]] qint64 cellCount() const { return qint64(width) * height; }

    /// Row-major index of (x, y); the caller checks contains().
    [[nodiscard]] qint64 index(int x, int y) const { return qint64(y) * width + x; }

    /// True when (x, y) lies inside the grid.
    [[nodiscard]] bool contains(int x, int y) const { return x >= 0 && y >= 0 && x < width && y < height; }

    /// Counts the cells that have every bit of `mask` set.
    [[nodiscard]] qint64 count(quint8 mask) const;
};

} // namespace mwb::formats::grid
