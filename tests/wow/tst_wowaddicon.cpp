// SPDX-License-Identifier: GPL-3.0-or-later
// `mwb-cli wow add-icon` run as a user runs it, on a Data folder our MPQ writer builds; the patch it writes is read
// back through StormLib and its BLPs and SpellIcon.dbc decoded.
#include "CliRunner.h"
#include "TestFiles.h"
#include "WowDataFolder.h"
#include "mwb/core/Error.h"
#include "mwb/formats/blp/BlpTexture.h"
#include "mwb/formats/dbc/DbcTable.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

using namespace mwb;
using namespace mwb::test;

namespace {

const IconRows kStockIcons{
    {1, QStringLiteral("Interface\\Icons\\Trade_Engineering")}, {9, QStringLiteral("interface\\icons\\xp_icon")}};
const IconRows kPatchedIcons{{1, QStringLiteral("Interface\\Icons\\Trade_Engineering")},
    {9, QStringLiteral("interface\\icons\\xp_icon")}, {20, QStringLiteral("Interface\\Icons\\Spell_Fire_Fireball")},
    {35, QStringLiteral("Interface/Icons/Spell_Frost_FrostBolt02.blp")}};

/// ID → path of every row of a SpellIcon.dbc.
IconRows tableRows(const QByteArray &bytes)
{
    IconRows rows;
    const auto table = formats::dbc::DbcTable::parse(bytes, QStringLiteral("SpellIcon.dbc"));
    if (!table)
        return rows;
    for (int row = 0; row < table->recordCount(); ++row)
        rows.emplace_back(qint64(table->value(row, 0, 4)),
            table->stringAt(quint32(table->value(row, 4, 4))).value_or(QStringLiteral("<bad offset>")));
    return rows;
}

/// The largest and the mean difference of any channel between `image` and `reference` (RGBA8888, same size).
std::pair<int, double> pixelDifference(const formats::blp::RgbaImage &image, const QImage &reference)
{
    const QImage expected = reference.convertToFormat(QImage::Format_RGBA8888);
    int largest = 0;
    qint64 total = 0;
    for (int y = 0; y < image.height; ++y) {
        const auto *want = expected.constScanLine(y);
        const auto *got = reinterpret_cast<const uchar *>(image.rgba.constData()) + qsizetype(y) * image.width * 4;
        for (int i = 0; i < image.width * 4; ++i) {
            const int difference = std::abs(int(want[i]) - int(got[i]));
            largest = std::max(largest, difference);
            total += difference;
        }
    }
    return {largest, double(total) / double(qint64(image.width) * image.height * 4)};
}

/// What a reader of any image software expects a 64×64 icon of `image` to look like.
QImage smoothIcon(const QImage &image)
{
    return image.convertToFormat(QImage::Format_ARGB32_Premultiplied)
        .scaled(64, 64, Qt::IgnoreAspectRatio, Qt::SmoothTransformation);
}

} // namespace

class TestWowAddIcon : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_data;

    QString image(const QString &name, const QImage &picture)
    {
        const QString path = m_dir.filePath(name);
        return picture.save(path, "PNG") ? path : QString();
    }

private Q_SLOTS:
    void init()
    {
        QVERIFY(m_dir.isValid());
        QDir(m_dir.path()).removeRecursively();
        QDir().mkpath(m_dir.path());
        m_data = writeEnUsDataFolder(m_dir.path(), kStockIcons, kPatchedIcons);
        QVERIFY(!m_data.isEmpty());
    }

    void addsIconsIntoANewPatchZ()
    {
        const QImage large = gradientImage(128);
        const QImage exact = gradientImage(64).mirrored(true, false);
        const QString frost = image(QStringLiteral("Spell_Custom_Frost.png"), large);
        const QString fire = image(QStringLiteral("fire.png"), exact);
        const CliRun run = runCli(
            {QStringLiteral("wow"), QStringLiteral("add-icon"), m_data, frost, fire, QStringLiteral("--json")});
        QCOMPARE(run.exitCode, 0);
        const QJsonObject json = run.json().object();
        QCOMPARE(json.value(QStringLiteral("patch")).toString(), QStringLiteral("patch-Z.MPQ"));
        QCOMPARE(json.value(QStringLiteral("created")).toBool(), true);
        QCOMPARE(json.value(QStringLiteral("table_source")).toString(), QStringLiteral("enUS/patch-enUS-3.MPQ"));
        QCOMPARE(json.value(QStringLiteral("table_rows")).toInt(), 6);
        const QJsonArray icons = json.value(QStringLiteral("icons")).toArray();
        QCOMPARE(icons.size(), 2);
        QCOMPARE(icons[0].toObject().value(QStringLiteral("id")).toInt(), 36);
        QCOMPARE(icons[0].toObject().value(QStringLiteral("path")).toString(),
            QStringLiteral("Interface\\Icons\\Spell_Custom_Frost"));
        QCOMPARE(icons[0].toObject().value(QStringLiteral("reused")).toBool(), false);
        QCOMPARE(icons[1].toObject().value(QStringLiteral("id")).toInt(), 37);

        const QString patch = m_data + QStringLiteral("/patch-Z.MPQ");
        QString error;
        const auto archive = StormLibArchive::open(patch, &error);
        QVERIFY2(archive, qPrintable(error));
        QStringList names;
        for (const StormLibArchive::Listed &listed : archive->list())
            names << QString::fromUtf8(listed.name);
        names.sort();
        QCOMPARE(names,
            (QStringList{QStringLiteral("(attributes)"), QStringLiteral("(listfile)"),
                QStringLiteral("DBFilesClient\\SpellIcon.dbc"),
                QStringLiteral("Interface\\Icons\\Spell_Custom_Frost.blp"),
                QStringLiteral("Interface\\Icons\\fire.blp")}));

        IconRows expected = kPatchedIcons;
        expected.emplace_back(36, QStringLiteral("Interface\\Icons\\Spell_Custom_Frost"));
        expected.emplace_back(37, QStringLiteral("Interface\\Icons\\fire"));
        QCOMPARE(tableRows(stormRead(patch, QStringLiteral("DBFilesClient\\SpellIcon.dbc"))), expected);

        const struct
        {
            const char *entry;
            QImage reference;
        } blps[]
            = {{"Interface\\Icons\\Spell_Custom_Frost.blp", smoothIcon(large)}, {"Interface\\Icons\\fire.blp", exact}};
        for (const auto &blp : blps) {
            const auto texture = formats::blp::BlpTexture::parse(
                stormRead(patch, QString::fromUtf8(blp.entry)), QString::fromUtf8(blp.entry));
            QVERIFY2(texture, qPrintable(texture ? QString() : texture.error().toString()));
            QCOMPARE(texture->version(), 2);
            QCOMPARE(texture->width(), 64);
            QCOMPARE(texture->height(), 64);
            QCOMPARE(texture->alphaType(), 7); // DXT5: alpha kept
            QCOMPARE(texture->levelCount(), 7);
            const auto pixels = texture->decode(0);
            QVERIFY(pixels);
            const auto [largest, mean] = pixelDifference(*pixels, blp.reference);
            QVERIFY2(largest <= 16 && mean <= 3.0,
                qPrintable(
                    QStringLiteral("%1: largest %2, mean %3").arg(QLatin1String(blp.entry)).arg(largest).arg(mean)));
        }
    }

    void addingAgainReusesTheRow()
    {
        const QString frost = image(QStringLiteral("Spell_Custom_Frost.png"), gradientImage(64));
        const QStringList arguments{
            QStringLiteral("wow"), QStringLiteral("add-icon"), m_data, frost, QStringLiteral("--json")};
        QCOMPARE(runCli(arguments).exitCode, 0);
        const QString patch = m_data + QStringLiteral("/patch-Z.MPQ");
        const QByteArray table = stormRead(patch, QStringLiteral("DBFilesClient\\SpellIcon.dbc"));

        const QString renamed = image(QStringLiteral("frost.png"), gradientImage(32));
        const CliRun again = runCli({QStringLiteral("wow"), QStringLiteral("add-icon"), patch, renamed,
            QStringLiteral("--name"), QStringLiteral("SPELL_custom_frost"), QStringLiteral("--json")});
        QCOMPARE(again.exitCode, 0);
        const QJsonObject icon = again.json().object().value(QStringLiteral("icons")).toArray().at(0).toObject();
        QCOMPARE(icon.value(QStringLiteral("id")).toInt(), 36);
        QCOMPARE(icon.value(QStringLiteral("reused")).toBool(), true);
        QCOMPARE(again.json().object().value(QStringLiteral("table_source")).toString(), QStringLiteral("patch-Z.MPQ"));
        QCOMPARE(stormRead(patch, QStringLiteral("DBFilesClient\\SpellIcon.dbc")), table);

        const IconRows stock{{35, QStringLiteral("Interface/Icons/Spell_Frost_FrostBolt02.blp")}};
        const QString frostBolt = image(QStringLiteral("Spell_Frost_FrostBolt02.png"), gradientImage(64));
        const CliRun existing
            = runCli({QStringLiteral("wow"), QStringLiteral("add-icon"), m_data, frostBolt, QStringLiteral("--json")});
        QCOMPARE(existing.exitCode, 0);
        const QJsonObject reused = existing.json().object().value(QStringLiteral("icons")).toArray().at(0).toObject();
        QCOMPARE(reused.value(QStringLiteral("id")).toInt(), stock.front().first);
        QCOMPARE(reused.value(QStringLiteral("reused")).toBool(), true);
    }

    void badImageLeavesThePatchUntouched()
    {
        const QString frost = image(QStringLiteral("Spell_Custom_Frost.png"), gradientImage(64));
        QCOMPARE(runCli({QStringLiteral("wow"), QStringLiteral("add-icon"), m_data, frost}).exitCode, 0);
        const QString patch = m_data + QStringLiteral("/patch-Z.MPQ");
        const QByteArray before = readFile(patch);
        QVERIFY(!before.isEmpty());

        const QString bad = m_dir.filePath(QStringLiteral("broken.png"));
        QVERIFY(writeFile(bad, QByteArray("\x89PNG\r\n\x1a\n", 8) + QByteArray(40, 'x')));
        const QString good = image(QStringLiteral("good.png"), gradientImage(64));
        const CliRun run = runCli({QStringLiteral("wow"), QStringLiteral("add-icon"), m_data, good, bad});
        QCOMPARE(run.exitCode, exitCodeFor(ErrorCode::InvalidInput));
        QVERIFY2(run.err.contains("mwb-cli: invalid-input: Cannot read the image: "), run.err.constData());
        QVERIFY2(run.err.contains(bad.toUtf8()), run.err.constData());
        QCOMPARE(readFile(patch), before);

        const CliRun badName = runCli({QStringLiteral("wow"), QStringLiteral("add-icon"), m_data, good,
            QStringLiteral("--name"), QStringLiteral("two words")});
        QCOMPARE(badName.exitCode, exitCodeFor(ErrorCode::InvalidInput));
        QVERIFY2(badName.err.contains("Cannot name an icon \"two words\""), badName.err.constData());
        QCOMPARE(readFile(patch), before);
    }

    void choosesAndChecksThePatch()
    {
        const QString frost = image(QStringLiteral("Spell_Custom_Frost.png"), gradientImage(64));
        const CliRun stock = runCli({QStringLiteral("wow"), QStringLiteral("add-icon"), m_data, frost,
            QStringLiteral("--patch"), QStringLiteral("patch-3.MPQ")});
        QCOMPARE(stock.exitCode, exitCodeFor(ErrorCode::InvalidInput));
        QVERIFY2(stock.err.contains("loads no custom patch named patch-3.MPQ"), stock.err.constData());

        const QByteArray before = readFile(m_data + QStringLiteral("/patch-4.MPQ"));
        const CliRun custom = runCli({QStringLiteral("wow"), QStringLiteral("add-icon"), m_data, frost,
            QStringLiteral("--patch"), QStringLiteral("PATCH-4.mpq"), QStringLiteral("--json")});
        QCOMPARE(custom.exitCode, 0);
        QCOMPARE(custom.json().object().value(QStringLiteral("patch")).toString(), QStringLiteral("patch-4.MPQ"));
        QVERIFY(readFile(m_data + QStringLiteral("/patch-4.MPQ")) != before);
        QVERIFY(!stormRead(m_data + QStringLiteral("/patch-4.MPQ"), QStringLiteral("Interface\\Icons\\Custom_Old.blp"))
                     .isEmpty());
        QVERIFY(!QFileInfo::exists(m_data + QStringLiteral("/patch-Z.MPQ")));

        // A table the client loads after the chosen patch would hide the new rows: refused, nothing written.
        QVERIFY(writeMpqFiles(m_data + QStringLiteral("/patch-A.MPQ"),
            {{QStringLiteral("DBFilesClient\\SpellIcon.dbc"), spellIconTable(kStockIcons)}}));
        const QByteArray patch4 = readFile(m_data + QStringLiteral("/patch-4.MPQ"));
        const CliRun hidden = runCli({QStringLiteral("wow"), QStringLiteral("add-icon"), m_data, frost,
            QStringLiteral("--patch"), QStringLiteral("patch-4.MPQ")});
        QCOMPARE(hidden.exitCode, exitCodeFor(ErrorCode::InvalidInput));
        QVERIFY2(hidden.err.contains("patch-A.MPQ holds DBFilesClient\\SpellIcon.dbc and the client loads it after "
                                     "patch-4.MPQ"),
            hidden.err.constData());
        QCOMPARE(readFile(m_data + QStringLiteral("/patch-4.MPQ")), patch4);
    }

    void usesAPatchOfAnyLetterCase()
    {
        // On Linux a patch may be spelled "patch-z.mpq": it is the one written, never a second "patch-Z.MPQ".
        QVERIFY(writeMpqFiles(m_data + QStringLiteral("/patch-z.mpq"), {{QStringLiteral("readme.txt"), "z"}}));
        const QString frost = image(QStringLiteral("Spell_Custom_Frost.png"), gradientImage(64));
        const CliRun run
            = runCli({QStringLiteral("wow"), QStringLiteral("add-icon"), m_data, frost, QStringLiteral("--json")});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        QCOMPARE(run.json().object().value(QStringLiteral("patch")).toString(), QStringLiteral("patch-z.mpq"));
        QCOMPARE(run.json().object().value(QStringLiteral("created")).toBool(), false);
        QVERIFY(!QFileInfo::exists(m_data + QStringLiteral("/patch-Z.MPQ")));
        QVERIFY(!stormRead(m_data + QStringLiteral("/patch-z.mpq"), QStringLiteral("readme.txt")).isEmpty());
        QCOMPARE(tableRows(
                     stormRead(m_data + QStringLiteral("/patch-z.mpq"), QStringLiteral("DBFilesClient\\SpellIcon.dbc")))
                     .back()
                     .first,
            qint64(36));
    }

    void editsAPatchOutsideADataFolderAlone()
    {
        const QString patch = m_dir.filePath(QStringLiteral("loose/my-patch.MPQ"));
        QVERIFY(writeMpqFiles(patch, {{QStringLiteral("DBFilesClient\\SpellIcon.dbc"), spellIconTable(kStockIcons)}}));
        const QString frost = image(QStringLiteral("Spell_Custom_Frost.png"), gradientImage(64));
        const CliRun run
            = runCli({QStringLiteral("wow"), QStringLiteral("add-icon"), patch, frost, QStringLiteral("--json")});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        QCOMPARE(run.json().object().value(QStringLiteral("table_source")).toString(), QStringLiteral("my-patch.MPQ"));
        QCOMPARE(tableRows(stormRead(patch, QStringLiteral("DBFilesClient\\SpellIcon.dbc"))).back(),
            (std::pair<qint64, QString>(10, QStringLiteral("Interface\\Icons\\Spell_Custom_Frost"))));

        const CliRun missing = runCli({QStringLiteral("wow"), QStringLiteral("add-icon"),
            m_dir.filePath(QStringLiteral("loose/none.MPQ")), frost});
        QCOMPARE(missing.exitCode, exitCodeFor(ErrorCode::Io));
        QVERIFY2(missing.err.contains("No such file or folder"), missing.err.constData());
    }

    void writesTheLocalePatchOfLocaleFirstClients()
    {
        QTemporaryDir root;
        const QString data = root.filePath(QStringLiteral("Data"));
        const QString table = QStringLiteral("DBFilesClient\\SpellIcon.dbc");
        QVERIFY(writeMpqFiles(data + QStringLiteral("/common.MPQ"), {{QStringLiteral("a.txt"), "a"}}));
        QVERIFY(writeMpqFiles(data + QStringLiteral("/ruRU/locale-ruRU.MPQ"), {{table, spellIconTable(kStockIcons)}}));
        const QString frost = image(QStringLiteral("Spell_Custom_Frost.png"), gradientImage(64));
        const CliRun run
            = runCli({QStringLiteral("wow"), QStringLiteral("add-icon"), data, frost, QStringLiteral("--json")});
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(
            run.json().object().value(QStringLiteral("patch")).toString(), QStringLiteral("ruRU/patch-ruRU-Z.MPQ"));
        QCOMPARE(tableRows(stormRead(data + QStringLiteral("/ruRU/patch-ruRU-Z.MPQ"),
                               QStringLiteral("DBFilesClient\\SpellIcon.dbc")))
                     .back(),
            (std::pair<qint64, QString>(10, QStringLiteral("Interface\\Icons\\Spell_Custom_Frost"))));
    }
};

QTEST_GUILESS_MAIN(TestWowAddIcon)
#include "tst_wowaddicon.moc"
