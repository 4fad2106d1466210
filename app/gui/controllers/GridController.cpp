// SPDX-License-Identifier: GPL-3.0-or-later
#include "GridController.h"

#include "MainWindow.h"
#include "MessagePresenter.h"
#include "controllers/ProgressJob.h"
#include "controllers/ViewController.h"
#include "mwb/widgets/ArchiveTreeModel.h"
#include "mwb/widgets/ArchiveView.h"
#include "mwb/widgets/HeatmapPanel.h"
#include "mwb/widgets/HeatmapView.h"
#include "mwb/widgets/PropertyModel.h"

#include <QAction>
#include <QDir>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QHeaderView>
#include <QTreeView>

namespace mwb::gui {

using widgets::HeatmapPanel;
using widgets::HeatmapView;

GridController::GridController(MainWindow &window, ViewController &layouts)
    : QObject(&window)
    , m_window(window)
    , m_layouts(layouts)
    , m_panel(new HeatmapPanel)
    , m_properties(new PropertyModel(this))
    , m_propertyView(new QTreeView)
{
    m_propertyView->setModel(m_properties);
    m_propertyView->setUniformRowHeights(true);
    m_propertyView->setAlternatingRowColors(true);
    m_propertyView->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_propertyView->header()->setStretchLastSection(false);
    m_propertyView->header()->setSectionResizeMode(PropertyModel::NameColumn, QHeaderView::ResizeToContents);
    m_propertyView->header()->setSectionResizeMode(PropertyModel::ValueColumn, QHeaderView::Stretch);
    m_propertyView->header()->setSectionResizeMode(PropertyModel::OffsetColumn, QHeaderView::ResizeToContents);

    m_heatmapDock = new QDockWidget(tr("Heatmap"), &window);
    m_heatmapDock->setObjectName(QStringLiteral("heatmapDock"));
    m_heatmapDock->setWidget(m_panel);
    layouts.addDock(m_heatmapDock, Qt::RightDockWidgetArea, QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_H));
    m_cellDock = new QDockWidget(tr("Properties"), &window);
    m_cellDock->setObjectName(QStringLiteral("propertiesDock"));
    m_cellDock->setWidget(m_propertyView);
    layouts.addDock(m_cellDock, Qt::RightDockWidgetArea, QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_I));
    m_heatmapDock->hide(); // both appear with the first grid, placed by the ViewController's layouts
    m_cellDock->hide();

    connect(m_panel->view(), &HeatmapView::cellHovered, this, [this](int x, int y, quint8, qint32) {
        showCell(x, y);
    });
    connect(m_panel->exportAction(), &QAction::triggered, this, &GridController::exportPng);
    connect(window.archiveView()->treeView(), &QTreeView::doubleClicked, this, &GridController::onActivated);
    connect(&window, &MainWindow::archiveChanged, this, [this] {
        m_previewPath.clear();
    });
}

void GridController::showDocument(GridDocument document)
{
    m_document = std::move(document);
    const auto &grid = *m_document->grid;
    m_panel->view()->setGrid(m_document->grid, m_document->regions);
    m_panel->updateActions();
    m_panel->setCaption(tr("%1 × %2 · %3").arg(grid.width).arg(grid.height).arg(m_document->label));
    m_heatmapDock->setWindowTitle(tr("Heatmap — %1").arg(QFileInfo(m_document->label).fileName()));

    std::vector<PropertyGroup> groups;
    groups.push_back({tr("Cell"), {}});
    groups.insert(groups.end(), m_document->info.begin(), m_document->info.end());
    m_properties->setGroups(std::move(groups));
    clearCell();
    m_propertyView->expandAll();

    m_layouts.showGridDocks();
    m_window.showStatus(tr("%1: %2, %3 × %4")
                            .arg(QFileInfo(m_document->label).fileName(), m_document->formatName)
                            .arg(grid.width)
                            .arg(grid.height));
    Q_EMIT gridShown();
}

void GridController::previewEntry(int entry, const QString &entryPath)
{
    const std::shared_ptr<const Archive> archive = m_window.archive();
    if (!archive)
        return;
    preview(entryPath, [archive, entry] {
        return archive->readEntry(entry); // this entry only, never the whole archive
    });
}

void GridController::previewEntryBytes(const QByteArray &bytes, const QString &entryPath)
{
    preview(entryPath, [bytes] {
        return Result<QByteArray>(bytes);
    });
}

void GridController::preview(const QString &entryPath, std::function<Result<QByteArray>()> read)
{
    const std::shared_ptr<const Archive> archive = m_window.archive();
    const auto reader = m_window.backend().readGrid;
    if (!archive || !reader)
        return;
    m_pending.cancel(); // a newer preview wins
    m_previewPath = entryPath;
    const QString label = tr("%1 › %2").arg(QFileInfo(archive->path()).fileName(), entryPath);
    auto future = submitProgressJob<GridDocument>(m_window.jobs(), tr("Reading %1").arg(entryPath),
        [read = std::move(read), reader, label](Progress &progress) -> Result<GridDocument> {
            progress.setTotal(2);
            auto bytes = read();
            if (!bytes)
                return bytes.error();
            progress.setDone(1);
            auto document = reader(bytes.value(), label);
            progress.setDone(2);
            return document;
        });
    m_pending = QFuture<void>(future);
    m_loading = true;
    future.then(this, [this](const Result<GridDocument> &document) {
        m_loading = false;
        if (!document) {
            m_window.messages()->showError(document.error());
            return;
        }
        showDocument(document.value());
    });
}

void GridController::showCell(int x, int y)
{
    if (m_document)
        m_properties->setRows(kCellGroup, m_document->cellProperties(x, y));
}

void GridController::clearCell()
{
    m_properties->setRows(kCellGroup, {{tr("Position"), tr("Point at a cell of the heatmap"), -1, {}}});
}

void GridController::onActivated(const QModelIndex &index)
{
    const int node = index.data(ArchiveTreeModel::NodeIdRole).toInt();
    if (index.data(ArchiveTreeModel::CopyRole).toInt() >= 0)
        return; // an "also in" row: the StackController's commands act on it
    const auto &entries = m_window.model()->entryIndex();
    if (!entries || node <= EntryIndex::Root || node >= entries->size())
        return;
    const EntryIndex::Node &entry = entries->node(node);
    const QString path = entries->pathOf(node);
    if (entry.isDir || entry.entry < 0 || path == m_previewPath)
        return;
    previewEntry(entry.entry, path);
}

void GridController::exportPng()
{
    if (!m_document)
        return;
    const QString name = QFileInfo(m_document->label).completeBaseName() + QStringLiteral(".png");
    const QString path = QFileDialog::getSaveFileName(
        &m_window, tr("Export Heatmap"), QDir(m_lastExportDir).filePath(name), tr("PNG images (*.png)"));
    if (path.isEmpty())
        return;
    m_lastExportDir = QFileInfo(path).absolutePath();
    if (const auto written = m_panel->view()->exportPng(path); !written) {
        m_window.messages()->showError(written.error());
        return;
    }
    m_window.showStatus(tr("Exported the heatmap to %1").arg(path));
}

} // namespace mwb::gui
