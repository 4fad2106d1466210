// SPDX-License-Identifier: GPL-3.0-or-later
// `mwb-cli raw show|build` and `mwb-cli layout show` through the process: exit codes, text and JSON output.
#include "CliRunner.h"
#include "SharedCorpus.h"
#include "TestFiles.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using mwb::test::runCli;

namespace {

using mwb::test::readFile;
using mwb::test::writeFile;

/// TRIGGERABLES.RAW with one record: FILE "F", NAME "N".
const QByteArray kTriggerables("\x01\x00\x01\x00"
                               "F\x00\x01\x00"
                               "N\x00",
    10);

} // namespace

class TestCliRawLayout : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void rawShowHandMadeFile()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("triggerables.raw"));
        QVERIFY(writeFile(path, kTriggerables));
        const auto text = runCli({QStringLiteral("raw"), QStringLiteral("show"), path});
        QCOMPARE(text.exitCode, 0);
        QVERIFY(text.out.contains("TRIGGERABLES: 1 record(s)"));
        QVERIFY(text.out.contains("[0] FILE=F | NAME=N"));
        const auto json = runCli({QStringLiteral("raw"), QStringLiteral("show"), path, QStringLiteral("--json")});
        QCOMPARE(json.exitCode, 0);
        const QJsonObject root = json.json().object();
        QCOMPARE(root.value(QStringLiteral("kind")).toString(), QStringLiteral("TRIGGERABLES.RAW"));
        const QJsonObject record = root.value(QStringLiteral("tables"))
                                       .toArray()
                                       .at(0)
                                       .toObject()
                                       .value(QStringLiteral("records"))
                                       .toArray()
                                       .at(0)
                                       .toObject();
        QCOMPARE(record.value(QStringLiteral("NAME")).toString(), QStringLiteral("N"));
        QCOMPARE(record.value(QStringLiteral("offset")).toInt(), 2);
    }

    void rawShowErrors()
    {
        QTemporaryDir dir;
        const QString cut = dir.filePath(QStringLiteral("TRIGGERABLES.RAW"));
        QVERIFY(writeFile(cut, kTriggerables.left(7)));
        const auto truncated = runCli({QStringLiteral("raw"), QStringLiteral("show"), cut});
        QCOMPARE(truncated.exitCode, 11);
        QVERIFY(truncated.err.contains("@0x6"));
        const QString other = dir.filePath(QStringLiteral("OTHER.RAW"));
        QVERIFY(writeFile(other, kTriggerables));
        QCOMPARE(runCli({QStringLiteral("raw"), QStringLiteral("show"), other}).exitCode, 14);
        QCOMPARE(runCli({QStringLiteral("raw"), QStringLiteral("show")}).exitCode, 2);
        QCOMPARE(
            runCli({QStringLiteral("raw"), QStringLiteral("show"), dir.filePath(QStringLiteral("UI.RAW"))}).exitCode,
            10);
        QCOMPARE(runCli({QStringLiteral("raw"), QStringLiteral("build"), dir.path()}).exitCode, 2); // no -o
        QCOMPARE(runCli({QStringLiteral("raw"), QStringLiteral("build"), dir.path(), QStringLiteral("-o"),
                            dir.filePath(QStringLiteral("out"))})
                     .exitCode,
            18); // no MEDIA folder
    }

    void rawShowCorpusFileAndModEntry()
    {
        MWB_REQUIRE_CORPUS(root, "tl2");
        const auto loose = runCli({QStringLiteral("raw"), QStringLiteral("show"),
            root + QStringLiteral("/tukkek+torchlight2-ScalingVendors/media/UNITDATA.RAW"), QStringLiteral("--json")});
        QCOMPARE(loose.exitCode, 0);
        const QJsonArray tables = loose.json().object().value(QStringLiteral("tables")).toArray();
        QCOMPARE(tables.size(), 4);
        QCOMPARE(tables.at(1).toObject().value(QStringLiteral("name")).toString(), QStringLiteral("MONSTERS"));
        const QJsonObject first = tables.at(1).toObject().value(QStringLiteral("records")).toArray().at(0).toObject();
        QCOMPARE(first.value(QStringLiteral("UNIT_GUID")).toString(), QStringLiteral("-2664659190548818614"));
        QCOMPARE(first.value(QStringLiteral("LEVEL")).toInt(), 16);
        const auto entry = runCli({QStringLiteral("raw"), QStringLiteral("show"),
            root + QStringLiteral("/dyerfelfire+Commando/Commando.mod::media/skills.raw")});
        QCOMPARE(entry.exitCode, 0);
        QVERIFY(entry.out.contains("SKILLS: 17 record(s)"));
        QVERIFY(entry.out.contains("[16] NAME=GRAVITY VORTEX | FILE=MEDIA/SKILLS/XYVIAN/GRAVITY VORTEX.DAT"));
        QCOMPARE(runCli({QStringLiteral("raw"), QStringLiteral("show"),
                            root + QStringLiteral("/dyerfelfire+Commando/Commando.mod::MEDIA/NONE.RAW")})
                     .exitCode,
            18);
    }

    void layoutShowCorpus()
    {
        MWB_REQUIRE_CORPUS(root, "tl2");
        const auto city = runCli({QStringLiteral("layout"), QStringLiteral("show"),
            root + QStringLiteral("/PhanboiGames+CYBER_MOD/MEDIA/LAYOUTS/CITY05/CITY05.LAYOUT.BINLAYOUT"),
            QStringLiteral("--json")});
        QCOMPARE(city.exitCode, 0);
        const QJsonObject json = city.json().object();
        QCOMPARE(json.value(QStringLiteral("object_count")).toInt(), 22);
        QCOMPARE(json.value(QStringLiteral("datagroup_offset")).toInt(), 2170);
        QCOMPARE(json.value(QStringLiteral("datagroup")).toObject().value(QStringLiteral("id")).toString(),
            QStringLiteral("-1"));
        const QJsonObject group = json.value(QStringLiteral("objects")).toArray().at(0).toObject();
        QCOMPARE(group.value(QStringLiteral("descriptor_name")).toString(), QStringLiteral("Group"));
        QCOMPARE(group.value(QStringLiteral("children")).toArray().size(), 21);
        const auto menu = runCli({QStringLiteral("layout"), QStringLiteral("show"),
            root
                + QStringLiteral(
                    "/PhanboiGames+CYBER_MOD/EDITORMOD.MOD::MEDIA/UI/MENUS/INGAMEMENUS/CYBER_MERCHANT.LAYOUT")});
        QCOMPARE(menu.exitCode, 0);
        QVERIFY(menu.out.contains("[Menu Definition] \"DefinitionmerchantMenu\" id=-951984071303923041 @8"));
        QVERIFY(menu.out.contains("MENU NAME (#60) = CyberMerchantMenu"));
        QVERIFY(menu.out.contains("Datagroup:"));
    }

    void layoutShowRejectsText()
    {
        QTemporaryDir dir;
        const QString text = dir.filePath(QStringLiteral("X.LAYOUT"));
        QVERIFY(writeFile(text, QByteArray("\xFF\xFE[\x00L\x00", 6)));
        const auto run = runCli({QStringLiteral("layout"), QStringLiteral("show"), text});
        QCOMPARE(run.exitCode, 12);
    }

    void rawBuildFromModAndFolder()
    {
        MWB_REQUIRE_CORPUS(root, "tl2");
        QTemporaryDir dir;
        const QString mod = root + QStringLiteral("/dyerfelfire+Commando/Commando.mod");
        const auto built
            = runCli({QStringLiteral("raw"), QStringLiteral("build"), mod, QStringLiteral("-o"), dir.path()});
        QCOMPARE(built.exitCode, 0);
        QVERIFY(built.err.contains("Wrote 4 RAW file(s)"));
        for (const char *name : {"UNITDATA.RAW", "SKILLS.RAW", "AFFIXES.RAW", "UI.RAW"})
            QVERIFY2(QFile::exists(dir.filePath(QLatin1String(name))), name);
        const auto shown = runCli({QStringLiteral("raw"), QStringLiteral("show"),
            mod + QStringLiteral("::MEDIA/AFFIXES.RAW"), QStringLiteral("--json")});
        const auto ours = runCli({QStringLiteral("raw"), QStringLiteral("show"),
            dir.filePath(QStringLiteral("AFFIXES.RAW")), QStringLiteral("--json")});
        QCOMPARE(ours.json().object().value(QStringLiteral("tables")),
            shown.json().object().value(QStringLiteral("tables")));

        const auto extracted = runCli({QStringLiteral("mod"), QStringLiteral("extract"),
            root + QStringLiteral("/tukkek+torchlight2-flasks/FLASKS.MOD"), QStringLiteral("-o"),
            dir.filePath(QStringLiteral("flasks"))});
        QCOMPARE(extracted.exitCode, 0);
        const auto fromFolder = runCli({QStringLiteral("raw"), QStringLiteral("build"),
            dir.filePath(QStringLiteral("flasks")), QStringLiteral("-o"), dir.filePath(QStringLiteral("flasks-raw"))});
        QCOMPARE(fromFolder.exitCode, 0);
        QCOMPARE(readFile(dir.filePath(QStringLiteral("flasks-raw/UNITDATA.RAW"))),
            readFile(root + QStringLiteral("/tukkek+torchlight2-flasks/media/UNITDATA.RAW")));
    }
};

QTEST_GUILESS_MAIN(TestCliRawLayout)
#include "tst_cli_rawlayout.moc"
