// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "MpqFormat.h"

namespace mwb::formats::mpq {

/// Storm's IMA ADPCM decoder (compression masks 0x40 mono, 0x80 stereo); output is 16-bit little-endian PCM.
class Adpcm
{
public:
    /// Decodes `in` for `channels` (1 or 2) into at most `capacity` bytes of `out`.
    [[nodiscard]] static format::CodecResult decompress(const uchar *in, qsizetype inLength, uchar *out,
        qsizetype capacity, int channels);
};

} // namespace mwb::formats::mpq
