// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QSemaphore>
#include <QThreadPool>

#include <algorithm>
#include <atomic>

namespace mwb::io {

/// The one thread cap of the program: every codec's parallel work (packing, extraction, verification) runs on the
/// shared worker pool, whose size is this cap. Job threads (JobQueue, the CLI's main thread) only coordinate and
/// wait, so N jobs running at once still use at most threadCap() cores for their work.
[[nodiscard]] int threadCap();
/// Sets the cap (0: one thread per core). Call before work starts (the CLI's --threads, the GUI's settings).
void setThreadCap(int threads);
/// The shared pool, for work submitted as futures (QtConcurrent::run(&workerPool(), …)).
[[nodiscard]] QThreadPool &workerPool();

/// Calls `fn(i)` for every i in [0, count) on the calling thread and up to `threads - 1` helpers from the shared pool
/// (0 or more than the cap: threadCap()). Helpers join only when the pool has a free thread, so nested calls never
/// wait for each other. `fn` returns false to stop handing out further indices (error or cancel); calls already
/// running finish. Returns after every call has returned. `fn` must be thread-safe.
template<typename Fn>
void parallelFor(int count, int threads, Fn &&fn)
{
    threads = threads <= 0 ? threadCap() : std::min(threads, threadCap());
    std::atomic<int> next{0};
    std::atomic<bool> stop{false};
    const auto work = [&] {
        for (int i = next++; i < count && !stop.load(); i = next++) {
            if (!fn(i))
                stop.store(true);
        }
    };
    QSemaphore finished;
    int helpers = 0;
    for (int t = 1; t < threads && t < count; ++t) {
        if (!workerPool().tryStart([&work, &finished] {
                work();
                finished.release();
            }))
            break;
        ++helpers;
    }
    work();
    finished.acquire(helpers);
}

} // namespace mwb::io
