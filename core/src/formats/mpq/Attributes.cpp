// SPDX-License-Identifier: GPL-3.0-or-later
#include "Attributes.h"

#include "MpqFormat.h"

namespace mwb::formats::mpq {

std::vector<Attributes::Record> Attributes::parse(const QByteArray &data, quint32 blockCount)
{
    constexpr quint32 version100 = 100;
    constexpr quint32 hasCrc = 1;
    constexpr quint32 hasTime = 2;
    constexpr quint32 hasMd5 = 4;
    std::vector<Record> records;
    if (data.size() < 8 || format::le32(data.constData()) != version100)
        return records;
    const quint32 flags = format::le32(data.constData() + 4);
    records.resize(blockCount);
    qint64 pos = 8;
    const qint64 n = blockCount;
    if (flags & hasCrc) {
        if (data.size() - pos < n * 4)
            return records;
        for (qint64 i = 0; i < n; ++i)
            records[static_cast<std::size_t>(i)].crc32 = format::le32(data.constData() + pos + i * 4);
        pos += n * 4;
    }
    if (flags & hasTime) {
        if (data.size() - pos < n * 8)
            return records;
        for (qint64 i = 0; i < n; ++i)
            records[static_cast<std::size_t>(i)].fileTime = format::le64(data.constData() + pos + i * 8);
        pos += n * 8;
    }
    if (flags & hasMd5) {
        if (data.size() - pos < n * 16)
            return records;
        for (qint64 i = 0; i < n; ++i)
            records[static_cast<std::size_t>(i)].md5 = QByteArrayView(data).sliced(pos + i * 16, 16);
    }
    return records;
}

} // namespace mwb::formats::mpq
