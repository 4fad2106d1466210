// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QString>

namespace mwb::test {

/// The window's controller of type `Controller`: controllers are child objects of the window, which hands none
/// out; tests drive them directly.
template <typename Controller>
Controller *controller(const QObject &window)
{
    auto *found = window.findChild<Controller *>(QString(), Qt::FindDirectChildrenOnly);
    if (!found)
        qFatal("the window has no %s", Controller::staticMetaObject.className());
    return found;
}

} // namespace mwb::test
