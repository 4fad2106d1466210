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

QString stateKey(ContentLayout content)
{
    static constexpr const char *kNames[] = {"archive", "grid", "file"};
    return QStringLiteral("layouts/v%1/%2")
        .arg(ViewController::kLayoutVersion)
        .arg(QLatin1String(kNames[static_cast<int>(content)]));
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
    if (m_useSaved)
        m_window.restoreGeometry(QSettings().value(geometryKey()).toByteArray());
    applyLayout(m_content);
}

void ViewController::saveLayout() const
{
    if (!m_useSaved)
        return;
    QSettings settings;
    settings.setValue(geometryKey(), m_window.saveGeometry());
    settings.setValue(stateKey(m_content), m_window.saveState(kLayoutVersion));
}

void ViewController::resetLayout()
{
    applyDefaultLayout(m_window, m_content);
}

void ViewController::showContent(ContentLayout content)
{
    if (content == m_content)
        return;
    saveLayout();
    m_content = content;
    applyLayout(content);
}

void ViewController::showGridDocks()
{
    gui::showGridDocks(m_window, m_content);
}

void ViewController::applyLayout(ContentLayout content)
{
    applyDefaultLayout(m_window, content); // also when a saved state exists: it sets the tree's visibility
    if (m_useSaved)
        m_window.restoreState(QSettings().value(stateKey(content)).toByteArray(), kLayoutVersion);
    if (content != ContentLayout::Grid)
        hideGridDocks(m_window); // a grid on screen belonged to what was open before; a grid entry shows them
}

} // namespace mwb::gui
