// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace mwb::formats::tl2mod {

/// Manifest type codes (seed 001 §1.7, confirmed on real mods by specs/tl2.md §7).
enum TypeCode : quint8 {
    TypeDat = 0, ///< .DAT / .TEMPLATE (stored compiled, BINDAT)
    TypeLayout = 1, ///< .LAYOUT (stored compiled, BINLAYOUT)
    TypeMesh = 2,
    TypeSkeleton = 3,
    TypeDds = 4,
    TypePng = 5,
    TypeSound = 6, ///< .WAV / .OGG
    TypeDirectory = 7,
    TypeMaterial = 8,
    TypeRaw = 9,
    TypeUiLayout = 10,
    TypeImageset = 11,
    TypeTrueType = 12, ///< .TTF / .TTC
    TypeFont = 13,
    TypeAnimation = 16,
    TypeHie = 17,
    TypeUnknown = 18,
    TypeScheme = 19,
    TypeLookNFeel = 20,
    TypeMpp = 21,
    TypeBink = 23,
    TypeJpg = 24,
};

/// Type code for a file name by its upper-cased extension; compiled forms (.DAT.BINDAT, .LAYOUT.BINLAYOUT)
/// take the code of their source extension.
[[nodiscard]] quint8 typeCodeForName(const QString &fileName);

/// For a compiled form ("X.DAT.BINDAT", "X.LAYOUT.BINLAYOUT", any case) the source name it is stored under
/// ("X.DAT", "X.LAYOUT"); an empty string for every other name.
[[nodiscard]] QString compiledSourceName(const QString &fileName);

/// Short label for a code, e.g. "DAT", "DDS", "DIR"; "TYPE 22" for codes without a name.
[[nodiscard]] QString typeCodeName(quint8 type);

/// Whether the packer zlib-compresses a block of this type and size (everything but .JPG and blocks of
/// 0x1900000 bytes or more).
[[nodiscard]] bool shouldCompress(quint8 type, qint64 size);

/// Stored-block threshold: blocks of at least this many bytes are never compressed.
inline constexpr qint64 kStoredBlockThreshold = 0x1900000;

} // namespace mwb::formats::tl2mod
