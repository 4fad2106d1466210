// SPDX-License-Identifier: GPL-3.0-or-later
// Benchmark: `mwb-cli stack list` of a generated WoW 3.3.5a Data folder, 16 archives (the stock names plus custom
// patches) with 200,000 entries in all: half of each archive's names are shared by every archive (so they shadow one
// another), half its own. Timed, each the median of --reps runs after a warm-up:
//   cli        the mwb-cli process, `stack list DIR > /dev/null` (plan, open 16 archives, resolve, print)
//   in-process StackPlanner::plan + open (layers opened in parallel) + the resolved index inputs
//   resolve    LayeredArchive::create over the 16 already opened archives (the stacking itself)
//   peers      the same 16 archives opened and listed one by one by our plain MPQ reader, and by StormLib
#include "BestOf.h"
#include "WowDataFolderGenerator.h"
#include "mwb/core/LayeredArchive.h"
#include "mwb/core/Progress.h"
#include "mwb/core/StackPlan.h"
#include "mwb/formats/mpq/MpqArchive.h"

#ifdef MWB_BENCH_STORMLIB
#include "StormLibOracle.h"
#endif

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QProcess>
#include <QTemporaryDir>
#include <QThread>

#include <sys/resource.h>
#include <time.h>

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <functional>
#include <vector>

namespace {

using namespace mwb;

using bench::processCpuMs;
using bench::Timing;

/// Median wall and CPU (this process, every thread) milliseconds of `reps` runs of `work` after one warm-up run.
Timing median(int reps, const std::function<void()> &work)
{
    work();
    std::vector<double> walls;
    std::vector<double> cpus;
    for (int i = 0; i < reps; ++i) {
        QElapsedTimer timer;
        const double cpu = processCpuMs();
        timer.start();
        work();
        walls.push_back(double(timer.nsecsElapsed()) / 1e6);
        cpus.push_back(processCpuMs() - cpu);
    }
    std::sort(walls.begin(), walls.end());
    std::sort(cpus.begin(), cpus.end());
    return {walls[walls.size() / 2], cpus[cpus.size() / 2]};
}

/// CPU seconds (user + system) of the child processes that have ended so far.
double childCpuSeconds()
{
    rusage usage{};
    getrusage(RUSAGE_CHILDREN, &usage);
    const auto seconds = [](const timeval &t) {
        return double(t.tv_sec) + double(t.tv_usec) / 1e6;
    };
    return seconds(usage.ru_utime) + seconds(usage.ru_stime);
}

/// The machine's 1-minute load average (the benchmark shares 2 cores with other work).
QString loadAverage()
{
    QFile file(QStringLiteral("/proc/loadavg"));
    return file.open(QIODevice::ReadOnly) ? QString::fromLatin1(file.readAll()).section(QLatin1Char(' '), 0, 0)
                                          : QStringLiteral("?");
}

/// Runs `mwb-cli arguments` with its output discarded: the median wall milliseconds, and its mean CPU per run.
Timing timeCli(int reps, const QStringList &arguments)
{
    const double cpuBefore = childCpuSeconds();
    const Timing timing = median(reps, [&] {
        QProcess process;
        process.setStandardOutputFile(QProcess::nullDevice());
        process.start(QStringLiteral(MWB_CLI_PATH), arguments);
        process.waitForFinished(-1);
    });
    return {timing.wall, (childCpuSeconds() - cpuBefore) * 1e3 / (reps + 1)};
}

QStringList archivePaths(const StackPlan &plan)
{
    QStringList paths;
    for (const StackPlan::Layer &layer : plan.layers)
        paths << layer.file;
    return paths;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    parser.addOptions({{QStringLiteral("reps"), QStringLiteral("Runs per figure."), QStringLiteral("N"),
                           QStringLiteral("5")},
        {QStringLiteral("archives"), QStringLiteral("Archives (<= 16 names)."), QStringLiteral("N"),
            QStringLiteral("16")},
        {QStringLiteral("entries"), QStringLiteral("Entries in all."), QStringLiteral("N"), QStringLiteral("200000")},
        {QStringLiteral("folder"), QStringLiteral("Generate the Data folder here (kept; reused when it exists)."),
            QStringLiteral("DIR")}});
    parser.process(app);
    const int reps = qMax(1, parser.value(QStringLiteral("reps")).toInt());
    const int archives
        = qBound(1, parser.value(QStringLiteral("archives")).toInt(), int(bench::wowArchiveNames().size()));
    const int entries = qMax(archives, parser.value(QStringLiteral("entries")).toInt());

    QTemporaryDir dir;
    const QString data = parser.isSet(QStringLiteral("folder")) ? parser.value(QStringLiteral("folder"))
                                                                : dir.filePath(QStringLiteral("Data"));
    QElapsedTimer generation;
    generation.start();
    if (!QFileInfo::exists(data) && !bench::generateWowDataFolder(data, archives, entries)) {
        std::fprintf(stderr, "generation failed\n");
        return 1;
    }
    const auto plan = StackPlanner::plan({data});
    if (!plan) {
        std::fprintf(stderr, "%s\n", qPrintable(plan.error().toString()));
        return 1;
    }
    std::printf(
        "generated %d archives, %d entries, in %.1f s\n", archives, entries, double(generation.elapsed()) / 1e3);

    std::size_t resolved = 0;
    const Timing inProcess = median(reps, [&] {
        auto stack = StackPlanner::open(*plan);
        resolved = stack ? (*stack)->indexInputs().size() : 0;
    });
    std::vector<std::shared_ptr<const Archive>> opened;
    for (const QString &path : archivePaths(*plan))
        opened.push_back(std::shared_ptr<const Archive>(formats::mpq::MpqArchive::open(path).value().release()));
    const Timing resolve = median(reps, [&] {
        std::vector<LayeredArchive::Layer> layers;
        for (std::size_t i = 0; i < opened.size(); ++i)
            layers.push_back({plan->layers[i].name, opened[i]});
        auto stack = LayeredArchive::create(std::move(layers), {data, true});
        static_cast<void>((*stack)->indexInputs());
    });
    qint64 peerEntries = 0;
    const Timing plain = median(reps, [&] {
        peerEntries = 0;
        for (const QString &path : archivePaths(*plan))
            peerEntries += qint64(formats::mpq::MpqArchive::open(path).value()->indexInputs().size());
    });
    const Timing cli = timeCli(reps, {QStringLiteral("stack"), QStringLiteral("list"), data});
    const Timing cliJson
        = timeCli(reps, {QStringLiteral("stack"), QStringLiteral("list"), data, QStringLiteral("--json")});
    std::printf("resolved files: %zu (of %lld entries, listfiles and attributes included)\n", resolved,
        static_cast<long long>(peerEntries));
    std::printf("load average %s on %d cores\n", qPrintable(loadAverage()), QThread::idealThreadCount());
    const auto row = [&plain](const char *what, const Timing &t) {
        std::printf("| %s | %.0f | %.0f | %.2f |\n", what, t.wall, t.cpu, t.wall / plain.wall);
    };
    std::printf("| operation | wall ms | CPU ms | wall ratio to the plain reader's one-by-one listing |\n"
                "|---|---|---|---|\n");
    row("`mwb-cli stack list DIR` (process, text)", cli);
    row("`mwb-cli stack list DIR --json` (process)", cliJson);
    row("plan + open 16 layers + resolve (in process)", inProcess);
    row("resolve only (16 opened archives)", resolve);
    row("peer: our MPQ reader, 16 archives one by one (open + list)", plain);
#ifdef MWB_BENCH_STORMLIB
    const Timing storm = median(reps, [&] {
        for (const QString &path : archivePaths(*plan)) {
            auto archive = test::StormLibArchive::open(path, nullptr);
            qint64 names = 0;
            archive->enumerate([&names](const char *name, qint64, quint16) {
                names += qint64(std::strlen(name));
            });
        }
    });
    row("peer: StormLib, 16 archives one by one (open + enumerate)", storm);
    std::printf("stack list (process) / StormLib one by one: %.2f wall, %.2f CPU\n", cli.wall / storm.wall,
        cli.cpu / storm.cpu);
#endif
    return 0;
}
