// SPDX-License-Identifier: GPL-3.0-or-later
#include "JobsController.h"

#include "Workbench.h"
#include "controllers/ViewController.h"
#include "mwb/widgets/JobStatusWidget.h"
#include "mwb/widgets/JobsPanel.h"

#include <QAction>
#include <QDockWidget>
#include <QMainWindow>
#include <QMenuBar>
#include <QStatusBar>

namespace mwb::gui {

JobsController::JobsController(Workbench &workbench, ViewController &layouts, QObject *parent)
    : QObject(parent)
    , m_workbench(workbench)
    , m_panel(new JobsPanel(&workbench.jobs()))
    , m_status(new JobStatusWidget(&workbench.jobs()))
{
    QMainWindow &window = workbench.window();
    JobQueue &jobs = workbench.jobs();
    auto *dock = new QDockWidget(tr("Jobs"), &window);
    dock->setObjectName(QStringLiteral("jobsDock"));
    dock->setWidget(m_panel);
    layouts.addDock(dock, Qt::BottomDockWidgetArea, QKeySequence(Qt::CTRL | Qt::Key_J));
    window.statusBar()->addPermanentWidget(m_status);

    QMenu *menu = window.menuBar()->addMenu(tr("&Jobs"));
    m_cancelCurrent = menu->addAction(tr("&Cancel Current Job"), m_status, &JobStatusWidget::cancelCurrent);
    m_cancelCurrent->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Period));
    m_cancelAll = menu->addAction(tr("Cancel &All Jobs"), &jobs, &JobQueue::cancelAll);
    m_cancelAll->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_K)); // Shift+. is no key on most layouts
    menu->addSeparator();
    QAction *clear = menu->addAction(tr("C&lear Finished Jobs"), m_panel, &JobsPanel::clearFinished);
    clear->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_L));

    connect(&jobs, &JobQueue::jobStarted, this, &JobsController::updateActions);
    connect(&jobs, &JobQueue::jobFinished, this, &JobsController::updateActions);
    updateActions();
}

void JobsController::updateActions()
{
    const bool running = m_workbench.jobs().activeCount() > 0;
    m_cancelCurrent->setEnabled(running);
    m_cancelAll->setEnabled(running);
}

} // namespace mwb::gui
