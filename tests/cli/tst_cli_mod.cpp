// SPDX-License-Identifier: GPL-3.0-or-later
#include "../tl2mod/LosslessFixtures.h"
#include "CliRunner.h"

#include <QDir>
#include <QDirIterator>
#include <QJsonArray>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using mwb::test::runCli;

class TestCliMod : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void helpListsEveryModCommand();
    void everyCommandHasHelp_data();
    void everyCommandHasHelp();
    void infoShowsHeaderFromModDat();
    void listJsonHasTheDocumentedFields();
    void verifyAcceptsPackedMod();
    void verifyRejectsCorruptedData();
    void extractWholeModRepacksToEquivalentMod();
    void packCompilesDatsUnlessAskedNotTo();
    void extractWithPatternTakesOnlyMatches();
    void missingFileIsIoExitCode();
    void notAModIsBadMagicExitCode();
    void unknownCommandIsUsageError();
    void badGameVersionIsUsageError();
    void verifyWarnsAndStrictFails();
    void extractWarnsAboutDuplicatePathsAndPacksThemBack();
    void packReportsRegeneratedRawChanges();

private:
    QTemporaryDir m_dir;
    QString m_mod;
};

void TestCliMod::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_mod = m_dir.filePath(QStringLiteral("demo.mod"));
    const auto run = runCli({QStringLiteral("mod"), QStringLiteral("pack"), QStringLiteral(MWB_DEMO_MOD_DIR),
        QStringLiteral("-o"), m_mod});
    QVERIFY2(run.exitCode == 0, run.err.constData());
    QVERIFY(QFile::exists(m_mod));
}

void TestCliMod::helpListsEveryModCommand()
{
    const auto run = runCli({QStringLiteral("--help")});
    QCOMPARE(run.exitCode, 0);
    for (const char *command : {"mod info", "mod list", "mod extract", "mod pack", "mod verify"})
        QVERIFY2(run.out.contains(command), command);
}

void TestCliMod::everyCommandHasHelp_data()
{
    QTest::addColumn<QString>("command");
    for (const char *command : {"info", "list", "extract", "pack", "verify"})
        QTest::newRow(command) << QString::fromLatin1(command);
}

void TestCliMod::everyCommandHasHelp()
{
    QFETCH(QString, command);
    const auto run = runCli({QStringLiteral("mod"), command, QStringLiteral("--help")});
    QCOMPARE(run.exitCode, 0);
    const QByteArray usage = QByteArray("Usage: mwb-cli mod ") + command.toLatin1();
    QVERIFY(run.out.contains(usage));
}

void TestCliMod::infoShowsHeaderFromModDat()
{
    const auto run = runCli({QStringLiteral("mod"), QStringLiteral("info"), m_mod, QStringLiteral("--json")});
    QCOMPARE(run.exitCode, 0);
    const QJsonObject info = run.json().object();
    QCOMPARE(info.value(QStringLiteral("title")).toString(), QStringLiteral("Workbench Demo Arena"));
    QCOMPARE(info.value(QStringLiteral("mod_version")).toInt(), 3); // MOD.DAT VERSION 2 + 1
    QCOMPARE(info.value(QStringLiteral("game_version")).toString(), QStringLiteral("1.25.9.5"));
    QCOMPARE(info.value(QStringLiteral("mod_id")).toString(), QStringLiteral("0x%1").arg(7310472093118235001ULL, 16, 16,
        QLatin1Char('0')));
    QCOMPARE(info.value(QStringLiteral("manifest_version")).toInt(), 2);
}

void TestCliMod::listJsonHasTheDocumentedFields()
{
    const auto run = runCli({QStringLiteral("mod"), QStringLiteral("list"), m_mod, QStringLiteral("--json")});
    QCOMPARE(run.exitCode, 0);
    const QJsonArray rows = run.json().array();
    QVERIFY(!rows.isEmpty());
    bool sawPng = false;
    for (const QJsonValue &value : rows) {
        const QJsonObject row = value.toObject();
        for (const char *key : {"path", "type", "size", "packed_size", "crc32"})
            QVERIFY2(row.contains(QLatin1String(key)), key);
        if (row.value(QStringLiteral("path")).toString() == QLatin1String("MEDIA/UI/ICONS/WORKBENCH.PNG")) {
            sawPng = true;
            QCOMPARE(row.value(QStringLiteral("type")).toInt(), 5);
            QCOMPARE(row.value(QStringLiteral("size")).toInt(),
                QFileInfo(QStringLiteral(MWB_DEMO_MOD_DIR "/MEDIA/UI/ICONS/WORKBENCH.PNG")).size());
        }
    }
    QVERIFY(sawPng);
}

void TestCliMod::verifyAcceptsPackedMod()
{
    const auto run = runCli({QStringLiteral("mod"), QStringLiteral("verify"), m_mod, QStringLiteral("--json")});
    QCOMPARE(run.exitCode, 0);
    const QJsonObject report = run.json().object();
    QCOMPARE(report.value(QStringLiteral("game_accepts")).toBool(), true);
    QCOMPARE(report.value(QStringLiteral("stored_rolling_hash")), report.value(QStringLiteral("computed_rolling_hash")));
}

void TestCliMod::verifyRejectsCorruptedData()
{
    const QString corrupted = m_dir.filePath(QStringLiteral("corrupted.mod"));
    QVERIFY(QFile::copy(m_mod, corrupted));
    const auto info = runCli({QStringLiteral("mod"), QStringLiteral("info"), m_mod, QStringLiteral("--json")});
    const qint64 manifestOffset = info.json().object().value(QStringLiteral("manifest_offset")).toInteger();
    QFile file(corrupted);
    QVERIFY(file.open(QIODevice::ReadWrite));
    QVERIFY(file.seek(manifestOffset - 1)); // the last data byte is always sampled by the rolling hash
    char byte = 0;
    QVERIFY(file.getChar(&byte));
    QVERIFY(file.seek(manifestOffset - 1));
    QVERIFY(file.putChar(static_cast<char>(byte ^ 0x5A)));
    file.close();
    const auto run = runCli({QStringLiteral("mod"), QStringLiteral("verify"), corrupted, QStringLiteral("--json")});
    QCOMPARE(run.exitCode, 1);
    const QJsonObject report = run.json().object();
    QCOMPARE(report.value(QStringLiteral("game_accepts")).toBool(), false);
    const QJsonArray problems = report.value(QStringLiteral("problems")).toArray();
    QVERIFY(!problems.isEmpty());
    bool sawHash = false;
    for (const QJsonValue &p : problems)
        sawHash |= p.toObject().value(QStringLiteral("code")).toString() == QLatin1String("checksum-mismatch");
    QVERIFY(sawHash);
}

void TestCliMod::extractWholeModRepacksToEquivalentMod()
{
    const QString folder = m_dir.filePath(QStringLiteral("extracted"));
    const auto extract = runCli({QStringLiteral("mod"), QStringLiteral("extract"), m_mod, QStringLiteral("-o"), folder});
    QVERIFY2(extract.exitCode == 0, extract.err.constData());
    QVERIFY(QFile::exists(folder + QStringLiteral("/MOD.DAT")));
    QVERIFY(QFile::exists(folder + QStringLiteral("/MEDIA/LAYOUTS/DEMO_ARENA/DEMO_ARENA.MPP")));
    const QString repacked = m_dir.filePath(QStringLiteral("repacked.mod"));
    const auto pack = runCli({QStringLiteral("mod"), QStringLiteral("pack"), folder, QStringLiteral("-o"), repacked});
    QVERIFY2(pack.exitCode == 0, pack.err.constData());

    auto records = [](const QString &mod) {
        QStringList rows;
        const auto run = runCli({QStringLiteral("mod"), QStringLiteral("list"), mod, QStringLiteral("--json")});
        for (const QJsonValue &v : run.json().array()) {
            const QJsonObject r = v.toObject();
            rows << QStringLiteral("%1|%2|%3|%4")
                        .arg(r.value(QStringLiteral("path")).toString())
                        .arg(r.value(QStringLiteral("type")).toInt())
                        .arg(r.value(QStringLiteral("size")).toInteger())
                        .arg(r.value(QStringLiteral("crc32")).toString());
        }
        rows.sort();
        return rows;
    };
    QCOMPARE(records(repacked), records(m_mod));
    auto header = [](const QString &mod) {
        QJsonObject h = runCli({QStringLiteral("mod"), QStringLiteral("info"), mod, QStringLiteral("--json")})
                            .json()
                            .object();
        for (const char *volatileKey : {"file", "data_offset", "manifest_offset", "rolling_hash", "max_compressed_block"})
            h.remove(QLatin1String(volatileKey));
        return h;
    };
    QCOMPARE(header(repacked), header(m_mod));
}

void TestCliMod::packCompilesDatsUnlessAskedNotTo()
{
    // The demo holds one text unit DAT (UTF-16LE with BOM): packed, it is a BINDAT (version 2) and UNITDATA.RAW
    // indexes it; with --no-compile it is stored as written and no RAW is made.
    const QString tonic = QStringLiteral("MEDIA/UNITS/ITEMS/POTIONS/WORKBENCH_TONIC.DAT");
    QFile source(QStringLiteral(MWB_DEMO_MOD_DIR "/") + tonic);
    QVERIFY(source.open(QIODevice::ReadOnly));
    const QByteArray text = source.readAll();
    QVERIFY(text.startsWith("\xFF\xFE"));

    for (const bool compile : {true, false}) {
        const QString mod = m_dir.filePath(compile ? QStringLiteral("compiled.mod") : QStringLiteral("as-is.mod"));
        QStringList args{QStringLiteral("mod"), QStringLiteral("pack"), QStringLiteral(MWB_DEMO_MOD_DIR),
            QStringLiteral("-o"), mod};
        if (!compile)
            args << QStringLiteral("--no-compile");
        const auto pack = runCli(args);
        QVERIFY2(pack.exitCode == 0, pack.err.constData());
        QVERIFY2(pack.err.contains(compile ? "DATs compiled: 1, layouts compiled: 0, layouts from .LAYOUT.BINLAYOUT: "
                                             "0, RAW files regenerated: 1"
                                           : "DATs compiled: 0, layouts compiled: 0, layouts from .LAYOUT.BINLAYOUT: "
                                             "0, RAW files regenerated: 0"),
            pack.err.constData());

        const QString out = m_dir.filePath(compile ? QStringLiteral("compiled") : QStringLiteral("as-is"));
        const auto extract = runCli({QStringLiteral("mod"), QStringLiteral("extract"), mod, QStringLiteral("-o"), out,
            QStringLiteral("*.DAT"), QStringLiteral("*.RAW")});
        QVERIFY2(extract.exitCode == 0, extract.err.constData());
        QFile entry(out + QLatin1Char('/') + tonic);
        QVERIFY(entry.open(QIODevice::ReadOnly));
        const QByteArray stored = entry.readAll();
        if (compile)
            QVERIFY(stored.startsWith(QByteArray("\x02\x00\x00\x00", 4)));
        else
            QCOMPARE(stored, text);
        QCOMPARE(QFile::exists(out + QStringLiteral("/MEDIA/UNITDATA.RAW")), compile);
    }
}

void TestCliMod::extractWithPatternTakesOnlyMatches()
{
    const QString folder = m_dir.filePath(QStringLiteral("pngs"));
    const auto run = runCli(
        {QStringLiteral("mod"), QStringLiteral("extract"), m_mod, QStringLiteral("-o"), folder, QStringLiteral("*.png")});
    QVERIFY2(run.exitCode == 0, run.err.constData());
    QStringList files;
    for (QDirIterator it(folder, QDir::Files, QDirIterator::Subdirectories); it.hasNext();)
        files << QDir(folder).relativeFilePath(it.next());
    QCOMPARE(files, QStringList{QStringLiteral("MEDIA/UI/ICONS/WORKBENCH.PNG")});
}

void TestCliMod::missingFileIsIoExitCode()
{
    const auto run = runCli({QStringLiteral("mod"), QStringLiteral("info"), QStringLiteral("/nonexistent/x.mod")});
    QCOMPARE(run.exitCode, 10);
    QVERIFY(run.err.contains("io:"));
}

void TestCliMod::notAModIsBadMagicExitCode()
{
    const QString junk = m_dir.filePath(QStringLiteral("junk.mod"));
    QFile file(junk);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(QByteArray(256, 'x'));
    file.close();
    const auto run = runCli({QStringLiteral("mod"), QStringLiteral("verify"), junk});
    QCOMPARE(run.exitCode, 12);
    QVERIFY(run.err.contains("bad-magic"));
}

void TestCliMod::unknownCommandIsUsageError()
{
    QCOMPARE(runCli({QStringLiteral("mod"), QStringLiteral("explode")}).exitCode, 2);
    QCOMPARE(runCli({QStringLiteral("mod"), QStringLiteral("info")}).exitCode, 2);
}

void TestCliMod::badGameVersionIsUsageError()
{
    const auto run = runCli({QStringLiteral("mod"), QStringLiteral("pack"), QStringLiteral(MWB_DEMO_MOD_DIR),
        QStringLiteral("-o"), m_dir.filePath(QStringLiteral("x.mod")), QStringLiteral("--game-version"),
        QStringLiteral("1.2.x")});
    QCOMPARE(run.exitCode, 2);
    QVERIFY(!QFile::exists(m_dir.filePath(QStringLiteral("x.mod"))));
}

void TestCliMod::verifyWarnsAndStrictFails()
{
    const QString mod = mwb::test::tl2::makeStaleUnitDataMod(m_dir.filePath(QStringLiteral("stale-cli")));
    QVERIFY(!mod.isEmpty());
    const auto run = runCli({QStringLiteral("mod"), QStringLiteral("verify"), mod, QStringLiteral("--json")});
    QCOMPARE(run.exitCode, 0); // warnings do not fail the check
    const QJsonObject report = run.json().object();
    QCOMPARE(report.value(QStringLiteral("game_accepts")).toBool(), true);
    const QJsonArray warnings = report.value(QStringLiteral("warnings")).toArray();
    QCOMPARE(warnings.size(), 1);
    const QJsonObject warning = warnings.at(0).toObject();
    QCOMPARE(warning.value(QStringLiteral("code")).toString(), QStringLiteral("stale-raw"));
    QCOMPARE(warning.value(QStringLiteral("path")).toString(), QStringLiteral("MEDIA/UNITDATA.RAW"));
    QVERIFY(warning.value(QStringLiteral("message")).toString().contains(QLatin1String("PLAYERS +5")));

    const auto strict = runCli({QStringLiteral("mod"), QStringLiteral("verify"), mod, QStringLiteral("--strict")});
    QCOMPARE(strict.exitCode, 1);
    QVERIFY2(strict.out.contains("warning [stale-raw]"), strict.out.constData());
    QVERIFY(strict.out.contains("FAILED (--strict)"));
    // A mod without warnings passes --strict.
    QCOMPARE(runCli({QStringLiteral("mod"), QStringLiteral("verify"), m_mod, QStringLiteral("--strict")}).exitCode, 0);
}

void TestCliMod::extractWarnsAboutDuplicatePathsAndPacksThemBack()
{
    const QString mod = mwb::test::tl2::makeDuplicatePathMod(m_dir.filePath(QStringLiteral("dup-cli")));
    QVERIFY(!mod.isEmpty());
    const QString folder = m_dir.filePath(QStringLiteral("dup-cli/extracted"));
    const auto extract = runCli({QStringLiteral("mod"), QStringLiteral("extract"), mod, QStringLiteral("-o"), folder});
    QCOMPARE(extract.exitCode, 0);
    const QByteArray warning = "warning: " + mwb::test::tl2::kDuplicatePath.toUtf8();
    QVERIFY2(extract.err.contains(warning), extract.err.constData());
    QVERIFY(QFile::exists(folder + QStringLiteral("/.mwb-mod.json")));
    const QString repacked = m_dir.filePath(QStringLiteral("dup-cli/repacked.mod"));
    const auto pack = runCli({QStringLiteral("mod"), QStringLiteral("pack"), folder, QStringLiteral("-o"), repacked,
        QStringLiteral("--json")});
    QVERIFY2(pack.exitCode == 0, pack.err.constData());
    QCOMPARE(pack.json().object().value(QStringLiteral("used_sidecar")).toBool(), true);
    const auto list = [](const QString &file) {
        return runCli({QStringLiteral("mod"), QStringLiteral("list"), file, QStringLiteral("--json")}).json().array();
    };
    const QJsonArray before = list(mod);
    QCOMPARE(before.size(), list(repacked).size());
    for (qsizetype i = 0; i < before.size(); ++i) {
        QJsonObject a = before.at(i).toObject();
        QJsonObject b = list(repacked).at(i).toObject();
        for (const char *volatileKey : {"offset", "packed_size"}) {
            a.remove(QLatin1String(volatileKey));
            b.remove(QLatin1String(volatileKey));
        }
        QCOMPARE(b, a);
    }
}

void TestCliMod::packReportsRegeneratedRawChanges()
{
    const QString mod = mwb::test::tl2::makeStaleUnitDataMod(m_dir.filePath(QStringLiteral("raw-cli")));
    QVERIFY(!mod.isEmpty());
    const QString folder = m_dir.filePath(QStringLiteral("raw-cli/extracted"));
    QCOMPARE(runCli({QStringLiteral("mod"), QStringLiteral("extract"), mod, QStringLiteral("-o"), folder}).exitCode, 0);
    QVERIFY(
        mwb::test::writeFile(folder + QStringLiteral("/MEDIA/UNITS/ITEMS/ITEM4.DAT"), mwb::test::tl2::unitDat(4, 600)));
    const auto pack = runCli({QStringLiteral("mod"), QStringLiteral("pack"), folder, QStringLiteral("-o"),
        m_dir.filePath(QStringLiteral("raw-cli/out.mod")), QStringLiteral("--json")});
    QVERIFY2(pack.exitCode == 0, pack.err.constData());
    QVERIFY2(pack.err.contains("UNITDATA.RAW: ITEMS +2, PLAYERS +5"), pack.err.constData());
    const QJsonArray changes = pack.json().object().value(QStringLiteral("raw_changes")).toArray();
    QCOMPARE(changes.size(), 1);
    const QJsonObject change = changes.at(0).toObject();
    QCOMPARE(change.value(QStringLiteral("path")).toString(), QStringLiteral("MEDIA/UNITDATA.RAW"));
    QCOMPARE(change.value(QStringLiteral("kind")).toString(), QStringLiteral("updated"));
    const QJsonArray tables = change.value(QStringLiteral("tables")).toArray();
    QCOMPARE(tables.size(), 2);
    QCOMPARE(tables.at(1).toObject().value(QStringLiteral("table")).toString(), QStringLiteral("PLAYERS"));
    QCOMPARE(tables.at(1).toObject().value(QStringLiteral("added")).toInt(), 5);
}

QTEST_GUILESS_MAIN(TestCliMod)
#include "tst_cli_mod.moc"
