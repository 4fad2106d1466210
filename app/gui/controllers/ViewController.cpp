// SPDX-License-Identifier: GPL-3.0-or-later
#include "ViewController.h"

#include "MainWindow.h"
#include "mwb/widgets/ArchiveView.h"

#include <QAction>
#include <QDockWidget>
#include <QLineEdit>
#include <QMenuBar>
#include <QSettings>
#include <QTreeView>

namespace mwb::gui {

namespace {
QString geometryKey()
{
    return QStringLiteral("window/geometry");
}
QString stateKey()
{
    return QStringLiteral("window/state");
}
} // namespace

ViewController::ViewController(MainWindow &window)
    : QObject(&window)
    , m_window(window)
{
    QMenu *menu = window.menuBar()->addMenu(tr("&View"));
    m_docks = menu->addMenu(tr("&Docks"));
    menu->addSeparator();
    QAction *focusFilter = menu->addAction(tr("&Focus Filter"), this, [this] {
        m_window.archiveView()->filterEdit()->setFocus(Qt::ShortcutFocusReason);
        m_window.archiveView()->filterEdit()->selectAll();
    });
    focusFilter->setShortcut(QKeySequence::Find);
    QAction *collapse = menu->addAction(tr("&Collapse All"), this, [this] {
        m_window.archiveView()->treeView()->collapseAll();
    });
    collapse->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_A));
    menu->addSeparator();
    QAction *reset = menu->addAction(tr("&Reset Layout"), this, &ViewController::resetLayout);
    reset->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R));
}

void ViewController::addDock(QDockWidget *dock, Qt::DockWidgetArea area, const QKeySequence &shortcut)
{
    Q_ASSERT(!dock->objectName().isEmpty()); // saveState() needs it
    m_window.addDockWidget(area, dock);
    QAction *toggle = dock->toggleViewAction();
    toggle->setShortcut(shortcut);
    m_docks->addAction(toggle);
}

void ViewController::restoreLayout()
{
    m_defaultState = m_window.saveState(kLayoutVersion);
    const QSettings settings;
    m_window.restoreGeometry(settings.value(geometryKey()).toByteArray());
    m_window.restoreState(settings.value(stateKey()).toByteArray(), kLayoutVersion);
}

void ViewController::saveLayout() const
{
    QSettings settings;
    settings.setValue(geometryKey(), m_window.saveGeometry());
    settings.setValue(stateKey(), m_window.saveState(kLayoutVersion));
}

void ViewController::resetLayout()
{
    m_window.restoreState(m_defaultState, kLayoutVersion);
}

} // namespace mwb::gui
