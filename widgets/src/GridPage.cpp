// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/widgets/GridPage.h"

#include "mwb/formats/grid/GridContent.h"
#include "mwb/widgets/HeatmapPanel.h"
#include "mwb/widgets/HeatmapView.h"
#include "mwb/widgets/PropertyModel.h"

#include <QAction>
#include <QHeaderView>
#include <QSplitter>
#include <QTreeView>

namespace mwb::widgets {

GridPage::GridPage(std::shared_ptr<const content::Content> content, QWidget *parent)
    : ContentPage(std::move(content), parent)
    , m_panel(new HeatmapPanel)
    , m_properties(new PropertyModel(this))
    , m_propertyView(new QTreeView)
{
    const formats::grid::GridContent &shown = grid();
    m_panel->view()->setGrid(shown.grid(), shown.regions());
    m_panel->updateActions();
    m_panel->setCaption(tr("%1 × %2").arg(shown.grid()->width).arg(shown.grid()->height));

    m_propertyView->setModel(m_properties);
    m_propertyView->setUniformRowHeights(true);
    m_propertyView->setAlternatingRowColors(true);
    m_propertyView->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_propertyView->header()->setStretchLastSection(false);
    m_propertyView->header()->setSectionResizeMode(PropertyModel::NameColumn, QHeaderView::ResizeToContents);
    m_propertyView->header()->setSectionResizeMode(PropertyModel::ValueColumn, QHeaderView::Stretch);
    m_propertyView->header()->setSectionResizeMode(PropertyModel::OffsetColumn, QHeaderView::ResizeToContents);
    std::vector<PropertyGroup> groups;
    groups.push_back({tr("Cell"), {}});
    groups.insert(groups.end(), shown.info().begin(), shown.info().end());
    m_properties->setGroups(std::move(groups));
    clearCell();
    m_propertyView->expandAll();

    auto *split = new QSplitter(Qt::Horizontal, this);
    split->addWidget(m_panel);
    split->addWidget(m_propertyView);
    split->setStretchFactor(0, 1);
    split->setStretchFactor(1, 1);
    split->setChildrenCollapsible(false);
    setBody(split);

    connect(m_panel->view(), &HeatmapView::cellHovered, this, [this](int x, int y, quint8, qint32) { showCell(x, y); });
    connect(m_panel->exportAction(), &QAction::triggered, this, &GridPage::exportRequested);
    connect(m_propertyView->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
        [this](const QModelIndex &current) {
            const qint64 offset = current.data(PropertyModel::OffsetRole).toLongLong();
            if (offset >= 0)
                Q_EMIT bytesSelected(offset, 1);
        });
}

const formats::grid::GridContent &GridPage::grid() const
{
    return static_cast<const formats::grid::GridContent &>(*content());
}

void GridPage::showCell(int x, int y)
{
    m_properties->setRows(kCellGroup, grid().cellProperties(x, y));
}

void GridPage::showSampleCell()
{
    const auto &doors = grid().regions()->doors();
    if (!doors.empty())
        showCell(doors.front().x, doors.front().y);
    else
        showCell(grid().grid()->width / 2, grid().grid()->height / 2);
}

void GridPage::clearCell()
{
    m_properties->setRows(kCellGroup, {{tr("Position"), tr("Point at a cell of the heatmap"), -1, {}}});
}

Result<void> GridPage::exportPng(const QString &path)
{
    return m_panel->view()->exportPng(path);
}

} // namespace mwb::widgets
