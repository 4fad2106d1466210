// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/core/Result.h"
#include "mwb/formats/dbc/DbcContent.h"

#include <QHash>
#include <QWidget>

#include <memory>
#include <vector>

class QAction;
class QCheckBox;
class QLabel;
class QLineEdit;
class QSortFilterProxyModel;
class QTableView;
class QTimer;
class QToolBar;

namespace mwb::widgets {

class DbcEditSession;
class DbcTableModel;

/// A WDBC table in the Preview area: the records (DbcTableModel, lazy) sortable by any column (numbers sort as
/// numbers), a filter box (any cell containing the text, case-insensitive), and the notes on guessed columns.
/// Localized strings show the client's own slot (a zhCN client's text is in slot zhCN); *Every locale slot* shows
/// the 16 slots and the flags mask. Selecting a row reports the record's bytes (recordSelected), for the hex view.
/// With an edit session (setSession()) and while editable, cells are edited in place (DbcCellDelegate: typed text,
/// flags as bits) and a tool bar adds a row, copies the current one to a new id, deletes the selected ones, replaces
/// text in a column and sets a column on the rows the filter keeps; a refused edit is shown in red above the table
/// and changes nothing. A foreign key cell can jump to the row it points at (relationRequested). GUI thread only.
class DbcTableView : public QWidget
{
    Q_OBJECT
public:
    explicit DbcTableView(QWidget *parent = nullptr);

    /// Shows `table` read-only.
    void setTable(std::shared_ptr<const formats::dbc::DbcContent> table);
    /// Shows the table of `session` (alive while shown), edited while setEditable(true).
    void setSession(DbcEditSession *session);
    /// Whether the session's table may be edited; `reason` says why not and `saveHint` how to save (state line).
    void setEditable(bool editable, const QString &reason = {}, const QString &saveHint = {});
    /// Keeps the rows with a cell containing `text` (case-insensitive); empty shows every row.
    void setFilterText(const QString &text);
    /// Shows every locale slot of localized strings (true) or the client's slot only (false, the default).
    void setAllLocalesShown(bool shown);
    /// Names the rows of table `relation` (by id) beside the keys that point there.
    void setRelationNames(const QString &relation, std::shared_ptr<const QHash<qint64, QString>> names);
    /// Shows the icons of the rows of table `relation` (entry paths by id) beside the keys that point there.
    void setRelationIcons(const QString &relation, std::shared_ptr<const QHash<qint64, QString>> icons);
    /// Makes the row with id `id` current and visible (clearing a filter that hides it); false when no row has it.
    bool selectId(qint64 id);

    /// Adds a row at the next free id and selects it; its id.
    Result<qint64> addRow();
    /// Copies the current row to `newId` and selects the copy.
    Result<void> copyCurrentRow(qint64 newId);
    /// Deletes the selected rows.
    Result<void> deleteSelectedRows();
    /// Replaces `find` by `replacement` in model column `column` of the rows the filter keeps; the cells changed.
    Result<int> replaceInColumn(int column, const QString &find, const QString &replacement);
    /// Sets model column `column` to `text` on the rows the filter keeps.
    Result<void> setColumnOnFilteredRows(int column, const QString &text);
    /// The rows the filter keeps (model rows, in file order).
    [[nodiscard]] std::vector<int> filteredRows() const;

    [[nodiscard]] QTableView *tableView() const { return m_view; }
    [[nodiscard]] DbcTableModel *model() const { return m_model; }
    [[nodiscard]] QSortFilterProxyModel *proxy() const { return m_proxy; }
    [[nodiscard]] QLineEdit *filterEdit() const { return m_filter; }
    [[nodiscard]] QCheckBox *allLocalesToggle() const { return m_allLocales; }
    [[nodiscard]] QToolBar *editBar() const { return m_editBar; }
    /// Editable, edited and not saved, or read-only and why.
    [[nodiscard]] QLabel *stateLabel() const { return m_state; }
    /// The last refused edit, empty when the last edit was taken.
    [[nodiscard]] QString errorText() const;

Q_SIGNALS:
    /// The record at the current row: its offset in the file and its size.
    void recordSelected(qint64 offset, qint64 size);
    /// Go to the row with id `id` of table `relation` (the current cell is a foreign key).
    void relationRequested(const QString &relation, qint64 id);

private:
    void updateColumns();
    /// Rows tall enough for the icons of a table with an icon column (DbcTableModel::iconColumn()).
    void updateIconSize();
    /// Widens `column` by an icon (its width was measured before the icons came).
    void makeRoomForIcon(int column);
    void onCurrentRowChanged();
    void updateState();
    void updateActions();
    /// Shows a refused edit (or clears it on success) and passes the result on.
    template<typename T>
    Result<T> reported(Result<T> result);
    void showError(const Error &error);
    void clearError();
    void showContextMenu(const QPoint &position);
    void goToRelation();
    void promptCopy();
    void promptColumnEdit(bool replace);
    /// The model row of the current index, or -1.
    [[nodiscard]] int currentRow() const;
    [[nodiscard]] int currentColumn() const;

    DbcTableModel *m_model = nullptr;
    QSortFilterProxyModel *m_proxy = nullptr;
    QLineEdit *m_filter = nullptr;
    QCheckBox *m_allLocales = nullptr;
    QLabel *m_notes = nullptr;
    QToolBar *m_editBar = nullptr;
    QLabel *m_state = nullptr;
    QLabel *m_error = nullptr;
    QTableView *m_view = nullptr;
    QTimer *m_filterDelay = nullptr;
    QAction *m_addRow = nullptr;
    QAction *m_copyRow = nullptr;
    QAction *m_deleteRows = nullptr;
    QAction *m_replace = nullptr;
    QAction *m_setColumn = nullptr;
    QAction *m_goTo = nullptr;
    QString m_readOnlyReason;
    QString m_saveHint;
};

} // namespace mwb::widgets
