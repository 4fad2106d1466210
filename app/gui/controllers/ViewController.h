// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QKeySequence>
#include <QObject>

class QDockWidget;
class QMenu;

namespace mwb::gui {

class Workbench;

/// The View menu: one toggle per dock (structure, hex, jobs, layers), Focus Filter and Collapse All (the current
/// archive's tree), Reset Layout. The docks sit around the central tabs in one default layout (DefaultLayouts.h);
/// the user's own arrangement and the window geometry are remembered with QSettings (versioned by kLayoutVersion)
/// when the window closes and restored when it opens. Reset Layout returns to the default.
class ViewController : public QObject
{
    Q_OBJECT
public:
    /// Bump when dock object names or the default layout change, so old saved layouts are ignored.
    static constexpr int kLayoutVersion = 4;

    ViewController(Workbench &workbench, QObject *parent);

    /// Adds `dock` (it needs a unique objectName) to the window and its toggle to View › Docks.
    void addDock(QDockWidget *dock, Qt::DockWidgetArea area, const QKeySequence &shortcut = {});
    /// Restores the window geometry and the layout; call once all docks exist.
    void restoreLayout();
    /// Stores the geometry and the layout.
    void saveLayout() const;
    /// Returns to the default layout.
    void resetLayout();
    /// False: saved layouts are neither read nor written (screenshots show the defaults). True by default.
    void setUseSavedLayouts(bool use) { m_useSaved = use; }

private:
    Workbench &m_workbench;
    QMenu *m_docks = nullptr;
    bool m_useSaved = true;
};

} // namespace mwb::gui
