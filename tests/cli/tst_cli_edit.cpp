// SPDX-License-Identifier: GPL-3.0-or-later
// The editing commands every writable format shares (issue 27 §3–§5, issue 32 §4): add|rm|mv|compact|create with one
// JSON schema and the check after every commit, names relative to the folder given, add --update, the one pattern
// rule for rm, extract → create round trips, the RAW indexes of a mod kept right by its edits, the game version kept
// by extract → pack.
#include "CliRunner.h"
#include "SharedCorpus.h"
#include "TestFiles.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using mwb::test::filesBelow;
using mwb::test::readFile;
using mwb::test::runCli;
using mwb::test::writeFile;

namespace {

constexpr int kInvalidInput = 18;
constexpr int kUnsupported = 14;

const QByteArray kSecondUnit = "[UNIT]\r\n\t<STRING>NAME:Second Tonic\r\n\t<STRING>UNITTYPE:POTION\r\n"
                               "\t<INTEGER>LEVEL:4\r\n[/UNIT]\r\n";

/// The keys every edit report has, whatever the verb or format.
const QStringList kReportKeys{u"verb"_s, u"file"_s, u"format"_s, u"output"_s, u"added"_s, u"replaced"_s, u"removed"_s,
    u"renamed"_s, u"unchanged"_s, u"locale_set"_s, u"sidecars"_s, u"derived"_s, u"entries"_s, u"copied_raw"_s,
    u"kept_in_place"_s, u"written"_s, u"bytes"_s, u"commit"_s, u"rewrite_reason"_s, u"verified"_s, u"notes"_s,
    u"signature_before"_s, u"signature"_s, u"signature_dropped"_s};

QStringList paths(const QJsonValue &changes)
{
    QStringList out;
    for (const QJsonValue &change : changes.toArray())
        out << change.toObject().value(u"path"_s).toString();
    out.sort();
    return out;
}

/// path → bytes of every entry of an archive (list --json, then cat), the format's own files left out.
QMap<QString, QByteArray> contents(const QString &archive)
{
    QMap<QString, QByteArray> out;
    for (const QJsonValue &row : runCli({u"list"_s, archive, u"--json"_s}).json().array()) {
        const QString path = row.toObject().value(u"path"_s).toString();
        if (path.startsWith(u'(') || path.endsWith(u'/'))
            continue;
        out.insert(path.toLower(), runCli({u"cat"_s, archive, path}).out);
    }
    return out;
}

QStringList warningCodes(const QJsonDocument &verify)
{
    QStringList codes;
    for (const QJsonValue &warning : verify.object().value(u"warnings"_s).toArray())
        codes << warning.toObject().value(u"code"_s).toString();
    return codes;
}

} // namespace

class TestCliEdit : public QObject
{
    Q_OBJECT
private:
    [[nodiscard]] QString path(const QString &name) const { return m_dir.filePath(name); }
    /// A fresh copy of the packed demo mod.
    QString freshMod(const QString &name)
    {
        const QString file = path(name + u".MOD"_s);
        QFile::remove(file);
        return QFile::copy(m_mod, file) ? file : QString();
    }

    QTemporaryDir m_dir;
    QString m_mod;

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_mod = path(u"demo.MOD"_s);
        const auto packed = runCli({u"mod"_s, u"pack"_s, QStringLiteral(MWB_DEMO_MOD_DIR), u"-o"_s, m_mod});
        QVERIFY2(packed.exitCode == 0, packed.err.constData());
        QVERIFY(writeFile(path(u"src/readme.txt"_s), "read me"));
        QVERIFY(writeFile(path(u"src/Units/knight.txt"_s), QByteArray(5000, 'k')));
    }

    void formatsWithoutSignaturesRefuseSigning()
    {
        const QString mod = freshMod(u"unsigned"_s);
        const QByteArray before = readFile(mod);
        auto run = runCli({u"rm"_s, mod, u"MEDIA"_s, u"--sign"_s, u"weak"_s});
        QVERIFY(run.exitCode != 0);
        QVERIFY2(run.err.contains("cannot be signed"), run.err.constData());
        QCOMPARE(readFile(mod), before);
        QVERIFY(writeFile(path(u"signless.txt"_s), "x"));
        run = runCli({u"add"_s, mod, path(u"signless.txt"_s), u"--as"_s, u"MEDIA/SIGNLESS.TXT"_s, u"--sign"_s,
            u"none"_s});
        QVERIFY2(run.exitCode == 0, run.err.constData());
    }

    void everyVerbAndFormatReportsOneSchema()
    {
        const QString mpq = path(u"schema.mpq"_s);
        QList<QJsonObject> reports;
        const auto create = runCli({u"create"_s, mpq, path(u"src"_s), u"--format"_s, u"mpq"_s, u"--json"_s});
        QVERIFY2(create.exitCode == 0, create.err.constData());
        reports << create.json().object();
        const QString extra = path(u"extra.txt"_s);
        QVERIFY(writeFile(extra, "extra"));
        const QString mod = freshMod(u"schema"_s);
        const QList<QStringList> edits{{u"add"_s, mpq, extra, u"--into"_s, u"Docs"_s},
            {u"mv"_s, mpq, u"Docs/extra.txt"_s, u"Docs/moved.txt"_s}, {u"rm"_s, mpq, u"moved.txt"_s},
            {u"compact"_s, mpq}, {u"add"_s, mod, extra, u"--as"_s, u"MEDIA/EXTRA.TXT"_s},
            {u"mv"_s, mod, u"MEDIA/EXTRA.TXT"_s, u"MEDIA/DOCS/EXTRA.TXT"_s}, {u"rm"_s, mod, u"EXTRA.TXT"_s},
            {u"mod"_s, u"add"_s, mod, extra, u"--as"_s, u"MEDIA/AGAIN.TXT"_s}, {u"mpq"_s, u"rm"_s, mpq, u"*.txt"_s}};
        for (const QStringList &edit : edits) {
            const auto run = runCli(edit + QStringList{u"--json"_s});
            QVERIFY2(run.exitCode == 0, qPrintable(edit.join(u' ') + u": "_s + QString::fromLocal8Bit(run.err)));
            reports << run.json().object();
        }
        for (const QJsonObject &report : reports) {
            QStringList keys = report.keys();
            keys.sort();
            QStringList expected = kReportKeys;
            expected.sort();
            QCOMPARE(keys, expected);
            QVERIFY(report.value(u"verified"_s).toInt() > 0 || report.value(u"entries"_s).toInt() == 0);
        }
        QCOMPARE(reports[1].value(u"verb"_s).toString(), u"add"_s);
        QCOMPARE(paths(reports[1].value(u"added"_s)), QStringList{u"Docs\\extra.txt"_s});
        QCOMPARE(reports[2].value(u"renamed"_s).toArray().at(0).toObject().value(u"from"_s).toString(),
            u"Docs\\extra.txt"_s);
        QCOMPARE(paths(reports[3].value(u"removed"_s)), QStringList{u"Docs\\moved.txt"_s});
        QCOMPARE(reports[4].value(u"commit"_s).toString(), u"rewritten"_s);
        QCOMPARE(reports[5].value(u"format"_s).toString(), u"tl2mod"_s);
        QCOMPARE(paths(reports[7].value(u"removed"_s)), QStringList{u"MEDIA/DOCS/EXTRA.TXT"_s});
        QCOMPARE(paths(reports[9].value(u"removed"_s)), (QStringList{u"Units\\knight.txt"_s, u"readme.txt"_s}));
    }

    void namesAreRelativeToTheFolderGiven()
    {
        const QString nest = path(u"nest"_s);
        QVERIFY(writeFile(nest + u"/in/readme.txt"_s, "readme"));
        QVERIFY(writeFile(nest + u"/in/sub/a.txt"_s, "a"));
        QVERIFY(runCli({u"mpq"_s, u"create"_s, u"nest/outer.mpq"_s, u"nest/in"_s}, m_dir.path()).exitCode == 0);
        QCOMPARE(contents(nest + u"/outer.mpq"_s).keys(), (QStringList{u"readme.txt"_s, u"sub\\a.txt"_s}));
        QVERIFY(runCli({u"mpq"_s, u"create"_s, u"add.mpq"_s, u"in"_s}, nest).exitCode == 0);
        const auto added = runCli({u"mpq"_s, u"add"_s, u"add.mpq"_s, u"in"_s, u"-o"_s, u"x.mpq"_s}, nest);
        QVERIFY2(added.exitCode == 0, added.err.constData());
        QCOMPARE(contents(nest + u"/x.mpq"_s).keys(),
            (QStringList{u"in\\readme.txt"_s, u"in\\sub\\a.txt"_s, u"readme.txt"_s, u"sub\\a.txt"_s}));
        QVERIFY(runCli({u"add"_s, u"add.mpq"_s, u"./in/"_s, u"-o"_s, u"y.mpq"_s}, nest).exitCode == 0);
        QCOMPARE(contents(nest + u"/y.mpq"_s), contents(nest + u"/x.mpq"_s));
    }

    void updateSkipsFilesAlreadyStored()
    {
        const QString mpq = path(u"update.mpq"_s);
        QVERIFY(runCli({u"create"_s, mpq, path(u"src"_s), u"--format"_s, u"mpq"_s}).exitCode == 0);
        const QByteArray before = readFile(mpq);
        const auto same = runCli({u"add"_s, mpq, path(u"src/Units"_s), u"--update"_s, u"--json"_s});
        QVERIFY2(same.exitCode == 0, same.err.constData());
        QCOMPARE(paths(same.json().object().value(u"unchanged"_s)), QStringList{u"Units\\knight.txt"_s});
        QCOMPARE(same.json().object().value(u"commit"_s).toString(), u"none"_s);
        QCOMPARE(readFile(mpq), before); // nothing was written
        QVERIFY(writeFile(path(u"src2/Units/knight.txt"_s), "changed"));
        QVERIFY(writeFile(path(u"src2/Units/squire.txt"_s), QByteArray(5000, 'k')));
        QVERIFY(writeFile(path(u"src2/readme.txt"_s), "read me"));
        const auto mixed = runCli({u"add"_s, mpq, path(u"src2/Units"_s), path(u"src2/readme.txt"_s), u"--update"_s});
        QVERIFY2(mixed.exitCode == 0, mixed.err.constData());
        QVERIFY(mixed.out.contains("1 file(s) already stored under their names were skipped"));
        const auto json = runCli({u"add"_s, mpq, path(u"src2/readme.txt"_s), u"--update"_s, u"--json"_s});
        QCOMPARE(json.json().object().value(u"unchanged"_s).toArray().size(), 1);
        QCOMPARE(runCli({u"cat"_s, mpq, u"Units/knight.txt"_s}).out, QByteArray("changed"));
        const QString mod = freshMod(u"update"_s);
        const auto tl2 = runCli({u"mod"_s, u"add"_s, mod, QStringLiteral(MWB_DEMO_MOD_DIR) + u"/MEDIA/UNITS"_s,
            u"--update"_s, u"--json"_s});
        QVERIFY2(tl2.exitCode == 0, tl2.err.constData());
        QCOMPARE(paths(tl2.json().object().value(u"unchanged"_s)),
            QStringList{u"MEDIA/UNITS/ITEMS/POTIONS/WORKBENCH_TONIC.DAT"_s}); // compared as compiled
    }

    void rmTakesThePatternsExtractTakes()
    {
        const QString mod = freshMod(u"rm"_s);
        const QString tonic = u"MEDIA/UNITS/ITEMS/POTIONS/WORKBENCH_TONIC.DAT"_s;
        QCOMPARE(runCli({u"extract"_s, mod, u"-o"_s, path(u"rm-extract"_s), u"WORKBENCH_TONIC.DAT"_s}).exitCode, 0);
        QVERIFY(QFileInfo::exists(path(u"rm-extract/"_s) + tonic));
        const auto run = runCli({u"mod"_s, u"rm"_s, mod, u"WORKBENCH_TONIC.DAT"_s, u"--json"_s});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        QCOMPARE(paths(run.json().object().value(u"removed"_s)), QStringList{tonic});
        // Its only unit is gone, so is the index of units (as `mod pack` leaves out a RAW without sources).
        QCOMPARE(run.json().object().value(u"derived"_s).toArray().at(0).toString(),
            u"UNITDATA.RAW: left out, its sources are gone"_s);
        QCOMPARE(runCli({u"mod"_s, u"verify"_s, mod, u"--strict"_s}).exitCode, 0);
        QCOMPARE(runCli({u"rm"_s, mod, u"NOTHING*.DAT"_s}).exitCode, kInvalidInput);
    }

    void editsKeepTheRawIndexesRight()
    {
        const QString mod = freshMod(u"raw"_s);
        const QString second = path(u"more/MEDIA/UNITS/ITEMS/POTIONS/SECOND_TONIC.DAT"_s);
        QVERIFY(writeFile(second, kSecondUnit));
        const auto added = runCli({u"mod"_s, u"add"_s, mod, second, u"--json"_s});
        QVERIFY2(added.exitCode == 0, added.err.constData());
        QVERIFY(added.json()
                    .object()
                    .value(u"derived"_s)
                    .toArray()
                    .at(0)
                    .toString()
                    .startsWith(u"UNITDATA.RAW: ITEMS +1"_s));
        QVERIFY(runCli({u"raw"_s, u"show"_s, mod + u"::MEDIA/UNITDATA.RAW"_s}).out.contains("SECOND_TONIC.DAT"));
        const QByteArray twoUnits = runCli({u"cat"_s, mod, u"MEDIA/UNITDATA.RAW"_s}).out;

        const auto removed = runCli({u"rm"_s, mod, u"*SECOND*"_s, u"--json"_s});
        QVERIFY2(removed.exitCode == 0, removed.err.constData());
        const QByteArray shown = runCli({u"raw"_s, u"show"_s, mod + u"::MEDIA/UNITDATA.RAW"_s}).out;
        QVERIFY(!shown.contains("SECOND_TONIC.DAT")); // no row points at the removed file
        QVERIFY(shown.contains("WORKBENCH_TONIC.DAT"));
        QCOMPARE(runCli({u"mod"_s, u"verify"_s, mod, u"--strict"_s}).exitCode, 0);

        // An index the user puts back by hand is kept as given, and the doctor names its dangling row.
        QVERIFY(writeFile(path(u"two-units.raw"_s), twoUnits));
        QVERIFY(runCli({u"add"_s, mod, path(u"two-units.raw"_s), u"--as"_s, u"MEDIA/UNITDATA.RAW"_s}).exitCode == 0);
        const auto lenient = runCli({u"mod"_s, u"verify"_s, mod, u"--json"_s});
        QCOMPARE(lenient.exitCode, 0);
        QVERIFY(warningCodes(lenient.json()).contains(u"dangling-raw"_s));
        const auto strict = runCli({u"verify"_s, mod, u"--strict"_s});
        QCOMPARE(strict.exitCode, 1);
        QVERIFY2(strict.out.contains("SECOND_TONIC.DAT"), strict.out.constData());
    }

    void extractThenPackKeepsTheGameVersion()
    {
        const QString old = path(u"old-version.MOD"_s);
        QVERIFY(runCli({u"mod"_s, u"pack"_s, QStringLiteral(MWB_DEMO_MOD_DIR), u"-o"_s, old, u"--game-version"_s,
                           u"1.25.5.2"_s})
                    .exitCode
            == 0);
        const QString folder = path(u"old-version"_s);
        QCOMPARE(runCli({u"mod"_s, u"extract"_s, old, u"-o"_s, folder}).exitCode, 0);
        const QString repacked = path(u"repacked.MOD"_s);
        QCOMPARE(runCli({u"mod"_s, u"pack"_s, folder, u"-o"_s, repacked}).exitCode, 0);
        QCOMPARE(
            runCli({u"mod"_s, u"info"_s, repacked, u"--json"_s}).json().object().value(u"game_version"_s).toString(),
            u"1.25.5.2"_s);
        QCOMPARE(readFile(repacked), readFile(old)); // extract → pack is lossless
        const QString asked = path(u"asked.MOD"_s);
        QCOMPARE(runCli({u"mod"_s, u"pack"_s, folder, u"-o"_s, asked, u"--game-version"_s, u"1.25.9.5"_s}).exitCode, 0);
        QCOMPARE(runCli({u"mod"_s, u"info"_s, asked, u"--json"_s}).json().object().value(u"game_version"_s).toString(),
            u"1.25.9.5"_s);
    }

    void extractThenCreateGivesTheSameArchive()
    {
        const QString original = path(u"original.w3x"_s);
        QVERIFY(runCli({u"mpq"_s, u"create"_s, original, path(u"src"_s), u"--preset"_s, u"war3-map"_s}).exitCode == 0);
        const QString folder = path(u"roundtrip"_s);
        QCOMPARE(runCli({u"mpq"_s, u"extract"_s, original, u"-o"_s, folder}).exitCode, 0);
        QVERIFY(QFileInfo::exists(folder + u"/(listfile)"_s)); // what extraction writes beside the files
        const QString again = path(u"again.w3x"_s);
        const auto created = runCli({u"mpq"_s, u"create"_s, again, folder, u"--like"_s, original, u"--json"_s});
        QVERIFY2(created.exitCode == 0, created.err.constData());
        const QJsonArray sidecars = created.json().object().value(u"sidecars"_s).toArray();
        QVERIFY(sidecars.contains(u"(listfile)"_s) && sidecars.contains(u"(attributes)"_s));
        QCOMPARE(contents(again), contents(original));
        const QString generic = path(u"generic.w3x"_s);
        QCOMPARE(runCli({u"create"_s, generic, folder, u"--format"_s, u"mpq"_s}).exitCode, 0);
        QCOMPARE(contents(generic), contents(original));
        QVERIFY(runCli({u"list"_s, generic}).out.count("(listfile)") == 1);
    }

    void extractThenCreateRoundTripsRealArchives_data()
    {
        QTest::addColumn<QString>("corpus");
        QTest::addColumn<QString>("archive");
        QTest::newRow("WoW patch") << u"wow"_s << u"mpq/turtle_patch-N.MPQ"_s;
        QTest::newRow("Warcraft III map") << u"mpq"_s << u"inwc3+JMPQ3/src/test/resources/mpqs/normalMap.w3x"_s;
        QTest::newRow("Warcraft III map, 395 files") << u"mpq"_s << u"inwc3+wc3libs/src/test/resources/in.w3x"_s;
        QTest::newRow("Warcraft III RoC map") << u"mpq"_s << u"nielsAD+gowarcraft3/file/w3m/test_roc.w3m"_s;
        QTest::newRow("StarCraft map") << u"mpq"_s
                                       << u"bwapi+bwapi/bwapi/TestAIModule/maps/TestModule/generalTest.scx"_s;
        QTest::newRow("StarCraft II map") << u"mpq"_s << u"Blizzard+s2client-api/maps/Example/MarineMicro.SC2Map"_s;
    }
    void extractThenCreateRoundTripsRealArchives()
    {
        QFETCH(QString, corpus);
        QFETCH(QString, archive);
        MWB_REQUIRE_CORPUS(mpqCorpus, "mpq");
        MWB_REQUIRE_CORPUS(wowCorpus, "wow");
        const QString original = (corpus == u"wow"_s ? wowCorpus : mpqCorpus) + u'/' + archive;
        const QString folder = path(u"corpus-"_s + QFileInfo(archive).fileName());
        QCOMPARE(runCli({u"mpq"_s, u"extract"_s, original, u"-o"_s, folder}).exitCode, 0);
        const QString again = folder + u".again"_s;
        const auto created = runCli({u"mpq"_s, u"create"_s, again, folder, u"--like"_s, original, u"--json"_s});
        QVERIFY2(created.exitCode == 0, created.err.constData());
        QVERIFY(created.json().object().value(u"sidecars"_s).toArray().contains(u"(listfile)"_s));
        const QString folderAgain = folder + u".extracted"_s;
        QCOMPARE(runCli({u"mpq"_s, u"extract"_s, again, u"-o"_s, folderAgain}).exitCode, 0);
        QMap<QString, QByteArray> expected = filesBelow(folder);
        QMap<QString, QByteArray> roundTripped = filesBelow(folderAgain);
        QVERIFY(expected.size() > 1);
        for (const QString &internal : {u"(listfile)"_s, u"(attributes)"_s, u"(signature)"_s}) {
            expected.remove(internal);
            roundTripped.remove(internal);
        }
        QCOMPARE(roundTripped.keys(), expected.keys());
        QVERIFY(roundTripped == expected);
    }

    void createMakesAModAsModPackDoes()
    {
        const QString created = path(u"created.MOD"_s);
        const auto run
            = runCli({u"create"_s, created, QStringLiteral(MWB_DEMO_MOD_DIR), u"--format"_s, u"tl2mod"_s, u"--json"_s});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        QCOMPARE(readFile(created), readFile(m_mod)); // one write path: byte for byte what mod pack writes
        QVERIFY(run.json().object().value(u"sidecars"_s).toArray().contains(u"MOD.DAT"_s));
        QCOMPARE(
            run.json().object().value(u"verified"_s).toInt(), run.json().object().value(u"added"_s).toArray().size());
        QCOMPARE(runCli({u"compact"_s, created}).exitCode, kUnsupported); // a .MOD has no dead space to drop
    }
};

QTEST_GUILESS_MAIN(TestCliEdit)
#include "tst_cli_edit.moc"
