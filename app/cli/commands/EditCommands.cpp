// SPDX-License-Identifier: GPL-3.0-or-later
// `mwb-cli add|rm|mv|compact ARCHIVE …` and `create OUT DIR --format ID` for every format the registry can write,
// and their group spellings (`mod add|rm|mv`, `mpq add|rm|mv|compact|create`) with the same semantics plus the
// format's extras. Every write is reopened and checked before it becomes final (ops::commitChecked()).
#include "ArchiveCommandSupport.h"
#include "CommandLine.h"
#include "CommandRegistry.h"
#include "EditCommandSupport.h"
#include "MpqCreateOptions.h"
#include "mwb/core/FormatRegistry.h"
#include "mwb/core/ops/EditEntries.h"
#include "mwb/core/ops/SourceFiles.h"

namespace mwb::cli {

namespace {

const QString kAs = QStringLiteral("as");
const QString kInto = QStringLiteral("into");
const QString kUpdate = QStringLiteral("update");
const QString kNoCompile = QStringLiteral("no-compile");

/// "mod add" for a group, "add" for the generic spelling.
QString spelling(const QString &group, const QString &verb)
{
    return group.isEmpty() ? verb : group + QLatin1Char(' ') + verb;
}

int runAdd(const QStringList &arguments, const QString &group, const QString &formatId)
{
    const bool tl2 = formatId == QLatin1String("tl2mod");
    EditCommand edit(QStringLiteral("add"),
        spelling(group, QStringLiteral("add")) + QStringLiteral(" ARCHIVE SOURCE… [--as NAME | --into DIR] [--update] ")
            + (tl2 ? QStringLiteral("[--no-compile] ") : QString()) + QStringLiteral("[-o OUT] [--sign weak|none] [--json]"),
        EditCommand::tr(
            "Add files and folders to an archive, or replace the entries they name (which keep their place). "
            "A file goes in under --as NAME, below --into DIR, or by its name; a folder's files go below "
            "--into DIR by their paths in it, or below the folder's own name (\"in\" stores \"in/sub/a.txt\"). "
            "For a Torchlight 2 mod a SOURCE inside a MEDIA folder keeps its path from MEDIA/ on, and text "
            ".DAT/.TEMPLATE files are compiled to BINDAT (unless --no-compile, `mod add` only) with the RAW "
            "indexes regenerated as `mod pack` does. Files an extraction writes beside the entries "
            "(\"(listfile)\", \"(attributes)\", \"(signature)\", a mod folder's sidecar) are read, never "
            "stored. Untouched entries are copied as they are stored (an MPQ saved in place is appended to)."),
        formatId);
    auto &parser = edit.cli().parser();
    parser.addOption({kAs, EditCommand::tr("Archive path of the one SOURCE file."), QStringLiteral("NAME")});
    parser.addOption({kInto, EditCommand::tr("Archive folder the sources go below."), QStringLiteral("DIR")});
    parser.addOption({kUpdate,
        EditCommand::tr(
            "Skip files whose bytes the archive already stores under that name (compared by the stored CRC-32 "
            "first, by bytes where there is none), and say how many were skipped.")});
    if (tl2)
        parser.addOption({kNoCompile,
            EditCommand::tr("Store text .DAT/.TEMPLATE files as they are, and leave the RAW "
                            "indexes as they are.")});
    parser.addPositionalArgument(
        QStringLiteral("SOURCE"), EditCommand::tr("Files or folders to add."), QStringLiteral("SOURCE…"));
    if (const auto stop = edit.open(arguments, 1))
        return *stop;
    if (parser.isSet(kAs) && parser.isSet(kInto))
        return edit.cli().usageError(EditCommand::tr("--as and --into exclude each other"));
    const FormatDescription &format = edit.writer().base().format();
    auto files
        = ops::collectSourceFiles(format, ops::SourceRequest{edit.operands(), parser.value(kAs), parser.value(kInto)});
    if (!files)
        return CommandLine::fail(files.error());
    const bool compile = !(tl2 && parser.isSet(kNoCompile));
    auto changes = ops::addFiles(edit.writer(), files->files, AddOptions{compile}, parser.isSet(kUpdate));
    if (!changes)
        return CommandLine::fail(changes.error());
    edit.report().changes = std::move(changes).value();
    edit.report().sidecars = files->sidecars;
    return edit.commit(compile);
}

int runRemove(const QStringList &arguments, const QString &group, const QString &formatId)
{
    EditCommand edit(QStringLiteral("rm"),
        spelling(group, QStringLiteral("rm")) + QStringLiteral(" ARCHIVE PATH_OR_PATTERN… [-o OUT] [--sign weak|none] [--json]"),
        EditCommand::tr(
            "Remove entries: a path removes that entry, or the folder with everything below it; anything else "
            "is a pattern that removes every entry it selects. An operand that names and selects nothing is an "
            "error."),
        formatId);
    edit.cli().addDescription(ArchiveCommandSupport::patternHelp());
    edit.cli().parser().addPositionalArgument(QStringLiteral("PATH_OR_PATTERN"),
        EditCommand::tr("Entry paths, folders or patterns."), QStringLiteral("PATH_OR_PATTERN…"));
    if (const auto stop = edit.open(arguments, 1))
        return *stop;
    auto changes = ops::removeEntries(edit.writer(), edit.operands());
    if (!changes)
        return CommandLine::fail(changes.error());
    edit.report().changes = std::move(changes).value();
    return edit.commit();
}

int runMove(const QStringList &arguments, const QString &group, const QString &formatId)
{
    EditCommand edit(QStringLiteral("mv"),
        spelling(group, QStringLiteral("mv")) + QStringLiteral(" ARCHIVE OLD NEW [-o OUT] [--sign weak|none] [--json]"),
        EditCommand::tr(
            "Rename an entry, or move a folder with everything below it. Entries keep their stored bytes (an "
            "encrypted MPQ file whose key depends on its name is re-keyed)."),
        formatId);
    edit.cli().parser().addPositionalArgument(QStringLiteral("OLD"), EditCommand::tr("The entry or folder."));
    edit.cli().parser().addPositionalArgument(QStringLiteral("NEW"), EditCommand::tr("Its new path."));
    if (const auto stop = edit.open(arguments, 2))
        return *stop;
    auto changes = ops::renameEntries(edit.writer(), edit.operands().at(0), edit.operands().at(1));
    if (!changes)
        return CommandLine::fail(changes.error());
    edit.report().changes = std::move(changes).value();
    return edit.commit();
}

int runCompact(const QStringList &arguments, const QString &group, const QString &formatId)
{
    EditCommand edit(QStringLiteral("compact"),
        spelling(group, QStringLiteral("compact")) + QStringLiteral(" ARCHIVE [-o OUT] [--sign weak|none] [--json]"),
        EditCommand::tr(
            "Rewrite an archive without the dead space earlier in-place saves left (entries are copied as they "
            "are stored, not recompressed)."),
        formatId);
    if (const auto stop = edit.open(arguments, 0, Capability::Compact))
        return *stop;
    return edit.commit(false, true);
}

int runCreate(const QStringList &arguments)
{
    CommandLine cli(QStringLiteral("create OUT DIR --format ID [--preset NAME] [--sign weak|none] [--json]"),
        EditCommand::tr(
            "Create an archive of any format that can make new ones from the files below DIR (they are stored "
            "by their paths in DIR). Files an extraction writes beside the entries (\"(listfile)\", "
            "\"(attributes)\", \"(signature)\") are read for the names' spelling and never stored, so a folder "
            "`extract` wrote creates the same archive again. For a Torchlight 2 mod (--format tl2mod) DIR is a "
            "mod folder, packed as `mod pack` does."));
    QStringList ids;
    for (const FormatDescription &format : FormatRegistry::formats()) {
        if (format.can(Capability::Create))
            ids << QString::fromLatin1(format.id);
    }
    cli.parser().addOption({QStringLiteral("format"),
        EditCommand::tr("The format: %1.").arg(ids.join(QStringLiteral(", "))), QStringLiteral("ID")});
    cli.parser().addOption({QStringLiteral("preset"), EditCommand::tr("The format's preset (default: its first)."),
        QStringLiteral("NAME")});
    cli.parser().addOption({QStringLiteral("json"), EditCommand::tr("Print the report as JSON.")});
    SignOption::add(cli);
    cli.parser().addPositionalArgument(QStringLiteral("OUT"), EditCommand::tr("The archive to write."));
    cli.parser().addPositionalArgument(QStringLiteral("DIR"), EditCommand::tr("The folder whose files it holds."));
    if (const auto stop = cli.parse(arguments, 2))
        return *stop;
    const auto sign = SignOption::choice(cli);
    if (!sign)
        return CommandLine::ExitUsage;
    const QString formatId = cli.parser().value(QStringLiteral("format"));
    const FormatDescription *format = FormatRegistry::byId(formatId);
    if (!format || !format->can(Capability::Create))
        return cli.usageError(EditCommand::tr("--format takes one of: %1").arg(ids.join(QStringLiteral(", "))));
    QString preset = cli.parser().value(QStringLiteral("preset"));
    QStringList presets;
    for (const FormatPreset &known : format->presets())
        presets << known.id;
    if (preset.isEmpty())
        preset = presets.value(0);
    if (!presets.contains(preset))
        return cli.usageError(EditCommand::tr("--preset takes one of: %1").arg(presets.join(QStringLiteral(", "))));
    return createFromFolder(formatId, preset, cli.positional().at(1), cli.positional().at(0),
        cli.parser().isSet(QStringLiteral("json")), *sign);
}

using EditRunner = int (*)(const QStringList &, const QString &, const QString &);

void addVerb(std::vector<Command> &commands, const QString &group, const QString &formatId, const QString &verb,
    const QString &summary, EditRunner run)
{
    commands.push_back({group, verb, summary, [run, group, formatId](const QStringList &arguments) {
                            return run(arguments, group, formatId);
                        }});
}

} // namespace

void addEditCommands(std::vector<Command> &commands)
{
    addVerb(commands, {}, {}, QStringLiteral("add"),
        EditCommand::tr("Add or replace files in any archive that can be written"), runAdd);
    addVerb(commands, {}, {}, QStringLiteral("rm"), EditCommand::tr("Remove entries, folders or pattern matches"),
        runRemove);
    addVerb(commands, {}, {}, QStringLiteral("mv"), EditCommand::tr("Rename an entry or move a folder"), runMove);
    addVerb(commands, {}, {}, QStringLiteral("compact"), EditCommand::tr("Rewrite an archive without dead space"),
        runCompact);
    commands.push_back(
        {{}, QStringLiteral("create"), EditCommand::tr("Create an archive of any format from a folder"), runCreate});
}

void addModEditCommands(std::vector<Command> &commands)
{
    const QString group = QStringLiteral("mod");
    const QString id = QStringLiteral("tl2mod");
    addVerb(
        commands, group, id, QStringLiteral("add"), EditCommand::tr("Add or replace files in a .MOD (= add)"), runAdd);
    addVerb(commands, group, id, QStringLiteral("rm"), EditCommand::tr("Remove entries or folders from a .MOD (= rm)"),
        runRemove);
    addVerb(commands, group, id, QStringLiteral("mv"), EditCommand::tr("Rename an entry or folder of a .MOD (= mv)"),
        runMove);
}

void addMpqEditCommands(std::vector<Command> &commands)
{
    const QString group = QStringLiteral("mpq");
    const QString id = QStringLiteral("mpq");
    commands.push_back({group, QStringLiteral("create"),
        EditCommand::tr("Create an MPQ archive (= create --format mpq)"), runMpqCreate});
    addVerb(commands, group, id, QStringLiteral("add"), EditCommand::tr("Add files to an MPQ archive (= add)"), runAdd);
    addVerb(commands, group, id, QStringLiteral("rm"), EditCommand::tr("Remove MPQ entries (= rm)"), runRemove);
    addVerb(commands, group, id, QStringLiteral("mv"), EditCommand::tr("Rename MPQ entries (= mv)"), runMove);
    addVerb(commands, group, id, QStringLiteral("compact"),
        EditCommand::tr("Rewrite an MPQ archive without gaps (= compact)"), runCompact);
}

} // namespace mwb::cli
