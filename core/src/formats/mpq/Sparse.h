// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "MpqFormat.h"

namespace mwb::formats::mpq {

/// Storm's "sparse" run-length decoder (compression mask 0x20): a big-endian 32-bit size, then control bytes
/// (bit 7 set: copy (b & 0x7F) + 1 literal bytes; clear: (b & 0x7F) + 3 zero bytes).
class Sparse
{
public:
    /// Overflow when the declared size or the runs exceed `capacity`.
    [[nodiscard]] static format::CodecResult decompress(const uchar *in, qsizetype inLength, uchar *out,
        qsizetype capacity);
};

} // namespace mwb::formats::mpq
