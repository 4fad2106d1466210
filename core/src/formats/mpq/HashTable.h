// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "HeaderLocator.h"
#include "ProbeIndex.h"

#include <QVarLengthArray>

#include <vector>

namespace mwb::formats::mpq {

/// One decrypted hash-table slot.
struct HashSlot
{
    quint32 nameA = 0;
    quint32 nameB = 0;
    quint16 locale = 0;
    quint8 platform = 0;
    quint32 blockIndex = 0;
};

/// One decrypted block-table record with its 48-bit (hi-block) position.
struct BlockRecord
{
    quint64 offset = 0;
    quint32 compressedSize = 0;
    quint32 fileSize = 0;
    quint32 flags = 0;
};

/// The classic hash and block tables: loading (decrypt, decompress, hi-block merge) and name lookup.
class HashTable
{
    Q_DECLARE_TR_FUNCTIONS(mwb::formats::mpq::HashTable)
public:
    /// Loads both tables. Tables that do not fit the file are Truncated, a hash table whose size is not a power of
    /// two is Corrupt, and compressed tables that would expand past 1 GiB are LimitExceeded.
    [[nodiscard]] static Result<HashTable> load(const ByteSource &source, const LocatedHeader &header);

    [[nodiscard]] const std::vector<HashSlot> &slots() const { return m_slots; }
    [[nodiscard]] const std::vector<BlockRecord> &blocks() const { return m_blocks; }
    /// Slots holding `name` (every locale), in probe order: a FREE slot ends the chain; DELETED slots and, as in
    /// Storm, slots whose block index lies outside the block table are passed over. Long chains (nearly full or
    /// crafted tables) are answered from an index built once at load, so the cost does not grow with the chain's
    /// length.
    [[nodiscard]] QVarLengthArray<quint32, 4> find(QByteArrayView name) const;
    /// Whether `slot` names a block: neither FREE nor DELETED, and its block index inside the block table (Storm's
    /// rule for lookups and for the file list). A hash table cut by the end of the file decrypts its zero-filled rest
    /// to slots that do not, so the index leaves them out.
    [[nodiscard]] bool resolves(const HashSlot &slot) const;
    /// Reads `bytes` at `position`, decrypts them with `key` (0: plain) and expands them to `tableBytes`.
    [[nodiscard]] static Result<QByteArray> loadTable(const ByteSource &source, const MpqHeaderInfo &info,
        qint64 position, qint64 bytes, qint64 tableBytes, quint32 key);

private:
    void buildIndex();

    std::vector<HashSlot> m_slots;
    std::vector<BlockRecord> m_blocks;
    ProbeIndex m_index; ///< for chains longer than ProbeIndex::kDirectProbeSlots
};

} // namespace mwb::formats::mpq
