// SPDX-License-Identifier: GPL-3.0-or-later
#include "TableBuilder.h"

#include "BetHetTables.h"
#include "Crypto.h"
#include "MpqFormat.h"
#include "mwb/formats/mpq/MpqWriter.h"

#include <QtEndian>

#include <algorithm>
#include <bit>
#include <cmath>

namespace mwb::formats::mpq {

namespace {

/// LSB-first bit array.
void setBits(QByteArray &array, quint64 position, quint32 count, quint64 value)
{
    for (quint32 i = 0; i < count; ++i) {
        if ((value >> i) & 1) {
            const quint64 bit = position + i;
            array[static_cast<qsizetype>(bit >> 3)] = static_cast<char>(array[static_cast<qsizetype>(bit >> 3)] | (1 << (bit & 7)));
        }
    }
}

quint32 bitsFor(quint64 value)
{
    return value == 0 ? 0 : static_cast<quint32>(std::bit_width(value));
}

void putSlot(uchar *entry, quint32 nameA, quint32 nameB, const TableFile &f, std::size_t block)
{
    qToLittleEndian(nameA, entry);
    qToLittleEndian(nameB, entry + 4);
    qToLittleEndian(f.locale, entry + 8);
    entry[10] = f.platform;
    entry[11] = 0;
    qToLittleEndian(static_cast<quint32>(block), entry + 12);
}

QByteArray hashTable(const std::vector<TableFile> &files, quint32 slots, const std::optional<OriginalSlots> &original)
{
    QByteArray table(qsizetype(slots) * 16, char(0xFF));
    auto *data = reinterpret_cast<uchar *>(table.data());
    const auto blockOf = [data](quint32 slot) { return format::le32(data + slot * 16 + 12); };
    if (original) {
        for (const quint32 slot : original->usedSlots)
            qToLittleEndian(format::HashEntryDeleted, data + slot * 16 + 12);
        for (std::size_t block = 0; block < files.size(); ++block) {
            const TableFile &f = files[block];
            if (f.keptSlot)
                putSlot(data + *f.keptSlot * 16, f.nameA, f.nameB, f, block);
        }
    }
    for (std::size_t block = 0; block < files.size(); ++block) {
        const TableFile &f = files[block];
        if (f.keptSlot)
            continue;
        const Crypto::NameHashes h = Crypto::hashName(f.name);
        quint32 slot = h.index & (slots - 1);
        while (blockOf(slot) != format::HashEntryFree && blockOf(slot) != format::HashEntryDeleted)
            slot = (slot + 1) & (slots - 1);
        putSlot(data + slot * 16, h.nameA, h.nameB, f, block);
    }
    Crypto::encrypt(table.data(), table.size(), format::HashTableKey);
    return table;
}

QByteArray blockTable(const std::vector<TableFile> &files, QByteArray &hiBlock)
{
    QByteArray table;
    table.reserve(static_cast<qsizetype>(files.size()) * 16);
    bool needsHi = false;
    for (const TableFile &f : files) {
        format::appendLe32(table, static_cast<quint32>(f.offset));
        format::appendLe32(table, f.compressedSize);
        format::appendLe32(table, f.fileSize);
        format::appendLe32(table, f.flags);
        needsHi = needsHi || (f.offset >> 32) != 0;
    }
    Crypto::encrypt(table.data(), table.size(), format::BlockTableKey);
    if (needsHi) {
        for (const TableFile &f : files) {
            char bytes[2];
            qToLittleEndian(static_cast<quint16>(f.offset >> 32), bytes);
            hiBlock.append(bytes, 2);
        }
    }
    return table;
}

/// An extended (HET/BET) table: signature, version 1, data size, then `data` encrypted with `key`.
QByteArray extTable(quint32 signature, QByteArray data, quint32 key)
{
    QByteArray out;
    format::appendLe32(out, signature);
    format::appendLe32(out, 1);
    format::appendLe32(out, static_cast<quint32>(data.size()));
    Crypto::encrypt(data.data(), data.size(), key);
    return out + data;
}

constexpr quint32 kNameHashBits = 64;

QByteArray hetTable(const std::vector<TableFile> &files)
{
    const auto count = static_cast<quint32>(files.size());
    const quint32 total = std::max<quint32>(count * 4 / 3, count + 1);
    const quint32 indexBits = std::max<quint32>(1, bitsFor(count));
    QByteArray hashes(total, char(0));
    QByteArray indexes(static_cast<qsizetype>((quint64(total) * indexBits + 7) / 8), char(0xFF));
    for (quint32 i = 0; i < count; ++i) {
        const quint64 hash = BetHetTables::jenkinsHash(files[i].name) | (quint64(1) << (kNameHashBits - 1));
        quint32 slot = static_cast<quint32>(hash % total);
        while (hashes[slot] != 0)
            slot = (slot + 1) % total;
        hashes[slot] = static_cast<char>(hash >> (kNameHashBits - 8));
        const quint64 at = quint64(slot) * indexBits;
        for (quint32 b = 0; b < indexBits; ++b) {
            const quint64 bit = at + b;
            auto &byte = indexes[static_cast<qsizetype>(bit >> 3)];
            byte = static_cast<char>(((i >> b) & 1) ? (byte | (1 << (bit & 7))) : (byte & ~(1 << (bit & 7))));
        }
    }
    QByteArray data;
    const quint32 tableSize = 12 + 32 + total + static_cast<quint32>(indexes.size());
    for (const quint32 field : {tableSize, count, total, kNameHashBits, indexBits, 0u, indexBits,
             static_cast<quint32>(indexes.size())})
        format::appendLe32(data, field);
    data += hashes + indexes;
    return extTable(format::HetSignature, data, format::HashTableKey);
}

QByteArray betTable(const std::vector<TableFile> &files)
{
    const auto count = static_cast<quint32>(files.size());
    std::vector<quint32> flagValues;
    std::vector<quint32> flagIndex(count);
    quint64 maxOffset = 0;
    quint32 maxSize = 0;
    quint32 maxCompressed = 0;
    for (quint32 i = 0; i < count; ++i) {
        const TableFile &f = files[i];
        auto found = std::find(flagValues.begin(), flagValues.end(), f.flags);
        if (found == flagValues.end())
            found = flagValues.insert(flagValues.end(), f.flags);
        flagIndex[i] = static_cast<quint32>(found - flagValues.begin());
        maxOffset = std::max(maxOffset, f.offset);
        maxSize = std::max(maxSize, f.fileSize);
        maxCompressed = std::max(maxCompressed, f.compressedSize);
    }
    const quint32 offsetBits = bitsFor(maxOffset);
    const quint32 sizeBits = bitsFor(maxSize);
    const quint32 compressedBits = bitsFor(maxCompressed);
    const quint32 flagBits = bitsFor(static_cast<quint32>(flagValues.size()));
    const quint32 entryBits = offsetBits + sizeBits + compressedBits + flagBits;
    const quint32 hashBits = kNameHashBits - 8;
    QByteArray entries(static_cast<qsizetype>((quint64(entryBits) * count + 7) / 8), char(0));
    QByteArray hashes(static_cast<qsizetype>((quint64(hashBits) * count + 7) / 8), char(0));
    for (quint32 i = 0; i < count; ++i) {
        const TableFile &f = files[i];
        const quint64 base = quint64(i) * entryBits;
        setBits(entries, base, offsetBits, f.offset);
        setBits(entries, base + offsetBits, sizeBits, f.fileSize);
        setBits(entries, base + offsetBits + sizeBits, compressedBits, f.compressedSize);
        setBits(entries, base + offsetBits + sizeBits + compressedBits, flagBits, flagIndex[i]);
        const quint64 low = BetHetTables::jenkinsHash(f.name) & ((quint64(1) << hashBits) - 1);
        setBits(hashes, quint64(i) * hashBits, hashBits, low);
    }
    const auto flagCount = static_cast<quint32>(flagValues.size());
    const quint32 tableSize = 12 + 19 * 4 + flagCount * 4 + static_cast<quint32>(entries.size() + hashes.size());
    QByteArray data;
    for (const quint32 field : {tableSize, count, 0x10u, entryBits, 0u, offsetBits, offsetBits + sizeBits,
             offsetBits + sizeBits + compressedBits, entryBits, offsetBits, sizeBits, compressedBits, flagBits, 0u,
             hashBits, 0u, hashBits, static_cast<quint32>(hashes.size()), flagCount})
        format::appendLe32(data, field);
    for (const quint32 flags : flagValues)
        format::appendLe32(data, flags);
    data += entries + hashes;
    return extTable(format::BetSignature, data, format::BlockTableKey);
}

} // namespace

quint32 TableBuilder::hashSlotsFor(std::size_t files, double loadFactor, quint32 minimum)
{
    const auto wanted = static_cast<quint64>(std::ceil(static_cast<double>(files) / qBound(0.1, loadFactor, 1.0)));
    quint64 slots = std::bit_ceil(std::max<quint64>({4, wanted, minimum, files + 1}));
    return static_cast<quint32>(std::min<quint64>(slots, quint64(1) << 28));
}

BuiltTables TableBuilder::build(const std::vector<TableFile> &files, quint32 hashSlots, int version,
    const std::optional<OriginalSlots> &original)
{
    BuiltTables t;
    t.hashSlots = original ? original->slots : hashSlots;
    if (version >= 3) {
        t.het = hetTable(files);
        t.bet = betTable(files);
    }
    t.hash = hashTable(files, t.hashSlots, original);
    t.block = blockTable(files, t.hiBlock);
    return t;
}

QByteArray buildAttributes(quint32 flags, const std::vector<FileAttributes> &files)
{
    QByteArray out;
    format::appendLe32(out, 100);
    format::appendLe32(out, flags);
    if (flags & AttributeCrc32) {
        for (const FileAttributes &f : files)
            format::appendLe32(out, f.crc32);
    }
    if (flags & AttributeFileTime) {
        for (const FileAttributes &f : files)
            format::appendLe64(out, f.fileTime);
    }
    if (flags & AttributeMd5) {
        for (const FileAttributes &f : files)
            out += f.md5.size() == 16 ? f.md5 : QByteArray(16, char(0));
    }
    if (flags & AttributePatchBit) {
        QByteArray bits(static_cast<qsizetype>((files.size() + 7) / 8), char(0));
        for (std::size_t i = 0; i < files.size(); ++i) {
            if (files[i].patch)
                bits[static_cast<qsizetype>(i / 8)] = static_cast<char>(bits[static_cast<qsizetype>(i / 8)] | (1 << (i % 8)));
        }
        out += bits;
    }
    return out;
}

} // namespace mwb::formats::mpq
