// SPDX-License-Identifier: GPL-3.0-or-later
#include "DefaultLayouts.h"

#include <QDockWidget>
#include <QMainWindow>

namespace mwb::gui {

namespace {

QDockWidget *dockNamed(const QMainWindow &window, const char *name)
{
    return window.findChild<QDockWidget *>(QLatin1String(name), Qt::FindDirectChildrenOnly);
}

void place(QMainWindow &window, QDockWidget *dock, Qt::DockWidgetArea area)
{
    dock->setFloating(false);
    window.addDockWidget(area, dock);
    dock->show();
}

} // namespace

void applyDefaultLayout(QMainWindow &window)
{
    QDockWidget *structure = dockNamed(window, "structureDock");
    QDockWidget *hex = dockNamed(window, "hexDock");
    QDockWidget *jobs = dockNamed(window, "jobsDock");
    if (!structure || !hex || !jobs)
        return;
    window.centralWidget()->show();
    place(window, structure, Qt::RightDockWidgetArea);
    place(window, jobs, Qt::BottomDockWidgetArea);
    place(window, hex, Qt::BottomDockWidgetArea);
    window.splitDockWidget(jobs, hex, Qt::Horizontal);
    if (QDockWidget *doctor = dockNamed(window, "doctorDock")) // shown on a WoW Data folder only: over the hex view
        window.tabifyDockWidget(hex, doctor);
    const int width = window.width();
    const int height = window.height();
    window.resizeDocks({structure}, {width * 33 / 100}, Qt::Horizontal);
    window.resizeDocks({jobs, hex}, {width / 4, width * 3 / 4}, Qt::Horizontal);
    window.resizeDocks({hex}, {height * 28 / 100}, Qt::Vertical);
}

} // namespace mwb::gui
