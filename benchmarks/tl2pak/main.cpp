// SPDX-License-Identifier: GPL-3.0-or-later
// Benchmark: `mwb-cli list` and `mwb-cli extract` of the game's archive pair (DATA.PAK + DATA.PAK.MAN) against
// pak_reader.py, a plain Python reader of the same pair, side by side. The pair is a generated ~300 MiB mod (the
// typical mix of DATs, textures, pictures and sounds) packed by the project and split as Awkward-im's MOD → PAK split
// does: the data section is the .PAK, the manifest the .MAN.
#include "ChildProcess.h"
#include "CliBenchOptions.h"
#include "ModFolderGenerator.h"
#include "mwb/core/Progress.h"
#include "mwb/formats/tl2mod/ModArchive.h"
#include "mwb/formats/tl2mod/ModPacker.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QTemporaryDir>

#include <cstdio>
#include <vector>

namespace {

using namespace mwb::formats::tl2mod;

/// Splits the .MOD at `mod` into `pak` and `pak`.MAN; false (with a message) when it cannot.
bool splitIntoPair(const QString &mod, const QString &pak)
{
    auto archive = ModArchive::open(mod);
    if (!archive) {
        std::fprintf(stderr, "bench_tl2pak: %s\n", qPrintable(archive.error().toString()));
        return false;
    }
    const ModArchive &m = **archive;
    auto data = m.source().read(m.header().dataOffset, m.dataSectionSize());
    auto manifest = m.source().read(m.header().manifestOffset, m.source().size() - m.header().manifestOffset);
    return data && manifest && mwb::bench::writeFile(pak, *data)
        && mwb::bench::writeFile(pak + QStringLiteral(".MAN"), *manifest);
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Game archive (DATA.PAK + .MAN) list and extract benchmark"));
    const auto options = mwb::bench::processCliBenchOptions(parser, app, QStringLiteral(MWB_CLI_PATH));

    QTemporaryDir tmp;
    const QString folder = tmp.filePath(QStringLiteral("BenchMod"));
    const auto generated = mwb::bench::generateModFolder(folder, options.bytes, mwb::bench::typicalModMix());
    PackOptions pack;
    pack.compileSources = false; // the generated DATs are DAT-like text: this measures the archive, not the compiler
    mwb::SilentProgress progress;
    const QString mod = tmp.filePath(QStringLiteral("Bench.MOD"));
    const QString pak = tmp.filePath(QStringLiteral("PAKS/DATA.PAK"));
    if (!generated || !packModFolder(folder, mod, pack, progress) || !splitIntoPair(mod, pak)) {
        std::fprintf(stderr, "bench_tl2pak: could not make the archive pair in %s\n", qPrintable(tmp.path()));
        return 1;
    }
    QDir(folder).removeRecursively();
    QFile::remove(mod);

    const QString manifest = pak + QStringLiteral(".MAN");
    const QString out = tmp.filePath(QStringLiteral("out"));
    const auto clean = [&] {
        QDir(out).removeRecursively();
    };
    const QString python = QStringLiteral("python3");
    const QString reader = QStringLiteral(MWB_PAK_READER);
    std::vector<mwb::bench::Measure> results;
    const auto step = [&](const QString &name, const QStringList &command) {
        auto result = mwb::bench::measureChild(name, options.reps, command, clean);
        if (result)
            results.push_back(*result);
        return result.has_value();
    };
    const bool ok = step(QStringLiteral("mwb-cli list DATA.PAK.MAN"), {options.cli, QStringLiteral("list"), manifest})
        && step(QStringLiteral("pak_reader.py list"), {python, reader, QStringLiteral("list"), manifest})
        && step(QStringLiteral("mwb-cli extract DATA.PAK.MAN -o DIR"),
            {options.cli, QStringLiteral("extract"), manifest, QStringLiteral("-o"), out})
        && step(QStringLiteral("pak_reader.py extract"), {python, reader, QStringLiteral("extract"), manifest, out});
    if (!ok)
        return 1;
    std::printf(
        "DATA.PAK of %d files, %.1f MiB of files (%.1f MiB packed); %d runs per step (median, warm page cache)\n",
        generated->files, double(generated->bytes) / 1048576.0, double(QFileInfo(pak).size()) / 1048576.0,
        options.reps);
    std::printf("%-36s %9s %9s %14s\n", "step", "median s", "min s", "peak RSS MiB");
    for (const mwb::bench::Measure &m : results)
        std::printf("%-36s %9.3f %9.3f %14.1f\n", qPrintable(m.name), m.median, m.min, m.peakRssMiB);
    std::printf("list: %.1fx, extract: %.1fx faster than pak_reader.py (medians)\n",
        results[1].median / results[0].median, results[3].median / results[2].median);
    return 0;
}
