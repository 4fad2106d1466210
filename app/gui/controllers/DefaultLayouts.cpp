// SPDX-License-Identifier: GPL-3.0-or-later
#include "DefaultLayouts.h"

#include <QDockWidget>
#include <QMainWindow>

namespace mwb::gui {

namespace {

struct Docks
{
    QDockWidget *structure = nullptr;
    QDockWidget *preview = nullptr;
    QDockWidget *hex = nullptr;
    QDockWidget *heatmap = nullptr;
    QDockWidget *properties = nullptr;
    QDockWidget *jobs = nullptr;

    [[nodiscard]] bool complete() const { return structure && preview && hex && heatmap && properties && jobs; }
};

Docks findDocks(const QMainWindow &window)
{
    const auto dock = [&window](const char *name) {
        return window.findChild<QDockWidget *>(QLatin1String(name), Qt::FindDirectChildrenOnly);
    };
    return {dock("structureDock"), dock("previewDock"), dock("hexDock"), dock("heatmapDock"), dock("propertiesDock"),
        dock("jobsDock")};
}

void place(QMainWindow &window, QDockWidget *dock, Qt::DockWidgetArea area)
{
    dock->setFloating(false);
    window.addDockWidget(area, dock);
}

/// Jobs at the bottom left, the hex view beside it.
void placeBottom(QMainWindow &window, const Docks &docks)
{
    place(window, docks.jobs, Qt::BottomDockWidgetArea);
    place(window, docks.hex, Qt::BottomDockWidgetArea);
    docks.jobs->show();
    docks.hex->show();
    window.resizeDocks({docks.jobs, docks.hex}, {window.width() / 3, window.width() * 2 / 3}, Qt::Horizontal);
}

/// Gives `above` (a dock of the middle row) `share` of the height and the bottom row the rest. Both rows are
/// sized at once: Qt hands any size left open to the row it picks, not to the one that was not sized.
void splitHeight(QMainWindow &window, QDockWidget *above, const Docks &docks, double share)
{
    const int height = window.height();
    window.resizeDocks({above, docks.hex}, {int(height * share), int(height * (1.0 - share))}, Qt::Vertical);
}

/// Archive and file layouts: the tree in the centre, the Structure/Preview tabs on the right taking
/// `inspectorShare` of the width. A grid entry adds its heatmap to those tabs and its properties below them.
void arrangeAroundTree(QMainWindow &window, const Docks &docks, double inspectorShare)
{
    window.centralWidget()->show();
    place(window, docks.structure, Qt::RightDockWidgetArea);
    docks.properties->setFloating(false);
    window.splitDockWidget(docks.structure, docks.properties, Qt::Vertical);
    for (QDockWidget *dock : {docks.preview, docks.heatmap}) {
        dock->setFloating(false);
        window.tabifyDockWidget(docks.structure, dock);
    }
    docks.structure->show();
    docks.preview->show();
    placeBottom(window, docks);
    splitHeight(window, docks.structure, docks, 0.68);
    window.resizeDocks({docks.structure}, {int(window.width() * inspectorShare)}, Qt::Horizontal);
}

/// Grid layout: the heatmap on the left with most of the window, the properties and the Structure/Preview tabs
/// on the right, the tree hidden (a grid file is no archive).
void arrangeForGrid(QMainWindow &window, const Docks &docks)
{
    window.centralWidget()->hide();
    place(window, docks.heatmap, Qt::LeftDockWidgetArea);
    place(window, docks.properties, Qt::RightDockWidgetArea);
    docks.structure->setFloating(false);
    window.splitDockWidget(docks.properties, docks.structure, Qt::Vertical);
    docks.preview->setFloating(false);
    window.tabifyDockWidget(docks.structure, docks.preview);
    for (QDockWidget *dock : {docks.heatmap, docks.properties, docks.structure, docks.preview})
        dock->show();
    placeBottom(window, docks);
    splitHeight(window, docks.heatmap, docks, 0.76);
    window.resizeDocks(
        {docks.heatmap, docks.properties}, {window.width() * 3 / 5, window.width() * 2 / 5}, Qt::Horizontal);
    window.resizeDocks({docks.properties, docks.structure}, {3, 2}, Qt::Vertical);
}

} // namespace

void applyDefaultLayout(QMainWindow &window, ContentLayout content)
{
    const Docks docks = findDocks(window);
    if (!docks.complete())
        return;
    if (content == ContentLayout::Grid) {
        arrangeForGrid(window, docks);
    } else {
        const bool gridShown = !docks.heatmap->isHidden();
        arrangeAroundTree(window, docks, content == ContentLayout::File ? 0.6 : 0.4);
        docks.heatmap->setVisible(gridShown);
        docks.properties->setVisible(gridShown);
    }
    docks.structure->raise();
    if (!docks.heatmap->isHidden()) // a grid on screen stays in front (among the tabs around the tree)
        docks.heatmap->raise();
}

void showGridDocks(QMainWindow &window, ContentLayout content)
{
    const Docks docks = findDocks(window);
    if (!docks.complete())
        return;
    const bool wasHidden = docks.properties->isHidden();
    docks.heatmap->show();
    docks.properties->show();
    docks.heatmap->raise();
    if (wasHidden && content != ContentLayout::Grid) {
        const int height = docks.heatmap->height() + docks.properties->height();
        window.resizeDocks({docks.heatmap, docks.properties}, {height * 3 / 5, height * 2 / 5}, Qt::Vertical);
    }
}

void hideGridDocks(QMainWindow &window)
{
    const Docks docks = findDocks(window);
    if (!docks.complete())
        return;
    docks.heatmap->hide();
    docks.properties->hide();
}

} // namespace mwb::gui
