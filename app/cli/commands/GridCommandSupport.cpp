// SPDX-License-Identifier: GPL-3.0-or-later
#include "GridCommandSupport.h"

#include "mwb/formats/grid/GridFileIo.h"
#include "mwb/formats/grid/RegionMap.h"

#include <QBuffer>
#include <QImage>
#include <QImageWriter>
#include <QJsonArray>

namespace mwb::cli {

using formats::grid::HeatmapLayer;
using formats::grid::HeatmapLayers;

namespace {

constexpr int kMaxScale = 32;
constexpr qint64 kMaxPixels = 256LL << 20;

const QCommandLineOption &outputOption()
{
    static const QCommandLineOption option({QStringLiteral("o"), QStringLiteral("output")},
        GridCommandSupport::tr("The PNG file to write."), QStringLiteral("OUT.png"));
    return option;
}

const QCommandLineOption &scaleOption()
{
    static const QCommandLineOption option(QStringLiteral("scale"),
        GridCommandSupport::tr("Pixels per cell, 1..%1 (default 1).").arg(kMaxScale), QStringLiteral("N"),
        QStringLiteral("1"));
    return option;
}

const QCommandLineOption &layersOption()
{
    static const QCommandLineOption option(QStringLiteral("layers"),
        GridCommandSupport::tr("Comma-separated layers: walkable, regions, areas, images, lights, doors "
                               "(default walkable,doors)."),
        QStringLiteral("LIST"), QStringLiteral("walkable,doors"));
    return option;
}

} // namespace

void GridCommandSupport::addPngOptions(CommandLine &cli)
{
    cli.parser().addOption(outputOption());
    cli.parser().addOption(scaleOption());
    cli.parser().addOption(layersOption());
}

int GridCommandSupport::writePng(CommandLine &cli, const formats::grid::CellGrid &grid)
{
    const QCommandLineParser &parser = cli.parser();
    if (!parser.isSet(outputOption())) {
        CommandLine::printErr(tr("mwb-cli: -o OUT.png is required"));
        return CommandLine::ExitUsage;
    }
    bool numeric = false;
    const int scale = parser.value(scaleOption()).toInt(&numeric);
    const auto layers = formats::grid::parseHeatmapLayers(parser.value(layersOption()));
    if (!numeric || scale < 1 || scale > kMaxScale || !layers) {
        CommandLine::printErr(tr("mwb-cli: --scale takes 1..%1 and --layers a list of known layer names").arg(kMaxScale));
        return CommandLine::ExitUsage;
    }
    const QString path = parser.value(outputOption());
    if (grid.cellCount() * scale * scale > kMaxPixels)
        return CommandLine::fail(Error{ErrorCode::LimitExceeded,
            tr("%1 × %2 cells at scale %3 exceed %4 pixels").arg(grid.width).arg(grid.height).arg(scale).arg(kMaxPixels),
            path, -1});
    const formats::grid::RegionMap regions = layers->testFlag(HeatmapLayer::Regions)
        ? formats::grid::RegionMap::compute(grid)
        : formats::grid::RegionMap();
    QImage image(grid.width, grid.height, QImage::Format_RGB32);
    formats::grid::HeatmapBaker::bake(grid, &regions, *layers, reinterpret_cast<quint32 *>(image.bits()),
        image.bytesPerLine() / 4);
    if (scale > 1)
        image = image.scaled(image.size() * scale, Qt::IgnoreAspectRatio, Qt::FastTransformation);
    QBuffer png;
    png.open(QIODevice::WriteOnly);
    if (QImageWriter writer(&png, "png"); !writer.write(image))
        return CommandLine::fail(Error{ErrorCode::Io, tr("Cannot write the PNG: %1").arg(writer.errorString()), path, -1});
    if (const auto written = formats::grid::GridFileIo::writeAtomically(path, png.data()); !written)
        return CommandLine::fail(written.error());
    return CommandLine::ExitOk;
}

void GridCommandSupport::printInfo(const QJsonObject &info, bool json)
{
    if (json) {
        CommandLine::printJson(QJsonDocument(info));
        return;
    }
    QString text;
    for (auto it = info.begin(); it != info.end(); ++it) {
        const QJsonValue v = it.value();
        const QString value = v.isObject() ? QString::fromUtf8(QJsonDocument(v.toObject()).toJson(QJsonDocument::Compact))
            : v.isArray()                  ? QString::fromUtf8(QJsonDocument(v.toArray()).toJson(QJsonDocument::Compact))
                                           : v.toVariant().toString();
        text += QStringLiteral("%1: %2\n").arg(it.key(), value);
    }
    CommandLine::printOut(text);
}

} // namespace mwb::cli
