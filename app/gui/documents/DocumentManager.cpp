// SPDX-License-Identifier: GPL-3.0-or-later
#include "DocumentManager.h"

#include "ArchiveDocument.h"
#include "DocumentLoading.h"
#include "EntryDocument.h"
#include "FileDocument.h"
#include "MessagePresenter.h"
#include "Workbench.h"
#include "controllers/ProgressJob.h"
#include "mwb/core/FolderArchive.h"
#include "mwb/core/StackPlan.h"
#include "mwb/widgets/ArchiveTreeModel.h"
#include "mwb/widgets/ArchiveView.h"

#include <QDir>
#include <QFileInfo>
#include <QTabBar>
#include <QTabWidget>
#include <QTreeView>
#include <QUndoGroup>
#include <QUndoStack>

#include <algorithm>
#include <memory>

namespace mwb::gui {

namespace {

/// "archive.MOD::MEDIA/X.DAT" → {"archive.MOD", "MEDIA/X.DAT"}; a plain path has no entry.
std::pair<QString, QString> splitLocation(const QString &location)
{
    const qsizetype at = location.indexOf(QLatin1String("::"));
    if (at < 0)
        return {location, {}};
    return {location.left(at), location.mid(at + 2)};
}

} // namespace

DocumentManager::DocumentManager(Workbench &workbench, QObject *parent)
    : QObject(parent)
    , m_workbench(workbench)
    , m_tabs(new QTabWidget)
    , m_undoGroup(new QUndoGroup(this))
{
    m_tabs->setObjectName(QStringLiteral("documentTabs"));
    m_tabs->setDocumentMode(true);
    m_tabs->setTabsClosable(true);
    m_tabs->setMovable(true);
    m_tabs->tabBar()->setExpanding(false);
    m_tabs->tabBar()->setElideMode(Qt::ElideMiddle);
    connect(m_tabs, &QTabWidget::currentChanged, this, &DocumentManager::onCurrentTab);
    connect(m_tabs, &QTabWidget::tabCloseRequested, this, [this](int index) {
        if (index >= 0 && index < m_tabs->count())
            close(m_documents.value(index));
    });
    connect(m_tabs->tabBar(), &QTabBar::tabMoved, this, [this](int from, int to) { m_documents.move(from, to); });
}

DocumentManager::~DocumentManager()
{
    const QList<Document *> documents = std::exchange(m_documents, {});
    qDeleteAll(documents); // each takes its view out of the tab widget
    delete m_tabs;
}

Document *DocumentManager::current() const
{
    const int index = m_tabs->currentIndex();
    return index >= 0 ? m_documents.value(index) : nullptr;
}

ArchiveDocument *DocumentManager::currentArchive() const
{
    Document *document = current();
    if (auto *archive = qobject_cast<ArchiveDocument *>(document))
        return archive;
    if (auto *entry = qobject_cast<EntryDocument *>(document))
        return entry->archive();
    return nullptr;
}

ArchiveDocument *DocumentManager::findArchive(const QString &path) const
{
    return qobject_cast<ArchiveDocument *>(findOpen(path));
}

Document *DocumentManager::findOpen(const QString &location) const
{
    const auto found = std::find_if(m_documents.cbegin(), m_documents.cend(),
        [&location](const Document *document) { return document->location() == location; });
    return found == m_documents.cend() ? nullptr : *found;
}

void DocumentManager::open(const QString &path)
{
    const auto [file, entry] = splitLocation(path);
    const QString absolute = QFileInfo(file).absoluteFilePath();
    if (Document *open = findOpen(absolute)) {
        show(open);
        if (auto *archive = qobject_cast<ArchiveDocument *>(open))
            onArchive(*archive, entry, EntryAction::Open);
        return;
    }
    if (entry.isEmpty() && QFileInfo(absolute).isDir() && StackPlanner::isWowDataFolder(absolute)) {
        openStack({absolute});
        return;
    }
    startOpen(absolute, entry, EntryAction::Open);
}

void DocumentManager::openAndSelect(const QString &path, const QString &entryPath)
{
    const QString absolute = QFileInfo(path).absoluteFilePath();
    if (auto *archive = findArchive(absolute)) {
        show(archive);
        onArchive(*archive, entryPath, EntryAction::Select);
        return;
    }
    startOpen(absolute, entryPath, EntryAction::Select);
}

void DocumentManager::onArchive(ArchiveDocument &archive, const QString &entry, EntryAction action)
{
    if (entry.isEmpty())
        return;
    if (action == EntryAction::Open)
        openEntry(archive, entry);
    else
        archive.archiveView()->selectPath(entry);
}

void DocumentManager::startOpen(const QString &path, const QString &entry, EntryAction action)
{
    if (!m_opening.isFinished())
        m_opening.cancel(); // a newer open wins
    const Backend backend = m_workbench.backend();
    auto future = submitProgressJob<LoadedDocument>(m_workbench.jobs(),
        tr("Opening %1").arg(QFileInfo(path).fileName()),
        [backend, path](Progress &progress) { return DocumentLoading::loadFile(backend, path, {}, progress); });
    m_opening = QFuture<void>(future);
    Q_EMIT openingChanged(true);
    future.then(this, [this, path, entry, action](const Result<LoadedDocument> &loaded) {
        Q_EMIT openingChanged(false);
        if (!loaded) {
            m_workbench.messages().showError(loaded.error());
            if (loaded.error().code != ErrorCode::Canceled)
                Q_EMIT openFailed(path, loaded.error());
            return;
        }
        if (loaded->archive) {
            onArchive(*addArchive(*loaded->archive, {}), entry, action);
            return;
        }
        if (loaded->openError)
            m_workbench.messages().showError(*loaded->openError);
        auto *file = new FileDocument(m_workbench, path, *loaded->content, loaded->openError, this);
        add(file, nullptr);
        if (loaded->openError)
            Q_EMIT openFailed(path, *loaded->openError);
    }).onCanceled(this, [this] { Q_EMIT openingChanged(false); });
}

void DocumentManager::openStack(const QStringList &inputs)
{
    if (!m_opening.isFinished())
        m_opening.cancel();
    auto future = submitProgressJob<OpenedArchive>(m_workbench.jobs(),
        tr("Opening a stack of %n archive(s)", nullptr, static_cast<int>(inputs.size())),
        [inputs](Progress &) -> Result<OpenedArchive> {
            auto plan = StackPlanner::plan(inputs);
            if (!plan)
                return plan.error();
            auto stack = StackPlanner::open(*plan);
            if (!stack)
                return stack.error();
            return OpenedArchive::prepare(std::shared_ptr<const Archive>(std::move(stack).value()));
        });
    m_opening = QFuture<void>(future);
    Q_EMIT openingChanged(true);
    future.then(this, [this](const Result<OpenedArchive> &opened) {
        Q_EMIT openingChanged(false);
        if (!opened) {
            m_workbench.messages().showError(opened.error());
            return;
        }
        addArchive(*opened, {});
    }).onCanceled(this, [this] { Q_EMIT openingChanged(false); });
}

ArchiveDocument *DocumentManager::addArchive(OpenedArchive opened, const QStringList &listfiles)
{
    auto *archive = new ArchiveDocument(m_workbench, std::move(opened), listfiles, this);
    add(archive, nullptr);
    archive->recoverNames();
    return archive;
}

void DocumentManager::openEntry(ArchiveDocument &archive, const QString &entryPath)
{
    if (Document *open = findOpen(archive.location() + QStringLiteral("::") + entryPath)) {
        show(open);
        return;
    }
    const std::shared_ptr<const EntryIndex> &index = archive.index();
    const EntryIndex::NodeId node = index->find(entryPath);
    auto read = archive.entryReader(entryPath);
    if (!read) {
        m_workbench.messages().showError(
            Error{ErrorCode::InvalidInput, tr("%1 is not a file of %2").arg(entryPath, archive.title()), archive.location()});
        return;
    }
    const QString path = index->pathOf(node);
    if (dynamic_cast<const FolderArchive *>(archive.archive().get())) {
        open(QDir(archive.location()).filePath(path)); // a folder's entry is a file of its own: edited and saved as one
        return;
    }
    const qint64 size = index->node(node).size;
    const QString label = archive.title() + QStringLiteral("::") + path;
    const std::shared_ptr<const content::Content> inspected = archive.rememberedContent(path);
    auto future = submitProgressJob<LoadedDocument>(m_workbench.jobs(), tr("Opening %1").arg(path),
        [read = std::move(read), size, path, label, inspected](Progress &) -> Result<LoadedDocument> {
            if (size > DocumentLoading::kMaxShownBytes)
                return LoadedDocument{std::nullopt, DocumentLoading::tooLarge(path, size), std::nullopt};
            if (inspected && QLatin1String(inspected->kind().id) != QLatin1String("hex")) // parsed on selection
                return LoadedDocument{std::nullopt, widgets::prepareContent(inspected), std::nullopt};
            auto bytes = read();
            if (!bytes)
                return bytes.error();
            LoadedDocument loaded = DocumentLoading::loadBytes(label, *bytes);
            if (loaded.content)
                loaded.content = DocumentLoading::prepare(path, *bytes); // named by its path in the archive
            return loaded;
        });
    QPointer<ArchiveDocument> owner(&archive);
    future.then(this, [this, owner, path](const Result<LoadedDocument> &loaded) {
        if (!owner)
            return;
        if (!loaded) {
            m_workbench.messages().showError(loaded.error());
            return;
        }
        if (loaded->archive) {
            auto *inner = new ArchiveDocument(m_workbench, *loaded->archive, {}, this);
            inner->setContainer(*owner, path);
            add(inner, owner);
            return;
        }
        add(new EntryDocument(m_workbench, *owner, path, *loaded->content, this), owner);
    });
}

void DocumentManager::add(Document *document, Document *after)
{
    int at = m_tabs->count();
    if (after) { // after the documents already opened from `after`
        at = 0;
        for (Document *member : family(after))
            at = std::max(at, int(m_documents.indexOf(member)) + 1);
    }
    m_documents.insert(at, document);
    m_undoGroup->addStack(document->undoStack());
    m_tabs->insertTab(at, document->view(), document->title());
    updateTab(document);
    connect(document, &Document::modifiedChanged, this, [this, document] { updateTab(document); });
    connect(document, &Document::titleChanged, this, [this, document] { updateTab(document); });
    connect(document, &Document::saveFailed, this, [this](const Error &error) {
        m_workbench.messages().showError(error);
    });
    if (auto *archive = qobject_cast<ArchiveDocument *>(document))
        openEntriesOnActivation(*archive);
    Q_EMIT documentOpened(document);
    m_tabs->setCurrentIndex(at);
}

void DocumentManager::openEntriesOnActivation(ArchiveDocument &archive)
{
    connect(archive.archiveView()->treeView(), &QAbstractItemView::activated, this,
        [this, document = &archive](const QModelIndex &index) {
            if (index.data(ArchiveTreeModel::CopyRole).toInt() >= 0 || index.data(ArchiveTreeModel::IsDirRole).toBool())
                return; // a folder opens in the tree; an "also in" row has its own commands
            openEntry(*document, index.data(ArchiveTreeModel::PathRole).toString());
        });
}

void DocumentManager::updateTab(Document *document)
{
    const int index = int(m_documents.indexOf(document));
    if (index < 0)
        return;
    m_tabs->setTabText(index, document->isModified() ? document->title() + QStringLiteral(" *") : document->title());
    m_tabs->setTabToolTip(index, document->location());
}

void DocumentManager::onCurrentTab(int index)
{
    Document *document = index >= 0 ? m_documents.value(index) : nullptr;
    m_undoGroup->setActiveStack(document ? document->undoStack() : nullptr);
    Q_EMIT currentChanged(document);
}

void DocumentManager::show(Document *document)
{
    const int index = int(m_documents.indexOf(document));
    if (index >= 0)
        m_tabs->setCurrentIndex(index);
}

QList<Document *> DocumentManager::family(Document *document) const
{
    QList<Document *> members{document};
    for (qsizetype i = 0; i < members.size(); ++i) {
        for (Document *other : m_documents) {
            const auto *entry = qobject_cast<const EntryDocument *>(other);
            const auto *inner = qobject_cast<const ArchiveDocument *>(other);
            const Document *from = entry ? static_cast<const Document *>(entry->archive())
                                         : (inner ? inner->container() : nullptr);
            if (from == members.at(i) && !members.contains(other))
                members << other;
        }
    }
    return members;
}

bool DocumentManager::close(Document *document)
{
    if (!document)
        return false;
    const QList<Document *> members = family(document);
    if (std::any_of(members.cbegin(), members.cend(), [](const Document *member) { return member->isSaving(); })) {
        m_workbench.messages().showError(Error{ErrorCode::Unsupported,
            tr("%1 is being saved; close it when the save has ended").arg(document->title()), document->location()});
        return false;
    }
    QPointer<Document> target(document);
    const Settled settled = settle(members, [this, target] {
        if (target)
            close(target);
    });
    if (settled != Settled::Proceed)
        return false;
    for (auto it = members.crbegin(); it != members.crend(); ++it)
        remove(*it);
    return true;
}

void DocumentManager::remove(Document *document)
{
    Q_EMIT documentClosing(document);
    const int index = int(m_documents.indexOf(document));
    m_documents.removeAt(index);
    m_undoGroup->removeStack(document->undoStack());
    m_tabs->removeTab(index);
    delete document; // and its view
}

Settled DocumentManager::settle(const QList<Document *> &documents, std::function<void()> then)
{
    QList<Document *> unsaved;
    for (Document *document : documents) {
        if (document->isModified())
            unsaved << document;
    }
    if (unsaved.isEmpty())
        return Settled::Proceed;
    QStringList names;
    for (const Document *document : std::as_const(unsaved))
        names << document->location();
    const int choice = m_workbench.messages().ask(tr("Unsaved changes"),
        tr("%n document(s) have unsaved changes:\n%1\n\nSave them?", nullptr, int(unsaved.size()))
            .arg(names.join(QLatin1Char('\n'))),
        {tr("Save"), tr("Discard")});
    if (choice == 1) {
        for (Document *document : std::as_const(unsaved))
            document->undoStack()->setClean(); // discarded: the close that follows asks nothing more
        return Settled::Proceed;
    }
    if (choice != 0)
        return Settled::Cancel;
    // Entries first: saving one records it in its archive, which is then saved with it.
    std::stable_sort(unsaved.begin(), unsaved.end(), [](const Document *a, const Document *b) {
        return a->type() == Document::Type::Entry && b->type() != Document::Type::Entry;
    });
    for (Document *document : std::as_const(unsaved)) {
        if (document->type() != Document::Type::Entry)
            continue;
        auto *entry = static_cast<EntryDocument *>(document);
        entry->save();
        if (entry->isModified())
            return Settled::Cancel; // it did not compile: its error is on screen
        if (entry->archive() && !unsaved.contains(entry->archive()))
            unsaved << entry->archive();
    }
    auto remaining = std::make_shared<int>(0);
    auto *waiter = new QObject(this);
    for (Document *document : std::as_const(unsaved)) {
        if (document->type() == Document::Type::Entry || !document->isModified())
            continue;
        ++*remaining;
        connect(document, &Document::saved, waiter, [waiter, remaining, then] {
            if (--*remaining == 0) {
                waiter->deleteLater();
                QMetaObject::invokeMethod(waiter->parent(), then, Qt::QueuedConnection);
            }
        });
        connect(document, &Document::saveFailed, waiter, &QObject::deleteLater);
    }
    if (*remaining == 0) {
        delete waiter;
        return Settled::Proceed;
    }
    for (Document *document : std::as_const(unsaved)) {
        if (document->type() != Document::Type::Entry && document->isModified())
            document->save();
    }
    return Settled::AfterSave;
}

} // namespace mwb::gui
