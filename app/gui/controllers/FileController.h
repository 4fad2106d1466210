// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QFuture>
#include <QObject>
#include <QString>

class QAction;
class QMenu;

namespace mwb::gui {

class MainWindow;

/// The File menu: Open… (also by drag & drop onto the window and from the command line), Open Recent (10 files
/// kept in QSettings), Close and Quit. Archives are opened and indexed on a worker thread; the model is swapped
/// on the GUI thread when the job finishes. Opening a second file while one is loading drops the first.
class FileController : public QObject
{
    Q_OBJECT
public:
    explicit FileController(MainWindow &window);

    /// Opens `path` in a background job; failures are shown through the window's MessagePresenter.
    void openFile(const QString &path);
    /// Closes the open archive.
    void closeArchive();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void chooseAndOpen();
    void rebuildRecentMenu();

    MainWindow &m_window;
    QMenu *m_recentMenu = nullptr;
    QAction *m_close = nullptr;
    QFuture<void> m_pending;
};

} // namespace mwb::gui
