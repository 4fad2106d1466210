// SPDX-License-Identifier: GPL-3.0-or-later
// `mwb-cli stack layers|list|which|extract` through the process: exit codes, JSON and the files written.
#include "CliRunner.h"
#include "StackFixtures.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QTest>

using namespace mwb::test;

class TestStackCli : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void layersShowsThePreset();
    void listNamesSourceAndShadowed();
    void whichAndExitCodes();
    void extractWritesTheResolvedFiles();
    void archivesInTheGivenOrder();
    void badInputs();

private:
    QTemporaryDir m_dir;
    QString m_data;
};

void TestStackCli::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_data = m_dir.filePath(QStringLiteral("Data"));
    QVERIFY(writeMpq(m_data + QStringLiteral("/common.MPQ"),
        {{QStringLiteral("DBFilesClient\\Spell.dbc"), "common spell"}, {QStringLiteral("gone.txt"), "common gone"},
            {QStringLiteral("only-common.txt"), "common"}}));
    QVERIFY(writeMpq(m_data + QStringLiteral("/patch.MPQ"), {{QStringLiteral("DBFilesClient\\Spell.dbc"), "patch spell"}}));
    QVERIFY(writeMpq(m_data + QStringLiteral("/patch-A.MPQ"),
        {{QStringLiteral("dbfilesclient\\SPELL.DBC"), "custom spell"}, {QStringLiteral("gone.txt"), "-"}}));
    QVERIFY(writeMpq(m_data + QStringLiteral("/enUS/patch-enUS-3.MPQ"),
        {{QStringLiteral("DBFilesClient\\Spell.dbc"), "locale spell"}}));
    QVERIFY(writeMpq(m_data + QStringLiteral("/patch-Custom.MPQ"), {{QStringLiteral("x.txt"), "x"}}));
}

void TestStackCli::layersShowsThePreset()
{
    const CliRun run = runCli({QStringLiteral("stack"), QStringLiteral("layers"), m_data, QStringLiteral("--json")});
    QCOMPARE(run.exitCode, 0);
    const QJsonObject plan = run.json().object();
    QCOMPARE(plan.value(QStringLiteral("preset")).toString(), QStringLiteral("wow-335a"));
    QCOMPARE(plan.value(QStringLiteral("locale")).toString(), QStringLiteral("enUS"));
    QStringList names;
    for (const QJsonValue &layer : plan.value(QStringLiteral("layers")).toArray())
        names << layer.toObject().value(QStringLiteral("name")).toString();
    QCOMPARE(names, (QStringList{QStringLiteral("patch-A.MPQ"), QStringLiteral("enUS/patch-enUS-3.MPQ"),
                        QStringLiteral("patch.MPQ"), QStringLiteral("common.MPQ")}));
    QCOMPARE(jsonStrings(plan.value(QStringLiteral("ignored"))), QStringList{QStringLiteral("patch-Custom.MPQ")});
    const CliRun text = runCli({QStringLiteral("stack"), QStringLiteral("layers"), m_data});
    QCOMPARE(text.exitCode, 0);
    QVERIFY(text.out.contains("  4  patch-A.MPQ\n  3  enUS/patch-enUS-3.MPQ\n"));
}

void TestStackCli::listNamesSourceAndShadowed()
{
    const CliRun run = runCli({QStringLiteral("stack"), QStringLiteral("list"), m_data, QStringLiteral("--json")});
    QCOMPARE(run.exitCode, 0);
    const QJsonArray rows = run.json().array();
    QCOMPARE(rows.size(), 2); // gone.txt is deleted by patch-A's 1-byte copy
    const QJsonObject spell = rows[0].toObject();
    QCOMPARE(spell.value(QStringLiteral("path")).toString(), QStringLiteral("dbfilesclient/SPELL.DBC"));
    QCOMPARE(spell.value(QStringLiteral("size")).toInt(), 12);
    QCOMPARE(spell.value(QStringLiteral("source")).toString(), QStringLiteral("patch-A.MPQ"));
    QCOMPARE(jsonStrings(spell.value(QStringLiteral("shadowed"))),
        (QStringList{QStringLiteral("enUS/patch-enUS-3.MPQ"), QStringLiteral("patch.MPQ"), QStringLiteral("common.MPQ")}));
    QCOMPARE(rows[1].toObject().value(QStringLiteral("source")).toString(), QStringLiteral("common.MPQ"));

    const CliRun deleted = runCli(
        {QStringLiteral("stack"), QStringLiteral("list"), m_data, QStringLiteral("--deleted"), QStringLiteral("--json")});
    QCOMPARE(deleted.exitCode, 0);
    const QJsonObject gone = deleted.json().array().at(0).toObject();
    QCOMPARE(gone.value(QStringLiteral("path")).toString(), QStringLiteral("gone.txt"));
    QCOMPARE(gone.value(QStringLiteral("deleted_by")).toString(), QStringLiteral("patch-A.MPQ"));
    QCOMPARE(jsonStrings(gone.value(QStringLiteral("shadowed"))), QStringList{QStringLiteral("common.MPQ")});

    const CliRun text = runCli({QStringLiteral("stack"), QStringLiteral("list"), m_data});
    QCOMPARE(text.exitCode, 0);
    QVERIFY(text.out.contains(
        "dbfilesclient/SPELL.DBC  (shadows enUS/patch-enUS-3.MPQ, patch.MPQ, common.MPQ)\n"));
}

void TestStackCli::whichAndExitCodes()
{
    CliRun run = runCli({QStringLiteral("stack"), QStringLiteral("which"), m_data,
        QStringLiteral("DBFILESCLIENT/spell.dbc"), QStringLiteral("--json")});
    QCOMPARE(run.exitCode, 0);
    QJsonObject row = run.json().array().at(0).toObject();
    QCOMPARE(row.value(QStringLiteral("layer")).toString(), QStringLiteral("patch-A.MPQ"));
    QCOMPARE(row.value(QStringLiteral("deleted")).toBool(), false);
    QCOMPARE(jsonStrings(row.value(QStringLiteral("shadowed"))).size(), 3);

    run = runCli({QStringLiteral("stack"), QStringLiteral("which"), m_data, QStringLiteral("gone.txt"),
        QStringLiteral("missing.txt"), QStringLiteral("--json")});
    QCOMPARE(run.exitCode, 1);
    row = run.json().array().at(0).toObject();
    QCOMPARE(row.value(QStringLiteral("deleted")).toBool(), true);
    QCOMPARE(row.value(QStringLiteral("layer")).toString(), QStringLiteral("patch-A.MPQ"));
    QCOMPARE(run.json().array().at(1).toObject().value(QStringLiteral("found")).toBool(), false);

    run = runCli({QStringLiteral("stack"), QStringLiteral("which"), m_data, QStringLiteral("gone.txt")});
    QCOMPARE(run.exitCode, 1);
    QCOMPARE(run.out, QByteArray("gone.txt: deleted by patch-A.MPQ (shadows common.MPQ)\n"));
    QCOMPARE(runCli({QStringLiteral("stack"), QStringLiteral("which"), m_data}).exitCode, 2);
}

void TestStackCli::extractWritesTheResolvedFiles()
{
    const QString out = m_dir.filePath(QStringLiteral("out"));
    CliRun run = runCli({QStringLiteral("stack"), QStringLiteral("extract"), m_data, QStringLiteral("-o"), out});
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(readFile(out + QStringLiteral("/dbfilesclient/SPELL.DBC")), QByteArray("custom spell"));
    QCOMPARE(readFile(out + QStringLiteral("/only-common.txt")), QByteArray("common"));
    QVERIFY(!QFileInfo::exists(out + QStringLiteral("/gone.txt")));

    const QString some = m_dir.filePath(QStringLiteral("some"));
    run = runCli({QStringLiteral("stack"), QStringLiteral("extract"), m_data, QStringLiteral("*.txt"),
        QStringLiteral("-o"), some});
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(QDir(some).entryList(QDir::Files | QDir::Dirs | QDir::NoDotAndDotDot),
        QStringList{QStringLiteral("only-common.txt")});
    QCOMPARE(runCli({QStringLiteral("stack"), QStringLiteral("extract"), m_data}).exitCode, 2);
}

void TestStackCli::archivesInTheGivenOrder()
{
    const QString first = m_dir.filePath(QStringLiteral("FIRST.MOD"));
    const QString second = m_dir.filePath(QStringLiteral("SECOND.MOD"));
    QVERIFY(writeMod(first, {{QStringLiteral("UNITS/A.DAT"), "first"}, {QStringLiteral("UNITS/B.DAT"), "b"}}));
    QVERIFY(writeMod(second, {{QStringLiteral("UNITS/A.DAT"), "second"}}));
    CliRun run = runCli({QStringLiteral("stack"), QStringLiteral("which"), first, second,
        QStringLiteral("MEDIA/UNITS/A.DAT"), QStringLiteral("--json")});
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(run.json().array().at(0).toObject().value(QStringLiteral("layer")).toString(), QStringLiteral("SECOND.MOD"));
    run = runCli({QStringLiteral("stack"), QStringLiteral("which"), second, first, QStringLiteral("MEDIA/UNITS/A.DAT"),
        QStringLiteral("--json")});
    QCOMPARE(run.json().array().at(0).toObject().value(QStringLiteral("layer")).toString(), QStringLiteral("FIRST.MOD"));
    run = runCli({QStringLiteral("stack"), QStringLiteral("layers"), first, second, QStringLiteral("--json")});
    QCOMPARE(run.json().object().value(QStringLiteral("preset")).toString(), QStringLiteral("list"));
    QCOMPARE(run.json().object().value(QStringLiteral("tiny_files_delete")).toBool(), false);
}

void TestStackCli::badInputs()
{
    QTemporaryDir plain;
    QCOMPARE(runCli({QStringLiteral("stack"), QStringLiteral("list"), plain.path()}).exitCode, 18); // no Data folder
    QCOMPARE(runCli({QStringLiteral("stack"), QStringLiteral("list"), plain.filePath(QStringLiteral("none.mpq"))}).exitCode,
        10);
    // An archive name after the stack that does not exist is a typo, not a pattern.
    QCOMPARE(runCli({QStringLiteral("stack"), QStringLiteral("extract"), m_data, QStringLiteral("patch-B.MPQ"),
                 QStringLiteral("-o"), plain.path()})
                 .exitCode,
        10);
    QCOMPARE(runCli({QStringLiteral("stack"), QStringLiteral("list"), m_data, QStringLiteral("--locale"),
                 QStringLiteral("deDE")})
                 .exitCode,
        18);
    const QString corrupt = plain.filePath(QStringLiteral("corrupt.mpq"));
    QVERIFY(writeFile(corrupt, QByteArray("MPQ\x1a", 4) + QByteArray(28, '\xff')));
    const CliRun run = runCli({QStringLiteral("stack"), QStringLiteral("list"), corrupt});
    QVERIFY2(run.exitCode >= 11 && run.exitCode <= 13, run.err.constData());
}

QTEST_GUILESS_MAIN(TestStackCli)
#include "tst_stackcli.moc"
