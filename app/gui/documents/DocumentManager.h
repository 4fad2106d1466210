// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Document.h"
#include "mwb/core/Error.h"

#include <QFuture>
#include <QList>
#include <QObject>
#include <QStringList>

#include <functional>

class QTabWidget;
class QUndoGroup;

namespace mwb::gui {

class ArchiveDocument;
class ContentDocument;
class Workbench;
struct OpenedArchive;

/// What the caller of DocumentManager::settle() does next.
enum class Settled {
    Proceed, ///< nothing unsaved, or the user chose Discard: go on now
    AfterSave, ///< the user chose Save: the saves run and `then` runs once every one succeeded
    Cancel, ///< the user chose Cancel (or a save could not start): stay
};

/// Owns every open document and shows each in a tab of the central area: archives, files that are not archives, and
/// entries opened from an archive (next to it). Opening is a job that decides by content (the format registry for
/// archives, else the content registry); a newer open drops an older one. The current tab is the current document:
/// its undo stack is the Edit menu's (undoGroup()). Closing a document closes the entries and archives opened from
/// it, and the one question about unsaved changes for any set of documents is settle(). GUI thread only.
class DocumentManager : public QObject
{
    Q_OBJECT
public:
    DocumentManager(Workbench &workbench, QObject *parent);
    ~DocumentManager() override;

    /// The central area: one tab per document.
    [[nodiscard]] QTabWidget *tabs() const { return m_tabs; }
    [[nodiscard]] QUndoGroup *undoGroup() const { return m_undoGroup; }
    [[nodiscard]] const QList<Document *> &documents() const { return m_documents; }
    /// The document of the current tab, or null.
    [[nodiscard]] Document *current() const;
    /// The current archive: the current document when it is one, or the archive of the current entry.
    [[nodiscard]] ArchiveDocument *currentArchive() const;
    /// The open archive document of `path` (absolute), or null.
    [[nodiscard]] ArchiveDocument *findArchive(const QString &path) const;

    /// Opens `path` in a job (a file, ARCHIVE::ENTRY: the archive and then that entry, a WoW Data folder as its
    /// stack, or any other folder as a read-only archive of its files); a path already open is shown instead. Failures are reported through the workbench's messages; a file that fails to open as the
    /// archive its name claims is shown as its bytes with the failing byte (a FileDocument with openError()).
    void open(const QString &path);
    /// Opens (or shows) the archive at `path` and selects `entryPath` in its tree once it is on screen.
    void openAndSelect(const QString &path, const QString &entryPath);
    /// Opens a stack of `inputs` (a WoW Data folder, or archives lowest priority first) in a job.
    void openStack(const QStringList &inputs);
    /// Shows `opened` as a new archive document (a stack's open job ends here too) and starts looking for the names
    /// of its unnamed entries (ArchiveDocument::recoverNames()).
    ArchiveDocument *addArchive(OpenedArchive opened, const QStringList &listfiles);
    /// Opens the entry at tree path `entryPath` of `archive` in its own tab (read in a job), or shows it when open.
    void openEntry(ArchiveDocument &archive, const QString &entryPath);
    /// True while an open job runs.
    [[nodiscard]] bool isOpening() const { return !m_opening.isFinished(); }

    /// Makes `document` current.
    void show(Document *document);
    /// Closes `document` (and what was opened from it), asking about unsaved changes first; false when it stays.
    bool close(Document *document);
    /// With unsaved changes among `documents`, asks Save / Discard / Cancel once for all of them.
    [[nodiscard]] Settled settle(const QList<Document *> &documents, std::function<void()> then);
    /// The documents opened from `document` (its entries and the archives inside it), and itself.
    [[nodiscard]] QList<Document *> family(Document *document) const;

Q_SIGNALS:
    void currentChanged(mwb::gui::Document *document);
    void documentOpened(mwb::gui::Document *document);
    /// `document` is about to be deleted.
    void documentClosing(mwb::gui::Document *document);
    /// `path` could not be opened; `error` was reported to the user.
    void openFailed(const QString &path, const mwb::Error &error);
    /// An open job started or ended.
    void openingChanged(bool opening);

private:
    void add(Document *document, Document *after);
    void remove(Document *document);
    void updateTab(Document *document);
    /// Double-click or Enter on a file of `archive`'s tree opens it as an entry document.
    void openEntriesOnActivation(ArchiveDocument &archive);
    void onCurrentTab(int index);
    /// What an open does with the entry named beside the archive.
    enum class EntryAction { Open, Select };
    void startOpen(const QString &path, const QString &entry, EntryAction action);
    void onArchive(ArchiveDocument &archive, const QString &entry, EntryAction action);
    void showEntry(ArchiveDocument &archive, const QString &entryPath, ContentDocument *document);
    [[nodiscard]] Document *findOpen(const QString &location) const;

    Workbench &m_workbench;
    QTabWidget *m_tabs = nullptr;
    QUndoGroup *m_undoGroup = nullptr;
    QList<Document *> m_documents;
    QFuture<void> m_opening;
};

} // namespace mwb::gui
