// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QString>

class QAction;
class QMenu;

namespace mwb::gui {

class CurrentArchive;
class Workbench;

/// File › Compare With File… / Compare With Folder…: compares the open archive (as saved; pending edits are not
/// part of it) with another archive of any format or a folder, in a job (diff::diffArchives), and shows the result
/// in a CompareDialog. Enabled while an archive is open.
class CompareController : public QObject
{
    Q_OBJECT
public:
    /// Puts Compare With File… and Compare With Folder… into `fileMenu`, above `closeAction`.
    CompareController(Workbench &workbench, QMenu &fileMenu, QAction *closeAction, QObject *parent);

    /// Compares the open archive with the archive or folder at `path`; errors go to the window's MessagePresenter.
    void compareWith(const QString &path);

Q_SIGNALS:
    /// The comparison finished and a CompareDialog (a child of the window) shows it.
    void compared();

private:
    void chooseFile();
    void chooseFolder();
    void updateActions();

    Workbench &m_workbench;
    CurrentArchive *m_current = nullptr;
    QAction *m_withFile = nullptr;
    QAction *m_withFolder = nullptr;
    QString m_lastDir;
};

} // namespace mwb::gui
