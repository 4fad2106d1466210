// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/core/ArchiveWriter.h"
#include "mwb/core/EntryIndex.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <functional>
#include <memory>
#include <vector>

namespace mwb::gui {

/// One change of the open archive as the user asked for it; recorded until the archive is saved.
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

/// Makes the writer of an archive (Backend::edit).
using WriterFactory = std::function<Result<std::unique_ptr<ArchiveWriter>>(std::shared_ptr<const Archive>)>;

/// The archive as it will be written: a fresh writer with every pending edit recorded in order, plus the empty
/// folders made with New Folder (a writer has entries only; such a folder is kept on screen until files are added
/// into it and is not written while it stays empty). Rebuilt from the edits whenever they change, so undo is just
/// a shorter list. GUI thread.
class EditPlan
{
    Q_DECLARE_TR_FUNCTIONS(mwb::gui::EditPlan)
public:
    /// Replays `edits` on a writer of `archive`; the first edit that fails is the error.
    [[nodiscard]] static Result<EditPlan> build(
        const WriterFactory &makeWriter, std::shared_ptr<const Archive> archive, const std::vector<PendingEdit> &edits);

    /// Records one more edit (the writer's error when it cannot be done, e.g. a taken name).
    [[nodiscard]] Result<void> apply(const PendingEdit &edit);
    [[nodiscard]] const ArchiveWriter &writer() const { return *m_writer; }
    /// Hands the writer over (to a save job); the plan is unusable afterwards.
    [[nodiscard]] std::unique_ptr<ArchiveWriter> takeWriter() { return std::move(m_writer); }
    /// New empty folders, normalized.
    [[nodiscard]] const QStringList &newFolders() const { return m_newFolders; }

    /// A writer's path as the tree shows it: '/'-separated, whatever the format stores ('\\' in MPQ).
    [[nodiscard]] static QString treePath(QString writerPath);
    /// The tree of the planned archive from the archive's own `base` entries: every planned entry at its new path,
    /// tagged with its EditMark (added, replaced, renamed), the base entries it drops kept at their paths tagged
    /// deleted, and the new folders. Planned entries with new content have entry -1 (not in the archive yet).
    [[nodiscard]] std::vector<EntryIndex::Input> treeInputs(const std::vector<EntryIndex::Input> &base) const;

private:
    EditPlan() = default;
    [[nodiscard]] qsizetype newFolderAt(const QString &normalized) const;
    [[nodiscard]] Result<void> newFolder(const QString &path);
    [[nodiscard]] Result<void> removeOrRename(const PendingEdit &edit);

    std::unique_ptr<ArchiveWriter> m_writer;
    QStringList m_newFolders;
};

} // namespace mwb::gui
