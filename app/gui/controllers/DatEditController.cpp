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

#include <QDir>
#include <QEvent>
#include <QFileInfo>
#include <QLocale>
#include <QSaveFile>

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

QStringList DatEditController::editedEntries(const QString &path) const
{
    QStringList entries = m_drafts.value(path).keys();
    if (m_onScreen && m_onScreen->file == path) {
        entries.removeOne(m_onScreen->entry);
        if (editor()->isModified())
            entries.append(m_onScreen->entry);
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
    const bool onDisk = shown.archivePath.isEmpty();
    const QString file = onDisk ? shown.filePath : shown.archivePath;
    if (file.isEmpty())
        return;
    editor()->setSaveTarget(
        onDisk ? widgets::DatTextEditor::SaveTarget::File : widgets::DatTextEditor::SaveTarget::Mod);
    m_onScreen = OnScreen{file, shown.entryPath, *shown.preview->dat, shown.preview->truncated};
    const Drafts &drafts = m_drafts.value(file);
    if (const auto draft = drafts.constFind(shown.entryPath); draft != drafts.constEnd())
        editor()->setEditedText(draft->text);
    updateEditor();
    if (m_pendingError && m_pendingError->file == file && m_pendingError->entry == shown.entryPath) {
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
    Drafts &drafts = m_drafts[m_onScreen->file];
    if (editor()->isModified())
        drafts.insert(m_onScreen->entry, Draft{editor()->text(), m_onScreen->storage});
    else
        drafts.remove(m_onScreen->entry);
    if (drafts.isEmpty())
        m_drafts.remove(m_onScreen->file);
}

QString DatEditController::readOnlyReason() const
{
    if (m_onScreen->entry.isEmpty()) {
        if (m_window.standaloneFile() != m_onScreen->file)
            return tr("The file is no longer open");
        if (!QFileInfo(m_onScreen->file).isWritable())
            return tr("%1 is read-only on disk").arg(QFileInfo(m_onScreen->file).fileName());
    } else {
        const std::shared_ptr<const Archive> &archive = m_window.archive();
        if (!archive || archive->path() != m_onScreen->file)
            return tr("The archive is no longer open");
        const Backend &backend = m_window.backend();
        if (!backend.repack || !backend.canRepack || !backend.canRepack(*archive))
            return tr("The workbench can read but not write this archive (%1)").arg(archive->formatName());
    }
    if (m_onScreen->truncated)
        return tr("Only the beginning of this file is shown, so it cannot be edited here");
    if (m_saving.contains(m_onScreen->file))
        return tr("Saving into %1…").arg(QFileInfo(m_onScreen->file).fileName());
    return {};
}

void DatEditController::updateEditor()
{
    if (!m_onScreen)
        return;
    const QString reason = readOnlyReason();
    editor()->setEditable(reason.isEmpty(), reason);
    const Drafts &drafts = m_drafts.value(m_onScreen->file);
    const qsizetype others = drafts.size() - (drafts.contains(m_onScreen->entry) ? 1 : 0);
    editor()->setNote(
        others > 0 ? tr("%n other edited file(s) of this mod are saved with it", nullptr, int(others)) : QString());
}

QString DatEditController::openPath() const
{
    const std::shared_ptr<const Archive> &archive = m_window.archive();
    return archive ? archive->path() : m_window.standaloneFile();
}

bool DatEditController::save()
{
    const QString path = openPath();
    if (path.isEmpty())
        return false;
    keepEdits();
    return saveDrafts(path);
}

bool DatEditController::saveDrafts(const QString &path)
{
    const Drafts drafts = m_drafts.value(path);
    if (drafts.isEmpty() || m_saving.contains(path))
        return false;
    const bool datFile = drafts.firstKey().isEmpty(); // the file's one draft, see Drafts
    if (!datFile && !m_window.backend().repack)
        return false;
    if (m_onScreen && m_onScreen->file == path)
        editor()->clearError();
    // The entry on screen is compiled first, so that its own error is the one shown.
    QStringList order = drafts.keys();
    if (m_onScreen && m_onScreen->file == path && order.removeOne(m_onScreen->entry))
        order.prepend(m_onScreen->entry);
    std::vector<FileChange> changes;
    for (const QString &entry : std::as_const(order)) {
        const Draft &draft = drafts[entry];
        auto bytes = widgets::encodeDatText(draft.text, draft.storage, entry.isEmpty() ? path : entry);
        if (!bytes) {
            reportCompileError(path, entry, draft.text, bytes.error());
            return false;
        }
        changes.push_back(FileChange{entry, {}, std::move(bytes).value()});
    }
    if (datFile)
        return writeDatFile(path, drafts, changes.front().bytes);
    m_saving.insert(path);
    updateEditor();
    const QString title
        = tr("Saving %n edited file(s) into %1", nullptr, int(changes.size())).arg(QFileInfo(path).fileName());
    const QString select = m_onScreen && m_onScreen->file == path ? m_onScreen->entry : selectedEntry();
    RepackJob::start(m_window, this, {path, title, std::move(changes), select},
        [this, path, drafts](const Result<PackOutcome> &result) {
            onSaveFinished(path, drafts, bool(result));
        });
    return true;
}

bool DatEditController::writeDatFile(const QString &path, const Drafts &drafts, const QByteArray &bytes)
{
    QSaveFile file(path); // a temporary file renamed over the DAT: it is never left half written
    const bool written = file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size() && file.commit();
    if (!written) {
        const Error error{ErrorCode::Io, file.errorString(), path, -1};
        onSaveFinished(path, drafts, false);
        m_window.messages()->showError(error);
        return false;
    }
    m_window.showStatus(tr("Saved %1 (%2)").arg(QFileInfo(path).fileName(), QLocale().formattedDataSize(bytes.size())));
    onSaveFinished(path, drafts, true);
    if (m_window.standaloneFile() == path)
        m_window.inspectorController()->inspectFile(path); // the structure and hex views show the new bytes
    return true;
}

void DatEditController::onSaveFinished(const QString &path, const Drafts &written, bool succeeded)
{
    m_saving.remove(path);
    if (!succeeded) {
        m_closeAfterSave = false;
        updateEditor();
        return;
    }
    Drafts &drafts = m_drafts[path];
    for (auto it = written.constBegin(); it != written.constEnd(); ++it) {
        if (drafts.value(it.key()).text == it->text)
            drafts.remove(it.key());
    }
    if (drafts.isEmpty())
        m_drafts.remove(path);
    if (m_onScreen && m_onScreen->file == path && written.contains(m_onScreen->entry))
        editor()->markSaved();
    updateEditor();
    Q_EMIT saved(path);
    if (m_closeAfterSave && m_drafts.isEmpty() && m_saving.isEmpty())
        QMetaObject::invokeMethod(&m_window, &QWidget::close, Qt::QueuedConnection);
}

void DatEditController::reportCompileError(
    const QString &path, const QString &entry, const QString &text, const Error &error)
{
    m_closeAfterSave = false;
    const int line = widgets::datErrorLine(text, error);
    if (m_onScreen && m_onScreen->file == path && m_onScreen->entry == entry) {
        editor()->showError(line, error.message);
        return;
    }
    const std::shared_ptr<const Archive> &archive = m_window.archive();
    if (!entry.isEmpty() && archive && archive->path() == path) {
        m_pendingError = PendingError{path, entry, line, error.message};
        if (m_window.archiveView()->selectPath(entry))
            return;
        m_pendingError.reset();
    }
    Error located = error;
    located.path = entry.isEmpty() ? path : QStringLiteral("%1 › %2").arg(path, entry);
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
            files << (entry.isEmpty() ? QDir::toNativeSeparators(it.key())
                                      : tr("%1 in %2").arg(entry, QFileInfo(it.key()).fileName()));
    }
    files.sort();
    const int choice = m_window.messages()->ask(tr("Unsaved DAT edits"),
        tr("%n edited DAT file(s) are not saved:\n%1\n\nSave them before closing?", nullptr, draftCount())
            .arg(files.join(QLatin1Char('\n'))),
        {tr("Save"), tr("Discard")});
    if (choice == 1) {
        m_drafts.clear();
        return true;
    }
    if (choice == 0) {
        m_closeAfterSave = true;
        const QStringList paths = m_drafts.keys();
        for (const QString &path : paths) {
            if (!saveDrafts(path) && !m_saving.contains(path))
                break; // a compile error is on screen, or the file could not be written
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
