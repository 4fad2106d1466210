// SPDX-License-Identifier: GPL-3.0-or-later
// `dbc export` (CSV, JSON, SQL as AzerothCore's table) and its alias `dbc csv`.
#include "CommandLine.h"
#include "DbcCommandSupport.h"
#include "mwb/core/io/AtomicFile.h"
#include "mwb/formats/dbc/DbcExport.h"

#include <QFileInfo>

namespace mwb::cli {

using namespace mwb::formats::dbc;

namespace {

/// Writes `bytes` to `-o OUT` atomically, or to standard output.
int emit(const QByteArray &bytes, const QString &output, const QString &summary)
{
    if (output.isEmpty()) {
        writeStandardOutput(bytes);
        return CommandLine::ExitOk;
    }
    if (const auto written = io::writeFileAtomically(output, bytes); !written)
        return CommandLine::fail(written.error());
    CommandLine::printOut(summary);
    return CommandLine::ExitOk;
}

int exportTable(CommandLine &cli, const QStringList &arguments, const QString &fixedFormat)
{
    const QCommandLineOption format(
        QStringLiteral("format"), DbcText::tr("csv, json or sql."), QStringLiteral("FORMAT"));
    const QCommandLineOption dialect(QStringLiteral("dialect"),
        DbcText::tr("The SQL tables to write: azerothcore (the default and only one: AzerothCore's <name>_dbc)."),
        QStringLiteral("DIALECT"), QStringLiteral("azerothcore"));
    const QCommandLineOption output({QStringLiteral("o"), QStringLiteral("output")},
        DbcText::tr("Write to this file (atomically) instead of standard output."), QStringLiteral("OUT"));
    if (fixedFormat.isEmpty()) {
        cli.parser().addOption(format);
        cli.parser().addOption(dialect);
        cli.parser().addOption(output);
    }
    cli.parser().addOption(dbcTableOption());
    cli.parser().addPositionalArgument(QStringLiteral("FILE"), DbcText::tr("The .dbc file."));
    if (const auto stop = cli.parse(arguments, 1))
        return *stop;
    const QString kind = fixedFormat.isEmpty() ? cli.parser().value(format).toLower() : fixedFormat;
    if (kind != QLatin1String("csv") && kind != QLatin1String("json") && kind != QLatin1String("sql"))
        return cli.usageError(DbcText::tr("--format must be csv, json or sql"));
    if (fixedFormat.isEmpty()
        && cli.parser().value(dialect).compare(QLatin1String("azerothcore"), Qt::CaseInsensitive) != 0)
        return cli.usageError(DbcText::tr("--dialect must be azerothcore"));
    auto table = openEditableTable(cli.positional().first(), cli.parser().value(dbcTableOption()));
    if (!table)
        return CommandLine::fail(table.error());
    const QString out = fixedFormat.isEmpty() ? cli.parser().value(output) : QString();
    const QString summary = DbcText::tr("%1: %n row(s) as %2", nullptr, table->rowCount()).arg(out, kind.toUpper());
    if (kind == QLatin1String("csv"))
        return emit(exportCsv(*table), out, summary);
    if (kind == QLatin1String("json"))
        return emit(exportJson(*table), out, summary);
    const SqlLayout layout = azerothCoreLayout(table->schema(), QFileInfo(table->label()).completeBaseName());
    for (const QString &note : layout.notes)
        CommandLine::printErr(DbcText::tr("note: %1").arg(note));
    auto sql = exportSql(*table, layout);
    if (!sql)
        return CommandLine::fail(sql.error());
    return emit(*sql, out, summary);
}

int dbcExport(const QStringList &arguments)
{
    CommandLine cli(
        QStringLiteral("dbc export FILE --format csv|json|sql [--dialect azerothcore] [-o OUT] [--table NAME]"),
        DbcText::tr("Write a WDBC table as CSV or JSON (the definition's column names; numbers and strings that read "
                    "back to the same bytes) or as SQL for AzerothCore's <name>_dbc table (CREATE TABLE IF NOT EXISTS "
                    "with its column names, order and types, then REPLACE INTO in batches)."));
    return exportTable(cli, arguments, {});
}

int dbcCsv(const QStringList &arguments)
{
    CommandLine cli(QStringLiteral("dbc csv FILE [--table NAME]"),
        DbcText::tr("Print a WDBC table as CSV (RFC 4180, UTF-8, a header row of column names): dbc export --format "
                    "csv."));
    return exportTable(cli, arguments, QStringLiteral("csv"));
}

} // namespace

void addDbcExportCommands(std::vector<Command> &commands)
{
    commands.push_back({QStringLiteral("dbc"), QStringLiteral("export"),
        DbcText::tr("Write a WDBC table as CSV, JSON or AzerothCore SQL"), dbcExport});
    commands.push_back(
        {QStringLiteral("dbc"), QStringLiteral("csv"), DbcText::tr("Print a WDBC table as CSV"), dbcCsv});
}

} // namespace mwb::cli
