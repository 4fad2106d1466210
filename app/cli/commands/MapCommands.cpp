// SPDX-License-Identifier: GPL-3.0-or-later
#include "CommandLine.h"
#include "CommandRegistry.h"
#include "GridCommandSupport.h"
#include "RawLayoutInput.h"
#include "mwb/formats/grid/GridStats.h"
#include "mwb/formats/mir2map/MapDetector.h"
#include "mwb/formats/mir2map/MapFile.h"

#include <QJsonArray>

namespace mwb::cli {

using namespace mwb::formats::mir2map;

namespace {

class MapText
{
    Q_DECLARE_TR_FUNCTIONS(mwb::cli::MapCommands)
};

/// Opens FILE (or ARCHIVE::ENTRY); on failure prints the error (and, with --json, the detection report) and stores
/// the exit code.
std::optional<MapFile> load(const QString &path, bool json, int &exitCode)
{
    auto input = readInputBytes(path, MapFile::kMaxFileSize);
    if (!input) {
        exitCode = CommandLine::fail(input.error());
        return std::nullopt;
    }
    const QByteArray bytes = input->bytes;
    auto map = MapFile::fromBytes(std::move(input->bytes), path);
    if (map)
        return std::move(map.value());
    if (json) { // explain the refusal: the detection report of the bytes
        CommandLine::printJson(QJsonDocument(
            QJsonObject{{QStringLiteral("file"), path}, {QStringLiteral("error"), errorCodeName(map.error().code)},
                {QStringLiteral("detection"), MapDetector::detect(bytes).toJson()}}));
    }
    exitCode = CommandLine::fail(map.error());
    return std::nullopt;
}

QJsonObject mapInfo(const MapFile &map)
{
    const formats::grid::CellGrid grid = map.grid();
    const auto stats = formats::grid::GridStats::compute(grid, formats::grid::RegionMap::compute(grid));
    QJsonObject info{{QStringLiteral("file"), map.path()}, {QStringLiteral("type"), static_cast<int>(map.type())},
        {QStringLiteral("type_name"), MapLayout::key(map.type())},
        {QStringLiteral("description"), MapLayout::describe(map.type())}, {QStringLiteral("title"), map.title()},
        {QStringLiteral("file_size"), qint64(map.bytes().size())},
        {QStringLiteral("trailing_bytes"), map.trailingBytes()}};
    const QJsonObject counts = stats.toJson();
    for (auto it = counts.begin(); it != counts.end(); ++it)
        info.insert(it.key(), it.value());
    info.insert(QStringLiteral("detection"), map.detection().toJson());
    return info;
}

QString detectionText(const MapDetection &detection)
{
    QString text = MapText::tr("detection (Crystal would say type %1):").arg(detection.crystalType) + QLatin1Char('\n');
    for (const DetectionCheck &c : detection.checks)
        text += QStringLiteral("  %1 %2: %3; %4\n      %5\n")
                    .arg(c.accepted ? QStringLiteral("*") : QStringLiteral("-"))
                    .arg(static_cast<int>(c.type), 3)
                    .arg(c.signature, c.sizeFormula, c.verdict);
    return text;
}

int mapInfoCommand(const QStringList &arguments)
{
    CommandLine cli(QStringLiteral("map info FILE [--json]"),
        MapText::tr("Show type, size, walkability, doors and reachability of a Legend of Mir 2/3 .map, and how "
                    "the type was detected."));
    cli.parser().addOption({QStringLiteral("json"), MapText::tr("Print JSON.")});
    cli.parser().addPositionalArgument(QStringLiteral("FILE"), entryArgumentHelp(MapText::tr("The .map file")));
    if (const auto stop = cli.parse(arguments, 1))
        return *stop;
    const bool json = cli.parser().isSet(QStringLiteral("json"));
    int exitCode = CommandLine::ExitOk;
    const auto map = load(cli.positional().first(), json, exitCode);
    if (!map)
        return exitCode;
    QJsonObject info = mapInfo(*map);
    if (json) {
        GridCommandSupport::printInfo(info, true);
    } else {
        info.remove(QStringLiteral("detection"));
        GridCommandSupport::printInfo(info, false);
        CommandLine::printOut(detectionText(map->detection()));
    }
    return CommandLine::ExitOk;
}

int mapPngCommand(const QStringList &arguments)
{
    CommandLine cli(QStringLiteral("map png FILE -o OUT.png [--scale N] [--layers LIST]"),
        MapText::tr("Render the walkability heatmap of a Legend of Mir 2/3 .map as PNG (one pixel per cell)."));
    cli.parser().addPositionalArgument(QStringLiteral("FILE"), entryArgumentHelp(MapText::tr("The .map file")));
    GridCommandSupport::addPngOptions(cli);
    if (const auto stop = cli.parse(arguments, 1))
        return *stop;
    int exitCode = CommandLine::ExitOk;
    const auto map = load(cli.positional().first(), false, exitCode);
    if (!map)
        return exitCode;
    return GridCommandSupport::writePng(cli, map->grid());
}

} // namespace

void addMapCommands(std::vector<Command> &commands)
{
    commands.push_back({QStringLiteral("map"), QStringLiteral("info"),
        MapText::tr("Type, dimensions, walkability, doors and regions of a Mir 2/3 .map"), mapInfoCommand});
    commands.push_back({QStringLiteral("map"), QStringLiteral("png"),
        MapText::tr("Render a Mir 2/3 .map walkability heatmap as PNG"), mapPngCommand});
}

} // namespace mwb::cli
