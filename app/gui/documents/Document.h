// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/core/Error.h"

#include <QObject>
#include <QString>

class QUndoStack;
class QWidget;

namespace mwb::gui {

class Workbench;

/// Everything the window has open is a document (in the spirit of Qt Creator's IDocument): an archive, a file that
/// is not an archive, an entry opened from an archive. Each has one undo stack, one modified flag (the stack is not
/// clean), one way to save (a job, or a pending edit of its archive for an entry) and a view shown in a tab of the
/// central area. The DocumentManager owns the documents and alone asks "save changes?". GUI thread only.
class Document : public QObject
{
    Q_OBJECT
public:
    enum class Type { Archive, File, Entry };

    ~Document() override;

    [[nodiscard]] virtual Type type() const = 0;
    /// The tab's text: the file or entry name.
    [[nodiscard]] virtual QString title() const = 0;
    /// Where it lives: the file's path, or "ARCHIVE::ENTRY".
    [[nodiscard]] virtual QString location() const = 0;
    /// The view of the central tab (made on the first call, owned by the document).
    [[nodiscard]] virtual QWidget *view() = 0;
    /// Why it cannot be changed or saved now (translated), empty when it can.
    [[nodiscard]] virtual QString readOnlyReason() const = 0;
    [[nodiscard]] bool canEdit() const { return readOnlyReason().isEmpty(); }

    [[nodiscard]] QUndoStack *undoStack() const { return m_undo; }
    /// Unsaved changes exist (the undo stack is not at its clean state).
    [[nodiscard]] bool isModified() const;
    /// Saves its changes: into its file (`target` empty) or another (Save As), or, for an entry, into its archive as
    /// a pending edit. saved() or saveFailed() follows. Nothing happens while a save runs.
    virtual void save(const QString &target = {}) = 0;
    [[nodiscard]] virtual bool isSaving() const { return false; }

Q_SIGNALS:
    void modifiedChanged(bool modified);
    /// The title or location changed (Save As, a reopened archive).
    void titleChanged();
    /// readOnlyReason() may have changed (a save started or ended).
    void editableChanged();
    void saved();
    /// Saving failed or was canceled; nothing was written and the changes are still there.
    void saveFailed(const mwb::Error &error);

protected:
    Document(Workbench &workbench, QObject *parent);
    [[nodiscard]] Workbench &workbench() const { return m_workbench; }

private:
    Workbench &m_workbench;
    QUndoStack *m_undo = nullptr;
};

} // namespace mwb::gui
