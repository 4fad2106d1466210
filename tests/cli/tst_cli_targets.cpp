// SPDX-License-Identifier: GPL-3.0-or-later
// What a command's FILE may name (issue 27 §3–§5, issue 32 §3–§4): an entry of any archive format (ARCHIVE::ENTRY,
// "::" nesting, in the archive's own path rule), read by `cat` and every content command and written back through
// the archive's writer (`map edit`, `mpp edit`, `dat compile -o`); extraction that refuses to overwrite; the archive's
// own path spelling in text and JSON.
#include "CliRunner.h"
#include "MapFixtures.h"
#include "TestFiles.h"

#include <QDirIterator>
#include <QJsonArray>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using mwb::test::readFile;
using mwb::test::runCli;
using mwb::test::writeFile;

namespace {

constexpr int kUsage = 2;
constexpr int kBadMagic = 12;
constexpr int kInvalidInput = 18;
const QString kArena = u"MEDIA/LAYOUTS/DEMO_ARENA/DEMO_ARENA.MPP"_s;

/// Every file below `dir`, relative, with its bytes.
QMap<QString, QByteArray> filesBelow(const QString &dir)
{
    QMap<QString, QByteArray> out;
    QDirIterator it(dir, QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString file = it.next();
        out.insert(QDir(dir).relativeFilePath(file), readFile(file));
    }
    return out;
}

QJsonObject infoOf(const QStringList &command)
{
    return runCli(command + QStringList{u"--json"_s}).json().object();
}

} // namespace

class TestCliTargets : public QObject
{
    Q_OBJECT
private:
    [[nodiscard]] QString path(const QString &name) const { return m_dir.filePath(name); }

    QTemporaryDir m_dir;
    QString m_mod; ///< the demo mod
    QString m_inner; ///< inner.mpq: two files
    QString m_outer; ///< outer.mpq: inner.mpq, the demo mod and a text file

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_mod = path(u"demo.MOD"_s);
        QCOMPARE(runCli({u"mod"_s, u"pack"_s, QStringLiteral(MWB_DEMO_MOD_DIR), u"-o"_s, m_mod}).exitCode, 0);
        QVERIFY(writeFile(path(u"inner/war3map.j"_s), "function main takes nothing returns nothing\nendfunction\n"));
        QVERIFY(writeFile(path(u"inner/Units/footman.txt"_s), "footman"));
        m_inner = path(u"inner.mpq"_s);
        QCOMPARE(runCli({u"mpq"_s, u"create"_s, m_inner, path(u"inner"_s)}).exitCode, 0);
        QVERIFY(writeFile(path(u"outer/readme.txt"_s), "outer readme"));
        QVERIFY(writeFile(path(u"outer/Maps/inner.w3x"_s), readFile(m_inner)));
        QVERIFY(writeFile(path(u"outer/Mods/demo.MOD"_s), readFile(m_mod)));
        m_outer = path(u"outer.mpq"_s);
        QCOMPARE(runCli({u"mpq"_s, u"create"_s, m_outer, path(u"outer"_s)}).exitCode, 0);
    }

    void catWritesOneEntry()
    {
        QCOMPARE(runCli({u"cat"_s, m_inner, u"Units\\footman.txt"_s}).out, QByteArray("footman"));
        QCOMPARE(runCli({u"cat"_s, m_inner + u"::units/FOOTMAN.TXT"_s}).out, QByteArray("footman")); // MPQ: any case
        const QByteArray tonic = runCli({u"cat"_s, m_mod, u"media/units/items/potions/workbench_tonic.dat"_s}).out;
        QVERIFY(tonic.startsWith(QByteArray("\x02\0\0\0", 4))); // the compiled DAT as stored
        QCOMPARE(runCli({u"cat"_s, m_outer + u"::Maps\\inner.w3x::Units/footman.txt"_s}).out, QByteArray("footman"));
        QCOMPARE(runCli({u"cat"_s, m_outer + u"::Maps/inner.w3x"_s}).out, readFile(m_inner));
        QCOMPARE(runCli({u"cat"_s, m_inner, u"nope.txt"_s}).exitCode, kInvalidInput);
        QCOMPARE(runCli({u"cat"_s, m_inner}).exitCode, kUsage);
    }

    void archivesInsideArchivesOpenAtAnyDepth()
    {
        const QString inner = m_outer + u"::Maps\\inner.w3x"_s;
        const auto listed = runCli({u"list"_s, inner, u"--json"_s});
        QVERIFY2(listed.exitCode == 0, listed.err.constData());
        QStringList names;
        for (const QJsonValue &row : listed.json().array())
            names << row.toObject().value(u"path"_s).toString();
        QVERIFY(names.contains(u"Units\\footman.txt"_s) && names.contains(u"war3map.j"_s));
        QCOMPARE(infoOf({u"info"_s, inner}).value(u"format"_s).toString(), u"mpq"_s);
        QCOMPARE(infoOf({u"info"_s, m_outer + u"::Mods/demo.MOD"_s}).value(u"format"_s).toString(), u"tl2mod"_s);
        QCOMPARE(runCli({u"verify"_s, inner}).exitCode, 0);
        QCOMPARE(runCli({u"mpq"_s, u"list"_s, inner}).exitCode, 0);
        QCOMPARE(runCli({u"mod"_s, u"info"_s, m_outer + u"::Mods/demo.MOD"_s}).exitCode, 0);
        const QString out = path(u"nested-out"_s);
        QCOMPARE(runCli({u"extract"_s, inner, u"-o"_s, out, u"*.txt"_s}).exitCode, 0);
        QCOMPARE(filesBelow(out), (QMap<QString, QByteArray>{{u"Units/footman.txt"_s, "footman"}}));
        const auto raw = runCli({u"raw"_s, u"show"_s, m_outer + u"::Mods/demo.MOD::MEDIA/UNITDATA.RAW"_s});
        QVERIFY2(raw.exitCode == 0 && raw.out.contains("WORKBENCH_TONIC.DAT"), raw.err.constData());
        const auto dat = runCli(
            {u"dat"_s, u"decompile"_s, m_outer + u"::Mods/demo.MOD::MEDIA/UNITS/ITEMS/POTIONS/WORKBENCH_TONIC.DAT"_s});
        QVERIFY2(dat.exitCode == 0 && dat.out.contains("[UNIT]"), dat.err.constData());
        QCOMPARE(runCli({u"list"_s, m_outer + u"::readme.txt"_s}).exitCode, kBadMagic); // not an archive
        QCOMPARE(runCli({u"list"_s, m_outer + u"::Maps/none.w3x"_s}).exitCode, kInvalidInput);
    }

    void gridEditsWriteBackThroughTheArchives()
    {
        const QString outer = path(u"edited-outer.mpq"_s);
        QVERIFY(QFile::copy(m_outer, outer));
        const QString entry = outer + u"::Mods/demo.MOD::"_s + kArena;
        const qint64 before = infoOf({u"mpp"_s, u"info"_s, entry}).value(u"walkable"_s).toInteger();
        // The arena's middle is walkable: block 4 × 3 cells of it and open one of them again.
        const auto edited = runCli({u"mpp"_s, u"edit"_s, entry, u"--fill"_s, u"30,20,4,3,blocked"_s, u"--walkable"_s,
            u"30,20"_s, u"--json"_s});
        QVERIFY2(edited.exitCode == 0, edited.err.constData());
        QCOMPARE(edited.json().object().value(u"cells"_s).toInt(), 13);
        QCOMPARE(infoOf({u"mpp"_s, u"info"_s, entry}).value(u"walkable"_s).toInteger(), before - 11);
        // Only that entry changed, every level was committed with the check and still verifies.
        QCOMPARE(runCli({u"cat"_s, outer, u"readme.txt"_s}).out, QByteArray("outer readme"));
        QCOMPARE(runCli({u"cat"_s, outer + u"::Maps/inner.w3x"_s}).out, readFile(m_inner));
        QCOMPARE(runCli({u"verify"_s, outer}).exitCode, 0);
        QCOMPARE(runCli({u"mod"_s, u"verify"_s, outer + u"::Mods/demo.MOD"_s}).exitCode, 0);
        // Back again, the grid's bytes are the original's.
        QVERIFY(runCli({u"mpp"_s, u"edit"_s, entry, u"--fill"_s, u"30,20,4,3,walkable"_s}).exitCode == 0);
        QCOMPARE(runCli({u"cat"_s, entry}).out, runCli({u"cat"_s, m_mod, kArena}).out);
        QCOMPARE(runCli({u"mpp"_s, u"edit"_s, entry, u"--blocked"_s, u"9999,0"_s}).exitCode, kInvalidInput);
        QCOMPARE(runCli({u"mpp"_s, u"edit"_s, entry, u"--blocked"_s, u"x"_s}).exitCode, kUsage);
    }

    void editsReachArchivesInsideArchives()
    {
        const QString outer = path(u"edits-outer.mpq"_s);
        QVERIFY(QFile::copy(m_outer, outer));
        QVERIFY(writeFile(path(u"new.txt"_s), "new file"));
        const auto added = runCli({u"add"_s, outer + u"::Maps/inner.w3x"_s, path(u"new.txt"_s), u"--json"_s});
        QVERIFY2(added.exitCode == 0, added.err.constData());
        QCOMPARE(runCli({u"cat"_s, outer + u"::Maps/inner.w3x::new.txt"_s}).out, QByteArray("new file"));
        QCOMPARE(runCli({u"cat"_s, outer + u"::Maps/inner.w3x::war3map.j"_s}).out,
            runCli({u"cat"_s, m_inner, u"war3map.j"_s}).out);
        const auto removed = runCli({u"mod"_s, u"rm"_s, outer + u"::Mods/demo.MOD"_s, u"*.WAV"_s});
        QVERIFY2(removed.exitCode == 0, removed.err.constData());
        QVERIFY(!runCli({u"list"_s, outer + u"::Mods/demo.MOD"_s}).out.contains("CHIME.WAV"));
        QCOMPARE(runCli({u"verify"_s, outer}).exitCode, 0);
        QCOMPARE(runCli({u"cat"_s, outer, u"readme.txt"_s}).out, QByteArray("outer readme"));
    }

    void mapEditSetsCellsAndDoorsByteForByte()
    {
        const auto fixture = mwb::test::makeMap(mwb::formats::mir2map::MapType::Wemade, 16, 12);
        const QString map = path(u"edit.map"_s);
        QVERIFY(writeFile(map, fixture.bytes));
        const QJsonObject before = infoOf({u"map"_s, u"info"_s, map});
        const QString copy = path(u"edit-copy.map"_s);
        const auto edited = runCli({u"map"_s, u"edit"_s, map, u"--fill"_s, u"0,0,16,12,walkable"_s, u"--blocked"_s,
            u"3,4"_s, u"--door"_s, u"5,5,7"_s, u"-o"_s, copy, u"--json"_s});
        QVERIFY2(edited.exitCode == 0, edited.err.constData());
        QCOMPARE(readFile(map), fixture.bytes); // -o leaves the input alone
        const QJsonObject after = infoOf({u"map"_s, u"info"_s, copy});
        QCOMPARE(after.value(u"walkable"_s).toInteger(), qint64(16 * 12 - 1));
        QVERIFY(after.value(u"doors"_s).toInteger() >= 1);
        QCOMPARE(after.value(u"type"_s), before.value(u"type"_s));
        QCOMPARE(readFile(copy).size(), fixture.bytes.size());
        // In place, atomically; the same edits give the same bytes.
        QCOMPARE(runCli({u"map"_s, u"edit"_s, map, u"--fill"_s, u"0,0,16,12,walkable"_s, u"--blocked"_s, u"3,4"_s,
                            u"--door"_s, u"5,5,7"_s})
                     .exitCode,
            0);
        QCOMPARE(readFile(map), readFile(copy));
        QCOMPARE(runCli({u"map"_s, u"edit"_s, map, u"--door"_s, u"1,1,200"_s}).exitCode, kInvalidInput);
        QCOMPARE(runCli({u"map"_s, u"edit"_s, map, u"--fill"_s, u"0,0,2"_s}).exitCode, kUsage);
    }

    void contentOutputGoesIntoAnArchive()
    {
        const QString mod = path(u"dat-into.MOD"_s);
        QVERIFY(QFile::copy(m_mod, mod));
        const QString text = path(u"tonic.dat"_s);
        QVERIFY(writeFile(text, "[UNIT]\r\n\t<STRING>NAME:Changed\r\n[/UNIT]\r\n"));
        const QString entry = mod + u"::MEDIA/UNITS/ITEMS/POTIONS/WORKBENCH_TONIC.DAT"_s;
        QCOMPARE(runCli({u"dat"_s, u"compile"_s, text, u"-o"_s, entry}).exitCode, 0);
        QVERIFY(runCli({u"dat"_s, u"decompile"_s, entry}).out.contains("Changed"));
        QCOMPARE(runCli({u"mod"_s, u"verify"_s, mod}).exitCode, 0);
    }

    void extractRefusesToOverwrite_data()
    {
        QTest::addColumn<QStringList>("command"); // the target folder is appended
        QTest::addColumn<QString>("existing");
        QTest::newRow("extract") << QStringList{u"extract"_s, m_inner, u"-o"_s} << u"war3map.j"_s;
        QTest::newRow("mpq extract") << QStringList{u"mpq"_s, u"extract"_s, m_inner, u"-o"_s} << u"war3map.j"_s;
        QTest::newRow("mod extract") << QStringList{u"mod"_s, u"extract"_s, m_mod, u"-o"_s} << u"MOD.DAT"_s;
        QTest::newRow("mod extract pattern")
            << QStringList{u"mod"_s, u"extract"_s, m_mod, u"*.WAV"_s, u"-o"_s} << u"MEDIA/SOUNDS/CHIME.WAV"_s;
        QTest::newRow("stack extract") << QStringList{u"stack"_s, u"extract"_s, m_inner, u"-o"_s} << u"war3map.j"_s;
        QTest::newRow("nested") << QStringList{u"extract"_s, m_outer + u"::Maps/inner.w3x"_s, u"-o"_s}
                                << u"Units/footman.txt"_s;
    }
    void extractRefusesToOverwrite()
    {
        QFETCH(QStringList, command);
        QFETCH(QString, existing);
        const QString target = path(u"refuse-"_s + QString::fromLatin1(QTest::currentDataTag()).replace(u' ', u'-'));
        QVERIFY(writeFile(target + u'/' + existing, "mine"));
        const auto refused = runCli(command + QStringList{target});
        QCOMPARE(refused.exitCode, kInvalidInput);
        QVERIFY2(
            refused.err.contains(existing.toUtf8()) && refused.err.contains("--overwrite"), refused.err.constData());
        QCOMPARE(filesBelow(target), (QMap<QString, QByteArray>{{existing, "mine"}})); // nothing else written
        const auto replaced = runCli(command + QStringList{target, u"--overwrite"_s});
        QVERIFY2(replaced.exitCode == 0, replaced.err.constData());
        QVERIFY(readFile(target + u'/' + existing) != "mine");
    }

    void pathsUseTheArchivesOwnSpelling()
    {
        const auto text = runCli({u"mpq"_s, u"list"_s, m_inner});
        QVERIFY2(text.out.contains("Units\\footman.txt"), text.out.constData());
        const auto generic = runCli({u"list"_s, m_inner});
        QVERIFY(generic.out.contains("Units\\footman.txt") && !generic.out.contains("Units/footman.txt"));
        const auto json = runCli({u"list"_s, m_inner, u"--json"_s});
        QVERIFY(json.out.contains("Units\\\\footman.txt"));
        const auto verify = runCli({u"mpq"_s, u"verify"_s, m_inner});
        QVERIFY(verify.out.contains("Units\\footman.txt"));
        const auto mod = runCli({u"list"_s, m_mod});
        QVERIFY(mod.out.contains("MEDIA/UNITS/ITEMS/POTIONS/WORKBENCH_TONIC.DAT")); // a .MOD's own spelling is '/'
    }
};

QTEST_GUILESS_MAIN(TestCliTargets)
#include "tst_cli_targets.moc"
