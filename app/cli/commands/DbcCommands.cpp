// SPDX-License-Identifier: GPL-3.0-or-later
#include "CommandLine.h"
#include "DbcCommandSupport.h"
#include "RawLayoutInput.h"
#include "mwb/formats/dbc/DbcSchema.h"

#include <QJsonArray>
#include <QJsonObject>

#include <cstdio>
#include <variant>

namespace mwb::cli {

using namespace mwb::formats::dbc;

QCommandLineOption dbcTableOption()
{
    return {QStringLiteral("table"),
        DbcText::tr("Use the 3.3.5a definition of this table instead of the one the file name suggests."),
        QStringLiteral("NAME")};
}

Result<EditableTable> openEditableTable(const QString &argument, const QString &tableName)
{
    auto input = readInputBytes(argument, kMaxDbcBytes);
    if (!input)
        return input.error();
    return EditableTable::open(input->bytes, input->label, tableName.isEmpty() ? input->entryPath : tableName);
}

void writeStandardOutput(const QByteArray &bytes)
{
    std::fwrite(bytes.constData(), 1, std::size_t(bytes.size()), stdout);
    std::fflush(stdout);
}

namespace {

/// A parsed table and its schema, as every dbc command starts.
struct OpenedTable
{
    DbcTable table;
    DbcSchema schema;
    QString label;
};

/// Parses the command line (FILE plus `extra` options) and opens the table; returns an exit code to stop with.
std::variant<OpenedTable, int> openTable(CommandLine &cli, const QStringList &arguments)
{
    cli.parser().addOption(dbcTableOption());
    cli.parser().addPositionalArgument(QStringLiteral("FILE"), DbcText::tr("The .dbc file."));
    if (const auto stop = cli.parse(arguments, 1))
        return *stop;
    auto input = readInputBytes(cli.positional().first(), kMaxDbcBytes);
    if (!input)
        return CommandLine::fail(input.error());
    auto table = DbcTable::parse(input->bytes, input->label);
    if (!table)
        return CommandLine::fail(table.error());
    const QString name = cli.parser().isSet(dbcTableOption()) ? cli.parser().value(dbcTableOption()) : input->entryPath;
    DbcSchema schema = DbcSchema::forTable(*table, name);
    return OpenedTable{std::move(*table), std::move(schema), input->label};
}

int dbcInfo(const QStringList &arguments)
{
    CommandLine cli(QStringLiteral("dbc info FILE [--json] [--table NAME]"),
        DbcText::tr("Show a WDBC table's header and its columns: from the WoW 3.3.5a definitions (WoWDBDefs) when "
                    "one matches, else guessed types with their confidence and where the guess is unreliable."));
    cli.parser().addOption({QStringLiteral("json"), DbcText::tr("Print JSON.")});
    auto opened = openTable(cli, arguments);
    if (const int *stop = std::get_if<int>(&opened))
        return *stop;
    const auto &[table, schema, label] = std::get<OpenedTable>(opened);
    const DbcHeader &h = table.header();
    if (cli.parser().isSet(QStringLiteral("json"))) {
        QJsonArray fields;
        for (const DbcField &f : schema.fields) {
            fields.append(QJsonObject{{QStringLiteral("name"), f.name}, {QStringLiteral("type"), columnKindName(f.kind)},
                {QStringLiteral("offset"), f.offset}, {QStringLiteral("size"), f.size},
                {QStringLiteral("confidence"), confidenceName(f.confidence)}, {QStringLiteral("reason"), f.reason}});
        }
        CommandLine::printJson(QJsonDocument(QJsonObject{{QStringLiteral("file"), label},
            {QStringLiteral("records"), qint64(h.recordCount)}, {QStringLiteral("fields"), qint64(h.fieldCount)},
            {QStringLiteral("record_size"), qint64(h.recordSize)},
            {QStringLiteral("string_block_size"), qint64(h.stringBlockSize)},
            {QStringLiteral("definition"), schema.tableName}, {QStringLiteral("columns"), fields},
            {QStringLiteral("notes"), QJsonArray::fromStringList(schema.notes)},
            {QStringLiteral("warnings"), QJsonArray::fromStringList(table.warnings())}}));
        return CommandLine::ExitOk;
    }
    QString text = DbcText::tr("%1: WDBC, %2 records of %3 fields in %4 bytes, string block %5 bytes")
                       .arg(label)
                       .arg(h.recordCount)
                       .arg(h.fieldCount)
                       .arg(h.recordSize)
                       .arg(h.stringBlockSize)
        + QLatin1Char('\n');
    text += (schema.guessed() ? DbcText::tr("columns: guessed")
                              : DbcText::tr("columns: definition of %1").arg(schema.tableName))
        + QLatin1Char('\n');
    for (const QString &note : schema.notes + table.warnings())
        text += DbcText::tr("  note: %1").arg(note) + QLatin1Char('\n');
    for (const DbcField &f : schema.fields) {
        text += QStringLiteral("  @%1 %2 %3").arg(f.offset).arg(f.name, columnKindName(f.kind));
        if (f.confidence != Confidence::Defined)
            text += QStringLiteral(" [%1] %2").arg(confidenceName(f.confidence), f.reason);
        text += QLatin1Char('\n');
    }
    CommandLine::printOut(text);
    return CommandLine::ExitOk;
}

/// Numbers as JSON numbers, strings (and bad string offsets) as text.
QJsonValue cellJson(const DbcTable &table, const DbcField &field, int row)
{
    const QString text = cellText(table, field, row);
    if (field.kind == ColumnKind::String)
        return text;
    return field.kind == ColumnKind::Float ? QJsonValue(text.toDouble()) : QJsonValue(text.toLongLong());
}

int dbcShow(const QStringList &arguments)
{
    CommandLine cli(QStringLiteral("dbc show FILE [--json] [--table NAME] [--limit N]"),
        DbcText::tr("Print a WDBC table's records, one per line (tab-separated, a header line first), strings "
                    "resolved in the string block."));
    cli.parser().addOption({QStringLiteral("json"), DbcText::tr("Print JSON: one object per record.")});
    const QCommandLineOption limit(QStringLiteral("limit"), DbcText::tr("Print at most N records."),
        QStringLiteral("N"), QStringLiteral("-1"));
    cli.parser().addOption(limit);
    auto opened = openTable(cli, arguments);
    if (const int *stop = std::get_if<int>(&opened))
        return *stop;
    const auto &[table, schema, label] = std::get<OpenedTable>(opened);
    const int wanted = cli.parser().value(limit).toInt();
    const int rows = wanted < 0 ? table.recordCount() : std::min(wanted, table.recordCount());
    if (cli.parser().isSet(QStringLiteral("json"))) {
        QJsonArray records;
        for (int row = 0; row < rows; ++row) {
            QJsonObject record;
            for (const DbcField &f : schema.fields)
                record.insert(f.name, cellJson(table, f, row));
            records.append(record);
        }
        CommandLine::printJson(QJsonDocument(records));
        return CommandLine::ExitOk;
    }
    QStringList header;
    for (const DbcField &f : schema.fields)
        header << f.name;
    QString text = header.join(QLatin1Char('\t')) + QLatin1Char('\n');
    for (int row = 0; row < rows; ++row) {
        QStringList cells;
        for (const DbcField &f : schema.fields)
            cells << cellText(table, f, row);
        text += cells.join(QLatin1Char('\t')) + QLatin1Char('\n');
    }
    CommandLine::printOut(text);
    return CommandLine::ExitOk;
}

} // namespace

void addDbcCommands(std::vector<Command> &commands)
{
    commands.push_back({QStringLiteral("dbc"), QStringLiteral("info"),
        DbcText::tr("Show a WDBC table's header and column types"), dbcInfo});
    commands.push_back({QStringLiteral("dbc"), QStringLiteral("show"), DbcText::tr("Print a WDBC table's records"),
        dbcShow});
    addDbcExportCommands(commands);
    addDbcImportCommands(commands);
    addDbcCheckCommands(commands);
}

} // namespace mwb::cli
