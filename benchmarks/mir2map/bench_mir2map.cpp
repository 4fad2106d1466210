// SPDX-License-Identifier: GPL-3.0-or-later
// Benchmark (a program, not a test): .map parse + walkability grid against a plain-Python parser of the same layout,
// and the heatmap bake. Usage: bench_mir2map [python3]
#include "BestOf.h"
#include "mwb/formats/grid/HeatmapBaker.h"
#include "mwb/formats/grid/RegionMap.h"
#include "mwb/formats/mir2map/MapFile.h"
#include "mwb/widgets/HeatmapView.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QtEndian>

#include <algorithm>
#include <cstdio>

using namespace mwb::formats;

using mwb::bench::bestOf;

namespace {

/// A type-0 map with islands of walkable floor, walls, doors and lights (deterministic).
QByteArray generateMap(int width, int height)
{
    QByteArray bytes(52 + 12LL * width * height, '\0');
    auto *b = reinterpret_cast<uchar *>(bytes.data());
    qToLittleEndian<quint16>(static_cast<quint16>(width), b);
    qToLittleEndian<quint16>(static_cast<quint16>(height), b + 2);
    b[4] = 13;
    std::memcpy(b + 5, "Legend of mir", 13);
    quint32 seed = 0x9E3779B9U;
    for (int x = 0; x < width; ++x) {
        for (int y = 0; y < height; ++y) {
            seed = seed * 1664525U + 1013904223U;
            uchar *c = b + 52 + (qint64(x) * height + y) * 12;
            const bool wall = ((x / 37 + y / 23) % 5 == 0) || (seed >> 28) == 0;
            qToLittleEndian<quint16>(static_cast<quint16>((wall ? 0x8000U : 0U) | (seed & 0x3FFU)), c);
            qToLittleEndian<quint16>(static_cast<quint16>((seed >> 12) % 7 == 0 ? 0x8000U | 0x12U : 0U), c + 4);
            c[6] = (seed >> 8) % 997 == 0 ? uchar(0x80 | 5) : uchar(0);
            c[10] = static_cast<uchar>(x / 100);
            c[11] = (seed >> 20) % 50 == 0 ? uchar(4) : uchar(0);
        }
    }
    return bytes;
}

QJsonObject runPython(const QString &python, const QString &file, int repeats)
{
    QProcess process;
    process.start(python, {QStringLiteral(MWB_BENCH_PYTHON_SCRIPT), file, QString::number(repeats)});
    if (!process.waitForFinished(-1) || process.exitCode() != 0) {
        std::fprintf(stderr, "python failed: %s\n", process.readAllStandardError().constData());
        return {};
    }
    return QJsonDocument::fromJson(process.readAllStandardOutput()).object();
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const QString python = argc > 1 ? QString::fromLocal8Bit(argv[1]) : QStringLiteral("python3");
    QTemporaryDir dir;
    std::printf("%-11s %12s %12s %10s %12s %10s\n", "map", "C++ ms", "Python ms", "speed-up", "walkable", "agree");
    for (const auto &[w, h] : {std::pair{1000, 800}, std::pair{2000, 2000}}) {
        const QString path = dir.filePath(QStringLiteral("bench_%1x%2.map").arg(w).arg(h));
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly) || file.write(generateMap(w, h)) < 0)
            return 1;
        file.close();
        qint64 walkable = 0;
        const double cpp = bestOf(5, [&] {
            const auto map = mir2map::MapFile::open(path);
            const grid::CellGrid g = map->grid();
            walkable = g.count(grid::CellWalkable);
        });
        const QJsonObject py = runPython(python, path, w * h > 1000000 ? 1 : 3);
        const double pyMs = py.value(QStringLiteral("seconds")).toDouble() * 1000.0;
        const bool agree = py.value(QStringLiteral("walkable")).toInteger() == walkable;
        std::printf("%4dx%-6d %12.2f %12.1f %9.0fx %12lld %10s\n", w, h, cpp, pyMs, pyMs / cpp, walkable,
            agree ? "yes" : "NO");
    }
    const QString path = dir.filePath(QStringLiteral("bench_1000x800.map"));
    const grid::CellGrid g = mir2map::MapFile::open(path)->grid();
    grid::RegionMap regions;
    const double regionMs = bestOf(5, [&] { regions = grid::RegionMap::compute(g); });
    QImage image;
    const grid::HeatmapLayers base = grid::HeatmapBaker::defaultLayers();
    const grid::HeatmapLayers all = base | grid::HeatmapLayer::Regions | grid::HeatmapLayer::Areas |
        grid::HeatmapLayer::Images | grid::HeatmapLayer::Lights;
    const double bakeMs = bestOf(10, [&] { image = mwb::widgets::HeatmapView::bake(g, &regions, base); });
    const double bakeAllMs = bestOf(10, [&] { image = mwb::widgets::HeatmapView::bake(g, &regions, all); });
    std::printf("1000x800 heatmap bake (walkable+doors): %.2f ms; all layers: %.2f ms; regions: %.2f ms (%zu regions)\n",
        bakeMs, bakeAllMs, regionMs, regions.regionSizes().size());
    return 0;
}
