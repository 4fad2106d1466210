// SPDX-License-Identifier: GPL-3.0-or-later
// bench_wowdoctor: see CMakeLists.txt. Figures, each the median (processes) or best (in process) of --reps runs,
// in wall milliseconds:
//   doctor       `mwb-cli wow doctor DIR --json` (plan, open 16 archives, resolve, every check), and its peak RSS
//   in-process   WowDoctor::examine on the same folder
//   stack list   `mwb-cli stack list DIR` (the same opening and resolving, no checks): what the checks add
//   StormLib     the 16 archives opened and enumerated one by one
#include "BestOf.h"
#include "ChildProcess.h"
#include "WowDataFolderGenerator.h"
#include "mwb/core/StackPlan.h"
#include "mwb/core/WowDoctor.h"

#ifdef MWB_BENCH_STORMLIB
#include "StormLibOracle.h"
#endif

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QThread>

#include <cstdio>
#include <cstring>

using namespace mwb;

namespace {

constexpr int kIconRows = 5000;
constexpr int kStockIconRows = 4000;

/// SpellIcon.dbc: the stock copy in common.MPQ, a custom one with more rows in patch-A.MPQ; every row names a BLP the
/// generator writes (World\Shared\Dir<i % 200>\File<i>).
QMap<QString, QMap<QString, QByteArray>> iconTables()
{
    QStringList paths;
    for (int i = 0; i < kIconRows; ++i)
        paths << QStringLiteral("World\\Shared\\Dir%1\\File%2").arg(i % 200).arg(i);
    const QString table = QStringLiteral("DBFilesClient\\SpellIcon.dbc");
    return {{QStringLiteral("common.MPQ"), {{table, bench::spellIconTable(paths.first(kStockIconRows))}}},
        {QStringLiteral("patch-A.MPQ"), {{table, bench::spellIconTable(paths)}}}};
}

void row(const char *what, double ms, double peerMs, const QString &extra = {})
{
    std::printf("| %s | %.0f | %.2f | %s |\n", what, ms, ms / peerMs, qPrintable(extra));
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    const bench::WowBenchOptions options = bench::parseWowBenchOptions(parser);
    const int reps = options.reps;
    const int archives = int(bench::wowBenchArchives().size());
    const int entries = qMax(2 * kIconRows * archives, options.entries);
    QTemporaryDir dir;
    const QString data = options.folder.isEmpty() ? dir.filePath(QStringLiteral("Data")) : options.folder;
    QElapsedTimer generation;
    generation.start();
    if (!QFileInfo::exists(data) && !bench::generateWowDataFolder(data, archives, entries, iconTables())) {
        std::fprintf(stderr, "generation failed\n");
        return 1;
    }
    std::printf("generated %d archives, %d entries, in %.1f s; load average %s on %d cores\n", archives, entries,
        double(generation.elapsed()) / 1e3, qPrintable(bench::loadAverage()), QThread::idealThreadCount());

    std::fflush(stdout); // the timed children are forked: nothing buffered may be printed twice
    SilentProgress progress;
    int findings = 0;
    const bench::Timing inProcess = bench::bestTimingOf(reps, [&] {
        const auto report = wow::WowDoctor::examine(data, {}, progress);
        findings = report ? int(report->findings.size()) : -1;
    });
    const QString cli = QStringLiteral(MWB_CLI_PATH);
    const auto doctor = bench::measureChild(QStringLiteral("doctor"), reps,
        {cli, QStringLiteral("wow"), QStringLiteral("doctor"), data, QStringLiteral("--json")});
    const auto list = bench::measureChild(
        QStringLiteral("stack list"), reps, {cli, QStringLiteral("stack"), QStringLiteral("list"), data});
    if (!doctor || !list || findings < 0)
        return 1;
    const double doctorMs = doctor->median * 1e3;
    const double listMs = list->median * 1e3;
    std::printf("findings: %d\n| operation | wall ms | ratio to stack list | notes |\n|---|---|---|---|\n", findings);
    row("`mwb-cli wow doctor DIR --json` (process)", doctorMs, listMs,
        QStringLiteral("peak RSS %1 MiB").arg(doctor->peakRssMiB, 0, 'f', 0));
    row("WowDoctor::examine (in process, best)", inProcess.wall, listMs,
        QStringLiteral("CPU %1 ms").arg(inProcess.cpu, 0, 'f', 0));
    row("peer: `mwb-cli stack list DIR` (process)", listMs, listMs,
        QStringLiteral("peak RSS %1 MiB").arg(list->peakRssMiB, 0, 'f', 0));
#ifdef MWB_BENCH_STORMLIB
    const auto plan = StackPlanner::plan({data});
    const bench::Timing storm = bench::bestTimingOf(reps, [&] {
        for (const StackPlan::Layer &layer : plan->layers) {
            auto archive = test::StormLibArchive::open(layer.file, nullptr);
            qint64 names = 0;
            archive->enumerate([&names](const char *name, qint64, quint16) {
                names += qint64(std::strlen(name));
            });
        }
    });
    row("peer: StormLib, 16 archives one by one (open + enumerate, in process, best)", storm.wall, listMs);
    std::printf("doctor (process) / StormLib open + enumerate: %.2f\n", doctorMs / storm.wall);
#endif
    return 0;
}
