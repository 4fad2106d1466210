// SPDX-License-Identifier: GPL-3.0-or-later
// EditableTable::applyRows: source rows overlaid on a table by id, as the server overlays its `_dbc` table.
#include "mwb/formats/dbc/ColumnMapping.h"
#include "mwb/formats/dbc/DbcCell.h"
#include "mwb/formats/dbc/EditableTable.h"

#include <QtEndian>

#include <algorithm>
#include <cstring>
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

void writeBits(char *at, int size, quint64 value)
{
    for (int i = 0; i < size; ++i, value >>= 8)
        at[i] = char(value & 0xFF);
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

Result<TableChange> EditableTable::applyRows(const TextRows &source, const ColumnMapping &mapping,
    std::vector<qint64> *sourceIds)
{
    const bool fill = m_rowCount == 0;
    const qsizetype size = m_header.recordSize;
    TableChange change;
    std::vector<std::pair<qint64, QByteArray>> added;
    std::unordered_map<qint64, std::size_t> addedById;
    QByteArray record(size, '\0');
    const bool sorted = m_idField >= 0 && isSortedById();
    int next = 0;
    const auto fail = [&](int sourceRow, Error error) {
        revert(change);
        return atSource(source, sourceRow, std::move(error));
    };
    for (int r = 0; r < source.rowCount(); ++r) {
        qint64 id = r;
        if (mapping.idColumn >= 0) {
            const MappedColumn &idColumn = mapping.columns[std::size_t(mapping.idColumn)];
            const int bytes = idColumn.field >= 0 ? m_schema.fields[std::size_t(idColumn.field)].size : 4;
            const ParsedNumber parsed = parseInteger(source.cell(r, mapping.idColumn), bytes);
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
        const int row = fill ? -1 : (next < m_rowCount && this->id(next) == id && sorted) ? next : rowOf(id);
        if (row >= 0) {
            next = row + 1;
            for (std::size_t c = 0; c < mapping.columns.size(); ++c) {
                const MappedColumn &mapped = mapping.columns[c];
                if (mapped.field < 0 || mapped.field == m_idField)
                    continue;
                const DbcField &field = m_schema.fields[std::size_t(mapped.field)];
                quint64 value = 0;
                const ParsedNumber number
                    = mapped.form == SqlValueForm::Natural && !isTextKind(field.kind) && !source.isNull(r, int(c))
                    ? parseNumber(field.kind, source.cell(r, int(c)))
                    : ParsedNumber{0, NumberError::NotANumber};
                if (number.error == NumberError::None) {
                    value = number.raw;
                } else {
                    auto encoded = encodeSourceCell(source, r, int(c), mapped, row);
                    if (!encoded)
                        return fail(r, encoded.error());
                    value = *encoded;
                }
                const quint64 before = raw(row, mapped.field);
                if (value != before) {
                    change.cells.push_back({row, mapped.field, before, value});
                    setRaw(row, mapped.field, value);
                }
            }
            continue;
        }
        record.fill('\0');
        for (std::size_t c = 0; c < mapping.columns.size(); ++c) {
            const MappedColumn &mapped = mapping.columns[c];
            if (mapped.field < 0)
                continue;
            auto value = encodeSourceCell(source, r, int(c), mapped, -1);
            if (!value)
                return fail(r, value.error());
            const DbcField &field = m_schema.fields[std::size_t(mapped.field)];
            writeBits(record.data() + field.offset, field.size, *value);
        }
        const auto [at, isNew] = addedById.try_emplace(id, added.size());
        if (isNew)
            added.emplace_back(id, record);
        else
            added[at->second].second = record;
    }
    if (added.empty())
        return change;
    if (m_idField < 0) {
        std::stable_sort(added.begin(), added.end(), [](const auto &a, const auto &b) {
            return a.first < b.first;
        });
        for (std::size_t j = 0; j < added.size(); ++j) {
            if (added[j].first != m_rowCount + qint64(j)) {
                revert(change);
                return Error{ErrorCode::InvalidInput,
                    tr("Rows of %1 are numbered: the source has no row %2 (it goes on at %3)")
                        .arg(m_schema.guessed() ? m_label : m_schema.tableName)
                        .arg(m_rowCount + qint64(j))
                        .arg(added[j].first),
                    source.label, -1};
            }
        }
    }
    if (!fill && m_idField >= 0 && isSortedById()) {
        std::stable_sort(added.begin(), added.end(), [](const auto &a, const auto &b) {
            return a.first < b.first;
        });
        for (std::size_t j = 0; j < added.size(); ++j)
            change.inserted.push_back({insertPosition(added[j].first) + int(j), std::move(added[j].second)});
    } else {
        for (std::size_t j = 0; j < added.size(); ++j)
            change.inserted.push_back({m_rowCount + int(j), std::move(added[j].second)});
    }
    insertRecords(change.inserted);
    return change;
}

} // namespace mwb::formats::dbc
