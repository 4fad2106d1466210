// SPDX-License-Identifier: GPL-3.0-or-later
#include "ImageExportController.h"

#include "CurrentArchive.h"
#include "Workbench.h"
#include "documents/ArchiveDocument.h"
#include "documents/DocumentManager.h"
#include "MessagePresenter.h"
#include "controllers/ProgressJob.h"
#include "mwb/formats/dbc/SpellIconExport.h"
#include "mwb/formats/images/ImageExport.h"
#include "mwb/widgets/ArchiveView.h"

#include <QAction>
#include <QFileDialog>
#include <QFileInfo>
#include <QLocale>
#include <QMainWindow>
#include <QMenu>
#include <QTreeView>

namespace mwb::gui {

using formats::dbc::SpellIconExport;
using formats::images::ImageExport;
using formats::images::ImageExportSummary;

namespace {

/// The export's outcome as the GUI thread needs it: the summary and, for spell icons, the missing count.
struct ExportOutcome
{
    ImageExportSummary summary;
    int missing = 0;
};

bool holdsSpellIcons(const Archive &archive)
{
    const auto &inputs = archive.indexInputs();
    return std::any_of(inputs.begin(), inputs.end(), [](const EntryIndex::Input &input) {
        return input.path.compare(SpellIconExport::kTablePath, Qt::CaseInsensitive) == 0;
    });
}

} // namespace

ImageExportController::ImageExportController(Workbench &workbench, QMenu &archiveMenu, QObject *parent)
    : QObject(parent)
    , m_workbench(workbench)
    , m_current(new CurrentArchive(workbench.documents(), this))
{
    m_exportImages = new QAction(tr("Export &Images…"), this);
    m_exportImages->setToolTip(tr("Write every BLP, DDS, TGA and PNG of the selection (or of the whole archive when "
                                  "nothing is selected) as PNG files, keeping their folders"));
    m_exportImages->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_M));
    m_exportSpellIcons = new QAction(tr("Export &Spell Icons…"), this);
    m_exportSpellIcons->setShortcut(QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_I));
    connect(m_exportImages, &QAction::triggered, this, &ImageExportController::chooseImageExport);
    connect(m_exportSpellIcons, &QAction::triggered, this, &ImageExportController::chooseSpellIconExport);

    QAction *before = archiveMenu.actions().value(2); // after Extract Selection… and Extract All…
    archiveMenu.insertActions(before, {m_exportImages, m_exportSpellIcons});
    m_current->forEachArchive([this](ArchiveDocument &archive) {
        QTreeView *tree = archive.archiveView()->treeView();
        const QList<QAction *> treeActions = tree->actions();
        tree->insertActions(treeActions.value(2), {m_exportImages}); // after the two Extract commands
    });
    connect(m_current, &CurrentArchive::changed, this, &ImageExportController::updateActions);
    updateActions();
}

void ImageExportController::updateActions()
{
    const std::shared_ptr<const Archive> archive = m_current->archive();
    m_exportImages->setEnabled(archive != nullptr);
    m_exportImages->setText(archive && !m_current->selectedEntries().empty()
            ? tr("Export &Images…")
            : tr("Export All &Images…"));
    const bool icons = archive && holdsSpellIcons(*archive);
    m_exportSpellIcons->setEnabled(icons);
    m_exportSpellIcons->setToolTip(icons ? tr("Write the icon of every SpellIcon.dbc row as ID_name.png, with an "
                                              "index of the found and missing ones")
                                         : tr("The archive holds no %1").arg(SpellIconExport::kTablePath));
}

QString ImageExportController::chooseTargetDir(const QString &title)
{
    QString dir = QFileDialog::getExistingDirectory(&m_workbench.window(), title, m_lastTargetDir);
    if (!dir.isEmpty())
        m_lastTargetDir = dir;
    return dir;
}

void ImageExportController::chooseImageExport()
{
    const std::vector<int> entries = m_current->selectedEntries();
    if (const QString dir = chooseTargetDir(tr("Export Images To")); !dir.isEmpty())
        exportImages(entries, dir);
}

void ImageExportController::chooseSpellIconExport()
{
    if (const QString dir = chooseTargetDir(tr("Export Spell Icons To")); !dir.isEmpty())
        exportSpellIcons(dir);
}

void ImageExportController::exportImages(const std::vector<int> &entries, const QString &targetDir)
{
    const std::shared_ptr<const Archive> archive = m_current->archive();
    if (!archive)
        return;
    const QString title = tr("Exporting images from %1").arg(QFileInfo(archive->path()).fileName());
    auto future = submitProgressJob<ExportOutcome>(
        m_workbench.jobs(), title, [archive, entries, targetDir](Progress &progress) -> Result<ExportOutcome> {
            const auto images = entries.empty() ? ImageExport::plan({archive}, PathPatterns({}))
                                                : ImageExport::plan(archive, entries);
            auto summary = ImageExport::write(images, {}, targetDir, progress);
            if (!summary)
                return summary.error();
            return ExportOutcome{*summary, 0};
        });
    future.then(this, [this, targetDir](const Result<ExportOutcome> &result) {
        if (!result) {
            m_workbench.messages().showError(result.error());
            return;
        }
        m_workbench.showStatus(tr("Exported %n image(s) as PNG (%1) to %2", nullptr, result->summary.images)
                                .arg(QLocale().formattedDataSize(result->summary.bytes), targetDir));
        Q_EMIT exported(result->summary.images, 0, targetDir);
    });
}

void ImageExportController::exportSpellIcons(const QString &targetDir)
{
    const std::shared_ptr<const Archive> archive = m_current->archive();
    if (!archive)
        return;
    const QString title = tr("Exporting spell icons from %1").arg(QFileInfo(archive->path()).fileName());
    auto future = submitProgressJob<ExportOutcome>(
        m_workbench.jobs(), title, [archive, targetDir](Progress &progress) -> Result<ExportOutcome> {
            auto plan = SpellIconExport::plan({archive});
            if (!plan)
                return plan.error();
            auto summary = SpellIconExport::write(*plan, targetDir, progress);
            if (!summary)
                return summary.error();
            return ExportOutcome{*summary, plan->missing()};
        });
    future.then(this, [this, targetDir](const Result<ExportOutcome> &result) {
        if (!result) {
            m_workbench.messages().showError(result.error());
            return;
        }
        UserMessage message;
        message.severity = result->missing > 0 ? UserMessage::Severity::Warning : UserMessage::Severity::Information;
        message.title = tr("Spell Icons Exported");
        message.text = tr("%n icon(s) written to %1.", nullptr, result->summary.images).arg(targetDir);
        if (result->missing > 0) {
            message.text += u'\n'
                + tr("%n icon(s) named in SpellIcon.dbc are not in the archive: see %1.", nullptr, result->missing)
                      .arg(QString(SpellIconExport::kCsvName));
        }
        m_workbench.messages().show(message);
        Q_EMIT exported(result->summary.images, result->missing, targetDir);
    });
}

} // namespace mwb::gui
