// SPDX-License-Identifier: GPL-3.0-or-later
#include "ArchiveController.h"

#include "CurrentArchive.h"
#include "MessagePresenter.h"
#include "Workbench.h"
#include "controllers/ProgressJob.h"
#include "dialogs/PackDialog.h"
#include "documents/ArchiveDocument.h"
#include "documents/DocumentManager.h"
#include "mwb/core/content/CompanionLookup.h"
#include "mwb/widgets/ArchiveTreeModel.h"
#include "mwb/widgets/ArchiveView.h"
#include "mwb/widgets/ErrorText.h"

#include <QAction>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QLocale>
#include <QMainWindow>
#include <QMenuBar>
#include <QTreeView>

#include <algorithm>

namespace mwb::gui {

namespace {
constexpr int kMaxListedProblems = 50;
constexpr int kMaxListedConflicts = 10; ///< names listed in the overwrite question
} // namespace

ArchiveController::ArchiveController(Workbench &workbench, QObject *parent)
    : QObject(parent)
    , m_workbench(workbench)
    , m_current(new CurrentArchive(workbench.documents(), this))
{
    m_menu = workbench.window().menuBar()->addMenu(tr("&Archive"));
    QMenu *menu = m_menu;
    m_extractSelection = menu->addAction(tr("&Extract Selection…"), this, &ArchiveController::extractSelection);
    m_extractSelection->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    m_extractAll = menu->addAction(tr("Extract &All…"), this, &ArchiveController::extractAll);
    m_extractAll->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E));
    menu->addSeparator();
    m_pack = menu->addAction(tr("&Pack Folder into .MOD…"), this, &ArchiveController::choosePackRequest);
    m_pack->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P));
    m_verify = menu->addAction(tr("&Verify"), this, &ArchiveController::verify);
    m_verify->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_V));
    m_compact = menu->addAction(tr("&Compact"), this, [this] {
        if (ArchiveDocument *archive = m_current->document())
            archive->compact();
    });
    m_compact->setShortcut(QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_K));
    menu->addSeparator();
    m_addListfile = menu->addAction(tr("Add &Listfile…"), this, &ArchiveController::chooseListfiles);
    m_addListfile->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_L));

    m_current->forEachArchive([this](ArchiveDocument &archive) { prepare(archive); });
    connect(m_current, &CurrentArchive::changed, this, &ArchiveController::updateActions);
    updateActions();
}

void ArchiveController::prepare(ArchiveDocument &archive)
{
    // The tree's context menu: extraction first, the edit commands (EditController), then the format's extras.
    QTreeView *tree = archive.archiveView()->treeView();
    const QList<QAction *> editCommands = tree->actions();
    tree->insertActions(editCommands.value(0), {m_extractSelection, m_extractAll});
    auto *extras = new QAction(tree);
    extras->setSeparator(true);
    tree->addActions({extras, m_addListfile});
}

void ArchiveController::updateActions()
{
    const ArchiveDocument *document = m_current->document();
    const Archive *archive = document ? document->archive().get() : nullptr;
    const Capabilities can = archive ? archive->capabilities() : Capabilities();
    m_extractSelection->setEnabled(can.testFlag(Capability::Extract) && !selectedEntries().empty());
    m_extractAll->setEnabled(can.testFlag(Capability::Extract));
    m_pack->setEnabled(static_cast<bool>(m_workbench.backend().pack));
    m_verify->setEnabled(can.testFlag(Capability::Verify));
    m_verify->setToolTip(archive && !can.testFlag(Capability::Verify)
            ? tr("%1 files have no checks to run").arg(archive->formatName())
            : tr("Check what the game checks: hashes, checksums, every entry readable"));
    const bool editable = document && document->canEdit();
    m_compact->setVisible(!archive || can.testFlag(Capability::Compact));
    m_compact->setEnabled(can.testFlag(Capability::Compact) && editable);
    m_compact->setToolTip(editable || !archive
            ? tr("Rewrite the archive without the space deleted and replaced files left behind")
            : document->readOnlyReason());
    m_addListfile->setEnabled(can.testFlag(Capability::Listfiles));
    m_addListfile->setToolTip(archive && !can.testFlag(Capability::Listfiles)
            ? tr("%1 files take no listfiles").arg(archive->formatName())
            : tr("Reopen the MPQ archive with extra file names"));
}

std::vector<int> ArchiveController::selectedEntries() const
{
    const ArchiveDocument *document = m_current->document();
    return document ? document->selectedEntries() : std::vector<int>{};
}

QString ArchiveController::chooseTargetDir()
{
    QString dir = QFileDialog::getExistingDirectory(&m_workbench.window(), tr("Extract To"), m_lastTargetDir);
    if (!dir.isEmpty())
        m_lastTargetDir = dir;
    return dir;
}

void ArchiveController::extractSelection()
{
    const std::vector<int> entries = selectedEntries();
    if (entries.empty())
        return;
    if (const QString dir = chooseTargetDir(); !dir.isEmpty())
        extractTo(entries, dir);
}

void ArchiveController::extractAll()
{
    const ArchiveDocument *document = m_current->document();
    if (!document)
        return;
    const std::shared_ptr<const Archive> &archive = document->archive();
    std::vector<int> entries;
    for (const EntryIndex::Input &input : archive->indexInputs())
        entries.push_back(input.entry);
    if (const QString dir = chooseTargetDir(); !dir.isEmpty())
        extractTo(entries, dir);
}

void ArchiveController::extractTo(const std::vector<int> &entries, const QString &targetDir)
{
    const ArchiveDocument *document = m_current->document();
    if (!document)
        return;
    const std::shared_ptr<const Archive> archive = document->archive();
    auto future = submitProgressJob<std::vector<ops::ExtractConflict>>(m_workbench.jobs(),
        tr("Looking for files in %1").arg(QDir::toNativeSeparators(targetDir)),
        [archive, entries, targetDir](Progress &) -> Result<std::vector<ops::ExtractConflict>> {
            return ops::extractConflicts(*archive, entries, targetDir);
        });
    future.then(this, [this, archive, entries, targetDir](const Result<std::vector<ops::ExtractConflict>> &found) {
        if (!found) {
            m_workbench.messages().showError(found.error());
            return;
        }
        if (const auto policy = askOverwritePolicy(*found, targetDir))
            runExtraction(archive, entries, targetDir, *policy);
    });
}

std::optional<ops::OverwritePolicy> ArchiveController::askOverwritePolicy(
    const std::vector<ops::ExtractConflict> &conflicts, const QString &targetDir)
{
    if (conflicts.empty())
        return ops::OverwritePolicy::Refuse;
    const auto count = static_cast<int>(conflicts.size());
    QStringList names;
    for (int i = 0; i < std::min(count, kMaxListedConflicts); ++i)
        names << QDir::toNativeSeparators(conflicts[static_cast<std::size_t>(i)].relative);
    if (count > kMaxListedConflicts)
        names << tr("…and %n more", nullptr, count - kMaxListedConflicts);
    const int choice = m_workbench.messages().ask(tr("Files Exist Already"),
        tr("%n file(s) to extract exist in %1 already:", nullptr, count).arg(QDir::toNativeSeparators(targetDir))
            + QStringLiteral("\n\n") + names.join(QLatin1Char('\n')),
        {tr("Overwrite All"), tr("Skip All"), tr("Keep Both (Rename All)")});
    switch (choice) {
    case 0:
        return ops::OverwritePolicy::Overwrite;
    case 1:
        return ops::OverwritePolicy::Skip;
    case 2:
        return ops::OverwritePolicy::Rename;
    default:
        return std::nullopt;
    }
}

void ArchiveController::runExtraction(const std::shared_ptr<const Archive> &archive, const std::vector<int> &entries,
    const QString &targetDir, ops::OverwritePolicy policy)
{
    const QString title = tr("Extracting %n file(s) from %1", nullptr, static_cast<int>(entries.size()))
                              .arg(QFileInfo(archive->path()).fileName());
    auto future = submitProgressJob<ops::ExtractResult>(
        m_workbench.jobs(), title, [archive, entries, targetDir, policy](Progress &progress) {
            return ops::extractEntries(
                *archive, ops::ExtractRequest{entries, targetDir, io::FailurePolicy::AllOrNothing, policy}, progress);
        });
    future.then(this, [this, targetDir, policy](const Result<ops::ExtractResult> &result) {
        if (!result) {
            m_workbench.messages().showError(result.error());
            return;
        }
        const ExtractSummary &summary = result->outcome.summary;
        QString status = tr("Extracted %n file(s) (%1) to %2", nullptr, summary.files)
                             .arg(QLocale().formattedDataSize(summary.bytes), QDir::toNativeSeparators(targetDir));
        const auto existing = static_cast<int>(result->conflicts.size());
        if (existing > 0 && policy == ops::OverwritePolicy::Skip)
            status += QStringLiteral("; ") + tr("%n existing file(s) kept", nullptr, existing);
        else if (existing > 0 && policy == ops::OverwritePolicy::Rename)
            status += QStringLiteral("; ") + tr("%n written under a new name", nullptr, existing);
        else if (existing > 0)
            status += QStringLiteral("; ") + tr("%n existing file(s) replaced", nullptr, existing);
        m_workbench.showStatus(status);
        Q_EMIT extracted(summary.files, summary.bytes, targetDir);
    });
}

void ArchiveController::chooseListfiles()
{
    const QStringList files = QFileDialog::getOpenFileNames(
        &m_workbench.window(), tr("Add Listfile"), m_lastListfileDir, tr("Listfiles (*.txt *.lst *listfile*);;All files (*)"));
    if (files.isEmpty())
        return;
    m_lastListfileDir = QFileInfo(files.constFirst()).absolutePath();
    addListfiles(files);
}

void ArchiveController::addListfiles(const QStringList &listfiles)
{
    ArchiveDocument *document = m_current->document();
    if (!document || listfiles.isEmpty())
        return;
    QPointer<ArchiveDocument> target(document);
    const auto reopen = [target, listfiles] {
        if (target)
            target->addListfiles(listfiles); // a job; the tree is swapped when it finishes
    };
    if (m_workbench.documents().settle({document}, reopen) == Settled::Proceed)
        reopen();
}

void ArchiveController::choosePackRequest()
{
    const ArchiveDocument *current = m_current->document();
    const bool folderOpen = current && QFileInfo(current->location()).isDir()
        && !content::findFileAnyCase(current->location() + QStringLiteral("/MOD.DAT")).isEmpty();
    PackDialog dialog(&m_workbench.window(), folderOpen ? current->location() : QString());
    if (dialog.exec() == QDialog::Accepted)
        pack(dialog.request());
}

void ArchiveController::pack(const PackRequest &request)
{
    const auto packer = m_workbench.backend().pack;
    if (!packer)
        return;
    const QString title = tr("Packing %1").arg(QFileInfo(request.folder).fileName());
    auto future = submitProgressJob<PackOutcome>(m_workbench.jobs(), title, [packer, request](Progress &progress) {
        return packer(request, progress);
    });
    future.then(this, [this](const Result<PackOutcome> &result) {
        if (!result) {
            m_workbench.messages().showError(result.error());
            return;
        }
        m_workbench.showStatus(tr("Packed %n file(s) into %1 (%2)", nullptr, result->files)
                                .arg(result->outputPath, QLocale().formattedDataSize(result->outputBytes)));
        Q_EMIT packed(result.value());
    });
}

void ArchiveController::verify()
{
    const ArchiveDocument *document = m_current->document();
    if (!document || !document->archive()->capabilities().testFlag(Capability::Verify))
        return;
    const std::shared_ptr<const Archive> archive = document->archive();
    auto future = submitProgressJob<VerifyReport>(m_workbench.jobs(),
        tr("Verifying %1").arg(QFileInfo(archive->path()).fileName()),
        [archive](Progress &progress) { return archive->verify(progress); });
    future.then(this, [this](const Result<VerifyReport> &result) {
        if (!result) {
            m_workbench.messages().showError(result.error());
            return;
        }
        const VerifyReport &report = result.value();
        QString facts = report.facts.join(u'\n');
        for (const VerifyWarning &warning : report.warnings)
            facts += u'\n' + tr("Warning: %1").arg(warning.message);
        if (report.problems.empty()) {
            m_workbench.messages().show({UserMessage::Severity::Information, tr("Verification passed"),
                tr("The game accepts this file: %n entries checked.", nullptr, report.checkedEntries) + u'\n' + facts,
                {}});
            return;
        }
        QStringList lines;
        const auto listed = std::min<std::size_t>(report.problems.size(), kMaxListedProblems);
        for (std::size_t i = 0; i < listed; ++i)
            lines << errorSummary(report.problems[i]) + u'\n' + errorDetails(report.problems[i]);
        const auto count = static_cast<int>(report.problems.size());
        m_workbench.messages().show({UserMessage::Severity::Warning, tr("Verification failed"),
            tr("%n problem(s) found; the game will refuse this file.", nullptr, count) + u'\n' + facts,
            lines.join(QStringLiteral("\n\n"))});
    });
}

} // namespace mwb::gui
