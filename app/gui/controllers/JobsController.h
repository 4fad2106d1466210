// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>

class QAction;

namespace mwb {
class JobStatusWidget;
class JobsPanel;
} // namespace mwb

namespace mwb::gui {

class ViewController;
class Workbench;

/// The Jobs menu (Cancel Current Job, Cancel All Jobs, Clear Finished Jobs), the jobs dock listing every job, and
/// the status-bar progress bar with Cancel for the current job.
class JobsController : public QObject
{
    Q_OBJECT
public:
    /// Adds the Jobs dock to `layouts` (the View menu).
    JobsController(Workbench &workbench, ViewController &layouts, QObject *parent);

    [[nodiscard]] JobsPanel *panel() const { return m_panel; }
    [[nodiscard]] JobStatusWidget *statusWidget() const { return m_status; }

private:
    void updateActions();

    Workbench &m_workbench;
    JobsPanel *m_panel = nullptr;
    JobStatusWidget *m_status = nullptr;
    QAction *m_cancelCurrent = nullptr;
    QAction *m_cancelAll = nullptr;
};

} // namespace mwb::gui
