// SPDX-License-Identifier: GPL-3.0-or-later
// CSV, JSON and SQL: the readers on hostile and odd input, column matching, AzerothCore's 110 tables, and every
// corpus table through each format and back to the same bytes.
#include "DbcFixtures.h"
#include "SharedCorpus.h"
#include "mwb/formats/dbc/ColumnMapping.h"
#include "mwb/formats/dbc/DbcExport.h"
#include "mwb/formats/dbc/DbcImport.h"
#include "mwb/formats/dbc/TableSource.h"

#include <QDir>
#include <QRegularExpression>
#include <QTest>

using mwb::ErrorCode;
using mwb::test::openTable;
using mwb::test::tableBytes;
using mwb::test::wdbc;
using namespace mwb::formats::dbc;

namespace {

/// `base` exported as `format`, read back and imported: overlaid on `base`, or alone on its schema.
mwb::Result<QByteArray> roundTrip(const EditableTable &base, const QString &format, bool onlySource)
{
    mwb::Result<TextRows> rows = mwb::Error{};
    if (format == QLatin1String("csv")) {
        rows = readCsv(exportCsv(base), QStringLiteral("t.csv"));
    } else if (format == QLatin1String("json")) {
        rows = readJsonRows(exportJson(base), QStringLiteral("t.json"));
    } else {
        auto sql = exportSql(base, azerothCoreLayout(base.schema(), QStringLiteral("t")));
        if (!sql)
            return sql.error();
        rows = readSqlDump(*sql, QStringLiteral("t.sql"), base.schema().tableName);
    }
    if (!rows)
        return rows.error();
    auto imported = importRows(base, *rows, onlySource);
    if (!imported)
        return imported.error();
    return imported->table.toBytes();
}

/// The column names of an AzerothCore CREATE TABLE statement, in order.
QStringList ddlColumns(const QString &path)
{
    QStringList names;
    static const QRegularExpression column(
        QStringLiteral("^\\s*`(\\w+)`\\s+\\w+"), QRegularExpression::MultilineOption);
    auto it = column.globalMatch(QString::fromUtf8(mwb::test::readFile(path)));
    while (it.hasNext())
        names << it.next().captured(1);
    return names;
}

/// SpellIcon with strings a CSV, JSON or SQL writer must escape.
QByteArray awkwardIcons()
{
    QByteArray strings(1, '\0');
    QList<QList<quint32>> records;
    quint32 id = 0;
    for (const QByteArray &text : {QByteArray("a,\"b"), QByteArray("line\r\nbreak"), QByteArray("back\\slash 'q' \x1A"),
             QStringLiteral("Portée 字").toUtf8()}) {
        records.append({++id, quint32(strings.size())});
        strings += text + QByteArray(1, '\0');
    }
    return wdbc(records, strings);
}

} // namespace

class TestDbcInterchange : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    // ---- readers ----

    void csvReadsQuotesAndLineEnds()
    {
        const auto rows = readCsv(QByteArray("\xEF\xBB\xBFID,Name\r\n1,\"a,\"\"b\"\r\n2,\"two\nlines\"\n3,\n"), {});
        QVERIFY(rows);
        QCOMPARE(rows->columns, QStringList({QStringLiteral("ID"), QStringLiteral("Name")}));
        QCOMPARE(rows->rowCount(), 3);
        QCOMPARE(rows->cell(0, 1), QByteArrayView("a,\"b"));
        QCOMPARE(rows->cell(1, 1), QByteArrayView("two\nlines"));
        QCOMPARE(rows->rowLine(2), 5);
        QCOMPARE(rows->cell(2, 1), QByteArrayView(""));
        QCOMPARE(readCsv(QByteArray("ID,Name\n1\n"), {}).error().code, ErrorCode::Corrupt);
        QCOMPARE(readCsv(QByteArray("ID\n\"open\n"), {}).error().code, ErrorCode::Truncated);
        QCOMPARE(readCsv(QByteArray("ID\n\"a\"b\n"), {}).error().code, ErrorCode::Corrupt);
        QCOMPARE(readCsv(QByteArray(), {}).error().code, ErrorCode::Truncated);
    }

    void jsonKeepsNumberText()
    {
        const auto rows = readJsonRows(
            QByteArray(R"([{"ID":18446744073709551615,"F":1e-45,"S":"\u00e9\ud83d\ude00\n","B":true,"N":null},)"
                       R"( {"S":"x","F":-0.0,"ID":2,"N":1,"B":false}])"),
            {});
        QVERIFY2(rows, rows ? "" : qPrintable(rows.error().toString()));
        QCOMPARE(rows->rowCount(), 2);
        QCOMPARE(rows->cell(0, 0), QByteArrayView("18446744073709551615"));
        QCOMPARE(rows->cell(0, 1), QByteArrayView("1e-45"));
        QCOMPARE(QString::fromUtf8(rows->cell(0, 2)), QStringLiteral("é😀\n"));
        QCOMPARE(rows->cell(0, 3), QByteArrayView("1"));
        QVERIFY(rows->isNull(0, 4));
        QCOMPARE(rows->cell(1, 0), QByteArrayView("2")); // keys in another order
        QCOMPARE(rows->cell(1, 1), QByteArrayView("-0.0"));
        const auto nested = readJsonRows(QByteArray("[{\"a\":1},\n{\"a\":[1]}]"), {});
        QVERIFY(nested.error().message.contains(QLatin1String("line 2")));
        for (const char *bad : {R"([{"a":1},{"b":1}])", R"([{"a":{"b":1}}])", R"([{"a":1,"a":2}])", R"([{"a":1})",
                 R"([{"a":"\ud800"}])", R"({"a":1})", R"([{"a":1}] x)", R"([{"a":1},{}])"}) {
            const auto error = readJsonRows(QByteArray(bad), {});
            QVERIFY2(!error, bad);
            QCOMPARE(error.error().code, ErrorCode::Corrupt);
        }
    }

    void sqlDumpsAsToolsWriteThem()
    {
        const QByteArray dump = R"(-- a comment
/*!40101 SET NAMES utf8mb4 */;
# another
CREATE TABLE IF NOT EXISTS `db`.`t_dbc` (
  `ID` int NOT NULL DEFAULT '0',
  `Name` varchar(100) DEFAULT NULL, -- comment ; with semicolon
  `F` float,
  PRIMARY KEY (`ID`), KEY `x` (`Name`)
) ENGINE=InnoDB;
LOCK TABLES `t_dbc` WRITE;
INSERT INTO `t_dbc` VALUES (1,'it''s \'q\' \\ \n;',-1.5),(2,NULL,+3e2);
REPLACE INTO t_dbc (`F`, `Name`, ID) VALUES (0.5, "x", 3);
INSERT IGNORE INTO `other` (`a`) VALUES (1);
UNLOCK TABLES;
)";
        const auto rows = readSqlDump(dump, {}, QStringLiteral("t"));
        QVERIFY2(rows, rows ? "" : qPrintable(rows.error().toString()));
        QCOMPARE(rows->table, QStringLiteral("t_dbc"));
        QCOMPARE(rows->columns, QStringList({QStringLiteral("ID"), QStringLiteral("Name"), QStringLiteral("F")}));
        QCOMPARE(rows->rowCount(), 3);
        QCOMPARE(rows->cell(0, 1), QByteArrayView("it's 'q' \\ \n;"));
        QCOMPARE(rows->cell(0, 2), QByteArrayView("-1.5"));
        QVERIFY(rows->isNull(1, 1));
        QCOMPARE(rows->cell(1, 2), QByteArrayView("3e2"));
        QCOMPARE(rows->cell(2, 0), QByteArrayView("3"));
        QCOMPARE(rows->cell(2, 1), QByteArrayView("x"));
        QCOMPARE(rows->rowLine(2), 12);
        QCOMPARE(readSqlDump(dump, {}, QStringLiteral("nothing")).error().code, ErrorCode::InvalidInput);
        QCOMPARE(readSqlDump(QByteArray("INSERT INTO t VALUES (1);"), {}, {}).error().code, ErrorCode::Corrupt);
        QCOMPARE(readSqlDump(QByteArray("INSERT INTO t (a) VALUES (1,2);"), {}, {}).error().code, ErrorCode::Corrupt);
        QCOMPARE(readSqlDump(QByteArray("INSERT INTO t (a) VALUES ('x"), {}, {}).error().code, ErrorCode::Corrupt);
        QCOMPARE(readSqlDump(QByteArray("/* open"), {}, {}).error().code, ErrorCode::Truncated);
        QCOMPARE(readSqlDump(QByteArray("INSERT INTO t (a) VALUES (now());"), {}, {}).error().code, ErrorCode::Corrupt);
        QCOMPARE(readSqlDump(QByteArray("SELECT 1;"), {}, {}).error().code, ErrorCode::InvalidInput);
        // A table is no source of rows, whatever its name.
        QCOMPARE(readTableRowsFromBytes(wdbc({{1}}, QByteArray(1, '\0')), QStringLiteral("x.csv"), {}).error().code,
            ErrorCode::InvalidInput);
    }

    // ---- matching columns ----

    void columnsMatchByAnyKnownName()
    {
        const DbcSchema classes = DbcSchema::defined(QStringLiteral("ChrClasses"));
        TextRows workbench;
        for (const DbcField &field : classes.fields)
            workbench.columns << field.key.toUpper();
        auto mapped = mapColumns(classes, workbench, {});
        QVERIFY(mapped);
        QCOMPARE(mapped->idColumn, 0);
        QCOMPARE(mapped->columns[3].form, SqlValueForm::Natural); // PetNameToken, a string

        TextRows server; // AzerothCore's names: PetNameToken is an int there, so it holds the string's offset
        server.dialect = TextRows::Dialect::Sql;
        server.columns = azerothCoreColumnNames(QStringLiteral("chrclasses_dbc"));
        QCOMPARE(server.columns.size(), 60);
        mapped = mapColumns(classes, server, {});
        QVERIFY(mapped);
        QCOMPARE(mapped->columns[3].field, 3);
        QCOMPARE(mapped->columns[3].form, SqlValueForm::IntegerBits);
        QCOMPARE(mapped->columns[22].field, 22); // Name_Female_Lang_enGB → Name_female_lang[koKR]: slots by position

        TextRows wrong;
        wrong.label = QStringLiteral("x.csv");
        wrong.columns = workbench.columns.mid(0, 58) << QStringLiteral("Bogus");
        const auto error = mapColumns(classes, wrong, {});
        QVERIFY(!error);
        QCOMPARE(error.error().code, ErrorCode::InvalidInput);
        QVERIFY(error.error().message.contains(QLatin1String("Bogus")));
        QVERIFY(error.error().message.contains(QLatin1String("CinematicSequenceID")));
        QVERIFY(error.error().message.contains(QLatin1String("Required_expansion")));

        TextRows axes; // AzerothCore's rule variants for coordinate arrays
        axes.columns = QStringList{QStringLiteral("id"), QStringLiteral("ContinentID"), QStringLiteral("LocX"),
            QStringLiteral("loc2"), QStringLiteral("Loc_3"), QStringLiteral("Delay"), QStringLiteral("Flags"),
            QStringLiteral("PathID"), QStringLiteral("NodeIndex"), QStringLiteral("ArrivalEventID"),
            QStringLiteral("DepartureEventID")};
        QVERIFY(mapColumns(DbcSchema::defined(QStringLiteral("TaxiPathNode")), axes, {}));
    }

    void importErrorsNameTheLineRowAndColumn()
    {
        const EditableTable base = openTable(wdbc({{1, 1}}, QByteArray("\0A\0", 3)), QStringLiteral("SpellIcon.dbc"));
        const auto rows = readCsv(QByteArray("ID,TextureFilename\n1,x\n3000000000x,y\n"), QStringLiteral("in.csv"));
        QVERIFY(rows);
        const auto imported = importRows(base, *rows, false);
        QVERIFY(!imported);
        QCOMPARE(imported.error().code, ErrorCode::InvalidInput);
        QVERIFY2(imported.error().message.contains(QLatin1String("line 3")), qPrintable(imported.error().message));
        QCOMPARE(imported.error().offset, qint64(23));
        const auto range = importRows(base, *readCsv(QByteArray("ID,TextureFilename\n5000000000,y\n"), {}), false);
        QVERIFY(!range);
        const auto overlay = importRows(base, *readCsv(QByteArray("id,texturefilename\n1,B\n7,C\n"), {}), false);
        QVERIFY(overlay);
        QCOMPARE(overlay->table.rowCount(), 2);
        QCOMPARE(overlay->cellsChanged, 1);
        QCOMPARE(overlay->rowsAdded, 1);
        QCOMPARE(overlay->table.text(1, 1), QStringLiteral("C"));
    }

    void writersEscapeWhatTheyMust()
    {
        const QByteArray bytes = awkwardIcons();
        const EditableTable table = openTable(bytes, QStringLiteral("SpellIcon.dbc"));
        QCOMPARE(table.text(3, 1), QStringLiteral("Portée 字"));
        for (const QString &format : {QStringLiteral("csv"), QStringLiteral("json"), QStringLiteral("sql")}) {
            for (const bool onlySource : {false, true}) {
                const auto out = roundTrip(table, format, onlySource);
                QVERIFY2(out, qPrintable(format + (out ? QString() : out.error().toString())));
                QCOMPARE(*out, bytes);
            }
        }
        const auto sql = exportSql(table, azerothCoreLayout(table.schema(), {}));
        QVERIFY(sql);
        QVERIFY(sql->contains("'back\\\\slash \\'q\\' \\Z'"));
        QVERIFY(sql->contains("CREATE TABLE IF NOT EXISTS `spellicon_dbc`"));
        QVERIFY(sql->contains("REPLACE INTO `spellicon_dbc` (`ID`,`TextureFilename`) VALUES\n(1,"));
    }

    void sqlRefusesWhatItsColumnCannotHold()
    {
        EditableTable table
            = openTable(wdbc({{0x7FC00000}}, QByteArray(1, '\0')), QStringLiteral("gtChanceToMeleeCritBase.dbc"));
        const auto nan = exportSql(table, azerothCoreLayout(table.schema(), {}));
        QVERIFY(!nan);
        QCOMPARE(nan.error().code, ErrorCode::InvalidInput);
        QVERIFY(nan.error().message.contains(QLatin1String("0x7FC00000")));
        QVERIFY(exportCsv(table).contains("0x7FC00000")); // CSV and JSON keep a NaN's bits
        // emotes_dbc.EmoteSlashCommand is AzerothCore's varchar(100).
        const QByteArray strings = QByteArray(1, '\0') + QByteArray(101, 'x') + QByteArray(1, '\0');
        const EditableTable emotes = openTable(wdbc({{7, 1, 0, 0, 0, 0, 0}}, strings), QStringLiteral("Emotes.dbc"));
        const auto tooLong = exportSql(emotes, azerothCoreLayout(emotes.schema(), {}));
        QVERIFY(!tooLong);
        QVERIFY(tooLong.error().message.contains(QLatin1String("ID 7")));
        QVERIFY(tooLong.error().message.contains(QLatin1String("EmoteSlashCommand")));
        QVERIFY(tooLong.error().message.contains(QLatin1String("varchar(100)")));
    }

    void sqlFloatsStayInsideMariaDbsRange()
    {
        // FLT_MAX's shortest text is above it as a double, which a FLOAT column refuses: written just below.
        const QByteArray bytes = wdbc({{0x7F7FFFFF}, {0xFF7FFFFF}, {0x00000001}}, QByteArray(1, '\0'));
        const EditableTable table = openTable(bytes, QStringLiteral("gtChanceToMeleeCritBase.dbc"));
        const auto sql = exportSql(table, azerothCoreLayout(table.schema(), {}));
        QVERIFY(sql);
        QVERIFY2(sql->contains("(0,3.4028234e+38),\n(1,-3.4028234e+38),\n(2,1e-45)"), sql->constData());
        const auto back = roundTrip(table, QStringLiteral("sql"), true);
        QVERIFY(back);
        QCOMPARE(*back, bytes);
    }

    void sqlLargerThanABatch()
    {
        QList<QList<quint32>> records;
        for (quint32 i = 0; i < quint32(kSqlBatchRows) * 2 + 5; ++i)
            records.append({i + 1, 0});
        const QByteArray bytes = wdbc(records, QByteArray(1, '\0'));
        const EditableTable table = openTable(bytes, QStringLiteral("SpellIcon.dbc"));
        const auto sql = exportSql(table, azerothCoreLayout(table.schema(), {}));
        QVERIFY(sql);
        QCOMPARE(sql->count("REPLACE INTO"), 3);
        QCOMPARE(*roundTrip(table, QStringLiteral("sql"), true), bytes);
    }

    // ---- AzerothCore's tables ----

    void azerothCoreLayoutsAreAzerothCoresTables()
    {
        MWB_REQUIRE_CORPUS(dir, "wow/azerothcore");
        const QStringList files = QDir(dir + QStringLiteral("/ddl")).entryList({QStringLiteral("*_dbc.sql")});
        QCOMPARE(files.size(), 110);
        int rowNumbered = 0;
        for (const QString &file : files) {
            QString table = file;
            table.chop(8);
            const DbcSchema schema = DbcSchema::defined(table);
            QVERIFY2(!schema.tableName.isEmpty(), qPrintable(file));
            const SqlLayout layout = azerothCoreLayout(schema, {});
            QVERIFY2(layout.azerothCore, qPrintable(file));
            QCOMPARE(layout.table, table + QStringLiteral("_dbc"));
            QStringList names;
            for (const SqlColumn &column : layout.columns)
                names << column.name;
            QStringList expected = ddlColumns(dir + QStringLiteral("/ddl/") + file);
            if (table == QLatin1String("skilllineability")) // the DDL predates AzerothCore's 2022_09_23_00 update
                QCOMPARE(names.size(), 14);
            else
                QCOMPARE(names, expected);
            rowNumbered += layout.columns.front().field == kRowNumberField ? 1 : 0;
        }
        QCOMPARE(rowNumbered, 10); // the gt* tables' leading ID
    }

    void azerothCoresOwnDumpsImport()
    {
        MWB_REQUIRE_CORPUS(dir, "wow/azerothcore");
        MWB_REQUIRE_CORPUS(dbc, "wow/dbc");
        // achievement_dbc: mysqldump, positional extended INSERT, NULL strings.
        auto rows
            = readTableRows(dir + QStringLiteral("/dumps/achievement_dbc.sql"), QStringLiteral("Achievement"), 1 << 20);
        QVERIFY2(rows, rows ? "" : qPrintable(rows.error().toString()));
        QCOMPARE(rows->rowCount(), 3);
        auto imported
            = importRows(EditableTable::create(DbcSchema::defined(QStringLiteral("Achievement")), {}), *rows, true);
        QVERIFY2(imported, imported ? "" : qPrintable(imported.error().toString()));
        QCOMPARE(imported->table.id(0), qint64(3696));
        QCOMPARE(imported->table.text(0, 1), QStringLiteral("-1"));
        // gtchancetomeleecritbase_dbc: HeidiSQL, named columns, the leading ID as the row number.
        rows = readTableRows(dir + QStringLiteral("/dumps/gtchancetomeleecritbase_dbc.sql"), {}, 1 << 20);
        QVERIFY(rows);
        const EditableTable base
            = openTable(mwb::test::readFile(dbc + QStringLiteral("/uni_GtChanceToMeleeCritBase.dbc")),
                QStringLiteral("uni_GtChanceToMeleeCritBase.dbc"));
        imported = importRows(base, *rows, false);
        QVERIFY2(imported, imported ? "" : qPrintable(imported.error().toString()));
        QCOMPARE(imported->table.rowCount(), 32);
        QCOMPARE(imported->table.text(2, 0), QStringLiteral("-0.01532"));
    }

    // ---- the corpus through every format ----

    void everyCorpusTableRoundTrips()
    {
        MWB_REQUIRE_CORPUS(dir, "wow/dbc");
        int rebuiltAlike = 0;
        for (const QString &file : mwb::test::corpusTableFiles(dir)) {
            const QByteArray bytes = mwb::test::readFile(file);
            const EditableTable table = openTable(bytes, file);
            for (const QString &format : {QStringLiteral("csv"), QStringLiteral("json"), QStringLiteral("sql")}) {
                for (const bool onlySource : {false, true}) {
                    const auto out = roundTrip(table, format, onlySource);
                    QVERIFY2(out,
                        qPrintable(file + QLatin1Char(' ') + format + QLatin1Char(' ')
                            + (out ? QString() : out.error().toString())));
                    QVERIFY2(*out == bytes, qPrintable(file + QLatin1Char(' ') + format));
                }
            }
            // From the rows alone (--definition): the block is built anew; equal where the file's block was built
            // the client's way, and always equal cell for cell.
            const auto rows = readCsv(exportCsv(table), file);
            QVERIFY(rows);
            auto fresh = importRows(EditableTable::create(table.schema(), file), *rows, true);
            QVERIFY2(fresh, qPrintable(file));
            QCOMPARE(exportCsv(fresh->table), exportCsv(table));
            rebuiltAlike += tableBytes(fresh->table) == bytes ? 1 : 0;
        }
        QCOMPARE(rebuiltAlike, 37); // SpellDispelType and ChrClasses share string tails
    }
};

QTEST_GUILESS_MAIN(TestDbcInterchange)
#include "tst_dbcinterchange.moc"
