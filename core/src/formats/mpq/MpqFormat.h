// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QtEndian>
#include <QtGlobal>

#include <cstring>

namespace mwb::formats::mpq::format {

inline constexpr quint32 MpqSignature = 0x1A51504D; // "MPQ\x1A"
inline constexpr quint32 UserDataSignature = 0x1B51504D; // "MPQ\x1B"
inline constexpr quint32 War3MapSignature = 0x57334D48; // "HM3W"
inline constexpr quint32 HetSignature = 0x1A544548; // "HET\x1A"
inline constexpr quint32 BetSignature = 0x1A544542; // "BET\x1A"
inline constexpr quint32 StrongSignatureId = 0x5349474E; // "NGIS"
inline constexpr qint64 StrongSignatureSize = 256;

inline constexpr quint32 HashTableKey = 0xC3AF3770;
inline constexpr quint32 BlockTableKey = 0xEC83B3A3;

inline constexpr quint32 HashEntryFree = 0xFFFFFFFF;
inline constexpr quint32 HashEntryDeleted = 0xFFFFFFFE;
inline constexpr quint32 BlockIndexMask = 0x0FFFFFFF;

inline constexpr quint32 FileImplode = 0x00000100;
inline constexpr quint32 FileCompress = 0x00000200;
inline constexpr quint32 FileCompressMask = 0x0000FF00;
inline constexpr quint32 FileEncrypted = 0x00010000;
inline constexpr quint32 FileFixKey = 0x00020000;
inline constexpr quint32 FilePatch = 0x00100000;
inline constexpr quint32 FileSingleUnit = 0x01000000;
inline constexpr quint32 FileDeleteMarker = 0x02000000;
inline constexpr quint32 FileSectorCrc = 0x04000000;
inline constexpr quint32 FileSignature = 0x10000000;
inline constexpr quint32 FileExists = 0x80000000;
/// Flags Storm keeps for ordinary archives and for Warcraft III maps (whose Storm ignores SINGLE_UNIT/PATCH).
inline constexpr quint32 ValidFlags = FileImplode | FileCompress | FileEncrypted | FileFixKey | FilePatch
    | FileSingleUnit | FileDeleteMarker | FileSectorCrc | FileSignature | FileExists;
inline constexpr quint32 ValidFlagsWar3 = FileImplode | FileCompress | FileEncrypted | FileFixKey | FileDeleteMarker
    | FileSectorCrc | FileSignature | FileExists;

inline constexpr quint8 CompressionHuffman = 0x01;
inline constexpr quint8 CompressionZlib = 0x02;
inline constexpr quint8 CompressionPkware = 0x08;
inline constexpr quint8 CompressionBzip2 = 0x10;
inline constexpr quint8 CompressionSparse = 0x20;
inline constexpr quint8 CompressionAdpcmMono = 0x40;
inline constexpr quint8 CompressionAdpcmStereo = 0x80;
inline constexpr quint8 CompressionLzma = 0x12;

inline constexpr qint64 HeaderSizeV1 = 32;
inline constexpr qint64 HeaderSizeV2 = 44;
inline constexpr qint64 HeaderSizeV3 = 68;
inline constexpr qint64 HeaderSizeV4 = 208;

/// Outcome of one codec run: Ok with the bytes produced, Corrupt for an invalid stream, Overflow when the stream
/// wants to produce more than the caller's declared size (a decompression bomb).
enum class CodecStatus { Ok, Corrupt, Overflow };

struct CodecResult
{
    CodecStatus status = CodecStatus::Corrupt;
    qsizetype produced = 0;
};

/// Little-endian loads from unaligned memory.
inline quint32 le32(const void *p)
{
    quint32 v;
    std::memcpy(&v, p, 4);
    return qFromLittleEndian(v);
}
inline quint16 le16(const void *p)
{
    quint16 v;
    std::memcpy(&v, p, 2);
    return qFromLittleEndian(v);
}
inline quint64 le64(const void *p)
{
    quint64 v;
    std::memcpy(&v, p, 8);
    return qFromLittleEndian(v);
}

/// Little-endian appends.
inline void appendLe32(QByteArray &out, quint32 value)
{
    char bytes[4];
    qToLittleEndian(value, bytes);
    out.append(bytes, 4);
}
inline void appendLe64(QByteArray &out, quint64 value)
{
    char bytes[8];
    qToLittleEndian(value, bytes);
    out.append(bytes, 8);
}

} // namespace mwb::formats::mpq::format
