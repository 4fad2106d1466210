// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QKeySequence>
#include <QObject>

class QDockWidget;
class QMenu;

namespace mwb::gui {

class MainWindow;

/// The View menu: one toggle per dock (structure, hex, preview, heatmap, properties, jobs), Focus Filter,
/// Collapse All and Reset Layout. Saves and restores window geometry and dock layout with QSettings.
class ViewController : public QObject
{
    Q_OBJECT
public:
    /// Bump when dock object names change, so an old saved layout is ignored.
    static constexpr int kLayoutVersion = 2;

    explicit ViewController(MainWindow &window);

    /// Adds `dock` (it needs a unique objectName) to the window and its toggle to View › Docks.
    void addDock(QDockWidget *dock, Qt::DockWidgetArea area, const QKeySequence &shortcut = {});
    /// Remembers the current layout as the default and applies the saved one; call once all docks exist.
    void restoreLayout();
    /// Stores geometry and dock layout.
    void saveLayout() const;
    /// Returns to the layout remembered by restoreLayout().
    void resetLayout();

private:
    MainWindow &m_window;
    QMenu *m_docks = nullptr;
    QByteArray m_defaultState;
};

} // namespace mwb::gui
