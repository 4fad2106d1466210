// SPDX-License-Identifier: GPL-3.0-or-later
#include "FileController.h"

#include "MessagePresenter.h"
#include "Workbench.h"
#include "controllers/ProgressJob.h"
#include "controllers/RecentFiles.h"
#include "dialogs/NewArchiveDialog.h"
#include "documents/ArchiveDocument.h"
#include "documents/DocumentManager.h"
#include "documents/FileDocument.h"
#include "mwb/core/FormatRegistry.h"

#include <QAction>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QLocale>
#include <QMainWindow>
#include <QMenuBar>
#include <QMimeData>

namespace mwb::gui {

namespace {

/// The first local file or folder among the URLs of a drag.
QString firstLocalPath(const QMimeData *mime)
{
    if (!mime || !mime->hasUrls())
        return {};
    for (const QUrl &url : mime->urls()) {
        if (url.isLocalFile() && QFileInfo::exists(url.toLocalFile()))
            return url.toLocalFile();
    }
    return {};
}

} // namespace

FileController::FileController(Workbench &workbench, QObject *parent)
    : QObject(parent)
    , m_workbench(workbench)
{
    QMainWindow &window = workbench.window();
    QMenu *menu = window.menuBar()->addMenu(tr("&File"));
    m_menu = menu;
    m_new = menu->addAction(tr("&New Archive…"), this, &FileController::chooseNewArchive);
    m_new->setShortcut(QKeySequence::New);
    m_new->setVisible(static_cast<bool>(workbench.backend().create));
    QAction *open = menu->addAction(tr("&Open…"), this, &FileController::chooseAndOpen);
    open->setShortcut(QKeySequence::Open);
    QAction *openFolder = menu->addAction(tr("Open &Folder…"), this, &FileController::chooseAndOpenFolder);
    openFolder->setToolTip(tr("Browse a folder's files as a read-only archive (a Torchlight 2 mod folder, an "
                              "extracted archive); a WoW Data folder opens as its stack"));
    openFolder->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_K, Qt::CTRL | Qt::Key_O)); // as in code editors
    m_recentMenu = menu->addMenu(tr("Open &Recent"));
    connect(m_recentMenu, &QMenu::aboutToShow, this, &FileController::rebuildRecentMenu);
    rebuildRecentMenu();
    m_openGroupEnd = menu->addSeparator();
    m_save = menu->addAction(tr("&Save"), this, &FileController::save);
    m_save->setShortcut(QKeySequence::Save);
    m_saveAs = menu->addAction(tr("Save &As…"), this, &FileController::chooseSaveAsPath);
    m_saveAs->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S));
    m_saveAll = menu->addAction(tr("Save A&ll"), this, &FileController::saveAll);
    m_saveAll->setShortcut(QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_S));
    m_close = menu->addAction(tr("&Close"), this, &FileController::closeCurrent);
    m_close->setShortcut(QKeySequence::Close);
    menu->addSeparator();
    QAction *quit = menu->addAction(tr("&Quit"), &window, &QWidget::close);
    // QKeySequence::Quit is empty on some platforms (X11 without a desktop theme); Ctrl+Q is the convention there.
    quit->setShortcut(QKeySequence::keyBindings(QKeySequence::Quit).value(0, QKeySequence(Qt::CTRL | Qt::Key_Q)));
    quit->setMenuRole(QAction::QuitRole);

    DocumentManager &documents = workbench.documents();
    connect(&documents, &DocumentManager::currentChanged, this, &FileController::updateActions);
    connect(&documents, &DocumentManager::documentOpened, this, [this](Document *document) {
        connect(document, &Document::modifiedChanged, this, &FileController::updateActions);
        connect(document, &Document::editableChanged, this, &FileController::updateActions);
        if (document->type() != Document::Type::Entry && !document->location().contains(QLatin1String("::")))
            RecentFiles::add(document->location());
        if (auto *archive = qobject_cast<ArchiveDocument *>(document)) {
            connect(archive, &ArchiveDocument::committed, this, [this](const CommitReport &report) {
                m_workbench.showStatus(tr("Saved %1 (%n entries, %2)", nullptr, report.entries)
                                           .arg(QFileInfo(report.outputPath).fileName(),
                                               QLocale().formattedDataSize(report.outputBytes)));
            });
        }
    });
    connect(&documents, &DocumentManager::openFailed, this, [](const QString &path) {
        if (!QFileInfo::exists(path))
            RecentFiles::remove(path); // a stale recent entry
    });
    updateActions();
    window.setAcceptDrops(true);
    window.installEventFilter(this);
}

void FileController::addOpenAction(QAction *action)
{
    m_menu->insertAction(m_openGroupEnd, action);
}

void FileController::updateActions()
{
    const Document *current = m_workbench.documents().current();
    const bool editable = current && current->canEdit();
    m_close->setEnabled(current);
    m_save->setEnabled(current && !current->isSaving());
    m_saveAll->setEnabled(!m_workbench.documents().documents().isEmpty());
    const bool savesAs = current && current->type() != Document::Type::Entry && editable;
    m_saveAs->setEnabled(savesAs);
    m_saveAs->setToolTip(current && !editable ? current->readOnlyReason()
                                              : tr("Save the document with its changes as another file"));
}

void FileController::openFile(const QString &path)
{
    m_workbench.documents().open(path);
}

void FileController::save()
{
    if (Document *current = m_workbench.documents().current())
        current->save();
}

void FileController::saveAs(const QString &path)
{
    if (Document *current = m_workbench.documents().current())
        current->save(path);
}

void FileController::saveAll()
{
    DocumentManager &documents = m_workbench.documents();
    static_cast<void>(documents.settle(documents.documents(), [] {}));
}

void FileController::closeCurrent()
{
    m_workbench.documents().close(m_workbench.documents().current());
}

void FileController::chooseNewArchive()
{
    NewArchiveDialog dialog(&m_workbench.window());
    if (dialog.exec() == QDialog::Accepted)
        createArchive(dialog.formatId(), dialog.presetId(), dialog.outputPath());
}

void FileController::createArchive(const QString &formatId, const QString &presetId, const QString &path)
{
    const QString absolute = QFileInfo(path).absoluteFilePath();
    auto create = m_workbench.backend().create;
    auto future = submitProgressJob<CommitReport>(m_workbench.jobs(), tr("Creating %1").arg(QFileInfo(path).fileName()),
        [create, formatId, presetId, absolute](Progress &progress) -> Result<CommitReport> {
            auto writer = create(formatId, presetId);
            if (!writer)
                return writer.error();
            return (*writer)->commit(absolute, progress);
        });
    future.then(this, [this, absolute](const Result<CommitReport> &created) {
        if (!created) {
            m_workbench.messages().showError(created.error());
            return;
        }
        openFile(absolute);
    });
}

void FileController::chooseSaveAsPath()
{
    const Document *current = m_workbench.documents().current();
    if (!current)
        return;
    QString filter;
    if (const auto *archive = qobject_cast<const ArchiveDocument *>(current))
        filter = tr("%1 (%2)").arg(archive->archive()->formatName(), archive->archive()->format().globPatterns());
    const QString path = QFileDialog::getSaveFileName(&m_workbench.window(), tr("Save As"), current->location(), filter);
    if (!path.isEmpty())
        saveAs(path);
}

void FileController::chooseAndOpen()
{
    const QStringList recent = RecentFiles::load();
    const QString start = recent.isEmpty() ? QString() : QFileInfo(recent.constFirst()).absolutePath();
    const QString path = QFileDialog::getOpenFileName(
        &m_workbench.window(), tr("Open File"), start, FormatRegistry::openDialogFilters().join(QStringLiteral(";;")));
    if (!path.isEmpty())
        openFile(path);
}

void FileController::chooseAndOpenFolder()
{
    const QStringList recent = RecentFiles::load();
    const QString start = recent.isEmpty() ? QString() : QFileInfo(recent.constFirst()).absolutePath();
    const QString folder = QFileDialog::getExistingDirectory(&m_workbench.window(), tr("Open Folder"), start);
    if (!folder.isEmpty())
        openFile(folder);
}

void FileController::rebuildRecentMenu()
{
    m_recentMenu->clear();
    const QStringList files = RecentFiles::load();
    for (qsizetype i = 0; i < files.size(); ++i) {
        const QString &file = files.at(i);
        const QString label = QStringLiteral("&%1 %2").arg((i + 1) % 10).arg(QFileInfo(file).fileName());
        QAction *action = m_recentMenu->addAction(label, this, [this, file] { openFile(file); });
        action->setData(file);
        action->setToolTip(file);
        action->setStatusTip(file);
    }
    if (!files.isEmpty())
        m_recentMenu->addSeparator();
    QAction *clear = m_recentMenu->addAction(tr("&Clear Recent Files"), this, [this] {
        RecentFiles::clear();
        rebuildRecentMenu();
    });
    clear->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Delete));
    clear->setEnabled(!files.isEmpty());
}

bool FileController::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == &m_workbench.window() && event->type() == QEvent::DragEnter) {
        auto *drag = static_cast<QDragEnterEvent *>(event);
        if (!firstLocalPath(drag->mimeData()).isEmpty()) {
            drag->acceptProposedAction();
            return true;
        }
    } else if (watched == &m_workbench.window() && event->type() == QEvent::Drop) {
        auto *drop = static_cast<QDropEvent *>(event);
        const QString file = firstLocalPath(drop->mimeData());
        if (!file.isEmpty()) {
            drop->acceptProposedAction();
            openFile(file);
            return true;
        }
    }
    return QObject::eventFilter(watched, event);
}

} // namespace mwb::gui
