// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/formats/dbc/DbcContent.h"
#include "mwb/formats/dbc/EditableTable.h"
#include "mwb/widgets/ContentEditSession.h"

#include <span>

namespace mwb::widgets {

/// A WoW client table being edited (formats::dbc::EditableTable): every change (a cell, a column on a set of rows,
/// a replace in a column, rows added, copied or deleted) is one undo step of the session's stack; the cells and rows
/// that differ from what was last saved are known (isCellChanged(), isRowAdded()) until markSaved(). Rows are
/// positions in the table, in file order. GUI thread only.
class DbcEditSession final : public ContentEditSession
{
    Q_OBJECT
public:
    /// Edits `content`'s table (which must be readable) with its schema.
    DbcEditSession(
        std::shared_ptr<const formats::dbc::DbcContent> content, QUndoStack &undo, QObject *parent = nullptr);

    [[nodiscard]] const formats::dbc::EditableTable &table() const { return m_table; }
    /// The content the session started from (its schema and client locale slot).
    [[nodiscard]] const std::shared_ptr<const formats::dbc::DbcContent> &content() const { return m_content; }

    /// Sets a cell from text (EditableTable::setText()); an error changes nothing.
    [[nodiscard]] Result<void> setText(int row, int field, const QString &text);
    /// Sets `field` of every row in `rows` to `text` in one step.
    [[nodiscard]] Result<void> setColumn(std::span<const int> rows, int field, const QString &text);
    /// Replaces every `find` (case-sensitive) by `replacement` in `field` of the rows in `rows`, in one step; the
    /// number of cells changed. A cell whose new text its type refuses is an error and changes nothing.
    [[nodiscard]] Result<int> replaceInColumn(
        std::span<const int> rows, int field, const QString &find, const QString &replacement);
    /// Adds a row at the next free id; its id.
    [[nodiscard]] Result<qint64> addRow();
    /// Adds a copy of the row with id `sourceId` as `newId`.
    [[nodiscard]] Result<void> copyRow(qint64 sourceId, qint64 newId);
    [[nodiscard]] Result<void> deleteRows(std::span<const qint64> ids);

    /// Whether the cell differs from the last save (or the opened bytes): a row whose id was not there, or a value
    /// (strings compared as text) that is not the saved row's.
    [[nodiscard]] bool isCellChanged(int row, int field) const;
    /// Whether the row's id was not in the table when it was last saved.
    [[nodiscard]] bool isRowAdded(int row) const;

    [[nodiscard]] Result<QByteArray> encode() const override;
    void markSaved() override;

    /// Redoes or undoes a change of this session's table (its undo steps call these).
    void apply(const formats::dbc::TableChange &change);
    void revert(const formats::dbc::TableChange &change);

Q_SIGNALS:
    /// Rows will be added or removed (rowsChanged() follows): a model resets.
    void rowsAboutToChange();
    void rowsChanged();
    /// Cells of the rows `first` to `last` changed (no row was added or removed).
    void cellsChanged(int first, int last);
    /// What differs from the saved table may have changed everywhere (a save).
    void marksChanged();

private:
    /// Pushes `change` (already made) as an undo step named `label`; an empty change pushes nothing.
    void record(formats::dbc::TableChange change, const QString &label);
    void notifyCells(const formats::dbc::TableChange &change);
    [[nodiscard]] QString fieldName(int field) const;

    std::shared_ptr<const formats::dbc::DbcContent> m_content;
    formats::dbc::EditableTable m_table;
    formats::dbc::EditableTable m_saved;
    bool m_changedSinceSave = false;
};

} // namespace mwb::widgets
