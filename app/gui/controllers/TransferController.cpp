// SPDX-License-Identifier: GPL-3.0-or-later
#include "TransferController.h"

#include "CurrentArchive.h"
#include "DragOutMimeData.h"
#include "Workbench.h"
#include "documents/ArchiveDocument.h"
#include "documents/DocumentManager.h"
#include "MessagePresenter.h"
#include "mwb/widgets/ArchiveTreeModel.h"
#include "mwb/widgets/ArchiveView.h"

#include <QApplication>
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

TransferController::TransferController(Workbench &workbench, QObject *parent)
    : QObject(parent)
    , m_workbench(workbench)
    , m_current(new CurrentArchive(workbench.documents(), this))
{
    m_current->forEachArchive([this](ArchiveDocument &archive) {
        QWidget *viewport = archive.archiveView()->treeView()->viewport();
        viewport->setAcceptDrops(true);
        viewport->installEventFilter(this);
    });
}

QTreeView *TransferController::tree() const
{
    ArchiveDocument *document = m_current->document();
    return document ? document->archiveView()->treeView() : nullptr;
}

QMimeData *TransferController::createDragData()
{
    const ArchiveDocument *document = m_current->document();
    std::vector<int> entries = m_current->selectedEntries();
    if (!document || entries.empty() || !m_staging.isValid())
        return nullptr;
    const QString dir = m_staging.filePath(QStringLiteral("drag-%1").arg(++m_drags));
    return new DragOutMimeData(
        m_workbench.jobs(), document->archive(), std::move(entries), document->selectedPaths(), dir);
}

void TransferController::startDrag()
{
    QMimeData *mime = createDragData();
    if (!mime)
        return;
    auto *drag = new QDrag(tree());
    drag->setMimeData(mime);
    drag->exec(Qt::CopyAction);
}

bool TransferController::acceptsDrop(const QMimeData *mime) const
{
    const ArchiveDocument *document = m_current->document();
    return document && document->canEdit() && !localFiles(mime).isEmpty()
        && !qobject_cast<const DragOutMimeData *>(mime);
}

QString TransferController::folderAt(QPoint viewportPos) const
{
    const QModelIndex index = tree()->indexAt(viewportPos);
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
    const QString archiveName = QFileInfo(m_current->archive()->path()).fileName();
    const int choice = m_workbench.messages().ask(tr("Add to %1?").arg(archiveName),
        tr("Add %n dropped item(s) to %1 below %2/ (written when you save), or open the first one instead?", nullptr,
            int(files.size()))
            .arg(archiveName, folder),
        {tr("Add"), tr("Open Instead")});
    if (choice == 0) {
        if (auto added = m_current->document()->addLocalFiles(files, folder); !added)
            m_workbench.messages().showError(added.error());
    } else if (choice == 1)
        m_workbench.documents().open(files.constFirst());
}

bool TransferController::eventFilter(QObject *watched, QEvent *event)
{
    const QEvent::Type type = event->type();
    if (type != QEvent::DragEnter && type != QEvent::DragMove && type != QEvent::Drop)
        return false; // before asking for the tree: this also sees the events of a viewport being destroyed
    if (!tree() || watched != tree()->viewport())
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
            = mouse->button() == Qt::LeftButton && tree()->indexAt(m_pressPos).isValid();
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
