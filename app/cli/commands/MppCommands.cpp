// SPDX-License-Identifier: GPL-3.0-or-later
#include "CommandLine.h"
#include "CommandRegistry.h"
#include "GridCommandSupport.h"
#include "RawLayoutInput.h"
#include "mwb/formats/grid/GridStats.h"
#include "mwb/formats/tl2mpp/MppFile.h"

namespace mwb::cli {

using mwb::formats::tl2mpp::MppFile;

namespace {

class MppText
{
    Q_DECLARE_TR_FUNCTIONS(mwb::cli::MppCommands)
};

/// An .MPP file, or an .MPP entry of an archive (ARCHIVE::ENTRY).
Result<MppFile> openMpp(const QString &argument)
{
    auto input = readInputBytes(argument, MppFile::kMaxFileSize);
    if (!input)
        return input.error();
    return MppFile::fromBytes(std::move(input->bytes), argument);
}

int mppInfoCommand(const QStringList &arguments)
{
    CommandLine cli(QStringLiteral("mpp info FILE [--json]"),
        MppText::tr("Show the header, cell counts and reachability of a Torchlight 2 .MPP pathing grid."));
    cli.parser().addOption({QStringLiteral("json"), MppText::tr("Print JSON.")});
    cli.parser().addPositionalArgument(QStringLiteral("FILE"), entryArgumentHelp(MppText::tr("The .MPP file")));
    if (const auto stop = cli.parse(arguments, 1))
        return *stop;
    const auto mpp = openMpp(cli.positional().first());
    if (!mpp)
        return CommandLine::fail(mpp.error());
    const formats::grid::CellGrid grid = mpp->grid();
    QJsonObject info{{QStringLiteral("file"), mpp->path()}, {QStringLiteral("file_size"), qint64(mpp->bytes().size())},
        {QStringLiteral("origin_x"), double(mpp->originX())}, {QStringLiteral("origin_z"), double(mpp->originZ())},
        {QStringLiteral("extent_x"), double(mpp->extentX())}, {QStringLiteral("extent_z"), double(mpp->extentZ())},
        {QStringLiteral("extent_matches_grid"), mpp->extentMatchesGrid()},
        {QStringLiteral("trailing_bytes"), mpp->trailingBytes()}};
    const QJsonObject counts =
        formats::grid::GridStats::compute(grid, formats::grid::RegionMap::compute(grid)).toJson();
    for (auto it = counts.begin(); it != counts.end(); ++it)
        info.insert(it.key(), it.value());
    GridCommandSupport::printInfo(info, cli.parser().isSet(QStringLiteral("json")));
    return CommandLine::ExitOk;
}

int mppPngCommand(const QStringList &arguments)
{
    CommandLine cli(QStringLiteral("mpp png FILE -o OUT.png [--scale N] [--layers LIST]"),
        MppText::tr("Render a Torchlight 2 .MPP pathing grid as PNG (one pixel per cell)."));
    cli.parser().addPositionalArgument(QStringLiteral("FILE"), entryArgumentHelp(MppText::tr("The .MPP file")));
    GridCommandSupport::addPngOptions(cli);
    if (const auto stop = cli.parse(arguments, 1))
        return *stop;
    const auto mpp = openMpp(cli.positional().first());
    if (!mpp)
        return CommandLine::fail(mpp.error());
    return GridCommandSupport::writePng(cli, mpp->grid());
}

} // namespace

void addMppCommands(std::vector<Command> &commands)
{
    commands.push_back({QStringLiteral("mpp"), QStringLiteral("info"),
        MppText::tr("Header, cell counts and regions of a Torchlight 2 .MPP pathing grid"), mppInfoCommand});
    commands.push_back({QStringLiteral("mpp"), QStringLiteral("png"),
        MppText::tr("Render a Torchlight 2 .MPP pathing grid as PNG"), mppPngCommand});
}

} // namespace mwb::cli
