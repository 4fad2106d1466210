// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/core/ByteSource.h"
#include "mwb/formats/mpq/MpqTypes.h"

#include <QCoreApplication>

#include <functional>

namespace mwb::formats::mpq {

/// Reads one entry sector by sector: decrypts, checks, decompresses and hands each sector to a sink, so memory stays
/// at one sector (single-unit files: one file, capped at 1 GiB). Const and thread-safe.
class FileReader
{
    Q_DECLARE_TR_FUNCTIONS(mwb::formats::mpq::FileReader)
public:
    /// Receives consecutive pieces of the entry; returning an error stops the read with that error.
    using Sink = std::function<Result<void>(QByteArrayView)>;

    struct Options
    {
        qint64 maxBytes = -1; ///< stop after at least this many bytes (-1: whole entry)
        bool checkSectorCrc = false; ///< compare each raw sector with its stored adler32
    };

    FileReader(const ByteSource &source, const MpqHeaderInfo &info);

    /// Streams `entry`. Sector CRC mismatches (when checked) are ChecksumMismatch errors.
    [[nodiscard]] Result<void> read(const MpqEntry &entry, const Sink &sink, const Options &options) const;
    /// Whether the entry stores per-sector checksums that can be checked.
    [[nodiscard]] bool hasSectorCrc(const MpqEntry &entry) const;
    /// Number of sectors of a multi-sector entry.
    [[nodiscard]] qint64 sectorCount(const MpqEntry &entry) const;
    /// Absolute position of the entry's data.
    [[nodiscard]] qint64 dataPosition(const MpqEntry &entry) const;

private:
    [[nodiscard]] Result<void> readSingleUnit(const MpqEntry &entry, quint32 key, const Sink &sink) const;
    [[nodiscard]] Result<void> readSectors(const MpqEntry &entry, quint32 key, const Sink &sink,
        const Options &options) const;
    [[nodiscard]] Result<std::vector<quint32>> sectorOffsets(const MpqEntry &entry, quint32 key) const;
    [[nodiscard]] Result<std::vector<quint32>> sectorChecksums(const MpqEntry &entry,
        const std::vector<quint32> &offsets) const;
    [[nodiscard]] Result<QByteArray> readRaw(qint64 position, qint64 length, const MpqEntry &entry) const;
    [[nodiscard]] Error entryError(ErrorCode code, const QString &message, const MpqEntry &entry, qint64 at) const;

    const ByteSource &m_source;
    MpqHeaderInfo m_info;
};

} // namespace mwb::formats::mpq
