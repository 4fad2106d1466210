// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QFuture>
#include <QHash>
#include <QObject>

#include "mwb/core/Error.h"
#include <QString>
#include <QStringList>

class QAction;
class QMenu;

namespace mwb::gui {

class MainWindow;

/// The File menu: Open… (also by drag & drop onto the window and from the command line), Open Recent (10 files
/// kept in QSettings), Close and Quit. Files are recognised by content: archives are opened and indexed on a worker
/// thread and the model is swapped on the GUI thread when the job finishes; anything no archive format knows is
/// tried as a walkability grid and handed to the GridController. Opening a second file while one is loading drops
/// the first. Extra listfiles added for an archive are kept for the session and used whenever it is (re)opened.
class FileController : public QObject
{
    Q_OBJECT
public:
    explicit FileController(MainWindow &window);

    /// Opens `path` in a background job; failures are shown through the window's MessagePresenter.
    void openFile(const QString &path);
    /// Remembers extra `listfiles` for the archive at `archivePath` (used from its next open on).
    void addListfiles(const QString &archivePath, const QStringList &listfiles);
    /// The extra listfiles kept for `archivePath`.
    [[nodiscard]] QStringList listfiles(const QString &archivePath) const;
    /// Closes the open archive.
    void closeArchive();

Q_SIGNALS:
    /// A walkability grid file was opened on its own (it is on screen).
    void gridOpened(const QString &path);
    /// `path` could not be opened; `error` was reported to the user.
    void openFailed(const QString &path, const mwb::Error &error);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void chooseAndOpen();
    void rebuildRecentMenu();

    MainWindow &m_window;
    QMenu *m_recentMenu = nullptr;
    QAction *m_close = nullptr;
    QFuture<void> m_pending;
    QHash<QString, QStringList> m_listfiles; ///< absolute archive path -> absolute listfile paths
};

} // namespace mwb::gui
