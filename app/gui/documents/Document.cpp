// SPDX-License-Identifier: GPL-3.0-or-later
#include "Document.h"

#include <QUndoStack>

namespace mwb::gui {

Document::Document(Workbench &workbench, QObject *parent)
    : QObject(parent)
    , m_workbench(workbench)
    , m_undo(new QUndoStack(this))
{
    connect(m_undo, &QUndoStack::cleanChanged, this, [this](bool clean) { Q_EMIT modifiedChanged(!clean); });
}

Document::~Document() = default;

bool Document::isModified() const
{
    return !m_undo->isClean();
}

} // namespace mwb::gui
