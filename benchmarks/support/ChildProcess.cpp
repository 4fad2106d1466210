// SPDX-License-Identifier: GPL-3.0-or-later
#include "ChildProcess.h"

#include <QElapsedTimer>
#include <QFile>

#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <vector>

namespace mwb::bench {

ChildRun runChild(const QStringList &command)
{
    std::vector<QByteArray> storage;
    for (const QString &part : command)
        storage.push_back(QFile::encodeName(part));
    std::vector<char *> argv;
    for (QByteArray &part : storage)
        argv.push_back(part.data());
    argv.push_back(nullptr);
    QElapsedTimer timer;
    timer.start();
    const pid_t pid = fork();
    if (pid == 0) {
        std::freopen("/dev/null", "w", stdout);
        std::freopen("/dev/null", "w", stderr);
        execvp(argv[0], argv.data());
        _exit(127);
    }
    int status = 0;
    rusage usage{};
    ChildRun run;
    if (pid < 0 || wait4(pid, &status, 0, &usage) != pid)
        return run;
    run.seconds = double(timer.nsecsElapsed()) / 1e9;
    run.peakRssMiB = double(usage.ru_maxrss) / 1024.0; // KiB on Linux
    run.exitCode = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    return run;
}

std::optional<Measure> measureChild(const QString &name, int reps, const QStringList &command,
    const std::function<void()> &prepare, const QList<int> &okExitCodes)
{
    std::vector<double> times;
    double rss = 0;
    for (int i = 0; i < reps; ++i) {
        if (prepare)
            prepare();
        const ChildRun run = runChild(command);
        if (!okExitCodes.contains(run.exitCode)) {
            std::fprintf(stderr, "failed (exit %d): %s\n", run.exitCode, qPrintable(command.join(QLatin1Char(' '))));
            return std::nullopt;
        }
        times.push_back(run.seconds);
        rss = std::max(rss, run.peakRssMiB);
    }
    std::sort(times.begin(), times.end());
    return Measure{name, times[times.size() / 2], times.front(), rss};
}

QString loadAverage()
{
    QFile file(QStringLiteral("/proc/loadavg"));
    return file.open(QIODevice::ReadOnly) ? QString::fromLatin1(file.readAll()).section(QLatin1Char(' '), 0, 0)
                                          : QStringLiteral("?");
}

} // namespace mwb::bench
