// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QCommandLineParser>
#include <QCoreApplication>
#include <QString>

namespace mwb::bench {

/// The command line of the benchmarks that time mwb-cli on a generated mod.
struct CliBenchOptions
{
    qint64 bytes = 0; ///< --mebibytes N (default 300): size of the generated mod folder
    int reps = 5; ///< --reps N: runs per step (the median is shown)
    QString cli; ///< --cli PATH: the mwb-cli to run (default: the one built with the benchmark)
};

/// Adds --help, --mebibytes, --reps and --cli to `parser` (which may already hold a benchmark's own options),
/// processes the command line (exits on --help or an error) and returns the values.
[[nodiscard]] CliBenchOptions processCliBenchOptions(
    QCommandLineParser &parser, const QCoreApplication &app, const QString &defaultCli);

/// Writes `bytes` to `path`, creating its folder; false when it cannot.
[[nodiscard]] bool writeFile(const QString &path, const QByteArray &bytes);

} // namespace mwb::bench
