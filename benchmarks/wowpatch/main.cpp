// SPDX-License-Identifier: GPL-3.0-or-later
// bench_wowpatch: see CMakeLists.txt. Prints a Markdown table: median and fastest wall time of each step over --reps
// runs (the patch restored, untimed, before each), and the ratios against the peers.
#include "BestOf.h"
#include "ChildProcess.h"
#include "WowDataFolderGenerator.h"
#include "mwb/core/FormatRegistry.h"
#include "mwb/core/Progress.h"
#include "mwb/core/ops/EntryTarget.h"

#ifdef MWB_BENCH_STORMLIB
#include "StormLibOracle.h"
#endif

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QImage>
#include <QTemporaryDir>

#include <cstdio>

namespace {

using namespace mwb;

const QString kTable = QStringLiteral("DBFilesClient\\SpellIcon.dbc");

/// SpellIcon.dbc paths of `rows` rows ("Interface\Icons\Stock_Icon_N").
QStringList stockIconPaths(int rows)
{
    QStringList paths;
    for (int id = 1; id <= rows; ++id)
        paths << QStringLiteral("Interface\\Icons\\Stock_Icon_%1").arg(id);
    return paths;
}

/// `count` 128×128 PNGs of distinct gradients with alpha below `folder`; their paths.
QStringList writeImages(const QString &folder, int count)
{
    QStringList paths;
    for (int i = 0; i < count; ++i) {
        QImage image(128, 128, QImage::Format_RGBA8888);
        for (int y = 0; y < 128; ++y) {
            for (int x = 0; x < 128; ++x)
                image.setPixel(x, y, qRgba((x * 2 + i) & 255, (y * 2 + i * 7) & 255, (x + y + i * 13) & 255, 96 + y));
        }
        const QString path
            = QDir(folder).filePath(QStringLiteral("Spell_Bench_%1.png").arg(i, 3, 10, QLatin1Char('0')));
        if (!image.save(path, "PNG"))
            return {};
        paths << path;
    }
    return paths;
}

void row(const bench::Measure &m, double base)
{
    std::printf("| %s | %.0f | %.0f | %.2f |\n", qPrintable(m.name), m.median * 1e3, m.min * 1e3, m.median / base);
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    parser.addOptions({{QStringLiteral("icons"), QStringLiteral("Icons added."), QStringLiteral("N"),
                           QStringLiteral("100")},
        {QStringLiteral("rows"), QStringLiteral("SpellIcon.dbc rows."), QStringLiteral("N"), QStringLiteral("5000")},
        {QStringLiteral("python"), QStringLiteral("The Python with Pillow."), QStringLiteral("PATH"),
            QStringLiteral("/usr/bin/python3")}});
    const bench::WowBenchOptions options = bench::parseWowBenchOptions(parser);
    const int reps = options.reps;
    const int icons = qMax(1, parser.value(QStringLiteral("icons")).toInt());

    QTemporaryDir dir;
    const QString data = options.folder.isEmpty() ? dir.filePath(QStringLiteral("Data")) : options.folder;
    const QMap<QString, QMap<QString, QByteArray>> stockTable{{QStringLiteral("enUS/patch-enUS.MPQ"),
        {{kTable, bench::spellIconTable(stockIconPaths(parser.value(QStringLiteral("rows")).toInt()))}}}};
    if (!QFileInfo::exists(data) && !bench::generateWowDataFolder(data, 16, options.entries, stockTable)) {
        std::fprintf(stderr, "generation failed\n");
        return 1;
    }
    const QString work = dir.filePath(QStringLiteral("work"));
    QDir().mkpath(work);
    const QStringList images = writeImages(work, icons);
    const QString patchZ = data + QStringLiteral("/patch-Z.MPQ");
    const QString patchA = data + QStringLiteral("/patch-A.MPQ");
    const QString patchABackup = dir.filePath(QStringLiteral("patch-A.backup"));
    QFile::remove(patchZ);
    if (images.size() != icons || !QFile::copy(patchA, patchABackup)) {
        std::fprintf(stderr, "preparation failed\n");
        return 1;
    }

    const QStringList addIcon
        = QStringList{QStringLiteral(MWB_CLI_PATH), QStringLiteral("wow"), QStringLiteral("add-icon"), data} + images;
    const auto fresh = bench::measureChild(
        QStringLiteral("`mwb-cli wow add-icon DATA %1 PNGs` (new patch-Z.MPQ)").arg(icons), reps, addIcon, [&] {
            QFile::remove(patchZ);
        });
    QFile::remove(patchZ);
    const auto restorePatchA = [&] {
        QFile::remove(patchA);
        QFile::copy(patchABackup, patchA);
    };
    const auto existing = bench::measureChild(QStringLiteral("`… --patch patch-A.MPQ` (12,500 entries, appended)"),
        reps, addIcon + QStringList{QStringLiteral("--patch"), QStringLiteral("patch-A.MPQ")}, restorePatchA);
    restorePatchA(); // a kept --folder stays as generated
    const QString tableFile = dir.filePath(QStringLiteral("SpellIcon.dbc"));
    {
        auto patch = openArchive(data + QStringLiteral("/enUS/patch-enUS-2.MPQ"));
        const auto entry = patch ? ops::findEntry(**patch, kTable, kTable) : Result<int>(patch.error());
        QFile file(tableFile);
        if (!entry || !file.open(QIODevice::WriteOnly) || file.write(*(*patch)->readEntry(*entry)) <= 0) {
            std::fprintf(stderr, "table export failed\n");
            return 1;
        }
    }
    const QString peerOut = dir.filePath(QStringLiteral("peer"));
    QDir().mkpath(peerOut);
    const auto pillow
        = bench::measureChild(QStringLiteral("peer: pillow_peer.py (Pillow: resize, BLP, rows; no MPQ)"), reps,
            QStringList{parser.value(QStringLiteral("python")), QStringLiteral(MWB_PILLOW_PEER), peerOut, tableFile}
                + images);
    if (!fresh || !existing || !pillow)
        return 1;

    std::printf("| step | median ms | fastest ms | ratio to the new-patch run |\n|---|---|---|---|\n");
    row(*fresh, fresh->median);
    row(*existing, fresh->median);
    row(*pillow, fresh->median);
    std::fflush(stdout); // before the next child inherits the buffer
#ifdef MWB_BENCH_STORMLIB
    // StormLib adding the files our command wrote (the BLPs and the table) to a new patch, in process.
    QFile::remove(patchZ);
    if (bench::runChild(addIcon).exitCode != 0) {
        std::fprintf(stderr, "add-icon failed\n");
        return 1;
    }
    auto written = openArchive(patchZ);
    std::vector<test::StormFile> files;
    for (const EntryIndex::Input &input : (*written)->indexInputs()) {
        if (!input.path.startsWith(QLatin1Char('(')))
            files.push_back({QString(input.path).replace(QLatin1Char('/'), QLatin1Char('\\')).toUtf8(),
                *(*written)->readEntry(input.entry), 0x00000200, 0x02, 0, 0});
    }
    const QString stormPatch = dir.filePath(QStringLiteral("storm.MPQ"));
    const double storm = bench::bestOf(reps, [&] {
        test::StormArchiveOptions stormOptions;
        stormOptions.version = 2;
        stormOptions.maxFiles = quint32(files.size() + 8);
        QFile::remove(stormPatch); // StormLib never overwrites an archive
        QString error;
        auto archive = test::StormLibArchive::create(stormPatch, stormOptions, &error);
        bool ok = archive != nullptr;
        for (std::size_t i = 0; ok && i < files.size(); ++i)
            ok = archive->add(files[i], &error);
        if (!ok || !archive->close(&error))
            std::fprintf(stderr, "StormLib: %s\n", qPrintable(error));
    });
    std::printf("| peer: StormLib adds the same %zu files to a new patch (in process, fastest) | — | %.0f | %.2f |\n",
        files.size(), storm, storm / (fresh->median * 1e3));
#endif
    return 0;
}
