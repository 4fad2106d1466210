// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/core/ArchiveWriter.h"
#include "mwb/core/EntryIndex.h"

#include <QCoreApplication>
#include <QHash>
#include <QString>
#include <QStringList>

#include <memory>
#include <optional>
#include <vector>

namespace mwb::gui {

/// One change of an open archive as the user asked for it; recorded until the archive is saved.
struct PendingEdit
{
    enum class Kind { Add, Replace, Remove, Rename, NewFolder, SetLocale };
    Kind kind = Kind::Add;
    QString path; ///< the entry or folder it concerns, '/'-separated
    QString target; ///< Rename: the new path
    EntrySource source; ///< Add, Replace: the new content
    AddOptions options; ///< Add, Replace
    quint16 locale = 0; ///< SetLocale
};

/// The archive as it will be written: one live writer with every pending edit applied, plus the empty folders made
/// with New Folder (a writer has entries only; such a folder stays on screen until files go into it and is not
/// written while it stays empty). Applying an edit costs what the edit touches, and so does taking it back
/// (rollback() to a mark taken before it): recording 1,000 renames in a 100k-entry archive takes milliseconds.
/// GUI thread, except that a save job reads the writer while the document refuses edits.
class EditPlan
{
    Q_DECLARE_TR_FUNCTIONS(mwb::gui::EditPlan)
public:
    /// A point of the plan's history.
    struct Mark
    {
        ArchiveWriter::Checkpoint writer;
        QStringList newFolders;
    };

    EditPlan(std::unique_ptr<ArchiveWriter> writer, std::shared_ptr<const Archive> archive);

    [[nodiscard]] Mark mark() const { return {m_writer->checkpoint(), m_newFolders}; }
    /// Takes back everything applied since `mark`.
    void rollback(const Mark &mark);
    /// Applies `edits` in order; when one fails, those applied before it are taken back and it is the error.
    [[nodiscard]] Result<void> apply(const std::vector<PendingEdit> &edits);

    [[nodiscard]] const ArchiveWriter &writer() const { return *m_writer; }
    [[nodiscard]] ArchiveWriter &writer() { return *m_writer; }
    /// New empty folders, normalized.
    [[nodiscard]] const QStringList &newFolders() const { return m_newFolders; }

    /// A writer's path as the tree shows it: '/'-separated, whatever the format stores ('\\' in MPQ).
    [[nodiscard]] static QString treePath(QString writerPath);
    /// The tree of the planned archive: every planned entry at its new path, tagged with its EditMark (added,
    /// replaced, renamed, changed), the archive's entries it drops kept at their paths tagged deleted, and the new
    /// folders. Planned entries with new content have entry -1 (not in the archive yet); `pendingContent` receives
    /// their content by case-folded tree path. Linear in the entries, with hashing only for the changed ones.
    [[nodiscard]] std::vector<EntryIndex::Input> treeInputs(QHash<QString, EntrySource> &pendingContent) const;

    /// Tree paths whose rows the edits since a mark may have changed: case-folded path -> the spellings seen.
    using TouchedPaths = QHash<QString, QStringList>;
    /// The tree paths that the edits applied since `mark` touch (an entry's path before and after, the path of the
    /// base entry it copied), or nullopt when they changed the new folders (then the tree is built whole). Call while
    /// the edits are applied: before rollback() for an undo, after apply() for the rest.
    [[nodiscard]] std::optional<TouchedPaths> touchedSince(const Mark &mark) const;
    /// The rows treeInputs() gives at `paths` in any letter case (a replaced or added entry's content into
    /// `pendingContent`); `shown`, the tree before the edits, names the spellings the edits did not touch. Costs
    /// what the paths hold.
    [[nodiscard]] std::vector<EntryIndex::Input> treeInputsAt(
        const TouchedPaths &paths, const EntryIndex &shown, QHash<QString, EntrySource> &pendingContent) const;

private:
    [[nodiscard]] Result<void> applyOne(const PendingEdit &edit);
    [[nodiscard]] qsizetype newFolderAt(const QString &normalized) const;
    [[nodiscard]] Result<void> newFolder(const QString &path);
    [[nodiscard]] Result<void> removeOrRename(const PendingEdit &edit);
    [[nodiscard]] Error taken(const QString &path) const;
    /// Base inputs by entry id and by case-folded path, built on the first call of a tree query.
    void indexBase() const;
    /// The tree row of planned entry `planned`: the base input it copies or replaces (originalOf()), changed as
    /// planned; new content goes into `pendingContent`.
    [[nodiscard]] EntryIndex::Input plannedInput(
        const PlannedEntry &planned, QHash<QString, EntrySource> &pendingContent) const;
    /// The base input `planned` copies (kept) or, for new content, the one at its path (replaced); null for none.
    [[nodiscard]] const EntryIndex::Input *originalOf(const PlannedEntry &planned) const;
    /// Whether the base input shows as deleted: nothing copies it and its path holds nothing now.
    [[nodiscard]] bool isDeleted(const EntryIndex::Input &base) const;

    std::unique_ptr<ArchiveWriter> m_writer;
    std::shared_ptr<const Archive> m_archive;
    QStringList m_newFolders;
    mutable QHash<int, std::size_t> m_baseById;
    mutable QMultiHash<QString, std::size_t> m_baseByPath;
};

} // namespace mwb::gui
