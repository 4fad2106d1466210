// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ManifestPlan.h"
#include "mwb/core/Progress.h"
#include "mwb/core/Result.h"

#include <QFileDevice>
#include <QStringList>

#include <vector>

namespace mwb::io {
class RangeCopier;
}

namespace mwb::formats::tl2mod {

/// Writes the PAK data section of a planned mod: the 8-byte PAK header, one block per planned file in plan order,
/// then 4 zero bytes per REMOVE_FILES record (GUTS does the same). Blocks are made on the shared worker pool
/// (io::workerPool()) (text DATs and layouts compiled, see loadEntryContent(), then compressed unless the rule stores
/// them) while the calling thread writes finished blocks in order; at most a bounded window of blocks (count and bytes)
/// is in flight, and files stored as they are on disk are streamed in chunks, so memory stays bounded whatever the
/// mod's size. The bytes do not depend on the thread count. Fills each planned record's offset, size and CRC-32.
class DataSectionWriter
{
public:
    /// Where a planned file's block went and what its stored bytes are, for the check after a commit.
    struct WrittenBlock
    {
        qint64 headerOffset = -1; ///< absolute offset of the 8-byte block header; -1: not written
        qint64 payloadSize = 0;
        quint32 payloadCrc = 0; ///< CRC-32 of the payload as written (the zlib stream, or the stored bytes)
    };

    /// `out` is positioned at `dataOffset`, where the data section starts.
    DataSectionWriter(QFileDevice &out, qint64 dataOffset, int threads, Progress &progress);

    /// Writes the blocks of the planned files not written yet, in plan order (the first call leaves room for the
    /// PAK header first); call it again after files were added to the plan. Canceled when `progress` is canceled
    /// between blocks; LimitExceeded past 4 GiB; the first failing file in plan order gives its error (e.g. a DAT
    /// that does not compile).
    [[nodiscard]] Result<void> writeFiles(ManifestPlan &plan);
    /// Copies stored blocks of another data section as they are (headers and payloads, no inflate or deflate):
    /// one run of consecutive blocks, `length` bytes at `offset` of the copier's source, whose largest compressed
    /// size is `largestCompressed`. Returns where the run starts in this data section (the first call leaves room
    /// for the PAK header first). LimitExceeded past 4 GiB; Canceled when `progress` is canceled; counts `length`
    /// as done.
    [[nodiscard]] Result<quint32> copyBlocks(
        io::RangeCopier &copier, qint64 offset, qint64 length, quint32 largestCompressed);
    /// Ends the data section: the REMOVE_FILES zeros and the PAK header (with maxCompressedBlockSize and the
    /// rolling hash sampled back from `out`).
    [[nodiscard]] Result<void> finish(const ManifestPlan &plan);

    [[nodiscard]] qint64 dataSize() const { return m_pos - m_dataOffset; }
    [[nodiscard]] quint32 rollingHash() const { return m_rollingHash; }
    /// Text DATs compiled into the blocks written.
    [[nodiscard]] int compiledDats() const { return m_compiledDats; }
    /// Text layouts compiled into the blocks written.
    [[nodiscard]] int compiledLayouts() const { return m_compiledLayouts; }
    /// The X.LAYOUT.BINLAYOUT files beside compiled text layouts that hold other bytes (EntryContent::staleBeside).
    [[nodiscard]] const QStringList &staleLayouts() const { return m_staleLayouts; }
    /// Files with a PlannedFile::original whose bytes matched it (their records kept as they were) or not (their
    /// records took the normal rules' type and file time).
    [[nodiscard]] int keptFiles() const { return m_keptFiles; }
    [[nodiscard]] int changedFiles() const { return m_changedFiles; }
    /// The blocks written so far, by index of the plan's files.
    [[nodiscard]] const std::vector<WrittenBlock> &writtenBlocks() const { return m_written; }

private:
    struct Block;
    /// Makes the block of a file that is not streamed (thread-safe): its content, compressed unless the rule
    /// stores a block of its final size.
    static Result<Block> makeBlock(const PlannedFile &file);
    Result<void> reservePakHeader();
    [[nodiscard]] Result<void> checkRoom(qint64 bytes) const;
    Result<void> writeBytes(QByteArrayView bytes);
    Result<void> writeBlock(ModRecord &record, const Block &block, const PlannedFile &file);
    /// Gives the record of a file with an original the original's fields or the normal rules'.
    void settle(ModRecord &record, const PlannedFile &file, bool matchesOriginal);
    Result<void> streamStored(const PlannedFile &file, ModRecord &record);
    Result<void> finishPakHeader();
    [[nodiscard]] Error canceled() const;

    QFileDevice &m_out;
    qint64 m_dataOffset;
    qint64 m_pos;
    int m_threads;
    Progress &m_progress;
    qint64 m_done = 0;
    std::size_t m_nextFile = 0; ///< the first planned file not written yet
    quint32 m_maxCompressed = 0;
    quint32 m_rollingHash = 0;
    int m_compiledDats = 0;
    int m_compiledLayouts = 0;
    QStringList m_staleLayouts;
    int m_keptFiles = 0;
    int m_changedFiles = 0;
    std::vector<WrittenBlock> m_written;
};

} // namespace mwb::formats::tl2mod
