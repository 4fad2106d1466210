// SPDX-License-Identifier: GPL-3.0-or-later
#include "controllers/CompareController.h"

#include "CurrentArchive.h"
#include "MessagePresenter.h"
#include "Workbench.h"
#include "documents/ArchiveDocument.h"
#include "documents/DocumentManager.h"
#include "controllers/ProgressJob.h"
#include "dialogs/CompareDialog.h"
#include "mwb/core/FolderArchive.h"

#include <QFileDialog>
#include <QFileInfo>
#include <QMainWindow>
#include <QMenu>

namespace mwb::gui {

namespace {

/// Both sides of a finished comparison.
struct Compared
{
    std::shared_ptr<const Archive> other;
    diff::ArchiveDiff diff;
};

} // namespace

CompareController::CompareController(Workbench &workbench, QMenu &fileMenu, QAction *closeAction, QObject *parent)
    : QObject(parent)
    , m_workbench(workbench)
    , m_current(new CurrentArchive(workbench.documents(), this))
{
    m_withFile = new QAction(tr("Compare With &File…"), this);
    m_withFolder = new QAction(tr("Compare With Fol&der…"), this);
    m_withFile->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_D));
    m_withFolder->setShortcut(QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_D));
    fileMenu.insertActions(closeAction, {m_withFile, m_withFolder});
    fileMenu.insertSeparator(closeAction);
    connect(m_withFile, &QAction::triggered, this, &CompareController::chooseFile);
    connect(m_withFolder, &QAction::triggered, this, &CompareController::chooseFolder);
    connect(m_current, &CurrentArchive::changed, this, &CompareController::updateActions);
    updateActions();
}

void CompareController::updateActions()
{
    const bool open = m_current->archive() != nullptr;
    m_withFile->setEnabled(open);
    m_withFolder->setEnabled(open);
}

void CompareController::chooseFile()
{
    const QString path = QFileDialog::getOpenFileName(
        &m_workbench.window(), tr("Compare With File"), m_lastDir, FormatRegistry::openDialogFilters().join(QStringLiteral(";;")));
    if (path.isEmpty())
        return;
    m_lastDir = QFileInfo(path).absolutePath();
    compareWith(path);
}

void CompareController::chooseFolder()
{
    const QString path = QFileDialog::getExistingDirectory(&m_workbench.window(), tr("Compare With Folder"), m_lastDir);
    if (path.isEmpty())
        return;
    m_lastDir = path;
    compareWith(path);
}

void CompareController::compareWith(const QString &path)
{
    const std::shared_ptr<const Archive> archive = m_current->archive();
    if (!archive)
        return;
    auto future = submitProgressJob<Compared>(m_workbench.jobs(),
        tr("Comparing %1 with %2").arg(QFileInfo(archive->path()).fileName(), QFileInfo(path).fileName()),
        [archive, path](Progress &progress) -> Result<Compared> {
            auto other = openArchiveOrFolder(path);
            if (!other)
                return other.error();
            std::shared_ptr<const Archive> shared = std::move(other).value();
            auto diff = diff::diffArchives(*archive, *shared, progress);
            if (!diff)
                return diff.error();
            return Compared{std::move(shared), std::move(diff).value()};
        });
    future.then(this, [this, archive](const Result<Compared> &result) {
        if (!result) {
            m_workbench.messages().showError(result.error());
            return;
        }
        auto *dialog = new CompareDialog(archive, result->other, result->diff, m_workbench.jobs(), &m_workbench.window());
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        dialog->show();
        Q_EMIT compared();
    });
}

} // namespace mwb::gui
