// SPDX-License-Identifier: GPL-3.0-or-later
#include "InspectorController.h"

#include "ArchiveMapping.h"
#include "GridCodecs.h"
#include "MainWindow.h"
#include "ViewController.h"
#include "mwb/widgets/ArchiveTreeModel.h"
#include "mwb/widgets/ArchiveView.h"
#include "mwb/widgets/EntryPreview.h"
#include "mwb/widgets/HexDataSource.h"
#include "mwb/widgets/HexInspector.h"
#include "mwb/widgets/HexView.h"
#include "mwb/widgets/StructureModel.h"
#include "session/ArchiveSession.h"

#include <QDockWidget>
#include <QHeaderView>
#include <QTreeView>
#include <QtConcurrent>

namespace mwb::gui {

namespace {

/// Soft fills for the top-level structure groups, so a header, a table and a directory are told apart at a glance.
const QColor kGroupColours[] = {QColor(0x4e, 0x9a, 0xe6), QColor(0x73, 0xd2, 0x16), QColor(0xf5, 0x79, 0x00),
    QColor(0xad, 0x7f, 0xa8), QColor(0xed, 0xd4, 0x00), QColor(0x06, 0x98, 0x9a)};
const QColor kErrorColour(0xef, 0x29, 0x29);

QDockWidget *makeDock(const QString &title, const QString &objectName, QWidget *widget, QWidget *parent)
{
    auto *dock = new QDockWidget(title, parent);
    dock->setObjectName(objectName);
    dock->setWidget(widget);
    return dock;
}

} // namespace

InspectorController::InspectorController(MainWindow &window, ViewController &layouts)
    : QObject(&window)
    , m_window(window)
    , m_preview(new widgets::EntryPreview(&window))
    , m_hex(new widgets::HexInspector(&window))
    , m_structure(new StructureModel(this))
    , m_structureView(new QTreeView(&window))
{
    m_structureView->setModel(m_structure);
    m_structureView->setUniformRowHeights(true);
    m_structureView->setAlternatingRowColors(true);
    m_structureView->header()->setStretchLastSection(false);
    m_structureView->header()->setSectionResizeMode(StructureModel::NameColumn, QHeaderView::Interactive);
    m_structureView->header()->setSectionResizeMode(StructureModel::ValueColumn, QHeaderView::Stretch);
    for (const int column : {StructureModel::TypeColumn, StructureModel::OffsetColumn, StructureModel::SizeColumn})
        m_structureView->header()->setSectionResizeMode(column, QHeaderView::ResizeToContents);
    m_structureView->setColumnWidth(StructureModel::NameColumn, 220);

    m_structureDock = makeDock(tr("Structure"), QStringLiteral("structureDock"), m_structureView, &window);
    QDockWidget *hexDock = makeDock(tr("Hex"), QStringLiteral("hexDock"), m_hex, &window);
    m_previewDock = makeDock(tr("Preview"), QStringLiteral("previewDock"), m_preview, &window);
    layouts.addDock(m_structureDock, Qt::RightDockWidgetArea, QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_T));
    layouts.addDock(m_previewDock, Qt::RightDockWidgetArea, QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_W));
    layouts.addDock(hexDock, Qt::BottomDockWidgetArea, QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_X));

    connect(&window, &MainWindow::archiveChanged, this, &InspectorController::onArchiveChanged);
    connect(window.archiveView(), &ArchiveView::selectionChanged, this, &InspectorController::onSelectionChanged);
    connect(m_structureView->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
        &InspectorController::onStructureRowChanged);
    connect(m_hex->view(), &widgets::HexView::byteClicked, this, &InspectorController::onByteClicked);
    connect(m_preview, &widgets::EntryPreview::showGridRequested, this, &InspectorController::showGrid);
    connect(m_preview, &widgets::EntryPreview::recordSelected, this, &InspectorController::markContentBytes);
}

void InspectorController::inspectFile(const QString &path, std::optional<Error> failure)
{
    run([path, failure] { return Inspection::ofFile(path, failure); });
}

void InspectorController::onArchiveChanged()
{
    const std::shared_ptr<const Archive> archive = m_window.archive();
    m_mapping = m_window.session().mapping();
    if (!archive) {
        show(Inspection{});
        return;
    }
    run([archive, mapping = m_mapping] { return Inspection::ofArchive(*archive, *mapping); });
}

void InspectorController::onSelectionChanged()
{
    const std::shared_ptr<const Archive> archive = m_window.archive();
    const auto &index = m_window.model()->entryIndex();
    if (!archive || !index || !m_mapping)
        return;
    const auto nodes = m_window.archiveView()->selectedNodes();
    const bool oneFile = nodes.size() == 1 && !index->node(nodes.front()).isDir;
    if (!oneFile) {
        if (m_shown.contentRow >= 0) // leaving an entry: back to the archive's own structure
            run([archive, mapping = m_mapping] { return Inspection::ofArchive(*archive, *mapping); });
        return;
    }
    const EntryIndex::Node &node = index->node(nodes.front());
    const QString path = index->pathOf(nodes.front());
    const int entry = node.entry;
    const qint64 size = node.size;
    if (entry < 0) { // new content of a pending edit: not in the archive file yet
        const std::optional<EntrySource> pending = m_window.session().pendingContent(path);
        if (!pending)
            return;
        m_preview->showMessage(tr("Reading %1…").arg(path));
        run([path, source = *pending] { return Inspection::ofPendingContent(path, source); });
        return;
    }
    if (size > Inspection::kMaxInspectedEntry && GridCodecs::hasGridName(path))
        Q_EMIT gridEntrySelected(entry, path); // not read here: the heatmap reads it itself
    m_preview->showMessage(tr("Reading %1…").arg(path));
    run([archive, mapping = m_mapping, entry, path, size] {
        return Inspection::ofEntry(*archive, *mapping, entry, path, size);
    });
}

void InspectorController::run(std::function<Inspection()> work)
{
    const int generation = ++m_generation;
    m_loading = true;
    auto future = QtConcurrent::run(std::move(work));
    m_pending = QFuture<void>(future);
    future.then(this, [this, generation](Inspection inspection) {
        if (generation != m_generation)
            return; // a newer selection is on its way
        m_loading = false;
        show(std::move(inspection));
    });
}

void InspectorController::show(Inspection inspection)
{
    m_shown = std::move(inspection);
    m_structure->setRoot(m_shown.root);
    m_structureView->expandToDepth(0);
    if (m_shown.preview)
        m_preview->showContent(*m_shown.preview);
    else
        m_preview->showMessage(m_shown.previewMessage);
    const bool errorShown = m_shown.error && m_shown.error->offset >= 0;
    m_showingContent = !m_shown.container || (errorShown && m_shown.errorInContent) || m_shown.contentRow >= 0;
    m_hex->setDataSource(m_showingContent ? m_shown.content : m_shown.container);
    highlightTopLevel();
    if (errorShown && m_showingContent == m_shown.errorInContent) {
        m_hex->view()->setMarkedRange(m_shown.error->offset, 1);
        m_hex->view()->goTo(m_shown.error->offset);
    }
    if (!m_shown.filePath.isEmpty())
        raiseDockFor(m_shown);
    if (m_shown.preview && m_shown.preview->kind == widgets::PreviewKind::Grid && !m_shown.entryPath.isEmpty())
        Q_EMIT gridEntryRead(m_shown.preview->bytes, m_shown.entryPath);
    Q_EMIT inspected(m_shown);
}

void InspectorController::raiseDockFor(const Inspection &inspection)
{
    const bool visual = !inspection.error && inspection.preview
        && (inspection.preview->kind == widgets::PreviewKind::Text
            || inspection.preview->kind == widgets::PreviewKind::Image
            || inspection.preview->kind == widgets::PreviewKind::Table);
    (visual ? m_previewDock : m_structureDock)->raise();
}

void InspectorController::showGrid()
{
    if (!m_shown.entryPath.isEmpty() && m_shown.preview)
        Q_EMIT gridEntryRead(m_shown.preview->bytes, m_shown.entryPath);
    else if (!m_shown.filePath.isEmpty())
        Q_EMIT openRequested(m_shown.filePath);
}

void InspectorController::highlightTopLevel()
{
    std::vector<widgets::HexRange> ranges;
    const StructureNode *space = &m_shown.root;
    if (m_showingContent && m_shown.contentRow >= 0 && m_shown.contentRow < int(m_shown.root.children.size()))
        space = &m_shown.root.children[size_t(m_shown.contentRow)];
    size_t colour = 0;
    for (const StructureNode &child : space->children) {
        if (child.offset < 0 || child.size <= 0)
            continue;
        ranges.push_back({child.offset, child.size, kGroupColours[colour++ % std::size(kGroupColours)], child.name});
    }
    if (m_shown.error && m_shown.error->offset >= 0 && m_showingContent == m_shown.errorInContent)
        ranges.push_back({m_shown.error->offset, 1, kErrorColour, m_shown.error->message});
    m_hex->view()->setHighlights(std::move(ranges));
}

bool InspectorController::isContentRow(const QModelIndex &index) const
{
    QModelIndex top = index;
    while (top.parent().isValid())
        top = top.parent();
    return m_shown.contentRow >= 0 && top.row() == m_shown.contentRow;
}

void InspectorController::showSpace(bool content)
{
    if (content == m_showingContent)
        return;
    const auto &source = content ? m_shown.content : m_shown.container;
    if (!source)
        return;
    m_showingContent = content;
    m_hex->setDataSource(source);
    highlightTopLevel();
}

void InspectorController::onStructureRowChanged(const QModelIndex &current)
{
    if (m_syncing || !current.isValid())
        return;
    const qint64 offset = current.data(StructureModel::OffsetRole).toLongLong();
    const qint64 size = current.data(StructureModel::SizeRole).toLongLong();
    if (offset < 0)
        return;
    showSpace(isContentRow(current));
    m_hex->view()->setMarkedRange(offset, std::max<qint64>(size, 1));
}

void InspectorController::markContentBytes(qint64 offset, qint64 size)
{
    if (!m_shown.content)
        return;
    showSpace(true);
    m_hex->view()->setMarkedRange(offset, std::max<qint64>(size, 1));
    m_hex->view()->goTo(offset);
}

void InspectorController::onByteClicked(qint64 offset)
{
    // With two byte spaces, search only the rows of the one on screen: the content group, or the entry's record.
    QModelIndex within;
    if (m_shown.contentRow >= 0)
        within = m_structure->index(m_showingContent ? m_shown.contentRow : 0, 0);
    const QModelIndex found = m_structure->indexForOffset(offset, within);
    if (!found.isValid())
        return;
    m_syncing = true;
    m_structureView->setCurrentIndex(found);
    m_structureView->scrollTo(found);
    m_syncing = false;
    m_hex->view()->setMarkedRange(found.data(StructureModel::OffsetRole).toLongLong(),
        std::max<qint64>(found.data(StructureModel::SizeRole).toLongLong(), 1));
    m_structureDock->raise();
}

} // namespace mwb::gui
