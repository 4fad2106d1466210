// SPDX-License-Identifier: GPL-3.0-or-later
#include "PkwareExplode.h"

#include "PkwareCodes.h"

#include <array>
#include <cstring>

namespace mwb::formats::mpq {

namespace {

constexpr int kMaxBits = 13;

/// Decoding table indexed by the next kMaxBits input bits (first bit read in bit 0): symbol << 4 | code length, 0
/// where no code matches (an incomplete code).
using Code = std::array<quint16, 1u << kMaxBits>;

template<std::size_t N>
Code makeCode(const std::array<quint8, N> &packed)
{
    const pkware::SymbolCodes symbols = pkware::symbolCodes(packed);
    Code code{};
    for (std::size_t s = 0; s < symbols.size(); ++s) {
        const int len = symbols[s].length;
        if (len == 0)
            continue;
        for (quint32 fill = symbols[s].bits; fill < code.size(); fill += 1u << len)
            code[fill] = static_cast<quint16>(s << 4 | static_cast<std::size_t>(len));
    }
    return code;
}

using pkware::kLiteralLengths;
using pkware::kLengthLengths;
using pkware::kDistanceLengths;
using pkware::kLengthBase;
using pkware::kLengthExtra;
using pkware::kEndLength;

struct Codes
{
    Code literal = makeCode(kLiteralLengths);
    Code length = makeCode(kLengthLengths);
    Code distance = makeCode(kDistanceLengths);
};

const Codes &codes()
{
    static const Codes instance;
    return instance;
}

/// LSB-first bit reader over a 64-bit buffer that reports running past the end. refill() once per token: a token
/// (flag, length code and extra bits, distance code and low bits) takes at most 30 bits.
class Bits
{
public:
    Bits(const uchar *data, qsizetype length)
        : m_data(data)
        , m_end(data + length)
    { }
    /// Tops the buffer up to at least 56 bits while the input lasts.
    void refill()
    {
        if (m_end - m_data >= 8) {
            // Branch-free: load 8 bytes, keep the whole ones that fit (the bits above m_count are the next bytes).
            m_buffer |= format::le64(m_data) << m_count;
            m_data += (63 - m_count) >> 3;
            m_count |= 56;
            return;
        }
        while (m_count <= 56 && m_data < m_end) {
            m_buffer |= quint64(*m_data++) << m_count;
            m_count += 8;
        }
    }
    bool get(int need, int &value)
    {
        if (m_count < need)
            return false;
        value = static_cast<int>(m_buffer & ((quint64(1) << need) - 1));
        consume(need);
        return true;
    }
    /// Decodes one symbol; fails when the bits left do not hold a complete code or no code matches.
    bool decode(const Code &code, int &symbol)
    {
        const quint16 hit = code[static_cast<std::size_t>(m_buffer & (code.size() - 1))];
        const int length = hit & 15;
        if (hit == 0 || length > m_count)
            return false;
        symbol = hit >> 4;
        consume(length);
        return true;
    }

private:
    void consume(int bits)
    {
        m_buffer >>= bits;
        m_count -= bits;
    }

    const uchar *m_data;
    const uchar *m_end;
    quint64 m_buffer = 0;
    int m_count = 0;
};

/// Copies a match of `length` bytes from `distance` bytes back; `room` bytes after `to` may be written.
inline void copyMatch(uchar *to, qsizetype distance, qsizetype length, qsizetype room)
{
    const uchar *from = to - distance;
    if (distance >= 8 && room >= length + 8) {
        // Whole 8-byte words: each reads only bytes already written, and may spill up to 7 bytes past the match.
        for (qsizetype i = 0; i < length; i += 8)
            std::memcpy(to + i, from + i, 8);
    } else if (distance == 1) {
        std::memset(to, to[-1], static_cast<std::size_t>(length));
    } else {
        for (qsizetype i = 0; i < length; ++i)
            to[i] = from[i];
    }
}

} // namespace

format::CodecResult PkwareExplode::decompress(const uchar *in, qsizetype inLength, uchar *out, qsizetype capacity)
{
    using format::CodecStatus;
    if (inLength < 3)
        return {CodecStatus::Corrupt, 0};
    const int codedLiterals = in[0];
    const int dictionaryBits = in[1];
    if (codedLiterals > 1 || dictionaryBits < 4 || dictionaryBits > 6)
        return {CodecStatus::Corrupt, 0};
    const Codes &c = codes();
    Bits bits(in + 2, inLength - 2);
    qsizetype produced = 0;
    while (produced < capacity) {
        bits.refill();
        int flag = 0;
        if (!bits.get(1, flag))
            return {CodecStatus::Corrupt, produced};
        if (flag) {
            int symbol = 0;
            int extra = 0;
            if (!bits.decode(c.length, symbol) || !bits.get(kLengthExtra[static_cast<std::size_t>(symbol)], extra))
                return {CodecStatus::Corrupt, produced};
            const int length = kLengthBase[static_cast<std::size_t>(symbol)] + extra;
            if (length == kEndLength)
                break;
            const int low = length == 2 ? 2 : dictionaryBits;
            int high = 0;
            int lowBits = 0;
            if (!bits.decode(c.distance, high) || !bits.get(low, lowBits))
                return {CodecStatus::Corrupt, produced};
            const qsizetype distance = ((qsizetype(high) << low) | lowBits) + 1;
            // Like Storm, the window starts out as zeros: references before the first byte read zeros.
            const qsizetype copy = qMin<qsizetype>(length, capacity - produced);
            const qsizetype zeros = qBound<qsizetype>(0, distance - produced, copy);
            std::memset(out + produced, 0, static_cast<std::size_t>(zeros));
            copyMatch(out + produced + zeros, distance, copy - zeros, capacity - produced - zeros);
            produced += copy;
        } else {
            int literal = 0;
            if (!(codedLiterals ? bits.decode(c.literal, literal) : bits.get(8, literal)))
                return {CodecStatus::Corrupt, produced};
            out[produced++] = static_cast<uchar>(literal);
        }
    }
    return {produced > 0 ? CodecStatus::Ok : CodecStatus::Corrupt, produced};
}

} // namespace mwb::formats::mpq
