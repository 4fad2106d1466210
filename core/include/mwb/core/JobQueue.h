// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/core/Result.h"

#include <QElapsedTimer>
#include <QFuture>
#include <QFutureWatcher>
#include <QHash>
#include <QObject>
#include <QThreadPool>
#include <QtConcurrent/QtConcurrentRun>

#include <functional>
#include <optional>
#include <type_traits>
#include <utility>

namespace mwb {

using JobId = quint64;

namespace detail {
template<typename T>
struct IsResult : std::false_type
{ };
template<typename U>
struct IsResult<Result<U>> : std::true_type
{ };
} // namespace detail

/// Runs work on a private thread pool and reports start, progress and finish per job through signals emitted on
/// the queue's thread. Work functions take `QPromise<T>&` first, report progress through it (or a PromiseProgress)
/// and poll isCanceled() between units of work; they never touch models or widgets.
/// When T is a Result<U>, a failed result is reported through jobFinished's error. Destroying the queue cancels
/// every job and waits for it: no job outlives its owner.
class JobQueue : public QObject
{
    Q_OBJECT
public:
    explicit JobQueue(int maxThreads = 2, QObject *parent = nullptr);
    ~JobQueue() override;

    template<typename T, typename Fn, typename... Args>
    QFuture<T> submit(const QString &title, Fn &&fn, Args &&...args)
    {
        QFuture<T> future = QtConcurrent::run(&m_pool, std::forward<Fn>(fn), std::forward<Args>(args)...);
        std::function<std::optional<Error>()> outcome;
        if constexpr (detail::IsResult<T>::value) {
            outcome = [future]() -> std::optional<Error> {
                if (future.isCanceled() || future.resultCount() == 0)
                    return std::nullopt;
                const T &result = future.result();
                return result.has_value() ? std::nullopt : std::optional<Error>(result.error());
            };
        }
        track(title, QFuture<void>(future), std::move(outcome));
        return future;
    }

    /// Runs `fn` on the queue's threads like submit(), but without jobStarted/jobFinished: quick work that happens
    /// on every click (inspecting the selection) and would only crowd the Jobs panel. Canceled and waited for with
    /// the others.
    template<typename T, typename Fn, typename... Args>
    QFuture<T> submitQuiet(Fn &&fn, Args &&...args)
    {
        return QtConcurrent::run(&m_pool, std::forward<Fn>(fn), std::forward<Args>(args)...);
    }

    void cancel(JobId id);
    void cancelAll();
    /// Cancels everything and blocks until every job has returned (used when the window closes).
    void cancelAllAndWait();
    [[nodiscard]] int activeCount() const { return static_cast<int>(m_jobs.size()); }

Q_SIGNALS:
    void jobStarted(mwb::JobId id, const QString &title);
    void jobProgress(mwb::JobId id, int value, int maximum, const QString &text);
    /// `error` is set when the job returned a failed Result; `elapsedMs` is wall time since submit.
    void jobFinished(mwb::JobId id, bool canceled, const std::optional<mwb::Error> &error, qint64 elapsedMs);

private:
    struct Tracked
    {
        QFutureWatcher<void> *watcher = nullptr;
        QElapsedTimer clock;
    };
    void track(const QString &title, const QFuture<void> &future, std::function<std::optional<Error>()> outcome);

    QThreadPool m_pool;
    QHash<JobId, Tracked> m_jobs;
    JobId m_nextId = 1;
};

} // namespace mwb
