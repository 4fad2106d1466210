// SPDX-License-Identifier: GPL-3.0-or-later
#include "ViewController.h"

#include "DefaultLayouts.h"
#include "Workbench.h"
#include "documents/ArchiveDocument.h"
#include "documents/DocumentManager.h"
#include "mwb/widgets/ArchiveView.h"

#include <QAction>
#include <QDockWidget>
#include <QLineEdit>
#include <QMainWindow>
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
    return QStringLiteral("layouts/v%1/window").arg(ViewController::kLayoutVersion);
}

} // namespace

ViewController::ViewController(Workbench &workbench, QObject *parent)
    : QObject(parent)
    , m_workbench(workbench)
{
    QMenu *menu = workbench.window().menuBar()->addMenu(tr("&View"));
    m_docks = menu->addMenu(tr("&Docks"));
    menu->addSeparator();
    QAction *focusFilter = menu->addAction(tr("&Focus Filter"), this, [this] {
        if (ArchiveDocument *archive = m_workbench.documents().currentArchive()) {
            m_workbench.documents().show(archive);
            archive->archiveView()->filterEdit()->setFocus(Qt::ShortcutFocusReason);
            archive->archiveView()->filterEdit()->selectAll();
        }
    });
    focusFilter->setShortcut(QKeySequence::Find);
    QAction *collapse = menu->addAction(tr("&Collapse All"), this, [this] {
        if (ArchiveDocument *archive = m_workbench.documents().currentArchive())
            archive->archiveView()->treeView()->collapseAll();
    });
    collapse->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_A));
    menu->addSeparator();
    QAction *reset = menu->addAction(tr("&Reset Layout"), this, &ViewController::resetLayout);
    reset->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R));
}

void ViewController::addDock(QDockWidget *dock, Qt::DockWidgetArea area, const QKeySequence &shortcut)
{
    Q_ASSERT(!dock->objectName().isEmpty()); // saveState() needs it
    m_workbench.window().addDockWidget(area, dock);
    QAction *toggle = dock->toggleViewAction();
    toggle->setShortcut(shortcut);
    m_docks->addAction(toggle);
}

void ViewController::restoreLayout()
{
    QMainWindow &window = m_workbench.window();
    if (m_useSaved)
        window.restoreGeometry(QSettings().value(geometryKey()).toByteArray());
    applyDefaultLayout(window);
    if (m_useSaved)
        window.restoreState(QSettings().value(stateKey()).toByteArray(), kLayoutVersion);
}

void ViewController::saveLayout() const
{
    if (!m_useSaved)
        return;
    QSettings settings;
    settings.setValue(geometryKey(), m_workbench.window().saveGeometry());
    settings.setValue(stateKey(), m_workbench.window().saveState(kLayoutVersion));
}

void ViewController::resetLayout()
{
    applyDefaultLayout(m_workbench.window());
}

} // namespace mwb::gui
