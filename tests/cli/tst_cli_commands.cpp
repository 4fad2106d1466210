// SPDX-License-Identifier: GPL-3.0-or-later
// The command line as a whole (issue 27 §5): group help and `help`, extra arguments refused by every command that
// takes one, --lang anywhere, `info` on any content, all nine capabilities, and option values that are usage errors.
#include "CliRunner.h"
#include "SharedCorpus.h"
#include "TestFiles.h"
#include "WowFixtures.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using mwb::test::runCli;
using mwb::test::writeFile;

namespace {

constexpr int kUsage = 2;
constexpr int kIo = 10;
constexpr int kInvalidInput = 18;

const QByteArray kDatText = "[UNIT]\r\n\t<STRING>NAME:Info test\r\n\t<INTEGER>LEVEL:3\r\n[/UNIT]\r\n";

} // namespace

class TestCliCommands : public QObject
{
    Q_OBJECT
private:
    [[nodiscard]] QString path(const QString &name) const { return m_dir.filePath(name); }

    QTemporaryDir m_dir;
    QString m_mod; ///< the demo mod, packed
    QString m_mpq; ///< an MPQ of two files

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_mod = path(u"demo.MOD"_s);
        const auto packed = runCli({u"mod"_s, u"pack"_s, QStringLiteral(MWB_DEMO_MOD_DIR), u"-o"_s, m_mod});
        QVERIFY2(packed.exitCode == 0, packed.err.constData());
        QVERIFY(writeFile(path(u"mpqsrc/a.txt"_s), "alpha"));
        QVERIFY(writeFile(path(u"mpqsrc/Sub/b.txt"_s), "beta"));
        m_mpq = path(u"two.mpq"_s);
        const auto created = runCli({u"mpq"_s, u"create"_s, m_mpq, path(u"mpqsrc"_s)});
        QVERIFY2(created.exitCode == 0, created.err.constData());
    }

    void groupHelpListsTheGroupsCommands_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<int>("exitCode");
        QTest::newRow("mod --help") << QStringList{u"mod"_s, u"--help"_s} << 0;
        QTest::newRow("mod") << QStringList{u"mod"_s} << kUsage;
        QTest::newRow("help mod") << QStringList{u"help"_s, u"mod"_s} << 0;
        QTest::newRow("mpq -h") << QStringList{u"mpq"_s, u"-h"_s} << 0;
    }
    void groupHelpListsTheGroupsCommands()
    {
        QFETCH(QStringList, arguments);
        QFETCH(int, exitCode);
        const auto run = runCli(arguments);
        QCOMPARE(run.exitCode, exitCode);
        const QByteArray group = arguments.contains(u"mpq"_s) ? "mpq" : "mod";
        QVERIFY2(run.out.contains(QByteArray(QByteArray("Commands of ") + group)), run.out.constData());
        for (const char *command : {" info\n", " extract\n", " add\n", " rm\n", " mv\n"})
            QVERIFY2(run.out.contains(QByteArray(QByteArray("  ") + group + command)), command);
        QVERIFY(!run.out.contains("  dat decompile")); // only the group's commands
        QVERIFY(!run.err.contains("unknown command"));
    }

    void helpListsEveryCommandAndHelpsOnOne()
    {
        const auto overview = runCli({u"help"_s});
        QCOMPARE(overview.exitCode, 0);
        for (const char *command : {"  info\n", "  cat\n", "  add\n", "  rm\n", "  mv\n", "  compact\n", "  create\n",
                 "  mod add\n", "  mpq compact\n", "  map edit\n", "  mpp edit\n"})
            QVERIFY2(overview.out.contains(command), command);
        const auto one = runCli({u"help"_s, u"mod"_s, u"add"_s});
        QCOMPARE(one.exitCode, 0);
        QVERIFY(one.out.contains("Usage: mwb-cli mod add ARCHIVE SOURCE"));
        QCOMPARE(runCli({u"help"_s, u"nosuch"_s}).exitCode, kUsage);
    }

    void extraArgumentsAreUsageErrors_data()
    {
        QTest::addColumn<QStringList>("arguments");
        const QString dat = path(u"unit.dat"_s);
        writeFile(dat, kDatText);
        QTest::newRow("dat decompile A B") << QStringList{u"dat"_s, u"decompile"_s, dat, dat};
        QTest::newRow("dat compile A B") << QStringList{u"dat"_s, u"compile"_s, dat, dat, u"-o"_s, path(u"x"_s)};
        QTest::newRow("mod info A B") << QStringList{u"mod"_s, u"info"_s, m_mod, m_mod};
        QTest::newRow("mod verify A B") << QStringList{u"mod"_s, u"verify"_s, m_mod, m_mod};
        QTest::newRow("mpq info A B") << QStringList{u"mpq"_s, u"info"_s, m_mpq, m_mpq};
        QTest::newRow("blp info A B") << QStringList{u"blp"_s, u"info"_s, dat, dat};
        QTest::newRow("dbc info A B") << QStringList{u"dbc"_s, u"info"_s, dat, dat};
        QTest::newRow("layout show A B") << QStringList{u"layout"_s, u"show"_s, dat, dat};
        QTest::newRow("map info A B") << QStringList{u"map"_s, u"info"_s, dat, dat};
        QTest::newRow("raw show A B") << QStringList{u"raw"_s, u"show"_s, dat, dat};
        QTest::newRow("info A B") << QStringList{u"info"_s, m_mpq, m_mpq};
        QTest::newRow("list A B") << QStringList{u"list"_s, m_mpq, m_mpq};
        QTest::newRow("mv A B C D") << QStringList{u"mv"_s, m_mpq, u"a.txt"_s, u"c.txt"_s, u"d.txt"_s};
        QTest::newRow("diff A B C") << QStringList{u"diff"_s, m_mpq, m_mpq, m_mpq};
    }
    void extraArgumentsAreUsageErrors()
    {
        QFETCH(QStringList, arguments);
        const auto run = runCli(arguments);
        QCOMPARE(run.exitCode, kUsage);
        QVERIFY2(run.err.contains("unexpected argument"), run.err.constData());
    }

    void languageIsTakenBeforeOrAfterTheCommand()
    {
        const auto english = runCli({u"nosuch"_s});
        QCOMPARE(english.exitCode, kUsage);
        QVERIFY(english.err.contains("unknown command"));
        for (const QStringList &arguments :
            {QStringList{u"--lang"_s, u"zh_CN"_s, u"nosuch"_s}, QStringList{u"nosuch"_s, u"--lang=zh_CN"_s}}) {
            const auto chinese = runCli(arguments);
            QCOMPARE(chinese.exitCode, kUsage);
            QVERIFY2(QString::fromUtf8(chinese.err).contains(u"未知命令"_s), chinese.err.constData());
        }
        const auto listed = runCli({u"list"_s, m_mpq, u"--lang"_s, u"zh_CN"_s});
        QCOMPARE(listed.exitCode, 0);
        QVERIFY(listed.out.contains("a.txt"));
    }

    void infoDescribesAnyContent_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("kind");
        const QString dbc = path(u"SpellIcon.dbc"_s);
        writeFile(dbc, mwb::test::spellIconDbc({{1, "Interface\\Icons\\A"}, {2, "Interface\\Icons\\B"}}));
        QTest::newRow(".dbc") << dbc << u"WDBC"_s;
        const QString blp = path(u"icon.blp"_s);
        writeFile(blp, mwb::test::patternBlp(8, 8));
        QTest::newRow(".blp") << blp << u"BLP"_s;
        const QString text = path(u"unit.dat"_s);
        writeFile(text, kDatText);
        runCli({u"dat"_s, u"compile"_s, text, u"-o"_s, path(u"UNIT.DAT"_s)});
        QTest::newRow(".DAT (BINDAT)") << path(u"UNIT.DAT"_s) << u"BINDAT"_s;
        QTest::newRow(".RAW in a .MOD") << m_mod + u"::MEDIA/UNITDATA.RAW"_s << u"RAW"_s;
    }
    void infoDescribesAnyContent()
    {
        QFETCH(QString, file);
        QFETCH(QString, kind);
        const auto run = runCli({u"info"_s, file, u"--json"_s});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        const QJsonObject info = run.json().object();
        QCOMPARE(info.value(u"format"_s).toString(), u"content"_s);
        QVERIFY2(info.value(u"kind"_s).toString().contains(kind, Qt::CaseInsensitive),
            qPrintable(info.value(u"kind"_s).toString()));
        QVERIFY(info.value(u"file_size"_s).toInteger() > 0);
        const auto text = runCli({u"info"_s, file});
        QCOMPARE(text.exitCode, 0);
        QVERIFY(text.out.contains("kind: "));
    }

    void infoDescribesACorpusLayout()
    {
        MWB_REQUIRE_CORPUS(root, "tl2");
        const auto run = runCli(
            {u"info"_s, root + u"/PhanboiGames+CYBER_MOD/MEDIA/LAYOUTS/CITY05/CITY05.LAYOUT.BINLAYOUT"_s, u"--json"_s});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        QCOMPARE(run.json().object().value(u"format"_s).toString(), u"content"_s);
    }

    void infoOnUnknownBytesIsBadMagic()
    {
        QVERIFY(writeFile(path(u"noise.bin"_s), QByteArray(64, '\x7f')));
        QCOMPARE(runCli({u"info"_s, path(u"noise.bin"_s)}).exitCode, 12);
    }

    void capabilitiesNameAllNine()
    {
        const auto run = runCli({u"info"_s, m_mpq, u"--json"_s});
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.json().object().value(u"capabilities"_s).toArray(),
            QJsonArray({u"read"_s, u"extract"_s, u"verify"_s, u"write"_s, u"listfiles"_s, u"create"_s, u"compact"_s,
                u"locales"_s}));
    }

    void optionValuesAreUsageErrors_data()
    {
        QTest::addColumn<QStringList>("arguments");
        const QString out = path(u"never.mpq"_s);
        const QString src = path(u"mpqsrc"_s);
        QTest::newRow("mpq create --version 5") << QStringList{u"mpq"_s, u"create"_s, out, src, u"--version"_s, u"5"_s};
        QTest::newRow("mpq create --sector-size 1000")
            << QStringList{u"mpq"_s, u"create"_s, out, src, u"--sector-size"_s, u"1000"_s};
        QTest::newRow("mpq create --compression zip")
            << QStringList{u"mpq"_s, u"create"_s, out, src, u"--compression"_s, u"zip"_s};
        QTest::newRow("mpq create --preset nope")
            << QStringList{u"mpq"_s, u"create"_s, out, src, u"--preset"_s, u"nope"_s};
        QTest::newRow("create --format nope") << QStringList{u"create"_s, out, src, u"--format"_s, u"nope"_s};
        QTest::newRow("create --preset nope")
            << QStringList{u"create"_s, out, src, u"--format"_s, u"mpq"_s, u"--preset"_s, u"nope"_s};
    }
    void optionValuesAreUsageErrors()
    {
        QFETCH(QStringList, arguments);
        const auto run = runCli(arguments);
        QCOMPARE(run.exitCode, kUsage);
        QVERIFY(!QFileInfo::exists(path(u"never.mpq"_s)));
    }

    void missingFilesAreIoErrorsEverywhere()
    {
        for (const QStringList &arguments :
            {QStringList{u"export-images"_s, path(u"missing.mpq"_s), u"-o"_s, path(u"x"_s)},
                QStringList{u"info"_s, path(u"missing.mpq"_s)}, QStringList{u"cat"_s, path(u"missing.mpq::a.txt"_s)},
                QStringList{u"add"_s, path(u"missing.mpq"_s), m_mpq}}) {
            const auto run = runCli(arguments);
            QVERIFY2(run.exitCode == kIo, qPrintable(arguments.join(u' ') + u" → "_s + QString::number(run.exitCode)));
        }
    }

    void modPackOfAFileSaysSo()
    {
        const auto run = runCli({u"mod"_s, u"pack"_s, m_mod, u"-o"_s, path(u"again.MOD"_s)});
        QCOMPARE(run.exitCode, kInvalidInput);
        QVERIFY2(run.err.contains("is a file, not a mod folder"), run.err.constData());
        QVERIFY(!run.err.contains("does not exist"));
    }

    void patternCommandsDocumentTheOneRule_data()
    {
        QTest::addColumn<QStringList>("command");
        QTest::newRow("extract") << QStringList{u"extract"_s};
        QTest::newRow("rm") << QStringList{u"rm"_s};
        QTest::newRow("mod rm") << QStringList{u"mod"_s, u"rm"_s};
        QTest::newRow("mod extract") << QStringList{u"mod"_s, u"extract"_s};
        QTest::newRow("mpq extract") << QStringList{u"mpq"_s, u"extract"_s};
        QTest::newRow("stack extract") << QStringList{u"stack"_s, u"extract"_s};
        QTest::newRow("export-images") << QStringList{u"export-images"_s};
    }
    void patternCommandsDocumentTheOneRule()
    {
        QFETCH(QStringList, command);
        const auto run = runCli(command + QStringList{u"--help"_s});
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.out.contains("folders included") && run.out.contains("may leave out leading folders"),
            run.out.constData());
    }
};

QTEST_GUILESS_MAIN(TestCliCommands)
#include "tst_cli_commands.moc"
