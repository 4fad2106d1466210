// SPDX-License-Identifier: GPL-3.0-or-later
#include "MainWindow.h"

#include "MessagePresenter.h"
#include "Workbench.h"
#include "controllers/ArchiveController.h"
#include "controllers/CompareController.h"
#include "controllers/ConflictsController.h"
#include "controllers/EditController.h"
#include "controllers/EntryAttributesController.h"
#include "controllers/FileController.h"
#include "controllers/GameFolderController.h"
#include "controllers/ImageExportController.h"
#include "controllers/InspectorController.h"
#include "controllers/JobsController.h"
#include "controllers/PageController.h"
#include "controllers/ShadowedCopyController.h"
#include "controllers/StackController.h"
#include "controllers/TransferController.h"
#include "controllers/TranslateController.h"
#include "controllers/ViewController.h"
#include "controllers/WowDoctorController.h"
#include "controllers/WowPatchController.h"
#include "documents/ArchiveDocument.h"
#include "documents/ContentDocument.h"
#include "documents/DocumentManager.h"
#include "mwb/core/FormatRegistry.h"

#include <QCloseEvent>
#include <QFileInfo>
#include <QLabel>
#include <QLocale>
#include <QStackedWidget>
#include <QStatusBar>
#include <QTabWidget>

namespace mwb::gui {

MainWindow::MainWindow(Backend backend, QWidget *parent)
    : QMainWindow(parent)
    , m_messages(new MessagePresenter(this))
    , m_central(new QStackedWidget(this))
    , m_placeholder(new QLabel(m_central))
    , m_summary(new QLabel(this))
{
    setObjectName(QStringLiteral("MainWindow"));
    setWindowIcon(QIcon(QStringLiteral(":/icons/mwb.svg")));
    m_workbench = std::make_unique<Workbench>(*this, std::move(backend), m_jobs, *m_messages,
        [this](const QString &text) { showStatus(text); });
    m_documents = new DocumentManager(*m_workbench, this);
    m_workbench->setDocuments(*m_documents);

    m_placeholder->setObjectName(QStringLiteral("placeholder"));
    m_placeholder->setAlignment(Qt::AlignCenter);
    m_placeholder->setWordWrap(true);
    m_placeholder->setContentsMargins(32, 32, 32, 32);
    m_central->addWidget(m_placeholder);
    m_central->addWidget(m_documents->tabs());
    setCentralWidget(m_central);
    statusBar()->addWidget(m_summary, 1);
    resize(1280, 800); // the default layout's dock sizes follow it; a saved geometry replaces it

    connect(m_documents, &DocumentManager::currentChanged, this, &MainWindow::onCurrentChanged);
    createControllers();
    m_layouts->restoreLayout();
    updateTexts();
}

void MainWindow::createControllers()
{
    Workbench &workbench = *m_workbench;
    auto *file = new FileController(workbench, this);
    new EditController(workbench, this);
    new EntryAttributesController(workbench, this);
    auto *archive = new ArchiveController(workbench, this);
    new ImageExportController(workbench, *archive->menu(), this);
    new TranslateController(workbench, this);
    new WowPatchController(workbench, this); // the WoW menu, beside Mod
    m_layouts = new ViewController(workbench, this);
    new JobsController(workbench, *m_layouts, this);
    new TransferController(workbench, this);
    new InspectorController(workbench, *m_layouts, this);
    new PageController(workbench, this);
    new StackController(workbench, *file, *m_layouts, this);
    new WowDoctorController(workbench, *m_layouts, this);
    new ShadowedCopyController(workbench, this);
    new CompareController(workbench, *file->menu(), file->closeAction(), this);
    new ConflictsController(workbench, *file->menu(), file->closeAction(), this);
    new GameFolderController(workbench, *file->menu(), file->closeAction(), this);
}

void MainWindow::showStatus(const QString &text)
{
    constexpr int kStatusMs = 8000;
    statusBar()->showMessage(text, kStatusMs);
}

MainWindow::~MainWindow()
{
    m_jobs.cancelAllAndWait();
    delete m_documents; // its documents' views live in the central area: before it goes
}

void MainWindow::openFiles(const QStringList &files)
{
    if (files.size() > 1)
        m_documents->openStack(files);
    else if (!files.isEmpty())
        m_documents->open(files.constFirst());
}

void MainWindow::onCurrentChanged(Document *document)
{
    for (const QMetaObject::Connection &followed : std::as_const(m_followed))
        disconnect(followed);
    m_followed.clear();
    if (document) {
        m_followed << connect(document, &Document::modifiedChanged, this, &QWidget::setWindowModified)
                   << connect(document, &Document::titleChanged, this, &MainWindow::updateTexts);
    }
    if (auto *archive = qobject_cast<ArchiveDocument *>(document))
        m_followed << connect(archive, &ArchiveDocument::planChanged, this, &MainWindow::updateTexts);
    setWindowModified(document && document->isModified());
    updateTexts();
}

void MainWindow::updateTexts()
{
    Document *current = m_documents->current();
    m_central->setCurrentIndex(current ? 1 : 0);
    QStringList formats;
    for (const FormatDescription &format : FormatRegistry::formats())
        formats << format.displayName();
    m_placeholder->setText(tr("No file open.\n\nUse File › Open…, or drop a file here: %1, a texture, a table, a DAT "
                              "or any other file, or a folder to browse. Or pack a mod folder with Archive › Pack Folder into .MOD…")
                               .arg(QLocale().createSeparatedList(formats)));
    if (!current) {
        setWindowTitle(tr("Mod Workbench"));
        m_summary->setText(tr("Ready"));
        m_summary->setToolTip({});
        return;
    }
    setWindowTitle(tr("%1[*] — Mod Workbench").arg(current->title()));
    m_summary->setToolTip(current->location());
    if (auto *archive = qobject_cast<ArchiveDocument *>(current)) {
        const auto &index = archive->index();
        m_summary->setText(tr("%1 · %n entries · %2 unpacked", nullptr, index->entryCount())
                               .arg(archive->archive()->formatName(),
                                   QLocale().formattedDataSize(index->node(EntryIndex::Root).size)));
    } else if (auto *content = qobject_cast<ContentDocument *>(current)) {
        m_summary->setText(tr("%1 · %2")
                               .arg(content->content()->kind().displayName(),
                                   QLocale().formattedDataSize(content->content()->bytes().size())));
    }
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    const Settled settled = m_documents->settle(m_documents->documents(), [this] { close(); });
    if (settled != Settled::Proceed) {
        event->ignore();
        return;
    }
    m_layouts->saveLayout();
    m_jobs.cancelAllAndWait();
    event->accept();
}

} // namespace mwb::gui
