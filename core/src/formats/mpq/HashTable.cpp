// SPDX-License-Identifier: GPL-3.0-or-later
#include "HashTable.h"

#include "Crypto.h"
#include "MpqFormat.h"
#include "SectorDecompressor.h"
#include "mwb/formats/mpq/MpqLimits.h"

#include <algorithm>
#include <cstring>

namespace mwb::formats::mpq {

namespace {
using limits::kMaxTableBytes;
using limits::kMaxTableExpansion;
constexpr quint32 kDirectProbeSlots = ProbeIndex::kDirectProbeSlots;
quint64 nameKey(quint32 nameA, quint32 nameB)
{
    return quint64(nameA) << 32 | nameB;
}
} // namespace

Result<QByteArray> HashTable::loadTable(const ByteSource &source, const MpqHeaderInfo &info, qint64 position,
    qint64 bytes, qint64 tableBytes, quint32 key)
{
    const qint64 fileSize = source.size();
    if (bytes <= 0 || tableBytes <= 0)
        return QByteArray();
    if (tableBytes > kMaxTableBytes || (bytes < tableBytes && tableBytes > bytes * kMaxTableExpansion)) {
        return Error{ErrorCode::LimitExceeded,
            tr("A table declares %1 bytes, beyond the limit of %2 bytes (or %3 times its stored size)")
                .arg(tableBytes)
                .arg(kMaxTableBytes)
                .arg(kMaxTableExpansion), source.path(), position};
    }
    qint64 available = bytes;
    if (position < 0 || position > fileSize || bytes > fileSize - position) {
        // Storm (v1 protected maps only) reads what is there and zero-fills the rest.
        if (!(info.formatVersion == 1 && info.malformed) || position < 0 || position > fileSize) {
            return Error{ErrorCode::Truncated,
                tr("A table of %1 bytes at offset %2 runs past the end of the file").arg(bytes).arg(position),
                source.path(), position};
        }
        available = fileSize - position;
        // Bounded like a compressed table: a few bytes must not stand for a gigabyte of zeros (which decrypt to
        // noise that load() still converts slot by slot, though lookups pass over it).
        if (bytes - available > available * kMaxTableExpansion) {
            return Error{ErrorCode::LimitExceeded,
                tr("A table of %1 bytes at offset %2 has only %3 of them in the file; at most %4 times that may lie "
                   "past its end")
                    .arg(bytes)
                    .arg(position)
                    .arg(available)
                    .arg(kMaxTableExpansion),
                source.path(), position};
        }
    }
    QByteArray raw(static_cast<qsizetype>(bytes), Qt::Uninitialized);
    std::memset(raw.data() + available, 0, static_cast<std::size_t>(bytes - available));
    if (available > 0) {
        const QByteArrayView view = source.view(position, available);
        if (view.isNull()) {
            auto data = source.read(position, available);
            if (!data)
                return data.error();
            std::memcpy(raw.data(), data->constData(), static_cast<std::size_t>(available));
        } else {
            std::memcpy(raw.data(), view.data(), static_cast<std::size_t>(available));
        }
    }
    if (key != 0)
        Crypto::decrypt(raw.data(), raw.size(), key);
    if (bytes >= tableBytes) {
        raw.truncate(static_cast<qsizetype>(tableBytes));
        return raw;
    }
    QByteArray table(static_cast<qsizetype>(tableBytes), Qt::Uninitialized);
    auto ok = SectorDecompressor::decompress(raw, reinterpret_cast<uchar *>(table.data()), table.size(),
        SectorDecompressor::Rules::FixedCombinations);
    if (!ok) {
        Error e = ok.error();
        e.path = source.path();
        e.offset = position;
        return e;
    }
    return table;
}

Result<HashTable> HashTable::load(const ByteSource &source, const LocatedHeader &header)
{
    const MpqHeaderInfo &info = header.info;
    HashTable table;
    const quint32 hashEntries = info.hashTableEntries;
    if (hashEntries != 0 && (hashEntries & (hashEntries - 1)) != 0) {
        return Error{ErrorCode::Corrupt, tr("The hash table size %1 is not a power of two").arg(hashEntries),
            source.path(), info.archiveOffset + 24};
    }
    const qint64 hashPos = HeaderLocator::fileOffset(info, static_cast<quint64>(info.hashTableOffset));
    auto hashBytes = loadTable(source, info, hashPos, header.hashTableBytes, qint64(hashEntries) * 16,
        format::HashTableKey);
    if (!hashBytes)
        return hashBytes.error();
    const qint64 blockPos = HeaderLocator::fileOffset(info, static_cast<quint64>(info.blockTableOffset));
    auto blockBytes = loadTable(source, info, blockPos, header.blockTableBytes, qint64(info.blockTableEntries) * 16,
        format::BlockTableKey);
    if (!blockBytes)
        return blockBytes.error();

    const char *h = hashBytes->constData();
    table.m_slots.resize(static_cast<std::size_t>(hashBytes->size() / 16));
    for (std::size_t i = 0; i < table.m_slots.size(); ++i, h += 16) {
        table.m_slots[i] = {format::le32(h), format::le32(h + 4), format::le16(h + 8), static_cast<quint8>(h[10]),
            format::le32(h + 12)};
    }
    const char *b = blockBytes->constData();
    table.m_blocks.resize(static_cast<std::size_t>(blockBytes->size() / 16));
    for (std::size_t i = 0; i < table.m_blocks.size(); ++i, b += 16)
        table.m_blocks[i] = {format::le32(b), format::le32(b + 4), format::le32(b + 8), format::le32(b + 12)};

    if (info.hiBlockTableOffset != 0 && !table.m_blocks.empty()) {
        const qint64 hiPos = info.archiveOffset + info.hiBlockTableOffset;
        auto hi = source.read(hiPos, qint64(table.m_blocks.size()) * 2);
        if (!hi)
            return hi.error();
        for (std::size_t i = 0; i < table.m_blocks.size(); ++i)
            table.m_blocks[i].offset |= quint64(format::le16(hi->constData() + i * 2)) << 32;
    }
    table.buildIndex();
    return table;
}

void HashTable::buildIndex()
{
    m_index = ProbeIndex::build(
        static_cast<quint32>(m_slots.size()),
        [this](quint32 slot) { return m_slots[slot].blockIndex == format::HashEntryFree; },
        [this](quint32 slot) -> std::optional<quint64> {
            const HashSlot &s = m_slots[slot];
            if (!resolves(s))
                return std::nullopt;
            return nameKey(s.nameA, s.nameB);
        });
}

bool HashTable::resolves(const HashSlot &slot) const
{
    return slot.blockIndex != format::HashEntryFree && slot.blockIndex != format::HashEntryDeleted
        && (slot.blockIndex & format::BlockIndexMask) < m_blocks.size();
}

QVarLengthArray<quint32, 4> HashTable::find(QByteArrayView name) const
{
    QVarLengthArray<quint32, 4> found;
    if (m_slots.empty())
        return found;
    const auto tableMask = static_cast<quint32>(m_slots.size() - 1);
    const Crypto::NameHashes hashes = Crypto::hashName(name);
    const quint32 start = hashes.index & tableMask;
    // Usual case: a short probe from the start slot reaches a FREE slot.
    for (quint32 step = 0; step < kDirectProbeSlots; ++step) {
        const quint32 slot = (start + step) & tableMask;
        const HashSlot &s = m_slots[slot];
        if (s.blockIndex == format::HashEntryFree)
            return found;
        if (s.nameA == hashes.nameA && s.nameB == hashes.nameB && resolves(s))
            found.push_back(slot);
        if (step == tableMask)
            return found; // the whole table was probed
    }
    // A long chain: the index answers in the cost of its answer.
    return m_index.reachable(nameKey(hashes.nameA, hashes.nameB), start);
}

} // namespace mwb::formats::mpq
