// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/core/JobQueue.h"

namespace mwb {

JobQueue::JobQueue(int maxThreads, QObject *parent)
    : QObject(parent)
{
    m_pool.setMaxThreadCount(maxThreads);
}

JobQueue::~JobQueue()
{
    cancelAllAndWait();
}

void JobQueue::track(const QString &title, const QFuture<void> &future, std::function<std::optional<Error>()> outcome)
{
    const JobId id = m_nextId++;
    auto *watcher = new QFutureWatcher<void>(this);
    Tracked tracked;
    tracked.watcher = watcher;
    tracked.clock.start();
    m_jobs.insert(id, tracked);
    connect(watcher, &QFutureWatcherBase::progressValueChanged, this, [this, id, watcher](int value) {
        Q_EMIT jobProgress(id, value, watcher->progressMaximum(), watcher->progressText());
    });
    connect(watcher, &QFutureWatcherBase::progressTextChanged, this, [this, id, watcher](const QString &text) {
        Q_EMIT jobProgress(id, watcher->progressValue(), watcher->progressMaximum(), text);
    });
    connect(watcher, &QFutureWatcherBase::finished, this, [this, id, watcher, outcome = std::move(outcome)] {
        const qint64 elapsed = m_jobs.value(id).clock.elapsed();
        m_jobs.remove(id);
        const bool canceled = watcher->isCanceled();
        Q_EMIT jobFinished(id, canceled, outcome && !canceled ? outcome() : std::nullopt, elapsed);
        watcher->deleteLater();
    });
    Q_EMIT jobStarted(id, title);
    watcher->setFuture(future); // after the connects, so no signal is missed
}

void JobQueue::cancel(JobId id)
{
    if (const auto it = m_jobs.constFind(id); it != m_jobs.cend())
        it->watcher->cancel();
}

void JobQueue::cancelAll()
{
    for (const auto &job : std::as_const(m_jobs))
        job.watcher->cancel();
}

void JobQueue::cancelAllAndWait()
{
    cancelAll();
    m_pool.waitForDone();
}

} // namespace mwb
