// SPDX-License-Identifier: GPL-3.0-or-later
// `mwb-cli wow add-icon|add-item|export-spells`: custom content of a WoW 3.3.5a client in one step (issue 30 §1),
// written into a client patch through formats::wow::ClientPatch.
#include "CommandLine.h"
#include "CommandRegistry.h"
#include "ConsoleProgress.h"
#include "DbcCommandSupport.h"
#include "EditCommandSupport.h"
#include "ImageInput.h"
#include "mwb/formats/dbc/TableSource.h"
#include "mwb/formats/wow/IconPatch.h"
#include "mwb/formats/wow/ItemPatch.h"
#include "mwb/formats/wow/SpellPatch.h"

#include <QJsonArray>
#include <QJsonObject>

namespace mwb::cli {

namespace {

using formats::wow::IconPatch;
using formats::wow::IconPatchResult;
using formats::wow::PatchedIcon;

class WowText
{
    Q_DECLARE_TR_FUNCTIONS(mwb::cli::WowCommands)
};

const QString kJson = QStringLiteral("json");
const QString kName = QStringLiteral("name");
const QString kPatch = QStringLiteral("patch");
const QString kLocale = QStringLiteral("locale");
const QString kFrom = QStringLiteral("from");
const QString kIcon = QStringLiteral("icon");

/// The options every `wow` command that writes into a patch shares: --patch, --locale, --json.
void addPatchOptions(CommandLine &cli)
{
    cli.parser().addPositionalArgument(QStringLiteral("DATA_DIR_OR_PATCH"),
        WowText::tr("The client's Data folder (or the folder holding Data/), or a patch MPQ: one inside a Data folder "
                    "is written with that folder's tables, one elsewhere alone."));
    cli.parser().addOption({kPatch,
        WowText::tr("The custom patch to write, relative to Data (patch-4…9 or patch-A…Z.MPQ, or "
                    "<locale>/patch-<locale>-4…Z.MPQ); created when missing. Default: patch-Z.MPQ, the custom patch "
                    "the client loads last (<locale>/patch-<locale>-Z.MPQ for ruRU/zhCN/zhTW clients, which load "
                    "locale archives last)."),
        QStringLiteral("patch-X.MPQ")});
    cli.parser().addOption(
        {kLocale, WowText::tr("The locale folder of the Data folder (enUS, ruRU…)."), WowText::tr("LOCALE")});
    cli.parser().addOption({kJson, WowText::tr("Print JSON.")});
}

/// The JSON every `wow` command that writes a patch prints: the patch, the table it extended, the commit; `key`
/// holds the command's own rows.
QJsonObject patchJson(const formats::wow::PatchWrite &write, const QString &tableSource, int tableRows,
    const QString &key, const QJsonArray &rows)
{
    return QJsonObject{{QStringLiteral("patch"), write.patchName}, {QStringLiteral("file"), write.patchFile},
        {QStringLiteral("created"), write.created}, {QStringLiteral("table_source"), tableSource},
        {QStringLiteral("table_rows"), tableRows}, {key, rows},
        {QStringLiteral("commit"), EditCommand::reportJson(write.edit)}};
}

/// The first line of a `wow` command's text report: the patch and the table it extended.
QString patchHeadline(const formats::wow::PatchWrite &write, const QString &table, const QString &tableSource, int rows)
{
    return (write.created ? WowText::tr("%1 (created): %2 from %3, %4 rows") : WowText::tr("%1: %2 from %3, %4 rows"))
               .arg(write.patchName, table, tableSource)
               .arg(rows)
        + QLatin1Char('\n');
}

QJsonObject iconJson(const PatchedIcon &icon, const QString &file)
{
    return QJsonObject{{QStringLiteral("name"), icon.name}, {QStringLiteral("id"), qint64(icon.id)},
        {QStringLiteral("reused"), icon.reused}, {QStringLiteral("path"), icon.iconPath},
        {QStringLiteral("entry"), icon.blpPath}, {QStringLiteral("file"), file},
        {QStringLiteral("source_width"), icon.sourceWidth}, {QStringLiteral("source_height"), icon.sourceHeight}};
}

void printIcons(const IconPatchResult &result, const QStringList &files, bool json)
{
    if (json) {
        QJsonArray icons;
        for (std::size_t i = 0; i < result.icons.size(); ++i)
            icons.append(iconJson(result.icons[i], files[qsizetype(i)]));
        CommandLine::printJson(QJsonDocument(
            patchJson(result.write, result.tableSource, result.tableRows, QStringLiteral("icons"), icons)));
        return;
    }
    QString text = patchHeadline(result.write, QStringLiteral("SpellIcon.dbc"), result.tableSource, result.tableRows);
    for (const PatchedIcon &icon : result.icons) {
        const QString size = QStringLiteral("%1×%2").arg(icon.sourceWidth).arg(icon.sourceHeight);
        text += (icon.reused ? WowText::tr("  %1  %2  row reused (%3 → 64×64)")
                             : WowText::tr("  %1  %2  row added (%3 → 64×64)"))
                    .arg(icon.id)
                    .arg(icon.iconPath, size)
            + QLatin1Char('\n');
    }
    CommandLine::printOut(text);
    EditCommand::printReport(result.write.edit, false);
}

/// The icon name --name gives, if it is given.
std::optional<QString> iconName(CommandLine &cli)
{
    return cli.parser().isSet(kName) ? std::optional(cli.parser().value(kName)) : std::nullopt;
}

int wowAddIcon(const QStringList &arguments)
{
    CommandLine cli(QStringLiteral("wow add-icon DATA_DIR_OR_PATCH PNG… [--name NAME] [--patch patch-X.MPQ] "
                                   "[--locale LOCALE] [--json]"),
        WowText::tr("Add spell icons to a WoW 3.3.5a client patch in one step: each image becomes a 64×64 BLP "
                    "(DXT5, alpha kept, resized with a Lanczos filter when needed) under Interface\\Icons\\, and "
                    "SpellIcon.dbc as the client reads it gets a row per new icon (the next free ID, the path "
                    "\"Interface\\Icons\\NAME\"); the whole table goes into the patch with the BLPs in one checked "
                    "commit. An icon whose path the table has already keeps its row (its BLP is replaced). Prints "
                    "the IDs."));
    addPatchOptions(cli);
    cli.parser().addPositionalArgument(QStringLiteral("PNG"),
        WowText::tr("The images (PNG, or any format Qt reads); each icon is named after its file."),
        QStringLiteral("PNG…"));
    cli.parser().addOption(
        {kName, WowText::tr("The icon's name, for one image (default: the file's name)."), WowText::tr("NAME")});
    if (const auto stop = cli.parse(arguments, 2))
        return *stop;
    const QStringList files = cli.positional().mid(1);
    if (cli.parser().isSet(kName) && files.size() != 1) {
        CommandLine::printErr(
            WowText::tr("mwb-cli: --name names one image; %n were given", nullptr, int(files.size())));
        return CommandLine::ExitUsage;
    }
    std::vector<formats::wow::IconSource> icons;
    for (const QString &file : files) {
        auto icon = app::readIcon(file, iconName(cli));
        if (!icon)
            return CommandLine::fail(icon.error());
        icons.push_back(std::move(icon).value());
    }
    const auto target = formats::wow::PatchTargets::resolve(
        cli.positional().constFirst(), cli.parser().value(kPatch), cli.parser().value(kLocale));
    if (!target)
        return CommandLine::fail(target.error());
    ConsoleProgress progress(WowText::tr("Adding icons"));
    const auto result = IconPatch::add(*target, icons, progress);
    if (!result)
        return CommandLine::fail(result.error());
    printIcons(*result, files, cli.parser().isSet(kJson));
    return CommandLine::ExitOk;
}

QJsonObject itemJson(const formats::wow::PatchedItem &item)
{
    return QJsonObject{{QStringLiteral("entry"), item.entry}, {QStringLiteral("updated"), item.updated},
        {QStringLiteral("display_id"), item.displayId}, {QStringLiteral("new_display"), item.newDisplay}};
}

void printItems(const formats::wow::ItemPatchResult &result, bool json)
{
    if (json) {
        QJsonArray items;
        for (const formats::wow::PatchedItem &item : result.items)
            items.append(itemJson(item));
        QJsonObject object
            = patchJson(result.write, result.itemSource, result.itemRows, QStringLiteral("items"), items);
        object.insert(QStringLiteral("icon"), result.iconName);
        CommandLine::printJson(QJsonDocument(object));
        return;
    }
    QString text = patchHeadline(result.write, QStringLiteral("Item.dbc"), result.itemSource, result.itemRows);
    bool newDisplays = false;
    for (const formats::wow::PatchedItem &item : result.items) {
        text += (item.updated ? WowText::tr("  %1  row updated, display %2")
                              : WowText::tr("  %1  row added, display %2"))
                    .arg(item.entry)
                    .arg(item.displayId)
            + (item.newDisplay ? WowText::tr(" (new, icon %1)").arg(result.iconName) : QString()) + QLatin1Char('\n');
        newDisplays = newDisplays || item.newDisplay;
    }
    if (newDisplays)
        text += WowText::tr("Set item_template.displayid of these items to their new display on the server too.")
            + QLatin1Char('\n');
    CommandLine::printOut(text);
    EditCommand::printReport(result.write.edit, false);
}

int wowAddItem(const QStringList &arguments)
{
    CommandLine cli(QStringLiteral("wow add-item DATA_DIR_OR_PATCH --from SOURCE [ENTRY…] [--icon PNG [--name NAME]] "
                                   "[--patch patch-X.MPQ] [--locale LOCALE] [--json]"),
        WowText::tr("Put a server's items into a WoW 3.3.5a client patch, so that the client shows them instead of a "
                    "red question mark: for each entry of item_template (all of them when none is named) the "
                    "Item.dbc row is made from the server's columns (class, subclass, SoundOverrideSubclass, "
                    "Material, displayid, InventoryType, sheath), set on the client's row of that ID or added. With "
                    "--icon the image becomes a 64×64 icon and each server display gets a new ItemDisplayInfo.dbc "
                    "row (a copy of it, so the model stays) naming the icon; the items point at it. One checked "
                    "commit."));
    addPatchOptions(cli);
    cli.parser().addPositionalArgument(
        QStringLiteral("ENTRY"), WowText::tr("The item entries to put in (default: all)."), QStringLiteral("[ENTRY…]"));
    cli.parser().addOption({kFrom,
        WowText::tr("The server's item_template: an SQL dump, a CSV or JSON file, or "
                    "mysql://USER[:PASSWORD]@HOST[:PORT]/DATABASE/item_template."),
        WowText::tr("SOURCE")});
    cli.parser().addOption({kIcon, WowText::tr("An image to show as the items' icon."), QStringLiteral("PNG")});
    cli.parser().addOption(
        {kName, WowText::tr("The icon's name (default: the image file's name)."), WowText::tr("NAME")});
    if (const auto stop = cli.parse(arguments, 1))
        return *stop;
    if (!cli.parser().isSet(kFrom)) {
        CommandLine::printErr(WowText::tr("mwb-cli: --from SOURCE is required"));
        return CommandLine::ExitUsage;
    }
    std::vector<qint64> entries;
    for (const QString &text : cli.positional().mid(1)) {
        bool ok = false;
        entries.push_back(text.toLongLong(&ok));
        if (!ok) {
            CommandLine::printErr(WowText::tr("mwb-cli: an ENTRY is a number: %1").arg(text));
            return CommandLine::ExitUsage;
        }
    }
    std::optional<formats::wow::IconSource> icon;
    if (cli.parser().isSet(kIcon)) {
        auto read = app::readIcon(cli.parser().value(kIcon), iconName(cli));
        if (!read)
            return CommandLine::fail(read.error());
        icon = std::move(read).value();
    }
    const auto rows
        = formats::dbc::readTableRows(cli.parser().value(kFrom), formats::wow::ItemPatch::kServerTable, kMaxDbcBytes);
    if (!rows)
        return CommandLine::fail(rows.error());
    const auto target = formats::wow::PatchTargets::resolve(
        cli.positional().constFirst(), cli.parser().value(kPatch), cli.parser().value(kLocale));
    if (!target)
        return CommandLine::fail(target.error());
    ConsoleProgress progress(WowText::tr("Adding items"));
    const auto result = formats::wow::ItemPatch::add(*target, *rows, entries, icon, progress);
    if (!result)
        return CommandLine::fail(result.error());
    printItems(*result, cli.parser().isSet(kJson));
    return CommandLine::ExitOk;
}

int wowExportSpells(const QStringList &arguments)
{
    CommandLine cli(QStringLiteral("wow export-spells DATA_DIR_OR_PATCH --from SOURCE [--patch patch-X.MPQ] "
                                   "[--locale LOCALE] [--json]"),
        WowText::tr("Put the spells a server keeps in spell_dbc into a WoW 3.3.5a client patch: its rows are laid "
                    "over Spell.dbc as the client reads it, as the server lays them over its own copy (a row of an "
                    "existing ID replaces it, another is added), and the whole table goes into the patch in one "
                    "checked commit."));
    addPatchOptions(cli);
    cli.parser().addOption({kFrom,
        WowText::tr("The server's spell_dbc: an SQL dump, a CSV or JSON file, or "
                    "mysql://USER[:PASSWORD]@HOST[:PORT]/DATABASE/spell_dbc."),
        WowText::tr("SOURCE")});
    if (const auto stop = cli.parse(arguments, 1))
        return *stop;
    if (!cli.parser().isSet(kFrom)) {
        CommandLine::printErr(WowText::tr("mwb-cli: --from SOURCE is required"));
        return CommandLine::ExitUsage;
    }
    const auto rows
        = formats::dbc::readTableRows(cli.parser().value(kFrom), formats::wow::SpellPatch::kServerTable, kMaxDbcBytes);
    if (!rows)
        return CommandLine::fail(rows.error());
    const auto target = formats::wow::PatchTargets::resolve(
        cli.positional().constFirst(), cli.parser().value(kPatch), cli.parser().value(kLocale));
    if (!target)
        return CommandLine::fail(target.error());
    ConsoleProgress progress(WowText::tr("Exporting spells"));
    const auto result = formats::wow::SpellPatch::exportRows(*target, *rows, progress);
    if (!result)
        return CommandLine::fail(result.error());
    if (cli.parser().isSet(kJson)) {
        QJsonArray ids;
        for (const qint64 id : result->ids)
            ids.append(id);
        QJsonObject object
            = patchJson(result->write, result->tableSource, result->tableRows, QStringLiteral("ids"), ids);
        object.insert(QStringLiteral("added"), result->added);
        object.insert(QStringLiteral("overlaid"), result->overlaid);
        CommandLine::printJson(QJsonDocument(object));
        return CommandLine::ExitOk;
    }
    CommandLine::printOut(
        patchHeadline(result->write, QStringLiteral("Spell.dbc"), result->tableSource, result->tableRows)
        + WowText::tr("%1 spell row(s) added, %2 laid over the client's").arg(result->added).arg(result->overlaid));
    EditCommand::printReport(result->write.edit, false);
    return CommandLine::ExitOk;
}

} // namespace

void addWowCommands(std::vector<Command> &commands)
{
    commands.push_back({QStringLiteral("wow"), QStringLiteral("add-icon"),
        WowText::tr("Add spell icons (BLP + SpellIcon.dbc rows) to a WoW client patch"), wowAddIcon});
    commands.push_back({QStringLiteral("wow"), QStringLiteral("add-item"),
        WowText::tr("Put a server's item_template items into a WoW client patch (Item.dbc, icons)"), wowAddItem});
    commands.push_back({QStringLiteral("wow"), QStringLiteral("export-spells"),
        WowText::tr("Put a server's spell_dbc rows into a WoW client patch (Spell.dbc)"), wowExportSpells});
}

} // namespace mwb::cli
