// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QString>

class QAction;
class QMenu;

namespace mwb::gui {

class Workbench;

/// The File menu: New Archive…, Open… (also by drag and drop onto the window, and from the command line), Open
/// Recent (10 files kept in QSettings), Save and Save As… (the current document: an archive's pending edits in one
/// job, a file's text, an entry's text into its archive), Save All, Close (the current document, asking first when
/// it has unsaved changes) and Quit. Opening is the DocumentManager's: any file opens, decided by content. GUI
/// thread only.
class FileController : public QObject
{
    Q_OBJECT
public:
    FileController(Workbench &workbench, QObject *parent);

    /// Opens `path` (or ARCHIVE::ENTRY) and remembers it in Open Recent.
    void openFile(const QString &path);
    /// Saves the current document (File › Save).
    void save();
    /// Saves the current document to `path` (File › Save As…; archives and files).
    void saveAs(const QString &path);
    /// Saves every document with unsaved changes (entries into their archives first).
    void saveAll();
    /// Closes the current document.
    void closeCurrent();
    /// Writes a new, empty archive of the format `formatId` made with its preset `presetId` to `path` in a job,
    /// then opens it (File › New Archive…).
    void createArchive(const QString &formatId, const QString &presetId, const QString &path);
    /// Adds another controller's Open command to the File menu, below Open Recent.
    void addOpenAction(QAction *action);
    /// The File menu and its Close action, for controllers that add to the menu (Compare With…).
    [[nodiscard]] QMenu *menu() const { return m_menu; }
    [[nodiscard]] QAction *closeAction() const { return m_close; }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void chooseAndOpen();
    void chooseAndOpenFolder();
    void chooseNewArchive();
    void chooseSaveAsPath();
    void updateActions();
    void rebuildRecentMenu();

    Workbench &m_workbench;
    QMenu *m_menu = nullptr;
    QMenu *m_recentMenu = nullptr;
    QAction *m_new = nullptr;
    QAction *m_openGroupEnd = nullptr; ///< the separator after the Open commands
    QAction *m_close = nullptr;
    QAction *m_save = nullptr;
    QAction *m_saveAs = nullptr;
    QAction *m_saveAll = nullptr;
};

} // namespace mwb::gui
