// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "HashTable.h"
#include "mwb/core/StructureNode.h"

#include <QCoreApplication>

#include <memory>
#include <optional>
#include <vector>

namespace mwb::formats::mpq {

class MpqArchive;

/// What the MPQ structure describers share: the classic tables as the reader loads them, where they lie in the
/// file, and the entry names by block index. Immutable once loaded; lazy rows hold it through a shared_ptr.
struct DescribedTables
{
    Q_DECLARE_TR_FUNCTIONS(mwb::formats::mpq::MpqStructureDescriber)
public:
    LocatedHeader located;
    qint64 fileSize = 0;
    qint64 hashPos = -1; ///< file offset of the hash table rows, -1 when they are not stored 1:1 (compressed)
    qint64 blockPos = -1; ///< same for the block table
    qint64 hiBlockPos = -1; ///< file offset of the hi-block table, -1 when absent
    std::optional<HashTable> table; ///< absent for HET/BET-only archives
    QByteArray nameBytes; ///< the names of the entries using each block, back to back (UTF-8)
    std::vector<qsizetype> nameEnds; ///< where block i's name ends in nameBytes; empty without names

    enum class Names { Yes, No };
    /// Loads the tables (those of an archive without a classic hash table as empty ones) and, with Names::Yes,
    /// the entry names by block for the row values; errors are the reader's.
    [[nodiscard]] static Result<std::shared_ptr<const DescribedTables>> load(
        const MpqArchive &archive, const ByteSource &source, Names names);

    /// Decrypted hash-table slots and block-table records, empty without a classic hash table.
    [[nodiscard]] const std::vector<HashSlot> &slots() const;
    [[nodiscard]] const std::vector<BlockRecord> &blocks() const;
    /// Name of the entry using `block`, empty when none (or names were not loaded).
    [[nodiscard]] QString blockName(quint32 block) const;

    /// One decrypted hash-table slot: name hashes, locale, platform, block index (FREE/DELETED decoded).
    [[nodiscard]] StructureNode slotNode(int slot, const QString &name) const;
    /// One decrypted block-table entry: position (with its hi-block bits), sizes, flags decoded.
    [[nodiscard]] StructureNode blockNode(int block, const QString &name) const;

private:
    void loadNames(const MpqArchive &archive);
};

/// Block-table flags as Storm names them ("COMPRESS | SECTOR_CRC | EXISTS").
[[nodiscard]] QString mpqFlagNames(quint32 flags);

} // namespace mwb::formats::mpq
