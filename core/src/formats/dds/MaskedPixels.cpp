// SPDX-License-Identifier: GPL-3.0-or-later
#include "MaskedPixels.h"

#include <bit>

namespace mwb::formats::dds {

namespace {

/// The masked bits of `value` scaled to 0–255; `fallback` when the mask is empty.
quint32 channel(quint32 value, quint32 mask, quint32 fallback)
{
    if (mask == 0)
        return fallback;
    const int shift = std::countr_zero(mask);
    const int width = std::popcount(mask);
    const quint64 bits = (value & mask) >> shift;
    const quint64 maximum = (quint64(1) << width) - 1;
    return quint32((bits * 255 + maximum / 2) / maximum);
}

} // namespace

quint32 MaskedPixels::toArgb(const uchar *pixel) const
{
    quint32 value = 0;
    for (int i = 0; i < pixelBytes(); ++i)
        value |= quint32(pixel[i]) << (8 * i);
    const quint32 a = channel(value, alphaMask, 255);
    const quint32 r = channel(value, redMask, 0);
    const quint32 g = luminance ? r : channel(value, greenMask, 0);
    const quint32 b = luminance ? r : channel(value, blueMask, 0);
    return (a << 24) | (r << 16) | (g << 8) | b;
}

} // namespace mwb::formats::dds
