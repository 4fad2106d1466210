// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/core/Error.h"
#include "mwb/widgets/DatTextCodec.h"

#include <QHash>
#include <QMap>
#include <QObject>
#include <QSet>
#include <QStringList>

#include <optional>

namespace mwb::widgets {
class DatTextEditor;
} // namespace mwb::widgets

namespace mwb::gui {

class MainWindow;

/// Editing Torchlight 2 DATs in the Preview dock and saving them into their mod.
///
/// A DAT entry (compiled BINDAT, shown decompiled, or text) is editable in the preview's DatTextEditor when its
/// archive can be repacked (Backend::canRepack) and its whole text is shown; otherwise it is read-only and says
/// why. DAT files opened from disk are read-only.
///
/// Edits are kept per mod and entry until they are saved or reverted, rather than asking Save / Discard / Cancel
/// when the selection moves: the preview follows the tree selection, so a modder who edits one DAT and looks at
/// another to compare or copy values would get a question on every click or arrow key (and Cancel would have to
/// fight the selection model). Coming back to an edited entry shows the edit again; the caption and the editor
/// say that it is not saved; nothing is lost without a question, because closing the window with unsaved edits
/// asks Save / Discard / Cancel.
///
/// Save to Mod (button, or Ctrl+S in the editor) compiles every edited entry of the open mod first: on an error,
/// that entry is shown with the message and the cursor on the failing line, and nothing is written. Then one
/// repack job (RepackJob: atomic, cancellable, in the Jobs panel) replaces all of them: compiled entries with the
/// compiled bytes, text entries with the text in their original encoding. The mod is then reopened with the
/// same entry selected. GUI thread only.
class DatEditController : public QObject
{
    Q_OBJECT
public:
    explicit DatEditController(MainWindow &window);

    /// Compiles and saves the edited entries of the open mod, as Save to Mod does. False when no job was
    /// started: nothing edited, a compile error (shown), the archive cannot be repacked, or a save is running.
    bool save();
    /// The entries of the mod at `archivePath` with unsaved edits (including the one on screen), sorted.
    [[nodiscard]] QStringList editedEntries(const QString &archivePath) const;
    /// True while a save job runs.
    [[nodiscard]] bool isSaving() const { return !m_saving.isEmpty(); }

Q_SIGNALS:
    /// A save into the mod at `archivePath` succeeded (the mod is reopened next).
    void saved(const QString &archivePath);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    /// The unsaved text of one entry and how the entry stores it.
    struct Draft
    {
        QString text;
        widgets::DatStorage storage;
    };
    using Drafts = QMap<QString, Draft>; ///< by entry path
    /// The DAT entry in the editor.
    struct OnScreen
    {
        QString archivePath;
        QString entryPath;
        widgets::DatStorage storage;
        bool truncated = false;
    };
    /// A compile error to show once its entry is on screen.
    struct PendingError
    {
        QString archivePath;
        QString entryPath;
        int line = 0;
        QString message;
    };

    [[nodiscard]] widgets::DatTextEditor *editor() const;
    void onInspected();
    void onContentAboutToChange();
    void keepEdits();
    void updateEditor();
    [[nodiscard]] QString readOnlyReason() const;
    bool saveArchive(const QString &archivePath);
    void onSaveFinished(const QString &archivePath, const Drafts &written, bool succeeded);
    void reportCompileError(
        const QString &archivePath, const QString &entryPath, const QString &text, const Error &error);
    bool askBeforeClosing();
    /// The path of the one selected row of the tree, else empty.
    [[nodiscard]] QString selectedEntry() const;
    [[nodiscard]] int draftCount() const;

    MainWindow &m_window;
    QHash<QString, Drafts> m_drafts; ///< by archive path
    std::optional<OnScreen> m_onScreen;
    std::optional<PendingError> m_pendingError;
    QSet<QString> m_saving; ///< archives with a save job running
    bool m_closeAfterSave = false;
};

} // namespace mwb::gui
