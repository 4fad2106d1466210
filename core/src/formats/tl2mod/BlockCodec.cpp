// SPDX-License-Identifier: GPL-3.0-or-later
#include "BlockCodec.h"

#include <libdeflate.h>

#include <memory>

namespace mwb::formats::tl2mod {

namespace {

constexpr int kGutsLevel = 6;

struct CompressorDeleter
{
    void operator()(libdeflate_compressor *c) const { libdeflate_free_compressor(c); }
};
struct DecompressorDeleter
{
    void operator()(libdeflate_decompressor *d) const { libdeflate_free_decompressor(d); }
};

libdeflate_compressor *threadCompressor()
{
    thread_local std::unique_ptr<libdeflate_compressor, CompressorDeleter> compressor(
        libdeflate_alloc_compressor(kGutsLevel));
    return compressor.get();
}

libdeflate_decompressor *threadDecompressor()
{
    thread_local std::unique_ptr<libdeflate_decompressor, DecompressorDeleter> decompressor(
        libdeflate_alloc_decompressor());
    return decompressor.get();
}

} // namespace

InflateStatus inflateExact(QByteArrayView compressed, char *out, qint64 outSize)
{
    libdeflate_decompressor *d = threadDecompressor();
    if (!d)
        throw std::bad_alloc();
    switch (libdeflate_zlib_decompress(d, compressed.data(), static_cast<std::size_t>(compressed.size()), out,
        static_cast<std::size_t>(outSize), nullptr)) {
    case LIBDEFLATE_SUCCESS:
        return InflateStatus::Ok;
    case LIBDEFLATE_SHORT_OUTPUT:
        return InflateStatus::ShortOutput;
    case LIBDEFLATE_INSUFFICIENT_SPACE:
        return InflateStatus::TooLong;
    case LIBDEFLATE_BAD_DATA:
        break;
    }
    return InflateStatus::BadData;
}

QByteArray compressZlib(QByteArrayView input)
{
    libdeflate_compressor *c = threadCompressor();
    if (!c)
        throw std::bad_alloc();
    const auto inSize = static_cast<std::size_t>(input.size());
    QByteArray out(static_cast<qsizetype>(libdeflate_zlib_compress_bound(c, inSize)), Qt::Uninitialized);
    const std::size_t written
        = libdeflate_zlib_compress(c, input.data(), inSize, out.data(), static_cast<std::size_t>(out.size()));
    out.truncate(static_cast<qsizetype>(written));
    return out;
}

quint32 crc32(QByteArrayView bytes, quint32 crc)
{
    return libdeflate_crc32(crc, bytes.data(), static_cast<std::size_t>(bytes.size()));
}

} // namespace mwb::formats::tl2mod
