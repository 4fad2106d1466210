// SPDX-License-Identifier: GPL-3.0-or-later
// Benchmark: `mwb-cli diff` of two big Torchlight 2 mods that differ in one DAT. The diff compares the stored sizes
// and CRC-32s of the two manifests and reads no entry, so it should cost about as much as opening both mods; the
// peers are cmp of two equal copies (every byte read: what comparing content costs) and extracting both mods and
// running diff -rq on the folders (what a modder does by hand today).
#include "ChildProcess.h"
#include "CliBenchOptions.h"
#include "ModFolderGenerator.h"
#include "mwb/core/FormatRegistry.h"
#include "mwb/core/diff/ArchiveDiff.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>

#include <cstdio>
#include <vector>

namespace {

/// What the in-process diff finds (checked once, untimed): the number of changes, or -1 on error.
int changesBetween(const QString &a, const QString &b)
{
    auto before = mwb::openArchive(a);
    auto after = mwb::openArchive(b);
    if (!before || !after)
        return -1;
    mwb::SilentProgress progress;
    const auto diff = mwb::diff::diffArchives(**before, **after, progress);
    return diff ? static_cast<int>(diff->changes.size()) : -1;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Archive diff benchmark"));
    const auto options = mwb::bench::processCliBenchOptions(parser, app, QStringLiteral(MWB_CLI_PATH));
    const int n = options.reps;
    const QString mwbCli = options.cli;

    QTemporaryDir tmp;
    const QString modDir = tmp.filePath(QStringLiteral("BenchMod"));
    const auto generated = mwb::bench::generateModFolder(modDir, options.bytes, mwb::bench::typicalModMix());
    const QString edited = tmp.filePath(QStringLiteral("EDITED.DAT"));
    const QString before = tmp.filePath(QStringLiteral("Before.MOD"));
    const QString after = tmp.filePath(QStringLiteral("After.MOD"));
    const QString copy = tmp.filePath(QStringLiteral("Copy.MOD"));
    const QString extractedBefore = tmp.filePath(QStringLiteral("X1"));
    const QString extractedAfter = tmp.filePath(QStringLiteral("X2"));
    const bool prepared = generated && mwb::bench::writeFile(edited, mwb::bench::editedDat())
        && mwb::bench::runChild({mwbCli, QStringLiteral("mod"), QStringLiteral("pack"), modDir, QStringLiteral("-o"),
                                    before, QStringLiteral("--no-compile")})
                .exitCode
            == 0
        && mwb::bench::runChild({mwbCli, QStringLiteral("mod"), QStringLiteral("add"), before, edited,
                                    QStringLiteral("--as"), generated->firstDat, QStringLiteral("-o"), after})
                .exitCode
            == 0
        && QFile::copy(before, copy);
    if (!prepared) {
        std::fprintf(stderr, "bench_diff: could not generate the mods in %s\n", qPrintable(tmp.path()));
        return 1;
    }
    const int changes = changesBetween(before, after);

    std::vector<mwb::bench::Measure> results;
    const auto step = [&](const QString &name, const QStringList &command, const QList<int> &ok,
                          const std::function<void()> &prepare = {}) {
        auto result = mwb::bench::measureChild(name, n, command, prepare, ok);
        if (result)
            results.push_back(*result);
        return result.has_value();
    };
    const auto removeExtracted = [&] {
        QDir(extractedBefore).removeRecursively();
        QDir(extractedAfter).removeRecursively();
    };
    const QStringList byHand{QStringLiteral("sh"), QStringLiteral("-c"),
        QStringLiteral("\"$0\" mod extract \"$1\" -o \"$3\" && \"$0\" mod extract \"$2\" -o \"$4\" && "
                       "diff -rq \"$3\" \"$4\"; test $? -eq 1"),
        mwbCli, before, after, extractedBefore, extractedAfter};
    const bool ok
        = step(QStringLiteral("mwb-cli diff (1 DAT differs)"), {mwbCli, QStringLiteral("diff"), before, after}, {1})
        && step(QStringLiteral("mwb-cli diff --json"),
            {mwbCli, QStringLiteral("diff"), before, after, QStringLiteral("--json")}, {1})
        && step(QStringLiteral("mwb-cli diff --entry (the DAT)"),
            {mwbCli, QStringLiteral("diff"), before, after, QStringLiteral("--entry"), generated->firstDat}, {1})
        && step(QStringLiteral("mwb-cli diff of equal copies"), {mwbCli, QStringLiteral("diff"), before, copy}, {0})
        && step(QStringLiteral("cmp of equal copies (byte floor)"), {QStringLiteral("cmp"), before, copy}, {0})
        && step(QStringLiteral("extract both + diff -rq (by hand)"), byHand, {0}, removeExtracted);
    if (!ok)
        return 1;

    std::printf("mods: %d files, %.1f MiB of media; .MOD %.1f MiB each; in-process diff found %d change(s); %d runs "
                "per step (median, warm page cache)\n",
        generated->files, double(generated->bytes) / 1048576.0, double(QFileInfo(before).size()) / 1048576.0, changes,
        n);
    std::printf("%-38s %9s %9s %14s\n", "step", "median s", "min s", "peak RSS MiB");
    for (const mwb::bench::Measure &m : results)
        std::printf("%-38s %9.3f %9.3f %14.1f\n", qPrintable(m.name), m.median, m.min, m.peakRssMiB);
    const double diff = results[0].median;
    std::printf("diff < 0.5 s:                  %s (%.3f s)\n", diff < 0.5 ? "yes" : "NO", diff);
    std::printf("cmp of copies / diff:          %.1fx\n", results[4].median / diff);
    std::printf("extract both + diff -rq / diff: %.1fx\n", results[5].median / diff);
    return changes == 1 ? 0 : 1;
}
