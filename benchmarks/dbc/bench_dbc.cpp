// SPDX-License-Identifier: GPL-3.0-or-later
// Benchmark (a program, not a test): a 3 MB client table — the corpus Item.dbc (101,058 rows), or a generated table
// of its shape when the corpus is absent — opened, edited and saved, and converted to and from CSV and SQL, each
// conversion against dbc_convert.py (plain Python, standard library) doing the same work in the same run.
// Usage: bench_dbc [ITEM.dbc] [--python PYTHON] [--runs N]
#include "BestOf.h"
#include "mwb/formats/dbc/DbcCell.h"
#include "mwb/formats/dbc/DbcExport.h"
#include "mwb/formats/dbc/DbcImport.h"
#include "mwb/formats/dbc/EditableTable.h"
#include "mwb/formats/dbc/TableSource.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QtEndian>

#include <algorithm>
#include <cstdio>
#include <cstring>

using namespace mwb::formats::dbc;

namespace {

using mwb::bench::Timing;

/// Item.dbc's shape (3.3.5a: 8 int32 columns, ids 1…) with 101,058 rows and deterministic values.
QByteArray generateItems()
{
    constexpr quint32 kRows = 101058;
    QByteArray bytes(20 + qsizetype(kRows) * 32 + 1, '\0');
    char *p = bytes.data();
    std::memcpy(p, "WDBC", 4);
    qToLittleEndian<quint32>(kRows, p + 4);
    qToLittleEndian<quint32>(8, p + 8);
    qToLittleEndian<quint32>(32, p + 12);
    qToLittleEndian<quint32>(1, p + 16);
    quint32 seed = 12345;
    for (quint32 row = 0; row < kRows; ++row) {
        char *record = p + 20 + qsizetype(row) * 32;
        qToLittleEndian<quint32>(row * 2 + 17, record);
        for (int field = 1; field < 8; ++field) {
            seed = seed * 1664525U + 1013904223U;
            qToLittleEndian<quint32>(field == 5 ? seed % 70000 : seed % 24 - (field == 3 ? 1 : 0), record + 4 * field);
        }
    }
    return bytes;
}

/// The schema as dbc_convert.py reads it.
QString schemaJson(const EditableTable &table)
{
    static const QHash<ColumnKind, QString> kinds{{ColumnKind::Int8, QStringLiteral("i8")},
        {ColumnKind::UInt8, QStringLiteral("u8")}, {ColumnKind::Int16, QStringLiteral("i16")},
        {ColumnKind::UInt16, QStringLiteral("u16")}, {ColumnKind::Int32, QStringLiteral("i32")},
        {ColumnKind::UInt32, QStringLiteral("u32")}, {ColumnKind::Int64, QStringLiteral("i64")},
        {ColumnKind::UInt64, QStringLiteral("u64")}, {ColumnKind::Float, QStringLiteral("f")},
        {ColumnKind::String, QStringLiteral("s")}};
    QJsonArray fields;
    for (const DbcField &field : table.schema().fields)
        fields.append(QJsonArray{field.key, kinds.value(field.kind, QStringLiteral("u32"))});
    const SqlLayout layout = azerothCoreLayout(table.schema(), QFileInfo(table.label()).completeBaseName());
    return QString::fromUtf8(QJsonDocument(
        QJsonObject{{QStringLiteral("table"), layout.table}, {QStringLiteral("id"), table.schema().idField()},
            {QStringLiteral("fields"),
                fields}}).toJson(QJsonDocument::Compact));
}

Timing python(const QString &interpreter, const QStringList &arguments)
{
    QProcess process;
    process.start(interpreter, QStringList{QStringLiteral(MWB_BENCH_PYTHON_SCRIPT)} + arguments);
    if (!process.waitForFinished(-1) || process.exitCode() != 0) {
        std::fprintf(stderr, "python failed: %s\n", process.readAllStandardError().constData());
        return {};
    }
    const QJsonObject result = QJsonDocument::fromJson(process.readAllStandardOutput()).object();
    return {result.value(QLatin1String("seconds")).toDouble() * 1000.0,
        result.value(QLatin1String("cpu_seconds")).toDouble() * 1000.0};
}

/// Writes as dbc_convert.py does (no fsync): the conversions compare like with like. Saving (the edit row) goes
/// through the workbench's atomic, synced write.
void writePlain(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size())
        std::fprintf(stderr, "cannot write %s\n", qPrintable(path));
}

QByteArray read(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

/// The value rows of an SQL export (the lines that open a tuple), whatever its CREATE TABLE and column names.
QList<QByteArray> sqlValueRows(const QByteArray &sql)
{
    QList<QByteArray> rows;
    for (const QByteArray &line : sql.split('\n')) {
        if (line.startsWith('('))
            rows.append(line);
    }
    return rows;
}

void row(const char *what, Timing cpp, Timing py, double limitMs, bool agree)
{
    const auto ratio = [](double python, double ours) {
        return python > 0 ? python / ours : 0.0;
    };
    std::printf("%-26s %8.2f %8.2f %10.1f %10.1f %7.1fx %7.1fx %6s %6s\n", what, cpp.wall, cpp.cpu, py.wall, py.cpu,
        ratio(py.wall, cpp.wall), ratio(py.cpu, cpp.cpu), cpp.wall < limitMs ? "yes" : "NO", agree ? "yes" : "NO");
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    const QCommandLineOption pythonOption(QStringLiteral("python"), QStringLiteral("The Python to compare with."),
        QStringLiteral("PYTHON"), QStringLiteral("/usr/bin/python3"));
    const QCommandLineOption runsOption(QStringLiteral("runs"),
        QStringLiteral("Runs per measurement (the best counts)."), QStringLiteral("N"), QStringLiteral("5"));
    parser.addOption(pythonOption);
    parser.addOption(runsOption);
    parser.process(app);
    const QStringList args = parser.positionalArguments();
    const QString interpreter = parser.value(pythonOption);
    const int runs = std::max(1, parser.value(runsOption).toInt());
    QTemporaryDir dir;
    const QString corpus
        = QStringLiteral(MWB_SHARED_DIR "/corpus/wow/dbc/AzerothUniverseCore+UniverseDBC/DBFilesClient/Item.dbc");
    QString source = args.isEmpty() ? corpus : args.first();
    if (!QFile::exists(source)) {
        source = dir.filePath(QStringLiteral("Item.dbc"));
        QFile file(source);
        if (!file.open(QIODevice::WriteOnly) || file.write(generateItems()) < 0)
            return 1;
        std::printf("corpus Item.dbc absent: a generated table of its shape\n");
    }
    const QByteArray original = read(source);
    const QString base = dir.filePath(QStringLiteral("Item.dbc"));
    if (source != base && !QFile::copy(source, base))
        return 1;
    auto opened = EditableTable::open(original, base, base);
    if (!opened)
        return 1;
    const EditableTable table = *opened;
    std::printf("%s: %lld bytes, %d rows of %d bytes, definition %s; best of %d\n\n", qPrintable(source),
        qlonglong(original.size()), table.rowCount(), table.recordSize(), qPrintable(table.schema().tableName), runs);
    std::printf("%-26s %8s %8s %10s %10s %8s %8s %6s %6s\n", "operation", "C++ ms", "C++ cpu", "Python ms", "Py cpu",
        "ratio", "cpu rat", "limit", "agree");

    const Timing openMs = mwb::bench::bestTimingOf(runs, [&] {
        auto t = EditableTable::open(read(base), base, base);
        Q_UNUSED(t)
    });
    row("open", openMs, {}, 100, true);

    const QString edited = dir.filePath(QStringLiteral("edited/Item.dbc"));
    QDir().mkpath(QFileInfo(edited).absolutePath());
    int value = 0;
    const Timing editMs = mwb::bench::bestTimingOf(runs, [&] {
        EditableTable t = *EditableTable::open(read(base), base, base);
        static_cast<void>(t.setText(t.rowOf(t.id(50000)), 5, QString::number(++value)));
        static_cast<void>(t.save(edited));
    });
    row("edit one cell + save", editMs, {}, 100, read(edited).size() == original.size());

    const QString schema = schemaJson(table);
    const QString csv = dir.filePath(QStringLiteral("Item.csv"));
    const QString pyCsv = dir.filePath(QStringLiteral("py.csv"));
    const Timing exportCsvMs = mwb::bench::bestTimingOf(runs, [&] {
        writePlain(csv, exportCsv(*EditableTable::open(read(base), base, base)));
    });
    const Timing pyExportCsv
        = python(interpreter, {schema, QStringLiteral("export-csv"), base, pyCsv, QString::number(runs)});
    row("CSV export", exportCsvMs, pyExportCsv, 500, read(csv) == read(pyCsv));

    const QString fromCsv = dir.filePath(QStringLiteral("from-csv.dbc"));
    const QString pyFromCsv = dir.filePath(QStringLiteral("py-from-csv.dbc"));
    const Timing importCsvMs = mwb::bench::bestTimingOf(runs, [&] {
        const EditableTable b = *EditableTable::open(read(base), base, base);
        auto imported = importRows(b, *readTableRows(csv, {}, qint64(1) << 30), false);
        writePlain(fromCsv, *imported->table.toBytes());
    });
    const Timing pyImportCsv
        = python(interpreter, {schema, QStringLiteral("import-csv"), base, csv, pyFromCsv, QString::number(runs)});
    row("CSV import (--like)", importCsvMs, pyImportCsv, 500, read(fromCsv) == original && read(pyFromCsv) == original);

    const QString sql = dir.filePath(QStringLiteral("item_dbc.sql"));
    const QString pySql = dir.filePath(QStringLiteral("py.sql"));
    const SqlLayout layout = azerothCoreLayout(table.schema(), {});
    const Timing exportSqlMs = mwb::bench::bestTimingOf(runs, [&] {
        const EditableTable t = *EditableTable::open(read(base), base, base);
        writePlain(sql, *exportSql(t, layout));
    });
    const Timing pyExportSql
        = python(interpreter, {schema, QStringLiteral("export-sql"), base, pySql, QString::number(runs)});
    const QList<QByteArray> sqlRows = sqlValueRows(read(sql));
    row("SQL export", exportSqlMs, pyExportSql, 500,
        sqlRows.size() == table.rowCount() && sqlRows == sqlValueRows(read(pySql)));

    const QString fromSql = dir.filePath(QStringLiteral("from-sql.dbc"));
    const QString pyFromSql = dir.filePath(QStringLiteral("py-from-sql.dbc"));
    const Timing importSqlMs = mwb::bench::bestTimingOf(runs, [&] {
        const EditableTable b = *EditableTable::open(read(base), base, base);
        auto imported = importRows(b, *readTableRows(sql, table.schema().tableName, qint64(1) << 30), false);
        writePlain(fromSql, *imported->table.toBytes());
    });
    const Timing pyImportSql
        = python(interpreter, {schema, QStringLiteral("import-sql"), base, sql, pyFromSql, QString::number(runs)});
    row("SQL import (--like)", importSqlMs, pyImportSql, 500, read(fromSql) == original && read(pyFromSql) == original);

    const QString built = dir.filePath(QStringLiteral("built.dbc"));
    const Timing definitionMs = mwb::bench::bestTimingOf(runs, [&] {
        auto imported
            = importRows(EditableTable::create(table.schema(), built), *readTableRows(csv, {}, qint64(1) << 30), true);
        writePlain(built, *imported->table.toBytes());
    });
    row("CSV import (--definition)", definitionMs, {}, 500, read(built) == original);
    return 0;
}
