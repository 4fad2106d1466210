// SPDX-License-Identifier: GPL-3.0-or-later
// CSV, JSON and SQL from an EditableTable, written straight into one byte buffer: a 3 MB table of 100k records
// converts in tens of milliseconds.
#include "mwb/formats/dbc/DbcExport.h"

#include "ByteWriter.h"
#include "RecordBits.h"
#include "mwb/formats/dbc/DbcCell.h"

#include <array>
#include <bit>
#include <cmath>
#include <optional>

namespace mwb::formats::dbc {

namespace {

class ExportText
{
    Q_DECLARE_TR_FUNCTIONS(mwb::formats::dbc::DbcExport)
};

void writeCsvText(ByteWriter &out, QByteArrayView utf8)
{
    out.reserve(2 * utf8.size() + 2);
    bool quote = false;
    for (const char c : utf8) {
        if (c == ',' || c == '"' || c == '\n' || c == '\r') {
            quote = true;
            break;
        }
    }
    if (!quote) {
        out.put(utf8);
        return;
    }
    out.put('"');
    for (const char c : utf8) {
        if (c == '"')
            out.put('"');
        out.put(c);
    }
    out.put('"');
}

/// What each byte becomes inside a quoted string (empty: itself).
using EscapeTable = std::array<QByteArray, 256>;

/// JSON: quotes, backslashes and control characters escaped (RFC 8259).
const EscapeTable &jsonEscapes()
{
    static const EscapeTable table = [] {
        EscapeTable t;
        for (int c = 0; c < 0x20; ++c)
            t[std::size_t(c)] = QByteArrayLiteral("\\u00") + QByteArray::number(c, 16).rightJustified(2, '0');
        t['"'] = QByteArrayLiteral("\\\"");
        t['\\'] = QByteArrayLiteral("\\\\");
        t['\n'] = QByteArrayLiteral("\\n");
        t['\r'] = QByteArrayLiteral("\\r");
        t['\t'] = QByteArrayLiteral("\\t");
        return t;
    }();
    return table;
}

/// MySQL: the backslash escapes mysqldump writes.
const EscapeTable &sqlEscapes()
{
    static const EscapeTable table = [] {
        EscapeTable t;
        t['\0'] = QByteArrayLiteral("\\0");
        t['\''] = QByteArrayLiteral("\\'");
        t['"'] = QByteArrayLiteral("\\\"");
        t['\\'] = QByteArrayLiteral("\\\\");
        t['\n'] = QByteArrayLiteral("\\n");
        t['\r'] = QByteArrayLiteral("\\r");
        t['\x1A'] = QByteArrayLiteral("\\Z");
        return t;
    }();
    return table;
}

void writeQuoted(ByteWriter &out, QByteArrayView utf8, char quote, const EscapeTable &escapes)
{
    out.reserve(6 * utf8.size() + 2);
    out.put(quote);
    for (const char c : utf8) {
        const QByteArray &escaped = escapes[uchar(c)];
        if (escaped.isEmpty())
            out.put(c);
        else
            out.put(escaped);
    }
    out.put(quote);
}

void writeJsonString(ByteWriter &out, QByteArrayView utf8)
{
    writeQuoted(out, utf8, '"', jsonEscapes());
}

/// The UTF-8 text of a string cell; a bad offset as cellText() shows it (kept in `scratch`).
QByteArrayView stringCell(const EditableTable &table, int row, int field, QByteArray &scratch)
{
    if (const auto utf8 = table.stringAt(table.raw(row, field)))
        return *utf8;
    scratch = DbcSchema::tr("<bad offset %1>").arg(table.raw(row, field)).toUtf8();
    return scratch;
}

bool fitsInteger(qint64 value, bool valueIsUnsigned, quint64 bits, SqlType type)
{
    const int width = 8 * integerTypeBytes(type);
    if (isUnsignedType(type)) {
        if (!valueIsUnsigned && value < 0)
            return false;
        return width == 64 || bits >> width == 0;
    }
    if (valueIsUnsigned)
        return width == 64 ? qint64(bits) >= 0 : bits < (quint64(1) << (width - 1));
    return width == 64 || (value >= -(qint64(1) << (width - 1)) && value < (qint64(1) << (width - 1)));
}

/// Appends the integer a column of `type` stores for the `bytes`-wide bits `raw`: the value under the preferred sign
/// when the type holds it, else the same bits under the other sign (tools disagree on the sign of flags). False when
/// neither fits.
bool writeSqlInteger(ByteWriter &out, quint64 raw, int bytes, bool preferSigned, SqlType type)
{
    const int shift = 64 - 8 * bytes;
    const qint64 asSigned = bytes == 8 ? qint64(raw) : qint64(raw << shift) >> shift;
    for (const bool asSignedValue : {preferSigned, !preferSigned}) {
        if (asSignedValue && fitsInteger(asSigned, false, quint64(asSigned), type)) {
            out.number(ColumnKind::Int64, quint64(asSigned));
            return true;
        }
        if (!asSignedValue && fitsInteger(qint64(raw), true, raw, type)) {
            out.number(ColumnKind::UInt64, raw);
            return true;
        }
    }
    return false;
}

qsizetype utf8Characters(QByteArrayView utf8)
{
    qsizetype count = 0;
    for (const char c : utf8)
        count += (uchar(c) & 0xC0) != 0x80 ? 1 : 0;
    return count;
}

void writeSqlString(ByteWriter &out, QByteArrayView utf8)
{
    writeQuoted(out, utf8, '\'', sqlEscapes());
}

class SqlWriter
{
public:
    SqlWriter(const EditableTable &table, const SqlLayout &layout)
        : m_table(table)
    {
        for (const SqlColumn &column : layout.columns) {
            Column plan{&column, Write::RowNumber, 0, 4, ColumnKind::Int32};
            if (column.field != kRowNumberField) {
                const DbcField &field = table.schema().fields[std::size_t(column.field)];
                plan = {&column, writeOf(field, column), field.offset, field.size, field.kind};
            }
            m_columns.push_back(plan);
        }
    }

    std::optional<Error> writeRow(ByteWriter &out, int row)
    {
        const char *record = m_table.record(row).data();
        out.reserve(1);
        out.put('(');
        for (std::size_t c = 0; c < m_columns.size(); ++c) {
            out.reserve(kMaxNumberText + 2);
            if (c > 0)
                out.put(',');
            const Column &column = m_columns[c];
            const quint64 raw = readBits(record + column.offset, column.size);
            if (column.write == Write::Natural) // the common case: an integer its column always holds
                out.number(column.kind, raw);
            else if (auto error = writeValue(out, row, column, raw))
                return error;
        }
        out.reserve(1);
        out.put(')');
        return std::nullopt;
    }

private:
    /// How a column's value is written.
    enum class Write {
        RowNumber,
        Natural, ///< an integer field in an integer column at least as wide, of a sign that holds it
        Integer, ///< an integer field whose value may not fit: checked
        IntegerBits, ///< the field's bits as an integer (SqlValueForm::IntegerBits)
        Float, ///< a float value (a float field, or SqlValueForm::FloatBits)
        String, ///< a string column: the field's string or number as text
        Refused, ///< a string or float field in an integer column in its natural form: no value fits
    };

    struct Column
    {
        const SqlColumn *sql;
        Write write;
        int offset;
        int size;
        ColumnKind kind;
    };

    static Write writeOf(const DbcField &field, const SqlColumn &column)
    {
        if (column.form == SqlValueForm::IntegerBits)
            return Write::IntegerBits;
        if (column.form == SqlValueForm::FloatBits
            || (field.kind == ColumnKind::Float && column.type == SqlType::Float))
            return Write::Float;
        if (isStringType(column.type))
            return Write::String;
        if (isTextKind(field.kind) || field.kind == ColumnKind::Float)
            return Write::Refused;
        const int bytes = integerTypeBytes(column.type);
        const bool fieldSigned = isSignedKind(field.kind);
        const bool holds = isUnsignedType(column.type) ? !fieldSigned && bytes >= field.size
                                                       : (fieldSigned ? bytes >= field.size : bytes > field.size);
        return holds ? Write::Natural : Write::Integer;
    }

    std::optional<Error> writeValue(ByteWriter &out, int row, const Column &column, quint64 raw)
    {
        const SqlColumn &sql = *column.sql;
        switch (column.write) {
        case Write::RowNumber:
            out.number(ColumnKind::Int32, quint64(row));
            return std::nullopt;
        case Write::Natural:
            out.number(column.kind, raw);
            return std::nullopt;
        case Write::Integer:
            if (!writeSqlInteger(out, raw, column.size, isSignedKind(column.kind), sql.type))
                return fail(row, sql, formatNumber(column.kind, raw));
            return std::nullopt;
        case Write::IntegerBits:
            if (!writeSqlInteger(out, raw, column.size, !isUnsignedType(sql.type), sql.type))
                return fail(row, sql, formatNumber(ColumnKind::UInt32, raw));
            return std::nullopt;
        case Write::Float:
            if (!std::isfinite(std::bit_cast<float>(quint32(raw))))
                return fail(row, sql, formatNumber(ColumnKind::Float, raw));
            if ((raw & 0x7FFFFFFFU) == kFloatMaxBits) {
                // The shortest text of FLT_MAX, 3.4028235e+38, is above it as a double: MariaDB refuses it.
                out.put(raw == kFloatMaxBits ? QByteArrayView("3.4028234e+38") : QByteArrayView("-3.4028234e+38"));
                return std::nullopt;
            }
            out.number(ColumnKind::Float, raw);
            return std::nullopt;
        case Write::String: {
            QByteArrayView text;
            if (isTextKind(column.kind)) {
                text = stringCell(m_table, row, sql.field, m_text);
            } else {
                m_text.clear();
                appendNumber(m_text, column.kind, raw);
                text = m_text;
            }
            if (!fitsString(text, sql))
                return fail(row, sql, QString::fromUtf8(text));
            writeSqlString(out, text);
            return std::nullopt;
        }
        case Write::Refused:
            break;
        }
        return fail(row, sql, m_table.text(row, sql.field));
    }

    static constexpr quint64 kFloatMaxBits = 0x7F7FFFFFU;

    static bool fitsString(QByteArrayView utf8, const SqlColumn &column)
    {
        switch (column.type) {
        case SqlType::Varchar:
            return utf8Characters(utf8) <= column.length;
        case SqlType::TinyText:
            return utf8.size() <= 255;
        case SqlType::Text:
            return utf8.size() <= 65535;
        default:
            return true;
        }
    }

    Error fail(int row, const SqlColumn &column, const QString &value) const
    {
        QString type = sqlColumnDefinition(column).section(QLatin1Char(' '), 1, 2);
        return Error{ErrorCode::InvalidInput,
            ExportText::tr("%1, column %2 (%3 %4): %5 does not fit")
                .arg(m_table.describeRow(row), m_table.schema().fields[std::size_t(column.field)].key, column.name,
                    type, value.size() > 80 ? value.left(80) + QStringLiteral("…") : value),
            m_table.label(), -1};
    }

    const EditableTable &m_table;
    std::vector<Column> m_columns;
    QByteArray m_text;
};

} // namespace

void appendSqlString(QByteArray &out, QByteArrayView utf8)
{
    ByteWriter writer(2 * utf8.size() + 2);
    writeSqlString(writer, utf8);
    out.append(writer.take());
}

QByteArray exportCsv(const EditableTable &table)
{
    const auto &fields = table.schema().fields;
    ByteWriter out(qsizetype(table.rowCount()) * qsizetype(fields.size()) * 6 + 256);
    for (std::size_t f = 0; f < fields.size(); ++f) {
        if (f > 0)
            out.put(',');
        writeCsvText(out, fields[f].key.toUtf8());
    }
    out.reserve(2);
    out.put("\r\n");
    QByteArray scratch;
    for (int row = 0; row < table.rowCount(); ++row) {
        const char *record = table.record(row).data();
        for (std::size_t f = 0; f < fields.size(); ++f) {
            out.reserve(kMaxNumberText + 1);
            if (f > 0)
                out.put(',');
            const DbcField &field = fields[f];
            if (isTextKind(field.kind))
                writeCsvText(out, stringCell(table, row, int(f), scratch));
            else
                out.number(field.kind, readBits(record + field.offset, field.size));
        }
        out.reserve(2);
        out.put("\r\n");
    }
    return out.take();
}

QByteArray exportJson(const EditableTable &table)
{
    const auto &fields = table.schema().fields;
    std::vector<QByteArray> keys;
    qsizetype rowBytes = 8;
    for (const DbcField &field : fields) {
        ByteWriter key(field.key.size() * 6 + 4);
        writeJsonString(key, field.key.toUtf8());
        key.reserve(1);
        key.put(':');
        keys.push_back(key.take());
        rowBytes += keys.back().size() + kMaxNumberText + 3;
    }
    ByteWriter out(qsizetype(table.rowCount()) * rowBytes + 16);
    out.reserve(2);
    out.put(table.rowCount() == 0 ? QByteArrayView("[") : QByteArrayView("[\n"));
    QByteArray scratch;
    for (int row = 0; row < table.rowCount(); ++row) {
        out.reserve(rowBytes);
        out.put('{');
        for (std::size_t f = 0; f < fields.size(); ++f) {
            if (f > 0)
                out.put(',');
            out.put(keys[f]);
            const quint64 raw = table.raw(row, int(f));
            if (isTextKind(fields[f].kind)) {
                writeJsonString(out, stringCell(table, row, int(f), scratch));
                out.reserve(rowBytes);
            } else if (fields[f].kind == ColumnKind::Float && !std::isfinite(std::bit_cast<float>(quint32(raw)))) {
                out.put('"');
                out.number(ColumnKind::Float, raw);
                out.put('"');
            } else {
                out.number(fields[f].kind, raw);
            }
        }
        out.put(row + 1 < table.rowCount() ? QByteArrayView("},\n") : QByteArrayView("}\n"));
    }
    out.reserve(2);
    out.put("]\n");
    return out.take();
}

Result<QByteArray> exportSql(const EditableTable &table, const SqlLayout &layout)
{
    ByteWriter out(qsizetype(table.rowCount()) * qsizetype(layout.columns.size()) * 8 + 4096);
    const auto text = [&out](const QString &line) {
        const QByteArray utf8 = line.toUtf8();
        out.reserve(utf8.size());
        out.put(utf8);
    };
    const QString definition = table.schema().guessed() ? QStringLiteral("guessed columns")
                                                        : QStringLiteral("definition %1").arg(table.schema().tableName);
    text(
        QStringLiteral("-- Mod Workbench: %1 (%2 rows, %3) as %4 table `%5`\n")
            .arg(table.label())
            .arg(table.rowCount())
            .arg(definition, layout.azerothCore ? QStringLiteral("AzerothCore's") : QStringLiteral("a"), layout.table));
    for (const QString &note : layout.notes)
        text(QStringLiteral("-- %1\n").arg(note));
    text(QStringLiteral("SET NAMES utf8mb4;\n\nCREATE TABLE IF NOT EXISTS `%1` (\n").arg(layout.table));
    for (const SqlColumn &column : layout.columns)
        text(QStringLiteral("  %1,\n").arg(sqlColumnDefinition(column)));
    text(QStringLiteral("  PRIMARY KEY (`%1`)\n) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci;\n")
             .arg(layout.columns[std::size_t(layout.keyColumn)].name));
    QStringList names;
    for (const SqlColumn &column : layout.columns)
        names << QLatin1Char('`') + column.name + QLatin1Char('`');
    const QByteArray replace
        = QStringLiteral("\nREPLACE INTO `%1` (%2) VALUES\n").arg(layout.table, names.join(QLatin1Char(','))).toUtf8();
    SqlWriter writer(table, layout);
    for (int row = 0; row < table.rowCount(); ++row) {
        out.reserve(replace.size());
        out.put(row % kSqlBatchRows == 0 ? QByteArrayView(replace) : QByteArrayView(",\n"));
        if (auto error = writer.writeRow(out, row))
            return *error;
        if (row % kSqlBatchRows == kSqlBatchRows - 1 || row + 1 == table.rowCount()) {
            out.reserve(2);
            out.put(";\n");
        }
    }
    return out.take();
}

} // namespace mwb::formats::dbc
