// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/core/Result.h"

#include <QByteArrayView>
#include <QCoreApplication>

namespace mwb::formats::mpq {

/// Turns one compressed sector (or single-unit file) back into its `expected` bytes. Thread-safe: scratch buffers
/// are per thread. Errors carry no path/offset; the caller adds them.
class SectorDecompressor
{
    Q_DECLARE_TR_FUNCTIONS(mwb::formats::mpq::SectorDecompressor)
public:
    /// Which mask bytes are accepted: Storm reads v1 archives through its generic bit table and v2+ archives through
    /// a fixed list of combinations.
    enum class Rules { Generic, FixedCombinations };

    /// Decompresses data whose first byte is the compression mask (files with the COMPRESS flag). Unknown mask bits
    /// are rejected before any decoding (Unsupported); an invalid stream is Corrupt; a stream producing more than
    /// `expected` bytes is LimitExceeded. `out` must hold `expected` bytes.
    [[nodiscard]] static Result<void> decompress(QByteArrayView in, uchar *out, qsizetype expected, Rules rules);
    /// Decodes a PKWARE DCL stream without mask byte (files with the IMPLODE flag).
    [[nodiscard]] static Result<void> explode(QByteArrayView in, uchar *out, qsizetype expected);
    /// True when `mask` names a method (or combination) this reader can decode under `rules`.
    [[nodiscard]] static bool isKnownMask(quint8 mask, Rules rules);
};

} // namespace mwb::formats::mpq
