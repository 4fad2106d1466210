// SPDX-License-Identifier: GPL-3.0-or-later
// `dbc import` (CSV, JSON, an SQL dump or a live server onto a table) and `dbc edit` (cells, copies, deletions).
#include "CommandLine.h"
#include "DbcCommandSupport.h"
#include "RawLayoutInput.h"
#include "mwb/formats/dbc/DbcImport.h"
#include "mwb/formats/dbc/TableEdits.h"
#include "mwb/formats/dbc/TableSource.h"

#include <QFileInfo>
#include <QJsonObject>

namespace mwb::cli {

using namespace mwb::formats::dbc;

namespace {

int dbcImport(const QStringList &arguments)
{
    CommandLine cli(
        QStringLiteral("dbc import SOURCE -o OUT.dbc (--like BASE.dbc | --definition NAME) [--only-source]"),
        DbcText::tr("Write a WDBC table from rows: SOURCE is a .csv or .json file (as dbc export writes them), an SQL "
                    "dump (INSERT or REPLACE, named or positional columns, extended inserts), or a live table "
                    "mysql://USER[:PASSWORD]@HOST[:PORT]/DATABASE/TABLE (…@localhost/DATABASE/TABLE?socket=PATH for a "
                    "Unix socket; the password may come from MWB_MYSQL_PASSWORD). With --like the rows overlay BASE by "
                    "ID as the server does (a row with an existing ID replaces it, others are added); --only-source "
                    "keeps just the source's rows. With --definition the table is built from the source alone."));
    const QCommandLineOption output({QStringLiteral("o"), QStringLiteral("output")},
        DbcText::tr("The .dbc file to write (atomically)."), QStringLiteral("OUT"));
    const QCommandLineOption like(QStringLiteral("like"),
        DbcText::tr("The table the rows overlay: its definition, header and string block."), QStringLiteral("BASE"));
    const QCommandLineOption definition(QStringLiteral("definition"),
        DbcText::tr("Build a new table of this 3.3.5a definition (e.g. Spell)."), QStringLiteral("NAME"));
    const QCommandLineOption onlySource(
        QStringLiteral("only-source"), DbcText::tr("Keep only the source's rows (with --like)."));
    for (const QCommandLineOption &option : {output, like, definition, onlySource})
        cli.parser().addOption(option);
    cli.parser().addPositionalArgument(QStringLiteral("SOURCE"), DbcText::tr("The rows to import."));
    if (const auto stop = cli.parse(arguments, 1))
        return *stop;
    if (!cli.parser().isSet(output))
        return cli.usageError(DbcText::tr("-o OUT.dbc is required"));
    if (cli.parser().isSet(like) == cli.parser().isSet(definition))
        return cli.usageError(DbcText::tr("give either --like BASE.dbc or --definition NAME"));
    const QString out = cli.parser().value(output);
    std::optional<EditableTable> base;
    if (cli.parser().isSet(like)) {
        auto opened = openEditableTable(cli.parser().value(like), {});
        if (!opened)
            return CommandLine::fail(opened.error());
        base = std::move(*opened);
    } else {
        DbcSchema schema = DbcSchema::defined(cli.parser().value(definition));
        if (schema.tableName.isEmpty()) {
            return CommandLine::fail(Error{ErrorCode::InvalidInput,
                DbcText::tr("No 3.3.5a definition is named %1").arg(cli.parser().value(definition)), {}, -1});
        }
        base = EditableTable::create(std::move(schema), out);
    }
    const QString wanted
        = base->schema().guessed() ? QFileInfo(base->label()).completeBaseName() : base->schema().tableName;
    auto rows = readTableRows(cli.positional().first(), wanted, kMaxDbcBytes);
    if (!rows)
        return CommandLine::fail(rows.error());
    auto imported = importRows(*base, *rows, cli.parser().isSet(onlySource) || cli.parser().isSet(definition));
    if (!imported)
        return CommandLine::fail(imported.error());
    if (const auto saved = imported->table.save(out); !saved)
        return CommandLine::fail(saved.error());
    CommandLine::printOut(
        DbcText::tr("%1: %2 rows from %3 (%4 cell(s) changed in %5 row(s), %6 row(s) added, %7 deleted)")
            .arg(out)
            .arg(imported->table.rowCount())
            .arg(rows->label)
            .arg(imported->cellsChanged)
            .arg(imported->rowsChanged)
            .arg(imported->rowsAdded)
            .arg(imported->rowsDeleted));
    return CommandLine::ExitOk;
}

/// Collects the values of a repeatable option, each parsed by `parse`; returns an error to stop with.
template<typename T, typename Parse>
std::optional<Error> collect(const QStringList &values, std::vector<T> &into, Parse parse)
{
    for (const QString &value : values) {
        auto parsed = parse(value);
        if (!parsed)
            return parsed.error();
        into.push_back(std::move(*parsed));
    }
    return std::nullopt;
}

int dbcEdit(const QStringList &arguments)
{
    CommandLine cli(QStringLiteral("dbc edit FILE [-o OUT] [--set ID.COLUMN=VALUE]… [--copy ID:NEWID]… [--delete ID]… "
                                   "[--where COLUMN=VALUE]… [--set-all COLUMN=VALUE]… [--table NAME] [--sign weak|none] [--json]"),
        DbcText::tr("Change a WDBC table: copies first, then cell sets, then --set-all on the rows matching every "
                    "--where (all rows without one), then deletions. Values are typed by the column (a value out of "
                    "range is an error naming it); nothing is written on error. Without -o the file is edited in "
                    "place, atomically; a table inside an archive (ARCHIVE::ENTRY) is committed through the archive's "
                    "writer."));
    const QCommandLineOption output({QStringLiteral("o"), QStringLiteral("output")},
        DbcText::tr("Write the result here instead of over FILE."), QStringLiteral("OUT"));
    const QCommandLineOption set(
        QStringLiteral("set"), DbcText::tr("Set one cell."), QStringLiteral("ID.COLUMN=VALUE"));
    const QCommandLineOption copy(
        QStringLiteral("copy"), DbcText::tr("Copy a row to a new ID."), QStringLiteral("ID:NEWID"));
    const QCommandLineOption remove(
        QStringLiteral("delete"), DbcText::tr("Delete a row (IDs may be comma-separated)."), QStringLiteral("ID"));
    const QCommandLineOption where(
        QStringLiteral("where"), DbcText::tr("Select rows for --set-all."), QStringLiteral("COLUMN=VALUE"));
    const QCommandLineOption setAll(
        QStringLiteral("set-all"), DbcText::tr("Set a column on the selected rows."), QStringLiteral("COLUMN=VALUE"));
    const QCommandLineOption json(QStringLiteral("json"), DbcText::tr("Print JSON."));
    for (const QCommandLineOption &option : {output, set, copy, remove, where, setAll, json, dbcTableOption()})
        cli.parser().addOption(option);
    SignOption::add(cli);
    cli.parser().addPositionalArgument(QStringLiteral("FILE"), entryArgumentHelp(DbcText::tr("The .dbc file")));
    if (const auto stop = cli.parse(arguments, 1))
        return *stop;
    const auto sign = SignOption::choice(cli);
    if (!sign)
        return CommandLine::ExitUsage;
    const QString file = cli.positional().first();
    TableEdits edits;
    QStringList deletes;
    for (const QString &value : cli.parser().values(remove))
        deletes << value.split(QLatin1Char(','), Qt::SkipEmptyParts);
    const std::optional<Error> bad = [&]() -> std::optional<Error> {
        if (auto error = collect(cli.parser().values(copy), edits.copies, TableEdits::parseCopy))
            return error;
        if (auto error = collect(cli.parser().values(set), edits.sets, TableEdits::parseSet))
            return error;
        if (auto error = collect(cli.parser().values(where), edits.where, TableEdits::parseColumnValue))
            return error;
        if (auto error = collect(cli.parser().values(setAll), edits.setAll, TableEdits::parseColumnValue))
            return error;
        return collect(deletes, edits.deletes, TableEdits::parseId);
    }();
    if (bad)
        return cli.usageError(bad->message);
    if (edits.copies.empty() && edits.sets.empty() && edits.setAll.empty() && edits.deletes.empty())
        return cli.usageError(DbcText::tr("nothing to do: give --set, --copy, --delete or --set-all"));
    auto input = readInputBytes(file, kMaxDbcBytes);
    if (!input)
        return CommandLine::fail(input.error());
    const QByteArray &bytes = input->bytes;
    EditSummary summary;
    const QString name = cli.parser().isSet(dbcTableOption()) ? cli.parser().value(dbcTableOption()) : input->entryPath;
    auto edited = editTableBytes(bytes, name, edits, &summary);
    if (!edited)
        return CommandLine::fail(Error{edited.error().code, edited.error().message, file, edited.error().offset});
    for (const QString &note : summary.notes)
        CommandLine::printErr(DbcText::tr("note: %1").arg(note));
    const QString out = cli.parser().isSet(output) ? cli.parser().value(output) : file;
    if (out != file || *edited != bytes) {
        if (const auto written = writeOutputBytes(out, *edited, *sign); !written)
            return CommandLine::fail(written.error());
    }
    if (cli.parser().isSet(json)) {
        CommandLine::printJson(QJsonDocument(QJsonObject{{QStringLiteral("file"), file},
            {QStringLiteral("output"), out}, {QStringLiteral("cells_changed"), summary.cellsChanged},
            {QStringLiteral("rows_added"), summary.rowsAdded}, {QStringLiteral("rows_deleted"), summary.rowsDeleted},
            {QStringLiteral("rows_matched"), summary.rowsMatched}}));
        return CommandLine::ExitOk;
    }
    CommandLine::printOut(DbcText::tr("%1: %2 cell(s) changed, %3 row(s) added, %4 row(s) deleted")
                              .arg(out)
                              .arg(summary.cellsChanged)
                              .arg(summary.rowsAdded)
                              .arg(summary.rowsDeleted));
    return CommandLine::ExitOk;
}

} // namespace

void addDbcImportCommands(std::vector<Command> &commands)
{
    commands.push_back({QStringLiteral("dbc"), QStringLiteral("import"),
        DbcText::tr("Write a WDBC table from CSV, JSON, an SQL dump or a MySQL table"), dbcImport});
    commands.push_back({QStringLiteral("dbc"), QStringLiteral("edit"),
        DbcText::tr("Set cells, copy and delete rows of a WDBC table"), dbcEdit});
}

} // namespace mwb::cli
