// SPDX-License-Identifier: GPL-3.0-or-later
#include "Attributes.h"

#include "MpqFormat.h"

namespace mwb::formats::mpq {

Attributes::Attributes(QByteArrayView data, quint32 blockCount)
    : m_blockCount(blockCount)
{
    constexpr quint32 version100 = 100;
    constexpr quint32 hasCrc = 1;
    constexpr quint32 hasTime = 2;
    constexpr quint32 hasMd5 = 4;
    if (data.size() < 8 || format::le32(data.data()) != version100)
        return;
    const quint32 flags = format::le32(data.data() + 4);
    qsizetype pos = 8;
    // Takes the next array of `width`-byte items when present; false when it is cut short (nothing follows then).
    const auto take = [&](quint32 flag, qsizetype width, QByteArrayView &array) {
        if (!(flags & flag))
            return true;
        const qsizetype bytes = qsizetype(blockCount) * width;
        if (data.size() - pos < bytes)
            return false;
        array = data.sliced(pos, bytes);
        pos += bytes;
        return true;
    };
    (void)(take(hasCrc, 4, m_crc32s) && take(hasTime, 8, m_fileTimes) && take(hasMd5, 16, m_md5s));
}

qint64 Attributes::largestSize(quint32 blockCount)
{
    constexpr qint64 headerBytes = 8;
    constexpr qint64 crcTimeMd5Bytes = 4 + 8 + 16;
    return headerBytes + qint64(blockCount) * crcTimeMd5Bytes + (qint64(blockCount) + 7) / 8;
}

std::optional<quint32> Attributes::crc32(quint32 block) const
{
    if (block >= m_blockCount || m_crc32s.isEmpty())
        return std::nullopt;
    return format::le32(m_crc32s.data() + qsizetype(block) * 4);
}

std::optional<quint64> Attributes::fileTime(quint32 block) const
{
    if (block >= m_blockCount || m_fileTimes.isEmpty())
        return std::nullopt;
    return format::le64(m_fileTimes.data() + qsizetype(block) * 8);
}

QByteArrayView Attributes::md5(quint32 block) const
{
    if (block >= m_blockCount || m_md5s.isEmpty())
        return {};
    return m_md5s.sliced(qsizetype(block) * 16, 16);
}

} // namespace mwb::formats::mpq
