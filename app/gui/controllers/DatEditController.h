// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/core/Error.h"
#include "mwb/widgets/DatTextCodec.h"

#include <QHash>
#include <QMap>
#include <QObject>
#include <QStringList>

#include <optional>
#include <utility>
#include <vector>

namespace mwb::widgets {
class DatTextEditor;
class EntryPreview;
} // namespace mwb::widgets

namespace mwb::gui {

class MainWindow;
struct Inspection;

/// Editing Torchlight 2 DATs in the Preview dock and saving them: entries of a mod into their mod, DAT files
/// opened on their own (MainWindow::standaloneFile()) into themselves.
///
/// A DAT (compiled BINDAT, shown decompiled, or text) is editable in the preview's DatTextEditor when its whole
/// text is shown and it can be written: an entry of an archive the ArchiveSession can edit, or a file on disk that
/// is writable. Otherwise it is read-only and says why.
///
/// Edits are kept per file and entry until they are saved or reverted, rather than asking Save / Discard / Cancel
/// when the selection moves: the preview follows the tree selection, so a modder who edits one DAT and looks at
/// another to compare or copy values would get a question on every click or arrow key (and Cancel would have to
/// fight the selection model). Coming back to an edited entry or file shows the edit again; the caption and the
/// editor say that it is not saved; nothing is lost without a question, because closing the window with unsaved
/// edits asks Save / Discard / Cancel.
///
/// Save (the editor's button, or File › Save / Ctrl+S, through ArchiveSession::aboutToSave) compiles every edited
/// DAT of the open mod or file first: on an error, that DAT is shown with the message and the cursor on the
/// failing line, and nothing is written. Into a mod, the DATs become one undoable pending edit of the session
/// ("Edit X.DAT": compiled entries replaced with the compiled bytes, text entries with the text in their original
/// encoding), saved with the session's other edits in its one save job (atomic, cancellable, in the Jobs panel);
/// the mod is then reopened with the same selection. A DAT file is written in place atomically (QSaveFile): a
/// BINDAT compiled, a text DAT as text in its original encoding and line ends; it is then inspected again.
/// GUI thread only.
class DatEditController : public QObject
{
    Q_OBJECT
public:
    /// Edits in `preview`'s DAT editor (the Preview dock's).
    DatEditController(MainWindow &window, widgets::EntryPreview &preview);

    /// Follows what the inspector docks show: a DAT's draft comes back into the editor.
    void onInspected(const Inspection &shown);

    /// Compiles and saves the edited DATs of the open mod or DAT file, as the Save button does (File › Save). False
    /// when nothing was written nor started: nothing edited, a compile error (shown), the archive cannot be edited,
    /// a save is running, or writing the file failed (shown).
    bool save();
    /// The entries of the mod at `path` with unsaved edits (including the one on screen), sorted; for a DAT file
    /// on disk at `path`, one empty path when it is edited.
    [[nodiscard]] QStringList editedEntries(const QString &path) const;

Q_SIGNALS:
    /// A save into the mod or DAT file at `path` succeeded (a mod is reopened next).
    void saved(const QString &path);
    /// The DAT file open on its own at `path` was written: what the inspector shows of it is stale.
    void fileRewritten(const QString &path);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    /// The unsaved text of one entry and how the entry stores it.
    struct Draft
    {
        QString text;
        widgets::DatStorage storage;
    };
    /// By entry path; a DAT file on disk has one draft, under the empty path.
    using Drafts = QMap<QString, Draft>;
    /// The DAT in the editor: entry `entry` of the mod `file`, or (`entry` empty) the DAT file `file` itself.
    struct OnScreen
    {
        QString file;
        QString entry;
        widgets::DatStorage storage;
        bool truncated = false;
    };
    /// A compile error to show once its entry is on screen.
    struct PendingError
    {
        QString file;
        QString entry;
        int line = 0;
        QString message;
    };

    [[nodiscard]] widgets::DatTextEditor *editor() const;
    void onContentAboutToChange();
    void keepEdits();
    void updateEditor();
    [[nodiscard]] QString readOnlyReason() const;
    /// The mod or DAT file open in the window, empty when none.
    [[nodiscard]] QString openPath() const;
    /// Records or writes the drafts of the open mod or file before the session saves.
    void onAboutToSave();
    /// The drafts of `path` compiled (entry path, bytes), the entry on screen first; nullopt after a compile error
    /// (shown).
    [[nodiscard]] std::optional<std::vector<std::pair<QString, QByteArray>>> compileDrafts(const QString &path);
    /// Records the drafts of the open mod as one pending edit of the session.
    bool recordDrafts(const QString &path);
    void onModSaveFinished(bool succeeded);
    /// Compiles the draft of the DAT file `path` and writes it.
    bool saveDatFile(const QString &path);
    void closeIfDone();
    bool writeDatFile(const QString &path, const Drafts &drafts, const QByteArray &bytes);
    void onSaveFinished(const QString &path, const Drafts &written, bool succeeded);
    void reportCompileError(const QString &path, const QString &entry, const QString &text, const Error &error);
    bool askBeforeClosing();
    [[nodiscard]] int draftCount() const;

    MainWindow &m_window;
    widgets::EntryPreview &m_preview;
    QHash<QString, Drafts> m_drafts; ///< by mod or DAT file path
    std::optional<OnScreen> m_onScreen;
    std::optional<PendingError> m_pendingError;
    QString m_recordedInto; ///< the mod whose drafts the running save writes
    bool m_wroteFile = false; ///< save() wrote a DAT file
    bool m_saveStarted = false; ///< save() started the session's save job (it may have ended already)
    bool m_closeAfterSave = false;
};

} // namespace mwb::gui
