// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/core/Result.h"

#include <QCoreApplication>
#include <QHash>
#include <QSet>
#include <QString>
#include <QStringList>

#include <vector>

namespace mwb::io {

/// The one rule for an extraction in which some entries fail (unreadable, checksum mismatch, unsafe name).
enum class FailurePolicy {
    /// Nothing is committed: the target is left as it was and the first failure (in entry order) is the result.
    /// What Archive::extract() and every job of the GUI do.
    AllOrNothing,
    /// Every entry that was read and checked is committed; the failures are reported, never silently dropped, and
    /// the command still fails. What the CLI's `--keep-going` asks for (damaged or protected archives).
    KeepGoing,
};

/// Extraction output that appears in the target folder only at commit(); rollback() leaves the target as it was.
///
/// What "atomic" means here: no file is ever visible under its final name with partial content, and a canceled or
/// failed job leaves nothing behind (not even the target folder, when this object created it). Everything is staged
/// inside the target, on the same file system, so committing is renames only:
/// - a folder the target lacks is built whole under a temporary name beside its final place and renamed into place
///   at the end: one rename for its whole subtree, and no folder to delete afterwards;
/// - a file whose folder already exists is written under a temporary name in that folder and renamed over its final
///   name at the end (an existing file is replaced in one step, never truncated).
/// Nothing is flushed to the disk (no fsync): the output can always be extracted again, and forcing it to the disk
/// would cost more than the whole extraction of a small archive. Existing folders on the way must be plain folders:
/// a symbolic link (or junction) is refused, so output never lands outside the target.
/// Planning (add) is single-threaded; the staged files may then be written and dropped from any thread.
class StagedOutput
{
    Q_DECLARE_TR_FUNCTIONS(mwb::io::StagedOutput)
public:
    /// A file that could not be moved into place at commit.
    struct Failure
    {
        int file = -1; ///< as returned by add()
        Error error;
    };

    /// Folds a relative path the way the file system compares names (case-insensitive on Windows and macOS).
    [[nodiscard]] static QString key(const QString &relative);

    /// Output below `root` (made absolute), which prepare() creates when missing.
    explicit StagedOutput(const QString &root);
    /// Rolls back unless committed.
    ~StagedOutput();
    StagedOutput(const StagedOutput &) = delete;
    StagedOutput &operator=(const StagedOutput &) = delete;

    /// Creates the root folder (and missing parents), remembering them for rollback.
    [[nodiscard]] Result<void> prepare();
    [[nodiscard]] const QString &root() const { return m_root; }
    /// Plans a file at `relative` ('/'-separated, already checked to stay inside the root) and creates the staging
    /// folders it needs. Returns its id; stagedPath(id) is where its bytes go (a new file: open it exclusively).
    /// Fails when a folder on the way exists as something other than a plain folder, or cannot be created.
    [[nodiscard]] Result<int> add(const QString &relative);
    [[nodiscard]] const QString &stagedPath(int file) const { return m_files[static_cast<std::size_t>(file)].staged; }
    /// Leaves the file out of the commit (its staged bytes, if any, must already be removed). Thread-safe per file.
    void drop(int file) { m_files[static_cast<std::size_t>(file)].dropped = true; }
    /// Moves every file that was not dropped into place. Files that cannot move are removed and reported.
    [[nodiscard]] std::vector<Failure> commit();
    /// Removes everything staged and every folder prepare() created.
    void rollback();

private:
    enum class FolderState { Plain, Missing, Unusable };
    struct File
    {
        QString staged;
        QString final; ///< empty for files inside a staged folder (they move with it)
        int folder = -1; ///< staged folder holding the file, -1 for a file staged beside its final name
        bool dropped = false;
    };
    struct Folder
    {
        QString staged;
        QString final;
    };

    [[nodiscard]] FolderState folderState(const QString &relative);
    [[nodiscard]] Result<int> stagedFolder(const QString &relative);
    [[nodiscard]] QString temporaryName(const QString &folder, const QString &suffix) const;
    [[nodiscard]] Error moveError(const QString &path) const;

    QString m_root;
    QString m_token; ///< makes this job's temporary names unique
    QStringList m_createdRoots; ///< folders prepare() created, deepest first
    std::vector<File> m_files;
    std::vector<Folder> m_folders;
    QHash<QString, FolderState> m_states; ///< by folder key, relative to the root
    QHash<QString, int> m_folderIndex; ///< staged folder by the key of its final relative path
    QSet<QString> m_madeInside; ///< folders already created inside staged folders
    bool m_done = false;
};

} // namespace mwb::io
