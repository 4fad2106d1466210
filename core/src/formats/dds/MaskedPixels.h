// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QtGlobal>

namespace mwb::formats::dds {

/// An uncompressed pixel layout described by channel bit masks (DDS_PIXELFORMAT with DDPF_RGB, DDPF_LUMINANCE or
/// DDPF_ALPHA). A zero mask means the channel is absent: colour channels then read as 0 (or repeat luminance),
/// alpha as opaque.
struct MaskedPixels
{
    int bitsPerPixel = 32;
    quint32 redMask = 0;
    quint32 greenMask = 0;
    quint32 blueMask = 0;
    quint32 alphaMask = 0;
    bool luminance = false; ///< red mask holds luminance, copied to green and blue

    /// Bytes per pixel (1 to 4).
    [[nodiscard]] int pixelBytes() const { return bitsPerPixel / 8; }
    /// Converts one pixel of pixelBytes() little-endian bytes to 0xAARRGGBB.
    [[nodiscard]] quint32 toArgb(const uchar *pixel) const;
};

} // namespace mwb::formats::dds
