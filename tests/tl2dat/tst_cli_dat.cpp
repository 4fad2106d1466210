// SPDX-License-Identifier: GPL-3.0-or-later
// `mwb-cli dat compile | decompile | learn-names`, run as users run them: exit codes, files, stdout.
#include "CliRunner.h"
#include "DatFixtures.h"
#include "TestFiles.h"
#include "mwb/formats/tl2dat/DatCompiler.h"
#include "mwb/formats/tl2dat/DatDecompiler.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using mwb::test::runCli;
using mwb::test::utf16WithBom;
using namespace mwb::formats::tl2dat;

namespace {

using mwb::test::readFile;
using mwb::test::writeFile;

const QString kText
    = QStringLiteral("[UNIT]\r\n\t<STRING>NAME:Épée\r\n\t<FLOAT>SCALE:1.5\r\n\t<BOOL>MY_SECRET_KEY:1\r\n"
                     "\t[MY_SECRET_TAG]\r\n\t\t<INTEGER64>GUID:-7\r\n\t[/MY_SECRET_TAG]\r\n[/UNIT]\r\n");

} // namespace

class TestCliDat : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init() { QVERIFY(m_dir.isValid()); }

    void compilesAndDecompiles()
    {
        const QString in = m_dir.filePath(QStringLiteral("unit.dat"));
        const QString bin = m_dir.filePath(QStringLiteral("unit.dat.bindat"));
        QVERIFY(writeFile(in, utf16WithBom(kText)));
        auto run = runCli({QStringLiteral("dat"), QStringLiteral("compile"), in, QStringLiteral("-o"), bin});
        QCOMPARE(run.exitCode, 0);
        const QByteArray compiled = readFile(bin);
        QCOMPARE(compiled, *compileDatText(utf16WithBom(kText), in));

        const auto expected = decompileBindat(compiled, NameDictionary::builtin(), bin);
        run = runCli({QStringLiteral("dat"), QStringLiteral("decompile"), bin});
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.out, expected->toText().toUtf8() + '\n'); // UTF-8 on stdout
        QVERIFY(run.out.contains("<STRING>NAME:Épée\r\n"));
        QVERIFY(run.out.contains("<BOOL>0x"));

        const QString back = m_dir.filePath(QStringLiteral("back.dat"));
        run = runCli({QStringLiteral("dat"), QStringLiteral("decompile"), bin, QStringLiteral("-o"), back});
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.out, QByteArray());
        QCOMPARE(readFile(back), expected->toUtf16()); // UTF-16LE with BOM in a file
        QVERIFY(readFile(back).startsWith("\xFF\xFE"));
        run = runCli({QStringLiteral("dat"), QStringLiteral("compile"), back, QStringLiteral("-o"), bin});
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(readFile(bin), compiled);
    }

    void usesNamesFiles()
    {
        const QString bin = m_dir.filePath(QStringLiteral("unit.bindat"));
        QVERIFY(writeFile(bin, *compileDatText(utf16WithBom(kText), QString())));
        const QString keys = m_dir.filePath(QStringLiteral("keys.txt"));
        const QString tags = m_dir.filePath(QStringLiteral("tags.txt"));
        QVERIFY(writeFile(keys, "# mine\nMY_SECRET_KEY\n"));
        QVERIFY(writeFile(tags, "MY_SECRET_TAG\r\n"));
        auto run = runCli({QStringLiteral("dat"), QStringLiteral("decompile"), bin, QStringLiteral("--names"), keys,
            QStringLiteral("--names"), tags});
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.out.contains("\t<BOOL>MY_SECRET_KEY:true\r\n"));
        QVERIFY(run.out.contains("\t[MY_SECRET_TAG]\r\n"));
        QVERIFY(!run.out.contains("0x"));
        run = runCli({QStringLiteral("dat"), QStringLiteral("decompile"), bin, QStringLiteral("--names"),
            m_dir.filePath(QStringLiteral("missing.txt"))});
        QCOMPARE(run.exitCode, 10);
    }

    void learnsNamesAndMergesTheFile()
    {
        const QString root = m_dir.filePath(QStringLiteral("mod"));
        QVERIFY(writeFile(root + QStringLiteral("/MEDIA/A.DAT"), utf16WithBom(kText)));
        QVERIFY(writeFile(
            root + QStringLiteral("/MEDIA/SUB/b.layout"), "[Layout]\n<INTEGER>VERSION:4\n<STRING>名前:x\n[/Layout]\n"));
        QVERIFY(writeFile(root + QStringLiteral("/MEDIA/COMPILED.DAT"),
            *compileDatText("[NOT_LEARNED]\n<STRING>ALSO_NOT:1\n[/NOT_LEARNED]\n", QString())));
        QVERIFY(writeFile(root + QStringLiteral("/notes.txt"), "[IGNORED]\n[/IGNORED]\n"));
        const QString names = m_dir.filePath(QStringLiteral("names.txt"));
        QVERIFY(writeFile(names, "PRESET_NAME\n"));
        auto run = runCli({QStringLiteral("dat"), QStringLiteral("learn-names"), root, QStringLiteral("-o"), names});
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.err.contains("skipped 1 other file"), run.err.constData());
        const QByteArray expected
            = "# Torchlight 2 tag and key names, one per line (rg_hash is computed from each name)\n"
              "GUID\nLayout\nMY_SECRET_KEY\nMY_SECRET_TAG\nNAME\nPRESET_NAME\nSCALE\nUNIT\n"
              "VERSION\n"
            + QStringLiteral("名前\n").toUtf8();
        QCOMPARE(readFile(names), expected);
    }

    void exitCodes_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<int>("exitCode");
        QTest::newRow("help") << QStringList{QStringLiteral("dat"), QStringLiteral("compile"), QStringLiteral("--help")}
                              << 0;
        QTest::newRow("compile without -o")
            << QStringList{QStringLiteral("dat"), QStringLiteral("compile"), QStringLiteral("@good")} << 2;
        QTest::newRow("compile missing file") << QStringList{QStringLiteral("dat"), QStringLiteral("compile"),
            QStringLiteral("@missing"), QStringLiteral("-o"), QStringLiteral("@out")}
                                              << 10;
        QTest::newRow("compile bad value") << QStringList{QStringLiteral("dat"), QStringLiteral("compile"),
            QStringLiteral("@badvalue"), QStringLiteral("-o"), QStringLiteral("@out")}
                                           << 18;
        QTest::newRow("compile syntax error") << QStringList{QStringLiteral("dat"), QStringLiteral("compile"),
            QStringLiteral("@unclosed"), QStringLiteral("-o"), QStringLiteral("@out")}
                                              << 13;
        QTest::newRow("decompile text") << QStringList{QStringLiteral("dat"), QStringLiteral("decompile"),
            QStringLiteral("@good")} << 12;
        QTest::newRow("decompile truncated")
            << QStringList{QStringLiteral("dat"), QStringLiteral("decompile"), QStringLiteral("@truncated")} << 11;
        QTest::newRow("learn-names missing folder") << QStringList{QStringLiteral("dat"), QStringLiteral("learn-names"),
            QStringLiteral("@missing"), QStringLiteral("-o"), QStringLiteral("@out")}
                                                    << 10;
        QTest::newRow("learn-names without -o")
            << QStringList{QStringLiteral("dat"), QStringLiteral("learn-names"), QStringLiteral("@good")} << 2;
    }

    void exitCodes()
    {
        QFETCH(QStringList, arguments);
        QFETCH(int, exitCode);
        QVERIFY(writeFile(m_dir.filePath(QStringLiteral("good")), utf16WithBom(kText)));
        QVERIFY(writeFile(m_dir.filePath(QStringLiteral("badvalue")), "[A]\n<INTEGER>X:ten\n[/A]\n"));
        QVERIFY(writeFile(m_dir.filePath(QStringLiteral("unclosed")), "[A]\n<INTEGER>X:1\n"));
        QVERIFY(writeFile(m_dir.filePath(QStringLiteral("truncated")),
            compileDatText(utf16WithBom(kText), QString())->left(16))); // inside the first string
        const QString out = m_dir.filePath(QStringLiteral("out"));
        QVERIFY(writeFile(out, "previous"));
        for (QString &argument : arguments) {
            if (argument.startsWith(QLatin1Char('@')))
                argument = m_dir.filePath(argument.mid(1));
        }
        const auto run = runCli(arguments);
        QCOMPARE(run.exitCode, exitCode);
        if (exitCode >= 10)
            QVERIFY(run.err.startsWith("mwb-cli: "));
        QCOMPARE(readFile(out), QByteArray("previous")); // a failed command never touches its output
        QCOMPARE(QDir(m_dir.path()).entryList(QDir::Files | QDir::Hidden).filter(QStringLiteral("out")),
            QStringList{QStringLiteral("out")}); // and leaves no temporary file
    }

private:
    QTemporaryDir m_dir;
};

QTEST_GUILESS_MAIN(TestCliDat)
#include "tst_cli_dat.moc"
