// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>
#include <QStringList>

#include <cstdint>

namespace mwb::formats::tl2mod {

/// A mod this one depends on (header "required mods" list).
struct RequiredMod
{
    QString name;
    quint64 id = 0;
    quint16 version = 0;
};

/// The mod-info header at the start of a .MOD (seed 001 §1.2).
struct ModHeader
{
    quint16 version = 4; ///< container version; 4 in every known file
    quint16 modVersion = 0; ///< MOD.DAT VERSION + 1
    quint64 gameVersion = 0; ///< four u16 words, lowest word printed first (see formatGameVersion)
    quint32 dataOffset = 0; ///< start of the PAK data section
    quint32 manifestOffset = 0; ///< start of the manifest
    QString title;
    QString author;
    QString description;
    QString website;
    QString downloadUrl;
    quint64 modId = 0;
    quint32 flags = 0;
    quint64 requiredHash = 0;
    QList<RequiredMod> requiredMods;
    QStringList removedFiles; ///< REMOVE_FILES paths
};

/// The 8-byte header of the PAK data section.
struct PakHeader
{
    quint32 maxCompressedBlockSize = 0;
    quint32 rollingHash = 0;
};

/// Manifest header fields (the directory blocks become ModRecords).
struct ManifestInfo
{
    quint16 version = 2; ///< > 2 is rejected by the game
    quint32 hash = 0; ///< "mhash": random, never checked by the game
    QString root; ///< "MEDIA/"
    quint32 fileCount = 0; ///< a capacity hint; the game ignores it and so do we
    quint32 blockCount = 0; ///< directory blocks (a directory may appear in two blocks)
};

/// One manifest record, with the directory block it came from.
struct ModRecord
{
    QString directory; ///< block name, e.g. "MEDIA/UNITS/" ("" for block 0)
    QString name; ///< e.g. "SWORD.DAT" or "UNITS/" for a type-7 directory record
    quint32 crc32 = 0; ///< zlib CRC-32 of the uncompressed bytes
    quint8 type = 0; ///< type code (TypeCodes.h)
    quint32 offset = 0; ///< block offset relative to the data section
    quint32 size = 0; ///< uncompressed size
    quint64 fileTime = 0; ///< Windows FILETIME of the source file
    qint64 recordOffset = -1; ///< absolute file offset of this record, for errors and the hex view
    int block = -1; ///< index of its directory block in the manifest, -1 when not read from a file

    [[nodiscard]] QString path() const { return directory + name; }
    [[nodiscard]] bool isDirectory() const { return type == 7; }
    /// Records with offset 0 and size 0 carry no data (type-7 entries, REMOVE_FILES markers, empty files).
    [[nodiscard]] bool hasData() const { return !(offset == 0 && size == 0); }
};

/// Header of one data block: [u32 uncompressed size][u32 compressed size (0 = stored)] + bytes.
struct BlockInfo
{
    qint64 headerOffset = 0; ///< absolute file offset of the 8-byte block header
    quint32 uncompressedSize = 0;
    quint32 compressedSize = 0; ///< 0 means stored
    [[nodiscard]] bool isStored() const { return compressedSize == 0; }
    [[nodiscard]] qint64 payloadOffset() const { return headerOffset + 8; }
    [[nodiscard]] quint32 payloadSize() const { return isStored() ? uncompressedSize : compressedSize; }
};

/// Game version 1.25.9.5 as TL2 stores it (seed 001: 0x0005000900190001).
inline constexpr quint64 kDefaultGameVersion = 0x0005000900190001ULL;

/// "1.25.9.5" from the stored u64 (lowest word first).
[[nodiscard]] QString formatGameVersion(quint64 gameVersion);
/// Parses "a.b.c.d" (each 0..65535) into the stored u64; false on malformed input.
[[nodiscard]] bool parseGameVersion(const QString &text, quint64 *gameVersion);

} // namespace mwb::formats::tl2mod
