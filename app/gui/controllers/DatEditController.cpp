// SPDX-License-Identifier: GPL-3.0-or-later
#include "DatEditController.h"

#include "InspectorController.h"
#include "MainWindow.h"
#include "MessagePresenter.h"
#include "RepackJob.h"
#include "mwb/widgets/ArchiveTreeModel.h"
#include "mwb/widgets/ArchiveView.h"
#include "mwb/widgets/DatTextEditor.h"
#include "mwb/widgets/EntryPreview.h"

#include <QEvent>
#include <QFileInfo>

namespace mwb::gui {

DatEditController::DatEditController(MainWindow &window)
    : QObject(&window)
    , m_window(window)
{
    InspectorController *inspector = window.inspectorController();
    connect(inspector, &InspectorController::inspected, this, &DatEditController::onInspected);
    connect(inspector->preview(), &widgets::EntryPreview::contentAboutToChange, this,
        &DatEditController::onContentAboutToChange);
    connect(editor(), &widgets::DatTextEditor::saveRequested, this, &DatEditController::save);
    window.installEventFilter(this);
}

widgets::DatTextEditor *DatEditController::editor() const
{
    return m_window.inspectorController()->preview()->datEditor();
}

QStringList DatEditController::editedEntries(const QString &archivePath) const
{
    QStringList entries = m_drafts.value(archivePath).keys();
    if (m_onScreen && m_onScreen->archivePath == archivePath) {
        entries.removeOne(m_onScreen->entryPath);
        if (editor()->isModified())
            entries.append(m_onScreen->entryPath);
        entries.sort();
    }
    return entries;
}

void DatEditController::onInspected()
{
    m_onScreen.reset();
    const Inspection &shown = m_window.inspectorController()->shown();
    if (!shown.preview || !shown.preview->dat)
        return;
    if (shown.archivePath.isEmpty()) {
        editor()->setEditable(false, tr("Only DAT files inside an open mod can be saved from here"));
        return;
    }
    m_onScreen = OnScreen{shown.archivePath, shown.entryPath, *shown.preview->dat, shown.preview->truncated};
    const Drafts &drafts = m_drafts.value(shown.archivePath);
    if (const auto draft = drafts.constFind(shown.entryPath); draft != drafts.constEnd())
        editor()->setEditedText(draft->text);
    updateEditor();
    if (m_pendingError && m_pendingError->archivePath == shown.archivePath
        && m_pendingError->entryPath == shown.entryPath) {
        editor()->showError(m_pendingError->line, m_pendingError->message);
        m_pendingError.reset();
    }
}

void DatEditController::onContentAboutToChange()
{
    keepEdits();
    m_onScreen.reset();
}

void DatEditController::keepEdits()
{
    if (!m_onScreen)
        return;
    Drafts &drafts = m_drafts[m_onScreen->archivePath];
    if (editor()->isModified())
        drafts.insert(m_onScreen->entryPath, Draft{editor()->text(), m_onScreen->storage});
    else
        drafts.remove(m_onScreen->entryPath);
    if (drafts.isEmpty())
        m_drafts.remove(m_onScreen->archivePath);
}

QString DatEditController::readOnlyReason() const
{
    const std::shared_ptr<const Archive> &archive = m_window.archive();
    if (!archive || archive->path() != m_onScreen->archivePath)
        return tr("The archive is no longer open");
    const Backend &backend = m_window.backend();
    if (!backend.repack || !backend.canRepack || !backend.canRepack(*archive))
        return tr("The workbench can read but not write this archive (%1)").arg(archive->formatName());
    if (m_onScreen->truncated)
        return tr("Only the beginning of this file is shown, so it cannot be edited here");
    if (m_saving.contains(m_onScreen->archivePath))
        return tr("Saving into %1…").arg(QFileInfo(m_onScreen->archivePath).fileName());
    return {};
}

void DatEditController::updateEditor()
{
    if (!m_onScreen)
        return;
    const QString reason = readOnlyReason();
    editor()->setEditable(reason.isEmpty(), reason);
    const qsizetype others = m_drafts.value(m_onScreen->archivePath).size()
        - (m_drafts.value(m_onScreen->archivePath).contains(m_onScreen->entryPath) ? 1 : 0);
    editor()->setNote(
        others > 0 ? tr("%n other edited file(s) of this mod are saved with it", nullptr, int(others)) : QString());
}

bool DatEditController::save()
{
    const std::shared_ptr<const Archive> &archive = m_window.archive();
    if (!archive)
        return false;
    keepEdits();
    return saveArchive(archive->path());
}

bool DatEditController::saveArchive(const QString &archivePath)
{
    if (m_saving.contains(archivePath) || !m_window.backend().repack)
        return false;
    const Drafts drafts = m_drafts.value(archivePath);
    if (drafts.isEmpty())
        return false;
    if (m_onScreen && m_onScreen->archivePath == archivePath)
        editor()->clearError();
    // The entry on screen is compiled first, so that its own error is the one shown.
    QStringList order = drafts.keys();
    if (m_onScreen && m_onScreen->archivePath == archivePath && order.removeOne(m_onScreen->entryPath))
        order.prepend(m_onScreen->entryPath);
    std::vector<FileChange> changes;
    for (const QString &entry : std::as_const(order)) {
        const Draft &draft = drafts[entry];
        auto bytes = widgets::encodeDatText(draft.text, draft.storage, entry);
        if (!bytes) {
            reportCompileError(archivePath, entry, draft.text, bytes.error());
            return false;
        }
        changes.push_back(FileChange{entry, {}, std::move(bytes).value()});
    }
    m_saving.insert(archivePath);
    updateEditor();
    const QString title
        = tr("Saving %n edited file(s) into %1", nullptr, int(changes.size())).arg(QFileInfo(archivePath).fileName());
    const QString select
        = m_onScreen && m_onScreen->archivePath == archivePath ? m_onScreen->entryPath : selectedEntry();
    RepackJob::start(m_window, this, {archivePath, title, std::move(changes), select},
        [this, archivePath, drafts](const Result<PackOutcome> &result) {
            onSaveFinished(archivePath, drafts, bool(result));
        });
    return true;
}

void DatEditController::onSaveFinished(const QString &archivePath, const Drafts &written, bool succeeded)
{
    m_saving.remove(archivePath);
    if (!succeeded) {
        m_closeAfterSave = false;
        updateEditor();
        return;
    }
    Drafts &drafts = m_drafts[archivePath];
    for (auto it = written.constBegin(); it != written.constEnd(); ++it) {
        if (drafts.value(it.key()).text == it->text)
            drafts.remove(it.key());
    }
    if (drafts.isEmpty())
        m_drafts.remove(archivePath);
    if (m_onScreen && m_onScreen->archivePath == archivePath && written.contains(m_onScreen->entryPath))
        editor()->markSaved();
    updateEditor();
    Q_EMIT saved(archivePath);
    if (m_closeAfterSave && m_drafts.isEmpty() && m_saving.isEmpty())
        QMetaObject::invokeMethod(&m_window, &QWidget::close, Qt::QueuedConnection);
}

void DatEditController::reportCompileError(
    const QString &archivePath, const QString &entryPath, const QString &text, const Error &error)
{
    m_closeAfterSave = false;
    const int line = widgets::datErrorLine(text, error);
    if (m_onScreen && m_onScreen->archivePath == archivePath && m_onScreen->entryPath == entryPath) {
        editor()->showError(line, error.message);
        return;
    }
    const std::shared_ptr<const Archive> &archive = m_window.archive();
    if (archive && archive->path() == archivePath) {
        m_pendingError = PendingError{archivePath, entryPath, line, error.message};
        if (m_window.archiveView()->selectPath(entryPath))
            return;
        m_pendingError.reset();
    }
    Error located = error;
    located.path = QStringLiteral("%1 › %2").arg(archivePath, entryPath);
    if (line > 0)
        located.message = tr("Line %1: %2").arg(line).arg(error.message);
    m_window.messages()->showError(located);
}

QString DatEditController::selectedEntry() const
{
    const auto nodes = m_window.archiveView()->selectedNodes();
    const auto &index = m_window.model()->entryIndex();
    return nodes.size() == 1 && index ? index->pathOf(nodes.front()) : QString();
}

int DatEditController::draftCount() const
{
    int count = 0;
    for (const Drafts &drafts : m_drafts)
        count += int(drafts.size());
    return count;
}

bool DatEditController::askBeforeClosing()
{
    keepEdits();
    if (m_drafts.isEmpty())
        return true;
    QStringList files;
    for (auto it = m_drafts.constBegin(); it != m_drafts.constEnd(); ++it) {
        for (const QString &entry : it->keys())
            files << tr("%1 in %2").arg(entry, QFileInfo(it.key()).fileName());
    }
    files.sort();
    const int choice = m_window.messages()->ask(tr("Unsaved DAT edits"),
        tr("%n edited DAT file(s) are not saved:\n%1\n\nSave them into their mods before closing?", nullptr,
            draftCount())
            .arg(files.join(QLatin1Char('\n'))),
        {tr("Save"), tr("Discard")});
    if (choice == 1) {
        m_drafts.clear();
        return true;
    }
    if (choice == 0) {
        m_closeAfterSave = true;
        const QStringList archives = m_drafts.keys();
        for (const QString &archivePath : archives) {
            if (!saveArchive(archivePath) && !m_saving.contains(archivePath))
                break; // a compile error is on screen
        }
    }
    return false;
}

bool DatEditController::eventFilter(QObject *watched, QEvent *event)
{
    if (watched != &m_window || event->type() != QEvent::Close || askBeforeClosing())
        return false;
    event->ignore();
    return true;
}

} // namespace mwb::gui
