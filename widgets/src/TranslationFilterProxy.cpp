// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/widgets/TranslationFilterProxy.h"

#include <algorithm>

namespace mwb::widgets {

TranslationFilterProxy::TranslationFilterProxy(QObject *parent)
    : QSortFilterProxyModel(parent)
{
    setDynamicSortFilter(false);
    setSortCaseSensitivity(Qt::CaseInsensitive);
}

void TranslationFilterProxy::setFilterText(const QString &text)
{
    m_text = text;
    invalidateRowsFilter();
}

void TranslationFilterProxy::setKind(const Kind &kind)
{
    m_kind = kind;
    invalidateRowsFilter();
}

bool TranslationFilterProxy::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    const auto *model = qobject_cast<const TranslationTableModel *>(sourceModel());
    if (!model || sourceParent.isValid())
        return false;
    if (m_kind.status && model->status(sourceRow) != *m_kind.status)
        return false;
    if (m_kind.problemsOnly && model->problems(sourceRow).empty())
        return false;
    if (m_text.isEmpty())
        return true;
    const auto &entry = model->po().entries[std::size_t(sourceRow)];
    return entry.original.contains(m_text, Qt::CaseInsensitive)
        || entry.translation.contains(m_text, Qt::CaseInsensitive)
        || std::any_of(entry.references.begin(), entry.references.end(), [this](const QString &reference) {
               return reference.contains(m_text, Qt::CaseInsensitive);
           });
}

} // namespace mwb::widgets
