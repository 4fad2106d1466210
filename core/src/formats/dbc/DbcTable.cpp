// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/formats/dbc/DbcTable.h"

#include <QtEndian>

namespace mwb::formats::dbc {

bool DbcTable::hasSignature(QByteArrayView bytes)
{
    return bytes.startsWith("WDBC");
}

Result<DbcTable> DbcTable::parse(const QByteArray &bytes, const QString &label)
{
    if (!hasSignature(bytes))
        return Error{ErrorCode::BadMagic, tr("Not a WDBC table (no WDBC signature)"), label, 0};
    if (bytes.size() < kHeaderSize) {
        return Error{ErrorCode::Truncated, tr("The WDBC header needs %1 bytes, the file has %2")
            .arg(kHeaderSize).arg(bytes.size()), label, bytes.size()};
    }
    DbcTable table;
    table.m_bytes = bytes;
    DbcHeader &h = table.m_header;
    h.recordCount = qFromLittleEndian<quint32>(bytes.constData() + 4);
    h.fieldCount = qFromLittleEndian<quint32>(bytes.constData() + 8);
    h.recordSize = qFromLittleEndian<quint32>(bytes.constData() + 12);
    h.stringBlockSize = qFromLittleEndian<quint32>(bytes.constData() + 16);
    if (h.recordCount > kMaxRecords) {
        return Error{ErrorCode::LimitExceeded, tr("%1 records, over the cap of %2")
            .arg(h.recordCount).arg(kMaxRecords), label, 4};
    }
    if (h.fieldCount > kMaxFields) {
        return Error{ErrorCode::LimitExceeded, tr("%1 fields per record, over the cap of %2")
            .arg(h.fieldCount).arg(kMaxFields), label, 8};
    }
    if (h.recordSize > kMaxRecordSize) {
        return Error{ErrorCode::LimitExceeded, tr("Records of %1 bytes, over the cap of %2")
            .arg(h.recordSize).arg(kMaxRecordSize), label, 12};
    }
    if (h.recordSize == 0 && h.recordCount > 0)
        return Error{ErrorCode::Corrupt, tr("%1 records of 0 bytes").arg(h.recordCount), label, 12};
    const qint64 recordsEnd = kHeaderSize + qint64(h.recordCount) * h.recordSize;
    if (recordsEnd > bytes.size()) {
        return Error{ErrorCode::Truncated, tr("%1 records of %2 bytes end at %3, past the end of the file (%4 bytes)")
            .arg(h.recordCount).arg(h.recordSize).arg(recordsEnd).arg(bytes.size()), label, 4};
    }
    const qint64 end = recordsEnd + h.stringBlockSize;
    if (end > bytes.size()) {
        return Error{ErrorCode::Truncated, tr("The string block of %1 bytes ends at %2, past the end of the file (%3 bytes)")
            .arg(h.stringBlockSize).arg(end).arg(bytes.size()), label, 16};
    }
    if (end < bytes.size())
        table.m_warnings << tr("%1 bytes follow the string block").arg(bytes.size() - end);
    if (h.stringBlockSize > 0 && bytes.at(recordsEnd) != '\0')
        table.m_warnings << tr("The string block does not start with an empty string");
    return table;
}

QByteArrayView DbcTable::record(int row) const
{
    return QByteArrayView(m_bytes).sliced(recordOffset(row), m_header.recordSize);
}

quint64 DbcTable::value(int row, int offset, int size) const
{
    const auto *bytes = reinterpret_cast<const uchar *>(m_bytes.constData()) + recordOffset(row) + offset;
    quint64 result = 0;
    for (int i = size - 1; i >= 0; --i)
        result = result << 8 | bytes[i];
    return result;
}

std::optional<QString> DbcTable::stringAt(quint32 offset) const
{
    if (offset >= m_header.stringBlockSize)
        return std::nullopt;
    const QByteArrayView block = QByteArrayView(m_bytes).sliced(stringBlockOffset(), m_header.stringBlockSize);
    const QByteArrayView tail = block.sliced(offset);
    const qsizetype nul = tail.indexOf('\0');
    return QString::fromUtf8(nul < 0 ? tail : tail.first(nul));
}

bool DbcTable::isStringStart(quint32 offset) const
{
    return offset == 0
        || (offset < m_header.stringBlockSize && m_bytes.at(stringBlockOffset() + offset - 1) == '\0');
}

} // namespace mwb::formats::dbc
