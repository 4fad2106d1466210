// SPDX-License-Identifier: GPL-3.0-or-later
// `mwb-cli layout compile|decompile` through the process: the bytes written, names kept by --output-dir, one bad file
// among good ones, usage errors, and entries of a real .MOD.
#include "CliRunner.h"
#include "DatFixtures.h"
#include "LayoutFixtures.h"
#include "SharedCorpus.h"
#include "TestFiles.h"
#include "mwb/formats/tl2mod/ModArchive.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using mwb::test::LayoutFixture;
using mwb::test::readFile;
using mwb::test::runCli;
using mwb::test::writeFile;

namespace {

QStringList layoutArgs(const char *verb, const QStringList &rest)
{
    return QStringList{QStringLiteral("layout"), QString::fromLatin1(verb)} + rest;
}

} // namespace

class TestCliLayoutBuild : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void compileAndDecompileOneFile_data() { mwb::test::addFixtureRows(); }

    void compileAndDecompileOneFile()
    {
        QFETCH(LayoutFixture, fixture);
        QTemporaryDir dir;
        const QString text = dir.filePath(QStringLiteral("X.LAYOUT"));
        QVERIFY(writeFile(text, mwb::test::utf16WithBom(fixture.text)));
        const QString compiled = dir.filePath(QStringLiteral("out.BINLAYOUT"));
        const auto compile = runCli(layoutArgs("compile", {text, QStringLiteral("-o"), compiled}));
        QCOMPARE(compile.exitCode, 0);
        QCOMPARE(readFile(compiled), fixture.bytes);

        const QString decompiled = dir.filePath(QStringLiteral("back.LAYOUT"));
        const auto decompile = runCli(layoutArgs("decompile", {compiled, QStringLiteral("-o"), decompiled}));
        QCOMPARE(decompile.exitCode, 0);
        QCOMPARE(readFile(decompiled), mwb::test::utf16WithBom(fixture.text));
    }

    void outputDirKeepsNamesAndOneBadFileDoesNotStopTheOthers()
    {
        QTemporaryDir dir;
        const QString ui = dir.filePath(QStringLiteral("MENU.LAYOUT"));
        const QString level = dir.filePath(QStringLiteral("LEVEL.LAYOUT"));
        const QString broken = dir.filePath(QStringLiteral("BROKEN.LAYOUT"));
        QVERIFY(writeFile(ui, mwb::test::uiFixture().text.toUtf8()));
        QVERIFY(writeFile(level, mwb::test::utf16WithBom(mwb::test::levelFixture().text)));
        QVERIFY(writeFile(broken, "[Layout]\r\n[OBJECTS]\r\n[/CHILDREN]\r\n"));
        const QString out = dir.filePath(QStringLiteral("out"));
        const auto run = runCli(
            layoutArgs("compile", {ui, broken, level, QStringLiteral("--output-dir"), out, QStringLiteral("--json")}));
        QCOMPARE(run.exitCode, 13); // Corrupt: the first failure's code
        QCOMPARE(readFile(out + QStringLiteral("/MENU.LAYOUT.BINLAYOUT")), mwb::test::uiFixture().bytes);
        QCOMPARE(readFile(out + QStringLiteral("/LEVEL.LAYOUT.BINLAYOUT")), mwb::test::levelFixture().bytes);
        QCOMPARE(QDir(out).entryList(QDir::Files | QDir::Hidden).size(), 2); // nothing for the broken one
        const QJsonArray rows = run.json().array();
        QCOMPARE(rows.size(), 3);
        QCOMPARE(rows.at(0).toObject().value(QStringLiteral("ok")).toBool(), true);
        QCOMPARE(rows.at(0).toObject().value(QStringLiteral("bytes")).toInt(), mwb::test::uiFixture().bytes.size());
        const QJsonObject error = rows.at(1).toObject().value(QStringLiteral("error")).toObject();
        QCOMPARE(error.value(QStringLiteral("code")).toString(), QStringLiteral("corrupt"));
        QCOMPARE(error.value(QStringLiteral("path")).toString(), broken);
        QVERIFY2(error.value(QStringLiteral("message")).toString().contains(QStringLiteral("line 3")),
            qPrintable(error.value(QStringLiteral("message")).toString()));
        QCOMPARE(rows.at(2).toObject().value(QStringLiteral("ok")).toBool(), true);

        const QString texts = dir.filePath(QStringLiteral("texts"));
        const auto back = runCli(layoutArgs("decompile",
            {out + QStringLiteral("/MENU.LAYOUT.BINLAYOUT"), out + QStringLiteral("/LEVEL.LAYOUT.BINLAYOUT"),
                QStringLiteral("--output-dir"), texts}));
        QCOMPARE(back.exitCode, 0);
        QCOMPARE(
            readFile(texts + QStringLiteral("/LEVEL.LAYOUT")), mwb::test::utf16WithBom(mwb::test::levelFixture().text));
        QVERIFY(QFileInfo::exists(texts + QStringLiteral("/MENU.LAYOUT")));
    }

    void usageErrors()
    {
        QTemporaryDir dir;
        const QString a = dir.filePath(QStringLiteral("A.LAYOUT"));
        const QString b = dir.filePath(QStringLiteral("B.LAYOUT"));
        QVERIFY(writeFile(a, mwb::test::uiFixture().text.toUtf8()));
        QVERIFY(writeFile(b, mwb::test::uiFixture().text.toUtf8()));
        QCOMPARE(runCli(layoutArgs("compile", {a})).exitCode, 2); // neither -o nor --output-dir
        QCOMPARE(
            runCli(layoutArgs("compile", {a, b, QStringLiteral("-o"), dir.filePath(QStringLiteral("x"))})).exitCode, 2);
        QCOMPARE(runCli(layoutArgs("compile",
                            {a, QStringLiteral("-o"), dir.filePath(QStringLiteral("x")), QStringLiteral("--output-dir"),
                                dir.path()}))
                     .exitCode,
            2);
        // Two inputs of one name would write one output: the second is refused, the first is written.
        QVERIFY(QDir().mkpath(dir.filePath(QStringLiteral("sub"))));
        const QString twin = dir.filePath(QStringLiteral("sub/A.LAYOUT"));
        QVERIFY(writeFile(twin, mwb::test::uiFixture().text.toUtf8()));
        const auto clash = runCli(
            layoutArgs("compile", {a, twin, QStringLiteral("--output-dir"), dir.filePath(QStringLiteral("o"))}));
        QCOMPARE(clash.exitCode, 18);
        QVERIFY(QFileInfo::exists(dir.filePath(QStringLiteral("o/A.LAYOUT.BINLAYOUT"))));
        // A text layout is not a BINLAYOUT to decompile.
        QCOMPARE(
            runCli(layoutArgs("decompile", {a, QStringLiteral("-o"), dir.filePath(QStringLiteral("y"))})).exitCode, 12);
        QVERIFY(!QFileInfo::exists(dir.filePath(QStringLiteral("y"))));
    }

    void entriesOfARealModRoundTrip()
    {
        MWB_REQUIRE_CORPUS(root, "tl2");
        const QString mod = root + QStringLiteral("/dyerfelfire+Commando/Commando.mod");
        auto archive = mwb::formats::tl2mod::ModArchive::open(mod);
        QVERIFY(archive);
        QStringList inputs;
        std::vector<QByteArray> stored;
        const auto &records = (*archive)->records();
        for (int i = 0; i < int(records.size()); ++i) {
            if (!records[std::size_t(i)].name.endsWith(QStringLiteral(".LAYOUT")))
                continue;
            inputs << mod + QStringLiteral("::") + records[std::size_t(i)].path();
            stored.push_back((*archive)->readEntry(i).value());
        }
        QCOMPARE(inputs.size(), 14);
        QTemporaryDir dir;
        const auto decompiled = runCli(layoutArgs(
            "decompile", inputs + QStringList{QStringLiteral("--output-dir"), dir.filePath(QStringLiteral("t"))}));
        QCOMPARE(decompiled.exitCode, 0);
        QStringList texts;
        for (const QString &input : inputs)
            texts << dir.filePath(QStringLiteral("t/") + input.section(QLatin1Char('/'), -1));
        const auto compiled = runCli(layoutArgs(
            "compile", texts + QStringList{QStringLiteral("--output-dir"), dir.filePath(QStringLiteral("b"))}));
        QCOMPARE(compiled.exitCode, 0);
        for (qsizetype i = 0; i < inputs.size(); ++i) {
            const QString back = dir.filePath(
                QStringLiteral("b/") + inputs[i].section(QLatin1Char('/'), -1) + QStringLiteral(".BINLAYOUT"));
            QVERIFY2(readFile(back) == stored[std::size_t(i)], qPrintable(inputs[i]));
        }
    }
};

QTEST_GUILESS_MAIN(TestCliLayoutBuild)
#include "tst_cli_layoutbuild.moc"
