// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/formats/dbc/DbcContent.h"

#include <QAbstractTableModel>

#include <memory>

namespace mwb::widgets {

/// The records of a WDBC table, one row per record and one column per field. Lazy: a cell's text is made when the
/// view asks for it (an open reads nothing: 22,224 SpellIcon rows show at once). Strings resolved in the string
/// block; SortRole gives numbers as numbers, so sorting is numeric. Headers name the 3.3.5a columns (or the
/// guesses), with the type and confidence as tooltips.
class DbcTableModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    static constexpr int SortRole = Qt::UserRole + 1;

    explicit DbcTableModel(QObject *parent = nullptr);

    /// Shows `table` (parsed by the content registry, shared read-only); null or unreadable: no rows.
    void setTable(std::shared_ptr<const formats::dbc::DbcContent> table);
    [[nodiscard]] const std::shared_ptr<const formats::dbc::DbcContent> &table() const { return m_data; }
    /// The field shown in `column`.
    [[nodiscard]] const formats::dbc::DbcField &field(int column) const;

    [[nodiscard]] int rowCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] int columnCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    [[nodiscard]] QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    std::shared_ptr<const formats::dbc::DbcContent> m_data;
};

} // namespace mwb::widgets
