// SPDX-License-Identifier: GPL-3.0-or-later
#include "SectorDecompressor.h"

#include "Adpcm.h"
#include "Huffman.h"
#include "MpqFormat.h"
#include "PkwareExplode.h"
#include "Sparse.h"

#include <bzlib.h>
#include <libdeflate.h>
#include <lzma.h>

#include <algorithm>
#include <array>
#include <cstring>
#include <memory>
#include <vector>

namespace mwb::formats::mpq {

namespace {

using format::CodecResult;
using format::CodecStatus;

struct DeflateDeleter
{
    void operator()(libdeflate_decompressor *d) const { libdeflate_free_decompressor(d); }
};

CodecResult inflateZlib(const uchar *in, qsizetype inLength, uchar *out, qsizetype capacity)
{
    thread_local std::unique_ptr<libdeflate_decompressor, DeflateDeleter> decompressor(
        libdeflate_alloc_decompressor());
    std::size_t produced = 0;
    libdeflate_result r = libdeflate_zlib_decompress(decompressor.get(), in, static_cast<std::size_t>(inLength),
        out, static_cast<std::size_t>(capacity), &produced);
    if (r == LIBDEFLATE_SUCCESS)
        return {CodecStatus::Ok, static_cast<qsizetype>(produced)};
    if (r == LIBDEFLATE_BAD_DATA && inLength > 2) {
        // Storm ignores the adler32 trailer (some map editors write wrong ones): decode the raw deflate body.
        std::size_t consumed = 0;
        const libdeflate_result raw = libdeflate_deflate_decompress_ex(decompressor.get(), in + 2,
            static_cast<std::size_t>(inLength - 2), out, static_cast<std::size_t>(capacity), &consumed, &produced);
        if (raw == LIBDEFLATE_SUCCESS)
            return {CodecStatus::Ok, static_cast<qsizetype>(produced)};
        r = raw;
    }
    return {r == LIBDEFLATE_INSUFFICIENT_SPACE ? CodecStatus::Overflow : CodecStatus::Corrupt, 0};
}

CodecResult inflateBzip2(const uchar *in, qsizetype inLength, uchar *out, qsizetype capacity)
{
    bz_stream stream{};
    if (BZ2_bzDecompressInit(&stream, 0, 0) != BZ_OK)
        return {CodecStatus::Corrupt, 0};
    stream.next_in = reinterpret_cast<char *>(const_cast<uchar *>(in));
    stream.avail_in = static_cast<unsigned>(inLength);
    stream.next_out = reinterpret_cast<char *>(out);
    stream.avail_out = static_cast<unsigned>(capacity);
    int rc = BZ2_bzDecompress(&stream);
    const auto produced = static_cast<qsizetype>(capacity - stream.avail_out);
    CodecResult result{rc == BZ_STREAM_END ? CodecStatus::Ok : CodecStatus::Corrupt, produced};
    if (rc == BZ_OK && stream.avail_out == 0) {
        // Output is full but the stream has not ended: one more byte means the stream declares more than the file.
        char probe = 0;
        stream.next_out = &probe;
        stream.avail_out = 1;
        rc = BZ2_bzDecompress(&stream);
        result.status = stream.avail_out == 0 ? CodecStatus::Overflow
                                              : (rc == BZ_STREAM_END ? CodecStatus::Ok : CodecStatus::Corrupt);
    }
    BZ2_bzDecompressEnd(&stream);
    return result;
}

/// MPQ LZMA layout: filter byte (0), 5 property bytes, 8 size bytes, raw LZMA stream. Fed to liblzma as a .lzma
/// ("alone") stream whose size field is the expected size and whose dictionary is clamped to it (no huge allocation).
CodecResult inflateLzma(const uchar *in, qsizetype inLength, uchar *out, qsizetype capacity)
{
    constexpr qsizetype headerSize = 1 + 5 + 8;
    if (inLength <= headerSize || in[0] != 0)
        return {CodecStatus::Corrupt, 0};
    std::array<uchar, 13> alone{};
    std::memcpy(alone.data(), in + 1, 5);
    const quint32 dictionary = qBound<quint32>(4096, format::le32(in + 2), static_cast<quint32>(qMax(capacity, 4096)));
    qToLittleEndian(dictionary, alone.data() + 1);
    qToLittleEndian(static_cast<quint64>(capacity), alone.data() + 5);
    lzma_stream stream = LZMA_STREAM_INIT;
    if (lzma_alone_decoder(&stream, quint64(1) << 30) != LZMA_OK)
        return {CodecStatus::Corrupt, 0};
    stream.next_out = out;
    stream.avail_out = static_cast<std::size_t>(capacity);
    stream.next_in = alone.data();
    stream.avail_in = alone.size();
    lzma_ret rc = lzma_code(&stream, LZMA_RUN);
    if (rc == LZMA_OK) {
        stream.next_in = in + headerSize;
        stream.avail_in = static_cast<std::size_t>(inLength - headerSize);
        rc = lzma_code(&stream, LZMA_FINISH);
    }
    const auto produced = static_cast<qsizetype>(stream.total_out);
    lzma_end(&stream);
    return {rc == LZMA_STREAM_END ? CodecStatus::Ok : CodecStatus::Corrupt, produced};
}

CodecResult runHuffman(const uchar *in, qsizetype n, uchar *out, qsizetype cap)
{
    return Huffman::decompress(in, n, out, cap);
}
CodecResult runPkware(const uchar *in, qsizetype n, uchar *out, qsizetype cap)
{
    return PkwareExplode::decompress(in, n, out, cap);
}
CodecResult runSparse(const uchar *in, qsizetype n, uchar *out, qsizetype cap)
{
    return Sparse::decompress(in, n, out, cap);
}
CodecResult runAdpcmMono(const uchar *in, qsizetype n, uchar *out, qsizetype cap)
{
    return Adpcm::decompress(in, n, out, cap, 1);
}
CodecResult runAdpcmStereo(const uchar *in, qsizetype n, uchar *out, qsizetype cap)
{
    return Adpcm::decompress(in, n, out, cap, 2);
}

using Stage = CodecResult (*)(const uchar *, qsizetype, uchar *, qsizetype);

struct Method
{
    quint8 bit;
    Stage run;
};

// Storm's fixed decompression order (the reverse of the order it compresses in).
constexpr std::array<Method, 7> kOrder = {{
    {format::CompressionBzip2, inflateBzip2},
    {format::CompressionPkware, runPkware},
    {format::CompressionZlib, inflateZlib},
    {format::CompressionHuffman, runHuffman},
    {format::CompressionAdpcmStereo, runAdpcmStereo},
    {format::CompressionAdpcmMono, runAdpcmMono},
    {format::CompressionSparse, runSparse},
}};

// The only masks Storm accepts in v2+ archives (besides LZMA).
constexpr std::array<quint8, 8> kFixedCombinations = {0x02, 0x08, 0x10, 0x20, 0x22, 0x30, 0x41, 0x81};

/// The two buffers a multi-stage decompression alternates between. Sector-sized ones are kept per thread and reused;
/// larger ones (a single-unit file of up to kMaxSingleUnitBytes) live only for the call, so one hostile entry
/// cannot leave a thread holding a gigabyte.
class StageBuffers
{
public:
    explicit StageBuffers(qsizetype size) : m_size(size) {}

    uchar *get(int which)
    {
        const auto i = static_cast<std::size_t>(which);
        if (m_size > kKeptPerThread) {
            if (!m_owned[i])
                m_owned[i] = std::make_unique_for_overwrite<uchar[]>(static_cast<std::size_t>(m_size));
            return m_owned[i].get();
        }
        thread_local std::array<std::vector<uchar>, 2> kept;
        if (kept[i].size() < static_cast<std::size_t>(m_size))
            kept[i].resize(static_cast<std::size_t>(m_size));
        return kept[i].data();
    }

private:
    static constexpr qsizetype kKeptPerThread = qsizetype(4) << 20;
    qsizetype m_size;
    std::array<std::unique_ptr<uchar[]>, 2> m_owned;
};

Result<void> failure(CodecStatus status, quint8 mask, qsizetype produced, qsizetype expected)
{
    if (status == CodecStatus::Overflow) {
        return Error{ErrorCode::LimitExceeded,
            SectorDecompressor::tr("Compressed data (method 0x%1) expands beyond the declared %2 bytes")
                .arg(mask, 2, 16, QLatin1Char('0'))
                .arg(expected),
            {}, -1};
    }
    if (status == CodecStatus::Ok) {
        return Error{ErrorCode::Corrupt,
            SectorDecompressor::tr("Compressed data (method 0x%1) gave %2 bytes instead of %3")
                .arg(mask, 2, 16, QLatin1Char('0'))
                .arg(produced)
                .arg(expected),
            {}, -1};
    }
    return Error{ErrorCode::Corrupt,
        SectorDecompressor::tr("Invalid compressed data (method 0x%1)").arg(mask, 2, 16, QLatin1Char('0')), {}, -1};
}

} // namespace

bool SectorDecompressor::isKnownMask(quint8 mask, Rules rules)
{
    if (mask == format::CompressionLzma)
        return true;
    if (rules == Rules::FixedCombinations)
        return std::find(kFixedCombinations.begin(), kFixedCombinations.end(), mask) != kFixedCombinations.end();
    quint8 known = 0;
    for (const Method &m : kOrder)
        known |= m.bit;
    return mask != 0 && (mask & ~known) == 0;
}

Result<void> SectorDecompressor::decompress(QByteArrayView in, uchar *out, qsizetype expected, Rules rules)
{
    if (in.isEmpty())
        return failure(CodecStatus::Corrupt, 0, 0, expected);
    const auto mask = static_cast<quint8>(in[0]);
    if (!isKnownMask(mask, rules)) {
        return Error{ErrorCode::Unsupported,
            tr("Unknown compression method 0x%1").arg(mask, 2, 16, QLatin1Char('0')), {}, -1};
    }
    const auto *data = reinterpret_cast<const uchar *>(in.data()) + 1;
    const qsizetype length = in.size() - 1;
    if (mask == format::CompressionLzma) {
        const CodecResult r = inflateLzma(data, length, out, expected);
        if (r.status != CodecStatus::Ok || r.produced != expected)
            return failure(r.status, mask, r.produced, expected);
        return {};
    }
    int stages = 0;
    for (const Method &m : kOrder)
        stages += (mask & m.bit) ? 1 : 0;
    const uchar *input = data;
    qsizetype inputLength = length;
    int remaining = stages;
    StageBuffers buffers(expected);
    for (const Method &m : kOrder) {
        if (!(mask & m.bit))
            continue;
        --remaining;
        // The last stage writes straight into `out`; earlier ones alternate between two scratch buffers.
        uchar *target = remaining == 0 ? out : buffers.get(remaining & 1);
        const CodecResult r = m.run(input, inputLength, target, expected);
        if (r.status != CodecStatus::Ok || r.produced == 0)
            return failure(r.status == CodecStatus::Ok ? CodecStatus::Corrupt : r.status, m.bit, r.produced, expected);
        input = target;
        inputLength = r.produced;
    }
    if (inputLength != expected)
        return failure(CodecStatus::Ok, mask, inputLength, expected);
    return {};
}

Result<void> SectorDecompressor::explode(QByteArrayView in, uchar *out, qsizetype expected)
{
    const CodecResult r
        = PkwareExplode::decompress(reinterpret_cast<const uchar *>(in.data()), in.size(), out, expected);
    if (r.status != CodecStatus::Ok || r.produced != expected)
        return failure(r.status, format::CompressionPkware, r.produced, expected);
    return {};
}

} // namespace mwb::formats::mpq
