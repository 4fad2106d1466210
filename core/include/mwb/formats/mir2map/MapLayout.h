// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QtGlobal>

#include <array>
#include <utility>

namespace mwb::formats::mir2map {

/// The map file types, numbered as Crystal numbers them (see specs/mir2.md §2).
enum class MapType : int {
    Wemade = 0, ///< original Wemade Mir2: header 52, cell 12
    Map2010 = 1, ///< "Map 2010 Ver 1.0", XOR-obfuscated: header 54, cell 15
    WemadeNew = 2, ///< Wemade "new" Mir2 (title ends in CR LF): header 52, cell 14
    Shanda2012 = 3, ///< Shanda 2012 "ReturnMap": header 52, cell 36
    AntiHack = 4, ///< Wemade "Mir2 AntiHack", XOR key in the header: header 64, cell 12
    WemadeMir3 = 5, ///< Wemade Mir3: header 28, 2×2 tile block, cell 14
    ShandaMir3 = 6, ///< Shanda Mir3 "(C) SNDA, MIR3.": header 40, cell 20
    Heroes = 7, ///< "3/4 heroes" client: header 54, cell 15 (type-1 layout without XOR)
    Crystal = 100, ///< Crystal's own "C#" format: header 8, cell 26
};

/// Static description of one type: header and cell sizes, where the dimensions sit, the signature bytes Crystal
/// tests and the offsets of the per-cell fields a walkability view needs.
struct MapLayout
{
    MapType type;
    qint64 headerSize; ///< bytes before the cell array (type 5: before its tile block)
    qint64 cellSize; ///< bytes per cell record
    int widthOffset; ///< u16 width in the header
    int heightOffset; ///< u16 height in the header
    int keyOffset; ///< u16 XOR key for the dimensions (and image words), -1 when none
    int doorOffset; ///< DoorIndex byte in the cell (DoorOffset follows it)
    int signatureLength; ///< number of (offset, byte) pairs in `signature`
    std::array<std::pair<int, quint8>, 4> signature; ///< Crystal's identifying bytes (type 0 has none)

    /// The layout of `type`.
    [[nodiscard]] static const MapLayout &of(MapType type);

    /// Every type, in Crystal's detection order (100, 5, 6, 4, 1, 2, 3, 7, 0).
    [[nodiscard]] static const std::array<MapType, 9> &detectionOrder();

    /// Stable untranslated name ("wemade", "map2010", …) for JSON.
    [[nodiscard]] static QString key(MapType type);

    /// Translated one-line description for the UI.
    [[nodiscard]] static QString describe(MapType type);
};

} // namespace mwb::formats::mir2map
