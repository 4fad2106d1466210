// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QThread>

#include <algorithm>
#include <atomic>
#include <thread>
#include <vector>

namespace mwb::formats::tl2mod {

/// Calls `fn(i)` for every i in [0, count) on up to `threads` threads (the calling thread is one of them;
/// 0 = QThread::idealThreadCount()). `fn` returns false to stop handing out further indices (error or cancel);
/// calls already running finish. Returns after every call has returned. `fn` must be thread-safe.
template<typename Fn>
void parallelFor(int count, int threads, Fn &&fn)
{
    if (threads <= 0)
        threads = QThread::idealThreadCount();
    threads = std::clamp(threads, 1, std::max(count, 1));
    std::atomic<int> next{0};
    std::atomic<bool> stop{false};
    const auto work = [&] {
        for (int i = next++; i < count && !stop.load(); i = next++) {
            if (!fn(i))
                stop.store(true);
        }
    };
    std::vector<std::thread> helpers;
    helpers.reserve(static_cast<std::size_t>(threads - 1));
    for (int t = 1; t < threads; ++t)
        helpers.emplace_back(work);
    work();
    for (std::thread &helper : helpers)
        helper.join();
}

} // namespace mwb::formats::tl2mod
