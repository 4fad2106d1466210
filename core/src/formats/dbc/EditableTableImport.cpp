// SPDX-License-Identifier: GPL-3.0-or-later
// EditableTable::applyRows: source rows overlaid on a table by id, as the server overlays its `_dbc` table.
#include "RecordBits.h"
#include "mwb/formats/dbc/ColumnMapping.h"
#include "mwb/formats/dbc/DbcCell.h"
#include "mwb/formats/dbc/EditableTable.h"

#include <QtEndian>

#include <algorithm>
#include <cstring>
#include <optional>
#include <unordered_map>

namespace mwb::formats::dbc {

namespace {

/// Where a source row came from, for messages: "line 12 of x.csv", "row 7 of mysql://…".
QString sourcePlace(const TextRows &source, int row)
{
    return source.rowLine(row) > 0 ? EditableTable::tr("line %1 of %2").arg(source.rowLine(row)).arg(source.label)
                                   : EditableTable::tr("row %1 of %2").arg(row + 1).arg(source.label);
}

Error atSource(const TextRows &source, int row, Error error)
{
    error.message = EditableTable::tr("At %1: %2").arg(sourcePlace(source, row), error.message);
    error.path = source.label;
    error.offset = source.rowOffset(row);
    return error;
}

/// A plain decimal integer (optionally negative, at most 18 digits) as the bits of a `bytes`-wide field, by the
/// rules of parseInteger(); nullopt for any other text (parseNumber() then decides). Most cells of a table are these.
std::optional<quint64> plainInteger(QByteArrayView text, int bytes)
{
    const char *p = text.data();
    const char *end = p + text.size();
    const bool negative = p < end && *p == '-';
    p += negative ? 1 : 0;
    if (p == end || end - p > 18)
        return std::nullopt;
    qint64 value = 0;
    for (; p < end; ++p) {
        const auto digit = unsigned(*p - '0');
        if (digit > 9)
            return std::nullopt;
        value = value * 10 + qint64(digit);
    }
    if (negative)
        value = -value;
    if (bytes < 8) {
        const int bits = 8 * bytes;
        if (value < -(qint64(1) << (bits - 1)) || value >= (qint64(1) << bits))
            return std::nullopt;
        return quint64(value) & ((quint64(1) << bits) - 1);
    }
    return quint64(value);
}

} // namespace

Result<quint64> EditableTable::encodeSourceCell(
    const TextRows &source, int sourceRow, int column, const MappedColumn &mapped, int row)
{
    const DbcField &field = m_schema.fields[std::size_t(mapped.field)];
    const QByteArrayView text = source.cell(sourceRow, column);
    const bool null = source.isNull(sourceRow, column);
    if (mapped.form == SqlValueForm::Natural) {
        if (null && !isTextKind(field.kind))
            return cellError(row, mapped.field, tr("NULL is not a number"));
        return encode(row, mapped.field, text);
    }
    const ParsedNumber bits
        = mapped.form == SqlValueForm::IntegerBits ? parseInteger(text, field.size) : parseFloat(text);
    if (null || bits.error != NumberError::None) {
        return cellError(row, mapped.field,
            tr("\"%1\" is not the number this column holds (the field's bits)").arg(QString::fromUtf8(text)));
    }
    if (isTextKind(field.kind) && !stringAt(bits.raw)) {
        return cellError(row, mapped.field,
            tr("%1 is no offset in the string block: this column holds the string's offset, so import it with --like "
               "the table it came from")
                .arg(bits.raw));
    }
    return bits.raw;
}

Result<TableChange> EditableTable::applyRows(
    const TextRows &source, const ColumnMapping &mapping, std::vector<qint64> *sourceIds)
{
    /// One mapped source column, resolved once.
    struct Column
    {
        int column;
        int field;
        int offset;
        int size;
        ColumnKind kind;
        bool fast; ///< a number in its natural form: parsed here, anything else goes through encodeSourceCell()
    };
    std::vector<Column> columns;
    for (std::size_t c = 0; c < mapping.columns.size(); ++c) {
        const MappedColumn &mapped = mapping.columns[c];
        if (mapped.field < 0)
            continue;
        const DbcField &field = m_schema.fields[std::size_t(mapped.field)];
        columns.push_back({int(c), mapped.field, field.offset, field.size, field.kind,
            mapped.form == SqlValueForm::Natural && !isTextKind(field.kind)});
    }
    const bool fill = m_rowCount == 0;
    const qsizetype size = m_header.recordSize;
    const bool sorted = m_idField >= 0 && isSortedById();
    TableChange change;
    QByteArray added; ///< the new records, one after the other
    std::vector<qint64> addedIds;
    std::unordered_map<qint64, std::size_t> addedById; ///< filled once a new id does not increase
    if (fill) {
        added.reserve(qsizetype(source.rowCount()) * size);
        addedIds.reserve(std::size_t(source.rowCount()));
    }
    int next = 0;
    const auto fail = [&](int sourceRow, Error error) {
        revert(change);
        return atSource(source, sourceRow, std::move(error));
    };
    /// The bits of a cell: numbers in their natural form parsed here, everything else by encodeSourceCell().
    const auto cellValue = [&](int r, const Column &column, int row, quint64 &value) -> std::optional<Error> {
        if (column.fast && !source.isNull(r, column.column)) {
            const QByteArrayView text = source.cell(r, column.column);
            const auto plain = column.kind != ColumnKind::Float ? plainInteger(text, column.size) : std::nullopt;
            const ParsedNumber number
                = plain ? ParsedNumber{*plain, NumberError::None} : parseNumber(column.kind, text);
            if (number.error == NumberError::None) {
                value = number.raw;
                return std::nullopt;
            }
        }
        auto encoded = encodeSourceCell(source, r, column.column, mapping.columns[std::size_t(column.column)], row);
        if (!encoded)
            return encoded.error();
        value = *encoded;
        return std::nullopt;
    };
    for (int r = 0; r < source.rowCount(); ++r) {
        qint64 id = r;
        if (mapping.idColumn >= 0) {
            const MappedColumn &idColumn = mapping.columns[std::size_t(mapping.idColumn)];
            const int bytes = idColumn.field >= 0 ? m_schema.fields[std::size_t(idColumn.field)].size : 4;
            const QByteArrayView text = source.cell(r, mapping.idColumn);
            const auto plain = plainInteger(text, bytes);
            const ParsedNumber parsed = plain ? ParsedNumber{*plain, NumberError::None} : parseInteger(text, bytes);
            if (parsed.error != NumberError::None || source.isNull(r, mapping.idColumn)) {
                return fail(r,
                    Error{ErrorCode::InvalidInput,
                        tr("the ID \"%1\" is not a number").arg(QString::fromUtf8(source.cell(r, mapping.idColumn))),
                        m_label, -1});
            }
            id = idColumn.field >= 0 ? idValue(parsed.raw) : qint64(parsed.raw);
        }
        if (sourceIds)
            sourceIds->push_back(id);
        // A source in the table's own order (an export of it) pairs with the next row: no search.
        const int row = fill ? -1 : (sorted && next < m_rowCount && this->id(next) == id) ? next : rowOf(id);
        if (row >= 0) {
            next = row + 1;
            const qsizetype at = qsizetype(row) * size;
            for (const Column &column : columns) {
                if (column.field == m_idField)
                    continue;
                quint64 value = 0;
                if (auto error = cellValue(r, column, row, value))
                    return fail(r, std::move(*error));
                const quint64 before = readBits(records() + at + column.offset, column.size);
                if (value != before) {
                    change.cells.push_back({row, column.field, before, value});
                    writeBits(mutableRecords() + at + column.offset, column.size, value);
                }
            }
            continue;
        }
        std::size_t slot = addedIds.size();
        if (!addedIds.empty() && id <= addedIds.back()) {
            if (addedById.empty()) {
                for (std::size_t i = 0; i < addedIds.size(); ++i)
                    addedById.try_emplace(addedIds[i], i);
            }
            if (const auto found = addedById.find(id); found != addedById.end())
                slot = found->second; // a repeated id: the later row wins, as REPLACE does
        }
        if (slot == addedIds.size()) {
            addedIds.push_back(id);
            if (!addedById.empty())
                addedById.try_emplace(id, slot);
            added.resize(added.size() + size);
        }
        char *record = added.data() + qsizetype(slot) * size;
        std::memset(record, 0, std::size_t(size));
        for (const Column &column : columns) {
            quint64 value = 0;
            if (auto error = cellValue(r, column, -1, value))
                return fail(r, std::move(*error));
            writeBits(record + column.offset, column.size, value);
        }
    }
    if (addedIds.empty())
        return change;
    change.inserted.reserve(addedIds.size());
    std::vector<std::size_t> order(addedIds.size());
    for (std::size_t i = 0; i < order.size(); ++i)
        order[i] = i;
    const bool byId = m_idField < 0 || (!fill && sorted);
    if (byId)
        std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
            return addedIds[a] < addedIds[b];
        });
    for (std::size_t j = 0; j < order.size(); ++j) {
        const qint64 id = addedIds[order[j]];
        if (m_idField < 0 && id != m_rowCount + qint64(j)) {
            revert(change);
            return Error{ErrorCode::InvalidInput,
                tr("Rows of %1 are numbered: the source has no row %2 (it goes on at %3)")
                    .arg(m_schema.guessed() ? m_label : m_schema.tableName)
                    .arg(m_rowCount + qint64(j))
                    .arg(id),
                source.label, -1};
        }
        const int at = m_idField >= 0 && byId ? insertPosition(id) + int(j) : m_rowCount + int(j);
        change.inserted.push_back({at, added.mid(qsizetype(order[j]) * size, size)});
    }
    insertRecords(change.inserted);
    return change;
}

} // namespace mwb::formats::dbc
