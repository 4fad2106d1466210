// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QElapsedTimer>

#include <time.h>

#include <algorithm>
#include <functional>

namespace mwb::bench {

/// Best wall time of `runs` calls of `work`, in milliseconds.
inline double bestOf(int runs, const std::function<void()> &work)
{
    double best = 1e300;
    for (int i = 0; i < runs; ++i) {
        QElapsedTimer timer;
        timer.start();
        work();
        best = std::min(best, double(timer.nsecsElapsed()) / 1e6);
    }
    return best;
}

/// Wall and CPU milliseconds of one figure.
struct Timing
{
    double wall = 0;
    double cpu = 0;
};

/// The CPU time this process (every thread) has used, in milliseconds.
inline double processCpuMs()
{
    timespec t{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return double(t.tv_sec) * 1e3 + double(t.tv_nsec) / 1e6;
}

/// The best wall and the best CPU time of `runs` calls of `work` (CPU time leaves out waiting for a core on a busy
/// machine).
inline Timing bestTimingOf(int runs, const std::function<void()> &work)
{
    Timing best{1e300, 1e300};
    for (int i = 0; i < runs; ++i) {
        QElapsedTimer timer;
        timer.start();
        const double cpu = processCpuMs();
        work();
        best.cpu = std::min(best.cpu, processCpuMs() - cpu);
        best.wall = std::min(best.wall, double(timer.nsecsElapsed()) / 1e6);
    }
    return best;
}

} // namespace mwb::bench
