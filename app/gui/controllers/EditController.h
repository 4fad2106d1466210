// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/core/Result.h"

#include <QObject>
#include <QString>
#include <QStringList>

class QAction;

namespace mwb::gui {

class ArchiveDocument;
class CurrentArchive;
class Workbench;

/// The Edit menu and the edit commands of an archive tree's context menu: Undo / Redo (the current document's undo
/// stack, whichever kind it is; their text names the command, e.g. "Undo Rename X"), Add Files…, Add Folder…,
/// Replace…, Rename (F2, in place in the tree), Delete (Del), New Folder and Copy Path. Edits are recorded in the
/// current ArchiveDocument as pending edits and written by File › Save. Commands a format cannot do are disabled
/// with the reason in their tooltip. Added files go below the selected folder (or the selected file's folder);
/// text DATs are compiled when the archive is saved. GUI thread only.
class EditController : public QObject
{
    Q_OBJECT
public:
    EditController(Workbench &workbench, QObject *parent);

    /// Records adding local `files` (files or folders, a folder with everything below it) below `folder`.
    bool addFiles(const QStringList &files, const QString &folder);
    /// Records replacing the entry at `path` with the local file `file`.
    bool replace(const QString &path, const QString &file);
    /// Records deleting the entries or folders at `paths` (nested paths count once).
    bool remove(const QStringList &paths);
    /// Records renaming the entry or folder at `path` to `newName` in the same folder.
    bool rename(const QString &path, const QString &newName);
    /// Records a new empty folder below `parent` ("New Folder", numbered when taken); returns its path or empty.
    QString newFolder(const QString &parent);

    [[nodiscard]] QAction *undoAction() const { return m_undo; }
    [[nodiscard]] QAction *redoAction() const { return m_redo; }
    [[nodiscard]] QAction *addFilesAction() const { return m_addFiles; }
    [[nodiscard]] QAction *addFolderAction() const { return m_addFolder; }
    [[nodiscard]] QAction *replaceAction() const { return m_replace; }
    [[nodiscard]] QAction *renameAction() const { return m_rename; }
    [[nodiscard]] QAction *deleteAction() const { return m_delete; }
    [[nodiscard]] QAction *newFolderAction() const { return m_newFolder; }
    [[nodiscard]] QAction *copyPathAction() const { return m_copyPath; }

private:
    void prepare(ArchiveDocument &archive);
    void updateActions();
    /// Shows `result`'s error; true when it succeeded.
    bool reported(const Result<void> &result);
    /// The folder new content goes to: the selected folder, the selected file's folder, else the root.
    [[nodiscard]] QString targetFolder() const;
    /// The one selected row's path when it is a file or folder still in the plan, else empty.
    [[nodiscard]] QString singleSelection(bool filesOnly) const;
    void chooseFiles();
    void chooseFolder();
    void chooseReplacement();
    void deleteSelection();
    void copyPaths();
    void startNewFolder();
    void renameInPlace();

    Workbench &m_workbench;
    CurrentArchive *m_current = nullptr;
    QAction *m_undo = nullptr;
    QAction *m_redo = nullptr;
    QAction *m_addFiles = nullptr;
    QAction *m_addFolder = nullptr;
    QAction *m_replace = nullptr;
    QAction *m_rename = nullptr;
    QAction *m_delete = nullptr;
    QAction *m_newFolder = nullptr;
    QAction *m_copyPath = nullptr;
    QString m_lastDir;
};

} // namespace mwb::gui
