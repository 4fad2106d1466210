// SPDX-License-Identifier: GPL-3.0-or-later
// The BLP encoder: round trips through our decoder (exact for palettized images of up to 256 colours, bounded
// error for DXT and median cut), mip chains, format fields, and the output read back by Pillow's BLP plugin.
#include "mwb/formats/blp/BlpEncoder.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <cstdlib>

using mwb::ErrorCode;
using namespace mwb::formats::blp;

namespace {

/// `width` × `height` pixels from `colour(x, y)` → {r, g, b, a}.
template<typename Colour>
RgbaImage makeImage(int width, int height, Colour colour)
{
    RgbaImage image;
    image.width = width;
    image.height = height;
    for (int y = 0; y < height; ++y) {
        for (int x = 0; x < width; ++x) {
            const std::array<int, 4> c = colour(x, y);
            for (int v : c)
                image.rgba.append(char(v));
        }
    }
    return image;
}

/// 16 colours in 4×4 tiles with four alpha values: few enough for an exact palette.
RgbaImage tiles(int width, int height)
{
    return makeImage(width, height, [](int x, int y) {
        const int tile = (x / 4 + y / 4) % 16;
        return std::array<int, 4>{tile * 16, 255 - tile * 16, (tile * 53) % 256, 255 - (tile % 4) * 85};
    });
}

/// A smooth gradient with 4096 colours and graded alpha.
RgbaImage gradient()
{
    return makeImage(64, 64, [](int x, int y) { return std::array<int, 4>{x * 4, y * 4, 128, 255 - x * 2}; });
}

/// Largest differences over R, G, B and over A.
std::pair<int, int> maxDifferences(const RgbaImage &a, const RgbaImage &b)
{
    std::pair<int, int> worst{0, 0};
    for (qsizetype i = 0; i < std::min(a.rgba.size(), b.rgba.size()); ++i) {
        int &channel = i % 4 == 3 ? worst.second : worst.first;
        channel = std::max(channel, std::abs(int(uchar(a.rgba[i])) - int(uchar(b.rgba[i]))));
    }
    return worst;
}

RgbaImage roundTrip(const RgbaImage &image, BlpTarget target, int level = 0)
{
    const auto bytes = encodeBlp(image, {target, true});
    if (!bytes)
        return {};
    const auto texture = BlpTexture::parse(*bytes);
    if (!texture || !texture->warnings().isEmpty())
        return {};
    const auto decoded = texture->decode(level);
    return decoded && decoded->warnings.isEmpty() ? *decoded : RgbaImage{};
}

} // namespace

class TestBlpEncode : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void palettizedIsExact_data()
    {
        QTest::addColumn<BlpTarget>("target");
        QTest::newRow("BLP2") << BlpTarget::Palette;
        QTest::newRow("BLP1") << BlpTarget::Blp1Palette;
    }
    void palettizedIsExact()
    {
        QFETCH(BlpTarget, target);
        const RgbaImage image = tiles(24, 20);
        const RgbaImage decoded = roundTrip(image, target);
        QCOMPARE(decoded.width, 24);
        QCOMPARE(decoded.rgba, image.rgba);
    }

    void mipChainIsComplete()
    {
        const auto bytes = encodeBlp(tiles(20, 6), {BlpTarget::Dxt5, true});
        QVERIFY(bytes);
        const auto texture = BlpTexture::parse(*bytes);
        QVERIFY(texture);
        QCOMPARE(texture->levelCount(), 5); // 20×6, 10×3, 5×1, 2×1, 1×1
        const auto last = texture->decode(4);
        QVERIFY(last);
        QCOMPARE(last->width * last->height, 1);
        const auto flat = encodeBlp(tiles(20, 6), {BlpTarget::Dxt5, false});
        QCOMPARE(BlpTexture::parse(*flat)->levelCount(), 1);
    }

    void dxtWithinBounds_data()
    {
        QTest::addColumn<BlpTarget>("target");
        QTest::addColumn<QString>("encoding");
        QTest::addColumn<int>("alphaBits");
        QTest::addColumn<int>("alphaTolerance");
        // DXT1 keeps alpha only as a 1-bit cut at half opacity; DXT3 stores 4 bits (error ≤ 255/30 → 9);
        // DXT5 interpolates 8 steps between the block's extremes.
        QTest::newRow("dxt1") << BlpTarget::Dxt1 << "DXT1" << 1 << 255;
        QTest::newRow("dxt3") << BlpTarget::Dxt3 << "DXT3" << 8 << 9;
        QTest::newRow("dxt5") << BlpTarget::Dxt5 << "DXT5" << 8 << 2;
    }
    void dxtWithinBounds()
    {
        QFETCH(BlpTarget, target);
        QFETCH(int, alphaTolerance);
        const auto bytes = encodeBlp(gradient(), {target, true});
        QVERIFY(bytes);
        const auto texture = BlpTexture::parse(*bytes);
        QVERIFY(texture);
        QTEST(texture->encodingName(), "encoding");
        QTEST(texture->alphaBits(), "alphaBits");
        const auto decoded = texture->decode(0);
        QVERIFY(decoded);
        const auto [colour, alpha] = maxDifferences(gradient(), *decoded);
        qInfo("colour error %d, alpha error %d", colour, alpha);
        QVERIFY(colour <= 12); // a 4×4 block of this gradient spans 12 per channel; endpoints are RGB565
        QVERIFY(alpha <= alphaTolerance);
    }

    void dxt1PunchThrough()
    {
        const RgbaImage image = makeImage(8, 4, [](int x, int) {
            return std::array<int, 4>{200, 40, 40, x % 2 == 0 ? 0 : 255};
        });
        const RgbaImage decoded = roundTrip(image, BlpTarget::Dxt1);
        QCOMPARE(decoded.width, 8);
        for (int x = 0; x < 8; ++x)
            QCOMPARE(int(uchar(decoded.rgba[x * 4 + 3])), x % 2 == 0 ? 0 : 255);
        QVERIFY(std::abs(int(uchar(decoded.rgba[4])) - 200) <= 4);
    }

    void medianCutBeyond256Colours()
    {
        const RgbaImage decoded = roundTrip(gradient(), BlpTarget::Palette);
        QCOMPARE(decoded.width, 64);
        const auto [colour, alpha] = maxDifferences(gradient(), decoded);
        qInfo("median cut: colour error %d, alpha error %d", colour, alpha);
        QVERIFY(colour <= 24);
        QCOMPARE(alpha, 0); // the alpha plane is stored exactly
    }

    void rejectsAndMaps()
    {
        QCOMPARE(encodeBlp(RgbaImage{}, {}).error().code, ErrorCode::InvalidInput);
        const auto palette = BlpTexture::parse(*encodeBlp(tiles(4, 4), {BlpTarget::Blp1Palette, true}));
        QCOMPARE(*targetLike(*palette), BlpTarget::Blp1Palette);
        const auto dxt3 = BlpTexture::parse(*encodeBlp(tiles(4, 4), {BlpTarget::Dxt3, true}));
        QCOMPARE(*targetLike(*dxt3), BlpTarget::Dxt3);
    }

    /// Pillow's BLP plugin (python3-pil) reads what we write: same size, and the pixels of our own decoder
    /// (palettized: exact RGB; DXT: within 7, Pillow widens RGB565 by shifting only).
    void pillowReadsTheOutput_data()
    {
        QTest::addColumn<BlpTarget>("target");
        QTest::addColumn<int>("tolerance");
        QTest::newRow("dxt1") << BlpTarget::Dxt1 << 7;
        QTest::newRow("dxt3") << BlpTarget::Dxt3 << 7;
        QTest::newRow("dxt5") << BlpTarget::Dxt5 << 7;
        QTest::newRow("palette") << BlpTarget::Palette << 0;
        QTest::newRow("blp1 palette") << BlpTarget::Blp1Palette << 0;
    }
    void pillowReadsTheOutput()
    {
        QFETCH(BlpTarget, target);
        QFETCH(int, tolerance);
        const RgbaImage image = makeImage(32, 16, [](int x, int y) {
            return std::array<int, 4>{x * 8, y * 16, (x * y) % 256, 255};
        });
        const auto bytes = encodeBlp(image, {target, true});
        QVERIFY(bytes);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("out.blp"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(*bytes);
        file.close();
        QProcess python;
        python.start(QStringLiteral("/usr/bin/python3"),
            {QStringLiteral("-c"),
                QStringLiteral("import sys\ntry:\n    from PIL import Image\nexcept ImportError:\n    sys.exit(3)\n"
                               "im = Image.open(sys.argv[1]).convert('RGB')\nprint(im.size[0], im.size[1])\n"
                               "sys.stdout.write(im.tobytes().hex())\n"),
                path});
        QVERIFY(python.waitForFinished(60000));
        if (python.exitCode() == 3)
            QSKIP("Pillow (python3-pil) is not installed; the Pillow check is skipped");
        QCOMPARE(python.exitCode(), 0);
        const QList<QByteArray> lines = python.readAllStandardOutput().split('\n');
        QCOMPARE(lines.at(0), QByteArray("32 16"));
        const QByteArray pillow = QByteArray::fromHex(lines.at(1));
        const auto ours = BlpTexture::parse(*bytes)->decode(0);
        QVERIFY(ours);
        int worst = 0;
        for (int i = 0; i < 32 * 16; ++i) {
            for (int c = 0; c < 3; ++c)
                worst = std::max(worst, std::abs(int(uchar(pillow[i * 3 + c])) - int(uchar(ours->rgba[i * 4 + c]))));
        }
        QVERIFY2(worst <= tolerance, qPrintable(QString::number(worst)));
    }
};

QTEST_GUILESS_MAIN(TestBlpEncode)
#include "tst_blpencode.moc"
