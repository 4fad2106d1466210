// SPDX-License-Identifier: GPL-3.0-or-later
// `mwb-cli dbc …` through the process, on tables the test writes (named like 3.3.5a tables so their definitions
// apply) and on one without a definition: info, show, csv, export, import, edit, diff, check.
#include "CliRunner.h"
#include "DbcFixtures.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using mwb::test::runCli;

namespace {

using Bytes = mwb::test::DbcBytes;
using mwb::test::wdbc;

/// SpellIcon (ID, TextureFilename) with two icons, one path holding a comma and a quote for CSV quoting.
QByteArray spellIcons()
{
    const QByteArray strings("\0Interface\\Icons\\A\0a,\"b\0", 24);
    Bytes b;
    b.raw("WDBC").u32(2).u32(2).u32(8).u32(quint32(strings.size()));
    b.u32(1).u32(1).u32(9).u32(19);
    return b.raw(strings);
}

/// Writes `bytes` as `name` in `dir`; returns the path.
QString writeTemp(const QTemporaryDir &dir, const QString &name, const QByteArray &bytes)
{
    const QString path = dir.filePath(name);
    mwb::test::writeFile(path, bytes);
    return path;
}

/// `dbc export TABLE --format FORMAT -o OUT`: the exit code.
int exportTo(const QString &table, const QString &format, const QString &out)
{
    return runCli({QStringLiteral("dbc"), QStringLiteral("export"), table, QStringLiteral("--format"), format,
                      QStringLiteral("-o"), out})
        .exitCode;
}

} // namespace

class TestDbcCli : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void infoUsesTheDefinition()
    {
        QTemporaryDir dir;
        const QString dbc = writeTemp(dir, QStringLiteral("SpellIcon.dbc"), spellIcons());
        const auto run = runCli({QStringLiteral("dbc"), QStringLiteral("info"), dbc, QStringLiteral("--json")});
        QCOMPARE(run.exitCode, 0);
        const QJsonObject info = run.json().object();
        QCOMPARE(info.value(QLatin1String("definition")).toString(), QStringLiteral("SpellIcon"));
        QCOMPARE(info.value(QLatin1String("records")).toInt(), 2);
        const QJsonArray columns = info.value(QLatin1String("columns")).toArray();
        QCOMPARE(columns.at(1).toObject().value(QLatin1String("name")).toString(), QStringLiteral("TextureFilename"));
        QCOMPARE(columns.at(1).toObject().value(QLatin1String("confidence")).toString(), QStringLiteral("defined"));
    }

    void showAndCsv()
    {
        QTemporaryDir dir;
        const QString dbc = writeTemp(dir, QStringLiteral("SpellIcon.dbc"), spellIcons());
        auto run = runCli({QStringLiteral("dbc"), QStringLiteral("show"), dbc, QStringLiteral("--json")});
        QCOMPARE(run.exitCode, 0);
        const QJsonArray records = run.json().array();
        QCOMPARE(records.size(), 2);
        QCOMPARE(records.at(1).toObject().value(QLatin1String("ID")).toInt(), 9);
        QCOMPARE(records.at(0).toObject().value(QLatin1String("TextureFilename")).toString(),
            QStringLiteral("Interface\\Icons\\A"));
        run = runCli({QStringLiteral("dbc"), QStringLiteral("csv"), dbc});
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.out, QByteArray("ID,TextureFilename\r\n1,Interface\\Icons\\A\r\n9,\"a,\"\"b\"\r\n"));
    }

    void guessesWithoutADefinition()
    {
        QTemporaryDir dir;
        const QString dbc = writeTemp(dir, QStringLiteral("Custom.dbc"), spellIcons());
        const auto run = runCli({QStringLiteral("dbc"), QStringLiteral("info"), dbc, QStringLiteral("--json")});
        QCOMPARE(run.exitCode, 0);
        const QJsonObject info = run.json().object();
        QVERIFY(info.value(QLatin1String("definition")).toString().isEmpty());
        QVERIFY(!info.value(QLatin1String("notes")).toArray().isEmpty());
        QCOMPARE(
            info.value(QLatin1String("columns")).toArray().at(1).toObject().value(QLatin1String("type")).toString(),
            QStringLiteral("string"));
    }

    void exportWritesEachFormat()
    {
        QTemporaryDir dir;
        const QString dbc = writeTemp(dir, QStringLiteral("SpellIcon.dbc"), spellIcons());
        const auto csv = runCli(
            {QStringLiteral("dbc"), QStringLiteral("export"), dbc, QStringLiteral("--format"), QStringLiteral("csv")});
        QCOMPARE(csv.exitCode, 0);
        QCOMPARE(csv.out, runCli({QStringLiteral("dbc"), QStringLiteral("csv"), dbc}).out);
        const QString json = dir.filePath(QStringLiteral("icons.json"));
        auto run = runCli({QStringLiteral("dbc"), QStringLiteral("export"), dbc, QStringLiteral("--format"),
            QStringLiteral("json"), QStringLiteral("-o"), json});
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(QJsonDocument::fromJson(mwb::test::readFile(json))
                     .array()
                     .at(1)
                     .toObject()
                     .value(QLatin1String("ID"))
                     .toInt(),
            9);
        run = runCli({QStringLiteral("dbc"), QStringLiteral("export"), dbc, QStringLiteral("--format"),
            QStringLiteral("sql"), QStringLiteral("--dialect"), QStringLiteral("azerothcore")});
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.out.contains("CREATE TABLE IF NOT EXISTS `spellicon_dbc`"));
        QVERIFY(run.out.contains("(9,'a,\\\"b')"));
        QCOMPARE(runCli({QStringLiteral("dbc"), QStringLiteral("export"), dbc, QStringLiteral("--format"),
                            QStringLiteral("xml")})
                     .exitCode,
            2);
        QCOMPARE(runCli({QStringLiteral("dbc"), QStringLiteral("export"), dbc, QStringLiteral("--format"),
                            QStringLiteral("sql"), QStringLiteral("--dialect"), QStringLiteral("trinity")})
                     .exitCode,
            2);
    }

    void importOverlaysOrBuilds()
    {
        QTemporaryDir dir;
        const QByteArray original = spellIcons();
        const QString dbc = writeTemp(dir, QStringLiteral("SpellIcon.dbc"), original);
        const QString csv = dir.filePath(QStringLiteral("icons.csv"));
        QCOMPARE(exportTo(dbc, QStringLiteral("csv"), csv), 0);
        const QString out = dir.filePath(QStringLiteral("out.dbc"));
        auto run = runCli({QStringLiteral("dbc"), QStringLiteral("import"), csv, QStringLiteral("--like"), dbc,
            QStringLiteral("-o"), out});
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(mwb::test::readFile(out), original);
        run = runCli({QStringLiteral("dbc"), QStringLiteral("import"), csv, QStringLiteral("--definition"),
            QStringLiteral("SpellIcon"), QStringLiteral("-o"), out});
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(mwb::test::readFile(out), original);

        // A server-style overlay: one row replaced, one added; the others stay (or go, with --only-source).
        const QString sql = writeTemp(dir, QStringLiteral("spellicon_dbc.sql"),
            "REPLACE INTO `spellicon_dbc` (`ID`, `TextureFilename`) VALUES (9, 'Interface\\\\Icons\\\\B'), (12, 'C');");
        run = runCli({QStringLiteral("dbc"), QStringLiteral("import"), sql, QStringLiteral("--like"), dbc,
            QStringLiteral("-o"), out});
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.out.contains("3 rows"));
        run = runCli({QStringLiteral("dbc"), QStringLiteral("csv"), out, QStringLiteral("--table"),
            QStringLiteral("SpellIcon")});
        QCOMPARE(
            run.out, QByteArray("ID,TextureFilename\r\n1,Interface\\Icons\\A\r\n9,Interface\\Icons\\B\r\n12,C\r\n"));
        run = runCli({QStringLiteral("dbc"), QStringLiteral("import"), sql, QStringLiteral("--like"), dbc,
            QStringLiteral("--only-source"), QStringLiteral("-o"), out});
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(runCli({QStringLiteral("dbc"), QStringLiteral("info"), out, QStringLiteral("--json")})
                     .json()
                     .object()
                     .value(QLatin1String("records"))
                     .toInt(),
            2);

        // Unknown and missing columns are named, and nothing is written.
        QFile::remove(out);
        const QString bad = writeTemp(dir, QStringLiteral("bad.csv"), "ID,Texture\n1,x\n");
        run = runCli({QStringLiteral("dbc"), QStringLiteral("import"), bad, QStringLiteral("--like"), dbc,
            QStringLiteral("-o"), out});
        QCOMPARE(run.exitCode, 18);
        QVERIFY(run.err.contains("Texture"));
        QVERIFY(run.err.contains("TextureFilename"));
        QVERIFY(!QFile::exists(out));
        QCOMPARE(runCli({QStringLiteral("dbc"), QStringLiteral("import"), csv, QStringLiteral("-o"), out}).exitCode, 2);
        QCOMPARE(runCli({QStringLiteral("dbc"), QStringLiteral("import"), csv, QStringLiteral("--definition"),
                            QStringLiteral("NoSuchTable"), QStringLiteral("-o"), out})
                     .exitCode,
            18);
    }

    void editChangesOnlyWhatItSays()
    {
        QTemporaryDir dir;
        const QByteArray original = spellIcons();
        const QString dbc = writeTemp(dir, QStringLiteral("SpellIcon.dbc"), original);
        const QString out = dir.filePath(QStringLiteral("edited.dbc"));
        auto run = runCli(
            {QStringLiteral("dbc"), QStringLiteral("edit"), dbc, QStringLiteral("-o"), out, QStringLiteral("--copy"),
                QStringLiteral("1:20"), QStringLiteral("--set"), QStringLiteral("20.TextureFilename=New=1"),
                QStringLiteral("--delete"), QStringLiteral("9"), QStringLiteral("--json")});
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.json().object().value(QLatin1String("rows_added")).toInt(), 1);
        QCOMPARE(mwb::test::readFile(dbc), original); // -o leaves the input alone
        QCOMPARE(runCli({QStringLiteral("dbc"), QStringLiteral("csv"), out, QStringLiteral("--table"),
                            QStringLiteral("SpellIcon")})
                     .out,
            QByteArray("ID,TextureFilename\r\n1,Interface\\Icons\\A\r\n20,New=1\r\n"));

        // Out of range: an error naming the row, column and value; the file is untouched, no temporary file left.
        run = runCli({QStringLiteral("dbc"), QStringLiteral("edit"), dbc, QStringLiteral("--set"),
            QStringLiteral("1.TextureFilename=ok"), QStringLiteral("--set"), QStringLiteral("9.ID=99999999999")});
        QCOMPARE(run.exitCode, 18);
        QVERIFY(run.err.contains("ID 9"));
        QVERIFY(run.err.contains("99999999999"));
        QCOMPARE(mwb::test::readFile(dbc), original);
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden).size(), 2);

        // In place, atomically; --set-all on the rows --where selects.
        run = runCli({QStringLiteral("dbc"), QStringLiteral("edit"), dbc, QStringLiteral("--where"),
            QStringLiteral("TextureFilename=Interface\\Icons\\A"), QStringLiteral("--set-all"),
            QStringLiteral("TextureFilename=Z")});
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(runCli({QStringLiteral("dbc"), QStringLiteral("csv"), dbc}).out,
            QByteArray("ID,TextureFilename\r\n1,Z\r\n9,\"a,\"\"b\"\r\n"));
        QCOMPARE(runCli({QStringLiteral("dbc"), QStringLiteral("edit"), dbc}).exitCode, 2);
        QCOMPARE(
            runCli({QStringLiteral("dbc"), QStringLiteral("edit"), dbc, QStringLiteral("--set"), QStringLiteral("x")})
                .exitCode,
            2);
        QCOMPARE(runCli({QStringLiteral("dbc"), QStringLiteral("edit"), dbc, QStringLiteral("--set"),
                            QStringLiteral("1.Nope=1")})
                     .exitCode,
            18);
    }

    void editATableInsideAnArchive()
    {
        // dbc edit ARCHIVE::ENTRY commits through the archive's writer: the table changes, the other file does not.
        QTemporaryDir dir;
        writeTemp(dir, QStringLiteral("patch/DBFilesClient/SpellIcon.dbc"), spellIcons());
        writeTemp(dir, QStringLiteral("patch/readme.txt"), "keep me");
        const QString mpq = dir.filePath(QStringLiteral("patch-Z.MPQ"));
        QCOMPARE(runCli({QStringLiteral("create"), mpq, dir.filePath(QStringLiteral("patch")),
                            QStringLiteral("--format"), QStringLiteral("mpq")})
                     .exitCode,
            0);
        const QString entry = mpq + QStringLiteral("::DBFilesClient\\SpellIcon.dbc");
        const auto run = runCli({QStringLiteral("dbc"), QStringLiteral("edit"), entry, QStringLiteral("--set"),
            QStringLiteral("9.TextureFilename=Interface\\Icons\\B")});
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(runCli({QStringLiteral("dbc"), QStringLiteral("csv"), entry}).out,
            QByteArray("ID,TextureFilename\r\n1,Interface\\Icons\\A\r\n9,Interface\\Icons\\B\r\n"));
        QCOMPARE(runCli({QStringLiteral("cat"), mpq + QStringLiteral("::readme.txt")}).out, QByteArray("keep me"));
        QCOMPARE(runCli({QStringLiteral("verify"), mpq}).exitCode, 0);
    }

    void diffPairsRowsById()
    {
        QTemporaryDir dir;
        const QString a = writeTemp(dir, QStringLiteral("a/SpellIcon.dbc"), spellIcons());
        const QString csv = dir.filePath(QStringLiteral("SpellIcon.csv"));
        QCOMPARE(exportTo(a, QStringLiteral("csv"), csv), 0);
        auto run = runCli({QStringLiteral("dbc"), QStringLiteral("diff"), a, csv});
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.out.contains("equal"));
        const QString b
            = writeTemp(dir, QStringLiteral("b/SpellIcon.dbc"), wdbc({{1, 1}, {4, 3}}, QByteArray("\0X\0Y\0", 5)));
        run = runCli({QStringLiteral("dbc"), QStringLiteral("diff"), a, b, QStringLiteral("--json")});
        QCOMPARE(run.exitCode, 1);
        const QJsonObject diff = run.json().object();
        QCOMPARE(diff.value(QLatin1String("only_in_a")).toArray(), QJsonArray({9}));
        QCOMPARE(diff.value(QLatin1String("only_in_b")).toArray(), QJsonArray({4}));
        const QJsonObject cell = diff.value(QLatin1String("changed")).toArray().at(0).toObject();
        QCOMPARE(cell.value(QLatin1String("id")).toInt(), 1);
        QCOMPARE(cell.value(QLatin1String("column")).toString(), QStringLiteral("TextureFilename"));
        QCOMPARE(cell.value(QLatin1String("b")).toString(), QStringLiteral("X"));
        run = runCli({QStringLiteral("dbc"), QStringLiteral("diff"), a, b});
        QVERIFY(run.out.contains("~ 1 TextureFilename: Interface\\Icons\\A -> X"));
        // An edited copy under another name is read by its original's definition.
        const QString copy = writeTemp(dir, QStringLiteral("icons-edited.dbc"), mwb::test::readFile(b));
        run = runCli({QStringLiteral("dbc"), QStringLiteral("diff"), copy, a});
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.out.contains("~ 1 TextureFilename: X -> Interface\\Icons\\A"), run.out.constData());
    }

    void checkExitsByWhatItFinds()
    {
        QTemporaryDir dir;
        const QString good = writeTemp(dir, QStringLiteral("ok/SpellIcon.dbc"), spellIcons());
        auto run = runCli({QStringLiteral("dbc"), QStringLiteral("check"), good});
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.out.contains("0 error(s), 0 warning(s)"));

        const QString unordered
            = writeTemp(dir, QStringLiteral("unordered/SpellIcon.dbc"), wdbc({{9, 1}, {1, 0}}, QByteArray("\0A\0", 3)));
        QCOMPARE(runCli({QStringLiteral("dbc"), QStringLiteral("check"), unordered}).exitCode, 0);
        run = runCli({QStringLiteral("dbc"), QStringLiteral("check"), unordered, QStringLiteral("--strict"),
            QStringLiteral("--json")});
        QCOMPARE(run.exitCode, 1);
        QCOMPARE(run.json()
                     .object()
                     .value(QLatin1String("files"))
                     .toArray()
                     .at(0)
                     .toObject()
                     .value(QLatin1String("findings"))
                     .toArray()
                     .at(0)
                     .toObject()
                     .value(QLatin1String("code"))
                     .toString(),
            QStringLiteral("unordered-ids"));

        const QString broken = writeTemp(
            dir, QStringLiteral("broken/SpellIcon.dbc"), wdbc({{1, 1}, {1, 50}, {2, 2}}, QByteArray("\0AB\0", 4)));
        run = runCli({QStringLiteral("dbc"), QStringLiteral("check"), broken, good, QStringLiteral("--json")});
        QCOMPARE(run.exitCode, 1);
        QStringList codes;
        for (const QJsonValue finding : run.json()
                                            .object()
                                            .value(QLatin1String("files"))
                                            .toArray()
                                            .at(0)
                                            .toObject()
                                            .value(QLatin1String("findings"))
                                            .toArray())
            codes << finding.toObject().value(QLatin1String("code")).toString();
        codes.sort();
        QCOMPARE(codes,
            QStringList({QStringLiteral("duplicate-id"), QStringLiteral("string-offset-inside"),
                QStringLiteral("string-offset-outside")}));

        // The server's crash: a table of another layout than the definition.
        const QString wrong
            = writeTemp(dir, QStringLiteral("wrong/CharStartOutfit.dbc"), wdbc({{1, 2}}, QByteArray(1, '\0')));
        run = runCli({QStringLiteral("dbc"), QStringLiteral("check"), wrong});
        QCOMPARE(run.exitCode, 1);
        QVERIFY(run.out.contains("layout-mismatch"));
        QVERIFY(run.out.contains("77"));

        // References to a table beside the checked one: CharBaseInfo.ClassID → ChrClasses.
        QList<quint32> warrior(60, 0);
        warrior[0] = 1;
        writeTemp(dir, QStringLiteral("refs/ChrClasses.dbc"), wdbc({warrior}, QByteArray(1, '\0')));
        Bytes info;
        info.raw("WDBC").u32(2).u32(2).u32(2).u32(1).u8(1).u8(1).u8(1).u8(5).u8(0);
        const QString refs = writeTemp(dir, QStringLiteral("refs/CharBaseInfo.dbc"), info);
        run = runCli({QStringLiteral("dbc"), QStringLiteral("check"), refs});
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.out.contains("missing-reference"), run.out.constData());
        QVERIFY(run.out.contains("ClassID"));
    }

    void errors()
    {
        QTemporaryDir dir;
        const QString dbc = writeTemp(dir, QStringLiteral("cut.dbc"), spellIcons().first(30));
        QCOMPARE(runCli({QStringLiteral("dbc"), QStringLiteral("show"), dbc}).exitCode, 11); // truncated
        QCOMPARE(runCli({QStringLiteral("dbc"), QStringLiteral("info")}).exitCode, 2);
    }
};

QTEST_GUILESS_MAIN(TestDbcCli)
#include "tst_dbccli.moc"
