// SPDX-License-Identifier: GPL-3.0-or-later
// `mwb-cli blp info|png` through the process: JSON fields, PNG pixels equal to the decoder's, exit codes, and no
// output file left behind on failure.
#include "BlpFixtures.h"
#include "CliRunner.h"
#include "TestFiles.h"

#include <QFile>
#include <QImage>
#include <QJsonArray>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using mwb::test::BlpFixture;
using mwb::test::runCli;

namespace {

/// A 2×2 BGRA BLP2 with a 1×1 second level: pixels (B,G,R,A) 01 02 03 04, 05 06 07 08, …
QByteArray twoLevelTexture()
{
    BlpFixture fixture;
    fixture.encoding = 3;
    fixture.alphaBits = 8;
    fixture.width = 2;
    fixture.height = 2;
    fixture.hasMips = 1;
    fixture.levels = {QByteArray::fromHex("01020304 05060708 090a0b0c 0d0e0f10"), QByteArray::fromHex("11223344")};
    return fixture.bytes();
}

/// Writes `bytes` as `name` in `dir`; returns the path.
QString writeTemp(const QTemporaryDir &dir, const QString &name, const QByteArray &bytes)
{
    const QString path = dir.filePath(name);
    mwb::test::writeFile(path, bytes);
    return path;
}

} // namespace

class TestBlpCli : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void infoJson()
    {
        QTemporaryDir dir;
        const QString blp = writeTemp(dir, QStringLiteral("t.blp"), twoLevelTexture());
        const auto run = runCli({QStringLiteral("blp"), QStringLiteral("info"), blp, QStringLiteral("--json")});
        QCOMPARE(run.exitCode, 0);
        const QJsonObject info = run.json().object();
        QCOMPARE(info.value(QLatin1String("encoding")).toString(), QStringLiteral("BGRA"));
        QCOMPARE(info.value(QLatin1String("version")).toInt(), 2);
        const QJsonArray levels = info.value(QLatin1String("levels")).toArray();
        QCOMPARE(levels.size(), 2);
        QCOMPARE(levels.at(1).toObject().value(QLatin1String("offset")).toInt(), 148 + 1024 + 16);
    }

    void pngHasTheDecodedPixels()
    {
        QTemporaryDir dir;
        const QString blp = writeTemp(dir, QStringLiteral("t.blp"), twoLevelTexture());
        const QString png = dir.filePath(QStringLiteral("t.png"));
        auto run = runCli({QStringLiteral("blp"), QStringLiteral("png"), blp, QStringLiteral("-o"), png});
        QCOMPARE(run.exitCode, 0);
        QImage image(png);
        QCOMPARE(image.size(), QSize(2, 2));
        QCOMPARE(image.pixel(1, 0), qRgba(0x07, 0x06, 0x05, 0x08));
        run = runCli({QStringLiteral("blp"), QStringLiteral("png"), blp, QStringLiteral("-o"), png,
            QStringLiteral("--mip"), QStringLiteral("1")});
        QCOMPARE(run.exitCode, 0);
        image = QImage(png);
        QCOMPARE(image.size(), QSize(1, 1));
        QCOMPARE(image.pixel(0, 0), qRgba(0x33, 0x22, 0x11, 0x44));
    }

    void encodeRoundTripsThroughPng()
    {
        QTemporaryDir dir;
        QImage source(6, 5, QImage::Format_RGBA8888);
        for (int y = 0; y < 5; ++y) {
            for (int x = 0; x < 6; ++x)
                source.setPixel(x, y, qRgba(x * 40, y * 50, 90, x == 0 ? 0 : 255));
        }
        const QString png = dir.filePath(QStringLiteral("in.png"));
        QVERIFY(source.save(png));
        const QString blp = dir.filePath(QStringLiteral("out.blp"));
        auto run = runCli({QStringLiteral("blp"), QStringLiteral("encode"), png, QStringLiteral("-o"), blp,
            QStringLiteral("--format"), QStringLiteral("palette")});
        QCOMPARE(run.exitCode, 0);
        const QString back = dir.filePath(QStringLiteral("back.png"));
        QCOMPARE(runCli({QStringLiteral("blp"), QStringLiteral("png"), blp, QStringLiteral("-o"), back}).exitCode, 0);
        QCOMPARE(QImage(back).convertToFormat(QImage::Format_RGBA8888), source);
        const QString like = dir.filePath(QStringLiteral("like.blp"));
        const QString model = writeTemp(dir, QStringLiteral("model.blp"), twoLevelTexture());
        run = runCli({QStringLiteral("blp"), QStringLiteral("encode"), png, QStringLiteral("-o"), like,
            QStringLiteral("--like"), model});
        QCOMPARE(run.exitCode, 14); // BGRA has no encoder: unsupported
        QVERIFY(!QFile::exists(like));
        run = runCli({QStringLiteral("blp"), QStringLiteral("encode"), png, QStringLiteral("-o"), like,
            QStringLiteral("--like"), blp});
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(runCli({QStringLiteral("blp"), QStringLiteral("info"), like, QStringLiteral("--json")})
                     .json().object().value(QLatin1String("encoding")).toString(),
            QStringLiteral("palettized"));
    }

    void failuresWriteNothing()
    {
        QTemporaryDir dir;
        const QString blp = writeTemp(dir, QStringLiteral("t.blp"), twoLevelTexture());
        const QString png = dir.filePath(QStringLiteral("missing-level.png"));
        auto run = runCli({QStringLiteral("blp"), QStringLiteral("png"), blp, QStringLiteral("-o"), png,
            QStringLiteral("--mip"), QStringLiteral("2")});
        QCOMPARE(run.exitCode, 18); // invalid input
        QVERIFY(!QFile::exists(png));
        const QString bad = writeTemp(dir, QStringLiteral("bad.blp"), QByteArray("BLP2"));
        run = runCli({QStringLiteral("blp"), QStringLiteral("png"), bad, QStringLiteral("-o"), png});
        QCOMPARE(run.exitCode, 11); // truncated
        QVERIFY(!QFile::exists(png));
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden).size(), 2);
        run = runCli({QStringLiteral("blp"), QStringLiteral("png"), blp});
        QCOMPARE(run.exitCode, 2); // -o missing
    }
};

QTEST_GUILESS_MAIN(TestBlpCli)
#include "tst_blpcli.moc"
