// SPDX-License-Identifier: GPL-3.0-or-later
#include "InspectorController.h"

#include "CurrentArchive.h"
#include "ViewController.h"
#include "Workbench.h"
#include "documents/ArchiveDocument.h"
#include "documents/ContentDocument.h"
#include "documents/DocumentManager.h"
#include "documents/FileDocument.h"
#include "mwb/widgets/ColumnChooser.h"
#include "mwb/widgets/HexDataSource.h"
#include "mwb/widgets/HexInspector.h"
#include "mwb/widgets/HexView.h"
#include "mwb/widgets/StructureModel.h"

#include <QDockWidget>
#include <QHeaderView>
#include <QMainWindow>
#include <QTreeView>

namespace mwb::gui {

namespace {

/// Soft fills for the top-level structure groups, so a header, a table and a directory are told apart at a glance.
const QColor kGroupColours[] = {QColor(0x4e, 0x9a, 0xe6), QColor(0x73, 0xd2, 0x16), QColor(0xf5, 0x79, 0x00),
    QColor(0xad, 0x7f, 0xa8), QColor(0xed, 0xd4, 0x00), QColor(0x06, 0x98, 0x9a)};
const QColor kErrorColour(0xef, 0x29, 0x29);
/// The Name column's share of the Structure dock; the Value column takes most of the rest.

QDockWidget *makeDock(const QString &title, const QString &objectName, QWidget *widget, QWidget *parent)
{
    auto *dock = new QDockWidget(title, parent);
    dock->setObjectName(objectName);
    dock->setWidget(widget);
    return dock;
}

} // namespace

InspectorController::InspectorController(Workbench &workbench, ViewController &layouts, QObject *parent)
    : QObject(parent)
    , m_workbench(workbench)
    , m_current(new CurrentArchive(workbench.documents(), this))
    , m_hex(new widgets::HexInspector(&workbench.window()))
    , m_structure(new StructureModel(this))
    , m_structureView(new QTreeView(&workbench.window()))
{
    m_structureView->setModel(m_structure);
    m_structureView->setUniformRowHeights(true);
    m_structureView->setAlternatingRowColors(true);
    m_structureView->header()->setStretchLastSection(false);
    // The value takes what the others leave: the name at a width that shows common ones, the offset and the size as
    // wide as their numbers. The type is one right-click on the header away (hidden by default: at the default
    // window size it would leave the values a few letters).
    QHeaderView *columns = m_structureView->header();
    columns->setSectionResizeMode(QHeaderView::Interactive);
    columns->setSectionResizeMode(StructureModel::ValueColumn, QHeaderView::Stretch);
    for (const int column : {StructureModel::TypeColumn, StructureModel::OffsetColumn, StructureModel::SizeColumn})
        columns->setSectionResizeMode(column, QHeaderView::ResizeToContents);
    const int nameWidth = m_structureView->fontMetrics().horizontalAdvance(QStringLiteral("Data section offset")) + 32;
    columns->resizeSection(StructureModel::NameColumn, nameWidth);
    new widgets::ColumnChooser(*columns, QStringLiteral("structure/hiddenColumns"), {StructureModel::TypeColumn});

    m_structureDock = makeDock(tr("Structure"), QStringLiteral("structureDock"), m_structureView, &workbench.window());
    QDockWidget *hexDock = makeDock(tr("Hex"), QStringLiteral("hexDock"), m_hex, &workbench.window());
    layouts.addDock(m_structureDock, Qt::RightDockWidgetArea, QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_T));
    layouts.addDock(hexDock, Qt::BottomDockWidgetArea, QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_X));

    connect(&workbench.documents(), &DocumentManager::currentChanged, this, &InspectorController::onCurrentDocument);
    connect(m_structureView->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
        &InspectorController::onStructureRowChanged);
    connect(m_hex->view(), &widgets::HexView::byteClicked, this, &InspectorController::onByteClicked);
}

void InspectorController::onCurrentDocument(Document *document)
{
    for (const QMetaObject::Connection &connection : std::as_const(m_documentConnections))
        disconnect(connection);
    m_documentConnections.clear();
    if (auto *archive = qobject_cast<ArchiveDocument *>(document)) {
        m_documentConnections << connect(archive, &ArchiveDocument::selectionChanged, this,
                                     &InspectorController::onSelectionChanged)
                              << connect(archive, &ArchiveDocument::archiveChanged, this,
                                     &InspectorController::onSelectionChanged);
        onSelectionChanged();
        return;
    }
    if (auto *content = qobject_cast<ContentDocument *>(document)) {
        m_documentConnections << connect(content, &ContentDocument::contentChanged, this,
                                     [this, content] { inspectContent(*content); })
                              << connect(content->page(), &widgets::ContentPage::bytesSelected, this,
                                     &InspectorController::markContentBytes);
        inspectContent(*content);
        return;
    }
    m_request.cancel();
    show(Inspection{});
}

void InspectorController::inspectContent(ContentDocument &document)
{
    const auto *file = qobject_cast<const FileDocument *>(&document);
    const std::optional<Error> openError = file ? file->openError() : std::nullopt;
    const QString path = file ? file->location() : QString();
    run([content = document.content(), openError, path] { return Inspection::ofContent(content, openError, path); });
}

void InspectorController::onSelectionChanged()
{
    const ArchiveDocument *document = m_current->document();
    if (!document)
        return;
    const std::shared_ptr<const Archive> archive = document->archive();
    const auto &nodes = document->selectedNodes();
    const auto &index = document->index();
    const bool oneFile = nodes.size() == 1 && !index->node(nodes.front()).isDir;
    if (!oneFile) {
        run([archive] { return Inspection::ofArchive(archive); });
        return;
    }
    const EntryIndex::Node &node = index->node(nodes.front());
    const QString path = index->pathOf(nodes.front());
    if (node.entry < 0) { // new content of a pending edit: not in the archive file yet
        const std::optional<EntrySource> pending = document->pendingContent(path);
        if (pending)
            run([path, source = *pending] { return Inspection::ofPendingContent(path, source); });
        return;
    }
    run([archive, entry = node.entry, path, size = node.size] {
        return Inspection::ofEntry(archive, entry, path, size);
    });
}

void InspectorController::run(std::function<Inspection()> work)
{
    m_request.runQuietly<Inspection>(
        m_workbench.jobs(), this, [work = std::move(work)](Progress &) { return Result<Inspection>(work()); },
        [this](const Result<Inspection> &inspection) { show(*inspection); });
}

void InspectorController::show(Inspection inspection)
{
    m_shown = std::move(inspection);
    if (ArchiveDocument *archive = m_current->document(); archive && m_shown.parsed && !m_shown.entryPath.isEmpty())
        archive->rememberContent(m_shown.parsed); // opening the entry next needs no second read
    m_structure->setRoot(m_shown.root);
    m_structureView->expandToDepth(0);
    const bool errorShown = m_shown.error && m_shown.error->offset >= 0;
    m_showingContent = !m_shown.container || (errorShown && m_shown.errorInContent) || m_shown.contentRow >= 0;
    m_hex->setDataSource(m_showingContent ? m_shown.content : m_shown.container);
    highlightTopLevel();
    if (errorShown && m_showingContent == m_shown.errorInContent) {
        m_hex->view()->setMarkedRange(m_shown.error->offset, 1);
        m_hex->view()->goTo(m_shown.error->offset);
        m_structureDock->raise();
    }
    Q_EMIT inspected(m_shown);
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
