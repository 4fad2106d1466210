// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/formats/images/PngWriter.h"

#include <QtEndian>

#include <libdeflate.h>

#include <cstring>
#include <memory>

namespace mwb::formats::images {

namespace {

struct CompressorDeleter
{
    void operator()(libdeflate_compressor *c) const { libdeflate_free_compressor(c); }
};

/// One compressor per thread and level: allocating one costs more than compressing an icon.
libdeflate_compressor *compressor(int level)
{
    thread_local std::unique_ptr<libdeflate_compressor, CompressorDeleter> cached;
    thread_local int cachedLevel = -1;
    if (!cached || cachedLevel != level) {
        cached.reset(libdeflate_alloc_compressor(level));
        cachedLevel = level;
    }
    return cached.get();
}

void appendU32(QByteArray &out, quint32 value)
{
    char bytes[4];
    qToBigEndian(value, bytes);
    out.append(bytes, 4);
}

/// Length, type, data and the CRC-32 of type + data.
void appendChunk(QByteArray &png, const char (&type)[5], QByteArrayView data)
{
    appendU32(png, quint32(data.size()));
    const qsizetype typeAt = png.size();
    png.append(type, 4);
    png.append(data);
    appendU32(png, quint32(libdeflate_crc32(0, png.constData() + typeAt, std::size_t(4 + data.size()))));
}

} // namespace

QByteArray encodePng(QByteArrayView rgba, int width, int height, int level)
{
    const qsizetype stride = qsizetype(width) * 4;
    QByteArray filtered(qsizetype(height) * (stride + 1), Qt::Uninitialized);
    for (int y = 0; y < height; ++y) {
        char *row = filtered.data() + y * (stride + 1);
        row[0] = 0; // filter type "none"
        std::memcpy(row + 1, rgba.data() + y * stride, std::size_t(stride));
    }
    libdeflate_compressor *deflate = compressor(level);
    QByteArray compressed(qsizetype(libdeflate_zlib_compress_bound(deflate, std::size_t(filtered.size()))),
        Qt::Uninitialized);
    const std::size_t packed = libdeflate_zlib_compress(deflate, filtered.constData(), std::size_t(filtered.size()),
        compressed.data(), std::size_t(compressed.size()));
    compressed.truncate(qsizetype(packed));

    QByteArray header;
    appendU32(header, quint32(width));
    appendU32(header, quint32(height));
    header.append("\x08\x06\x00\x00\x00", 5); // 8 bits, RGBA, deflate, filter method 0, no interlace

    QByteArray png("\x89PNG\r\n\x1a\n", 8);
    png.reserve(png.size() + 3 * 12 + header.size() + compressed.size());
    appendChunk(png, "IHDR", header);
    appendChunk(png, "IDAT", compressed);
    appendChunk(png, "IEND", {});
    return png;
}

} // namespace mwb::formats::images
