// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/widgets/ContentEditSession.h"

#include "mwb/widgets/DbcEditSession.h"

namespace mwb::widgets {

ContentEditSession::ContentEditSession(QUndoStack &undo, QObject *parent)
    : QObject(parent)
    , m_undo(undo)
{ }

std::unique_ptr<ContentEditSession> createEditSession(
    const std::shared_ptr<const content::Content> &content, QUndoStack &undo)
{
    auto table = std::dynamic_pointer_cast<const formats::dbc::DbcContent>(content);
    if (!table || !table->table() || content->problem())
        return nullptr;
    return std::make_unique<DbcEditSession>(std::move(table), undo);
}

} // namespace mwb::widgets
