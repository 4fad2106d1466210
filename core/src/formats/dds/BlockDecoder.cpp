// SPDX-License-Identifier: GPL-3.0-or-later
#include "BlockDecoder.h"

#include <QtEndian>

#include <algorithm>
#include <cmath>

namespace mwb::formats::dds {

namespace {

constexpr quint32 argb(quint32 a, quint32 r, quint32 g, quint32 b)
{
    return (a << 24) | (r << 16) | (g << 8) | b;
}

/// RGB565 widened to 8 bits per channel by repeating the high bits.
void expand565(quint16 c, quint32 &r, quint32 &g, quint32 &b)
{
    const quint32 r5 = (c >> 11) & 0x1F;
    const quint32 g6 = (c >> 5) & 0x3F;
    const quint32 b5 = c & 0x1F;
    r = (r5 << 3) | (r5 >> 2);
    g = (g6 << 2) | (g6 >> 4);
    b = (b5 << 3) | (b5 >> 2);
}

/// The colour half shared by BC1–BC3. `allowTransparent` selects BC1's three-colour mode when c0 <= c1.
Texels colourBlock(const uchar *block, bool allowTransparent)
{
    const auto c0 = qFromLittleEndian<quint16>(block);
    const auto c1 = qFromLittleEndian<quint16>(block + 2);
    quint32 r[4];
    quint32 g[4];
    quint32 b[4];
    quint32 a[4] = {255, 255, 255, 255};
    expand565(c0, r[0], g[0], b[0]);
    expand565(c1, r[1], g[1], b[1]);
    if (c0 > c1 || !allowTransparent) {
        r[2] = (2 * r[0] + r[1]) / 3;
        g[2] = (2 * g[0] + g[1]) / 3;
        b[2] = (2 * b[0] + b[1]) / 3;
        r[3] = (r[0] + 2 * r[1]) / 3;
        g[3] = (g[0] + 2 * g[1]) / 3;
        b[3] = (b[0] + 2 * b[1]) / 3;
    } else {
        r[2] = (r[0] + r[1]) / 2;
        g[2] = (g[0] + g[1]) / 2;
        b[2] = (b[0] + b[1]) / 2;
        r[3] = g[3] = b[3] = a[3] = 0;
    }
    const auto indices = qFromLittleEndian<quint32>(block + 4);
    Texels texels{};
    for (int i = 0; i < 16; ++i) {
        const auto k = (indices >> (2 * i)) & 3U;
        texels[size_t(i)] = argb(a[k], r[k], g[k], b[k]);
    }
    return texels;
}

/// The 8-byte interpolated channel of BC3 alpha, BC4 and BC5: two endpoints and sixteen 3-bit indices.
std::array<quint32, 16> interpolatedChannel(const uchar *block)
{
    const quint32 e0 = block[0];
    const quint32 e1 = block[1];
    quint32 palette[8] = {e0, e1, 0, 0, 0, 0, 0, 0};
    if (e0 > e1) {
        for (quint32 k = 1; k <= 6; ++k)
            palette[k + 1] = ((7 - k) * e0 + k * e1) / 7;
    } else {
        for (quint32 k = 1; k <= 4; ++k)
            palette[k + 1] = ((5 - k) * e0 + k * e1) / 5;
        palette[6] = 0;
        palette[7] = 255;
    }
    quint64 indices = 0;
    for (int i = 0; i < 6; ++i)
        indices |= quint64(block[2 + i]) << (8 * i);
    std::array<quint32, 16> values{};
    for (int i = 0; i < 16; ++i)
        values[size_t(i)] = palette[(indices >> (3 * i)) & 7U];
    return values;
}

/// BC5 stores a tangent-space normal's X and Y; Z is rebuilt so the preview looks like the normal map it is.
quint32 normalBlue(quint32 red, quint32 green)
{
    const double x = red / 127.5 - 1.0;
    const double y = green / 127.5 - 1.0;
    const double z = std::sqrt(std::max(0.0, 1.0 - x * x - y * y));
    return quint32(std::lround((z + 1.0) * 127.5));
}

Texels withAlpha(Texels texels, const std::array<quint32, 16> &alpha)
{
    for (size_t i = 0; i < 16; ++i)
        texels[i] = (texels[i] & 0x00FFFFFFU) | (alpha[i] << 24);
    return texels;
}

} // namespace

Texels decodeBlock(BlockEncoding encoding, const uchar *block)
{
    switch (encoding) {
    case BlockEncoding::Bc1:
        return colourBlock(block, true);
    case BlockEncoding::Bc2: {
        const auto bits = qFromLittleEndian<quint64>(block);
        std::array<quint32, 16> alpha{};
        for (int i = 0; i < 16; ++i)
            alpha[size_t(i)] = quint32((bits >> (4 * i)) & 0xFU) * 17U;
        return withAlpha(colourBlock(block + 8, false), alpha);
    }
    case BlockEncoding::Bc3:
        return withAlpha(colourBlock(block + 8, false), interpolatedChannel(block));
    case BlockEncoding::Bc4: {
        const auto red = interpolatedChannel(block);
        Texels texels{};
        for (size_t i = 0; i < 16; ++i)
            texels[i] = argb(255, red[i], red[i], red[i]);
        return texels;
    }
    case BlockEncoding::Bc5: {
        const auto red = interpolatedChannel(block);
        const auto green = interpolatedChannel(block + 8);
        Texels texels{};
        for (size_t i = 0; i < 16; ++i)
            texels[i] = argb(255, red[i], green[i], normalBlue(red[i], green[i]));
        return texels;
    }
    }
    return {};
}

} // namespace mwb::formats::dds
