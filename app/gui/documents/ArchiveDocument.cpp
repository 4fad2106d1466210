// SPDX-License-Identifier: GPL-3.0-or-later
#include "ArchiveDocument.h"

#include "DocumentLoading.h"
#include "MessagePresenter.h"
#include "SignatureQuestion.h"
#include "Workbench.h"
#include "controllers/ProgressJob.h"
#include "mwb/core/EntryIndexStorage.h"
#include "mwb/core/LayeredArchive.h"
#include "mwb/widgets/ArchiveTreeModel.h"
#include "mwb/widgets/ArchiveView.h"

#include <QDir>
#include <QDirIterator>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QThreadPool>
#include <QTimer>
#include <QUndoStack>

#include <algorithm>

namespace mwb::gui {

/// One user action on the undo stack: its edits were applied when it was recorded (the first redo does nothing);
/// undo takes them back to the mark before them, redo applies them again.
class ArchivePlanCommand final : public QUndoCommand
{
public:
    ArchivePlanCommand(ArchiveDocument &document, const QString &text, std::vector<PendingEdit> edits,
        EditPlan::Mark before)
        : QUndoCommand(text)
        , m_document(document)
        , m_edits(std::move(edits))
        , m_before(std::move(before))
    { }

    void undo() override { m_document.takeBack(m_before); }
    void redo() override
    {
        if (std::exchange(m_applied, false))
            return;
        m_before = m_document.m_plan->mark();
        static_cast<void>(m_document.reapply(m_edits)); // applied once already, on the same plan: it applies again
    }

private:
    ArchiveDocument &m_document;
    std::vector<PendingEdit> m_edits;
    EditPlan::Mark m_before;
    bool m_applied = true;
};

ArchiveDocument::ArchiveDocument(Workbench &workbench, OpenedArchive opened, QStringList listfiles, QObject *parent)
    : Document(workbench, parent)
    , m_archive(std::move(opened.archive))
    , m_baseIndex(std::move(opened.index))
    , m_index(m_baseIndex)
    , m_listfiles(std::move(listfiles))
    , m_model(new ArchiveTreeModel(this))
{
    m_model->setIndex(m_index);
    m_model->setRenamable(canEdit());
    nameHiddenCopies();
    connect(this, &Document::editableChanged, this, [this] { m_model->setRenamable(canEdit()); });
}

void ArchiveDocument::markRecoveredNames()
{
    if (m_recoveredEntries.isEmpty())
        m_model->setRecoveredNames({});
    else
        m_model->setRecoveredNames([recovered = m_recoveredEntries](int entry) { return recovered.contains(entry); });
}

void ArchiveDocument::nameHiddenCopies()
{
    if (auto stack = std::dynamic_pointer_cast<const LayeredArchive>(m_archive))
        m_model->setHiddenCopyNames([stack](int entry) { return stack->shadowedSources(entry); });
    else
        m_model->setHiddenCopyNames({});
}

ArchiveDocument::~ArchiveDocument()
{
    delete m_view; // before the model it shows
}

QString ArchiveDocument::title() const
{
    if (!m_containerPath.isEmpty())
        return m_containerPath.section(QLatin1Char('/'), -1);
    return QFileInfo(m_archive->path()).fileName();
}

QString ArchiveDocument::location() const
{
    if (m_container)
        return m_container->location() + QStringLiteral("::") + m_containerPath;
    return m_archive->path();
}

void ArchiveDocument::setContainer(ArchiveDocument &container, const QString &entryPath)
{
    m_container = &container;
    m_containerPath = entryPath;
    connect(&container, &Document::editableChanged, this, &Document::editableChanged);
    Q_EMIT titleChanged();
    Q_EMIT editableChanged();
}

QWidget *ArchiveDocument::view()
{
    return archiveView();
}

ArchiveView *ArchiveDocument::archiveView()
{
    if (!m_view) {
        m_view = new ArchiveView;
        m_view->setContentsMargins(4, 4, 4, 0);
        m_view->setModel(m_model);
        m_view->setPlaceholderText(tr("%1 holds no files.").arg(title()));
        connect(m_view, &ArchiveView::selectionChanged, this, [this] { setSelection(m_view->selectedNodes()); });
    }
    if (m_refreshQueued) // whoever asks for the view acts on the tree: it shows the edits recorded so far
        refreshTree();
    return m_view;
}

QString ArchiveDocument::readOnlyReason() const
{
    if (m_saving)
        return tr("Saving %1…").arg(title());
    if (!workbench().backend().edit)
        return tr("This window cannot edit archives");
    if (!m_containerPath.isEmpty()) {
        if (!m_container)
            return tr("The archive %1 was in is no longer open").arg(title());
        if (const QString reason = m_container->readOnlyReason(); !reason.isEmpty())
            return reason;
    }
    return m_archive->writeRefusal();
}

const std::shared_ptr<const EntryIndex> &ArchiveDocument::index() const
{
    if (!std::exchange(m_treeStale, false))
        return m_index;
    const std::optional<EditPlan::TouchedPaths> touched = std::exchange(m_touched, std::nullopt);
    if (!m_plan || (!m_plan->writer().hasChanges() && m_plan->newFolders().isEmpty())) {
        m_pendingContent.clear();
        m_index = m_baseIndex;
    } else if (touched) {
        const QSet<QString> paths(touched->keyBegin(), touched->keyEnd());
        m_index = std::make_shared<const EntryIndex>(
            m_index->patched(paths, m_plan->treeInputsAt(*touched, *m_index, m_pendingContent)));
    } else {
        m_pendingContent.clear();
        m_index = std::make_shared<const EntryIndex>(
            EntryIndex::build(m_plan->treeInputs(m_pendingContent), m_baseIndex->columns()));
    }
    return m_index;
}

EditPlan *ArchiveDocument::plan(Error *why)
{
    if (m_plan)
        return m_plan.get();
    if (const QString reason = readOnlyReason(); !reason.isEmpty()) {
        *why = Error{ErrorCode::Unsupported, reason, m_archive->path()};
        return nullptr;
    }
    auto writer = workbench().backend().edit(m_archive);
    if (!writer) {
        *why = writer.error();
        return nullptr;
    }
    m_plan = std::make_unique<EditPlan>(std::move(writer).value(), m_archive);
    return m_plan.get();
}

Result<void> ArchiveDocument::record(const QString &text, std::vector<PendingEdit> edits)
{
    Error why;
    EditPlan *live = plan(&why);
    if (!live)
        return why;
    if (m_saving)
        return Error{ErrorCode::Unsupported, readOnlyReason(), m_archive->path()};
    if (edits.empty())
        return {};
    const EditPlan::Mark before = live->mark();
    if (auto applied = live->apply(edits); !applied)
        return applied.error();
    undoStack()->push(new ArchivePlanCommand(*this, text, std::move(edits), before));
    planEdited(live->touchedSince(before));
    return {};
}

void ArchiveDocument::takeBack(const EditPlan::Mark &mark)
{
    std::optional<EditPlan::TouchedPaths> touched = m_plan->touchedSince(mark);
    m_plan->rollback(mark);
    planEdited(std::move(touched));
}

Result<void> ArchiveDocument::reapply(const std::vector<PendingEdit> &edits)
{
    const EditPlan::Mark before = m_plan->mark();
    auto applied = m_plan->apply(edits);
    planEdited(m_plan->touchedSince(before));
    return applied;
}

void ArchiveDocument::planEdited(std::optional<EditPlan::TouchedPaths> touched)
{
    if (!m_treeStale)
        m_touched = std::move(touched);
    else if (m_touched && touched)
        m_touched->insert(*touched);
    else
        m_touched.reset();
    m_treeStale = true;
    m_remembered.reset();
    m_selection.clear();
    if (std::exchange(m_refreshQueued, true))
        return;
    QTimer::singleShot(0, this, &ArchiveDocument::refreshTree);
}

void ArchiveDocument::refreshTree()
{
    if (!std::exchange(m_refreshQueued, false))
        return; // done already, for someone who asked for the view
    const ArchiveView::TreeState state = m_view ? m_view->treeState() : ArchiveView::TreeState{};
    m_model->setIndex(index());
    if (m_view)
        m_view->restoreTreeState(state);
    // The next undo or redo writes a tree this size: its memory made ready while the window is idle.
    QThreadPool::globalInstance()->start([nodes = std::size_t(m_index->size())] { entryindex::prepareStorage(nodes); });
    Q_EMIT planChanged();
}

Result<int> ArchiveDocument::addLocalFiles(const QStringList &files, const QString &folder)
{
    const QString prefix = folder.isEmpty() ? QString() : folder + u'/';
    std::vector<PendingEdit> edits;
    const auto add = [&edits](const QString &path, const QString &file) {
        edits.push_back({PendingEdit::Kind::Add, path, {}, EntrySource::fromFile(file), AddOptions{true}});
    };
    for (const QString &file : files) {
        const QFileInfo info(file);
        if (!info.isDir()) {
            add(prefix + info.fileName(), info.absoluteFilePath());
            continue;
        }
        const QDir root(info.absoluteFilePath());
        QDirIterator it(root.path(), QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString path = it.next();
            add(prefix + info.fileName() + u'/' + root.relativeFilePath(path), path);
        }
    }
    const int count = static_cast<int>(edits.size());
    if (count == 0)
        return 0;
    const QString text = count == 1 ? tr("Add %1").arg(QFileInfo(edits.front().path).fileName())
                                    : tr("Add %n File(s)", nullptr, count);
    if (auto recorded = record(text, std::move(edits)); !recorded)
        return recorded.error();
    return count;
}

std::optional<EntrySource> ArchiveDocument::pendingContent(const QString &path) const
{
    static_cast<void>(index()); // the pending contents are those of the current plan
    const auto found = m_pendingContent.constFind(path.toCaseFolded());
    if (found == m_pendingContent.cend())
        return std::nullopt;
    return *found;
}

std::function<Result<QByteArray>()> ArchiveDocument::entryReader(const QString &path) const
{
    const std::shared_ptr<const EntryIndex> &tree = index();
    const EntryIndex::NodeId node = tree->find(path);
    if (node <= EntryIndex::Root || tree->node(node).isDir)
        return {};
    const int entry = tree->node(node).entry;
    if (entry < 0) {
        std::optional<EntrySource> pending = pendingContent(tree->pathOf(node));
        if (!pending)
            return {};
        return [pending = std::move(*pending)] {
            return pending.load();
        };
    }
    return [archive = m_archive, entry] {
        return archive->readEntry(entry);
    };
}

void ArchiveDocument::rememberContent(std::shared_ptr<const content::Content> content)
{
    m_remembered = std::move(content);
}

std::shared_ptr<const content::Content> ArchiveDocument::rememberedContent(const QString &path) const
{
    return m_remembered && m_remembered->path().compare(path, Qt::CaseInsensitive) == 0 ? m_remembered : nullptr;
}

void ArchiveDocument::setSelection(std::vector<EntryIndex::NodeId> nodes)
{
    m_selection = std::move(nodes);
    Q_EMIT selectionChanged();
}

QStringList ArchiveDocument::selectedPaths() const
{
    QStringList paths;
    for (const EntryIndex::NodeId node : m_selection)
        paths << index()->pathOf(node);
    return paths;
}

std::vector<int> ArchiveDocument::selectedEntries() const
{
    std::vector<int> entries;
    for (const EntryIndex::NodeId node : m_selection)
        index()->collectEntries(node, entries);
    std::sort(entries.begin(), entries.end());
    entries.erase(std::unique(entries.begin(), entries.end()), entries.end());
    return entries;
}

void ArchiveDocument::save(const QString &target)
{
    write(target, false);
}

void ArchiveDocument::compact()
{
    write({}, true);
}

void ArchiveDocument::write(const QString &target, bool compact)
{
    if (m_saving || (target.isEmpty() && !isModified() && !compact))
        return;
    Error why;
    EditPlan *live = plan(&why);
    if (!live) {
        Q_EMIT saveFailed(why);
        return;
    }
    const auto signing = SignatureQuestion::ask(workbench().messages(), live->writer(), title());
    if (!signing || !*signing) {
        if (!signing)
            Q_EMIT saveFailed(signing.error());
        return; // canceled: nothing written, the edits stay pending
    }
    static_cast<void>(live->writer().entries()); // built here: the job only reads the writer
    const bool intoContainer = m_container && target.isEmpty();
    const QString output = intoContainer ? QString()
                                         : QFileInfo(target.isEmpty() ? m_archive->path() : target).absoluteFilePath();
    m_saving = true;
    Q_EMIT savingChanged(true);
    Q_EMIT editableChanged();
    struct Saved
    {
        CommitReport report;
        OpenedArchive reopened;
        QByteArray bytes; ///< the written archive, for a container
    };
    const Backend backend = workbench().backend();
    const QString label = location();
    auto future = submitProgressJob<Saved>(workbench().jobs(), tr("Saving %1").arg(title()),
        [writer = &live->writer(), output, compact, backend, listfiles = m_listfiles, label](
            Progress &progress) -> Result<Saved> {
            CommitOptions commitOptions;
            commitOptions.compact = compact;
            if (output.isEmpty()) { // into its container: written beside the system's temporary files, then read
                QTemporaryDir scratch;
                auto report = writer->commit(scratch.filePath(QStringLiteral("archive")), progress, commitOptions);
                if (!report)
                    return report.error();
                auto bytes = EntrySource::fromFile(report->outputPath).load();
                if (!bytes)
                    return bytes.error();
                LoadedDocument reopened = DocumentLoading::loadBytes(label, *bytes);
                if (!reopened.archive)
                    return Error{ErrorCode::Corrupt, tr("The written archive does not open again"), label};
                return Saved{std::move(report).value(), std::move(*reopened.archive), std::move(bytes).value()};
            }
            auto report = writer->commit(output, progress, commitOptions);
            if (!report)
                return report.error();
            auto reopened = backend.open(report->outputPath, OpenOptions{listfiles});
            if (!reopened)
                return reopened.error();
            return Saved{std::move(report).value(), OpenedArchive::prepare(std::move(reopened).value()), {}};
        });
    const auto finish = [this, intoContainer](const Result<Saved> &result) {
        m_saving = false;
        Q_EMIT savingChanged(false);
        Q_EMIT editableChanged();
        if (!result) {
            Q_EMIT saveFailed(result.error());
            return;
        }
        if (intoContainer) {
            PendingEdit edit{PendingEdit::Kind::Replace, m_containerPath, {}, EntrySource::fromBytes(result->bytes), {}};
            if (auto recorded = m_container->record(tr("Edit %1").arg(title()), {std::move(edit)}); !recorded) {
                Q_EMIT saveFailed(recorded.error());
                return;
            }
        }
        reopenWith(result->reopened, m_listfiles, true);
        Q_EMIT committed(result->report);
        Q_EMIT saved();
    };
    future.then(this, finish).onCanceled(this, [finish, label] {
        finish(Error{ErrorCode::Canceled, tr("Saving was canceled"), label});
    });
}

void ArchiveDocument::addListfiles(const QStringList &listfiles)
{
    QStringList all = m_listfiles;
    for (const QString &file : listfiles) {
        const QString absolute = QFileInfo(file).absoluteFilePath();
        if (!all.contains(absolute))
            all << absolute;
    }
    const Backend backend = workbench().backend();
    auto future = submitProgressJob<OpenedArchive>(workbench().jobs(), tr("Reading names into %1").arg(title()),
        [backend, path = m_archive->path(), all](Progress &) -> Result<OpenedArchive> {
            auto reopened = backend.open(path, OpenOptions{all});
            if (!reopened)
                return reopened.error();
            return OpenedArchive::prepare(std::move(reopened).value());
        });
    future.then(this, [this, all](const Result<OpenedArchive> &opened) {
        if (!opened) {
            workbench().messages().showError(opened.error());
            return;
        }
        reopenWith(*opened, all, true);
    });
}

bool ArchiveDocument::recoverNames()
{
    const Backend &backend = workbench().backend();
    if (!backend.unnamedEntries || !backend.recoverNames || m_container)
        return false;
    const int unnamed = backend.unnamedEntries(*m_archive);
    if (unnamed == 0)
        return false;
    struct Recovered
    {
        NameRecovery found;
        std::optional<OpenedArchive> reopened; ///< the archive with the names; none when none were found
    };
    auto future = submitProgressJob<Recovered>(workbench().jobs(), tr("Looking for names in %1").arg(title()),
        [backend, archive = m_archive, listfiles = m_listfiles](Progress &progress) -> Result<Recovered> {
            auto found = backend.recoverNames(*archive, listfiles, progress);
            if (!found)
                return found.error();
            Recovered result{std::move(found).value(), std::nullopt};
            if (result.found.archive)
                result.reopened = OpenedArchive::prepare(result.found.archive);
            return result;
        });
    const auto finish = [this, scanned = m_archive, unnamed](const Result<Recovered> &result) {
        if (!result) {
            if (result.error().code != ErrorCode::Canceled)
                workbench().showStatus(tr("Looking for names failed: %1").arg(result.error().message));
            Q_EMIT namesRecovered(0, unnamed);
            return;
        }
        const NameRecovery &found = result->found;
        if (m_archive != scanned || (result->reopened && (isModified() || m_saving))) {
            // Opened again or edited meanwhile: the names stay unapplied (a pending edit holds the old archive).
            if (found.recovered > 0) {
                workbench().showStatus(
                    tr("Recovered %1 of %n name(s) in %2; open it again to see them", nullptr, found.unnamed)
                        .arg(found.recovered)
                        .arg(title()));
            }
            Q_EMIT namesRecovered(0, unnamed);
            return;
        }
        if (result->reopened) {
            reopenWith(*result->reopened, m_listfiles, true,
                QSet<int>(found.entries.begin(), found.entries.end()));
        }
        workbench().showStatus(
            tr("Recovered %1 of %n name(s) in %2", nullptr, found.unnamed).arg(found.recovered).arg(title()));
        Q_EMIT namesRecovered(found.recovered, found.unnamed);
    };
    future.then(this, finish).onCanceled(this, [finish, label = location()] {
        finish(Error{ErrorCode::Canceled, tr("Looking for names was canceled"), label});
    });
    return true;
}

void ArchiveDocument::reopenWith(OpenedArchive opened, QStringList listfiles, bool keepTreeState, QSet<int> recovered)
{
    const ArchiveView::TreeState state = m_view && keepTreeState ? m_view->treeState() : ArchiveView::TreeState{};
    m_archive = std::move(opened.archive);
    m_baseIndex = std::move(opened.index);
    m_index = m_baseIndex;
    m_treeStale = false;
    m_touched.reset();
    m_pendingContent.clear();
    m_plan.reset();
    m_remembered.reset();
    m_listfiles = std::move(listfiles);
    m_recoveredEntries = std::move(recovered);
    m_selection.clear();
    undoStack()->clear();
    markRecoveredNames();
    m_model->setIndex(m_index);
    m_model->setRenamable(canEdit());
    nameHiddenCopies();
    if (m_view)
        m_view->restoreTreeState(state);
    Q_EMIT archiveChanged();
    Q_EMIT titleChanged();
}

} // namespace mwb::gui
