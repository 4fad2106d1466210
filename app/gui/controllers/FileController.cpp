// SPDX-License-Identifier: GPL-3.0-or-later
#include "FileController.h"

#include "GridCodecs.h"
#include "GridDocument.h"
#include "MainWindow.h"
#include "MessagePresenter.h"
#include "controllers/ProgressJob.h"
#include "controllers/RecentFiles.h"
#include "dialogs/NewArchiveDialog.h"
#include "session/ArchiveSession.h"
#include "session/UnsavedEdits.h"

#include <QAction>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QLocale>
#include <QMenuBar>
#include <QMimeData>

#include <optional>
#include <utility>

namespace mwb::gui {

namespace {

/// What the open job hands back to the GUI thread: an archive with its index, a grid, or neither (a file shown
/// on its own in the inspector).
struct LoadedFile
{
    OpenedArchive archive;
    std::optional<GridDocument> grid;
};

/// The decision described on FileController: archive by content, archive by name, grid by name, else a file.
Result<LoadedFile> loadFile(const Backend &backend, const QString &path, const QStringList &listfiles,
    Progress &progress)
{
    progress.setTotal(2);
    auto opened = backend.open(path, OpenOptions{listfiles});
    if (!opened && opened.error().code == ErrorCode::BadMagic) {
        const FormatDescription *named = FormatRegistry::byFileName(path);
        if (named && named->can(Capability::Read)) // named like an archive: what its parser found is the answer
            return opened.error();
        LoadedFile file;
        if (backend.openGrid && GridCodecs::hasGridName(path)) {
            auto grid = backend.openGrid(path);
            if (!grid)
                return grid.error();
            file.grid = std::move(grid).value();
        }
        progress.setDone(2);
        return file;
    }
    if (!opened)
        return opened.error();
    progress.setDone(1);
    LoadedFile file{OpenedArchive::prepare(std::move(opened).value(), backend.edit), std::nullopt};
    progress.setDone(2);
    return file;
}

QString firstLocalFile(const QMimeData *mime)
{
    if (!mime || !mime->hasUrls())
        return {};
    for (const QUrl &url : mime->urls()) {
        if (url.isLocalFile() && QFileInfo(url.toLocalFile()).isFile())
            return url.toLocalFile();
    }
    return {};
}

} // namespace

FileController::FileController(MainWindow &window)
    : QObject(&window)
    , m_window(window)
{
    QMenu *menu = window.menuBar()->addMenu(tr("&File"));
    m_menu = menu;
    m_new = menu->addAction(tr("&New Archive…"), this, &FileController::chooseNewArchive);
    m_new->setShortcut(QKeySequence::New);
    m_new->setVisible(static_cast<bool>(window.backend().create));
    QAction *open = menu->addAction(tr("&Open…"), this, &FileController::chooseAndOpen);
    open->setShortcut(QKeySequence::Open);
    m_recentMenu = menu->addMenu(tr("Open &Recent"));
    connect(m_recentMenu, &QMenu::aboutToShow, this, &FileController::rebuildRecentMenu);
    rebuildRecentMenu();
    m_openGroupEnd = menu->addSeparator();
    m_save = menu->addAction(tr("&Save"), this, &FileController::save);
    m_save->setShortcut(QKeySequence::Save);
    m_saveAs = menu->addAction(tr("Save &As…"), this, &FileController::chooseSaveAsPath);
    m_saveAs->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S));
    m_close = menu->addAction(tr("&Close"), this, &FileController::closeArchive);
    m_close->setShortcut(QKeySequence::Close);
    menu->addSeparator();
    QAction *quit = menu->addAction(tr("&Quit"), &window, &QWidget::close);
    // QKeySequence::Quit is empty on some platforms (X11 without a desktop theme); Ctrl+Q is the convention there.
    quit->setShortcut(QKeySequence::keyBindings(QKeySequence::Quit).value(0, QKeySequence(Qt::CTRL | Qt::Key_Q)));
    quit->setMenuRole(QAction::QuitRole);

    ArchiveSession &session = window.session();
    connect(&window, &MainWindow::archiveChanged, this, &FileController::updateActions);
    connect(&session, &ArchiveSession::modifiedChanged, this, &FileController::updateActions);
    connect(&session, &ArchiveSession::savingChanged, this, &FileController::updateActions);
    connect(&session, &ArchiveSession::saved, this, [this](const CommitReport &report) {
        m_window.showStatus(tr("Saved %1 (%n entries, %2)", nullptr, report.entries)
                                .arg(QFileInfo(report.outputPath).fileName(),
                                    QLocale().formattedDataSize(report.outputBytes)));
        if (!std::exchange(m_leavingAfterSave, false)) // closing or opening another file: no need to reopen
            startOpen(QFileInfo(report.outputPath).absoluteFilePath());
    });
    connect(&session, &ArchiveSession::saveFailed, this, [this](const Error &error) {
        m_leavingAfterSave = false;
        m_window.messages()->showError(error);
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
    const ArchiveSession &session = m_window.session();
    const bool open = session.archive() != nullptr || !m_window.standaloneFile().isEmpty();
    m_close->setEnabled(open);
    m_save->setEnabled(open && !session.isSaving());
    m_saveAs->setEnabled(session.archive() && session.canEdit());
    m_saveAs->setToolTip(session.archive() && !session.canEdit() ? session.readOnlyReason()
                                                                 : tr("Save the archive with its edits as another file"));
}

void FileController::save()
{
    m_window.session().save();
}

void FileController::saveAs(const QString &path)
{
    m_window.session().save(path);
}

void FileController::chooseNewArchive()
{
    NewArchiveDialog dialog(&m_window);
    if (dialog.exec() == QDialog::Accepted)
        createArchive(dialog.formatId(), dialog.presetId(), dialog.outputPath());
}

void FileController::createArchive(const QString &formatId, const QString &presetId, const QString &path)
{
    const QString absolute = QFileInfo(path).absoluteFilePath();
    auto create = m_window.backend().create;
    auto future = submitProgressJob<CommitReport>(m_window.jobs(), tr("Creating %1").arg(QFileInfo(path).fileName()),
        [create, formatId, presetId, absolute](Progress &progress) -> Result<CommitReport> {
            auto writer = create(formatId, presetId);
            if (!writer)
                return writer.error();
            return (*writer)->commit(absolute, progress);
        });
    future.then(this, [this, absolute](const Result<CommitReport> &created) {
        if (!created) {
            m_window.messages()->showError(created.error());
            return;
        }
        openFile(absolute);
    });
}

void FileController::chooseSaveAsPath()
{
    const std::shared_ptr<const Archive> &archive = m_window.archive();
    if (!archive)
        return;
    const QString path = QFileDialog::getSaveFileName(&m_window, tr("Save As"), archive->path(),
        tr("%1 (%2)").arg(archive->formatName(), archive->format().globPatterns()));
    if (!path.isEmpty())
        saveAs(path);
}

void FileController::openFile(const QString &path)
{
    const QString absolute = QFileInfo(path).absoluteFilePath();
    const Settled settled
        = UnsavedEdits::settle(m_window.session(), *m_window.messages(), [this, absolute] { startOpen(absolute); });
    m_leavingAfterSave = settled == Settled::AfterSave;
    if (settled == Settled::Proceed)
        startOpen(absolute);
}

void FileController::startOpen(const QString &absolute)
{
    // A newer request wins; the older result is dropped. Only a running job is canceled: Qt 6.4's cancel() on a
    // finished future touches its continuation's future, which is freed once the continuation has run.
    if (!m_pending.isFinished())
        m_pending.cancel();
    const Backend backend = m_window.backend();
    const QStringList listfiles = m_listfiles.value(absolute);
    auto future = submitProgressJob<LoadedFile>(m_window.jobs(), tr("Opening %1").arg(QFileInfo(absolute).fileName()),
        [backend, absolute, listfiles](Progress &progress) {
            return loadFile(backend, absolute, listfiles, progress);
        });
    m_pending = QFuture<void>(future);
    future.then(this, [this, absolute](const Result<LoadedFile> &loaded) {
        if (!loaded) {
            if (!QFileInfo::exists(absolute))
                RecentFiles::remove(absolute); // a stale recent entry
            m_window.messages()->showError(loaded.error());
            if (loaded.error().code == ErrorCode::Canceled)
                return;
            if (!m_window.archive()) // the inspector shows the file with its failing byte
                Q_EMIT contentLayoutChosen(ContentLayout::File);
            Q_EMIT openFailed(absolute, loaded.error());
            return;
        }
        if (loaded->grid) {
            Q_EMIT contentLayoutChosen(ContentLayout::Grid);
            m_window.showStandaloneFile(absolute);
            Q_EMIT gridOpened(absolute, *loaded->grid);
        } else if (loaded->archive.archive) {
            Q_EMIT contentLayoutChosen(ContentLayout::Archive);
            m_window.setArchive(loaded->archive);
        } else {
            Q_EMIT contentLayoutChosen(ContentLayout::File);
            m_window.showStandaloneFile(absolute);
            Q_EMIT fileOpened(absolute);
        }
        RecentFiles::add(absolute);
    });
}

void FileController::addListfiles(const QString &archivePath, const QStringList &listfiles)
{
    QStringList &kept = m_listfiles[QFileInfo(archivePath).absoluteFilePath()];
    for (const QString &file : listfiles) {
        const QString absolute = QFileInfo(file).absoluteFilePath();
        if (!kept.contains(absolute))
            kept << absolute;
    }
}

QStringList FileController::listfiles(const QString &archivePath) const
{
    return m_listfiles.value(QFileInfo(archivePath).absoluteFilePath());
}

void FileController::closeArchive()
{
    const auto close = [this] {
        m_pending.cancel();
        Q_EMIT contentLayoutChosen(ContentLayout::Archive);
        m_window.setArchive({});
    };
    const Settled settled = UnsavedEdits::settle(m_window.session(), *m_window.messages(), close);
    m_leavingAfterSave = settled == Settled::AfterSave;
    if (settled == Settled::Proceed)
        close();
}

void FileController::chooseAndOpen()
{
    const QStringList recent = RecentFiles::load();
    const QString start = recent.isEmpty() ? QString() : QFileInfo(recent.constFirst()).absolutePath();
    const QString path = QFileDialog::getOpenFileName(
        &m_window, tr("Open File"), start,
        FormatRegistry::openDialogFilters().join(QStringLiteral(";;")));
    if (!path.isEmpty())
        openFile(path);
}

void FileController::rebuildRecentMenu()
{
    m_recentMenu->clear();
    const QStringList files = RecentFiles::load();
    for (qsizetype i = 0; i < files.size(); ++i) {
        const QString &file = files.at(i);
        const QString label = QStringLiteral("&%1 %2").arg((i + 1) % 10).arg(QFileInfo(file).fileName());
        QAction *action = m_recentMenu->addAction(label, this, [this, file] {
            openFile(file);
        });
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
    if (watched == &m_window && event->type() == QEvent::DragEnter) {
        auto *drag = static_cast<QDragEnterEvent *>(event);
        if (!firstLocalFile(drag->mimeData()).isEmpty()) {
            drag->acceptProposedAction();
            return true;
        }
    } else if (watched == &m_window && event->type() == QEvent::Drop) {
        auto *drop = static_cast<QDropEvent *>(event);
        const QString file = firstLocalFile(drop->mimeData());
        if (!file.isEmpty()) {
            drop->acceptProposedAction();
            openFile(file);
            return true;
        }
    }
    return QObject::eventFilter(watched, event);
}

} // namespace mwb::gui
