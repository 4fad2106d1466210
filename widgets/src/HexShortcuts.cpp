// SPDX-License-Identifier: GPL-3.0-or-later
#include "HexShortcuts.h"

#include <QAction>
#include <QKeyEvent>

namespace mwb::widgets::detail {

QAction *actionForKey(const QKeyEvent *event, const QList<QAction *> &actions)
{
    const QKeySequence pressed(event->keyCombination());
    for (QAction *action : actions) {
        for (const QKeySequence &shortcut : action->shortcuts()) {
            if (shortcut.matches(pressed) == QKeySequence::ExactMatch)
                return action;
        }
    }
    return nullptr;
}

bool handleOwnShortcut(QEvent *event, const QList<QAction *> &actions)
{
    if (event->type() != QEvent::ShortcutOverride && event->type() != QEvent::KeyPress)
        return false;
    auto *key = static_cast<QKeyEvent *>(event);
    QAction *action = actionForKey(key, actions);
    if (!action)
        return false;
    if (event->type() == QEvent::KeyPress)
        action->trigger();
    event->accept();
    return true;
}

} // namespace mwb::widgets::detail
