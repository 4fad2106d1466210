// SPDX-License-Identifier: GPL-3.0-or-later
#include "BlockEncoder.h"

#include <QtEndian>

#include <algorithm>

namespace mwb::formats::blp {

namespace {

quint16 to565(int r, int g, int b)
{
    return quint16(((r * 31 + 127) / 255) << 11 | ((g * 63 + 127) / 255) << 5 | ((b * 31 + 127) / 255));
}

std::array<int, 3> from565(quint16 c)
{
    const int r = (c >> 11) & 0x1F;
    const int g = (c >> 5) & 0x3F;
    const int b = c & 0x1F;
    return {r << 3 | r >> 2, g << 2 | g >> 4, b << 3 | b >> 2};
}

int distance(const std::array<int, 3> &a, const std::array<uchar, 4> &b)
{
    const int dr = a[0] - b[0];
    const int dg = a[1] - b[1];
    const int db = a[2] - b[2];
    return dr * dr + dg * dg + db * db;
}

template<typename T>
void append(QByteArray &out, T value)
{
    char bytes[sizeof(T)];
    qToLittleEndian(value, bytes);
    out.append(bytes, qsizetype(sizeof(T)));
}

void encodeColours(const RgbaBlock &block, bool transparentMode, QByteArray &out)
{
    std::array<int, 3> low{255, 255, 255};
    std::array<int, 3> high{0, 0, 0};
    for (const auto &texel : block) {
        if (transparentMode && texel[3] < 128)
            continue;
        for (int c = 0; c < 3; ++c) {
            low[std::size_t(c)] = std::min(low[std::size_t(c)], int(texel[std::size_t(c)]));
            high[std::size_t(c)] = std::max(high[std::size_t(c)], int(texel[std::size_t(c)]));
        }
    }
    quint16 c0 = to565(high[0], high[1], high[2]);
    quint16 c1 = to565(low[0], low[1], low[2]);
    if (transparentMode ? c0 > c1 : c0 < c1)
        std::swap(c0, c1);
    const auto e0 = from565(c0);
    const auto e1 = from565(c1);
    std::array<std::array<int, 3>, 4> palette{e0, e1, {}, {}};
    const bool fourColours = c0 > c1;
    for (std::size_t c = 0; c < 3; ++c) {
        palette[2][c] = fourColours ? (2 * e0[c] + e1[c]) / 3 : (e0[c] + e1[c]) / 2;
        palette[3][c] = fourColours ? (e0[c] + 2 * e1[c]) / 3 : 0;
    }
    quint32 indices = 0;
    for (int t = 0; t < 16; ++t) {
        const auto &texel = block[std::size_t(t)];
        quint32 best = 0;
        if (transparentMode && texel[3] < 128) {
            best = 3;
        } else {
            const int candidates = fourColours ? 4 : 3;
            for (int k = 1; k < candidates; ++k) {
                if (distance(palette[std::size_t(k)], texel) < distance(palette[best], texel))
                    best = quint32(k);
            }
        }
        indices |= best << (2 * t);
    }
    append(out, c0);
    append(out, c1);
    append(out, indices);
}

void encodeExplicitAlpha(const RgbaBlock &block, QByteArray &out)
{
    quint64 bits = 0;
    for (int t = 0; t < 16; ++t)
        bits |= quint64((block[std::size_t(t)][3] * 15 + 127) / 255) << (4 * t);
    append(out, bits);
}

void encodeInterpolatedAlpha(const RgbaBlock &block, QByteArray &out)
{
    int a0 = 0;
    int a1 = 255;
    for (const auto &texel : block) {
        a0 = std::max(a0, int(texel[3]));
        a1 = std::min(a1, int(texel[3]));
    }
    std::array<int, 8> values{a0, a1};
    for (int k = 1; k < 7; ++k)
        values[std::size_t(k + 1)] = ((7 - k) * a0 + k * a1) / 7;
    quint64 bits = quint64(a0) | quint64(a1) << 8;
    for (int t = 0; t < 16; ++t) {
        const int a = block[std::size_t(t)][3];
        std::size_t best = 0;
        for (std::size_t k = 1; k < (a0 > a1 ? 8U : 1U); ++k) {
            if (std::abs(values[k] - a) < std::abs(values[best] - a))
                best = k;
        }
        bits |= quint64(best) << (16 + 3 * t);
    }
    append(out, bits);
}

} // namespace

void encodeBlock(dds::BlockEncoding encoding, const RgbaBlock &block, bool punchThrough, QByteArray &out)
{
    if (encoding == dds::BlockEncoding::Bc2)
        encodeExplicitAlpha(block, out);
    else if (encoding == dds::BlockEncoding::Bc3)
        encodeInterpolatedAlpha(block, out);
    const bool transparentMode = encoding == dds::BlockEncoding::Bc1 && punchThrough
        && std::any_of(block.begin(), block.end(), [](const auto &texel) { return texel[3] < 128; });
    encodeColours(block, transparentMode, out);
}

} // namespace mwb::formats::blp
