// SPDX-License-Identifier: GPL-3.0-or-later
#include "SectorCompressor.h"

#include "MpqFormat.h"
#include "PkwareImplode.h"

#include <bzlib.h>
#include <libdeflate.h>
#include <lzma.h>

#include <memory>

namespace mwb::formats::mpq {

namespace {

struct DeflateDeleter
{
    void operator()(libdeflate_compressor *c) const { libdeflate_free_compressor(c); }
};

constexpr int kZlibLevel = 6;

std::optional<QByteArray> zlib(QByteArrayView in)
{
    thread_local std::unique_ptr<libdeflate_compressor, DeflateDeleter> compressor(
        libdeflate_alloc_compressor(kZlibLevel));
    QByteArray out(static_cast<qsizetype>(libdeflate_zlib_compress_bound(compressor.get(),
                       static_cast<std::size_t>(in.size()))),
        Qt::Uninitialized);
    const std::size_t written = libdeflate_zlib_compress(compressor.get(), in.data(),
        static_cast<std::size_t>(in.size()), out.data(), static_cast<std::size_t>(out.size()));
    if (written == 0)
        return std::nullopt;
    out.truncate(static_cast<qsizetype>(written));
    return out;
}

std::optional<QByteArray> bzip2(QByteArrayView in)
{
    QByteArray out(in.size() + in.size() / 100 + 600, Qt::Uninitialized);
    auto length = static_cast<unsigned int>(out.size());
    if (BZ2_bzBuffToBuffCompress(out.data(), &length, const_cast<char *>(in.data()),
            static_cast<unsigned int>(in.size()), 9, 0, 0)
        != BZ_OK)
        return std::nullopt;
    out.truncate(static_cast<qsizetype>(length));
    return out;
}

/// MPQ LZMA: filter byte 0, the 5 LZMA property bytes, the uncompressed size (64-bit little-endian), then the raw
/// LZMA stream without end marker (the size says where it ends).
std::optional<QByteArray> lzma(QByteArrayView in)
{
    lzma_options_lzma options{};
    if (lzma_lzma_preset(&options, 6))
        return std::nullopt;
    options.dict_size = 4096;
    while (options.dict_size < in.size() && options.dict_size < (1u << 24))
        options.dict_size <<= 1;
    options.ext_flags = 0;
    options.ext_size_low = static_cast<uint32_t>(in.size());
    options.ext_size_high = 0;
    const lzma_filter filters[] = {{LZMA_FILTER_LZMA1EXT, &options}, {LZMA_VLI_UNKNOWN, nullptr}};
    constexpr qsizetype headerSize = 1 + 5 + 8;
    QByteArray out(headerSize + in.size() + in.size() / 2 + 64, Qt::Uninitialized);
    std::size_t position = headerSize;
    if (lzma_raw_buffer_encode(filters, nullptr, reinterpret_cast<const uint8_t *>(in.data()),
            static_cast<std::size_t>(in.size()), reinterpret_cast<uint8_t *>(out.data()), &position,
            static_cast<std::size_t>(out.size()))
        != LZMA_OK)
        return std::nullopt;
    auto *header = reinterpret_cast<uchar *>(out.data());
    header[0] = 0;
    header[1] = static_cast<uchar>((options.pb * 5 + options.lp) * 9 + options.lc);
    qToLittleEndian(options.dict_size, header + 2);
    qToLittleEndian(static_cast<quint64>(in.size()), header + 6);
    out.truncate(static_cast<qsizetype>(position));
    return out;
}

/// Storm's sparse coding: the size (32-bit big-endian), then runs: 0x80 | (n - 1) followed by n literal bytes
/// (n <= 128), or n - 3 for n zero bytes (3 <= n <= 130).
QByteArray sparse(QByteArrayView in)
{
    const auto *data = reinterpret_cast<const uchar *>(in.data());
    const qsizetype size = in.size();
    QByteArray out(4, Qt::Uninitialized);
    qToBigEndian(static_cast<quint32>(size), out.data());
    qsizetype at = 0;
    while (at < size) {
        qsizetype zeros = 0;
        while (at + zeros < size && zeros < 130 && data[at + zeros] == 0)
            ++zeros;
        if (zeros >= 3) {
            out.append(static_cast<char>(zeros - 3));
            at += zeros;
            continue;
        }
        qsizetype literal = 0;
        while (at + literal < size && literal < 128) {
            if (at + literal + 2 < size && data[at + literal] == 0 && data[at + literal + 1] == 0
                && data[at + literal + 2] == 0)
                break;
            ++literal;
        }
        out.append(static_cast<char>(0x80 | (literal - 1)));
        out.append(in.sliced(at, literal));
        at += literal;
    }
    return out;
}

std::optional<QByteArray> withMask(quint8 mask, std::optional<QByteArray> payload)
{
    if (!payload)
        return std::nullopt;
    payload->prepend(static_cast<char>(mask));
    return payload;
}

} // namespace

quint32 SectorCompressor::fileFlag(MpqCompression method)
{
    switch (method) {
    case MpqCompression::None:
        return 0;
    case MpqCompression::Pkware:
        return format::FileImplode;
    default:
        return format::FileCompress;
    }
}

std::optional<QByteArray> SectorCompressor::compress(QByteArrayView in, MpqCompression method)
{
    std::optional<QByteArray> out;
    switch (method) {
    case MpqCompression::None:
        return std::nullopt;
    case MpqCompression::Zlib:
        out = withMask(format::CompressionZlib, zlib(in));
        break;
    case MpqCompression::Bzip2:
        out = withMask(format::CompressionBzip2, bzip2(in));
        break;
    case MpqCompression::Pkware:
        out = PkwareImplode::compress(in);
        break;
    case MpqCompression::Lzma:
        out = withMask(format::CompressionLzma, lzma(in));
        break;
    case MpqCompression::SparseZlib: {
        // Like Storm, a stage that does not shrink its input by 2 bytes is skipped: readers expand every stage into
        // a buffer of the sector's size, so no intermediate may be larger than the sector.
        QByteArray runs = sparse(in);
        const bool sparsed = runs.size() <= in.size() - 2;
        const QByteArrayView stage = sparsed ? QByteArrayView(runs) : in;
        auto packed = zlib(stage);
        if (packed && packed->size() <= stage.size() - 2) {
            out = withMask(sparsed ? quint8(format::CompressionSparse | format::CompressionZlib)
                                   : format::CompressionZlib,
                std::move(packed));
        } else if (sparsed) {
            out = withMask(format::CompressionSparse, std::move(runs));
        }
        break;
    }
    }
    if (!out || out->size() >= in.size())
        return std::nullopt;
    return out;
}

} // namespace mwb::formats::mpq
