// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "DefaultLayouts.h"

#include <QKeySequence>
#include <QObject>

class QDockWidget;
class QMenu;

namespace mwb::gui {

class MainWindow;

/// The View menu: one toggle per dock (structure, hex, preview, heatmap, properties, jobs), Focus Filter,
/// Collapse All and Reset Layout. The dock layout follows what is open (ContentLayout: archive, grid, standalone
/// file): each has a default (DefaultLayouts.h) and the user's own arrangement, remembered per content with
/// QSettings (versioned by kLayoutVersion) when the content changes and when the window closes, and restored the
/// next time that content opens. Reset Layout returns the current content's layout to its default.
class ViewController : public QObject
{
    Q_OBJECT
public:
    /// Bump when dock object names or the default layouts change, so old saved layouts are ignored.
    static constexpr int kLayoutVersion = 3;

    explicit ViewController(MainWindow &window);

    /// Adds `dock` (it needs a unique objectName) to the window and its toggle to View › Docks.
    void addDock(QDockWidget *dock, Qt::DockWidgetArea area, const QKeySequence &shortcut = {});
    /// Restores the window geometry and the archive layout; call once all docks exist.
    void restoreLayout();
    /// Stores the geometry and the current content's layout.
    void saveLayout() const;
    /// Returns the current content's layout to its default.
    void resetLayout();
    /// Switches to the layout of `content` (the one saved for it, else its default), after storing the current
    /// one. Nothing changes when `content` is already shown. Outside the grid layout the grid docks are hidden
    /// until a grid entry shows them (showGridDocks).
    void showContent(ContentLayout content);
    [[nodiscard]] ContentLayout content() const { return m_content; }
    /// Shows the heatmap and properties docks for a grid that was just decoded.
    void showGridDocks();
    /// False: saved layouts are neither read nor written (screenshots show the defaults). True by default.
    void setUseSavedLayouts(bool use) { m_useSaved = use; }

private:
    void applyLayout(ContentLayout content);

    MainWindow &m_window;
    QMenu *m_docks = nullptr;
    ContentLayout m_content = ContentLayout::Archive;
    bool m_useSaved = true;
};

} // namespace mwb::gui
