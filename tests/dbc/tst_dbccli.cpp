// SPDX-License-Identifier: GPL-3.0-or-later
// `mwb-cli dbc info|show|csv` through the process, on a table the test writes (named like a 3.3.5a table so its
// definition applies) and on one without a definition.
#include "CliRunner.h"
#include "TestFiles.h"
#include "LittleEndianWriter.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using mwb::test::runCli;

namespace {

class Bytes : public mwb::test::LittleEndianWriter<Bytes>
{
};

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
        QCOMPARE(info.value(QLatin1String("columns")).toArray().at(1).toObject().value(QLatin1String("type")).toString(),
            QStringLiteral("string"));
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
