// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QtGlobal>

namespace mwb::formats::mir2map {

/// One decoded cell, whatever the file type (XOR removed, blocking bits split off the image indices).
/// Field meanings follow specs/mir2.md §2.2; fields a type lacks stay 0.
struct MapCell
{
    quint32 backImage = 0; ///< ground tile index without the blocking bit (type 1: up to 17 bits)
    quint16 middleImage = 0; ///< small-tile / lower-object image index
    quint16 frontImage = 0; ///< object image index without the blocking bit
    quint8 backLibrary = 0; ///< tile library byte (types 2, 3, 6, 100; Mir3 tile block file index)
    quint8 middleLibrary = 0; ///< small-tile / lower-object library byte
    quint8 area = 0; ///< object library of the front image ("Area"; Mir3: upper object file index)
    quint8 doorIndex = 0; ///< raw door byte: bit 7 = door, bits 0..6 = door id
    quint8 doorOffset = 0; ///< raw door offset byte: bit 7 = open, bits 0..6 = frame offset
    quint8 animationFrame = 0; ///< front animation frames (bit 7 = alpha blend in classic maps)
    quint8 animationTick = 0; ///< front animation speed
    quint8 light = 0; ///< light level (Mir3: low nibble)
    quint8 mir3Flag = 0; ///< Mir3 (types 5, 6) walk flag byte: bit 0 ground walkable, bit 1 not front-blocked
    bool backBlocked = false; ///< blocked by the ground layer (no floor, water, walls' bases)
    bool frontBlocked = false; ///< blocked by the object layer (also stops missiles)
    bool hasImage = false; ///< some image is drawn on this cell

    /// Walkable per the type's static rule (specs/mir2.md §3.1); doors do not change it.
    [[nodiscard]] bool isWalkable() const { return !backBlocked && !frontBlocked; }
    /// Junk door bytes (DoorIndex and DoorOffset both 0xFF): flagged, never counted as a door.
    [[nodiscard]] bool isSuspiciousDoor() const { return doorIndex == 0xFF && doorOffset == 0xFF; }
    /// A real door cell: bit 7 set, a non-zero id, and not junk.
    [[nodiscard]] bool isDoor() const { return (doorIndex & 0x80) && (doorIndex & 0x7F) && !isSuspiciousDoor(); }
    /// Door id (bits 0..6 of the door byte).
    [[nodiscard]] int doorId() const { return doorIndex & 0x7F; }
    /// Doors start closed in files; bit 7 of the offset byte marks an open door.
    [[nodiscard]] bool isDoorOpen() const { return (doorOffset & 0x80) != 0; }
};

} // namespace mwb::formats::mir2map
