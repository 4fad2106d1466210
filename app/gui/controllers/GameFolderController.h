// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>

class QAction;
class QMenu;

namespace mwb::gui {

class Workbench;

/// File › Torchlight 2 Game Folder…: where the game is installed (its PAKS/DATA.PAK with DATA.PAK.MAN), so that
/// views can read the game's own files (a level plan's room pieces). Kept in Workbench::game(). GUI thread only.
class GameFolderController : public QObject
{
    Q_OBJECT
public:
    /// Puts the command into `fileMenu`, above `closeAction`.
    GameFolderController(Workbench &workbench, QMenu &fileMenu, QAction *closeAction, QObject *parent);

    /// Uses the game installed in `folder` from now on; an error (and nothing changed) when it holds no DATA.PAK.
    /// Returns whether it was taken.
    bool chooseFolder(const QString &folder);

private:
    void askForFolder();

    Workbench &m_workbench;
    QAction *m_choose = nullptr;
};

} // namespace mwb::gui
