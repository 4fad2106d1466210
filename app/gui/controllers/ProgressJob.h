// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/core/JobQueue.h"
#include "mwb/core/Progress.h"
#include "mwb/core/Result.h"

#include <QPromise>

#include <utility>

namespace mwb::gui {

/// Submits `work` (callable as `Result<T>(Progress &)`, run on a worker thread) to `jobs` as a job named `title`;
/// its progress and cancellation go through a PromiseProgress. `work` must own (copy) everything it uses.
template<typename T, typename Work>
QFuture<Result<T>> submitProgressJob(JobQueue &jobs, const QString &title, Work work)
{
    return jobs.submit<Result<T>>(title, [work = std::move(work)](QPromise<Result<T>> &promise) {
        PromiseProgress<Result<T>> progress(promise);
        promise.addResult(work(progress));
    });
}

} // namespace mwb::gui
