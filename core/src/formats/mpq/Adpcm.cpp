// SPDX-License-Identifier: GPL-3.0-or-later
#include "Adpcm.h"

#include <algorithm>
#include <array>

namespace mwb::formats::mpq {

namespace {

constexpr std::array<int, 32> kIndexStep = {-1, 0, -1, 4, -1, 2, -1, 6, -1, 1, -1, 5, -1, 3, -1, 7, -1, 1, -1, 5, -1,
    3, -1, 7, -1, 2, -1, 4, -1, 6, -1, 8};

constexpr std::array<int, 89> kStepSize = {7, 8, 9, 10, 11, 12, 13, 14, 16, 17, 19, 21, 23, 25, 28, 31, 34, 37, 41,
    45, 50, 55, 60, 66, 73, 80, 88, 97, 107, 118, 130, 143, 157, 173, 190, 209, 230, 253, 279, 307, 337, 371, 408, 449,
    494, 544, 598, 658, 724, 796, 876, 963, 1060, 1166, 1282, 1411, 1552, 1707, 1878, 2066, 2272, 2499, 2749, 3024,
    3327, 3660, 4026, 4428, 4871, 5358, 5894, 6484, 7132, 7845, 8630, 9493, 10442, 11487, 12635, 13899, 15289, 16818,
    18500, 20350, 22385, 24623, 27086, 29794, 32767};

constexpr int kInitialStepIndex = 0x2C;
constexpr int kMaxStepIndex = 0x58;

/// Writes 16-bit samples into the bounded output buffer.
class SampleWriter
{
public:
    SampleWriter(uchar *out, qsizetype capacity)
        : m_out(out)
        , m_capacity(capacity)
    { }
    bool put(int sample)
    {
        if (m_capacity - m_pos < 2)
            return false;
        m_out[m_pos++] = static_cast<uchar>(sample & 0xFF);
        m_out[m_pos++] = static_cast<uchar>((sample >> 8) & 0xFF);
        return true;
    }
    [[nodiscard]] qsizetype written() const { return m_pos; }

private:
    uchar *m_out;
    qsizetype m_capacity;
    qsizetype m_pos = 0;
};

int decodeSample(int predicted, int encoded, int stepSize, int difference)
{
    for (int bit = 0; bit < 6; ++bit) {
        if (encoded & (1 << bit))
            difference += stepSize >> bit;
    }
    if (encoded & 0x40)
        return std::max(predicted - difference, -32768);
    return std::min(predicted + difference, 32767);
}

} // namespace

format::CodecResult Adpcm::decompress(const uchar *in, qsizetype inLength, uchar *out, qsizetype capacity,
    int channels)
{
    using format::CodecStatus;
    SampleWriter writer(out, capacity);
    std::array<int, 2> predicted = {0, 0};
    std::array<int, 2> stepIndex = {kInitialStepIndex, kInitialStepIndex};
    if (inLength < 2)
        return {CodecStatus::Ok, 0};
    const int bitShift = in[1];
    qsizetype pos = 2;
    for (int c = 0; c < channels; ++c) {
        if (inLength - pos < 2)
            return {CodecStatus::Ok, writer.written()};
        predicted[static_cast<std::size_t>(c)] = static_cast<qint16>(format::le16(in + pos));
        pos += 2;
        if (!writer.put(predicted[static_cast<std::size_t>(c)]))
            return {CodecStatus::Ok, writer.written()};
    }
    int channel = channels - 1;
    while (pos < inLength) {
        const int encoded = in[pos++];
        channel = (channel + 1) % channels;
        const auto ch = static_cast<std::size_t>(channel);
        if (encoded == 0x80) {
            if (stepIndex[ch] != 0)
                --stepIndex[ch];
            if (!writer.put(predicted[ch]))
                break;
        } else if (encoded == 0x81) {
            stepIndex[ch] = std::min(stepIndex[ch] + 8, kMaxStepIndex);
            channel = (channel + 1) % channels;
        } else {
            const int stepSize = kStepSize[static_cast<std::size_t>(stepIndex[ch])];
            predicted[ch] = static_cast<qint16>(decodeSample(predicted[ch], encoded, stepSize, bitShift < 31 ? stepSize >> bitShift : 0));
            if (!writer.put(predicted[ch]))
                break;
            stepIndex[ch] = std::clamp(stepIndex[ch] + kIndexStep[static_cast<std::size_t>(encoded & 0x1F)], 0,
                kMaxStepIndex);
        }
    }
    return {CodecStatus::Ok, writer.written()};
}

} // namespace mwb::formats::mpq
