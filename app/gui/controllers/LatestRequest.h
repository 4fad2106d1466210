// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "controllers/ProgressJob.h"

#include <QFuture>
#include <QObject>

#include <utility>

namespace mwb::gui {

/// Background work where only the newest request matters (opening a file, inspecting the selection, comparing
/// against a drill-down): starting a request cancels the one still running and drops its result, so a slow old
/// answer never overwrites a new one. The one place that rule is written. GUI thread only.
class LatestRequest
{
public:
    /// Runs `work` (`Result<T>(Progress &)`, on a job thread of `jobs`, listed in the Jobs panel as `title`) and
    /// hands its result to `done` on `context`'s thread, unless a newer run() started meanwhile.
    template <typename T, typename Work, typename Done>
    void run(JobQueue &jobs, const QString &title, QObject *context, Work work, Done done)
    {
        start(submitProgressJob<T>(jobs, title, std::move(work)), context, std::move(done));
    }
    /// As run(), but not listed in the Jobs panel (quick work done on every click: inspections).
    template <typename T, typename Work, typename Done>
    void runQuietly(JobQueue &jobs, QObject *context, Work work, Done done)
    {
        start(jobs.submitQuiet<Result<T>>([work = std::move(work)](QPromise<Result<T>> &promise) {
            PromiseProgress<Result<T>> progress(promise);
            promise.addResult(work(progress));
        }),
            context, std::move(done));
    }
    /// Drops the running request (canceled; its result is never delivered).
    void cancel()
    {
        ++m_generation;
        if (!m_pending.isFinished())
            m_pending.cancel(); // only a running job: Qt 6.4's cancel() of a finished future touches freed state
    }
    [[nodiscard]] bool isRunning() const { return !m_pending.isFinished(); }

private:
    template <typename T, typename Done>
    void start(QFuture<Result<T>> future, QObject *context, Done done)
    {
        cancel();
        const int generation = m_generation;
        m_pending = QFuture<void>(future);
        future.then(context, [this, generation, done = std::move(done)](const Result<T> &result) {
            if (generation == m_generation)
                done(result);
        });
    }

    QFuture<void> m_pending;
    int m_generation = 0;
};

} // namespace mwb::gui
