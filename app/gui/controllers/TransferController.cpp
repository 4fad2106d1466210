// SPDX-License-Identifier: GPL-3.0-or-later
#include "TransferController.h"

#include "DragOutMimeData.h"
#include "FileController.h"
#include "MainWindow.h"
#include "MessagePresenter.h"
#include "RepackJob.h"
#include "mwb/widgets/ArchiveTreeModel.h"
#include "mwb/widgets/ArchiveView.h"

#include <QApplication>
#include <QDirIterator>
#include <QDrag>
#include <QDropEvent>
#include <QFileInfo>
#include <QMimeData>
#include <QMouseEvent>
#include <QTreeView>

namespace mwb::gui {

namespace {

QString defaultFolder()
{
    return QStringLiteral("MEDIA");
}

QStringList localFiles(const QMimeData *mime)
{
    QStringList files;
    if (!mime || !mime->hasUrls())
        return files;
    for (const QUrl &url : mime->urls()) {
        if (url.isLocalFile())
            files << url.toLocalFile();
    }
    return files;
}

} // namespace

TransferController::TransferController(MainWindow &window)
    : QObject(&window)
    , m_window(window)
{
    QWidget *viewport = window.archiveView()->treeView()->viewport();
    viewport->setAcceptDrops(true);
    viewport->installEventFilter(this);
}

std::vector<FileChange> TransferController::changesFor(const QStringList &files, const QString &targetFolder)
{
    std::vector<FileChange> changes;
    const QString prefix = targetFolder.isEmpty() ? QString() : targetFolder + QLatin1Char('/');
    for (const QString &file : files) {
        const QFileInfo info(file);
        if (info.isFile()) {
            changes.push_back({prefix + info.fileName(), info.absoluteFilePath(), {}, true});
            continue;
        }
        const QDir root(info.absoluteFilePath());
        QDirIterator it(root.path(), QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString path = it.next();
            changes.push_back(
                {prefix + info.fileName() + QLatin1Char('/') + root.relativeFilePath(path), path, {}, true});
        }
    }
    return changes;
}

void TransferController::addFiles(const QStringList &files, const QString &targetFolder)
{
    const std::shared_ptr<const Archive> archive = m_window.archive();
    if (!archive || !m_window.backend().repack)
        return;
    std::vector<FileChange> changes = changesFor(files, targetFolder);
    if (changes.empty())
        return;
    const QString path = archive->path();
    const QString title = tr("Adding %n file(s) to %1", nullptr, int(changes.size())).arg(QFileInfo(path).fileName());
    RepackJob::start(m_window, this, {path, title, std::move(changes), {}}, [this](const Result<PackOutcome> &result) {
        if (result)
            Q_EMIT repacked(result.value());
    });
}

QMimeData *TransferController::createDragData()
{
    const std::shared_ptr<const Archive> archive = m_window.archive();
    const auto &index = m_window.model()->entryIndex();
    if (!archive || !index || !m_staging.isValid())
        return nullptr;
    std::vector<int> entries;
    QStringList dragged;
    for (const EntryIndex::NodeId node : m_window.archiveView()->selectedNodes()) {
        index->collectEntries(node, entries);
        dragged << index->pathOf(node);
    }
    if (entries.empty())
        return nullptr;
    std::sort(entries.begin(), entries.end());
    entries.erase(std::unique(entries.begin(), entries.end()), entries.end());
    const QString dir = m_staging.filePath(QStringLiteral("drag-%1").arg(++m_drags));
    return new DragOutMimeData(m_window.jobs(), archive, std::move(entries), dragged, dir);
}

void TransferController::startDrag()
{
    QMimeData *mime = createDragData();
    if (!mime)
        return;
    auto *drag = new QDrag(m_window.archiveView()->treeView());
    drag->setMimeData(mime);
    drag->exec(Qt::CopyAction);
}

bool TransferController::acceptsDrop(const QMimeData *mime) const
{
    const std::shared_ptr<const Archive> archive = m_window.archive();
    const Backend &backend = m_window.backend();
    return archive && backend.repack && backend.canRepack && backend.canRepack(*archive) && !localFiles(mime).isEmpty()
        && !qobject_cast<const DragOutMimeData *>(mime);
}

QString TransferController::folderAt(QPoint viewportPos) const
{
    const QModelIndex index = m_window.archiveView()->treeView()->indexAt(viewportPos);
    if (!index.isValid())
        return defaultFolder();
    const QModelIndex row = index.siblingAtColumn(0);
    const QString path = row.data(ArchiveTreeModel::PathRole).toString();
    if (row.data(ArchiveTreeModel::IsDirRole).toBool())
        return path;
    const qsizetype slash = path.lastIndexOf(QLatin1Char('/'));
    return slash > 0 ? path.left(slash) : defaultFolder();
}

void TransferController::handleDrop(QDropEvent *event)
{
    const QStringList files = localFiles(event->mimeData());
    const QString folder = folderAt(event->position().toPoint());
    event->acceptProposedAction();
    const QString archiveName = QFileInfo(m_window.archive()->path()).fileName();
    const int choice = m_window.messages()->ask(tr("Add to %1?").arg(archiveName),
        tr("Add %n dropped item(s) to %1 below %2/ and save the mod, or open the first one instead?", nullptr,
            int(files.size()))
            .arg(archiveName, folder),
        {tr("Add and Save"), tr("Open Instead")});
    if (choice == 0)
        addFiles(files, folder);
    else if (choice == 1)
        m_window.fileController()->openFile(files.constFirst());
}

bool TransferController::eventFilter(QObject *watched, QEvent *event)
{
    if (watched != m_window.archiveView()->treeView()->viewport())
        return false;
    switch (event->type()) {
    case QEvent::DragEnter:
    case QEvent::DragMove: {
        auto *drag = static_cast<QDragMoveEvent *>(event);
        if (!acceptsDrop(drag->mimeData()))
            return false; // the window opens dropped files
        drag->acceptProposedAction();
        return true;
    }
    case QEvent::Drop: {
        auto *drop = static_cast<QDropEvent *>(event);
        if (!acceptsDrop(drop->mimeData()))
            return false;
        handleDrop(drop);
        return true;
    }
    case QEvent::MouseButtonPress: {
        const auto *mouse = static_cast<QMouseEvent *>(event);
        m_pressPos = mouse->position().toPoint();
        m_pressed
            = mouse->button() == Qt::LeftButton && m_window.archiveView()->treeView()->indexAt(m_pressPos).isValid();
        return false;
    }
    case QEvent::MouseButtonRelease:
        m_pressed = false;
        return false;
    case QEvent::MouseMove: {
        const auto *mouse = static_cast<QMouseEvent *>(event);
        if (!m_pressed || !(mouse->buttons() & Qt::LeftButton)
            || (mouse->position().toPoint() - m_pressPos).manhattanLength() < QApplication::startDragDistance())
            return false;
        m_pressed = false;
        startDrag();
        return true;
    }
    default:
        return false;
    }
}

} // namespace mwb::gui
