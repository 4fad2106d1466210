// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/core/JobQueue.h"

#include <QElapsedTimer>
#include <QHash>
#include <QWidget>

#include <optional>

class QProgressBar;
class QPushButton;
class QTimer;
class QTreeWidget;
class QTreeWidgetItem;

namespace mwb {

/// Lists every job of a JobQueue, running and finished: title, progress bar, elapsed time, result or error text,
/// and a Cancel button per running job (object name "cancelJob<id>"). Finished rows stay until "Clear finished".
/// Listens to the queue's signals only; GUI thread only. The queue must outlive the panel or be destroyed with it.
class JobsPanel : public QWidget
{
    Q_OBJECT
public:
    enum Column { TitleColumn, ProgressColumn, ElapsedColumn, ResultColumn, CancelColumn };

    explicit JobsPanel(JobQueue *queue, QWidget *parent = nullptr);

    /// Removes the rows of finished jobs.
    void clearFinished();
    /// Number of rows (running and finished).
    [[nodiscard]] int jobCount() const;
    /// The list widget, for inspection.
    [[nodiscard]] QTreeWidget *list() const { return m_list; }

private:
    struct Row
    {
        QTreeWidgetItem *item = nullptr;
        QProgressBar *bar = nullptr;
        QElapsedTimer clock;
        bool running = true;
    };

    void onStarted(JobId id, const QString &title);
    void onProgress(JobId id, int value, int maximum, const QString &text);
    void onFinished(JobId id, bool canceled, const std::optional<Error> &error, qint64 elapsedMs);
    void refreshElapsed();
    [[nodiscard]] static QString formatElapsed(qint64 ms);

    JobQueue *m_queue;
    QTreeWidget *m_list = nullptr;
    QPushButton *m_clear = nullptr;
    QTimer *m_ticker = nullptr;
    QHash<JobId, Row> m_rows;
};

} // namespace mwb
