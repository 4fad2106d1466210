// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/core/JobQueue.h"

#include <QList>
#include <QWidget>

#include <optional>

class QLabel;
class QProgressBar;
class QToolButton;

namespace mwb {

/// Compact status-bar view of a JobQueue: the title and progress bar of the current job (the most recently
/// started one still running), how many others run, and a Cancel button for the current job. Hidden while
/// nothing runs. GUI thread only; the queue must outlive the widget or be destroyed with it.
class JobStatusWidget : public QWidget
{
    Q_OBJECT
public:
    explicit JobStatusWidget(JobQueue *queue, QWidget *parent = nullptr);

    /// The job the widget shows, if any.
    [[nodiscard]] std::optional<JobId> currentJob() const;
    /// Cancels the current job (what the Cancel button does).
    void cancelCurrent();

private:
    struct Running
    {
        JobId id = 0;
        QString title;
        int value = 0;
        int maximum = 0;
    };

    void onStarted(JobId id, const QString &title);
    void onProgress(JobId id, int value, int maximum, const QString &text);
    void onFinished(JobId id);
    void refresh();

    JobQueue *m_queue;
    QList<Running> m_running; ///< in start order; the last one is current
    QLabel *m_title = nullptr;
    QProgressBar *m_bar = nullptr;
    QToolButton *m_cancel = nullptr;
};

} // namespace mwb
