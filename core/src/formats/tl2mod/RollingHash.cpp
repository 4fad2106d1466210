// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/formats/tl2mod/RollingHash.h"

#include <algorithm>

namespace mwb::formats::tl2mod {

std::vector<qint64> rollingHashSampleOffsets(qint64 dataSize)
{
    std::vector<qint64> offsets;
    if (dataSize <= 0)
        return offsets;
    // The game seeds its "random" divisor with N itself, so the divisor is a pure function of N.
    const auto n32 = static_cast<quint32>(dataSize);
    const quint32 divisor = 25u + (695696193u * n32) % 51u;
    const qint64 stride = std::max<qint64>(2, dataSize / divisor);
    offsets.reserve(static_cast<std::size_t>((dataSize - 8) / stride + 2));
    for (qint64 offset = 8; offset < dataSize; offset += stride)
        offsets.push_back(offset);
    offsets.push_back(dataSize - 1);
    return offsets;
}

quint32 rollingHashFromSamples(qint64 dataSize, const std::vector<qint8> &samples)
{
    auto h = static_cast<quint32>(dataSize);
    for (const qint8 sample : samples)
        h = 33u * h + static_cast<quint32>(static_cast<qint32>(sample));
    return h;
}

quint32 rollingHash(const char *data, qint64 dataSize)
{
    std::vector<qint8> samples;
    for (const qint64 offset : rollingHashSampleOffsets(dataSize))
        samples.push_back(static_cast<qint8>(data[offset]));
    return rollingHashFromSamples(dataSize, samples);
}

} // namespace mwb::formats::tl2mod
