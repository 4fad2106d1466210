// SPDX-License-Identifier: GPL-3.0-or-later
#include "BetHetTables.h"

#include "HashTable.h"
#include "MpqFormat.h"

#include <algorithm>

namespace mwb::formats::mpq {

namespace {

quint32 rot(quint32 x, int k)
{
    return (x << k) | (x >> (32 - k));
}

void mix(quint32 &a, quint32 &b, quint32 &c)
{
    a -= c; a ^= rot(c, 4); c += b;
    b -= a; b ^= rot(a, 6); a += c;
    c -= b; c ^= rot(b, 8); b += a;
    a -= c; a ^= rot(c, 16); c += b;
    b -= a; b ^= rot(a, 19); a += c;
    c -= b; c ^= rot(b, 4); b += a;
}

void finalMix(quint32 &a, quint32 &b, quint32 &c)
{
    c ^= b; c -= rot(b, 14);
    a ^= c; a -= rot(c, 11);
    b ^= a; b -= rot(a, 25);
    c ^= b; c -= rot(b, 16);
    a ^= c; a -= rot(c, 4);
    b ^= a; b -= rot(a, 14);
    c ^= b; c -= rot(b, 24);
}

/// LSB-first bit field of up to 64 bits; bits beyond the array read as zero.
quint64 bits(const QByteArray &array, quint64 position, quint32 count)
{
    quint64 value = 0;
    for (quint32 i = 0; i < count && i < 64; ++i) {
        const quint64 bit = position + i;
        const auto byte = static_cast<qsizetype>(bit >> 3);
        if (byte < array.size() && ((static_cast<quint8>(array[byte]) >> (bit & 7)) & 1))
            value |= quint64(1) << i;
    }
    return value;
}

Result<QByteArray> loadExtTable(const ByteSource &source, const MpqHeaderInfo &info, qint64 offset, qint64 size,
    quint32 signature, quint32 key)
{
    const qint64 position = info.archiveOffset + offset;
    auto head = source.read(position, 12);
    if (!head)
        return head.error();
    const quint32 dataSize = format::le32(head->constData() + 8);
    if (format::le32(head->constData()) != signature || size < 12) {
        return Error{ErrorCode::Corrupt, BetHetTables::tr("HET/BET table signature is wrong"), source.path(),
            position};
    }
    return HashTable::loadTable(source, info, position + 12, size - 12, dataSize, key);
}

} // namespace

quint64 BetHetTables::jenkinsHash(QByteArrayView name)
{
    QByteArray lower = name.toByteArray().toLower();
    lower.replace('/', '\\');
    const auto *k = reinterpret_cast<const uchar *>(lower.constData());
    qsizetype length = lower.size();
    quint32 a = 0xDEADBEEF + static_cast<quint32>(length) + 2; // secondary seed 2
    quint32 b = a;
    quint32 c = a + 1; // primary seed 1
    while (length > 12) {
        a += format::le32(k);
        b += format::le32(k + 4);
        c += format::le32(k + 8);
        mix(a, b, c);
        length -= 12;
        k += 12;
    }
    // Storm passes (secondary, primary) as lookup3's (pc, pb) and returns primary:secondary, i.e. b:c.
    if (length == 0)
        return (quint64(b) << 32) | c;
    quint32 tail[3] = {0, 0, 0};
    for (qsizetype i = 0; i < length; ++i)
        tail[i / 4] |= quint32(k[i]) << (8 * (i % 4));
    a += tail[0];
    b += tail[1];
    c += tail[2];
    finalMix(a, b, c);
    return (quint64(b) << 32) | c;
}

Result<BetHetTables> BetHetTables::load(const ByteSource &source, const MpqHeaderInfo &info)
{
    auto het = loadExtTable(source, info, info.hetTableOffset, info.hetTableSize, format::HetSignature,
        format::HashTableKey);
    if (!het)
        return het.error();
    auto bet = loadExtTable(source, info, info.betTableOffset, info.betTableSize, format::BetSignature,
        format::BlockTableKey);
    if (!bet)
        return bet.error();
    const Error corrupt{ErrorCode::Corrupt, tr("The HET/BET tables are inconsistent"), source.path(),
        info.archiveOffset + info.hetTableOffset};
    BetHetTables t;
    const QByteArray &h = het.value();
    if (h.size() < 32)
        return corrupt;
    const quint32 totalCount = format::le32(h.constData() + 8);
    t.m_hashBits = format::le32(h.constData() + 12);
    t.m_indexSizeTotal = format::le32(h.constData() + 16);
    t.m_indexSize = format::le32(h.constData() + 24);
    const quint32 indexTableSize = format::le32(h.constData() + 28);
    if (t.m_hashBits < 8 || t.m_hashBits > 64 || t.m_indexSize > 32 || t.m_indexSizeTotal > 64
        || qint64(totalCount) + indexTableSize > h.size() - 32)
        return corrupt;
    t.m_hetHashes = h.mid(32, totalCount);
    t.m_hetIndexes = h.mid(32 + totalCount, indexTableSize);

    const QByteArray &b = bet.value();
    if (b.size() < 76)
        return corrupt;
    const auto field = [&b](int i) { return format::le32(b.constData() + i * 4); };
    const quint32 entryCount = field(1);
    const quint32 entryBits = field(3);
    const quint32 flagCount = field(18);
    const quint64 tableBits = quint64(entryBits) * entryCount;
    const qint64 flagsAt = 76;
    const qint64 entriesAt = flagsAt + qint64(flagCount) * 4;
    const qint64 hashesAt = entriesAt + static_cast<qint64>((tableBits + 7) / 8);
    const quint32 hash2Total = field(14);
    const quint32 hash2Count = field(16);
    if (entryBits > 256 || hashesAt > b.size() || hash2Count + 8 != t.m_hashBits)
        return corrupt;
    const QByteArray entries = b.mid(entriesAt, hashesAt - entriesAt);
    const QByteArray hashes = b.mid(hashesAt);
    t.m_files.resize(entryCount);
    t.m_nameHashes.resize(entryCount);
    for (quint32 i = 0; i < entryCount; ++i) {
        const quint64 base = quint64(i) * entryBits;
        FileRecord &f = t.m_files[i];
        f.offset = bits(entries, base + field(4), field(9));
        f.fileSize = static_cast<quint32>(bits(entries, base + field(5), field(10)));
        f.compressedSize = static_cast<quint32>(bits(entries, base + field(6), field(11)));
        const auto flagIndex = static_cast<quint32>(bits(entries, base + field(7), field(12)));
        f.flags = flagCount != 0 && flagIndex < flagCount ? format::le32(b.constData() + flagsAt + flagIndex * 4) : 0;
        t.m_nameHashes[i] = bits(hashes, quint64(i) * hash2Total, hash2Count);
    }
    t.buildIndex();
    return t;
}

quint32 BetHetTables::betIndexAt(quint32 slot) const
{
    return static_cast<quint32>(bits(m_hetIndexes, quint64(m_indexSizeTotal) * slot, m_indexSize));
}

std::optional<quint64> BetHetTables::keyAt(quint32 slot) const
{
    const quint32 index = betIndexAt(slot);
    if (index >= m_nameHashes.size())
        return std::nullopt;
    return quint64(static_cast<quint8>(m_hetHashes[slot])) << 56 | m_nameHashes[index];
}

void BetHetTables::buildIndex()
{
    m_index = ProbeIndex::build(
        static_cast<quint32>(m_hetHashes.size()), [this](quint32 slot) { return m_hetHashes[slot] == 0; },
        [this](quint32 slot) { return keyAt(slot); });
}

std::optional<quint32> BetHetTables::find(QByteArrayView name) const
{
    const auto total = static_cast<quint32>(m_hetHashes.size());
    if (total == 0)
        return std::nullopt;
    const quint64 andMask = m_hashBits == 64 ? ~quint64(0) : (quint64(1) << m_hashBits) - 1;
    const quint64 hash = (jenkinsHash(name) & andMask) | (quint64(1) << (m_hashBits - 1));
    const auto top = static_cast<quint8>(hash >> (m_hashBits - 8));
    const quint64 low = hash & ((quint64(1) << (m_hashBits - 8)) - 1);
    const quint64 key = quint64(top) << 56 | low;
    const auto start = static_cast<quint32>(hash % total);
    // Usual case: a short probe from the start slot reaches a free slot; long chains go to the index.
    for (quint32 step = 0; step < std::min(total, ProbeIndex::kDirectProbeSlots); ++step) {
        const quint32 slot = (start + step) % total;
        if (m_hetHashes[slot] == 0)
            return std::nullopt;
        if (static_cast<quint8>(m_hetHashes[slot]) == top && keyAt(slot) == key)
            return betIndexAt(slot);
    }
    if (total <= ProbeIndex::kDirectProbeSlots)
        return std::nullopt;
    const auto reached = m_index.reachable(key, start);
    return reached.isEmpty() ? std::nullopt : std::optional<quint32>(betIndexAt(reached.front()));
}

} // namespace mwb::formats::mpq
