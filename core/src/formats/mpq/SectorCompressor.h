// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/formats/mpq/MpqWriter.h"

#include <QByteArray>
#include <QByteArrayView>

#include <optional>

namespace mwb::formats::mpq {

/// Compresses one sector (or single-unit file) the way Storm stores it: the compression mask byte then the stream
/// (files with the COMPRESS flag), or a bare PKWARE stream (files with the IMPLODE flag). Thread-safe.
class SectorCompressor
{
public:
    /// The stored bytes, or nullopt when compressing would not make the data smaller (the sector is then stored as
    /// is, which readers recognise by its length). `method` must not be None.
    [[nodiscard]] static std::optional<QByteArray> compress(QByteArrayView in, MpqCompression method);
    /// The block-table flag of files written with `method` (IMPLODE, COMPRESS or 0).
    [[nodiscard]] static quint32 fileFlag(MpqCompression method);
};

} // namespace mwb::formats::mpq
