// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/formats/dbc/DbcContent.h"

#include <QWidget>

#include <memory>

class QCheckBox;
class QLabel;
class QLineEdit;
class QSortFilterProxyModel;
class QTableView;
class QTimer;

namespace mwb::widgets {

class DbcTableModel;

/// A WDBC table in the Preview area: the records (DbcTableModel, lazy) sortable by any column (numbers sort as
/// numbers), a filter box (any cell containing the text, case-insensitive), and the notes on guessed columns.
/// Localized strings show the client's own slot (a zhCN client's text is in slot zhCN); *Every locale slot* shows
/// the 16 slots and the flags mask. Selecting a row reports the record's bytes (recordSelected), for the hex view.
/// GUI thread only.
class DbcTableView : public QWidget
{
    Q_OBJECT
public:
    explicit DbcTableView(QWidget *parent = nullptr);

    void setTable(std::shared_ptr<const formats::dbc::DbcContent> table);
    /// Keeps the rows with a cell containing `text` (case-insensitive); empty shows every row.
    void setFilterText(const QString &text);
    /// Shows every locale slot of localized strings (true) or the client's slot only (false, the default).
    void setAllLocalesShown(bool shown);

    [[nodiscard]] QTableView *tableView() const { return m_view; }
    [[nodiscard]] DbcTableModel *model() const { return m_model; }
    [[nodiscard]] QSortFilterProxyModel *proxy() const { return m_proxy; }
    [[nodiscard]] QLineEdit *filterEdit() const { return m_filter; }
    [[nodiscard]] QCheckBox *allLocalesToggle() const { return m_allLocales; }

Q_SIGNALS:
    /// The record at the current row: its offset in the file and its size.
    void recordSelected(qint64 offset, qint64 size);

private:
    void updateColumns();
    void onCurrentRowChanged();

    DbcTableModel *m_model = nullptr;
    QSortFilterProxyModel *m_proxy = nullptr;
    QLineEdit *m_filter = nullptr;
    QCheckBox *m_allLocales = nullptr;
    QLabel *m_notes = nullptr;
    QTableView *m_view = nullptr;
    QTimer *m_filterDelay = nullptr;
};

} // namespace mwb::widgets
