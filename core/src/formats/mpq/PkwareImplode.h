// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QByteArrayView>

namespace mwb::formats::mpq {

/// Encoder for PKWARE Data Compression Library "implode" streams in binary mode (literals as plain bytes), the
/// counterpart of PkwareExplode: greedy hash-chain matches of 3..518 bytes in a 1-4 KiB window (chosen from the
/// input size as Storm does), ended by the end-of-stream code.
class PkwareImplode
{
public:
    [[nodiscard]] static QByteArray compress(QByteArrayView in);
};

} // namespace mwb::formats::mpq
