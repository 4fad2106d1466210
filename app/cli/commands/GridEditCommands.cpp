// SPDX-License-Identifier: GPL-3.0-or-later
// `mwb-cli map edit` and `mwb-cli mpp edit`: walkability (and doors) of a Mir 2/3 .map or a Torchlight 2 .MPP, set
// cell by cell or over a rectangle, written atomically to -o OUT or back where the grid came from (a file, or an
// entry of an archive through its writer: ops::writeTarget()).
#include "CommandLine.h"
#include "CommandRegistry.h"
#include "GridCommandSupport.h"
#include "RawLayoutInput.h"
#include "mwb/formats/mir2map/MapFile.h"
#include "mwb/formats/tl2mpp/MppFile.h"

#include <QJsonObject>

#include <functional>

namespace mwb::cli {

namespace {

using formats::mir2map::MapFile;
using formats::tl2mpp::MppFile;

class GridEditText
{
    Q_DECLARE_TR_FUNCTIONS(mwb::cli::GridEditCommands)
};

const QString kWalkable = QStringLiteral("walkable");
const QString kBlocked = QStringLiteral("blocked");
const QString kFill = QStringLiteral("fill");
const QString kDoor = QStringLiteral("door");
const QString kOutput = QStringLiteral("output");
const QString kJson = QStringLiteral("json");

/// Comma-separated integers, exactly `count` of them.
std::optional<QList<int>> numbers(const QString &text, int count)
{
    const QStringList parts = text.split(QLatin1Char(','));
    if (parts.size() != count)
        return std::nullopt;
    QList<int> out;
    for (const QString &part : parts) {
        bool ok = false;
        out << part.trimmed().toInt(&ok);
        if (!ok)
            return std::nullopt;
    }
    return out;
}

/// Sets one cell walkable (true) or blocked.
using SetCell = std::function<Result<void>(int x, int y, bool walkable)>;

/// Applies the cell edits of the command line in the order --fill, --walkable, --blocked, counting the cells set in
/// `changed`. Returns the exit code to stop with: a usage error for a malformed value, the format's error (a cell
/// outside the grid).
std::optional<int> applyCells(CommandLine &cli, const SetCell &set, int &changed)
{
    for (const QString &fill : cli.parser().values(kFill)) {
        const QStringList parts = fill.split(QLatin1Char(','));
        const auto box = numbers(parts.mid(0, 4).join(QLatin1Char(',')), 4);
        if (parts.size() != 5 || !box || (parts[4] != kWalkable && parts[4] != kBlocked) || (*box)[2] < 0
            || (*box)[3] < 0)
            return cli.usageError(
                GridEditText::tr("--fill takes X,Y,WIDTH,HEIGHT,walkable|blocked, not \"%1\"").arg(fill));
        for (int y = (*box)[1]; y < (*box)[1] + (*box)[3]; ++y) {
            for (int x = (*box)[0]; x < (*box)[0] + (*box)[2]; ++x) {
                if (auto ok = set(x, y, parts[4] == kWalkable); !ok)
                    return CommandLine::fail(ok.error());
                ++changed;
            }
        }
    }
    for (const QString &option : {kWalkable, kBlocked}) {
        for (const QString &cell : cli.parser().values(option)) {
            const auto xy = numbers(cell, 2);
            if (!xy)
                return cli.usageError(GridEditText::tr("--%1 takes X,Y, not \"%2\"").arg(option, cell));
            if (auto ok = set((*xy)[0], (*xy)[1], option == kWalkable); !ok)
                return CommandLine::fail(ok.error());
            ++changed;
        }
    }
    return std::nullopt;
}

/// Parses the arguments of an edit command and reads FILE (a file or ARCHIVE::ENTRY); nullopt with `exitCode` set
/// when the command must stop.
std::optional<InputBytes> readGrid(CommandLine &cli, const QStringList &arguments, qint64 maxBytes, int &exitCode)
{
    if (const auto stop = cli.parse(arguments, 1)) {
        exitCode = *stop;
        return std::nullopt;
    }
    auto input = readInputBytes(cli.positional().constFirst(), maxBytes);
    if (!input) {
        exitCode = CommandLine::fail(input.error());
        return std::nullopt;
    }
    return std::move(input).value();
}

void addEditOptions(CommandLine &cli, const QString &file, bool doors)
{
    auto &p = cli.parser();
    p.addOption({kWalkable, GridEditText::tr("Make the cell walkable (repeatable)."), QStringLiteral("X,Y")});
    p.addOption({kBlocked, GridEditText::tr("Make the cell blocked (repeatable)."), QStringLiteral("X,Y")});
    p.addOption({kFill, GridEditText::tr("Make every cell of the rectangle walkable or blocked (repeatable)."),
        QStringLiteral("X,Y,W,H,walkable|blocked")});
    if (doors) {
        p.addOption({kDoor,
            GridEditText::tr("Make the cell a door with ID 1..127, or remove its door with 0 "
                             "(repeatable)."),
            QStringLiteral("X,Y,ID")});
    }
    p.addOption({{QStringLiteral("o"), kOutput},
        GridEditText::tr("Write the edited grid here (a file, or ARCHIVE::ENTRY); default: back to FILE."),
        QStringLiteral("OUT")});
    p.addOption({kJson, GridEditText::tr("Print the result as JSON.")});
    SignOption::add(cli);
    p.addPositionalArgument(QStringLiteral("FILE"), entryArgumentHelp(file));
}

/// Writes `bytes` to -o OUT or back to FILE and reports; returns the exit code.
int save(CommandLine &cli, const QByteArray &bytes, int changed, int doors)
{
    const QString input = cli.positional().constFirst();
    const QString output = cli.parser().isSet(kOutput) ? cli.parser().value(kOutput) : input;
    const auto sign = SignOption::choice(cli);
    if (!sign)
        return CommandLine::ExitUsage;
    auto written = writeOutputBytes(output, bytes, *sign);
    if (!written)
        return CommandLine::fail(written.error());
    if (cli.parser().isSet(kJson)) {
        QJsonObject json{{QStringLiteral("file"), input}, {QStringLiteral("output"), output},
            {QStringLiteral("cells"), changed}, {QStringLiteral("doors"), doors},
            {QStringLiteral("bytes"), bytes.size()}};
        if (written->commit) {
            json.insert(QStringLiteral("verified"), written->commit->verified);
            SignOption::insertJson(json, written->commit->report);
        }
        CommandLine::printJson(QJsonDocument(json));
    } else {
        CommandLine::printOut(GridEditText::tr("%n cell(s) set", nullptr, changed)
            + GridEditText::tr(", %n door(s) set", nullptr, doors) + GridEditText::tr("; written to %1").arg(output));
    }
    return CommandLine::ExitOk;
}

int mapEdit(const QStringList &arguments)
{
    CommandLine cli(
        QStringLiteral("map edit FILE [--walkable X,Y]… [--blocked X,Y]… [--fill X,Y,W,H,walkable|blocked]… "
                       "[--door X,Y,ID]… [-o OUT] [--sign weak|none] [--json]"),
        GridEditText::tr("Edit the walkability and doors of a Legend of Mir 2/3 .map, byte for byte in place (every "
                         "other byte stays as it was). Without -o the map is written back where it was read: a "
                         "file atomically, an entry of an archive through the archive's writer."));
    addEditOptions(cli, GridEditText::tr("The .map file"), true);
    int exitCode = CommandLine::ExitOk;
    auto input = readGrid(cli, arguments, MapFile::kMaxFileSize, exitCode);
    if (!input)
        return exitCode;
    auto map = MapFile::fromBytes(std::move(input->bytes), input->label);
    if (!map)
        return CommandLine::fail(map.error());
    int changed = 0;
    if (const auto stop = applyCells(
            cli,
            [&map](int x, int y, bool walkable) {
                return map->setWalkable(x, y, walkable);
            },
            changed))
        return *stop;
    int doors = 0;
    for (const QString &door : cli.parser().values(kDoor)) {
        const auto xyId = numbers(door, 3);
        if (!xyId)
            return cli.usageError(GridEditText::tr("--door takes X,Y,ID, not \"%1\"").arg(door));
        if (auto ok = map->setDoor((*xyId)[0], (*xyId)[1], (*xyId)[2]); !ok)
            return CommandLine::fail(ok.error());
        ++doors;
    }
    return save(cli, map->bytes(), changed, doors);
}

int mppEdit(const QStringList &arguments)
{
    CommandLine cli(
        QStringLiteral("mpp edit FILE [--walkable X,Z]… [--blocked X,Z]… [--fill X,Z,W,H,walkable|blocked]… "
                       "[-o OUT] [--sign weak|none] [--json]"),
        GridEditText::tr("Edit the cells of a Torchlight 2 .MPP pathing grid (0 walkable, 1 blocked); every other "
                         "byte stays as it was. Without -o the grid is written back where it was read: a file "
                         "atomically, an entry of a .MOD (FILE.MOD::MEDIA/…/X.MPP) through the mod's writer."));
    addEditOptions(cli, GridEditText::tr("The .MPP file"), false);
    int exitCode = CommandLine::ExitOk;
    auto input = readGrid(cli, arguments, MppFile::kMaxFileSize, exitCode);
    if (!input)
        return exitCode;
    auto mpp = MppFile::fromBytes(std::move(input->bytes), input->label);
    if (!mpp)
        return CommandLine::fail(mpp.error());
    int changed = 0;
    const auto set = [&mpp](int x, int z, bool walkable) {
        return mpp->setCell(x, z, walkable ? MppFile::kWalkable : MppFile::kBlocked);
    };
    if (const auto stop = applyCells(cli, set, changed))
        return *stop;
    return save(cli, mpp->bytes(), changed, 0);
}

} // namespace

void addGridEditCommands(std::vector<Command> &commands)
{
    commands.push_back({QStringLiteral("map"), QStringLiteral("edit"),
        GridEditText::tr("Set walkability and doors of a Mir 2/3 .map"), mapEdit});
    commands.push_back({QStringLiteral("mpp"), QStringLiteral("edit"),
        GridEditText::tr("Set cells of a Torchlight 2 .MPP pathing grid"), mppEdit});
}

} // namespace mwb::cli
