// SPDX-License-Identifier: GPL-3.0-or-later
// `mwb-cli export-images`: archives and patterns, --spell-icons with its index, usage errors, nothing on failure.
#include "CliRunner.h"
#include "TestFiles.h"
#include "WowFixtures.h"
#include "mwb/formats/blp/BlpTexture.h"

#include <QDir>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace mwb;

class TestExportCli : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_mpq;

    QString path(const QString &name) const { return m_dir.filePath(name); }

private Q_SLOTS:
    void initTestCase()
    {
        m_mpq = path(QStringLiteral("patch-zhCN-Y.MPQ"));
        QCOMPARE(test::writeMpq(m_mpq,
                     {{QStringLiteral("DBFilesClient\\SpellIcon.dbc"),
                          test::spellIconDbc({{1, "Interface\\Icons\\Trade_Engineering"}, {2, "Interface\\Icons\\Nope"}})},
                         {QStringLiteral("Interface\\Icons\\Trade_Engineering.blp"), test::patternBlp(8, 8)},
                         {QStringLiteral("Textures\\Wall.blp"), test::patternBlp(4, 4)}}),
            QString());
    }

    void exportsMatchingImages()
    {
        const QString out = path(QStringLiteral("icons"));
        const auto run = test::runCli({QStringLiteral("export-images"), m_mpq, QStringLiteral("-o"), out,
            QStringLiteral("Interface/*"), QStringLiteral("--json")});
        QCOMPARE(run.exitCode, 0);
        const QJsonObject json = QJsonDocument::fromJson(run.out).object();
        QCOMPARE(json.value(QStringLiteral("images")).toInt(), 1);
        QVERIFY(QFileInfo::exists(out + QStringLiteral("/Interface/Icons/Trade_Engineering.png")));
        QVERIFY(!QFileInfo::exists(out + QStringLiteral("/Textures")));
        const QImage png(out + QStringLiteral("/Interface/Icons/Trade_Engineering.png"));
        const auto decoded = formats::blp::decodeBlp(test::patternBlp(8, 8)).value();
        QCOMPARE(png.convertToFormat(QImage::Format_RGBA8888).pixelColor(2, 3),
            QColor(uchar(decoded.rgba[(3 * 8 + 2) * 4]), uchar(decoded.rgba[(3 * 8 + 2) * 4 + 1]),
                uchar(decoded.rgba[(3 * 8 + 2) * 4 + 2]), uchar(decoded.rgba[(3 * 8 + 2) * 4 + 3])));
    }

    void exportsSpellIconsWithTheirIndex()
    {
        const QString out = path(QStringLiteral("spells"));
        const auto run = test::runCli(
            {QStringLiteral("export-images"), m_mpq, QStringLiteral("-o"), out, QStringLiteral("--spell-icons"), QStringLiteral("--json")});
        QCOMPARE(run.exitCode, 0);
        const QJsonObject json = QJsonDocument::fromJson(run.out).object();
        QCOMPARE(json.value(QStringLiteral("images")).toInt(), 1);
        const QJsonArray missing = json.value(QStringLiteral("missing")).toArray();
        QCOMPARE(missing.size(), 1);
        QCOMPARE(missing.at(0).toObject().value(QStringLiteral("id")).toInt(), 2);
        QVERIFY(QFileInfo::exists(out + QStringLiteral("/1_Trade_Engineering.png")));
        QVERIFY(test::readFile(out + QStringLiteral("/spell-icons.csv")).contains("2,Interface\\Icons\\Nope,missing,"));
    }

    void usageErrors()
    {
        QCOMPARE(test::runCli({QStringLiteral("export-images"), m_mpq}).exitCode, 2); // no -o
        QCOMPARE(test::runCli({QStringLiteral("export-images"), path(QStringLiteral("absent.mpq")),
                                  QStringLiteral("-o"), path(QStringLiteral("x"))})
                     .exitCode,
            10); // a missing file is an i/o error, as in every command
        QCOMPARE(test::runCli({QStringLiteral("export-images"), m_mpq, QStringLiteral("-o"), path(QStringLiteral("x")),
                                  QStringLiteral("*.blp"), QStringLiteral("--spell-icons")})
                     .exitCode,
            2);
        QVERIFY(!QFileInfo::exists(path(QStringLiteral("x"))));
    }

    void spellIconsWithoutTheTableFail()
    {
        const QString bare = path(QStringLiteral("bare.mpq"));
        QCOMPARE(test::writeMpq(bare, {{QStringLiteral("a.blp"), test::patternBlp(4, 4)}}), QString());
        const QString out = path(QStringLiteral("none"));
        const auto run = test::runCli({QStringLiteral("export-images"), bare, QStringLiteral("-o"), out, QStringLiteral("--spell-icons")});
        QCOMPARE(run.exitCode, 18); // invalid input
        QVERIFY(!QFileInfo::exists(out));
    }
};

QTEST_MAIN(TestExportCli)
#include "tst_exportcli.moc"
