// SPDX-License-Identifier: GPL-3.0-or-later
// `mwb-cli mod add|rm|mv`: edits in place or into -o OUT, what --json reports, and that every error leaves the mod
// byte for byte as it was, with the documented exit code.
#include "CliRunner.h"
#include "TestFiles.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using mwb::test::readFile;
using mwb::test::runCli;
using mwb::test::writeFile;

namespace {

const QByteArray kDatText = "[UNIT]\r\n\t<STRING>NAME:Added by the CLI test\r\n\t<INTEGER>LEVEL:7\r\n[/UNIT]\r\n";

QStringList mod(const QString &command, const QStringList &arguments)
{
    return QStringList{QStringLiteral("mod"), command} + arguments;
}

/// The "path" values of a JSON array of changes.
QStringList paths(const QJsonValue &changes)
{
    QStringList out;
    for (const QJsonValue &change : changes.toArray())
        out << change.toObject().value(QStringLiteral("path")).toString();
    out.sort();
    return out;
}

/// path → size of every entry of a mod (mod list --json).
QMap<QString, qint64> listing(const QString &file)
{
    QMap<QString, qint64> entries;
    for (const QJsonValue &row : runCli(mod(QStringLiteral("list"), {file, QStringLiteral("--json")})).json().array()) {
        const QJsonObject r = row.toObject();
        if (r.value(QStringLiteral("type")).toInt() != 7)
            entries.insert(r.value(QStringLiteral("path")).toString(), r.value(QStringLiteral("size")).toInteger());
    }
    return entries;
}

bool verifies(const QString &file)
{
    return runCli(mod(QStringLiteral("verify"), {file})).exitCode == 0;
}

} // namespace

class TestCliModEdit : public QObject
{
    Q_OBJECT
private:
    /// A fresh copy of the packed demo mod.
    QString freshMod(const QString &name)
    {
        const QString path = m_dir.filePath(name + QStringLiteral(".MOD"));
        QFile::remove(path);
        return QFile::copy(m_base, path) ? path : QString();
    }

    QStringList temporaryFiles() const
    {
        return QDir(m_dir.path()).entryList({QStringLiteral(".*mwb*")}, QDir::AllEntries | QDir::Hidden);
    }

    QTemporaryDir m_dir;
    QString m_base;

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_base = m_dir.filePath(QStringLiteral("base.mod"));
        const auto run
            = runCli(mod(QStringLiteral("pack"), {QStringLiteral(MWB_DEMO_MOD_DIR), QStringLiteral("-o"), m_base}));
        QVERIFY2(run.exitCode == 0, run.err.constData());
    }

    void helpListsTheCommandsAndExitCodes()
    {
        const auto run = runCli({QStringLiteral("--help")});
        QCOMPARE(run.exitCode, 0);
        for (const char *text : {"mod add", "mod rm", "mod mv", "17 unsafe path", "18 invalid input"})
            QVERIFY2(run.out.contains(text), text);
        for (const char *command : {"add", "rm", "mv"}) {
            const auto help = runCli(mod(QString::fromLatin1(command), {QStringLiteral("--help")}));
            QCOMPARE(help.exitCode, 0);
            QVERIFY(help.out.contains(QByteArray("Usage: mwb-cli mod ").append(command)));
        }
    }

    void addCompilesATextDatInPlace()
    {
        const QString file = freshMod(QStringLiteral("add"));
        const QString source = m_dir.filePath(QStringLiteral("src/MyMod/media/units/items/new_potion.dat"));
        QVERIFY(writeFile(source, kDatText));
        const auto run = runCli(mod(QStringLiteral("add"), {file, source, QStringLiteral("--json")}));
        QVERIFY2(run.exitCode == 0, run.err.constData());
        const QJsonObject report = run.json().object();
        const QString added = QStringLiteral("MEDIA/UNITS/ITEMS/NEW_POTION.DAT");
        QCOMPARE(paths(report.value(QStringLiteral("added"))), QStringList{added});
        QCOMPARE(
            report.value(QStringLiteral("added")).toArray().at(0).toObject().value(QStringLiteral("size")).toInteger(),
            kDatText.size());
        QVERIFY(report.value(QStringLiteral("replaced")).toArray().isEmpty());
        QCOMPARE(report.value(QStringLiteral("output")).toString(), QFileInfo(file).absoluteFilePath());
        QVERIFY(verifies(file));
        QMap<QString, qint64> expected = listing(m_base);
        const QMap<QString, qint64> after = listing(file);
        QVERIFY(after.contains(added));
        expected.insert(added, after.value(added));
        // A new unit updates UNITDATA.RAW as `mod pack` would: the mod stays consistent (verify --strict passes).
        const QString unitData = QStringLiteral("MEDIA/UNITDATA.RAW");
        QVERIFY(after.value(unitData) > expected.value(unitData));
        expected.insert(unitData, after.value(unitData));
        QCOMPARE(after, expected);
        QCOMPARE(report.value(QStringLiteral("derived")).toArray().size(), 1);
        QVERIFY(
            report.value(QStringLiteral("derived")).toArray().at(0).toString().startsWith(u"UNITDATA.RAW: ITEMS +1"_s));
        QCOMPARE(runCli(mod(QStringLiteral("verify"), {file, QStringLiteral("--strict")})).exitCode, 0);
        const auto raw
            = runCli({QStringLiteral("raw"), QStringLiteral("show"), file + QStringLiteral("::") + unitData});
        QVERIFY2(raw.out.contains("FILE=MEDIA/UNITS/ITEMS/NEW_POTION.DAT"), raw.out.constData());

        const QString out = m_dir.filePath(QStringLiteral("add-extracted"));
        QCOMPARE(
            runCli(mod(QStringLiteral("extract"), {file, QStringLiteral("-o"), out, QStringLiteral("*NEW_POTION*")}))
                .exitCode,
            0);
        QVERIFY(readFile(out + QLatin1Char('/') + added).startsWith(QByteArray("\x02\0\0\0", 4))); // BINDAT
        QVERIFY(temporaryFiles().isEmpty());
    }

    void addWithoutCompilingStoresTheText()
    {
        const QString file = freshMod(QStringLiteral("nocompile"));
        const QString source = m_dir.filePath(QStringLiteral("loose.dat"));
        QVERIFY(writeFile(source, kDatText));
        const auto run = runCli(mod(QStringLiteral("add"),
            {file, source, QStringLiteral("--as"), QStringLiteral("media/text.dat"), QStringLiteral("--no-compile")}));
        QVERIFY2(run.exitCode == 0, run.err.constData());
        QCOMPARE(listing(file).value(QStringLiteral("MEDIA/TEXT.DAT")), kDatText.size());
    }

    void addFolderIntoThenReplace()
    {
        const QString file = freshMod(QStringLiteral("folder"));
        const QString folder = m_dir.filePath(QStringLiteral("loose folder"));
        QVERIFY(writeFile(folder + QStringLiteral("/a.txt"), "alpha"));
        QVERIFY(writeFile(folder + QStringLiteral("/sub/b.wav"), QByteArray(3000, 'b')));
        const QStringList args{
            file, folder, QStringLiteral("--into"), QStringLiteral("MEDIA/EXTRA/"), QStringLiteral("--json")};
        const auto first = runCli(mod(QStringLiteral("add"), args));
        QVERIFY2(first.exitCode == 0, first.err.constData());
        const QStringList expected{QStringLiteral("MEDIA/EXTRA/A.TXT"), QStringLiteral("MEDIA/EXTRA/SUB/B.WAV")};
        QCOMPARE(paths(first.json().object().value(QStringLiteral("added"))), expected);
        const auto second = runCli(mod(QStringLiteral("add"), args));
        QVERIFY2(second.exitCode == 0, second.err.constData());
        QCOMPARE(paths(second.json().object().value(QStringLiteral("replaced"))), expected);
        QVERIFY(second.json().object().value(QStringLiteral("added")).toArray().isEmpty());
        QCOMPARE(listing(file).value(QStringLiteral("MEDIA/EXTRA/SUB/B.WAV")), 3000);
        QVERIFY(verifies(file));
    }

    void addMediaFolderKeepsItsPlace()
    {
        const QString file = freshMod(QStringLiteral("media"));
        const QString sounds = m_dir.filePath(QStringLiteral("other mod/Media/Sounds"));
        QVERIFY(writeFile(sounds + QStringLiteral("/CHIME.WAV"), QByteArray(500, 'c')));
        QVERIFY(writeFile(sounds + QStringLiteral("/NEW.OGG"), QByteArray(600, 'n')));
        const auto run = runCli(mod(QStringLiteral("add"), {file, sounds, QStringLiteral("--json")}));
        QVERIFY2(run.exitCode == 0, run.err.constData());
        QCOMPARE(
            paths(run.json().object().value(QStringLiteral("replaced"))), QStringList{u"MEDIA/SOUNDS/CHIME.WAV"_s});
        QCOMPARE(paths(run.json().object().value(QStringLiteral("added"))), QStringList{u"MEDIA/SOUNDS/NEW.OGG"_s});
        QCOMPARE(listing(file).value(QStringLiteral("MEDIA/SOUNDS/CHIME.WAV")), 500);
    }

    void rmPatternsAndFoldersIntoANewFile()
    {
        const QString file = freshMod(QStringLiteral("rm"));
        const QByteArray before = readFile(file);
        const QString out = m_dir.filePath(QStringLiteral("rm-out.MOD"));
        const auto run = runCli(mod(QStringLiteral("rm"),
            {file, QStringLiteral("*.wav"), QStringLiteral("MEDIA/UI/"), QStringLiteral("-o"), out,
                QStringLiteral("--json")}));
        QVERIFY2(run.exitCode == 0, run.err.constData());
        QCOMPARE(readFile(file), before); // -o leaves the input untouched
        const QStringList removed{QStringLiteral("MEDIA/SOUNDS/CHIME.WAV"), QStringLiteral("MEDIA/UI/DEMO.IMAGESET"),
            QStringLiteral("MEDIA/UI/ICONS/WORKBENCH.PNG")};
        QCOMPARE(paths(run.json().object().value(QStringLiteral("removed"))), removed);
        QMap<QString, qint64> expected = listing(m_base);
        for (const QString &path : removed)
            expected.remove(path);
        QCOMPARE(listing(out), expected);
        QVERIFY(verifies(out));
    }

    void mvRenamesAFolder()
    {
        const QString file = freshMod(QStringLiteral("mv"));
        const auto run = runCli(mod(QStringLiteral("mv"),
            {file, QStringLiteral("MEDIA/UI"), QStringLiteral("media/interface"), QStringLiteral("--json")}));
        QVERIFY2(run.exitCode == 0, run.err.constData());
        const QJsonArray renamed = run.json().object().value(QStringLiteral("renamed")).toArray();
        QCOMPARE(renamed.size(), 2);
        QCOMPARE(paths(renamed),
            (QStringList{u"MEDIA/INTERFACE/DEMO.IMAGESET"_s, u"MEDIA/INTERFACE/ICONS/WORKBENCH.PNG"_s}));
        QMap<QString, qint64> expected = listing(m_base);
        expected.insert(
            QStringLiteral("MEDIA/INTERFACE/DEMO.IMAGESET"), expected.take(QStringLiteral("MEDIA/UI/DEMO.IMAGESET")));
        expected.insert(QStringLiteral("MEDIA/INTERFACE/ICONS/WORKBENCH.PNG"),
            expected.take(QStringLiteral("MEDIA/UI/ICONS/WORKBENCH.PNG")));
        QCOMPARE(listing(file), expected);
        QVERIFY(verifies(file));
    }

    void errorsLeaveTheModUntouched_data()
    {
        QTest::addColumn<QStringList>("arguments"); // MOD is inserted after the command
        QTest::addColumn<int>("exitCode");
        const QString loose = m_dir.filePath(QStringLiteral("loose.txt"));
        writeFile(loose, "loose");
        const QString broken = m_dir.filePath(QStringLiteral("broken/MEDIA/BROKEN.DAT"));
        writeFile(broken, "[UNIT]\r\n<NUMBER>X:1\r\n[/UNIT]\r\n");
        QTest::newRow("add outside MEDIA") << QStringList{u"add"_s, loose, u"--as"_s, u"MOD.DAT"_s} << 18;
        QTest::newRow("add escaping") << QStringList{u"add"_s, loose, u"--as"_s, u"MEDIA/../../x.txt"_s} << 17;
        QTest::newRow("add without a place") << QStringList{u"add"_s, loose} << 18;
        QTest::newRow("add missing source")
            << QStringList{u"add"_s, m_dir.filePath(QStringLiteral("nope.dat")), u"--into"_s, u"MEDIA"_s} << 10;
        QTest::newRow("add compile error") << QStringList{u"add"_s, broken} << 18;
        QTest::newRow("add --as and --into")
            << QStringList{u"add"_s, loose, u"--as"_s, u"MEDIA/A"_s, u"--into"_s, u"MEDIA"_s} << 2;
        QTest::newRow("rm pattern matches nothing") << QStringList{u"rm"_s, u"*.NOTHING"_s} << 18;
        QTest::newRow("rm missing path") << QStringList{u"rm"_s, u"MEDIA/NOPE.DAT"_s} << 18;
        QTest::newRow("rm outside MEDIA") << QStringList{u"rm"_s, u"MOD.DAT"_s} << 18;
        QTest::newRow("mv missing") << QStringList{u"mv"_s, u"MEDIA/NOPE"_s, u"MEDIA/OTHER"_s} << 18;
        QTest::newRow("mv onto an entry") << QStringList{u"mv"_s, u"MEDIA/UI"_s, u"MEDIA/SOUNDS/CHIME.WAV"_s} << 18;
        QTest::newRow("-o is the mod") << QStringList{u"rm"_s, u"*.WAV"_s, u"-o"_s, u"@MOD@"_s} << 18;
    }

    void errorsLeaveTheModUntouched()
    {
        QFETCH(QStringList, arguments);
        QFETCH(int, exitCode);
        const QString file = freshMod(QStringLiteral("errors"));
        const QByteArray before = readFile(file);
        arguments.replaceInStrings(QStringLiteral("@MOD@"), file);
        arguments.insert(1, file);
        const auto run = runCli(QStringList{QStringLiteral("mod")} + arguments);
        QCOMPARE(run.exitCode, exitCode);
        QVERIFY(run.err.startsWith("mwb-cli: "));
        QCOMPARE(readFile(file), before);
        QVERIFY(temporaryFiles().isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestCliModEdit)
#include "tst_cli_modedit.moc"
