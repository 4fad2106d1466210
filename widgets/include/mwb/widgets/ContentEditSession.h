// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/core/Result.h"
#include "mwb/core/content/Content.h"

#include <QObject>

#include <memory>

class QUndoStack;

namespace mwb::widgets {

/// Content being edited other than as text (a table's cells and rows), shared by the document that owns it and the
/// page that shows it: the page changes it through the session, each change is pushed as an undo step on the
/// document's stack (Edit › Undo and Ctrl+Z undo it), and the document asks it for the bytes to store on save.
/// GUI thread only.
class ContentEditSession : public QObject
{
    Q_OBJECT
public:
    /// The content as it now is, encoded the way it is stored. Errors: those of the content's writer.
    [[nodiscard]] virtual Result<QByteArray> encode() const = 0;
    /// What encode() gave was stored: the changes since the last save are no longer marked.
    virtual void markSaved() = 0;
    [[nodiscard]] QUndoStack &undoStack() const { return m_undo; }

protected:
    ContentEditSession(QUndoStack &undo, QObject *parent);

private:
    QUndoStack &m_undo;
};

/// The edit session of `content` when its kind is edited through one (a readable WoW client table), else null.
/// Its changes are undo steps of `undo`.
[[nodiscard]] std::unique_ptr<ContentEditSession> createEditSession(
    const std::shared_ptr<const content::Content> &content, QUndoStack &undo);

} // namespace mwb::widgets
