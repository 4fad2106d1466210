// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "MpqFormat.h"

namespace mwb::formats::mpq {

/// Decoder for PKWARE Data Compression Library "implode" streams (mask 0x08 and the IMPLODE file flag).
/// Fixed Huffman codes, optional coded literals, 1-4 KiB sliding window. Stops when `capacity` bytes are out.
class PkwareExplode
{
public:
    [[nodiscard]] static format::CodecResult decompress(const uchar *in, qsizetype inLength, uchar *out,
        qsizetype capacity);
};

} // namespace mwb::formats::mpq
