// SPDX-License-Identifier: GPL-3.0-or-later
// `dbc check` (the table doctor) and `dbc diff` (two tables from any source, row by row).
#include "CommandLine.h"
#include "DbcCommandSupport.h"
#include "RawLayoutInput.h"
#include "mwb/formats/dbc/DbcCheck.h"
#include "mwb/formats/dbc/DbcImport.h"
#include "mwb/formats/dbc/TableDiff.h"
#include "mwb/formats/dbc/TableSource.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonObject>

#include <algorithm>
#include <map>

namespace mwb::cli {

using namespace mwb::formats::dbc;

namespace {

// ---- check ----

/// The ids of the tables beside a checked file, read once each (`SpellIcon` → `SpellIcon.dbc`, any case).
class Siblings
{
public:
    const std::vector<qint64> *idsOf(const QString &folder, const QString &table)
    {
        const QString key = folder + QLatin1Char('/') + table.toLower();
        if (const auto found = m_ids.find(key); found != m_ids.end())
            return found->second ? &*found->second : nullptr;
        std::optional<std::vector<qint64>> ids;
        const QStringList names = QDir(folder).entryList({table + QStringLiteral(".dbc")}, QDir::Files);
        if (!names.isEmpty()) {
            auto opened = openEditableTable(QDir(folder).filePath(names.first()), {});
            if (opened && !opened->schema().guessed() && opened->schema().idField() >= 0) {
                ids.emplace();
                for (int row = 0; row < opened->rowCount(); ++row)
                    ids->push_back(opened->id(row));
                std::sort(ids->begin(), ids->end());
            }
        }
        const auto &stored = m_ids.emplace(key, std::move(ids)).first->second;
        return stored ? &*stored : nullptr;
    }

private:
    std::map<QString, std::optional<std::vector<qint64>>> m_ids;
};

QJsonObject reportJson(const CheckReport &report)
{
    QJsonArray findings;
    for (const CheckFinding &finding : report.findings) {
        findings.append(QJsonObject{{QStringLiteral("severity"), checkSeverityName(finding.severity)},
            {QStringLiteral("code"), finding.code}, {QStringLiteral("column"), finding.column},
            {QStringLiteral("count"), finding.count}, {QStringLiteral("offset"), finding.offset},
            {QStringLiteral("message"), finding.message}});
    }
    return QJsonObject{{QStringLiteral("file"), report.file}, {QStringLiteral("definition"), report.definition},
        {QStringLiteral("records"), report.records}, {QStringLiteral("errors"), report.count(CheckSeverity::Error)},
        {QStringLiteral("warnings"), report.count(CheckSeverity::Warning)}, {QStringLiteral("findings"), findings}};
}

QString reportText(const CheckReport &report)
{
    QString text = DbcText::tr("%1: %2, %3 records: %4 error(s), %5 warning(s)")
                       .arg(report.file,
                           report.definition.isEmpty() ? DbcText::tr("no definition")
                                                       : DbcText::tr("definition %1").arg(report.definition))
                       .arg(report.records)
                       .arg(report.count(CheckSeverity::Error))
                       .arg(report.count(CheckSeverity::Warning))
        + QLatin1Char('\n');
    for (const CheckFinding &finding : report.findings) {
        text += QStringLiteral("  %1 %2: %3\n")
                    .arg(finding.severity == CheckSeverity::Error ? DbcText::tr("error") : DbcText::tr("warning"),
                        finding.code, finding.message);
    }
    return text;
}

int dbcCheck(const QStringList &arguments)
{
    CommandLine cli(QStringLiteral("dbc check FILE… [--json] [--strict]"),
        DbcText::tr("Check WDBC tables as the client and the server read them: record size and field count against "
                    "the 3.3.5a definition, string offsets inside the block and at a string's start, repeated and "
                    "unordered IDs, localized strings against their mask, and references to the tables beside each "
                    "file. Exit 0 with warnings only, 1 with errors (--strict: with warnings too)."));
    const QCommandLineOption json(QStringLiteral("json"), DbcText::tr("Print JSON."));
    const QCommandLineOption strict(QStringLiteral("strict"), DbcText::tr("Fail on warnings too."));
    cli.parser().addOption(json);
    cli.parser().addOption(strict);
    cli.parser().addPositionalArgument(QStringLiteral("FILE"), DbcText::tr("The .dbc files."), QStringLiteral("FILE…"));
    if (const auto stop = cli.parse(arguments, 1))
        return *stop;
    Siblings siblings;
    std::vector<CheckReport> reports;
    for (const QString &file : cli.positional()) {
        auto input = readInputBytes(file, kMaxDbcBytes);
        if (!input) {
            CheckReport failed;
            failed.file = file;
            failed.findings.push_back({CheckSeverity::Error, errorCodeName(input.error().code), input.error().message,
                {}, 1, input.error().offset});
            reports.push_back(std::move(failed));
            continue;
        }
        const QString folder = QFileInfo(file).absolutePath();
        reports.push_back(checkTable(input->bytes, input->entryPath, [&](const QString &table) {
            return file.contains(QLatin1String("::")) ? nullptr : siblings.idsOf(folder, table);
        }));
        reports.back().file = input->label;
    }
    int errors = 0;
    int warnings = 0;
    for (const CheckReport &report : reports) {
        errors += report.count(CheckSeverity::Error);
        warnings += report.count(CheckSeverity::Warning);
    }
    if (cli.parser().isSet(json)) {
        QJsonArray files;
        for (const CheckReport &report : reports)
            files.append(reportJson(report));
        CommandLine::printJson(QJsonDocument(QJsonObject{{QStringLiteral("files"), files},
            {QStringLiteral("errors"), errors}, {QStringLiteral("warnings"), warnings}}));
    } else {
        QString text;
        for (const CheckReport &report : reports)
            text += reportText(report);
        CommandLine::printOut(text);
    }
    const bool failed = errors > 0 || (cli.parser().isSet(strict) && warnings > 0);
    return failed ? CommandLine::ExitCheckFailed : CommandLine::ExitOk;
}

// ---- diff ----

/// One side of a diff before its schema is known: a table file, or rows.
struct Side
{
    QString argument;
    std::optional<EditableTable> table;
    QByteArray bytes; ///< a file that is not a table: parsed once the schema is known
    QString label;
};

Result<Side> readSide(const QString &argument, const QString &tableName)
{
    Side side{argument, std::nullopt, {}, argument};
    if (isDatabaseUrl(argument)) {
        auto table = parseDatabaseUrl(argument);
        if (!table)
            return table.error();
        side.label = table->label(); // never the password
        return side;
    }
    auto input = readInputBytes(argument, kMaxDbcBytes);
    if (!input)
        return input.error();
    side.label = input->label;
    if (DbcTable::hasSignature(input->bytes)) {
        auto table
            = EditableTable::open(input->bytes, input->label, tableName.isEmpty() ? input->entryPath : tableName);
        if (!table)
            return table.error();
        side.table = std::move(*table);
    } else {
        side.bytes = std::move(input->bytes);
    }
    return side;
}

Result<TextRows> rowsOf(const Side &side, const QString &wantedTable)
{
    if (isDatabaseUrl(side.argument))
        return readTableRows(side.argument, wantedTable, kMaxDbcBytes);
    return readTableRowsFromBytes(side.bytes, side.label, wantedTable);
}

/// Two tables of which one is named after its definition and the other not (an edited copy, `Item-new.dbc`): the other
/// is read by the same definition, when it fits.
void sharedDefinition(std::vector<Side> &sides)
{
    if (!sides[0].table || !sides[1].table || sides[0].table->schema().guessed() == sides[1].table->schema().guessed())
        return;
    const std::size_t guessed = sides[0].table->schema().guessed() ? 0 : 1;
    EditableTable &table = *sides[guessed].table;
    const auto bytes = table.toBytes();
    if (!bytes)
        return;
    auto reread = EditableTable::open(*bytes, table.label(), sides[1 - guessed].table->schema().tableName);
    if (reread && !reread->schema().guessed())
        table = std::move(*reread);
}

/// The definition of rows without a table beside them: the SQL table's name without `_dbc`, else the file's name.
DbcSchema schemaOfRows(const TextRows &rows)
{
    QString name = rows.table;
    if (name.endsWith(QLatin1String("_dbc"), Qt::CaseInsensitive))
        name.chop(4);
    DbcSchema schema = DbcSchema::defined(name);
    return schema.tableName.isEmpty() ? DbcSchema::definitionNamed(rows.label) : schema;
}

/// Ids as ranges: "1-35, 37, 40-41".
QString idRanges(const std::vector<qint64> &ids)
{
    constexpr int kShownRanges = 20;
    std::vector<qint64> sorted = ids;
    std::sort(sorted.begin(), sorted.end());
    QStringList ranges;
    for (std::size_t i = 0; i < sorted.size();) {
        std::size_t j = i;
        while (j + 1 < sorted.size() && sorted[j + 1] == sorted[j] + 1)
            ++j;
        if (ranges.size() == kShownRanges) {
            ranges << QStringLiteral("…");
            break;
        }
        ranges << (i == j ? QString::number(sorted[i]) : QStringLiteral("%1-%2").arg(sorted[i]).arg(sorted[j]));
        i = j + 1;
    }
    return ranges.join(QStringLiteral(", "));
}

int printDiff(const TableDiff &diff, const EditableTable &a, const EditableTable &b, bool json)
{
    if (json) {
        QJsonArray cells;
        for (const CellDifference &cell : diff.cells) {
            cells.append(QJsonObject{{QStringLiteral("id"), cell.id},
                {QStringLiteral("column"), a.schema().fields[std::size_t(cell.field)].key},
                {QStringLiteral("a"), cell.a}, {QStringLiteral("b"), cell.b}});
        }
        QJsonArray onlyA;
        for (const qint64 id : diff.onlyInA)
            onlyA.append(id);
        QJsonArray onlyB;
        for (const qint64 id : diff.onlyInB)
            onlyB.append(id);
        CommandLine::printJson(QJsonDocument(QJsonObject{{QStringLiteral("a"), a.label()},
            {QStringLiteral("b"), b.label()}, {QStringLiteral("definition"), a.schema().tableName},
            {QStringLiteral("rows_a"), a.rowCount()}, {QStringLiteral("rows_b"), b.rowCount()},
            {QStringLiteral("equal"), diff.isEmpty()}, {QStringLiteral("only_in_a"), onlyA},
            {QStringLiteral("only_in_b"), onlyB}, {QStringLiteral("changed_rows"), diff.changedRows},
            {QStringLiteral("floats_equal_to_6_digits"), diff.floatsEqualTo6Digits},
            {QStringLiteral("changed"), cells}}));
    } else {
        QString text = DbcText::tr("A: %1 (%2 rows)\nB: %3 (%4 rows)\n")
                           .arg(a.label())
                           .arg(a.rowCount())
                           .arg(b.label())
                           .arg(b.rowCount());
        if (!diff.onlyInA.empty()) {
            text += DbcText::tr("only in A: %n row(s): %1", nullptr, int(diff.onlyInA.size()))
                        .arg(idRanges(diff.onlyInA))
                + QLatin1Char('\n');
        }
        if (!diff.onlyInB.empty()) {
            text += DbcText::tr("only in B: %n row(s): %1", nullptr, int(diff.onlyInB.size()))
                        .arg(idRanges(diff.onlyInB))
                + QLatin1Char('\n');
        }
        for (const CellDifference &cell : diff.cells) {
            text += QStringLiteral("~ %1 %2: %3 -> %4\n")
                        .arg(cell.id)
                        .arg(a.schema().fields[std::size_t(cell.field)].key, cell.a, cell.b);
        }
        if (diff.floatsEqualTo6Digits > 0) {
            text += DbcText::tr("note: %n of the changed cells are floats equal to 6 significant digits, as MariaDB "
                                "prints a FLOAT (a dump written that way cannot hold the client's exact values)",
                        nullptr, diff.floatsEqualTo6Digits)
                + QLatin1Char('\n');
        }
        if (diff.isEmpty()) {
            text += DbcText::tr("equal") + QLatin1Char('\n');
        } else {
            text += DbcText::tr("different: %1 rows only in A, %2 only in B; %3 rows changed in %4 cells")
                        .arg(diff.onlyInA.size())
                        .arg(diff.onlyInB.size())
                        .arg(diff.changedRows)
                        .arg(diff.cells.size())
                + QLatin1Char('\n');
        }
        CommandLine::printOut(text);
    }
    return diff.isEmpty() ? CommandLine::ExitOk : CommandLine::ExitCheckFailed;
}

int dbcDiff(const QStringList &arguments)
{
    CommandLine cli(QStringLiteral("dbc diff A B [--json] [--table NAME]"),
        DbcText::tr("Compare two versions of a table, row by row by ID: either side a .dbc, a .csv or .json export, "
                    "an SQL dump or a mysql://… table. Prints the rows only one side has and the cells that differ. "
                    "Exit 0 equal, 1 different."));
    const QCommandLineOption json(QStringLiteral("json"), DbcText::tr("Print JSON."));
    cli.parser().addOption(json);
    cli.parser().addOption(dbcTableOption());
    cli.parser().addPositionalArgument(QStringLiteral("A"), DbcText::tr("The first table."));
    cli.parser().addPositionalArgument(QStringLiteral("B"), DbcText::tr("The second table."));
    if (const auto stop = cli.parse(arguments, 2))
        return *stop;
    const QString tableName = cli.parser().value(dbcTableOption());
    std::vector<Side> sides;
    for (const QString &argument : cli.positional().first(2)) {
        auto side = readSide(argument, tableName);
        if (!side)
            return CommandLine::fail(side.error());
        sides.push_back(std::move(*side));
    }
    if (tableName.isEmpty())
        sharedDefinition(sides);
    const Side *withTable = sides[0].table ? &sides[0] : sides[1].table ? &sides[1] : nullptr;
    std::vector<EditableTable> tables;
    for (const Side &side : sides) {
        if (side.table) {
            tables.push_back(*side.table);
            continue;
        }
        DbcSchema schema = withTable ? withTable->table->schema() : DbcSchema::defined(tableName);
        auto rows = rowsOf(side, schema.tableName);
        if (!rows)
            return CommandLine::fail(rows.error());
        if (schema.fields.empty())
            schema = schemaOfRows(*rows);
        if (schema.fields.empty()) {
            return CommandLine::fail(Error{ErrorCode::InvalidInput,
                DbcText::tr("No definition for %1: name one with --table").arg(rows->label), rows->label, -1});
        }
        EditableTable like = withTable ? withTable->table->withoutRows() : EditableTable::create(schema, rows->label);
        like.setLabel(rows->label);
        auto imported = importRows(like, *rows, true);
        if (!imported)
            return CommandLine::fail(imported.error());
        tables.push_back(std::move(imported->table));
    }
    auto diff = diffTables(tables[0], tables[1]);
    if (!diff)
        return CommandLine::fail(diff.error());
    return printDiff(*diff, tables[0], tables[1], cli.parser().isSet(json));
}

} // namespace

void addDbcCheckCommands(std::vector<Command> &commands)
{
    commands.push_back({QStringLiteral("dbc"), QStringLiteral("diff"),
        DbcText::tr("Compare two versions of a WDBC table (DBC, CSV, JSON, SQL dump or MySQL)"), dbcDiff});
    commands.push_back({QStringLiteral("dbc"), QStringLiteral("check"),
        DbcText::tr("Check WDBC tables for what breaks the client or the server"), dbcCheck});
}

} // namespace mwb::cli
