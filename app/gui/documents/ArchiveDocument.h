// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Document.h"
#include "EditPlan.h"
#include "OpenedArchive.h"
#include "mwb/core/content/Content.h"

#include <QHash>
#include <QSet>
#include <QPointer>
#include <QStringList>

#include <functional>
#include <memory>
#include <optional>
#include <vector>

namespace mwb {
class ArchiveTreeModel;
class ArchiveView;
} // namespace mwb

namespace mwb::gui {

/// An open archive (a .MOD, an MPQ, a stack of archives) as a document: the archive, the tree the window shows (the
/// planned archive, pending edits marked), the pending edits with their undo stack, the selection of its tree, and
/// the extra listfiles it was opened with.
///
/// Edits are recorded, not written: each user action is one undo command of one or more PendingEdits, applied to
/// one live writer when recorded (a taken name is refused at once) and taken back on undo, so both cost what the
/// edit touches. The tree is rebuilt once after a burst of edits (the next event-loop turn, or at once when asked
/// for), by patching the rows the edits touched. save() runs ONE job: the writer commits into the archive's own file or another one (atomic: on error or
/// cancel the file is untouched and the edits stay), and the written file is opened again in the same job; the
/// document then shows it with its tree state kept. GUI thread only.
class ArchiveDocument final : public Document
{
    Q_OBJECT
public:
    ArchiveDocument(Workbench &workbench, OpenedArchive opened, QStringList listfiles, QObject *parent);
    ~ArchiveDocument() override;

    [[nodiscard]] Type type() const override { return Type::Archive; }
    [[nodiscard]] QString title() const override;
    [[nodiscard]] QString location() const override;
    [[nodiscard]] QWidget *view() override;
    /// The tree view (made on the first call). The tree of edits recorded since the last event-loop turn is
    /// rebuilt first, so that what the caller selects or reads is the planned archive.
    [[nodiscard]] ArchiveView *archiveView();
    [[nodiscard]] ArchiveTreeModel *model() const { return m_model; }
    [[nodiscard]] QString readOnlyReason() const override;

    [[nodiscard]] const std::shared_ptr<const Archive> &archive() const { return m_archive; }
    /// The tree of the planned archive (the archive's own while nothing is pending), rebuilt first when edits made
    /// it stale.
    [[nodiscard]] const std::shared_ptr<const EntryIndex> &index() const;
    /// The extra listfiles used whenever the archive is (re)opened.
    [[nodiscard]] const QStringList &listfiles() const { return m_listfiles; }

    /// Records one user action (`text` names it in the Edit menu: "Rename X"); refused with the writer's error.
    [[nodiscard]] Result<void> record(const QString &text, std::vector<PendingEdit> edits);
    /// Records adding local `files` below `folder` ("" for the root) as one action: a file at its name, a folder
    /// with every file below it. Text DATs are marked to be compiled (AddOptions::compileSources). Returns how
    /// many files were added.
    [[nodiscard]] Result<int> addLocalFiles(const QStringList &files, const QString &folder);
    /// The live plan of the pending edits, null before the first edit.
    [[nodiscard]] const EditPlan *editPlan() const { return m_plan.get(); }
    /// The new content a pending edit gives the entry at tree path `path` (added or replaced, not saved yet).
    [[nodiscard]] std::optional<EntrySource> pendingContent(const QString &path) const;
    /// Reads the file at tree path `path` (letter case ignored) as the planned archive has it — a pending edit's new
    /// content, else the archive's entry — on any thread, owning what it needs; null when there is no such file.
    [[nodiscard]] std::function<Result<QByteArray>()> entryReader(const QString &path) const;

    /// Keeps the content of an entry just inspected (its path is the content's), so that opening that entry as a
    /// document reads and parses nothing again. One is kept; a new plan or a reopen forgets it.
    void rememberContent(std::shared_ptr<const content::Content> content);
    /// The kept content of the entry at tree path `path`, or null.
    [[nodiscard]] std::shared_ptr<const content::Content> rememberedContent(const QString &path) const;

    /// The selected rows' nodes of index() (set from its view).
    void setSelection(std::vector<EntryIndex::NodeId> nodes);
    [[nodiscard]] const std::vector<EntryIndex::NodeId> &selectedNodes() const { return m_selection; }
    [[nodiscard]] QStringList selectedPaths() const;
    /// Archive entry ids under the selected rows (a folder stands for everything below it), sorted, unique.
    [[nodiscard]] std::vector<int> selectedEntries() const;

    void save(const QString &target = {}) override;
    /// Rewrites the archive's own file with the pending edits, even with none: the writer leaves no dead space
    /// (formats with Capability::Compact). Reported like a save.
    void compact();
    [[nodiscard]] bool isSaving() const override { return m_saving; }
    /// Opens the archive again with `listfiles` added (in a job); the pending edits must be saved first.
    void addListfiles(const QStringList &listfiles);
    /// When the archive (a file on disk) lists entries without names (Backend::unnamedEntries), looks for their
    /// names in a job (Backend::recoverNames: cancellable, with progress) and shows the archive opened again with
    /// them, so that the tree, extraction and edits use them (marked as recovered in the tree); says "Recovered N of
    /// M names" in the status bar. A canceled or failed scan, or one that ends while edits are pending or after the
    /// archive was opened again, leaves the archive as it is. Returns whether a scan started.
    bool recoverNames();
    /// The entries of archive() whose names recoverNames() found (none after the archive is opened again).
    [[nodiscard]] const QSet<int> &recoveredEntries() const { return m_recoveredEntries; }

    /// Makes it an archive stored inside `container` at tree path `entryPath` (opened from memory): saving it
    /// writes the archive and records it as a pending edit of the container.
    void setContainer(ArchiveDocument &container, const QString &entryPath);
    /// The archive it is stored in, or null for an archive on disk.
    [[nodiscard]] ArchiveDocument *container() const { return m_container; }

Q_SIGNALS:
    /// The archive was opened again (after a save or with new listfiles): index() was replaced.
    void archiveChanged();
    /// The pending edits changed (recorded, undone, redone): index() is the new plan.
    void planChanged();
    void selectionChanged();
    void savingChanged(bool saving);
    /// A save wrote the archive (it is open again).
    void committed(const mwb::CommitReport &report);
    /// recoverNames() finished: `recovered` of `unnamed` entries got a name (0 of them after a cancel or failure).
    void namesRecovered(int recovered, int unnamed);

private:
    friend class ArchivePlanCommand;
    /// The live plan (made with the first edit). Null when the archive cannot be edited (error reported in `why`).
    [[nodiscard]] EditPlan *plan(Error *why);
    /// Undo and redo of one recorded action.
    void takeBack(const EditPlan::Mark &mark);
    [[nodiscard]] Result<void> reapply(const std::vector<PendingEdit> &edits);
    /// The plan changed at `touched` (nullopt: anywhere): the tree is stale.
    void planEdited(std::optional<EditPlan::TouchedPaths> touched);
    /// A stack's tree names the copies each file shadows ("also in" rows).
    void nameHiddenCopies();
    /// The tree shows the names of m_recoveredEntries as recovered.
    void markRecoveredNames();
    /// Shows the planned tree when edits queued a rebuild (once per burst of edits); nothing otherwise.
    void refreshTree();
    void write(const QString &target, bool compact);
    /// Shows `opened`; `recovered` are its entries named by a scan (recoverNames()).
    void reopenWith(OpenedArchive opened, QStringList listfiles, bool keepTreeState, QSet<int> recovered = {});

    std::shared_ptr<const Archive> m_archive;
    std::shared_ptr<const EntryIndex> m_baseIndex;
    mutable std::shared_ptr<const EntryIndex> m_index;
    mutable QHash<QString, EntrySource> m_pendingContent; ///< case-folded tree path -> new content
    mutable bool m_treeStale = false;
    /// What a stale tree must show anew; nullopt: all of it.
    mutable std::optional<EditPlan::TouchedPaths> m_touched;
    std::unique_ptr<EditPlan> m_plan;
    QPointer<ArchiveDocument> m_container;
    std::shared_ptr<const content::Content> m_remembered;
    QString m_containerPath; ///< the tree path of this archive in m_container
    QStringList m_listfiles;
    QSet<int> m_recoveredEntries;
    std::vector<EntryIndex::NodeId> m_selection;
    ArchiveTreeModel *m_model = nullptr;
    QPointer<ArchiveView> m_view;
    bool m_refreshQueued = false;
    bool m_saving = false;
};

} // namespace mwb::gui
