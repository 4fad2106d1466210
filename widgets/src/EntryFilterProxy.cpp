// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/widgets/EntryFilterProxy.h"

#include "mwb/core/EntryIndex.h"
#include "mwb/widgets/ArchiveTreeModel.h"

namespace mwb {

EntryFilterProxy::EntryFilterProxy(QObject *parent)
    : QSortFilterProxyModel(parent)
{
    setRecursiveFilteringEnabled(true);
    setFilterCaseSensitivity(Qt::CaseInsensitive);
    setSortCaseSensitivity(Qt::CaseInsensitive);
    setFilterKeyColumn(0);
}

void EntryFilterProxy::setFilterText(const QString &text)
{
    if (text == m_text)
        return;
    m_text = text;
    invalidateRowsFilter();
}

bool EntryFilterProxy::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    if (m_text.isEmpty())
        return true;
    const QModelIndex name = sourceModel()->index(sourceRow, 0, sourceParent);
    if (name.data(ArchiveTreeModel::CopyRole).toInt() >= 0) // an "also in" row goes with its file
        return sourceParent.data(Qt::DisplayRole).toString().contains(m_text, Qt::CaseInsensitive);
    return name.data(Qt::DisplayRole).toString().contains(m_text, Qt::CaseInsensitive);
}

bool EntryFilterProxy::lessThan(const QModelIndex &left, const QModelIndex &right) const
{
    const bool leftDir = left.data(ArchiveTreeModel::IsDirRole).toBool();
    const bool rightDir = right.data(ArchiveTreeModel::IsDirRole).toBool();
    if (leftDir != rightDir)
        return sortOrder() == Qt::AscendingOrder ? leftDir : rightDir;
    const auto *model = qobject_cast<const ArchiveTreeModel *>(sourceModel());
    if (model && ArchiveTreeModel::isNumericField(model->fieldOfColumn(left.column()))) {
        const qint64 a = left.data(ArchiveTreeModel::SizeRole).toLongLong();
        const qint64 b = right.data(ArchiveTreeModel::SizeRole).toLongLong();
        if (a != b)
            return a < b;
    }
    const QString a = left.data(Qt::DisplayRole).toString();
    const QString b = right.data(Qt::DisplayRole).toString();
    if (a != b)
        return EntryIndex::naturalLess(a, b);
    return EntryIndex::naturalLess(
        left.siblingAtColumn(0).data().toString(), right.siblingAtColumn(0).data().toString());
}

} // namespace mwb
