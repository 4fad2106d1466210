// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QtGlobal>

#include <array>

/// The fixed codes of the PKWARE Data Compression Library ("implode"), shared by the decoder and the encoder.
namespace mwb::formats::mpq::pkware {

/// Code lengths, run-length packed (high nibble + 1 = repeat, low nibble = length), in symbol order.
inline constexpr std::array<quint8, 98> kLiteralLengths = {11, 124, 8, 7, 28, 7, 188, 13, 76, 4, 10, 8, 12, 10, 12,
    10, 8, 23, 8, 9, 7, 6, 7, 8, 7, 6, 55, 8, 23, 24, 12, 11, 7, 9, 11, 12, 6, 7, 22, 5, 7, 24, 6, 11, 9, 6, 7, 22, 7,
    11, 38, 7, 9, 8, 25, 11, 8, 11, 9, 12, 8, 12, 5, 38, 5, 38, 5, 11, 7, 5, 6, 21, 6, 10, 53, 8, 7, 24, 10, 27, 44, 253,
    253, 253, 252, 252, 252, 13, 12, 45, 12, 45, 12, 61, 12, 45, 44, 173};
inline constexpr std::array<quint8, 6> kLengthLengths = {2, 35, 36, 53, 38, 23};
inline constexpr std::array<quint8, 7> kDistanceLengths = {2, 20, 53, 230, 247, 151, 248};
/// Match length of each length symbol (before its extra bits) and the number of extra bits.
inline constexpr std::array<short, 16> kLengthBase = {3, 2, 4, 5, 6, 7, 8, 9, 10, 12, 16, 24, 40, 72, 136, 264};
inline constexpr std::array<quint8, 16> kLengthExtra = {0, 0, 0, 0, 0, 0, 0, 0, 1, 2, 3, 4, 5, 6, 7, 8};
/// The length value that ends a stream.
inline constexpr int kEndLength = 519;

/// One symbol's code as it appears in the stream: `length` bits, first bit in bit 0 of `bits`.
struct SymbolCode
{
    quint16 bits = 0;
    quint8 length = 0;
};
using SymbolCodes = std::array<SymbolCode, 256>;

/// The codes of a packed length list: canonical (shorter first, then by symbol), each code written most significant
/// bit first and inverted.
template<std::size_t N>
constexpr SymbolCodes symbolCodes(const std::array<quint8, N> &packed)
{
    std::array<quint8, 256> lengths{};
    int symbols = 0;
    for (const quint8 byte : packed) {
        for (int repeat = (byte >> 4) + 1; repeat > 0; --repeat)
            lengths[static_cast<std::size_t>(symbols++)] = byte & 15;
    }
    constexpr int maxBits = 15;
    std::array<int, maxBits + 1> count{};
    for (int s = 0; s < symbols; ++s)
        ++count[lengths[static_cast<std::size_t>(s)]];
    std::array<int, maxBits + 2> next{};
    for (int len = 1; len < maxBits; ++len)
        next[static_cast<std::size_t>(len + 1)] = (next[static_cast<std::size_t>(len)] + count[static_cast<std::size_t>(len)]) << 1;
    SymbolCodes codes{};
    for (int s = 0; s < symbols; ++s) {
        const int len = lengths[static_cast<std::size_t>(s)];
        if (len == 0)
            continue;
        const int canonical = next[static_cast<std::size_t>(len)]++;
        quint32 reversed = 0;
        for (int b = 0; b < len; ++b)
            reversed |= quint32(((canonical >> (len - 1 - b)) & 1) ^ 1) << b;
        codes[static_cast<std::size_t>(s)] = {static_cast<quint16>(reversed), static_cast<quint8>(len)};
    }
    return codes;
}

} // namespace mwb::formats::mpq::pkware
