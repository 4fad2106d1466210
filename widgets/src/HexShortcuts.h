// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>

class QAction;
class QEvent;
class QKeyEvent;

namespace mwb::widgets::detail {

/// The action among `actions` whose shortcut is the key of `event`, or null.
[[nodiscard]] QAction *actionForKey(const QKeyEvent *event, const QList<QAction *> &actions);

/// Makes the keys of `actions` win over window-wide shortcuts while the widget (or a child) has focus: accepts a
/// ShortcutOverride for those keys, so Qt delivers them as key presses, and triggers the action on the key press.
/// Returns true when `event` was handled. Call from event() of the widget that owns the actions.
bool handleOwnShortcut(QEvent *event, const QList<QAction *> &actions);

} // namespace mwb::widgets::detail
