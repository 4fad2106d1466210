// SPDX-License-Identifier: GPL-3.0-or-later
// Benchmark: `mwb-cli mod conflicts` (with and without a base) and `mod merge` over a load order of generated
// Torchlight 2 mods. The base holds --dats unit DATs; mod i changes 300 of them (each overlapping its neighbours by
// 200): one property of its own (disjoint) and one every mod sets differently (a real conflict), plus 20 textures
// of which half are shared with the next mod.
#include "ChildProcess.h"
#include "CliBenchOptions.h"
#include "mwb/core/Progress.h"
#include "mwb/formats/tl2dat/DatDocument.h"
#include "mwb/formats/tl2mod/ModFolder.h"
#include "mwb/formats/tl2mod/ModPacker.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QTemporaryDir>

#include <cstdio>
#include <vector>

namespace {

constexpr int kProperties = 30;
constexpr int kDatsPerMod = 300;
constexpr int kDatStride = 100;
constexpr int kTexturesPerMod = 20;

/// ITEM<k>.DAT with the base values, or mod `mod`'s version (-1: the base).
QByteArray itemDat(int k, int mod)
{
    mwb::formats::tl2dat::DatDocument dat;
    dat.root.tag = QStringLiteral("UNIT");
    dat.root.add(QStringLiteral("STRING"), QStringLiteral("NAME"), QStringLiteral("Item %1").arg(k));
    dat.root.add(QStringLiteral("INTEGER64"), QStringLiteral("UNIT_GUID"), QString::number(100000 + k));
    dat.root.add(QStringLiteral("STRING"), QStringLiteral("UNITTYPE"), QStringLiteral("SWORD"));
    for (int p = 0; p < kProperties; ++p) {
        int value = k + p;
        if (mod >= 0 && (p == mod % (kProperties - 1) || p == kProperties - 1))
            value += 1000 * (mod + 1);
        dat.root.add(QStringLiteral("INTEGER"), QStringLiteral("P%1").arg(p), QString::number(value));
    }
    mwb::formats::tl2dat::DatNode effects;
    effects.tag = QStringLiteral("EFFECTS");
    effects.add(QStringLiteral("STRING"), QStringLiteral("EFFECT"), QStringLiteral("FIRE"));
    dat.root.children.push_back(effects);
    return dat.toUtf16();
}

QString itemPath(const QString &media, int k)
{
    return QStringLiteral("%1/UNITS/ITEMS/ITEM%2.DAT").arg(media).arg(k);
}

bool writeMod(const QString &folder, const QString &output, int mod, int dats)
{
    const QString media = folder + QStringLiteral("/MEDIA");
    mwb::formats::tl2mod::ModInfo info;
    info.name = QStringLiteral("Mod %1").arg(mod);
    bool ok = mwb::bench::writeFile(folder + QStringLiteral("/MOD.DAT"), mwb::formats::tl2mod::writeModDat(info));
    for (int i = 0; ok && i < kDatsPerMod; ++i) {
        const int k = (mod * kDatStride + i) % dats;
        ok = mwb::bench::writeFile(itemPath(media, k), itemDat(k, mod));
    }
    for (int t = 0; ok && t < kTexturesPerMod; ++t) {
        const int texture = mod * kTexturesPerMod / 2 + t;
        ok = mwb::bench::writeFile(QStringLiteral("%1/TEXTURES/T%2.DDS").arg(media).arg(texture),
            QByteArray(64 * 1024, static_cast<char>('a' + mod % 26)));
    }
    mwb::SilentProgress progress;
    return ok && mwb::formats::tl2mod::packModFolder(folder, output, {}, progress).has_value();
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Mod conflicts and merge benchmark"));
    const QCommandLineOption modsOption(QStringLiteral("mods"), QStringLiteral("Mods in the load order."),
        QStringLiteral("N"), QStringLiteral("10"));
    const QCommandLineOption datsOption(QStringLiteral("dats"), QStringLiteral("Unit DATs in the base."),
        QStringLiteral("N"), QStringLiteral("1000"));
    parser.addOption(modsOption);
    parser.addOption(datsOption);
    const auto options = mwb::bench::processCliBenchOptions(parser, app, QStringLiteral(MWB_CLI_PATH));
    const int mods = std::max(1, parser.value(modsOption).toInt());
    const int dats = std::max(kDatsPerMod, parser.value(datsOption).toInt());

    QTemporaryDir tmp;
    const QString base = tmp.filePath(QStringLiteral("base/MEDIA"));
    bool ok = true;
    for (int k = 0; ok && k < dats; ++k)
        ok = mwb::bench::writeFile(itemPath(base, k), itemDat(k, -1));
    QStringList loadOrder;
    qint64 modBytes = 0;
    for (int m = 0; ok && m < mods; ++m) {
        loadOrder << tmp.filePath(QStringLiteral("MOD%1.MOD").arg(m));
        ok = writeMod(tmp.filePath(QStringLiteral("mod%1").arg(m)), loadOrder.back(), m, dats);
        modBytes += QFileInfo(loadOrder.back()).size();
    }
    if (!ok) {
        std::fprintf(stderr, "bench_conflicts: could not generate the mods in %s\n", qPrintable(tmp.path()));
        return 1;
    }
    const QString merged = tmp.filePath(QStringLiteral("MERGED.MOD"));
    const QString cli = options.cli;
    const QStringList conflicts = QStringList{cli, QStringLiteral("mod"), QStringLiteral("conflicts")} + loadOrder;
    const QStringList withBase{QStringLiteral("--base"), base};
    std::vector<mwb::bench::Measure> results;
    const auto step = [&](const QString &name, const QStringList &command, const QList<int> &exitCodes) {
        auto result = mwb::bench::measureChild(name, options.reps, command, {}, exitCodes);
        if (result)
            results.push_back(*result);
        return result.has_value();
    };
    ok = step(QStringLiteral("mod conflicts --base (text)"), conflicts + withBase, {1})
        && step(QStringLiteral("mod conflicts --base --json"), conflicts + withBase + QStringList{QStringLiteral("--json")}, {1})
        && step(QStringLiteral("mod conflicts (no base)"), conflicts, {1})
        && step(QStringLiteral("mod merge --base"),
            QStringList{cli, QStringLiteral("mod"), QStringLiteral("merge")} + loadOrder + withBase
                + QStringList{QStringLiteral("-o"), merged},
            {0})
        && step(QStringLiteral("mod verify (the merged mod)"), {cli, QStringLiteral("mod"), QStringLiteral("verify"), merged},
            {0});
    if (!ok)
        return 1;
    std::printf("%d mods of %d DATs and %d textures each (%.1f MiB of .MOD in all), base of %d DATs; merged mod %.1f "
                "MiB; %d runs per step (median, warm page cache)\n",
        mods, kDatsPerMod, kTexturesPerMod, double(modBytes) / 1048576.0, dats,
        double(QFileInfo(merged).size()) / 1048576.0, options.reps);
    std::printf("%-34s %9s %9s %14s\n", "step", "median s", "min s", "peak RSS MiB");
    for (const mwb::bench::Measure &m : results)
        std::printf("%-34s %9.3f %9.3f %14.1f\n", qPrintable(m.name), m.median, m.min, m.peakRssMiB);
    return 0;
}
