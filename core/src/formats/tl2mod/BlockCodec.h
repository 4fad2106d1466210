// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QByteArrayView>

namespace mwb::formats::tl2mod {

/// Outcome of inflating one block into a buffer of exactly the declared size.
enum class InflateStatus {
    Ok,
    BadData, ///< not a valid zlib stream (or its Adler-32 does not match)
    ShortOutput, ///< the stream ends before the declared size
    TooLong, ///< the stream would produce more than the declared size
};

/// Inflates a zlib stream into `out`, which holds exactly `outSize` bytes (never writes beyond).
[[nodiscard]] InflateStatus inflateExact(QByteArrayView compressed, char *out, qint64 outSize);

/// Compresses to a zlib stream at level 6, the level GUTS uses (libdeflate; one compressor per thread).
[[nodiscard]] QByteArray compressZlib(QByteArrayView input);

/// Continues a zlib/IEEE CRC-32 over `bytes` (start with 0).
[[nodiscard]] quint32 crc32(QByteArrayView bytes, quint32 crc = 0);

/// The most a deflate stream of `compressedSize` bytes can inflate to (deflate's ratio limit is below 1032:1).
[[nodiscard]] constexpr qint64 maxInflatedSize(qint64 compressedSize)
{
    return compressedSize * 1032 + 64;
}

} // namespace mwb::formats::tl2mod
