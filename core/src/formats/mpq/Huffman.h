// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "MpqFormat.h"

namespace mwb::formats::mpq {

/// Storm's adaptive Huffman decoder (compression mask 0x01, used on WAVE sectors before ADPCM).
/// Stateless between calls; each call builds its own tree (no heap use beyond the stack-sized item pool).
class Huffman
{
public:
    /// Decodes `in` into at most `capacity` bytes of `out`. Stops at the end-of-stream symbol or when `out` is full.
    [[nodiscard]] static format::CodecResult decompress(const uchar *in, qsizetype inLength, uchar *out,
        qsizetype capacity);
};

} // namespace mwb::formats::mpq
