// SPDX-License-Identifier: GPL-3.0-or-later
#include "DatEditController.h"

#include "Inspection.h"
#include "MainWindow.h"
#include "MessagePresenter.h"
#include "mwb/widgets/ArchiveTreeModel.h"
#include "mwb/widgets/ArchiveView.h"
#include "mwb/widgets/DatTextEditor.h"
#include "mwb/widgets/EntryPreview.h"
#include "session/ArchiveSession.h"

#include <QDir>
#include <QEvent>
#include <QFileInfo>
#include <QLocale>
#include <QSaveFile>

namespace mwb::gui {

DatEditController::DatEditController(MainWindow &window, widgets::EntryPreview &preview)
    : QObject(&window)
    , m_window(window)
    , m_preview(preview)
{
    connect(&preview, &widgets::EntryPreview::contentAboutToChange, this,
        &DatEditController::onContentAboutToChange);
    connect(editor(), &widgets::DatTextEditor::saveRequested, this, &DatEditController::save);
    editor()->leaveSaveShortcutToWindow(); // File › Save (the same key) saves the DAT, see onAboutToSave()
    ArchiveSession &session = window.session();
    connect(&session, &ArchiveSession::aboutToSave, this, &DatEditController::onAboutToSave);
    connect(&session, &ArchiveSession::savingChanged, this, [this](bool saving) {
        m_saveStarted = m_saveStarted || saving;
        updateEditor();
    });
    connect(&session, &ArchiveSession::saved, this, [this] { onModSaveFinished(true); });
    connect(&session, &ArchiveSession::saveFailed, this, [this] { onModSaveFinished(false); });
    window.installEventFilter(this);
}

widgets::DatTextEditor *DatEditController::editor() const
{
    return m_preview.datEditor();
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

void DatEditController::onInspected(const Inspection &shown)
{
    m_onScreen.reset();
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
        const ArchiveSession &session = m_window.session();
        if (!session.archive() || session.archive()->path() != m_onScreen->file)
            return tr("The archive is no longer open");
        if (!session.canEdit())
            return session.readOnlyReason();
    }
    if (m_onScreen->truncated)
        return tr("Only the beginning of this file is shown, so it cannot be edited here");
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
    m_wroteFile = false;
    m_saveStarted = false;
    m_window.session().save(); // onAboutToSave() records or writes the drafts first
    return m_wroteFile || m_saveStarted;
}

void DatEditController::onAboutToSave()
{
    const QString path = openPath();
    if (path.isEmpty())
        return;
    keepEdits();
    if (!m_drafts.contains(path))
        return;
    if (!m_window.archive()) {
        m_wroteFile = saveDatFile(path);
        return;
    }
    if (!recordDrafts(path))
        m_window.session().vetoSave();
}

std::optional<std::vector<std::pair<QString, QByteArray>>> DatEditController::compileDrafts(const QString &path)
{
    const Drafts drafts = m_drafts.value(path);
    if (m_onScreen && m_onScreen->file == path)
        editor()->clearError();
    // The entry on screen is compiled first, so that its own error is the one shown.
    QStringList order = drafts.keys();
    if (m_onScreen && m_onScreen->file == path && order.removeOne(m_onScreen->entry))
        order.prepend(m_onScreen->entry);
    std::vector<std::pair<QString, QByteArray>> compiled;
    for (const QString &entry : std::as_const(order)) {
        const Draft &draft = drafts[entry];
        auto bytes = widgets::encodeDatText(draft.text, draft.storage, entry.isEmpty() ? path : entry);
        if (!bytes) {
            reportCompileError(path, entry, draft.text, bytes.error());
            return std::nullopt;
        }
        compiled.emplace_back(entry, std::move(bytes).value());
    }
    return compiled;
}

bool DatEditController::recordDrafts(const QString &path)
{
    const auto compiled = compileDrafts(path);
    if (!compiled)
        return false;
    std::vector<PendingEdit> edits;
    for (const auto &[entry, bytes] : *compiled)
        edits.push_back({PendingEdit::Kind::Replace, entry, {}, EntrySource::fromBytes(bytes), {}});
    const QString text = edits.size() == 1 ? tr("Edit %1").arg(QFileInfo(edits.front().path).fileName())
                                           : tr("Edit %n DAT File(s)", nullptr, static_cast<int>(edits.size()));
    if (auto recorded = m_window.session().record(text, std::move(edits)); !recorded) {
        m_closeAfterSave = false;
        m_window.messages()->showError(recorded.error());
        return false;
    }
    m_drafts.remove(path);
    m_recordedInto = path;
    if (m_onScreen && m_onScreen->file == path)
        editor()->markSaved();
    updateEditor();
    return true;
}

void DatEditController::onModSaveFinished(bool succeeded)
{
    const QString path = std::exchange(m_recordedInto, QString());
    if (!succeeded) {
        m_closeAfterSave = false;
        return;
    }
    if (!path.isEmpty())
        Q_EMIT saved(path);
    closeIfDone();
}

bool DatEditController::saveDatFile(const QString &path)
{
    const auto compiled = compileDrafts(path);
    return compiled && writeDatFile(path, m_drafts.value(path), compiled->front().second);
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
        Q_EMIT fileRewritten(path); // the structure and hex views show the new bytes
    return true;
}

void DatEditController::onSaveFinished(const QString &path, const Drafts &written, bool succeeded)
{
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
    closeIfDone();
}

void DatEditController::closeIfDone()
{
    if (m_closeAfterSave && m_drafts.isEmpty())
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
        const QString open = openPath();
        const QStringList others = m_drafts.keys();
        for (const QString &path : others) {
            if (path != open)
                m_drafts.remove(path); // only the open mod or file can be saved now
        }
        save();
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
