// SPDX-License-Identifier: GPL-3.0-or-later
#include "PkwareImplode.h"

#include "PkwareCodes.h"

#include <array>
#include <vector>

namespace mwb::formats::mpq {

namespace {

constexpr int kMinMatch = 3;
constexpr int kMaxMatch = pkware::kEndLength - 1;
constexpr int kHashBits = 13;
constexpr int kMaxChain = 48;

/// Length symbol of every match length (index = length), -1 where none.
struct LengthSymbols
{
    std::array<qint8, pkware::kEndLength + 1> symbol{};
    constexpr LengthSymbols()
    {
        symbol.fill(-1);
        for (std::size_t s = 0; s < pkware::kLengthBase.size(); ++s) {
            const int base = pkware::kLengthBase[s];
            for (int extra = 0; extra < (1 << pkware::kLengthExtra[s]) && base + extra <= pkware::kEndLength; ++extra)
                symbol[static_cast<std::size_t>(base + extra)] = static_cast<qint8>(s);
        }
    }
};

constexpr LengthSymbols kLengthSymbols;
constexpr pkware::SymbolCodes kLengthCodes = pkware::symbolCodes(pkware::kLengthLengths);
constexpr pkware::SymbolCodes kDistanceCodes = pkware::symbolCodes(pkware::kDistanceLengths);

/// LSB-first bit writer.
class BitWriter
{
public:
    explicit BitWriter(QByteArray &out)
        : m_out(out)
    { }
    void put(quint32 value, int count)
    {
        m_buffer |= quint64(value & ((quint64(1) << count) - 1)) << m_count;
        m_count += count;
        while (m_count >= 8) {
            m_out.append(static_cast<char>(m_buffer & 0xFF));
            m_buffer >>= 8;
            m_count -= 8;
        }
    }
    void put(const pkware::SymbolCode &code) { put(code.bits, code.length); }
    void flush()
    {
        if (m_count > 0)
            m_out.append(static_cast<char>(m_buffer & 0xFF));
        m_buffer = 0;
        m_count = 0;
    }

private:
    QByteArray &m_out;
    quint64 m_buffer = 0;
    int m_count = 0;
};

void putLength(BitWriter &bits, int length)
{
    const auto symbol = static_cast<std::size_t>(kLengthSymbols.symbol[static_cast<std::size_t>(length)]);
    bits.put(1, 1);
    bits.put(kLengthCodes[symbol]);
    bits.put(static_cast<quint32>(length - pkware::kLengthBase[symbol]), pkware::kLengthExtra[symbol]);
}

quint32 hash3(const uchar *p)
{
    return ((quint32(p[0]) << 16 | quint32(p[1]) << 8 | p[2]) * 2654435761u) >> (32 - kHashBits);
}

} // namespace

QByteArray PkwareImplode::compress(QByteArrayView in)
{
    const qsizetype size = in.size();
    const int dictionaryBits = size < 0x600 ? 4 : (size < 0xC00 ? 5 : 6);
    const qsizetype window = qsizetype(64) << dictionaryBits;
    QByteArray out;
    out.reserve(size / 2 + 16);
    out.append(char(0)); // binary literals
    out.append(static_cast<char>(dictionaryBits));
    BitWriter bits(out);
    const auto *data = reinterpret_cast<const uchar *>(in.data());
    std::vector<qint32> head(std::size_t(1) << kHashBits, -1);
    std::vector<qint32> previous(static_cast<std::size_t>(size), -1);
    const auto insert = [&](qsizetype at) {
        if (at + kMinMatch > size)
            return;
        const quint32 h = hash3(data + at);
        previous[static_cast<std::size_t>(at)] = head[h];
        head[h] = static_cast<qint32>(at);
    };
    qsizetype at = 0;
    while (at < size) {
        int bestLength = 0;
        qsizetype bestDistance = 0;
        if (at + kMinMatch <= size) {
            const qsizetype limit = qMin<qsizetype>(kMaxMatch, size - at);
            qint32 candidate = head[hash3(data + at)];
            for (int chain = 0; candidate >= 0 && chain < kMaxChain && at - candidate <= window; ++chain) {
                int length = 0;
                while (length < limit && data[candidate + length] == data[at + length])
                    ++length;
                if (length > bestLength) {
                    bestLength = length;
                    bestDistance = at - candidate;
                    if (length == limit)
                        break;
                }
                candidate = previous[static_cast<std::size_t>(candidate)];
            }
        }
        if (bestLength >= kMinMatch) {
            putLength(bits, bestLength);
            const auto code = static_cast<quint32>(bestDistance - 1);
            bits.put(kDistanceCodes[code >> dictionaryBits]);
            bits.put(code, dictionaryBits);
            for (qsizetype i = 0; i < bestLength; ++i)
                insert(at + i);
            at += bestLength;
        } else {
            bits.put(0, 1);
            bits.put(data[at], 8);
            insert(at);
            ++at;
        }
    }
    putLength(bits, pkware::kEndLength);
    bits.flush();
    return out;
}

} // namespace mwb::formats::mpq
