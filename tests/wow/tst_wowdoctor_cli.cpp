// SPDX-License-Identifier: GPL-3.0-or-later
// `mwb-cli wow doctor` through the process: each planted mistake found with its exact code and file, a clean Data
// folder passing with no warnings, exit codes, --list and the JSON schema.
#include "CliRunner.h"
#include "WowDoctorFixtures.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace mwb::test;

namespace {

/// The findings of a JSON report with `code`.
QList<QJsonObject> findingsWith(const QJsonObject &report, const QString &code)
{
    QList<QJsonObject> found;
    for (const QJsonValue &finding : report.value(QStringLiteral("findings")).toArray()) {
        if (finding.toObject().value(QStringLiteral("code")).toString() == code)
            found << finding.toObject();
    }
    return found;
}

} // namespace

class TestWowDoctorCli : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void cleanFolderPasses();
    void findsEveryPlantedMistake();
    void reportsTheLoadOrder();
    void shadowingCountsAndList();
    void referencesOnlyForCustomRows();
    void jsonSchema();
    void textReport();
    void folderWhoseArchivesNeverLoad();
    void badInputs();

private:
    QTemporaryDir m_dir;
    QString m_clean;
    QString m_broken;
    QJsonObject m_report;
    int m_exit = -1;
};

void TestWowDoctorCli::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_clean = m_dir.filePath(QStringLiteral("clean/Data"));
    m_broken = m_dir.filePath(QStringLiteral("broken/Data"));
    QVERIFY(writeCleanDataFolder(m_clean));
    QVERIFY(writeBrokenDataFolder(m_broken));
    const CliRun run = runCli({QStringLiteral("wow"), QStringLiteral("doctor"), m_broken, QStringLiteral("--json")});
    m_exit = run.exitCode;
    m_report = run.json().object();
    QVERIFY2(!m_report.isEmpty(), run.err.constData());
}

void TestWowDoctorCli::cleanFolderPasses()
{
    const CliRun run = runCli({QStringLiteral("wow"), QStringLiteral("doctor"), m_clean, QStringLiteral("--json")});
    QCOMPARE(run.exitCode, 0);
    const QJsonObject report = run.json().object();
    QCOMPARE(report.value(QStringLiteral("errors")).toInt(), 0);
    QCOMPARE(report.value(QStringLiteral("warnings")).toInt(), 0);
    QStringList codes;
    for (const QJsonValue &finding : report.value(QStringLiteral("findings")).toArray())
        codes << finding.toObject().value(QStringLiteral("code")).toString();
    QCOMPARE(codes, (QStringList{QStringLiteral("load-order"), QStringLiteral("patch-shadows-stock")}));
    // the client folder holding Data/ is examined the same
    const CliRun parent
        = runCli({QStringLiteral("wow"), QStringLiteral("doctor"), m_dir.filePath(QStringLiteral("clean"))});
    QCOMPARE(parent.exitCode, 0);
    QVERIFY(parent.out.contains("0 error(s), 0 warning(s), 2 info(s)\n"));
}

void TestWowDoctorCli::findsEveryPlantedMistake()
{
    QCOMPARE(m_exit, 1);
    for (const PlantedMistake &mistake : kPlantedMistakes) {
        const QString code = QLatin1String(mistake.code);
        const QString file = QLatin1String(mistake.file);
        const QList<QJsonObject> found = findingsWith(m_report, code);
        const bool named = std::any_of(found.begin(), found.end(), [&file](const QJsonObject &finding) {
            return jsonStrings(finding.value(QStringLiteral("files"))).contains(file);
        });
        QVERIFY2(named, qPrintable(QStringLiteral("%1 for %2").arg(code, file)));
    }
    // the archives the client cannot read are no layers: patch-5/6 shadow nothing and are not in the load order
    const QStringList loaded = jsonStrings(m_report.value(QStringLiteral("loaded")));
    QVERIFY(!loaded.contains(QStringLiteral("patch-5.MPQ")));
    QVERIFY(!loaded.contains(QStringLiteral("patch-6.MPQ")));
    // installer archives, the stock archives and the loaded custom ones are not reported as not loaded
    for (const QJsonObject &finding : findingsWith(m_report, QStringLiteral("archive-not-loaded")))
        QVERIFY(!loaded.contains(jsonStrings(finding.value(QStringLiteral("files"))).constFirst()));
    QCOMPARE(findingsWith(m_report, QStringLiteral("archive-not-loaded")).size(), 3);
    QCOMPARE(findingsWith(m_report, QStringLiteral("archive-wrong-locale")).size(), 2);
    const QList<QJsonObject> clash = findingsWith(m_report, QStringLiteral("name-case-clash"));
    QCOMPARE(clash.size(), 1);
    QCOMPARE(jsonStrings(clash.constFirst().value(QStringLiteral("files"))),
        (QStringList{QStringLiteral("patch-V.mpq"), QStringLiteral("patch-v.mpq")}));
    const QList<QJsonObject> version = findingsWith(m_report, QStringLiteral("archive-unsupported-version"));
    QCOMPARE(version.size(), 2);
    QVERIFY(version.constFirst().value(QStringLiteral("message")).toString().contains(QStringLiteral("version 3")));
    QCOMPARE(version.constFirst().value(QStringLiteral("severity")).toString(), QStringLiteral("error"));
}

void TestWowDoctorCli::reportsTheLoadOrder()
{
    const QStringList loaded = jsonStrings(m_report.value(QStringLiteral("loaded")));
    QCOMPARE(loaded,
        (QStringList{QStringLiteral("patch-v.mpq"), QStringLiteral("patch-V.mpq"), QStringLiteral("patch-4.MPQ"),
            QStringLiteral("patch-3.MPQ"), QStringLiteral("enUS/patch-enUS-4.MPQ"), QStringLiteral("common.MPQ"),
            QStringLiteral("enUS/locale-enUS.MPQ")}));
    const QList<QJsonObject> order = findingsWith(m_report, QStringLiteral("load-order"));
    QCOMPARE(order.size(), 1);
    QCOMPARE(order.constFirst().value(QStringLiteral("severity")).toString(), QStringLiteral("info"));
    QCOMPARE(jsonStrings(order.constFirst().value(QStringLiteral("entries"))), loaded);
    QCOMPARE(m_report.value(QStringLiteral("locale")).toString(), QStringLiteral("enUS"));
}

void TestWowDoctorCli::shadowingCountsAndList()
{
    const QList<QJsonObject> shadows = findingsWith(m_report, QStringLiteral("patch-shadows-stock"));
    const auto patch4 = std::find_if(shadows.begin(), shadows.end(), [](const QJsonObject &finding) {
        return jsonStrings(finding.value(QStringLiteral("files"))) == QStringList{QStringLiteral("patch-4.MPQ")};
    });
    QVERIFY(patch4 != shadows.end());
    QCOMPARE(patch4->value(QStringLiteral("count")).toInt(), 3); // SpellIcon.dbc, Map.dbc, the stock icon
    QCOMPARE(jsonStrings(patch4->value(QStringLiteral("entries"))),
        (QStringList{QStringLiteral("DBFilesClient/Map.dbc"), QStringLiteral("DBFilesClient/SpellIcon.dbc"),
            QStringLiteral("Interface/Icons/Spell_Stock.blp")}));
    const QList<QJsonObject> hidden = findingsWith(m_report, QStringLiteral("patch-hidden"));
    const auto locale = std::find_if(hidden.begin(), hidden.end(), [](const QJsonObject &finding) {
        return jsonStrings(finding.value(QStringLiteral("files"))).constFirst()
            == QStringLiteral("enUS/patch-enUS-4.MPQ");
    });
    QVERIFY(locale != hidden.end());
    QCOMPARE(jsonStrings(locale->value(QStringLiteral("files"))),
        (QStringList{QStringLiteral("enUS/patch-enUS-4.MPQ"), QStringLiteral("patch-3.MPQ")}));
    QCOMPARE(
        jsonStrings(locale->value(QStringLiteral("entries"))), QStringList{QStringLiteral("Sound/Music/Theme.mp3")});
    QCOMPARE(locale->value(QStringLiteral("severity")).toString(), QStringLiteral("warning"));

    // the first ten entries by default, all with --list
    QTemporaryDir dir;
    DataFiles many;
    for (int i = 0; i < 12; ++i)
        many.insert(QStringLiteral("Sound\\File%1.wav").arg(i, 2, 10, QLatin1Char('0')), fileBytes(QString::number(i)));
    const QString data = dir.filePath(QStringLiteral("Data"));
    QVERIFY(writeStockArchives(data) && writeMpqFiles(data + QStringLiteral("/common-2.MPQ"), many)
        && writeMpqFiles(data + QStringLiteral("/patch-Z.MPQ"), many));
    for (const bool all : {false, true}) {
        QStringList arguments{QStringLiteral("wow"), QStringLiteral("doctor"), data, QStringLiteral("--json")};
        if (all)
            arguments << QStringLiteral("--list");
        const CliRun run = runCli(arguments);
        QCOMPARE(run.exitCode, 0);
        const QList<QJsonObject> found = findingsWith(run.json().object(), QStringLiteral("patch-shadows-stock"));
        QCOMPARE(found.size(), 1);
        QCOMPARE(found.constFirst().value(QStringLiteral("count")).toInt(), 12);
        QCOMPARE(found.constFirst().value(QStringLiteral("entries")).toArray().size(), all ? 12 : 10);
    }
}

void TestWowDoctorCli::referencesOnlyForCustomRows()
{
    const QList<QJsonObject> icons = findingsWith(m_report, QStringLiteral("icon-missing"));
    QCOMPARE(icons.size(), 1);
    QCOMPARE(icons.constFirst().value(QStringLiteral("count")).toInt(), 1);
    QCOMPARE(jsonStrings(icons.constFirst().value(QStringLiteral("entries"))),
        QStringList{QStringLiteral("ID 2: Interface/Icons/Missing_Icon.blp")});
    const QList<QJsonObject> maps = findingsWith(m_report, QStringLiteral("map-folder-missing"));
    QCOMPARE(maps.size(), 1);
    QCOMPARE(jsonStrings(maps.constFirst().value(QStringLiteral("entries"))),
        QStringList{QStringLiteral("ID 1: World/Maps/NoSuchMap")});

    // a stock row naming a missing icon is no finding: only rows a custom patch added or changed are checked
    QTemporaryDir dir;
    const QString data = dir.filePath(QStringLiteral("Data"));
    const DataFiles table{{QStringLiteral("DBFilesClient\\SpellIcon.dbc"),
        fixtureTable(QStringLiteral("SpellIcon"), QStringLiteral("TextureFilename"),
            {{1, "Interface\\Icons\\Stock_Missing"}, {2, "Interface\\Icons\\Custom_Missing"}})}};
    QVERIFY(writeMpqFiles(data + QStringLiteral("/common.MPQ"),
                {{QStringLiteral("DBFilesClient\\SpellIcon.dbc"),
                    fixtureTable(QStringLiteral("SpellIcon"), QStringLiteral("TextureFilename"),
                        {{1, "Interface\\Icons\\Stock_Missing"}})}})
        && writeMpqFiles(data + QStringLiteral("/patch-A.MPQ"), table));
    const CliRun run = runCli({QStringLiteral("wow"), QStringLiteral("doctor"), data, QStringLiteral("--json")});
    QCOMPARE(run.exitCode, 1);
    const QList<QJsonObject> custom = findingsWith(run.json().object(), QStringLiteral("icon-missing"));
    QCOMPARE(custom.size(), 1);
    QCOMPARE(jsonStrings(custom.constFirst().value(QStringLiteral("entries"))),
        QStringList{QStringLiteral("ID 2: Interface/Icons/Custom_Missing.blp")});

    // a BLP a higher patch deletes (a file of at most one byte) is missing too
    QVERIFY(writeMpqFiles(
        data + QStringLiteral("/patch-B.MPQ"), {{QStringLiteral("Interface\\Icons\\Custom_Missing.blp"), "-"}}));
    QVERIFY(writeMpqFiles(data + QStringLiteral("/patch-2.MPQ"),
        {{QStringLiteral("Interface\\Icons\\Custom_Missing.blp"), fileBytes(QStringLiteral("icon"))}}));
    const CliRun deleted = runCli({QStringLiteral("wow"), QStringLiteral("doctor"), data, QStringLiteral("--json")});
    QCOMPARE(deleted.exitCode, 1);
    QCOMPARE(findingsWith(deleted.json().object(), QStringLiteral("icon-missing")).size(), 1);

    // an item display names its icon below Interface/Icons/, as the table page reads it
    QVERIFY(writeMpqFiles(data + QStringLiteral("/patch-C.MPQ"),
        {{QStringLiteral("DBFilesClient\\ItemDisplayInfo.dbc"),
             fixtureTable(QStringLiteral("ItemDisplayInfo"), QStringLiteral("InventoryIcon[0]"),
                 {{7, "INV_Custom_Missing"}, {8, "INV_Present"}})},
            {QStringLiteral("Interface\\Icons\\INV_Present.blp"), fileBytes(QStringLiteral("icon"))}}));
    const CliRun items = runCli({QStringLiteral("wow"), QStringLiteral("doctor"), data, QStringLiteral("--json")});
    QCOMPARE(items.exitCode, 1);
    const QList<QJsonObject> itemIcons = findingsWith(items.json().object(), QStringLiteral("icon-missing"));
    QCOMPARE(itemIcons.size(), 2);
    QCOMPARE(jsonStrings(itemIcons.constLast().value(QStringLiteral("entries"))),
        QStringList{QStringLiteral("ID 7: Interface/Icons/INV_Custom_Missing.blp")});
}

void TestWowDoctorCli::jsonSchema()
{
    const QStringList topKeys{QStringLiteral("data_dir"), QStringLiteral("errors"), QStringLiteral("findings"),
        QStringLiteral("infos"), QStringLiteral("loaded"), QStringLiteral("locale"), QStringLiteral("warnings")};
    QCOMPARE(m_report.keys(), topKeys);
    QVERIFY(m_report.value(QStringLiteral("data_dir")).toString().endsWith(QStringLiteral("broken/Data")));
    const QStringList findingKeys{QStringLiteral("advice"), QStringLiteral("code"), QStringLiteral("count"),
        QStringLiteral("entries"), QStringLiteral("files"), QStringLiteral("message"), QStringLiteral("severity")};
    const QJsonArray findings = m_report.value(QStringLiteral("findings")).toArray();
    QVERIFY(!findings.isEmpty());
    QMap<QString, int> bySeverity;
    qsizetype rank = 3;
    for (const QJsonValue &value : findings) {
        const QJsonObject finding = value.toObject();
        QCOMPARE(finding.keys(), findingKeys);
        const QString severity = finding.value(QStringLiteral("severity")).toString();
        const auto severityRank
            = QStringList{QStringLiteral("info"), QStringLiteral("warning"), QStringLiteral("error")}.indexOf(severity);
        QVERIFY2(severityRank >= 0, qPrintable(severity));
        QVERIFY(severityRank <= rank); // errors first, then warnings, then infos
        rank = severityRank;
        ++bySeverity[severity];
        QVERIFY(!finding.value(QStringLiteral("message")).toString().isEmpty());
        QVERIFY(finding.value(QStringLiteral("count")).toInt()
            >= finding.value(QStringLiteral("entries")).toArray().size());
    }
    QCOMPARE(m_report.value(QStringLiteral("errors")).toInt(), bySeverity.value(QStringLiteral("error")));
    QCOMPARE(m_report.value(QStringLiteral("warnings")).toInt(), bySeverity.value(QStringLiteral("warning")));
    QCOMPARE(m_report.value(QStringLiteral("infos")).toInt(), bySeverity.value(QStringLiteral("info")));
}

void TestWowDoctorCli::textReport()
{
    const CliRun run = runCli({QStringLiteral("wow"), QStringLiteral("doctor"), m_broken});
    QCOMPARE(run.exitCode, 1);
    QVERIFY(run.out.contains("error archive-unsupported-version: patch-5.MPQ is an MPQ of format version 3"));
    QVERIFY(
        run.out.contains("warning archive-not-loaded: patch-10.MPQ: the client never loads an archive of this name\n"
                         "  what to do: Rename it patch-X.MPQ in Data/"));
    QVERIFY(run.out.contains("    ID 2: Interface/Icons/Missing_Icon.blp\n"));
}

void TestWowDoctorCli::folderWhoseArchivesNeverLoad()
{
    QTemporaryDir dir;
    const QString data = dir.filePath(QStringLiteral("Data"));
    QVERIFY(writeMpqFiles(data + QStringLiteral("/patch-10.MPQ"), {{QStringLiteral("readme.txt"), "ten"}}));
    const CliRun run = runCli({QStringLiteral("wow"), QStringLiteral("doctor"), data, QStringLiteral("--json")});
    QCOMPARE(run.exitCode, 1);
    const QJsonObject report = run.json().object();
    QCOMPARE(report.value(QStringLiteral("loaded")).toArray().size(), 0);
    QCOMPARE(findingsWith(report, QStringLiteral("nothing-loaded")).size(), 1);
    const QList<QJsonObject> ignored = findingsWith(report, QStringLiteral("archive-not-loaded"));
    QCOMPARE(ignored.size(), 1);
    QCOMPARE(
        jsonStrings(ignored.constFirst().value(QStringLiteral("files"))), QStringList{QStringLiteral("patch-10.MPQ")});
    QVERIFY(findingsWith(report, QStringLiteral("load-order")).isEmpty());
}

void TestWowDoctorCli::badInputs()
{
    QTemporaryDir empty;
    const CliRun notData = runCli({QStringLiteral("wow"), QStringLiteral("doctor"), empty.path()});
    QCOMPARE(notData.exitCode, 10 + int(mwb::ErrorCode::InvalidInput));
    const CliRun locale = runCli(
        {QStringLiteral("wow"), QStringLiteral("doctor"), m_clean, QStringLiteral("--locale"), QStringLiteral("frFR")});
    QCOMPARE(locale.exitCode, 10 + int(mwb::ErrorCode::InvalidInput));
    const CliRun usage = runCli({QStringLiteral("wow"), QStringLiteral("doctor")});
    QCOMPARE(usage.exitCode, 2);
}

QTEST_GUILESS_MAIN(TestWowDoctorCli)
#include "tst_wowdoctor_cli.moc"
