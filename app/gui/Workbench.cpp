// SPDX-License-Identifier: GPL-3.0-or-later
#include "Workbench.h"

namespace mwb::gui {

Workbench::Workbench(QMainWindow &window, Backend backend, JobQueue &jobs, MessagePresenter &messages,
    std::function<void(const QString &)> showStatus)
    : m_window(window)
    , m_backend(std::move(backend))
    , m_jobs(jobs)
    , m_messages(messages)
    , m_showStatus(std::move(showStatus))
{ }

} // namespace mwb::gui
