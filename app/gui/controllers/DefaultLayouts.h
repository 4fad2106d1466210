// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

class QMainWindow;

namespace mwb::gui {

/// What the window shows, which decides its dock layout.
enum class ContentLayout {
    Archive, ///< an archive (or nothing): the tree is the central view
    Grid, ///< a .map / .MPP file: the heatmap is the large view, the tree is hidden
    File, ///< any other file on its own: the inspector docks get most of the width
};

/// Arranges the window's docks (found by object name: structureDock, previewDock, hexDock, heatmapDock,
/// propertiesDock, jobsDock) as the default layout of `content`, sized after the window's current size. Docks it
/// does not know are left where they are. The heatmap and properties docks are shown for a grid; for the other
/// layouts they keep their visibility (they appear when a grid entry is selected: showGridDocks).
void applyDefaultLayout(QMainWindow &window, ContentLayout content);

/// Shows the heatmap and properties docks (the heatmap in front); when they were hidden, gives them their default
/// share of `content`'s layout (around the tree: the heatmap among the inspector tabs, the properties below).
void showGridDocks(QMainWindow &window, ContentLayout content);
/// Hides the heatmap and properties docks (no grid is on screen).
void hideGridDocks(QMainWindow &window);

} // namespace mwb::gui
