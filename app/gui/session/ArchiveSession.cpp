// SPDX-License-Identifier: GPL-3.0-or-later
#include "ArchiveSession.h"

#include "controllers/ArchiveMapping.h"
#include "controllers/ProgressJob.h"

#include <QDir>
#include <QDirIterator>
#include <QFileInfo>
#include <QUndoStack>

#include <algorithm>

namespace mwb::gui {

namespace {

/// One user action on the undo stack. It does nothing itself: the session rebuilds its plan from the commands
/// below the stack's index whenever that index moves.
class EditCommand final : public QUndoCommand
{
public:
    EditCommand(const QString &text, std::vector<PendingEdit> edits)
        : QUndoCommand(text)
        , m_edits(std::move(edits))
    { }
    void undo() override { }
    void redo() override { }
    [[nodiscard]] const std::vector<PendingEdit> &edits() const { return m_edits; }

private:
    std::vector<PendingEdit> m_edits;
};

} // namespace

ArchiveSession::ArchiveSession(WriterFactory makeWriter, JobQueue &jobs, QObject *parent)
    : QObject(parent)
    , m_makeWriter(std::move(makeWriter))
    , m_jobs(jobs)
    , m_undo(new QUndoStack(this))
{
    connect(m_undo, &QUndoStack::indexChanged, this, &ArchiveSession::rebuildPlan);
    connect(m_undo, &QUndoStack::cleanChanged, this, [this](bool clean) { Q_EMIT modifiedChanged(!clean); });
}

ArchiveSession::~ArchiveSession() = default;

void ArchiveSession::setArchive(OpenedArchive opened)
{
    m_keepTreeState = opened.archive && !m_reopenPath.isEmpty() && opened.archive->path() == m_reopenPath;
    m_reopenPath.clear();
    m_archive = std::move(opened.archive);
    m_baseIndex = m_archive ? std::move(opened.index) : nullptr;
    m_index = m_baseIndex;
    m_mapping = m_archive ? std::make_shared<const ArchiveMapping>(m_archive->path()) : nullptr;
    m_selection.clear();
    m_readOnlyReason = std::move(opened.readOnlyReason);
    m_pendingContent.clear();
    m_clearing = true; // the plan of the new archive is its own index: no rebuild
    m_undo->clear();
    m_clearing = false;
    Q_EMIT archiveChanged();
}

QString ArchiveSession::readOnlyReason() const
{
    if (!m_archive)
        return tr("No archive is open");
    if (m_saving || !m_reopenPath.isEmpty())
        return tr("Saving %1…").arg(QFileInfo(m_archive->path()).fileName());
    return m_readOnlyReason;
}

std::vector<PendingEdit> ArchiveSession::pendingEdits() const
{
    std::vector<PendingEdit> edits;
    for (int i = 0; i < m_undo->index(); ++i) {
        const auto &recorded = static_cast<const EditCommand *>(m_undo->command(i))->edits();
        edits.insert(edits.end(), recorded.begin(), recorded.end());
    }
    return edits;
}

bool ArchiveSession::isModified() const
{
    return !m_undo->isClean();
}

Result<void> ArchiveSession::record(const QString &text, std::vector<PendingEdit> edits)
{
    if (!canEdit())
        return Error{ErrorCode::Unsupported, readOnlyReason(), m_archive ? m_archive->path() : QString()};
    if (edits.empty())
        return {};
    std::vector<PendingEdit> all = pendingEdits();
    all.insert(all.end(), edits.begin(), edits.end());
    if (auto checked = EditPlan::build(m_makeWriter, m_archive, all); !checked)
        return checked.error();
    m_undo->push(new EditCommand(text, std::move(edits)));
    return {};
}

Result<int> ArchiveSession::addLocalFiles(const QStringList &files, const QString &folder)
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

void ArchiveSession::rebuildPlan()
{
    if (!m_archive || m_clearing)
        return;
    const std::vector<PendingEdit> edits = pendingEdits();
    m_index = m_baseIndex;
    m_pendingContent.clear();
    if (!edits.empty()) {
        auto plan = EditPlan::build(m_makeWriter, m_archive, edits);
        if (plan) {
            m_index = std::make_shared<const EntryIndex>(
                EntryIndex::build(plan->treeInputs(m_archive->indexInputs()), m_baseIndex->columns()));
            for (const PlannedEntry &planned : plan->writer().entries()) {
                if (planned.content)
                    m_pendingContent.insert(EditPlan::treePath(planned.path).toCaseFolded(), *planned.content);
            }
        }
    }
    m_selection.clear();
    Q_EMIT planChanged();
}

void ArchiveSession::save(const QString &outputPath)
{
    write(outputPath, false);
}

void ArchiveSession::compact()
{
    write({}, true);
}

void ArchiveSession::write(const QString &outputPath, bool compact)
{
    if (m_saving)
        return;
    m_saveVetoed = false;
    Q_EMIT aboutToSave();
    if (!m_archive || m_saveVetoed || (outputPath.isEmpty() && !isModified() && !compact))
        return;
    auto plan = EditPlan::build(m_makeWriter, m_archive, pendingEdits());
    if (!plan) {
        Q_EMIT saveFailed(plan.error());
        return;
    }
    const QString target = QFileInfo(outputPath.isEmpty() ? m_archive->path() : outputPath).absoluteFilePath();
    std::shared_ptr<ArchiveWriter> writer = plan->takeWriter();
    m_saving = true;
    Q_EMIT savingChanged(true);
    auto future = submitProgressJob<CommitReport>(m_jobs, tr("Saving %1").arg(QFileInfo(target).fileName()),
        [writer, target, compact](Progress &progress) {
            CommitOptions options;
            options.compact = compact;
            return writer->commit(target, progress, options);
        });
    future.then(this, [this](const Result<CommitReport> &result) { finishSave(result); })
        .onCanceled(this, [this, target] {
            finishSave(Error{ErrorCode::Canceled, tr("Saving was canceled"), target});
        });
}

void ArchiveSession::finishSave(const Result<CommitReport> &result)
{
    m_saving = false;
    Q_EMIT savingChanged(false);
    if (!result) {
        Q_EMIT saveFailed(result.error());
        return;
    }
    m_reopenPath = QFileInfo(result->outputPath).absoluteFilePath();
    m_undo->setClean(); // the file has the edits; they are dropped when it is open again
    Q_EMIT saved(result.value());
}

void ArchiveSession::setSelection(std::vector<EntryIndex::NodeId> nodes)
{
    m_selection = std::move(nodes);
    Q_EMIT selectionChanged();
}

std::optional<EntrySource> ArchiveSession::pendingContent(const QString &path) const
{
    const auto found = m_pendingContent.constFind(path.toCaseFolded()); // a tree path
    if (found == m_pendingContent.cend())
        return std::nullopt;
    return *found;
}

QStringList ArchiveSession::selectedPaths() const
{
    QStringList paths;
    if (m_index) {
        for (const EntryIndex::NodeId node : m_selection)
            paths << m_index->pathOf(node);
    }
    return paths;
}

std::vector<int> ArchiveSession::selectedEntries() const
{
    std::vector<int> entries;
    if (!m_index)
        return entries;
    for (const EntryIndex::NodeId node : m_selection)
        m_index->collectEntries(node, entries);
    std::sort(entries.begin(), entries.end());
    entries.erase(std::unique(entries.begin(), entries.end()), entries.end());
    return entries;
}

} // namespace mwb::gui
