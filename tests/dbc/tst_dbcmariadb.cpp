// SPDX-License-Identifier: GPL-3.0-or-later
// The round trip with a server's database, against a real MariaDB the test starts in a temporary folder: each corpus
// table AzerothCore has is exported as SQL (mwb-cli dbc export), loaded by the mariadb client into AzerothCore's own
// CREATE TABLE, and read back through `mwb-cli dbc import mysql://…?socket=…` to the same bytes. Passwords come from
// the URL or MWB_MYSQL_PASSWORD and never show; `dbc diff` finds a cell changed on the server.
#include "DbcFixtures.h"
#include "SharedCorpus.h"
#include "ThrowawayMariaDb.h"
#include "mwb/formats/dbc/DbcSchema.h"
#include "mwb/formats/dbc/SqlLayout.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>
#include <QtEndian>

using namespace mwb::formats::dbc;

namespace {

struct Run
{
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

/// mwb-cli with the C locale and `environment` added.
Run cli(const QStringList &arguments, const QMap<QString, QString> &environment = {})
{
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C"));
    env.remove(QStringLiteral("MWB_MYSQL_PASSWORD"));
    for (auto it = environment.cbegin(); it != environment.cend(); ++it)
        env.insert(it.key(), it.value());
    process.setProcessEnvironment(env);
    process.start(QStringLiteral(MWB_CLI_PATH), arguments);
    Run run;
    if (process.waitForFinished(300000))
        run.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    run.out = process.readAllStandardOutput();
    run.err = process.readAllStandardError();
    return run;
}

/// AzerothCore's table for a corpus file, or empty when it has none.
QString azerothCoreTable(const QString &file)
{
    const DbcSchema schema = DbcSchema::definitionNamed(file);
    if (schema.tableName.isEmpty())
        return {};
    const QString table = schema.tableName.toLower() + QStringLiteral("_dbc");
    return azerothCoreColumnNames(table).isEmpty() ? QString() : table;
}

} // namespace

class TestDbcMariaDb : public QObject
{
    Q_OBJECT
private:
    mwb::test::ThrowawayMariaDb m_server;
    QString m_unavailable;
    QTemporaryDir m_work;

    QString url(const QString &table, const QString &user = QStringLiteral("root")) const
    {
        return QStringLiteral("mysql://%1@localhost/acore_world/%2?socket=%3").arg(user, table, m_server.socket());
    }

    /// AzerothCore's statement for `table`, with MySQL 8's collation replaced as its MariaDB users do.
    static QByteArray azerothCoreDdl(const QString &dir, const QString &table)
    {
        QByteArray ddl = mwb::test::readFile(dir + QStringLiteral("/ddl/") + table + QStringLiteral(".sql"));
        ddl.replace("utf8mb4_0900_ai_ci", "utf8mb4_unicode_ci");
        return ddl;
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_unavailable = m_server.start();
        if (m_unavailable.isEmpty())
            m_unavailable = m_server.sql({}, "CREATE DATABASE acore_world CHARACTER SET utf8mb4;");
    }

    void init()
    {
        if (!m_unavailable.isEmpty())
            QSKIP(qPrintable(QStringLiteral("mariadb cannot start: ") + m_unavailable));
    }

    void exportsLoadIntoAzerothCoresTablesAndReadBack_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("table");
        const QString dir = mwb::test::corpusDir(QStringLiteral("wow/dbc"));
        if (dir.isEmpty()) {
            QTest::newRow("no corpus") << QString() << QString();
            return;
        }
        for (const QString &file : mwb::test::corpusTableFiles(dir)) {
            const QString table = azerothCoreTable(file);
            if (!table.isEmpty())
                QTest::newRow(qPrintable(QFileInfo(file).fileName())) << file << table;
        }
    }
    void exportsLoadIntoAzerothCoresTablesAndReadBack()
    {
        MWB_REQUIRE_CORPUS(dbc, "wow/dbc");
        MWB_REQUIRE_CORPUS(ac, "wow/azerothcore");
        QFETCH(QString, file);
        QFETCH(QString, table);
        QCOMPARE(
            m_server.sql(QStringLiteral("acore_world"), "DROP TABLE IF EXISTS `" + table.toUtf8() + "`;"), QString());
        QCOMPARE(m_server.sql(QStringLiteral("acore_world"), azerothCoreDdl(ac, table)), QString());
        const QString sql = m_work.filePath(table + QStringLiteral(".sql"));
        Run run = cli(
            {QStringLiteral("dbc"), QStringLiteral("export"), file, QStringLiteral("--format"), QStringLiteral("sql"),
                QStringLiteral("--dialect"), QStringLiteral("azerothcore"), QStringLiteral("-o"), sql});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        QCOMPARE(m_server.sql(QStringLiteral("acore_world"), mwb::test::readFile(sql)), QString());
        QByteArray count;
        QCOMPARE(m_server.sql(QStringLiteral("acore_world"), "SELECT COUNT(*) FROM `" + table.toUtf8() + "`;", &count),
            QString());
        const QByteArray original = mwb::test::readFile(file);
        QCOMPARE(count.trimmed().toInt(), int(qFromLittleEndian<quint32>(original.constData() + 4)));
        for (const bool onlySource : {false, true}) {
            const QString out
                = m_work.filePath(table + (onlySource ? QStringLiteral("-only.dbc") : QStringLiteral(".dbc")));
            QStringList arguments{QStringLiteral("dbc"), QStringLiteral("import"), url(table), QStringLiteral("--like"),
                file, QStringLiteral("-o"), out};
            if (onlySource)
                arguments << QStringLiteral("--only-source");
            run = cli(arguments);
            QVERIFY2(run.exitCode == 0, run.err.constData());
            QVERIFY2(mwb::test::readFile(out) == original, qPrintable(out));
        }
    }

    void theCorpusHasAzerothCoresTables()
    {
        MWB_REQUIRE_CORPUS(dbc, "wow/dbc");
        int tables = 0;
        for (const QString &file : mwb::test::corpusTableFiles(dbc))
            tables += azerothCoreTable(file).isEmpty() ? 0 : 1;
        QCOMPARE(tables, 16);
    }

    void passwordsComeFromTheEnvironmentAndStayHidden()
    {
        const QString file = m_work.filePath(QStringLiteral("gtChanceToMeleeCritBase.dbc"));
        QVERIFY(mwb::test::writeFile(file, mwb::test::wdbc({{0x3F800000}, {0x40000000}}, QByteArray(1, '\0'))));
        QCOMPARE(m_server.sql(QStringLiteral("acore_world"),
                     "CREATE TABLE IF NOT EXISTS gt_dbc (ID int NOT NULL, Data float NOT NULL, PRIMARY KEY (ID));"
                     "REPLACE INTO gt_dbc VALUES (0, 0.5);"
                     "CREATE USER IF NOT EXISTS 'modder'@'localhost' IDENTIFIED BY 'Secret-Pw-1';"
                     "GRANT SELECT ON acore_world.* TO 'modder'@'localhost';"),
            QString());
        const QString out = m_work.filePath(QStringLiteral("gt.dbc"));
        const QStringList import{QStringLiteral("dbc"), QStringLiteral("import"),
            url(QStringLiteral("gt_dbc"), QStringLiteral("modder")), QStringLiteral("--like"), file,
            QStringLiteral("-o"), out};
        Run run = cli(import, {{QStringLiteral("MWB_MYSQL_PASSWORD"), QStringLiteral("Secret-Pw-1")}});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        QVERIFY(!run.out.contains("Secret-Pw-1"));
        const QByteArray imported = mwb::test::readFile(out);
        QCOMPARE(qFromLittleEndian<float>(imported.constData() + 20), 0.5f); // row 0 from the server
        QCOMPARE(qFromLittleEndian<float>(imported.constData() + 24), 2.0f); // row 1 as it was

        QFile::remove(out);
        run = cli(import, {{QStringLiteral("MWB_MYSQL_PASSWORD"), QStringLiteral("Wrong-Pw-2")}});
        QCOMPARE(run.exitCode, 10); // Io: the server refused
        QVERIFY(!run.err.contains("Wrong-Pw-2"));
        QVERIFY(run.err.contains("modder"));
        QVERIFY(!QFile::exists(out)); // nothing written on error

        QStringList inUrl = import;
        inUrl[2] = url(QStringLiteral("gt_dbc"), QStringLiteral("modder:Secret-Pw-1"));
        run = cli(inUrl);
        QVERIFY2(run.exitCode == 0, run.err.constData());
        QVERIFY(!run.out.contains("Secret-Pw-1"));
        inUrl[2] = url(QStringLiteral("no_such_dbc"), QStringLiteral("modder:Secret-Pw-1"));
        run = cli(inUrl);
        QCOMPARE(run.exitCode, 18); // InvalidInput: no such table
        QVERIFY(!run.err.contains("Secret-Pw-1"));
    }

    void diffFindsWhatTheServerChanged()
    {
        // SpellIcon is not one of AzerothCore's tables: the export's own CREATE TABLE (AzerothCore's naming rule).
        const QString file = m_work.filePath(QStringLiteral("SpellIcon.dbc"));
        QVERIFY(mwb::test::writeFile(file, mwb::test::wdbc({{1, 1}, {2, 3}, {3, 1}}, QByteArray("\0A\0B\0", 5))));
        const QString sql = m_work.filePath(QStringLiteral("spellicon.sql"));
        QCOMPARE(cli({QStringLiteral("dbc"), QStringLiteral("export"), file, QStringLiteral("--format"),
                         QStringLiteral("sql"), QStringLiteral("-o"), sql})
                     .exitCode,
            0);
        QCOMPARE(m_server.sql(QStringLiteral("acore_world"), mwb::test::readFile(sql)), QString());
        Run run = cli({QStringLiteral("dbc"), QStringLiteral("diff"), file, url(QStringLiteral("spellicon_dbc"))});
        QVERIFY2(run.exitCode == 0, run.out.constData());
        QCOMPARE(m_server.sql(QStringLiteral("acore_world"),
                     "UPDATE spellicon_dbc SET TextureFilename = 'Renamed' WHERE ID = 2;"
                     "DELETE FROM spellicon_dbc WHERE ID = 3;"
                     "INSERT INTO spellicon_dbc VALUES (7, 'New');"),
            QString());
        run = cli({QStringLiteral("dbc"), QStringLiteral("diff"), file, url(QStringLiteral("spellicon_dbc")),
            QStringLiteral("--json")});
        QCOMPARE(run.exitCode, 1);
        const QJsonObject diff = QJsonDocument::fromJson(run.out).object();
        QCOMPARE(diff.value(QLatin1String("only_in_a")).toArray(), QJsonArray({3}));
        QCOMPARE(diff.value(QLatin1String("only_in_b")).toArray(), QJsonArray({7}));
        const QJsonArray changed = diff.value(QLatin1String("changed")).toArray();
        QCOMPARE(changed.size(), 1);
        QCOMPARE(changed.at(0).toObject().value(QLatin1String("column")).toString(), QStringLiteral("TextureFilename"));
        QCOMPARE(changed.at(0).toObject().value(QLatin1String("a")).toString(), QStringLiteral("B"));
        QCOMPARE(changed.at(0).toObject().value(QLatin1String("b")).toString(), QStringLiteral("Renamed"));
    }

    void floatsReadBackExactly()
    {
        // MariaDB prints a FLOAT with 6 digits; the import reads it as a double, so every bit survives.
        const QString file = m_work.filePath(QStringLiteral("gtChanceToSpellCrit.dbc"));
        QVERIFY(mwb::test::writeFile(
            file, mwb::test::wdbc({{0x3D029F16}, {0x00000001}, {0x7F7FFFFF}, {0xBF9D70A4}}, QByteArray(1, '\0'))));
        const QString sql = m_work.filePath(QStringLiteral("gt.sql"));
        QCOMPARE(cli({QStringLiteral("dbc"), QStringLiteral("export"), file, QStringLiteral("--format"),
                         QStringLiteral("sql"), QStringLiteral("-o"), sql})
                     .exitCode,
            0);
        QCOMPARE(m_server.sql(QStringLiteral("acore_world"),
                     "DROP TABLE IF EXISTS gtchancetospellcrit_dbc;" + mwb::test::readFile(sql)),
            QString());
        const QString out = m_work.filePath(QStringLiteral("gt-back.dbc"));
        const Run run
            = cli({QStringLiteral("dbc"), QStringLiteral("import"), url(QStringLiteral("gtchancetospellcrit_dbc")),
                QStringLiteral("--definition"), QStringLiteral("gtChanceToSpellCrit"), QStringLiteral("-o"), out});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        QCOMPARE(mwb::test::readFile(out), mwb::test::readFile(file));
    }
};

QTEST_GUILESS_MAIN(TestDbcMariaDb)
#include "tst_dbcmariadb.moc"
