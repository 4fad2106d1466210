// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/core/Result.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <optional>

namespace mwb::formats::dbc {

/// How a field's bytes are read. LocString appears only in definitions (it expands to 16 String fields and a
/// UInt32 flags mask in 3.3.5a); Bool and Zero only in guesses (0/1 values; all-zero columns of unknown type).
enum class ColumnKind { Int8, UInt8, Int16, UInt16, Int32, UInt32, Int64, UInt64, Float, String, LocString, Bool, Zero };

/// The 20-byte WDBC header.
struct DbcHeader
{
    quint32 recordCount = 0;
    quint32 fieldCount = 0;
    quint32 recordSize = 0;
    quint32 stringBlockSize = 0;
};

/// A World of Warcraft client table (.dbc, "WDBC"): fixed-size records followed by a block of NUL-terminated UTF-8
/// strings that string fields point into. Holds the file's bytes (implicitly shared); reads nothing up front
/// beyond the header. Facts: /work/shared/specs/wow.md §2.
class DbcTable
{
    Q_DECLARE_TR_FUNCTIONS(mwb::formats::dbc::DbcTable)
public:
    static constexpr int kHeaderSize = 20;
    static constexpr quint32 kMaxFields = 4096;
    static constexpr quint32 kMaxRecordSize = 64 * 1024;
    static constexpr quint32 kMaxRecords = 1U << 24; ///< the biggest 3.3.5a tables have some 100k

    [[nodiscard]] static bool hasSignature(QByteArrayView bytes);

    /// Reads and checks the header: the records and string block must fit in the file. Errors: BadMagic,
    /// Truncated (header, records or string block past the end), LimitExceeded (record count, field count or record
    /// size over the caps), Corrupt (zero record size with records). Bytes after the string block give a warning.
    [[nodiscard]] static Result<DbcTable> parse(const QByteArray &bytes, const QString &label = {});

    [[nodiscard]] const DbcHeader &header() const { return m_header; }
    /// The whole file as parsed (implicitly shared).
    [[nodiscard]] const QByteArray &bytes() const { return m_bytes; }
    [[nodiscard]] int recordCount() const { return int(m_header.recordCount); }
    /// File offset of record `row` and of the string block.
    [[nodiscard]] qint64 recordOffset(int row) const { return kHeaderSize + qint64(row) * m_header.recordSize; }
    [[nodiscard]] qint64 stringBlockOffset() const { return recordOffset(recordCount()); }
    /// The bytes of record `row` (0 ≤ row < recordCount()).
    [[nodiscard]] QByteArrayView record(int row) const;
    /// The little-endian unsigned value of `size` (1, 2, 4 or 8) bytes at `offset` of record `row`.
    [[nodiscard]] quint64 value(int row, int offset, int size) const;
    /// The string at `offset` of the string block, or nullopt when the offset is outside it.
    [[nodiscard]] std::optional<QString> stringAt(quint32 offset) const;
    /// Whether `offset` is where a string starts: 0, or just after a NUL inside the block.
    [[nodiscard]] bool isStringStart(quint32 offset) const;
    [[nodiscard]] const QStringList &warnings() const { return m_warnings; }

private:
    QByteArray m_bytes;
    DbcHeader m_header;
    QStringList m_warnings;
};

} // namespace mwb::formats::dbc
