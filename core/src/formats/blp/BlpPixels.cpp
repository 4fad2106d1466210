// SPDX-License-Identifier: GPL-3.0-or-later
#include "BlpPixels.h"

#include <algorithm>

namespace mwb::formats::blp {

namespace {

/// Alpha of pixel `index` from a plane of `bits` per pixel, least significant bits first, scaled to 0–255;
/// -1 when the plane ends before it.
int planeAlpha(QByteArrayView plane, qsizetype index, int bits)
{
    const qsizetype byte = index * bits / 8;
    if (byte >= plane.size())
        return -1;
    const auto value = uchar(plane[byte]);
    switch (bits) {
    case 1:
        return (value >> (index % 8)) & 1 ? 255 : 0;
    case 4:
        return ((index % 2 != 0 ? value >> 4 : value) & 0xF) * 17;
    default:
        return value;
    }
}

void putPixel(RgbaImage &image, qsizetype index, uchar r, uchar g, uchar b, uchar a)
{
    auto *pixel = reinterpret_cast<uchar *>(image.rgba.data()) + index * 4;
    pixel[0] = r;
    pixel[1] = g;
    pixel[2] = b;
    pixel[3] = a;
}

} // namespace

qsizetype decodePalettized(QByteArrayView palette, QByteArrayView data, int alphaBits, RgbaImage &image)
{
    const qsizetype pixels = qsizetype(image.width) * image.height;
    const qsizetype alphaBytes = (pixels * alphaBits + 7) / 8;
    const QByteArrayView indices = data.first(std::min(pixels, data.size()));
    const QByteArrayView plane = data.size() > pixels ? data.sliced(pixels) : QByteArrayView();
    for (qsizetype i = 0; i < indices.size(); ++i) {
        const qsizetype entry = qsizetype(uchar(indices[i])) * 4;
        const int alpha = alphaBits == 0 ? 255 : planeAlpha(plane, i, alphaBits);
        if (alpha >= 0) {
            putPixel(image, i, uchar(palette[entry + 2]), uchar(palette[entry + 1]), uchar(palette[entry]),
                uchar(alpha));
        }
    }
    return pixels + alphaBytes;
}

qsizetype decodeBlocks(dds::BlockEncoding encoding, QByteArrayView data, int alphaBits, RgbaImage &image)
{
    const int blockSize = dds::blockBytes(encoding);
    const int blocksWide = (image.width + 3) / 4;
    const int blocksHigh = (image.height + 3) / 4;
    const qsizetype available = data.size() / blockSize;
    for (qsizetype block = 0; block < std::min(available, qsizetype(blocksWide) * blocksHigh); ++block) {
        const dds::Texels texels
            = dds::decodeBlock(encoding, reinterpret_cast<const uchar *>(data.data()) + block * blockSize);
        const int x0 = int(block % blocksWide) * 4;
        const int y0 = int(block / blocksWide) * 4;
        for (int t = 0; t < 16; ++t) {
            const int x = x0 + t % 4;
            const int y = y0 + t / 4;
            if (x >= image.width || y >= image.height)
                continue;
            const quint32 argb = texels[std::size_t(t)];
            putPixel(image, qsizetype(y) * image.width + x, uchar(argb >> 16), uchar(argb >> 8), uchar(argb),
                alphaBits == 0 ? uchar(255) : uchar(argb >> 24));
        }
    }
    return qsizetype(blocksWide) * blocksHigh * blockSize;
}

qsizetype decodeBgra(QByteArrayView data, int alphaBits, RgbaImage &image)
{
    const qsizetype pixels = qsizetype(image.width) * image.height;
    const qsizetype available = std::min(pixels, data.size() / 4);
    const auto *bgra = reinterpret_cast<const uchar *>(data.data());
    for (qsizetype i = 0; i < available; ++i) {
        const uchar *p = bgra + i * 4;
        putPixel(image, i, p[2], p[1], p[0], alphaBits == 0 ? uchar(255) : p[3]);
    }
    return pixels * 4;
}

} // namespace mwb::formats::blp
