// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "controllers/DefaultLayouts.h"
#include "mwb/core/Error.h"

#include <QFuture>
#include <QHash>
#include <QObject>
#include <QString>
#include <QStringList>

class QAction;
class QMenu;

namespace mwb::gui {

class MainWindow;
struct GridDocument;

/// The File menu: Open… (also by drag & drop onto the window and from the command line), Open Recent (10 files
/// kept in QSettings), Save and Save As… (the session's pending edits, one job; the saved file is opened again),
/// Close and Quit. Opening another file or closing with unsaved edits asks Save / Discard / Cancel first. Any file opens, on a worker thread, decided by content and name:
///  1. content an archive format recognises: opened and indexed, and the model swapped on the GUI thread (an
///     error, e.g. a truncated MPQ table, is reported with its failing byte);
///  2. a name an archive has (.MOD, .mpq…; Backend::archiveNameError) on content no format recognises: that
///     format's error is reported (a truncated .MOD no longer passes the sniffer, so this says why);
///  3. a grid's name (.map, .mpp): opened as a walkability grid by content and handed to the GridController, or
///     its error reported;
///  4. anything else (a DAT, a RAW, an image, any binary) is shown on its own in the inspector docks, no error.
/// A reported error is followed by openFailed(), so the inspector shows the file with the failing byte marked.
/// Each outcome asks for its layout (contentLayoutChosen, for ViewController::showContent): archive, grid or file; a grid
/// file, like any file, is then the window's standalone file (a Close closes it).
/// Opening a second file while one is loading drops the first. Extra listfiles added for an archive are kept for
/// the session and used whenever it is (re)opened.
class FileController : public QObject
{
    Q_OBJECT
public:
    explicit FileController(MainWindow &window);

    /// Opens `path` in a background job; failures are shown through the window's MessagePresenter. With unsaved
    /// edits of another file, asks first (UnsavedEdits).
    void openFile(const QString &path);
    /// Remembers extra `listfiles` for the archive at `archivePath` (used from its next open on).
    void addListfiles(const QString &archivePath, const QStringList &listfiles);
    /// The extra listfiles kept for `archivePath`.
    [[nodiscard]] QStringList listfiles(const QString &archivePath) const;
    /// Closes the open archive or standalone file (asking first about unsaved edits).
    void closeArchive();
    /// Saves the pending edits into the open archive's file (File › Save).
    void save();
    /// Saves the planned archive to `path` and opens that file (File › Save As…).
    void saveAs(const QString &path);
    /// Writes a new, empty archive of the format `formatId` made with its preset `presetId` to `path` in a job,
    /// then opens it (File › New Archive…).
    void createArchive(const QString &formatId, const QString &presetId, const QString &path);
    /// Adds another controller's Open command to the File menu, below Open Recent.
    void addOpenAction(QAction *action);
    /// The File menu and its Close action, for controllers that add to the menu (Compare With…).
    [[nodiscard]] QMenu *menu() const { return m_menu; }
    [[nodiscard]] QAction *closeAction() const { return m_close; }

Q_SIGNALS:
    /// What was opened (or closed) wants this layout of the docks; emitted before the outcome's own signal.
    void contentLayoutChosen(mwb::gui::ContentLayout layout);
    /// A walkability grid file was opened on its own: `grid` is for the heatmap docks.
    void gridOpened(const QString &path, const mwb::gui::GridDocument &grid);
    /// A file that is neither an archive nor a grid was opened on its own (MainWindow::standaloneFile()).
    void fileOpened(const QString &path);
    /// `path` could not be opened; `error` was reported to the user.
    void openFailed(const QString &path, const mwb::Error &error);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void chooseAndOpen();
    void chooseNewArchive();
    void chooseSaveAsPath();
    void startOpen(const QString &absolute);
    void updateActions();
    void rebuildRecentMenu();

    MainWindow &m_window;
    QMenu *m_menu = nullptr;
    QMenu *m_recentMenu = nullptr;
    QAction *m_new = nullptr;
    QAction *m_openGroupEnd = nullptr; ///< the separator after the Open commands
    QAction *m_close = nullptr;
    QAction *m_save = nullptr;
    QAction *m_saveAs = nullptr;
    bool m_leavingAfterSave = false; ///< the running save was asked for before closing or opening another file
    QFuture<void> m_pending;
    QHash<QString, QStringList> m_listfiles; ///< absolute archive path -> absolute listfile paths
};

} // namespace mwb::gui
