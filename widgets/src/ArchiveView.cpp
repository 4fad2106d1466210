// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/widgets/ArchiveView.h"

#include "mwb/widgets/ArchiveTreeModel.h"
#include "mwb/widgets/EntryFilterProxy.h"

#include <QElapsedTimer>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QStackedWidget>
#include <QTimer>
#include <QTreeView>
#include <QVBoxLayout>

#include <algorithm>
#include <deque>
#include <memory>

namespace mwb {

ArchiveView::ArchiveView(QWidget *parent)
    : QWidget(parent)
    , m_proxy(new EntryFilterProxy(this))
    , m_filter(new QLineEdit(this))
    , m_tree(new QTreeView(this))
    , m_placeholder(new QLabel(this))
    , m_pages(new QStackedWidget(this))
    , m_debounce(new QTimer(this))
{
    m_filter->setPlaceholderText(tr("Filter entries…"));
    m_filter->setClearButtonEnabled(true);
    m_filter->setEnabled(false);
    m_filter->setAcceptDrops(false); // files dropped on the box go to the window (which opens them)

    m_tree->setModel(m_proxy);
    m_tree->setUniformRowHeights(true);
    m_tree->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_tree->setAlternatingRowColors(true);
    m_tree->header()->setSectionResizeMode(QHeaderView::Interactive);
    m_tree->header()->setStretchLastSection(false);
    m_tree->header()->setSortIndicator(-1, Qt::AscendingOrder); // keep the index's own order until a click
    m_tree->setSortingEnabled(true);
    m_tree->setEditTriggers(QAbstractItemView::NoEditTriggers); // renaming starts from the Rename command (F2)
    m_tree->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(m_tree, &QWidget::customContextMenuRequested, this, [this](QPoint pos) {
        const std::unique_ptr<QMenu> menu(createContextMenu());
        if (!menu->isEmpty())
            menu->exec(m_tree->viewport()->mapToGlobal(pos));
    });

    m_placeholder->setAlignment(Qt::AlignCenter);
    m_placeholder->setWordWrap(true);
    m_placeholder->setEnabled(false);
    m_pages->addWidget(m_placeholder);
    m_pages->addWidget(m_tree);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_filter);
    layout->addWidget(m_pages, 1);

    m_debounce->setSingleShot(true);
    m_debounce->setInterval(kFilterDelayMs);
    connect(m_filter, &QLineEdit::textChanged, m_debounce, qOverload<>(&QTimer::start));
    connect(m_debounce, &QTimer::timeout, this, &ArchiveView::applyFilter);
    connect(m_tree->selectionModel(), &QItemSelectionModel::selectionChanged, this, &ArchiveView::selectionChanged);
    connect(m_proxy, &QAbstractItemModel::modelReset, this, &ArchiveView::selectionChanged);
}

void ArchiveView::setModel(ArchiveTreeModel *model)
{
    if (m_model)
        disconnect(m_model, nullptr, this, nullptr);
    m_model = model;
    m_proxy->setSourceModel(model);
    if (m_model)
        connect(m_model, &QAbstractItemModel::modelReset, this, &ArchiveView::onModelReset);
    onModelReset();
}

void ArchiveView::setPlaceholderText(const QString &text)
{
    m_placeholder->setText(text);
}

QModelIndex ArchiveView::indexOfPath(const QString &path) const
{
    const auto &index = m_model ? m_model->entryIndex() : nullptr;
    if (!index)
        return {};
    EntryIndex::NodeId node = EntryIndex::Root;
    QModelIndex source;
    for (const QString &part : path.split(QLatin1Char('/'), Qt::SkipEmptyParts)) {
        const EntryIndex::Node &parent = index->node(node);
        int found = -1;
        for (int row = 0; row < parent.childCount && found < 0; ++row) {
            if (index->node(index->childAt(node, row)).name.compare(part, Qt::CaseInsensitive) == 0)
                found = row;
        }
        if (found < 0)
            return {};
        node = index->childAt(node, found);
        source = m_model->index(found, 0, source);
    }
    return m_proxy->mapFromSource(source);
}

bool ArchiveView::selectPath(const QString &path)
{
    const QModelIndex target = indexOfPath(path);
    if (!target.isValid())
        return false;
    for (QModelIndex parent = target.parent(); parent.isValid(); parent = parent.parent())
        m_tree->expand(parent);
    m_tree->selectionModel()->setCurrentIndex(
        target, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    m_tree->scrollTo(target, QAbstractItemView::PositionAtCenter);
    return true;
}

QStringList ArchiveView::selectedPaths() const
{
    QStringList paths;
    for (const QModelIndex &row : m_tree->selectionModel()->selectedRows(0))
        paths << row.data(ArchiveTreeModel::PathRole).toString();
    return paths;
}

ArchiveView::TreeState ArchiveView::treeState() const
{
    TreeState state;
    state.selected = selectedPaths();
    state.current = m_tree->currentIndex().siblingAtColumn(0).data(ArchiveTreeModel::PathRole).toString();
    std::deque<QModelIndex> pending{QModelIndex()};
    while (!pending.empty()) {
        const QModelIndex parent = pending.front();
        pending.pop_front();
        for (int row = 0; row < m_proxy->rowCount(parent); ++row) {
            const QModelIndex child = m_proxy->index(row, 0, parent);
            if (m_tree->isExpanded(child)) {
                state.expanded << child.data(ArchiveTreeModel::PathRole).toString();
                pending.push_back(child);
            }
        }
    }
    return state;
}

void ArchiveView::restoreTreeState(const TreeState &state)
{
    for (const QString &path : state.expanded) {
        if (const QModelIndex folder = indexOfPath(path); folder.isValid())
            m_tree->expand(folder);
    }
    QItemSelection selection;
    for (const QString &path : state.selected) {
        if (const QModelIndex row = indexOfPath(path); row.isValid())
            selection.select(row, row);
    }
    m_tree->selectionModel()->select(selection, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    if (const QModelIndex current = indexOfPath(state.current); current.isValid()) {
        m_tree->selectionModel()->setCurrentIndex(current, QItemSelectionModel::NoUpdate);
        m_tree->scrollTo(current);
    }
}

void ArchiveView::renameCurrent()
{
    const QModelIndex current = m_tree->currentIndex().siblingAtColumn(0);
    if (current.isValid() && (current.flags() & Qt::ItemIsEditable))
        m_tree->edit(current);
}

QMenu *ArchiveView::createContextMenu()
{
    auto *menu = new QMenu(this);
    menu->setToolTipsVisible(true);
    menu->addActions(m_tree->actions());
    return menu;
}

std::vector<EntryIndex::NodeId> ArchiveView::selectedNodes() const
{
    std::vector<EntryIndex::NodeId> nodes;
    const QModelIndexList rows = m_tree->selectionModel()->selectedRows(0);
    nodes.reserve(static_cast<std::size_t>(rows.size()));
    for (const QModelIndex &row : rows) {
        if (row.data(ArchiveTreeModel::CopyRole).toInt() < 0) // an "also in" row is no node of its own
            nodes.push_back(row.data(ArchiveTreeModel::NodeIdRole).value<EntryIndex::NodeId>());
    }
    return nodes;
}

void ArchiveView::applyFilter()
{
    QElapsedTimer clock;
    clock.start();
    const QString text = m_filter->text().trimmed();
    m_proxy->setFilterText(text);
    if (!text.isEmpty())
        expandMatches();
    Q_EMIT filterApplied(text, clock.elapsed());
}

void ArchiveView::onModelReset()
{
    m_debounce->stop();
    m_proxy->setFilterText(m_filter->text().trimmed());
    m_filter->setEnabled(m_model && m_model->rowCount() > 0);
    updatePage();
    fitColumns();
    if (!m_proxy->filterText().isEmpty())
        expandMatches();
    else if (m_proxy->rowCount() == 1)
        m_tree->expand(m_proxy->index(0, 0)); // a lone top folder (MEDIA/) is never interesting collapsed
}

void ArchiveView::updatePage()
{
    m_pages->setCurrentWidget(m_model && m_model->rowCount() > 0 ? static_cast<QWidget *>(m_tree) : m_placeholder);
}

void ArchiveView::expandMatches()
{
    std::deque<QModelIndex> pending{QModelIndex()};
    int visible = m_proxy->rowCount();
    while (!pending.empty() && visible < kExpandBudget) {
        const QModelIndex parent = pending.front();
        pending.pop_front();
        const int rows = m_proxy->rowCount(parent);
        for (int row = 0; row < rows && visible < kExpandBudget; ++row) {
            const QModelIndex child = m_proxy->index(row, 0, parent);
            const int grandChildren = m_proxy->rowCount(child);
            if (grandChildren == 0)
                continue;
            m_tree->expand(child);
            visible += grandChildren;
            pending.push_back(child);
        }
    }
}

void ArchiveView::fitColumns()
{
    QHeaderView *header = m_tree->header();
    if (header->count() == 0)
        return;
    const QFontMetrics metrics(m_tree->font());
    const int numeric = metrics.horizontalAdvance(QStringLiteral("0000.0 MiB")) + 24;
    header->setSectionResizeMode(0, QHeaderView::Stretch); // the name takes what the other columns leave
    for (int column = 1; column < header->count(); ++column) {
        const QString title = m_proxy->headerData(column, Qt::Horizontal).toString();
        header->setSectionResizeMode(column, QHeaderView::Interactive);
        header->resizeSection(column, std::max(numeric, metrics.horizontalAdvance(title) + 32));
    }
}

} // namespace mwb
