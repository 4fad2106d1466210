// SPDX-License-Identifier: GPL-3.0-or-later
#include "controllers/ConflictsController.h"

#include "CurrentArchive.h"
#include "GameArchive.h"
#include "MessagePresenter.h"
#include "Workbench.h"
#include "documents/ArchiveDocument.h"
#include "documents/DocumentManager.h"
#include "controllers/ProgressJob.h"
#include "dialogs/ConflictsDialog.h"
#include "mwb/core/FolderArchive.h"

#include <QAction>
#include <QFileInfo>
#include <QMainWindow>
#include <QMenu>

namespace mwb::gui {

namespace {

using namespace mwb::conflicts;

/// An analysis with what it was made of.
struct Analyzed
{
    ConflictInputs inputs;
    ConflictReport report;
};

} // namespace

ConflictsController::ConflictsController(Workbench &workbench, QMenu &fileMenu, QAction *closeAction, QObject *parent)
    : QObject(parent)
    , m_workbench(workbench)
    , m_current(new CurrentArchive(workbench.documents(), this))
{
    m_show = new QAction(tr("Show Conf&licts…"), this);
    m_show->setToolTip(tr("Which mods of the open stack share files, which one wins, and which DAT properties they "
                          "change differently"));
    m_show->setShortcut(QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_C));
    m_merge = new QAction(tr("Mer&ge into New Mod…"), this);
    m_merge->setToolTip(tr("Write the open stack of mods as one new .MOD, picking the winner of each conflict"));
    m_merge->setShortcut(QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_M));
    fileMenu.insertActions(closeAction, {m_show, m_merge});
    fileMenu.insertSeparator(closeAction);
    connect(m_show, &QAction::triggered, this, [this] {
        showConflicts(m_base);
    });
    connect(m_merge, &QAction::triggered, this, [this] {
        m_focusMerge = true;
        showConflicts(m_base);
    });
    connect(m_current, &CurrentArchive::switched, this, [this] {
        m_base.clear();
        updateActions();
    });
    updateActions();
}

std::vector<LayeredArchive::Layer> ConflictsController::stackedMods() const
{
    const auto stack = std::dynamic_pointer_cast<const LayeredArchive>(m_current->archive());
    if (!stack)
        return {};
    const bool allMods = std::all_of(stack->layers().begin(), stack->layers().end(),
        [](const LayeredArchive::Layer &layer) {
            return layer.archive->formatId() == QLatin1String("tl2mod");
        });
    return allMods ? stack->layers() : std::vector<LayeredArchive::Layer>{};
}

void ConflictsController::updateActions()
{
    const bool mods = !stackedMods().empty();
    m_show->setEnabled(mods);
    m_merge->setEnabled(mods);
}

ConflictsDialog *ConflictsController::dialog()
{
    if (!m_dialog) {
        m_dialog = new ConflictsDialog(&m_workbench.window());
        m_dialog->setAttribute(Qt::WA_DeleteOnClose);
        connect(m_dialog, &ConflictsDialog::baseRequested, this, &ConflictsController::showConflicts);
        connect(m_dialog, &ConflictsDialog::mergeRequested, this, &ConflictsController::merge);
    }
    m_dialog->setGameArchive(m_workbench.game().pakPath());
    return m_dialog;
}

void ConflictsController::showConflicts(const QString &base)
{
    std::vector<LayeredArchive::Layer> mods = stackedMods();
    if (mods.empty())
        return;
    m_base = base;
    if (m_dialog)
        m_dialog->setBusy(true);
    auto future = submitProgressJob<Analyzed>(m_workbench.jobs(),
        tr("Looking for conflicts between %n mod(s)", nullptr, static_cast<int>(mods.size())),
        [mods = std::move(mods), base](Progress &progress) -> Result<Analyzed> {
            Analyzed analyzed;
            analyzed.inputs.mods = mods;
            if (!base.isEmpty()) {
                auto opened = openArchiveOrFolder(base);
                if (!opened)
                    return opened.error();
                analyzed.inputs.base = std::move(opened).value();
            }
            auto report = analyzeConflicts(analyzed.inputs, progress);
            if (!report)
                return report.error();
            analyzed.report = std::move(report).value();
            return analyzed;
        });
    future.then(this, [this](const Result<Analyzed> &result) {
        if (m_dialog)
            m_dialog->setBusy(false);
        if (!result) {
            m_focusMerge = false;
            m_workbench.messages().showError(result.error());
            return;
        }
        m_inputs = result->inputs;
        ConflictsDialog *shown = dialog();
        shown->setReport(result->report, m_inputs.base ? m_inputs.base->path() : QString());
        shown->show();
        shown->raise();
        if (std::exchange(m_focusMerge, false))
            shown->focusMerge();
        Q_EMIT analyzed();
    });
}

void ConflictsController::merge(const QString &output, const MergeOptions &options)
{
    if (m_inputs.mods.empty())
        return;
    if (m_dialog)
        m_dialog->setBusy(true);
    auto future = submitProgressJob<MergeReport>(m_workbench.jobs(),
        tr("Merging %n mod(s) into %1", nullptr, static_cast<int>(m_inputs.mods.size()))
            .arg(QFileInfo(output).fileName()),
        [inputs = m_inputs, output, options](Progress &progress) {
            return mergeMods(inputs, output, options, progress);
        });
    future.then(this, [this](const Result<MergeReport> &result) {
        if (m_dialog)
            m_dialog->setBusy(false);
        if (!result) {
            m_workbench.messages().showError(result.error());
            Q_EMIT mergeFailed(result.error());
            return;
        }
        m_workbench.showStatus(tr("Merged into %1: %2 files, %3 DATs merged by property, %4 conflicts settled")
                                .arg(QFileInfo(result->outputPath).fileName())
                                .arg(result->files)
                                .arg(result->mergedDats)
                                .arg(result->conflicts));
        Q_EMIT merged(*result);
    });
}

} // namespace mwb::gui
