// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

#include <functional>
#include <optional>

namespace mwb::bench {

/// One run of a child process.
struct ChildRun
{
    double seconds = 0;
    double peakRssMiB = 0;
    int exitCode = -1; ///< -1 when it did not exit normally
};

/// Runs `program arguments…` (command[0] found on PATH) with stdout and stderr discarded; wall time and peak RSS
/// come from wait4().
[[nodiscard]] ChildRun runChild(const QStringList &command);

/// The median and fastest wall time of `reps` runs of one step, and their largest peak RSS.
struct Measure
{
    QString name;
    double median = 0;
    double min = 0;
    double peakRssMiB = 0;
};

/// Runs `command` `reps` times (`prepare`, untimed, before each); nullopt (with a message on stderr) when a run
/// exits with a code other than `okExitCodes` (a diff that found differences exits 1).
[[nodiscard]] std::optional<Measure> measureChild(const QString &name, int reps, const QStringList &command,
    const std::function<void()> &prepare = {}, const QList<int> &okExitCodes = {0});

/// The machine's 1-minute load average ("?" when unknown): the benchmarks share 2 cores with other work.
[[nodiscard]] QString loadAverage();

} // namespace mwb::bench
