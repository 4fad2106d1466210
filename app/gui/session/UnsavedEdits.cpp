// SPDX-License-Identifier: GPL-3.0-or-later
#include "UnsavedEdits.h"

#include "MessagePresenter.h"
#include "session/ArchiveSession.h"

#include <QFileInfo>
#include <QUndoStack>

namespace mwb::gui {

Settled UnsavedEdits::settle(ArchiveSession &session, MessagePresenter &messages, std::function<void()> then)
{
    if (!session.archive() || !session.isModified())
        return Settled::Proceed;
    const QString name = QFileInfo(session.archive()->path()).fileName();
    const int edits = static_cast<int>(session.pendingEdits().size());
    const int choice = messages.ask(tr("Unsaved changes"),
        tr("%1 has %n unsaved change(s). Save them?", nullptr, edits).arg(name),
        {tr("Save"), tr("Discard")});
    if (choice == 1)
        return Settled::Proceed;
    if (choice != 0)
        return Settled::Cancel;
    auto *waiter = new QObject(&session); // lives until the save ends, either way
    QObject::connect(&session, &ArchiveSession::saved, waiter, [waiter, then = std::move(then)] {
        waiter->deleteLater();
        QMetaObject::invokeMethod(waiter->parent(), then, Qt::QueuedConnection);
    });
    QObject::connect(&session, &ArchiveSession::saveFailed, waiter, &QObject::deleteLater);
    session.save();
    if (!session.isSaving()) { // nothing was started (a veto, or an error already reported)
        delete waiter;
        return Settled::Cancel;
    }
    return Settled::AfterSave;
}

} // namespace mwb::gui
