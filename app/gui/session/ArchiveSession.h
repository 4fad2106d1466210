// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "session/EditPlan.h"
#include "session/OpenedArchive.h"

#include "mwb/core/Archive.h"
#include "mwb/core/EntryIndex.h"

#include <QFuture>
#include <QHash>
#include <QObject>
#include <QStringList>

#include <memory>
#include <optional>
#include <vector>

class QUndoStack;

namespace mwb {
class JobQueue;
} // namespace mwb

namespace mwb::gui {

class ArchiveMapping;

/// The open archive as a document: the archive, the tree index the window shows, the mapping of its file for the
/// hex view, the pending edits (an undo stack) and the selection. Controllers observe it through its signals
/// instead of reaching into each other.
///
/// Edits are recorded, not written: each user action is one undo command holding one or more PendingEdits, checked
/// against the format's writer when recorded (a taken name is refused at once). The tree shows the planned archive
/// (EditPlan::treeInputs) with marks. save() runs ONE job: a writer with every edit recorded commits into the
/// archive's own file or another one (atomic: on error or cancel the file is untouched and the edits stay); on
/// success saved() asks for the written file to be opened again (FileController), and the tree keeps its
/// expanded folders and selection (keepsTreeState()). GUI thread only.
class ArchiveSession : public QObject
{
    Q_OBJECT
public:
    ArchiveSession(WriterFactory makeWriter, JobQueue &jobs, QObject *parent = nullptr);
    ~ArchiveSession() override;

    /// Shows `opened` (an empty one: nothing open). Drops pending edits and the selection.
    void setArchive(OpenedArchive opened);
    [[nodiscard]] const std::shared_ptr<const Archive> &archive() const { return m_archive; }
    /// The tree of the planned archive (the archive's own index while nothing is pending).
    [[nodiscard]] const std::shared_ptr<const EntryIndex> &index() const { return m_index; }
    /// The archive file's bytes for the hex view; null when no archive is open.
    [[nodiscard]] const std::shared_ptr<const ArchiveMapping> &mapping() const { return m_mapping; }
    /// True when the archive just opened is the one a save wrote: the tree keeps what it showed.
    [[nodiscard]] bool keepsTreeState() const { return m_keepTreeState; }

    /// Whether the open archive can be edited now; otherwise readOnlyReason() says why (translated): no archive,
    /// its format cannot be written (the writer factory's error), or a save is running or reopening.
    [[nodiscard]] bool canEdit() const { return readOnlyReason().isEmpty(); }
    [[nodiscard]] QString readOnlyReason() const;
    /// Records one user action (`text` names it in the Edit menu: "Rename X"); refused with the writer's error.
    [[nodiscard]] Result<void> record(const QString &text, std::vector<PendingEdit> edits);
    /// Records adding local `files` below `folder` ("" for the root) as one action: a file at its name, a folder
    /// with every file below it. Text DATs are marked to be compiled (AddOptions::compileSources). Returns how
    /// many files were added.
    [[nodiscard]] Result<int> addLocalFiles(const QStringList &files, const QString &folder);
    /// Every pending edit, in order (the undo stack up to its index).
    [[nodiscard]] std::vector<PendingEdit> pendingEdits() const;
    [[nodiscard]] QUndoStack *undoStack() const { return m_undo; }
    /// Unsaved edits exist.
    [[nodiscard]] bool isModified() const;

    /// Writes the planned archive to `outputPath` (empty: the archive's own file) in one job. Edits that the
    /// observers of aboutToSave() record first (DAT drafts) are part of it. aboutToSave() is emitted even with no
    /// archive open (a DAT file open on its own is saved by its observer). Does nothing while a save runs.
    void save(const QString &outputPath = {});
    /// Rewrites the archive's own file with the pending edits, even with none: the writer leaves no dead space
    /// (formats with Capability::Compact). Reported like a save.
    void compact();
    /// Called from an aboutToSave() slot: the save stops before anything is written (e.g. a compile error).
    void vetoSave() { m_saveVetoed = true; }
    [[nodiscard]] bool isSaving() const { return m_saving; }
    /// The written file a finished save asked to reopen, empty otherwise.
    [[nodiscard]] const QString &reopenPath() const { return m_reopenPath; }

    /// The new content a pending edit gives the entry at `path` of index() (added or replaced, not saved yet).
    [[nodiscard]] std::optional<EntrySource> pendingContent(const QString &path) const;

    /// The selected rows' nodes of index() (set by the window from its tree view).
    void setSelection(std::vector<EntryIndex::NodeId> nodes);
    [[nodiscard]] const std::vector<EntryIndex::NodeId> &selectedNodes() const { return m_selection; }
    [[nodiscard]] QStringList selectedPaths() const;
    /// Archive entry ids under the selected rows (a folder stands for everything below it), sorted, unique.
    [[nodiscard]] std::vector<int> selectedEntries() const;

Q_SIGNALS:
    /// Another archive is open, or none (the index was replaced).
    void archiveChanged();
    /// The pending edits changed (recorded, undone, redone): index() is the new plan.
    void planChanged();
    void modifiedChanged(bool modified);
    void selectionChanged();
    /// A save is about to build its writer: record what must be part of it, or vetoSave().
    void aboutToSave();
    void savingChanged(bool saving);
    /// The archive was written; it is reopened from `report.outputPath` next.
    void saved(const mwb::CommitReport &report);
    /// Saving failed or was canceled; the file is untouched and the edits are still pending.
    void saveFailed(const mwb::Error &error);

private:
    void rebuildPlan();
    /// save() and compact(): `compact` rewrites the archive's own file without dead space, even when nothing is
    /// pending (a plain save may append to it in place).
    void write(const QString &outputPath, bool compact);
    void finishSave(const Result<CommitReport> &result);

    WriterFactory m_makeWriter;
    JobQueue &m_jobs;
    std::shared_ptr<const Archive> m_archive;
    std::shared_ptr<const EntryIndex> m_baseIndex;
    std::shared_ptr<const EntryIndex> m_index;
    std::shared_ptr<const ArchiveMapping> m_mapping;
    QString m_readOnlyReason;
    QHash<QString, EntrySource> m_pendingContent; ///< case-folded tree path → new content, of the current plan
    QUndoStack *m_undo = nullptr;
    std::vector<EntryIndex::NodeId> m_selection;
    QString m_reopenPath;
    bool m_keepTreeState = false;
    bool m_saving = false;
    bool m_saveVetoed = false;
    bool m_clearing = false; ///< set while setArchive() empties the undo stack
};

} // namespace mwb::gui
