// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/formats/dbc/EditableTable.h"

#include <vector>

namespace mwb::formats::dbc {

/// The edits of one `dbc edit` run. They apply in this order: copies, sets, the column set on the rows that match
/// every `where` (all rows without one), deletions.
struct TableEdits
{
    /// `ID.COLUMN=VALUE`
    struct CellSet
    {
        qint64 id = 0;
        QString column;
        QString value;
    };
    /// `COLUMN=VALUE`
    struct ColumnValue
    {
        QString column;
        QString value;
    };

    std::vector<std::pair<qint64, qint64>> copies; ///< `ID:NEWID`
    std::vector<CellSet> sets;
    std::vector<ColumnValue> where;
    std::vector<ColumnValue> setAll;
    std::vector<qint64> deletes;

    /// Parses `ID.COLUMN=VALUE` (the value may hold `=` and `.`). Errors: InvalidInput naming the argument.
    [[nodiscard]] static Result<CellSet> parseSet(const QString &argument);
    /// Parses `ID:NEWID`.
    [[nodiscard]] static Result<std::pair<qint64, qint64>> parseCopy(const QString &argument);
    /// Parses `COLUMN=VALUE`.
    [[nodiscard]] static Result<ColumnValue> parseColumnValue(const QString &argument);
    /// Parses an id.
    [[nodiscard]] static Result<qint64> parseId(const QString &argument);
};

/// What applyEdits() changed.
struct EditSummary
{
    int cellsChanged = 0;
    int rowsAdded = 0;
    int rowsDeleted = 0;
    int rowsMatched = 0; ///< rows the `where` conditions selected for the column sets
    std::vector<TableChange> changes; ///< one per edit, in order: undo them in reverse
    QStringList notes; ///< editTableBytes(): why the columns are guessed, when they are (translated)
};

/// Applies `edits` to `table` (columns named by their keys, case-insensitive; values typed as setText() reads them).
/// The first failing edit undoes the ones before it and returns its error (InvalidInput naming the row, column and
/// value, or the unknown column or id), so `table` is changed completely or not at all.
[[nodiscard]] Result<EditSummary> applyEdits(EditableTable &table, const TableEdits &edits);

/// applyEdits() on the table in `bytes` (named `name`, whose definition applies), giving the bytes to write back.
/// The core of `dbc edit FILE` for a file as for an archive entry.
[[nodiscard]] Result<QByteArray> editTableBytes(
    const QByteArray &bytes, const QString &name, const TableEdits &edits, EditSummary *summary = nullptr);

} // namespace mwb::formats::dbc
