// SPDX-License-Identifier: GPL-3.0-or-later
#include "MainWindow.h"

#include "GridDocument.h"
#include "MessagePresenter.h"
#include "controllers/ArchiveController.h"
#include "controllers/CompareController.h"
#include "controllers/ConflictsController.h"
#include "controllers/DatEditController.h"
#include "controllers/EditController.h"
#include "controllers/EntryAttributesController.h"
#include "controllers/FileController.h"
#include "controllers/GridController.h"
#include "controllers/ImageExportController.h"
#include "controllers/InspectorController.h"
#include "controllers/JobsController.h"
#include "controllers/ShadowedCopyController.h"
#include "controllers/StackController.h"
#include "controllers/TransferController.h"
#include "controllers/ViewController.h"
#include "mwb/widgets/ArchiveTreeModel.h"
#include "mwb/widgets/ArchiveView.h"
#include "session/ArchiveSession.h"
#include "session/UnsavedEdits.h"

#include <QCloseEvent>
#include <QFileInfo>
#include <QLabel>
#include <QLocale>
#include <QStatusBar>

namespace mwb::gui {

MainWindow::MainWindow(Backend backend, QWidget *parent)
    : QMainWindow(parent)
    , m_backend(std::move(backend))
    , m_model(new ArchiveTreeModel(this))
    , m_view(new ArchiveView(this))
    , m_summary(new QLabel(this))
    , m_messages(new MessagePresenter(this))
{
    m_session = new ArchiveSession(m_backend.edit, m_jobs, this);
    setObjectName(QStringLiteral("MainWindow"));
    setWindowIcon(QIcon(QStringLiteral(":/icons/mwb.svg")));
    m_view->setModel(m_model);
    m_view->setContentsMargins(4, 4, 4, 0);
    setCentralWidget(m_view);
    statusBar()->addWidget(m_summary, 1);
    resize(1100, 700); // the default layout's dock sizes follow it; a saved geometry replaces it

    connect(m_session, &ArchiveSession::archiveChanged, this, &MainWindow::onArchiveReplaced);
    connect(m_session, &ArchiveSession::planChanged, this, &MainWindow::onPlanChanged);
    connect(m_session, &ArchiveSession::modifiedChanged, this, &QWidget::setWindowModified);
    connect(m_session, &ArchiveSession::savingChanged, this, [this] { m_model->setRenamable(m_session->canEdit()); });
    connect(m_view, &ArchiveView::selectionChanged, this, [this] { m_session->setSelection(m_view->selectedNodes()); });

    createControllers();
    m_layouts->restoreLayout();

    updateTexts();
}

void MainWindow::createControllers()
{
    auto *file = m_file = new FileController(*this);
    new EditController(*this);
    new EntryAttributesController(*this);
    auto *archive = new ArchiveController(*this);
    new ImageExportController(*this, *archive->menu()); // adds to the Archive menu and the tree's context menu
    m_layouts = new ViewController(*this);
    new JobsController(*this, *m_layouts);
    auto *grids = new GridController(*this, *m_layouts);
    auto *transfer = new TransferController(*this);
    auto *inspector = new InspectorController(*this, *m_layouts);
    auto *datEdit = new DatEditController(*this, *inspector->preview());
    m_stack = new StackController(*this, *file, *m_layouts);
    auto *copies = new ShadowedCopyController(*this);
    new CompareController(*this, *file->menu(), file->closeAction());
    new ConflictsController(*this, *file->menu(), file->closeAction());

    connect(file, &FileController::contentLayoutChosen, m_layouts, &ViewController::showContent);
    connect(file, &FileController::gridOpened, this, [grids, inspector](const QString &path, const GridDocument &grid) {
        grids->showDocument(grid);
        inspector->inspectFile(path);
    });
    connect(file, &FileController::fileOpened, inspector, [inspector](const QString &path) {
        inspector->inspectFile(path);
    });
    connect(file, &FileController::openFailed, inspector, [inspector](const QString &path, const Error &failure) {
        inspector->inspectFile(path, failure);
    });
    connect(archive, &ArchiveController::openRequested, file, &FileController::openFile);
    connect(archive, &ArchiveController::listfilesAdded, file, &FileController::addListfiles);
    connect(transfer, &TransferController::openRequested, file, &FileController::openFile);
    connect(copies, &ShadowedCopyController::openRequested, file, &FileController::openFile);
    connect(inspector, &InspectorController::openRequested, file, &FileController::openFile);
    connect(inspector, &InspectorController::gridEntrySelected, grids, &GridController::previewEntry);
    connect(inspector, &InspectorController::gridEntryRead, grids, &GridController::previewEntryBytes);
    connect(inspector, &InspectorController::inspected, datEdit, &DatEditController::onInspected);
    connect(datEdit, &DatEditController::fileRewritten, inspector, [inspector](const QString &path) {
        inspector->inspectFile(path);
    });
}

void MainWindow::showStatus(const QString &text)
{
    constexpr int kStatusMs = 8000;
    statusBar()->showMessage(text, kStatusMs);
}

MainWindow::~MainWindow()
{
    m_jobs.cancelAllAndWait();
}

const std::shared_ptr<const Archive> &MainWindow::archive() const
{
    return m_session->archive();
}

void MainWindow::setArchive(OpenedArchive opened)
{
    m_standaloneFile.clear();
    m_session->setArchive(std::move(opened));
}

void MainWindow::openFiles(const QStringList &files)
{
    if (files.size() > 1 || (files.size() == 1 && QFileInfo(files.constFirst()).isDir()))
        m_stack->openStack(files);
    else if (!files.isEmpty())
        m_file->openFile(files.constFirst());
}

void MainWindow::showStandaloneFile(const QString &path)
{
    m_standaloneFile = path;
    m_session->setArchive({});
}

void MainWindow::onArchiveReplaced()
{
    const bool keep = m_session->keepsTreeState();
    const ArchiveView::TreeState state = keep ? m_view->treeState() : ArchiveView::TreeState{};
    m_model->setRenamable(m_session->canEdit());
    m_model->setIndex(m_session->index());
    updateTexts();
    Q_EMIT archiveChanged();
    if (keep) // after archiveChanged: what the restored selection shows comes after the archive's own view
        m_view->restoreTreeState(state);
}

void MainWindow::onPlanChanged()
{
    const ArchiveView::TreeState state = m_view->treeState();
    m_model->setIndex(m_session->index());
    m_view->restoreTreeState(state);
    updateTexts();
}

void MainWindow::updateTexts()
{
    if (!m_standaloneFile.isEmpty()) {
        const QFileInfo info(m_standaloneFile);
        setWindowTitle(tr("%1 — Mod Workbench").arg(info.fileName()));
        m_summary->setText(tr("%1 · %2 · shown in the inspector docks")
                               .arg(info.fileName(), QLocale().formattedDataSize(info.size())));
        m_summary->setToolTip(m_standaloneFile);
        m_view->setPlaceholderText(
            tr("%1 is not an archive.\n\nIt is shown in the Structure, Hex and Preview docks.").arg(info.fileName()));
        return;
    }
    QStringList formats;
    for (const FormatDescription &format : FormatRegistry::formats())
        formats << format.displayName();
    m_view->setPlaceholderText(tr("No archive open.\n\nUse File › Open…, or drop a file here: %1, or any other file. "
                                  "Or pack a mod folder with Archive › Pack Folder into .MOD…")
                                   .arg(QLocale().createSeparatedList(formats)));
    const std::shared_ptr<const Archive> &archive = m_session->archive();
    m_summary->setToolTip(archive ? archive->path() : QString());
    if (!archive) {
        setWindowTitle(tr("Mod Workbench"));
        m_summary->setText(tr("Ready"));
        return;
    }
    const QFileInfo info(archive->path());
    setWindowTitle(tr("%1[*] — Mod Workbench").arg(info.fileName()));
    const auto &index = m_model->entryIndex();
    const int entries = index ? index->entryCount() : 0;
    const qint64 bytes = index ? index->node(EntryIndex::Root).size : 0;
    m_summary->setText(tr("%1 · %n entries · %2 unpacked", nullptr, entries)
                           .arg(archive->formatName(), QLocale().formattedDataSize(bytes)));
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (UnsavedEdits::settle(*m_session, *m_messages, [this] { close(); }) != Settled::Proceed) {
        event->ignore();
        return;
    }
    m_layouts->saveLayout();
    m_jobs.cancelAllAndWait();
    event->accept();
}

} // namespace mwb::gui
