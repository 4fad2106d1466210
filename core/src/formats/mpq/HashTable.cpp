// SPDX-License-Identifier: GPL-3.0-or-later
#include "HashTable.h"

#include "Crypto.h"
#include "MpqFormat.h"
#include "SectorDecompressor.h"

#include <cstring>

namespace mwb::formats::mpq {

namespace {
constexpr qint64 kMaxTableBytes = qint64(1) << 30;
constexpr qint64 kMaxTableExpansion = 1024;
} // namespace

Result<QByteArray> HashTable::loadTable(const ByteSource &source, const MpqHeaderInfo &info, qint64 position,
    qint64 bytes, qint64 tableBytes, quint32 key)
{
    const qint64 fileSize = source.size();
    if (bytes <= 0 || tableBytes <= 0)
        return QByteArray();
    if (tableBytes > kMaxTableBytes || (bytes < tableBytes && tableBytes > bytes * kMaxTableExpansion)) {
        return Error{ErrorCode::LimitExceeded,
            tr("A table declares %1 bytes, beyond the safety limit").arg(tableBytes), source.path(), position};
    }
    QByteArray raw(static_cast<qsizetype>(bytes), Qt::Uninitialized);
    qint64 available = bytes;
    if (position < 0 || position > fileSize || bytes > fileSize - position) {
        // Storm (v1 protected maps only) reads what is there and zero-fills the rest.
        if (!(info.formatVersion == 1 && info.malformed) || position < 0 || position > fileSize) {
            return Error{ErrorCode::Truncated,
                tr("A table of %1 bytes at offset %2 runs past the end of the file").arg(bytes).arg(position),
                source.path(), position};
        }
        available = fileSize - position;
        std::memset(raw.data() + available, 0, static_cast<std::size_t>(bytes - available));
    }
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
    return table;
}

std::vector<quint32> HashTable::find(QByteArrayView name) const
{
    std::vector<quint32> found;
    if (m_slots.empty())
        return found;
    const auto mask = static_cast<quint32>(m_slots.size() - 1);
    const quint32 start = Crypto::hashString(name, Crypto::TableIndex) & mask;
    const quint32 nameA = Crypto::hashString(name, Crypto::NameA);
    const quint32 nameB = Crypto::hashString(name, Crypto::NameB);
    quint32 slot = start;
    do {
        const HashSlot &s = m_slots[slot];
        if (s.blockIndex == format::HashEntryFree)
            break;
        if (s.blockIndex != format::HashEntryDeleted && s.nameA == nameA && s.nameB == nameB)
            found.push_back(slot);
        slot = (slot + 1) & mask;
    } while (slot != start);
    return found;
}

} // namespace mwb::formats::mpq
