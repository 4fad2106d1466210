// SPDX-License-Identifier: GPL-3.0-or-later
#include "controllers/ShadowedCopyController.h"

#include "CurrentArchive.h"
#include "MessagePresenter.h"
#include "Workbench.h"
#include "documents/ArchiveDocument.h"
#include "documents/DocumentManager.h"
#include "controllers/ProgressJob.h"
#include "dialogs/ContentDiffView.h"
#include "mwb/core/LayeredArchive.h"
#include "mwb/core/io/AtomicFile.h"
#include "mwb/widgets/ArchiveTreeModel.h"
#include "mwb/widgets/ArchiveView.h"

#include <QAction>
#include <QDialog>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QLocale>
#include <QMainWindow>
#include <QTreeView>
#include <QVBoxLayout>

#include <utility>

namespace mwb::gui {

namespace {

const LayeredArchive::Copy &copyOf(const ShadowedCopyController::CurrentCopy &current)
{
    return current.stack->files()[static_cast<std::size_t>(current.entry)]
        .shadowed[static_cast<std::size_t>(current.copy)];
}

const QString &layerName(const LayeredArchive &stack, int layer)
{
    return stack.layers()[static_cast<std::size_t>(layer)].name;
}

} // namespace

ShadowedCopyController::ShadowedCopyController(Workbench &workbench, QObject *parent)
    : QObject(parent)
    , m_workbench(workbench)
    , m_current(new CurrentArchive(workbench.documents(), this))
{
    m_open = new QAction(tr("Open This Copy's Archive"), this);
    m_open->setToolTip(tr("Open the layer that holds this shadowed copy on its own, with the file selected"));
    m_extract = new QAction(tr("Extract This Copy…"), this);
    m_extract->setToolTip(tr("Save the bytes of this shadowed copy (not the copy in use) to a file"));
    m_compare = new QAction(tr("Compare With the Copy in Use"), this);
    m_compare->setToolTip(tr("Show what the copy that wins changes in this one"));
    connect(m_open, &QAction::triggered, this, &ShadowedCopyController::openLayer);
    connect(m_extract, &QAction::triggered, this, &ShadowedCopyController::chooseExtractTarget);
    connect(m_compare, &QAction::triggered, this, &ShadowedCopyController::compareWithWinner);
    m_current->forEachArchive([this](ArchiveDocument &archive) {
        archive.archiveView()->treeView()->addActions({m_open, m_extract, m_compare});
    });
    connect(m_current, &CurrentArchive::changed, this, &ShadowedCopyController::updateActions);
    updateActions();
}

ShadowedCopyController::CurrentCopy ShadowedCopyController::current() const
{
    auto stack = std::dynamic_pointer_cast<const LayeredArchive>(m_current->archive());
    if (!stack)
        return {};
    const QModelIndex row = m_current->document()->archiveView()->treeView()->currentIndex();
    const int copy = row.isValid() ? row.data(ArchiveTreeModel::CopyRole).toInt() : -1;
    if (!stack || copy < 0)
        return {};
    return {std::move(stack), row.data(ArchiveTreeModel::EntryRole).toInt(), copy};
}

void ShadowedCopyController::updateActions()
{
    const CurrentCopy copy = current();
    const bool onCopy = copy.copy >= 0;
    const bool hasBytes = onCopy && !copyOf(copy).deletes;
    for (QAction *action : {m_open, m_extract, m_compare})
        action->setVisible(onCopy);
    m_extract->setEnabled(hasBytes);
    m_compare->setEnabled(hasBytes);
}

QString ShadowedCopyController::layerPath(const CurrentCopy &copy) const
{
    return copy.stack->layers()[static_cast<std::size_t>(copyOf(copy).layer)].archive->path();
}

void ShadowedCopyController::openLayer()
{
    const CurrentCopy copy = current();
    if (copy.copy < 0)
        return;
    m_workbench.documents().openAndSelect(layerPath(copy), copy.stack->files()[static_cast<std::size_t>(copy.entry)].path);
}

void ShadowedCopyController::chooseExtractTarget()
{
    const CurrentCopy copy = current();
    if (copy.copy < 0)
        return;
    const QString name = QFileInfo(copy.stack->files()[static_cast<std::size_t>(copy.entry)].path).fileName();
    const QString target = QFileDialog::getSaveFileName(&m_workbench.window(), tr("Extract This Copy"), name);
    if (!target.isEmpty())
        extractTo(target);
}

void ShadowedCopyController::extractTo(const QString &target)
{
    const CurrentCopy copy = current();
    if (copy.copy < 0)
        return;
    const QString layer = layerName(*copy.stack, copyOf(copy).layer);
    submitProgressJob<qint64>(m_workbench.jobs(), tr("Extracting a copy from %1").arg(layer),
        [copy, target](Progress &) -> Result<qint64> {
            auto bytes = copy.stack->readShadowed(copy.entry, copy.copy);
            if (!bytes)
                return bytes.error();
            return io::writeFileAtomically(target, *bytes);
        })
        .then(this, [this, target](const Result<qint64> &written) {
            if (!written) {
                m_workbench.messages().showError(written.error());
                return;
            }
            m_workbench.showStatus(
                tr("Saved %1 (%2)").arg(QFileInfo(target).fileName(), QLocale().formattedDataSize(*written)));
        });
}

void ShadowedCopyController::compareWithWinner()
{
    const CurrentCopy copy = current();
    if (copy.copy < 0)
        return;
    const LayeredArchive::Resolution &file = copy.stack->files()[static_cast<std::size_t>(copy.entry)];
    const QString title = tr("%1: %2 → %3")
                              .arg(file.path, layerName(*copy.stack, copyOf(copy).layer),
                                  layerName(*copy.stack, file.top.layer));
    submitProgressJob<diff::ContentDiff>(m_workbench.jobs(), tr("Comparing two copies of %1").arg(file.path),
        [copy, path = file.path](Progress &) -> Result<diff::ContentDiff> {
            auto shadowed = copy.stack->readShadowed(copy.entry, copy.copy);
            if (!shadowed)
                return shadowed.error();
            auto winner = copy.stack->readEntry(copy.entry);
            if (!winner)
                return winner.error();
            return diff::diffContent(path, *shadowed, *winner);
        })
        .then(this, [this, title](const Result<diff::ContentDiff> &content) {
            if (!content) {
                m_workbench.messages().showError(content.error());
                return;
            }
            auto *dialog = new QDialog(&m_workbench.window());
            dialog->setObjectName(QStringLiteral("CopyCompareDialog"));
            dialog->setAttribute(Qt::WA_DeleteOnClose);
            dialog->setWindowTitle(title);
            auto *view = new ContentDiffView(dialog);
            view->showDiff(*content);
            auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, dialog);
            connect(buttons, &QDialogButtonBox::rejected, dialog, &QDialog::reject);
            auto *layout = new QVBoxLayout(dialog);
            layout->addWidget(view, 1);
            layout->addWidget(buttons);
            dialog->resize(760, 480);
            dialog->show();
            Q_EMIT compared();
        });
}

} // namespace mwb::gui
