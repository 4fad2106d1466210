// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QSortFilterProxyModel>

namespace mwb {

/// Sort/filter proxy over an ArchiveTreeModel (or any model with the same roles). Filtering is a
/// case-insensitive substring match on the name column and is recursive: the parents of a match stay visible.
/// Sorting keeps directories first, compares names in natural order and numeric columns by
/// ArchiveTreeModel::SizeRole (so "10 KiB" sorts after "9 KiB"). GUI thread only; debouncing the filter text is
/// the view's job (see ArchiveView).
class EntryFilterProxy : public QSortFilterProxyModel
{
    Q_OBJECT
public:
    explicit EntryFilterProxy(QObject *parent = nullptr);

    /// Shows only entries whose name contains `text` (and their parents); empty shows everything.
    void setFilterText(const QString &text);
    [[nodiscard]] const QString &filterText() const { return m_text; }

protected:
    [[nodiscard]] bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;
    [[nodiscard]] bool lessThan(const QModelIndex &left, const QModelIndex &right) const override;

private:
    QString m_text;
};

} // namespace mwb
