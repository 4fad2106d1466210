// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/formats/dbc/TableEdits.h"

#include "mwb/formats/dbc/DbcCell.h"

namespace mwb::formats::dbc {

namespace {

class EditText
{
    Q_DECLARE_TR_FUNCTIONS(mwb::formats::dbc::TableEdits)
};

Error badArgument(const QString &argument, const QString &expected)
{
    return Error{ErrorCode::InvalidInput, EditText::tr("\"%1\" is not %2").arg(argument, expected), {}, -1};
}

Result<int> fieldOf(const EditableTable &table, const QString &column)
{
    const int field = table.schema().fieldIndex(column);
    if (field < 0) {
        return Error{ErrorCode::InvalidInput,
            EditText::tr("%1 has no column %2")
                .arg(table.schema().guessed() ? table.label() : table.schema().tableName, column),
            table.label(), -1};
    }
    return field;
}

Result<int> rowOf(const EditableTable &table, qint64 id)
{
    const int row = table.rowOf(id);
    if (row < 0)
        return Error{ErrorCode::InvalidInput, EditText::tr("No row has ID %1").arg(id), table.label(), -1};
    return row;
}

/// Whether the cell holds `value`: numbers by their bits, strings by their text.
bool cellEquals(const EditableTable &table, int row, int field, const QByteArray &value, quint64 bits)
{
    if (isTextKind(table.schema().fields[std::size_t(field)].kind))
        return table.stringAt(table.raw(row, field)) == std::optional<QByteArrayView>(value);
    return table.raw(row, field) == bits;
}

class EditRun
{
public:
    EditRun(EditableTable &table, EditSummary &summary)
        : m_table(table)
        , m_summary(summary)
    { }

    std::optional<Error> record(Result<TableChange> change)
    {
        if (!change)
            return change.error();
        m_summary.cellsChanged += int(change->cells.size());
        m_summary.rowsAdded += int(change->inserted.size());
        m_summary.rowsDeleted += int(change->removed.size());
        m_summary.changes.push_back(std::move(*change));
        return std::nullopt;
    }

    void undoAll()
    {
        for (auto it = m_summary.changes.rbegin(); it != m_summary.changes.rend(); ++it)
            m_table.revert(*it);
        m_summary = {};
    }

    std::optional<Error> run(const TableEdits &edits)
    {
        for (const auto &[from, to] : edits.copies) {
            if (auto error = record(m_table.copyRow(from, to)))
                return error;
        }
        for (const TableEdits::CellSet &set : edits.sets) {
            auto field = fieldOf(m_table, set.column);
            if (!field)
                return field.error();
            auto row = rowOf(m_table, set.id);
            if (!row)
                return row.error();
            if (auto error = record(m_table.setText(*row, *field, set.value)))
                return error;
        }
        if (!edits.setAll.empty()) {
            auto rows = matchingRows(edits.where);
            if (!rows)
                return rows.error();
            m_summary.rowsMatched = int(rows->size());
            for (const TableEdits::ColumnValue &set : edits.setAll) {
                auto field = fieldOf(m_table, set.column);
                if (!field)
                    return field.error();
                if (auto error = record(m_table.setColumn(*rows, *field, set.value)))
                    return error;
            }
        } else if (!edits.where.empty()) {
            return Error{ErrorCode::InvalidInput, EditText::tr("--where selects rows for --set-all, which is missing"),
                m_table.label(), -1};
        }
        if (!edits.deletes.empty()) {
            if (auto error = record(m_table.deleteRows(edits.deletes)))
                return error;
        }
        return std::nullopt;
    }

private:
    Result<std::vector<int>> matchingRows(const std::vector<TableEdits::ColumnValue> &where)
    {
        struct Condition
        {
            int field;
            QByteArray text;
            quint64 bits;
        };
        std::vector<Condition> conditions;
        for (const TableEdits::ColumnValue &condition : where) {
            auto field = fieldOf(m_table, condition.column);
            if (!field)
                return field.error();
            const DbcField &f = m_table.schema().fields[std::size_t(*field)];
            const QByteArray text = condition.value.toUtf8();
            ParsedNumber number;
            if (!isTextKind(f.kind)) {
                number = parseNumber(f.kind, text);
                if (number.error != NumberError::None) {
                    return Error{ErrorCode::InvalidInput,
                        EditText::tr("--where %1=%2: %2 is not %3").arg(f.key, condition.value, acceptedValues(f.kind)),
                        m_table.label(), -1};
                }
            }
            conditions.push_back({*field, text, number.raw});
        }
        std::vector<int> rows;
        for (int row = 0; row < m_table.rowCount(); ++row) {
            if (std::all_of(conditions.begin(), conditions.end(), [&](const Condition &c) {
                    return cellEquals(m_table, row, c.field, c.text, c.bits);
                }))
                rows.push_back(row);
        }
        return rows;
    }

    EditableTable &m_table;
    EditSummary &m_summary;
};

} // namespace

Result<qint64> TableEdits::parseId(const QString &argument)
{
    bool ok = false;
    const qint64 id = argument.trimmed().toLongLong(&ok);
    if (!ok)
        return badArgument(argument, EditText::tr("an ID"));
    return id;
}

Result<TableEdits::CellSet> TableEdits::parseSet(const QString &argument)
{
    const qsizetype equals = argument.indexOf(QLatin1Char('='));
    const qsizetype dot = argument.indexOf(QLatin1Char('.'));
    if (equals < 0 || dot < 0 || dot > equals)
        return badArgument(argument, EditText::tr("ID.COLUMN=VALUE"));
    auto id = parseId(argument.left(dot));
    if (!id)
        return badArgument(argument, EditText::tr("ID.COLUMN=VALUE"));
    return CellSet{*id, argument.mid(dot + 1, equals - dot - 1).trimmed(), argument.mid(equals + 1)};
}

Result<std::pair<qint64, qint64>> TableEdits::parseCopy(const QString &argument)
{
    const QStringList parts = argument.split(QLatin1Char(':'));
    if (parts.size() != 2)
        return badArgument(argument, EditText::tr("ID:NEWID"));
    auto from = parseId(parts[0]);
    auto to = parseId(parts[1]);
    if (!from || !to)
        return badArgument(argument, EditText::tr("ID:NEWID"));
    return std::pair{*from, *to};
}

Result<TableEdits::ColumnValue> TableEdits::parseColumnValue(const QString &argument)
{
    const qsizetype equals = argument.indexOf(QLatin1Char('='));
    if (equals <= 0)
        return badArgument(argument, EditText::tr("COLUMN=VALUE"));
    return ColumnValue{argument.left(equals).trimmed(), argument.mid(equals + 1)};
}

Result<EditSummary> applyEdits(EditableTable &table, const TableEdits &edits)
{
    EditSummary summary;
    EditRun run(table, summary);
    if (auto error = run.run(edits)) {
        run.undoAll();
        return *error;
    }
    return summary;
}

Result<QByteArray> editTableBytes(
    const QByteArray &bytes, const QString &name, const TableEdits &edits, EditSummary *summary)
{
    auto table = EditableTable::open(bytes, name, name);
    if (!table)
        return table.error();
    auto applied = applyEdits(*table, edits);
    if (!applied)
        return applied.error();
    if (summary) {
        *summary = std::move(*applied);
        if (table->schema().guessed())
            summary->notes = table->schema().notes;
    }
    return table->toBytes();
}

} // namespace mwb::formats::dbc
