// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ManifestPlan.h"
#include "mwb/core/Progress.h"
#include "mwb/core/Result.h"

#include <QFileDevice>

namespace mwb::formats::tl2mod {

/// Writes the PAK data section of a planned mod: the 8-byte PAK header, one block per file in manifest order,
/// then 4 zero bytes per REMOVE_FILES record (GUTS does the same). Files are compressed on a private pool
/// while the calling thread writes finished blocks in order; at most a bounded window of blocks (count and
/// bytes) is in flight, and stored blocks are streamed from disk in chunks, so memory stays bounded whatever
/// the mod's size. Fills each planned record's offset, size and CRC-32.
class DataSectionWriter
{
public:
    /// `out` is positioned at `dataOffset`, where the data section starts.
    DataSectionWriter(QFileDevice &out, qint64 dataOffset, int threads, Progress &progress);

    /// Writes every block and the PAK header (with maxCompressedBlockSize and the rolling hash sampled back from
    /// `out`). Canceled when `progress` is canceled between blocks; LimitExceeded past 4 GiB.
    [[nodiscard]] Result<void> write(ManifestPlan &plan);

    [[nodiscard]] qint64 dataSize() const { return m_pos - m_dataOffset; }
    [[nodiscard]] quint32 rollingHash() const { return m_rollingHash; }

private:
    struct Block;
    Result<void> writeBytes(QByteArrayView bytes);
    Result<void> writeBlock(ModRecord &record, const Block &block);
    Result<void> streamStored(const PlannedFile &file, ModRecord &record);
    Result<void> finishPakHeader();
    [[nodiscard]] Error canceled() const;

    QFileDevice &m_out;
    qint64 m_dataOffset;
    qint64 m_pos;
    int m_threads;
    Progress &m_progress;
    qint64 m_done = 0;
    quint32 m_maxCompressed = 0;
    quint32 m_rollingHash = 0;
};

} // namespace mwb::formats::tl2mod
