// SPDX-License-Identifier: GPL-3.0-or-later
// `mwb-cli wow add-item` run as a user runs it: a server's item_template dump (written here) into a Data folder our
// MPQ writer builds, and the same rows read live from a throwaway MariaDB server; the patch is read back through
// StormLib and its tables re-read.
#include "CliRunner.h"
#include "TestFiles.h"
#include "ThrowawayMariaDb.h"
#include "WowDataFolder.h"
#include "WowItemFixtures.h"
#include "mwb/core/Error.h"
#include "mwb/formats/blp/BlpTexture.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

using namespace mwb;
using namespace mwb::test;

class TestWowAddItem : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_data;
    QString m_dump;
    QString m_icon;

    QStringList addItem(const QStringList &more) const
    {
        return QStringList{QStringLiteral("wow"), QStringLiteral("add-item"), m_data, QStringLiteral("--from"), m_dump}
        + more;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_data = m_dir.filePath(QStringLiteral("Data"));
        QVERIFY(writeItemDataFolder(m_data));
        m_dump = m_dir.filePath(QStringLiteral("item_template.sql"));
        QVERIFY(writeFile(m_dump, kItemDump));
        m_icon = m_dir.filePath(QStringLiteral("Custom_Blade.png"));
        QVERIFY(gradientImage(64).save(m_icon, "PNG"));
    }

    void addsAndUpdatesItemsWithAnIcon()
    {
        const CliRun run = runCli(addItem({QStringLiteral("25"), QStringLiteral("90001"), QStringLiteral("90002"),
            QStringLiteral("--icon"), m_icon, QStringLiteral("--json")}));
        QVERIFY2(run.exitCode == 0, run.err.constData());
        const QJsonObject json = run.json().object();
        QCOMPARE(json.value(QStringLiteral("patch")).toString(), QStringLiteral("patch-Z.MPQ"));
        QCOMPARE(json.value(QStringLiteral("table_source")).toString(), QStringLiteral("enUS/locale-enUS.MPQ"));
        const QJsonArray items = json.value(QStringLiteral("items")).toArray();
        QCOMPARE(items.size(), 3);
        QCOMPARE(items[0].toObject().value(QStringLiteral("updated")).toBool(), true);
        QCOMPARE(items[1].toObject().value(QStringLiteral("updated")).toBool(), false);
        for (const QJsonValue &item : items)
            QCOMPARE(item.toObject().value(QStringLiteral("display_id")).toInt(), 1543);

        const QString patch = m_data + QStringLiteral("/patch-Z.MPQ");
        const QByteArray itemTable = stormRead(patch, kItem);
        QCOMPARE(column(itemTable, QStringLiteral("Item.dbc"), QStringLiteral("SubclassID")),
            (QMap<qint64, QString>{{25, QStringLiteral("8")}, {35, QStringLiteral("0")}, {90001, QStringLiteral("7")},
                {90002, QStringLiteral("4")}}));
        QCOMPARE(column(itemTable, QStringLiteral("Item.dbc"), QStringLiteral("DisplayInfoID")),
            (QMap<qint64, QString>{{25, QStringLiteral("1543")}, {35, QStringLiteral("472")},
                {90001, QStringLiteral("1543")}, {90002, QStringLiteral("1543")}}));
        QCOMPARE(column(itemTable, QStringLiteral("Item.dbc"), QStringLiteral("InventoryType")).value(90002),
            QStringLiteral("5"));
        QCOMPARE(
            column(itemTable, QStringLiteral("Item.dbc"), QStringLiteral("Sound_override_subclassID")).value(90001),
            QStringLiteral("-1"));
        const QByteArray displayTable = stormRead(patch, kDisplay);
        QCOMPARE(column(displayTable, QStringLiteral("ItemDisplayInfo.dbc"), QStringLiteral("InventoryIcon[0]")),
            (QMap<qint64, QString>{{472, QStringLiteral("INV_Staff_08")}, {1542, QStringLiteral("INV_Sword_04")},
                {1543, QStringLiteral("Custom_Blade")}}));
        QCOMPARE(
            column(displayTable, QStringLiteral("ItemDisplayInfo.dbc"), QStringLiteral("ModelName[0]")).value(1543),
            QStringLiteral("Sword_1H_Short_A_02.mdx"));
        const auto icon
            = formats::blp::BlpTexture::parse(stormRead(patch, QStringLiteral("Interface\\Icons\\Custom_Blade.blp")));
        QVERIFY(icon);
        QCOMPARE(icon->width(), 64);

        // Again: the rows are updated in place, the display that names the icon is kept.
        const CliRun again = runCli(addItem({QStringLiteral("25"), QStringLiteral("90001"), QStringLiteral("90002"),
            QStringLiteral("--icon"), m_icon, QStringLiteral("--json")}));
        QVERIFY2(again.exitCode == 0, again.err.constData());
        for (const QJsonValue &item : again.json().object().value(QStringLiteral("items")).toArray()) {
            QCOMPARE(item.toObject().value(QStringLiteral("updated")).toBool(), true);
            QCOMPARE(item.toObject().value(QStringLiteral("new_display")).toBool(), false);
            QCOMPARE(item.toObject().value(QStringLiteral("display_id")).toInt(), 1543);
        }
        QCOMPARE(stormRead(patch, kItem), itemTable);
        QCOMPARE(stormRead(patch, kDisplay), displayTable);
    }

    void unknownEntryWritesNothing()
    {
        const QString patch = m_data + QStringLiteral("/patch-Z.MPQ");
        const QByteArray before = readFile(patch);
        const CliRun run = runCli(addItem({QStringLiteral("90001"), QStringLiteral("12345")}));
        QCOMPARE(run.exitCode, exitCodeFor(ErrorCode::InvalidInput));
        QVERIFY2(run.err.contains("The source has no item 12345"), run.err.constData());
        QCOMPARE(readFile(patch), before);
    }

    void allEntriesWithoutAnIcon()
    {
        QTemporaryDir other;
        const QString data = other.filePath(QStringLiteral("Data"));
        QVERIFY(writeMpqFiles(
            data + QStringLiteral("/enUS/locale-enUS.MPQ"), {{kItem, clientTable(QStringLiteral("Item"), {})}}));
        const CliRun run = runCli({QStringLiteral("wow"), QStringLiteral("add-item"), data, QStringLiteral("--from"),
            m_dump, QStringLiteral("--patch"), QStringLiteral("patch-5.MPQ"), QStringLiteral("--json")});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        QCOMPARE(column(stormRead(data + QStringLiteral("/patch-5.MPQ"), kItem), QStringLiteral("Item.dbc"),
                     QStringLiteral("DisplayInfoID")),
            (QMap<qint64, QString>{{25, QStringLiteral("1542")}, {90001, QStringLiteral("1542")},
                {90002, QStringLiteral("1542")}, {90003, QStringLiteral("7")}}));
    }

    void liveTableWritesWhatTheDumpWrites()
    {
        ThrowawayMariaDb server;
        if (const QString unavailable = server.start(); !unavailable.isEmpty())
            QSKIP(qPrintable(QStringLiteral("mariadb cannot start: ") + unavailable));
        QCOMPARE(server.sql({}, "CREATE DATABASE acore_world CHARACTER SET utf8mb4;"), QString());
        QCOMPARE(server.sql(QStringLiteral("acore_world"), kItemDump), QString());
        const QString live
            = QStringLiteral("mysql://root@localhost/acore_world/item_template?socket=%1").arg(server.socket());

        QTemporaryDir other;
        QByteArray written[2];
        const QStringList sources{m_dump, live};
        for (int index = 0; index < 2; ++index) {
            const QString data = other.filePath(QStringLiteral("Data%1").arg(index));
            QVERIFY(writeMpqFiles(data + QStringLiteral("/enUS/locale-enUS.MPQ"),
                {{kItem, stormRead(m_data + QStringLiteral("/enUS/locale-enUS.MPQ"), kItem)}}));
            const CliRun run = runCli({QStringLiteral("wow"), QStringLiteral("add-item"), data,
                QStringLiteral("--from"), sources[index], QStringLiteral("90001"), QStringLiteral("90002")});
            QVERIFY2(run.exitCode == 0, run.err.constData());
            written[index] = stormRead(data + QStringLiteral("/patch-Z.MPQ"), kItem);
        }
        QVERIFY(!written[0].isEmpty());
        QCOMPARE(written[1], written[0]);
        QCOMPARE(column(written[1], QStringLiteral("Item.dbc"), QStringLiteral("InventoryType")),
            (QMap<qint64, QString>{{25, QStringLiteral("21")}, {35, QStringLiteral("0")}, {90001, QStringLiteral("13")},
                {90002, QStringLiteral("5")}}));

        const CliRun missing = runCli({QStringLiteral("wow"), QStringLiteral("add-item"),
            other.filePath(QStringLiteral("Data1")), QStringLiteral("--from"),
            QString(live).replace(QStringLiteral("item_template"), QStringLiteral("item_templat"))});
        QCOMPARE(missing.exitCode, exitCodeFor(ErrorCode::InvalidInput));
        QVERIFY2(missing.err.contains("has no table item_templat"), missing.err.constData());
    }
};

QTEST_GUILESS_MAIN(TestWowAddItem)
#include "tst_wowadditem.moc"
