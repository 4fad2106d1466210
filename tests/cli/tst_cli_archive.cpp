// SPDX-License-Identifier: GPL-3.0-or-later
// The top-level commands over the format registry (`mwb-cli info|list|extract|verify FILE`) through the process:
// exit codes, JSON shape, files on disk, and formats that lack a capability. Archives come from the contract suite's
// fixtures (tests/contract), grids from tests/mir2map's builders.
#include "CliRunner.h"
#include "MapFixtures.h"
#include "MpqFixture.h"
#include "TestFiles.h"
#include "Tl2ModFixture.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using mwb::test::ArchiveFiles;
using mwb::test::filesBelow;
using mwb::test::readFile;
using mwb::test::runCli;

namespace {

const QString kVictim = QStringLiteral("UNITS/SWORD.DAT");

QStringList args(std::initializer_list<QString> list)
{
    return QStringList(list);
}

} // namespace

class TestCliArchive : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void overviewListsTheTopLevelCommands();
    void infoNamesFormatAndCapabilities();
    void infoOnGridsIsTheGroupSummary();
    void listJsonHasTheColumnsOfTheFormat();
    void extractWritesTheMatchingFiles();
    void extractNeedsAnOutputFolder();
    void failingEntryFailsTheExtraction();
    void keepGoingWritesTheRest();
    void verifyJsonShapeAndExitCodes();
    void capabilityTheFormatLacksIsUnsupported();
    void listfileOnAFormatWithoutListfilesIsUsageError();
    void oldSpellingsStillWork();

private:
    [[nodiscard]] QString path(const QString &name) const { return m_dir.filePath(name); }

    QTemporaryDir m_dir;
    ArchiveFiles m_files;
    QString m_mod;
    QString m_mpq;
    QString m_corruptedMpq;
    QString m_map;
    QString m_mpp;
};

void TestCliArchive::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_files = {{QStringLiteral("README.TXT"), "read me\r\n"}, {kVictim, QByteArray(9000, 'x') + "sword"},
        {QStringLiteral("DATA/A.BIN"), QByteArray("\x00\x01\x02\x03", 4)}};
    m_mod = path(QStringLiteral("test.MOD"));
    QVERIFY(mwb::test::Tl2ModFixture().build(m_mod, m_files));
    const mwb::test::MpqFixture mpq;
    m_mpq = path(QStringLiteral("test.mpq"));
    QVERIFY(mpq.build(m_mpq, m_files));
    m_corruptedMpq = path(QStringLiteral("corrupted.mpq"));
    QVERIFY(mpq.build(m_corruptedMpq, m_files) && mpq.corrupt(m_corruptedMpq, kVictim, m_files));
    m_map = path(QStringLiteral("grid.map"));
    QVERIFY(mwb::test::writeFile(m_map, mwb::test::makeMap(mwb::formats::mir2map::MapType::Wemade, 7, 6).bytes));
    m_mpp = path(QStringLiteral("grid.MPP"));
    QVERIFY(mwb::test::writeFile(m_mpp, mwb::test::makeMpp(6, 5)));
}

void TestCliArchive::overviewListsTheTopLevelCommands()
{
    const auto run = runCli(args({QStringLiteral("--help")}));
    QCOMPARE(run.exitCode, 0);
    for (const char *command : {"\n  info\n", "\n  list\n", "\n  extract\n", "\n  verify\n", "\n  mpq extract\n"})
        QVERIFY2(run.out.contains(command), command);
    for (const char *command : {"info", "list", "extract", "verify"}) {
        const auto help = runCli(args({QString::fromLatin1(command), QStringLiteral("--help")}));
        QCOMPARE(help.exitCode, 0);
        QVERIFY(help.out.contains(QByteArray(QByteArray("Usage: mwb-cli ") + command + " FILE")));
    }
}

void TestCliArchive::infoNamesFormatAndCapabilities()
{
    const auto mod = runCli(args({QStringLiteral("info"), m_mod, QStringLiteral("--json")}));
    QCOMPARE(mod.exitCode, 0);
    const QJsonObject info = mod.json().object();
    QCOMPARE(info.value(QStringLiteral("format")).toString(), QStringLiteral("tl2mod"));
    QCOMPARE(info.value(QStringLiteral("files")).toInt(), 3);
    QCOMPARE(info.value(QStringLiteral("size")).toInteger(), qint64(9 + 9005 + 4));
    QCOMPARE(info.value(QStringLiteral("capabilities")).toArray(),
        QJsonArray({QStringLiteral("read"), QStringLiteral("extract"), QStringLiteral("verify"),
            QStringLiteral("write"), QStringLiteral("create")}));

    const auto mpq = runCli(args({QStringLiteral("info"), m_mpq}));
    QCOMPARE(mpq.exitCode, 0);
    QVERIFY2(mpq.out.contains("format: mpq\n"), mpq.out.constData());
    QVERIFY(mpq.out.contains("listfiles"));
}

void TestCliArchive::infoOnGridsIsTheGroupSummary()
{
    for (const auto &[file, group] :
        {std::pair{m_map, QStringLiteral("map")}, std::pair{m_mpp, QStringLiteral("mpp")}}) {
        const auto generic = runCli(args({QStringLiteral("info"), file, QStringLiteral("--json")}));
        const auto own = runCli(args({group, QStringLiteral("info"), file, QStringLiteral("--json")}));
        QCOMPARE(generic.exitCode, 0);
        QCOMPARE(own.exitCode, 0);
        QVERIFY(generic.json().object().contains(QStringLiteral("walkable")));
        QCOMPARE(generic.out, own.out);
    }
}

void TestCliArchive::listJsonHasTheColumnsOfTheFormat()
{
    const auto mod = runCli(args({QStringLiteral("list"), m_mod, QStringLiteral("--json")}));
    QCOMPARE(mod.exitCode, 0);
    QHash<QString, QJsonObject> rows;
    for (const QJsonValue &row : mod.json().array())
        rows.insert(row.toObject().value(QStringLiteral("path")).toString(), row.toObject());
    const QJsonObject sword = rows.value(QStringLiteral("MEDIA/") + kVictim);
    QCOMPARE(sword.value(QStringLiteral("size")).toInt(), 9005);
    QVERIFY(sword.value(QStringLiteral("packed_size")).toInt() > 0);
    QVERIFY(sword.value(QStringLiteral("packed_size")).toInt() < 9005);
    for (const char *key : {"type", "compression", "crc32"})
        QVERIFY2(sword.contains(QLatin1String(key)), key);
    QVERIFY(rows.contains(QStringLiteral("MEDIA/README.TXT")));

    const auto mpq = runCli(args({QStringLiteral("list"), m_mpq, QStringLiteral("--json")}));
    QCOMPARE(mpq.exitCode, 0);
    QStringList paths;
    for (const QJsonValue &row : mpq.json().array()) {
        paths << row.toObject().value(QStringLiteral("path")).toString();
        QVERIFY(!row.toObject().contains(QStringLiteral("type"))); // MPQ has no type column
        QVERIFY(row.toObject().contains(QStringLiteral("flags")));
    }
    paths.sort();
    // The archive's own spelling: MPQ names use '\\'.
    QCOMPARE(paths,
        QStringList({QStringLiteral("(listfile)"), QStringLiteral("DATA\\A.BIN"), QStringLiteral("README.TXT"),
            QString(kVictim).replace(QLatin1Char('/'), QLatin1Char('\\'))}));
}

void TestCliArchive::extractWritesTheMatchingFiles()
{
    for (const QString &archive : {m_mod, m_mpq}) {
        const QString out = path(QStringLiteral("extract-") + QFileInfo(archive).suffix());
        const auto run = runCli(args({QStringLiteral("extract"), archive, QStringLiteral("-o"), out,
            QStringLiteral("sword.dat"), QStringLiteral("data/*")}));
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.out.contains("2 file(s) extracted, 0 failed"), run.out.constData());
        const QString root = archive == m_mod ? QStringLiteral("MEDIA/") : QString();
        const ArchiveFiles expected{{root + kVictim, m_files.value(kVictim)},
            {root + QStringLiteral("DATA/A.BIN"), m_files.value(QStringLiteral("DATA/A.BIN"))}};
        QCOMPARE(filesBelow(out), expected);
    }
}

void TestCliArchive::extractNeedsAnOutputFolder()
{
    const auto run = runCli(args({QStringLiteral("extract"), m_mpq}));
    QCOMPARE(run.exitCode, 2);
    QVERIFY(run.err.contains("-o DIR"));
}

void TestCliArchive::failingEntryFailsTheExtraction()
{
    const QString out = path(QStringLiteral("all-or-nothing"));
    const auto run = runCli(args({QStringLiteral("extract"), m_corruptedMpq, QStringLiteral("-o"), out}));
    QVERIFY2(run.exitCode >= 10, run.err.constData());
    QVERIFY(run.err.contains(kVictim.toLatin1()) || run.err.contains("SWORD.DAT"));
    QVERIFY(!QFileInfo::exists(out));
}

void TestCliArchive::keepGoingWritesTheRest()
{
    const QString out = path(QStringLiteral("keep-going"));
    const auto strict = runCli(
        args({QStringLiteral("extract"), m_corruptedMpq, QStringLiteral("-o"), path(QStringLiteral("never"))}));
    const auto run = runCli(
        args({QStringLiteral("extract"), m_corruptedMpq, QStringLiteral("-o"), out, QStringLiteral("--keep-going")}));
    QCOMPARE(run.exitCode, strict.exitCode); // the command still fails, with the entry's error
    QVERIFY2(run.out.contains("3 file(s) extracted, 1 failed"), run.out.constData());
    ArchiveFiles expected = m_files;
    expected.remove(kVictim);
    ArchiveFiles written = filesBelow(out);
    written.remove(QStringLiteral("(listfile)"));
    QCOMPARE(written, expected);
}

void TestCliArchive::verifyJsonShapeAndExitCodes()
{
    for (const QString &archive : {m_mod, m_mpq}) {
        const auto good = runCli(args({QStringLiteral("verify"), archive, QStringLiteral("--json")}));
        QCOMPARE(good.exitCode, 0);
        const QJsonObject report = good.json().object();
        QCOMPARE(report.value(QStringLiteral("accepted")).toBool(), true);
        QVERIFY(report.value(QStringLiteral("problems")).isArray());
        QVERIFY(report.value(QStringLiteral("warnings")).isArray());
        QVERIFY(report.value(QStringLiteral("checked_entries")).toInt() >= 3);
        const int strictExit = report.value(QStringLiteral("warnings")).toArray().isEmpty() ? 0 : 1;
        QCOMPARE(runCli(args({QStringLiteral("verify"), archive, QStringLiteral("--strict")})).exitCode, strictExit);
    }
    const auto bad = runCli(args({QStringLiteral("verify"), m_corruptedMpq, QStringLiteral("--json")}));
    QCOMPARE(bad.exitCode, 1);
    const QJsonObject report = bad.json().object();
    QCOMPARE(report.value(QStringLiteral("accepted")).toBool(), false);
    const QJsonArray problems = report.value(QStringLiteral("problems")).toArray();
    QCOMPARE(problems.size(), 1);
    const QJsonObject problem = problems.first().toObject();
    QVERIFY(!problem.value(QStringLiteral("code")).toString().isEmpty());
    QVERIFY(!problem.value(QStringLiteral("message")).toString().isEmpty());
    QVERIFY(problem.value(QStringLiteral("path")).toString().contains(QStringLiteral("SWORD.DAT")));

    const auto text = runCli(args({QStringLiteral("verify"), m_corruptedMpq}));
    QCOMPARE(text.exitCode, 1);
    QVERIFY2(text.out.contains("FAILED: 1 problem(s)"), text.out.constData());
}

void TestCliArchive::capabilityTheFormatLacksIsUnsupported()
{
    for (const QString &command : {QStringLiteral("list"), QStringLiteral("extract"), QStringLiteral("verify")}) {
        for (const QString &grid : {m_map, m_mpp}) {
            const auto run = runCli(args({command, grid, QStringLiteral("-o"), path(QStringLiteral("never"))})
                                        .mid(0, command == QLatin1String("extract") ? 4 : 2));
            QCOMPARE(run.exitCode, 14);
            QVERIFY2(run.err.contains("unsupported") && run.err.contains(command.toLatin1()), run.err.constData());
        }
    }
    const auto map = runCli(args({QStringLiteral("list"), m_map}));
    QVERIFY2(map.err.contains("Legend of Mir map"), map.err.constData());
    QVERIFY(!QFileInfo::exists(path(QStringLiteral("never"))));
    const auto missing = runCli(args({QStringLiteral("list"), path(QStringLiteral("missing.map"))}));
    QCOMPARE(missing.exitCode, 10); // not "unsupported": the file is not there
}

void TestCliArchive::listfileOnAFormatWithoutListfilesIsUsageError()
{
    const QString names = path(QStringLiteral("names.txt"));
    QVERIFY(mwb::test::writeFile(names, "README.TXT\r\n"));
    const auto mod = runCli(args({QStringLiteral("list"), m_mod, QStringLiteral("--listfile"), names}));
    QCOMPARE(mod.exitCode, 2);
    QVERIFY2(mod.err.contains("Torchlight 2 mod files take no --listfile"), mod.err.constData());
    const auto mpq = runCli(args({QStringLiteral("list"), m_mpq, QStringLiteral("--listfile"), names}));
    QCOMPARE(mpq.exitCode, 0);
}

void TestCliArchive::oldSpellingsStillWork()
{
    const QString generic = path(QStringLiteral("generic"));
    const QString old = path(QStringLiteral("old"));
    QCOMPARE(runCli(args({QStringLiteral("extract"), m_mpq, QStringLiteral("-o"), generic, QStringLiteral("*.TXT")}))
                 .exitCode,
        0);
    QCOMPARE(runCli(args({QStringLiteral("mpq"), QStringLiteral("extract"), m_mpq, QStringLiteral("-o"), old,
                        QStringLiteral("*.TXT")}))
                 .exitCode,
        0);
    QCOMPARE(filesBelow(old), filesBelow(generic));
    QCOMPARE(filesBelow(old).keys(), QStringList({QStringLiteral("README.TXT")}));

    const auto list = runCli(args({QStringLiteral("mpq"), QStringLiteral("list"), m_mpq, QStringLiteral("--json")}));
    QCOMPARE(list.exitCode, 0);
    QCOMPARE(list.json().array().size(), 4);
    QVERIFY(list.json().array().first().toObject().contains(QStringLiteral("hash_index"))); // MPQ's own fields
}

QTEST_GUILESS_MAIN(TestCliArchive)
#include "tst_cli_archive.moc"
