// SPDX-License-Identifier: GPL-3.0-or-later
// The BLP decoder: hand-made textures of every encoding with known pixels, hostile headers and mip tables, every
// texture of the corpus (all levels), and pixels against the reference PNGs that came with the samples.
#include "BlpFixtures.h"
#include "SharedCorpus.h"
#include "TestFiles.h"
#include "mwb/core/ContentDescriber.h"
#include "mwb/formats/blp/BlpTexture.h"

#include <QDir>
#include <QFile>
#include <QImage>
#include <QTest>

#include <algorithm>
#include <cstdlib>

using mwb::ErrorCode;
using mwb::formats::blp::BlpTexture;
using mwb::formats::blp::decodeBlp;
using mwb::formats::blp::RgbaImage;
using mwb::test::BlpFixture;
using mwb::test::readFile;

namespace {

/// RGBA bytes of pixel `i`.
std::array<int, 4> pixel(const RgbaImage &image, int i)
{
    const auto *p = reinterpret_cast<const uchar *>(image.rgba.constData()) + qsizetype(i) * 4;
    return {p[0], p[1], p[2], p[3]};
}

/// The largest differences between `image` and the PNG at `path`: over R, G, B, and over A (256 when the sizes
/// differ).
std::pair<int, int> maxDifferences(const RgbaImage &image, const QString &path)
{
    const QImage reference = QImage(path).convertToFormat(QImage::Format_RGBA8888);
    if (reference.width() != image.width || reference.height() != image.height)
        return {256, 256};
    std::pair<int, int> worst{0, 0};
    for (int y = 0; y < image.height; ++y) {
        const uchar *expected = reference.constScanLine(y);
        const auto *actual = reinterpret_cast<const uchar *>(image.rgba.constData()) + qsizetype(y) * image.width * 4;
        for (int i = 0; i < image.width * 4; ++i) {
            int &channel = i % 4 == 3 ? worst.second : worst.first;
            channel = std::max(channel, std::abs(int(expected[i]) - int(actual[i])));
        }
    }
    return worst;
}

BlpFixture palettized(int version, quint32 alphaBits, QByteArray level)
{
    BlpFixture fixture;
    fixture.version = version;
    fixture.alphaBits = alphaBits;
    fixture.palette[0] = 0x7F112233; // B 0x33, G 0x22, R 0x11; its alpha byte is ignored
    fixture.palette[1] = 0x00AABBCC;
    fixture.levels = {std::move(level)};
    return fixture;
}

/// 16 index bytes for a 4×4 level: pixel i uses palette entry i % 2.
QByteArray alternatingIndices()
{
    QByteArray indices;
    for (int i = 0; i < 16; ++i)
        indices.append(char(i % 2));
    return indices;
}

void expectError(const QByteArray &bytes, ErrorCode code)
{
    const auto image = decodeBlp(bytes);
    QVERIFY2(!image, "decoded a hostile texture");
    QCOMPARE(image.error().code, code);
}

} // namespace

class TestBlpTexture : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void palettizedChannelsAreBgra()
    {
        const auto image = decodeBlp(palettized(2, 0, alternatingIndices()).bytes());
        QVERIFY2(image, qPrintable(image ? QString() : image.error().toString()));
        QCOMPARE(image->width, 4);
        QCOMPARE(pixel(*image, 0), (std::array<int, 4>{0x11, 0x22, 0x33, 255}));
        QCOMPARE(pixel(*image, 1), (std::array<int, 4>{0xAA, 0xBB, 0xCC, 255}));
        QVERIFY(image->warnings.isEmpty());
    }

    void palettizedAlphaPlanes_data()
    {
        QTest::addColumn<int>("version");
        QTest::addColumn<quint32>("bits");
        QTest::addColumn<QByteArray>("plane");
        QTest::addColumn<int>("alpha0");
        QTest::addColumn<int>("alpha1");
        QTest::addColumn<int>("alpha15");
        // Least significant bits belong to the first pixel.
        QTest::newRow("1 bit") << 2 << 1U << QByteArray::fromHex("0200") << 0 << 255 << 0;
        QTest::newRow("4 bits") << 2 << 4U << QByteArray::fromHex("a5000000000000f0") << 0x55 << 0xAA << 255;
        QTest::newRow("8 bits") << 2 << 8U << QByteArray::fromHex("10200000000000000000000000000030") << 0x10 << 0x20
                                << 0x30;
        QTest::newRow("BLP1 8 bits") << 1 << 8U << QByteArray::fromHex("10200000000000000000000000000030") << 0x10
                                     << 0x20 << 0x30;
    }
    void palettizedAlphaPlanes()
    {
        QFETCH(int, version);
        QFETCH(quint32, bits);
        QFETCH(QByteArray, plane);
        const auto image = decodeBlp(palettized(version, bits, alternatingIndices() + plane).bytes());
        QVERIFY2(image, qPrintable(image ? QString() : image.error().toString()));
        QTEST(pixel(*image, 0)[3], "alpha0");
        QTEST(pixel(*image, 1)[3], "alpha1");
        QTEST(pixel(*image, 15)[3], "alpha15");
        QCOMPARE(pixel(*image, 1)[0], 0xAA);
        QVERIFY(image->warnings.isEmpty());
    }

    void dxtVariantFollowsAlphaType_data()
    {
        QTest::addColumn<int>("alphaType");
        QTest::addColumn<int>("alphaDepth");
        QTest::addColumn<QByteArray>("block");
        QTest::addColumn<QString>("encoding");
        QTest::addColumn<int>("alpha0");
        // DXT1 three-colour mode (c0 <= c1), every index 3: transparent black, opaque when the depth is 0.
        QTest::newRow("dxt1 1-bit") << 0 << 1 << QByteArray::fromHex("1f00 00f8 ffffffff") << "DXT1" << 0;
        QTest::newRow("dxt1 opaque") << 0 << 0 << QByteArray::fromHex("1f00 00f8 ffffffff") << "DXT1" << 255;
        QTest::newRow("dxt3") << 1 << 8 << QByteArray::fromHex("0f00000000000000 00f8 0000 00000000") << "DXT3" << 255;
        QTest::newRow("dxt5") << 7 << 8 << QByteArray::fromHex("8040 000000000000 00f8 0000 00000000") << "DXT5"
                              << 0x80;
    }
    void dxtVariantFollowsAlphaType()
    {
        QFETCH(int, alphaType);
        QFETCH(int, alphaDepth);
        QFETCH(QByteArray, block);
        BlpFixture fixture;
        fixture.encoding = 2;
        fixture.alphaType = quint8(alphaType);
        fixture.alphaBits = quint32(alphaDepth);
        fixture.levels = {block};
        const auto texture = BlpTexture::parse(fixture.bytes());
        QVERIFY2(texture, qPrintable(texture ? QString() : texture.error().toString()));
        QTEST(texture->encodingName(), "encoding");
        const auto image = texture->decode(0);
        QVERIFY(image);
        QTEST(pixel(*image, 0)[3], "alpha0");
    }

    void uncompressedBgra()
    {
        BlpFixture fixture;
        fixture.encoding = 3;
        fixture.alphaBits = 8;
        fixture.width = 2;
        fixture.height = 1;
        fixture.levels = {QByteArray::fromHex("01020304 0a0b0c0d")};
        const auto image = decodeBlp(fixture.bytes());
        QVERIFY(image);
        QCOMPARE(pixel(*image, 0), (std::array<int, 4>{3, 2, 1, 4}));
        QCOMPARE(pixel(*image, 1), (std::array<int, 4>{0x0c, 0x0b, 0x0a, 0x0d}));
    }

    void everyMipLevelAndNonPowerOfTwo()
    {
        BlpFixture fixture;
        fixture.encoding = 3;
        fixture.width = 5;
        fixture.height = 3;
        fixture.hasMips = 1;
        fixture.levels = {QByteArray(5 * 3 * 4, '\x10'), QByteArray(2 * 1 * 4, '\x20'), QByteArray(4, '\x30')};
        const auto texture = BlpTexture::parse(fixture.bytes());
        QVERIFY(texture);
        QCOMPARE(texture->chainLength(), 3);
        QCOMPARE(texture->levelCount(), 3);
        const auto level1 = texture->decode(1);
        QVERIFY(level1);
        QCOMPARE(level1->width, 2);
        QCOMPARE(level1->height, 1);
        QCOMPARE(pixel(*level1, 1)[0], 0x20);
        const auto level2 = texture->decode(2);
        QVERIFY(level2);
        QCOMPARE(level2->width * level2->height, 1);
        QCOMPARE(texture->decode(3).error().code, ErrorCode::InvalidInput);
    }

    // ---- hostile and odd files ----

    void garbageMipEntriesEndTheChain()
    {
        BlpFixture fixture;
        fixture.encoding = 3;
        fixture.hasMips = 1;
        fixture.levels = {QByteArray(64, '\x10')};
        QByteArray bytes = fixture.bytes();
        qToLittleEndian<quint32>(0xFFFFFFF0, bytes.data() + BlpFixture::mipOffsetsAt(2) + 4);
        qToLittleEndian<quint32>(0xFFFFFFFF, bytes.data() + BlpFixture::mipOffsetsAt(2) + 64 + 4);
        const auto texture = BlpTexture::parse(bytes);
        QVERIFY(texture);
        QCOMPARE(texture->levelCount(), 1);
        QCOMPARE(texture->warnings().size(), 1);
        QCOMPARE(texture->decode(1).error().code, ErrorCode::InvalidInput);
    }

    void firstLevelPastTheEndIsTruncated()
    {
        BlpFixture fixture;
        fixture.levels = {alternatingIndices()};
        QByteArray bytes = fixture.bytes();
        qToLittleEndian<quint32>(quint32(bytes.size() + 100), bytes.data() + BlpFixture::mipOffsetsAt(2));
        expectError(bytes, ErrorCode::Truncated);
        qToLittleEndian<quint32>(0, bytes.data() + BlpFixture::mipOffsetsAt(2));
        expectError(bytes, ErrorCode::Corrupt);
    }

    void sizePastTheEndDecodesPartially()
    {
        BlpFixture fixture;
        fixture.encoding = 3;
        fixture.alphaBits = 8;
        fixture.levels = {QByteArray(8 * 4, '\x7f')}; // the first two rows of a 4×4 texture
        QByteArray bytes = fixture.bytes();
        qToLittleEndian<quint32>(0xFFFFFFF0, bytes.data() + BlpFixture::mipOffsetsAt(2) + 64);
        const auto image = decodeBlp(bytes);
        QVERIFY(image);
        QCOMPARE(image->warnings.size(), 2); // claims bytes past the end; holds fewer than the pixels need
        QCOMPARE(pixel(*image, 7), (std::array<int, 4>{0x7f, 0x7f, 0x7f, 0x7f}));
        QCOMPARE(pixel(*image, 8), (std::array<int, 4>{0, 0, 0, 0}));
    }

    void hasMipsSeventeenMeansYes()
    {
        BlpFixture fixture;
        fixture.encoding = 3;
        fixture.width = 2;
        fixture.height = 2;
        fixture.hasMips = 17;
        fixture.levels = {QByteArray(16, '\x01'), QByteArray(4, '\x02')};
        const auto texture = BlpTexture::parse(fixture.bytes());
        QVERIFY(texture);
        QCOMPARE(texture->levelCount(), 2);
        QCOMPARE(texture->warnings().size(), 1);
        QVERIFY(texture->warnings().first().contains(QLatin1String("17")));
    }

    void jpegHeaderLargerThanTheFile()
    {
        BlpFixture fixture;
        fixture.version = 1;
        fixture.compression = 0;
        fixture.jpegHeader = QByteArray(10, '\0');
        fixture.levels = {QByteArray(20, '\0')};
        QByteArray bytes = fixture.bytes();
        qToLittleEndian<quint32>(quint32(bytes.size()), bytes.data() + 156);
        expectError(bytes, ErrorCode::Corrupt);
        qToLittleEndian<quint32>(0xFFFFFFFF, bytes.data() + 156);
        expectError(bytes, ErrorCode::Corrupt);
    }

    void garbageJpegDataIsCorrupt()
    {
        BlpFixture fixture;
        fixture.version = 1;
        fixture.compression = 0;
        fixture.jpegHeader = QByteArray::fromHex("ffd8ffdb");
        fixture.levels = {QByteArray(50, '\x55')};
        expectError(fixture.bytes(), ErrorCode::Corrupt);
    }

    void oddAlphaBits_data()
    {
        QTest::addColumn<quint32>("stored");
        QTest::addColumn<int>("used");
        QTest::newRow("9") << 9U << 8;
        QTest::newRow("garbage high bytes") << 0xEEFF0000U << 0;
        QTest::newRow("garbage high bytes over 8") << 0x01000008U << 8;
    }
    void oddAlphaBits()
    {
        QFETCH(quint32, stored);
        QFETCH(int, used);
        const QByteArray plane(16, '\x40');
        const auto texture = BlpTexture::parse(palettized(1, stored, alternatingIndices() + plane).bytes());
        QVERIFY(texture);
        QCOMPARE(texture->alphaBits(), used);
        QCOMPARE(texture->warnings().size(), 1);
        const auto image = texture->decode(0);
        QVERIFY(image);
        QCOMPARE(pixel(*image, 0)[3], used == 0 ? 255 : 0x40);
    }

    void dimensionsOverTheCap()
    {
        BlpFixture fixture;
        fixture.width = BlpTexture::kMaxSide + 1;
        fixture.levels = {alternatingIndices()};
        const auto image = decodeBlp(fixture.bytes());
        QVERIFY(!image);
        QCOMPARE(image.error().code, ErrorCode::LimitExceeded);
        QVERIFY(image.error().message.contains(QString::number(BlpTexture::kMaxSide)));
    }

    void otherBadHeaders()
    {
        expectError(QByteArray("BLP3") + QByteArray(2000, '\0'), ErrorCode::BadMagic);
        expectError(palettized(2, 0, alternatingIndices()).bytes().first(140), ErrorCode::Truncated);
        expectError(palettized(2, 0, alternatingIndices()).bytes().first(600), ErrorCode::Truncated);
        BlpFixture zero = palettized(2, 0, alternatingIndices());
        zero.height = 0;
        expectError(zero.bytes(), ErrorCode::Corrupt);
        BlpFixture dxt;
        dxt.encoding = 2;
        dxt.alphaType = 8;
        dxt.levels = {QByteArray(8, '\0')};
        expectError(dxt.bytes(), ErrorCode::Unsupported);
        BlpFixture encoding;
        encoding.encoding = 9;
        encoding.levels = {QByteArray(8, '\0')};
        expectError(encoding.bytes(), ErrorCode::Unsupported);
    }

    void everyTruncationIsHandled()
    {
        BlpFixture fixture = palettized(2, 8, alternatingIndices() + QByteArray(16, '\x01'));
        const QByteArray bytes = fixture.bytes();
        for (qsizetype size = 0; size < bytes.size(); ++size) {
            const auto image = decodeBlp(bytes.first(size));
            QVERIFY(image || !image.error().message.isEmpty());
        }
    }

    void describerShowsHeaderAndMipTable()
    {
        BlpFixture fixture;
        fixture.encoding = 3;
        fixture.levels = {QByteArray(64, '\x10')};
        const auto description = mwb::describeContent(QStringLiteral("x.blp"), fixture.bytes());
        QVERIFY(description);
        QVERIFY(!description->error);
        const mwb::StructureNode &header = description->root.children.at(0);
        QCOMPARE(header.offset, 0);
        QCOMPARE(header.size, 148);
        const mwb::StructureNode &offsets = header.children.at(8);
        QCOMPARE(offsets.offset, 20);
        QCOMPARE(offsets.children.at(0).value, QStringLiteral("1172"));
        const mwb::StructureNode &levels = description->root.children.at(2);
        QCOMPARE(levels.children.at(0).offset, 1172);
        QCOMPARE(levels.children.at(0).size, 64);
    }

    // ---- the corpus ----

    void everyCorpusTextureDecodes()
    {
        MWB_REQUIRE_CORPUS(dir, "wow/blp");
        const QStringList files = QDir(dir).entryList({QStringLiteral("*.blp")}, QDir::Files);
        QVERIFY(files.size() >= 20);
        for (const QString &name : files) {
            const auto texture = BlpTexture::parse(readFile(dir + QLatin1Char('/') + name), name);
            QVERIFY2(texture, qPrintable(name + QLatin1String(": ") + (texture ? QString() : texture.error().toString())));
            for (int level = 0; level < texture->levelCount(); ++level) {
                const auto image = texture->decode(level);
                QVERIFY2(image, qPrintable(name + QLatin1String(": ") + (image ? QString() : image.error().toString())));
                QCOMPARE(image->rgba.size(), qsizetype(image->width) * image->height * 4);
            }
        }
    }

    /// Every header and mip-table u32 but the size, overwritten with hostile values: each file still parses or
    /// fails with an error, every level it claims decodes or fails, and the describer answers.
    void corruptedCorpusHeaders()
    {
        MWB_REQUIRE_CORPUS(dir, "wow/blp");
        int decoded = 0;
        for (const QString &name : QDir(dir).entryList({QStringLiteral("*.blp")}, QDir::Files)) {
            const QByteArray original = readFile(dir + QLatin1Char('/') + name);
            if (original.size() > 50000)
                continue;
            const quint32 size = quint32(original.size());
            for (int at = 4; at < 160; at += 4) {
                if (at == 12 || at == 16)
                    continue;
                for (quint32 value : {0U, 1U, 17U, size - 1, size, 0x7FFFFFFFU, 0xFFFFFFFFU}) {
                    QByteArray bytes = original;
                    qToLittleEndian<quint32>(value, bytes.data() + at);
                    QVERIFY(mwb::describeContent(name, bytes));
                    const auto texture = BlpTexture::parse(bytes, name);
                    if (!texture) {
                        QVERIFY(!texture.error().message.isEmpty());
                        continue;
                    }
                    for (int level = 0; level < texture->levelCount(); ++level)
                        decoded += texture->decode(level) ? 1 : 0;
                }
            }
        }
        QVERIFY(decoded > 1000);
    }

    void corpusFacts_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("encoding");
        QTest::addColumn<int>("width");
        QTest::addColumn<int>("height");
        QTest::addColumn<int>("levels");
        QTest::newRow("hasMips 17") << "questie_reputation.blp" << "DXT5" << 64 << 64 << 7;
        QTest::newRow("BGRA") << "questie_available.blp" << "BGRA" << 32 << 32 << 6;
        QTest::newRow("DXT3 depth 8") << "nini_INV_LichKing_Belt.blp" << "DXT3" << 64 << 64 << 7;
        QTest::newRow("NPOT JPEG") << "pillow_blp1_jpeg2.blp" << "JPEG" << 425 << 256 << 1;
        QTest::newRow("JPEG alpha") << "blprs_WarcraftIIIFTLogo.blp" << "JPEG" << 512 << 256 << 10;
        QTest::newRow("BLP1 palette alpha") << "wc3lib_SelectionCircleSmall.blp" << "palettized" << 128 << 128 << 8;
        QTest::newRow("aliased mips, JPEG header 0") << "wrs_test_rect_without_alpha.blp" << "JPEG" << 2 << 3 << 2;
    }
    void corpusFacts()
    {
        MWB_REQUIRE_CORPUS(dir, "wow/blp");
        QFETCH(QString, name);
        const auto texture = BlpTexture::parse(readFile(dir + QLatin1Char('/') + name), name);
        QVERIFY(texture);
        QTEST(texture->encodingName(), "encoding");
        QTEST(texture->width(), "width");
        QTEST(texture->height(), "height");
        QTEST(texture->levelCount(), "levels");
    }

    /// Alpha is exact everywhere. Colour: exact for palettized data (table look-ups) and, as measured, for the
    /// JPEGs (Pillow and BLP Lab decode with libjpeg's default IDCT too; 4 of slack for other libjpeg builds and
    /// SIMD paths). DXT within 7: Pillow widens RGB565 endpoints by shifting (x << 3) where the DDS decoder
    /// replicates the high bits (x << 3 | x >> 2), up to 7 apart in 5-bit channels before interpolation.
    void pixelsMatchReferencePngs_data()
    {
        QTest::addColumn<QString>("blp");
        QTest::addColumn<QString>("png");
        QTest::addColumn<int>("tolerance");
        QTest::newRow("palettized") << "pillow_blp2_raw.blp" << "pillow_blp2_raw.png" << 0;
        QTest::newRow("dxt1") << "pillow_blp2_dxt1.blp" << "pillow_blp2_dxt1.png" << 7;
        QTest::newRow("dxt1 1-bit alpha") << "pillow_blp2_dxt1a.blp" << "pillow_blp2_dxt1a.png" << 7;
        QTest::newRow("jpeg") << "pillow_blp1_jpeg.blp" << "pillow_blp1_jpeg.png" << 4;
        QTest::newRow("jpeg tiny") << "wc3lib_TeamColor00.blp" << "wc3lib_TeamColor00_BLPLab.png" << 4;
    }
    void pixelsMatchReferencePngs()
    {
        MWB_REQUIRE_CORPUS(dir, "wow/blp");
        QFETCH(QString, blp);
        QFETCH(QString, png);
        QFETCH(int, tolerance);
        const auto image = decodeBlp(readFile(dir + QLatin1Char('/') + blp), 0, blp);
        QVERIFY(image);
        const auto [colour, alpha] = maxDifferences(*image, dir + QLatin1Char('/') + png);
        qInfo("%s: largest colour difference %d, alpha %d", qPrintable(blp), colour, alpha);
        QVERIFY2(colour <= tolerance, qPrintable(QStringLiteral("colour difference %1").arg(colour)));
        QCOMPARE(alpha, 0);
    }
};

QTEST_GUILESS_MAIN(TestBlpTexture)
#include "tst_blptexture.moc"
