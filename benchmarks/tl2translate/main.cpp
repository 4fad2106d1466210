// SPDX-License-Identifier: GPL-3.0-or-later
// Benchmark: `mwb-cli mod strings` on a generated mod of the typical media mix (its DATs real unit DATs with
// TRANSLATE values drawn from a pool of phrases) as a folder and packed into a .MOD, side by side with
// peer_strings.py on the same folder; then `mwb-cli mod translate` of a PO with --strings translated strings into a
// copy of a small mod and as a separate mod.
#include "ChildProcess.h"
#include "CliBenchOptions.h"
#include "ModFolderGenerator.h"
#include "mwb/core/Progress.h"
#include "mwb/formats/tl2dat/DatDocument.h"
#include "mwb/formats/tl2mod/ModFolder.h"
#include "mwb/formats/tl2mod/ModPacker.h"
#include "mwb/formats/tl2translate/PoFile.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDirIterator>
#include <QFileInfo>
#include <QRandomGenerator>
#include <QTemporaryDir>

#include <cstdio>
#include <vector>

namespace {

using mwb::formats::tl2dat::DatDocument;
using mwb::formats::tl2dat::DatNode;

/// The phrase `i` of the pool, with the game's placeholders in some.
QString phrase(int i)
{
    static const char *const shapes[]
        = {"+[VALUE] Melee weapon damage bonus %1", "Flame Sword %1", "|cFFFF0000Burning|u for [DURATION] seconds (%1)",
            "Press [[KB:ATTACK]] to strike <STAT1> times %1", "A sturdy shield forged in the north, rank %1"};
    return QString::fromLatin1(shapes[i % int(std::size(shapes))]).arg(i);
}

/// A unit DAT of about `size` bytes of UTF-16: blocks of properties, every fourth one a TRANSLATE from the pool.
QByteArray unitDat(QRandomGenerator &rng, qint64 size, int pool)
{
    DatDocument dat;
    dat.root.tag = QStringLiteral("UNIT");
    dat.root.add(QStringLiteral("STRING"), QStringLiteral("NAME"), QStringLiteral("UNIT%1").arg(rng.generate()));
    qint64 bytes = 64;
    while (bytes < size) {
        DatNode block;
        block.tag = QStringLiteral("AFFIX");
        for (int p = 0; p < 12; ++p) {
            if (p % 4 == 0) {
                block.add(QStringLiteral("TRANSLATE"), QStringLiteral("TEXT"), phrase(int(rng.bounded(pool))));
            } else {
                block.add(
                    QStringLiteral("INTEGER"), QStringLiteral("VALUE%1").arg(p), QString::number(rng.bounded(100000)));
            }
        }
        bytes += 2 * 400;
        dat.root.children.push_back(block);
    }
    return dat.toUtf16();
}

/// Replaces every generated .DAT below `folder` by a unit DAT of the same size; returns how many.
int writeUnitDats(const QString &folder, int pool)
{
    QRandomGenerator rng(31);
    int count = 0;
    for (QDirIterator it(
             folder + QStringLiteral("/MEDIA"), {QStringLiteral("*.DAT")}, QDir::Files, QDirIterator::Subdirectories);
         it.hasNext();) {
        const QString path = it.next();
        if (!mwb::bench::writeFile(path, unitDat(rng, QFileInfo(path).size(), pool)))
            return -1;
        ++count;
    }
    return count;
}

/// A PO of `strings` translated entries (as a translator would have it).
QByteArray translatedPo(int strings)
{
    mwb::formats::tl2translate::PoFile po;
    po.header = mwb::formats::tl2translate::PoFile::defaultHeader(QStringLiteral("VIETNAMESE"));
    for (int i = 0; i < strings; ++i) {
        mwb::formats::tl2translate::PoEntry entry;
        entry.original = phrase(i);
        entry.translation = QStringLiteral("Bản dịch của ") + phrase(i);
        entry.references << QStringLiteral("MEDIA/UNITS/ITEMS/X%1.DAT:UNIT/AFFIX:TEXT").arg(i);
        po.entries.push_back(entry);
    }
    return po.toUtf8();
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Mod strings to PO and back benchmark"));
    const QCommandLineOption stringsOption(QStringLiteral("strings"),
        QStringLiteral("Translated strings of the PO that is built (and phrases in the generated DATs)."),
        QStringLiteral("N"), QStringLiteral("20000"));
    parser.addOption(stringsOption);
    const auto options = mwb::bench::processCliBenchOptions(parser, app, QStringLiteral(MWB_CLI_PATH));
    const int strings = std::max(1, parser.value(stringsOption).toInt());

    QTemporaryDir tmp;
    const QString folder = tmp.filePath(QStringLiteral("mod"));
    const auto generated = mwb::bench::generateModFolder(folder, options.bytes, mwb::bench::typicalModMix());
    const int dats = generated ? writeUnitDats(folder, strings) : -1;
    const QString mod = tmp.filePath(QStringLiteral("BENCH.MOD"));
    mwb::SilentProgress progress;
    if (dats < 0 || !mwb::formats::tl2mod::packModFolder(folder, mod, {}, progress)) {
        std::fprintf(stderr, "bench_tl2translate: could not generate the mod in %s\n", qPrintable(tmp.path()));
        return 1;
    }
    const QString small = tmp.filePath(QStringLiteral("small"));
    const QString smallMod = tmp.filePath(QStringLiteral("SMALL.MOD"));
    mwb::formats::tl2mod::ModInfo info;
    info.name = QStringLiteral("Small");
    QRandomGenerator rng(7);
    const QString po = tmp.filePath(QStringLiteral("big.po"));
    if (!mwb::bench::writeFile(small + QStringLiteral("/MOD.DAT"), mwb::formats::tl2mod::writeModDat(info))
        || !mwb::bench::writeFile(small + QStringLiteral("/MEDIA/UNITS/A.DAT"), unitDat(rng, 4096, strings))
        || !mwb::formats::tl2mod::packModFolder(small, smallMod, {}, progress)
        || !mwb::bench::writeFile(po, translatedPo(strings))) {
        std::fprintf(stderr, "bench_tl2translate: could not write the small mod or the PO\n");
        return 1;
    }

    const QString cli = options.cli;
    const QString out = tmp.filePath(QStringLiteral("out.po"));
    const QStringList strings_{cli, QStringLiteral("mod"), QStringLiteral("strings")};
    const QStringList toPo{QStringLiteral("--language"), QStringLiteral("VIETNAMESE"), QStringLiteral("-o"), out};
    std::vector<mwb::bench::Measure> results;
    const auto step = [&](const QString &name, const QStringList &command) {
        auto result = mwb::bench::measureChild(name, options.reps, command);
        if (result)
            results.push_back(*result);
        return result.has_value();
    };
    const bool ok = step(QStringLiteral("mod strings FOLDER -o PO"), strings_ + QStringList{folder} + toPo)
        && step(QStringLiteral("peer_strings.py FOLDER PO"),
            {QStringLiteral("python3"), QStringLiteral(MWB_PEER_SCRIPT), folder, out})
        && step(QStringLiteral("mod strings MOD -o PO"), strings_ + QStringList{mod} + toPo)
        && step(QStringLiteral("mod translate --check PO"),
            {cli, QStringLiteral("mod"), QStringLiteral("translate"), QStringLiteral("--check"), po})
        && step(QStringLiteral("mod translate MOD --po PO -o COPY"),
            {cli, QStringLiteral("mod"), QStringLiteral("translate"), smallMod, QStringLiteral("--po"), po,
                QStringLiteral("-o"), tmp.filePath(QStringLiteral("COPY.MOD"))})
        && step(QStringLiteral("mod translate --as-separate-mod"),
            {cli, QStringLiteral("mod"), QStringLiteral("translate"), smallMod, QStringLiteral("--po"), po,
                QStringLiteral("--as-separate-mod"), tmp.filePath(QStringLiteral("SEPARATE.MOD"))});
    if (!ok)
        return 1;
    std::printf("mod folder %.1f MiB (%d files, %d unit DATs with TRANSLATE values from %d phrases), .MOD %.1f MiB; "
                "PO of %d translated strings %.1f MiB; %d runs per step (median, warm page cache)\n",
        double(generated->bytes) / 1048576.0, generated->files, dats, strings,
        double(QFileInfo(mod).size()) / 1048576.0, strings, double(QFileInfo(po).size()) / 1048576.0, options.reps);
    std::printf("%-38s %9s %9s %14s\n", "step", "median s", "min s", "peak RSS MiB");
    for (const mwb::bench::Measure &m : results)
        std::printf("%-38s %9.3f %9.3f %14.1f\n", qPrintable(m.name), m.median, m.min, m.peakRssMiB);
    return 0;
}
