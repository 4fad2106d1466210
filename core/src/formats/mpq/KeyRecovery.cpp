// SPDX-License-Identifier: GPL-3.0-or-later
#include "KeyRecovery.h"

#include "Crypto.h"
#include "MpqFormat.h"

#include <vector>

namespace mwb::formats::mpq {

namespace {

/// Every key1 under which the first encrypted word decrypts to `plain0`, in Storm's trial order; `accept` filters
/// on the second decrypted word.
template<typename Accept>
std::vector<quint32> candidates(const uchar *encrypted, quint32 plain0, Accept accept)
{
    std::vector<quint32> keys;
    const quint32 enc0 = format::le32(encrypted);
    const quint32 enc1 = format::le32(encrypted + 4);
    const quint32 sum = (enc0 ^ plain0) - 0xEEEEEEEEu;
    for (quint32 i = 0; i < 0x100; ++i) {
        const quint32 key1 = sum - Crypto::table(Crypto::KeyMix + i);
        quint32 key2 = 0xEEEEEEEEu + Crypto::table(Crypto::KeyMix + (key1 & 0xFF));
        if ((enc0 ^ (key1 + key2)) != plain0)
            continue;
        const quint32 next1 = Crypto::nextKey1(key1);
        key2 = plain0 + key2 + (key2 << 5) + 3;
        key2 += Crypto::table(Crypto::KeyMix + (next1 & 0xFF));
        if (accept(enc1 ^ (next1 + key2)))
            keys.push_back(key1);
    }
    return keys;
}

bool offsetTableValid(QByteArray table, quint32 key, qint64 count, quint32 sectorSize)
{
    Crypto::decrypt(table.data(), table.size(), key);
    for (qint64 i = 0; i < count; ++i) {
        const quint32 from = format::le32(table.constData() + i * 4);
        const quint32 to = format::le32(table.constData() + (i + 1) * 4);
        if (to <= from || to - from > sectorSize)
            return false;
    }
    return true;
}

std::optional<quint32> byContent(const uchar *encrypted, qint64 available, quint32 fileSize)
{
    struct Known
    {
        qint64 minBytes;
        quint32 word0;
        quint32 word1;
    };
    const Known known[] = {
        {0x0C, 0x46464952, fileSize - 8}, // "RIFF" + size
        {0x41, 0x00905A4D, 0x00000003}, // "MZ" executable
        {0x05, 0x6D783F3C, 0x6576206C}, // "<?xml ve"
    };
    for (const Known &k : known) {
        if (available < k.minBytes)
            continue;
        const auto keys = candidates(encrypted, k.word0, [&k](quint32 word1) { return word1 == k.word1; });
        if (!keys.empty())
            return keys.front();
    }
    return std::nullopt;
}

} // namespace

std::optional<quint32> KeyRecovery::recover(const ByteSource &source, const FileReader &reader, const MpqEntry &entry,
    quint32 sectorSize)
{
    const qint64 position = reader.dataPosition(entry);
    const bool compressed = entry.flags & format::FileCompressMask;
    const bool singleUnit = entry.flags & format::FileSingleUnit;
    if (entry.fileSize == 0)
        return std::nullopt;
    if (compressed && !singleUnit) {
        const qint64 count = reader.sectorCount(entry);
        const auto tableBytes = static_cast<quint32>((count + 1 + ((entry.flags & format::FileSectorCrc) ? 1 : 0)) * 4);
        auto table = source.read(position, tableBytes);
        if (!table || table->size() < 8)
            return std::nullopt;
        const auto *enc = reinterpret_cast<const uchar *>(table->constData());
        const quint64 limit = quint64(tableBytes) + sectorSize;
        const auto keys = candidates(enc, tableBytes, [limit](quint32 word1) { return word1 <= limit; });
        if (keys.empty())
            return std::nullopt;
        // Storm takes the first candidate; a candidate that also decrypts the whole table sensibly is preferred.
        for (const quint32 key : keys) {
            if (offsetTableValid(table.value(), key, count, sectorSize))
                return key + 1;
        }
        return keys.front() + 1;
    }
    const qint64 sectorBytes = singleUnit ? entry.compressedSize : qMin(entry.fileSize, sectorSize);
    auto head = source.read(position, qMin<qint64>(sectorBytes, 8));
    if (!head || head->size() < 8)
        return std::nullopt;
    return byContent(reinterpret_cast<const uchar *>(head->constData()), sectorBytes, entry.fileSize);
}

} // namespace mwb::formats::mpq
