// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QtGlobal>

#include <functional>
#include <vector>

namespace mwb::formats::tl2mod {

/// The data-section rolling hash the game recomputes on load (seed 001 §1.5, signed bytes per specs/tl2.md).
/// N = data section size; divisor = 25 + (695696193·N mod 2³²) mod 51; stride = max(2, N / divisor);
/// h = N; for offsets 8, 8+stride, … < N: h = int8(byte) + 33·h; finally h = int8(byte[N−1]) + 33·h (mod 2³²).

/// The data-section offsets the hash samples, in order (the last byte is sampled last, possibly twice).
[[nodiscard]] std::vector<qint64> rollingHashSampleOffsets(qint64 dataSize);

/// Folds the sampled bytes (in the order of rollingHashSampleOffsets) into the hash.
[[nodiscard]] quint32 rollingHashFromSamples(qint64 dataSize, const std::vector<qint8> &samples);

/// Convenience: hash of a whole in-memory data section.
[[nodiscard]] quint32 rollingHash(const char *data, qint64 dataSize);

} // namespace mwb::formats::tl2mod
