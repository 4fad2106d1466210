// SPDX-License-Identifier: GPL-3.0-or-later
// Benchmark: saving one edited DAT into a big Torchlight 2 mod (the ModWriter copies untouched blocks as they are)
// against packing the whole mod folder, and the file-system floors (cp of the .MOD, cp -r of the extracted folder).
// Every measured step is a child process, as a user runs it; its wall time and peak RSS come from wait4().
#include "ChildProcess.h"
#include "CliBenchOptions.h"
#include "ModFolderGenerator.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>

#include <algorithm>
#include <cstdio>
#include <functional>
#include <optional>
#include <vector>

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Torchlight 2 .MOD editing benchmark"));
    const QCommandLineOption work(QStringLiteral("work"),
        QStringLiteral("Folder for the generated files, kept afterwards (default: a temporary folder)."),
        QStringLiteral("DIR"));
    parser.addOption(work);
    const auto options = mwb::bench::processCliBenchOptions(parser, app, QStringLiteral(MWB_CLI_PATH));
    const int n = options.reps;
    const QString mwbCli = options.cli;

    QTemporaryDir tmp(parser.isSet(work) ? parser.value(work) + QStringLiteral("/tl2edit-XXXXXX") : QString());
    tmp.setAutoRemove(!parser.isSet(work));
    const QString modDir = tmp.filePath(QStringLiteral("BenchMod"));
    const auto generated = mwb::bench::generateModFolder(modDir, options.bytes, mwb::bench::typicalModMix());
    const QString edited = tmp.filePath(QStringLiteral("EDITED.DAT"));
    if (!generated || !mwb::bench::writeFile(edited, mwb::bench::editedDat())) {
        std::fprintf(stderr, "tl2edit: could not generate the mod folder in %s\n", qPrintable(tmp.path()));
        return 1;
    }
    const QString mod = tmp.filePath(QStringLiteral("Benchmark.MOD"));
    const QString savedAs = tmp.filePath(QStringLiteral("Saved.MOD"));
    const QString inPlace = tmp.filePath(QStringLiteral("InPlace.MOD"));
    const QString copied = tmp.filePath(QStringLiteral("Copy.MOD"));
    const QString extracted = tmp.filePath(QStringLiteral("Extracted"));
    const QString copiedTree = tmp.filePath(QStringLiteral("ExtractedCopy"));
    const QString cp = QStringLiteral("cp");

    using mwb::bench::Measure;
    std::vector<Measure> results;
    const auto step = [&](const QString &name, const QStringList &command, const std::function<void()> &prepare) {
        auto result = mwb::bench::measureChild(name, n, command, prepare);
        if (result)
            results.push_back(*result);
        return result.has_value();
    };
    const QStringList replaceDat{mwbCli, QStringLiteral("mod"), QStringLiteral("add"), QString(), edited,
        QStringLiteral("--as"), generated->firstDat};
    QStringList saveAs = replaceDat;
    saveAs[3] = mod;
    saveAs << QStringLiteral("-o") << savedAs;
    QStringList saveInPlace = replaceDat;
    saveInPlace[3] = inPlace;
    const auto removing = [](const QString &path) {
        return std::function<void()>([path] {
            QFile::remove(path);
            QDir(path).removeRecursively();
        });
    };
    // Extraction outputs are moved aside, not deleted, between runs: ext4 skips the inodes of files deleted in the
    // last minutes when it creates new ones, which made creating 5,840 files right after deleting 5,840 take
    // 1.3-2 s of system time instead of 0.25 s, for cp -r and mod extract alike.
    const QString setAside = tmp.filePath(QStringLiteral("set-aside"));
    int setAsideCount = 0;
    const auto movingAside = [&](const QString &path) {
        return std::function<void()>([&, path] {
            QDir().mkpath(setAside);
            QDir().rename(path, setAside + QLatin1Char('/') + QString::number(++setAsideCount));
        });
    };
    const QStringList packFolder{mwbCli, QStringLiteral("mod"), QStringLiteral("pack"), modDir, QStringLiteral("-o"),
        mod, QStringLiteral("--no-compile")};
    const QStringList copyAndSync{
        QStringLiteral("sh"), QStringLiteral("-c"), QStringLiteral("cp \"$0\" \"$1\" && sync \"$1\""), mod, copied};
    const QStringList extract{
        mwbCli, QStringLiteral("mod"), QStringLiteral("extract"), mod, QStringLiteral("-o"), extracted};
    const QStringList verify{mwbCli, QStringLiteral("mod"), QStringLiteral("verify"), mod};
    const bool ok = step(QStringLiteral("mod pack --no-compile (whole folder)"), packFolder, {})
        && QFile::copy(mod, inPlace)
        && step(QStringLiteral("mod add: replace 1 DAT, -o new file"), saveAs, removing(savedAs))
        && step(QStringLiteral("mod add: replace 1 DAT, in place"), saveInPlace, {})
        && step(QStringLiteral("cp of the .MOD (floor)"), {cp, mod, copied}, removing(copied))
        && step(QStringLiteral("cp + sync of the .MOD (durable floor)"), copyAndSync, removing(copied))
        && step(QStringLiteral("mod verify (inflate + CRC, no output)"), verify, {})
        && step(QStringLiteral("mod extract (whole mod)"), extract, movingAside(extracted))
        && step(QStringLiteral("cp -r of the extracted folder"), {cp, QStringLiteral("-r"), extracted, copiedTree},
            movingAside(copiedTree));
    QDir(setAside).removeRecursively();
    if (!ok)
        return 1;

    std::printf("mod folder: %d files, %.1f MiB; .MOD %.1f MiB; %d runs per step (median, warm page cache)\n",
        generated->files, double(generated->bytes) / 1048576.0, double(QFileInfo(mod).size()) / 1048576.0, n);
    std::printf("%-40s %9s %9s %14s\n", "step", "median s", "min s", "peak RSS MiB");
    for (const Measure &m : results)
        std::printf("%-40s %9.3f %9.3f %14.1f\n", qPrintable(m.name), m.median, m.min, m.peakRssMiB);
    const double pack = results[0].median;
    const double save = results[1].median;
    std::printf("pack / save (-o):         %.1fx  (target >= 5x)\n", pack / save);
    std::printf("save (-o) <= 0.5 s:       %s (%.3f s)\n", save <= 0.5 ? "yes" : "NO", save);
    std::printf("save (-o) / cp:           %.2fx\n", save / results[3].median);
    std::printf("save (-o) / cp + sync:    %.2fx  (the save flushes its file to the disk before the rename)\n",
        save / results[4].median);
    std::printf("save in place / cp + sync: %.2fx\n", results[2].median / results[4].median);
    std::printf("extract / cp -r:          %.2fx\n", results[6].median / results[7].median);
    std::printf("verify / cp -r:           %.2fx  (inflating alone, no file written)\n",
        results[5].median / results[7].median);
    std::printf("peak RSS of the save:     %.1f MiB (target < 100 MiB)\n", results[1].peakRssMiB);
    return 0;
}
