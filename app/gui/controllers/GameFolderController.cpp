// SPDX-License-Identifier: GPL-3.0-or-later
#include "GameFolderController.h"

#include "MessagePresenter.h"
#include "Workbench.h"

#include <QAction>
#include <QFileDialog>
#include <QKeySequence>
#include <QMainWindow>
#include <QMenu>

namespace mwb::gui {

GameFolderController::GameFolderController(Workbench &workbench, QMenu &fileMenu, QAction *closeAction, QObject *parent)
    : QObject(parent)
    , m_workbench(workbench)
{
    m_choose = new QAction(tr("Torchlight 2 &Game Folder…"), this);
    m_choose->setObjectName(QStringLiteral("chooseGameFolder"));
    m_choose->setShortcut(QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_G));
    m_choose->setToolTip(tr("Where Torchlight 2 is installed: level plans find the game's room pieces in its "
                            "PAKS/DATA.PAK (Steam's default install is found without it)"));
    fileMenu.insertAction(closeAction, m_choose);
    fileMenu.insertSeparator(closeAction);
    connect(m_choose, &QAction::triggered, this, &GameFolderController::askForFolder);
}

void GameFolderController::askForFolder()
{
    const GameArchive &game = m_workbench.game();
    const QString start = game.chosenFolder().isEmpty() ? GameArchive::steamDefaultFolder() : game.chosenFolder();
    const QString folder = QFileDialog::getExistingDirectory(
        &m_workbench.window(), tr("Torchlight 2 Game Folder (the one holding PAKS/DATA.PAK)"), start);
    if (!folder.isEmpty())
        chooseFolder(folder);
}

bool GameFolderController::chooseFolder(const QString &folder)
{
    const QString pak = GameArchive::pakIn(folder);
    if (pak.isEmpty()) {
        m_workbench.messages().showError(Error{ErrorCode::InvalidInput,
            tr("%1 holds no PAKS/DATA.PAK: it is not a Torchlight 2 installation").arg(folder), folder});
        return false;
    }
    m_workbench.game().setChosenFolder(folder);
    m_workbench.showStatus(tr("The game's files are read from %1").arg(pak));
    return true;
}

} // namespace mwb::gui
