// SPDX-License-Identifier: GPL-3.0-or-later
// The DDS decoder: every block encoding against hand-computed texels, masked layouts, partial blocks, hostile
// headers, and every texture in the real mods of the corpus.
#include "DdsFixtures.h"
#include "SharedCorpus.h"
#include "mwb/formats/dds/DdsImage.h"
#include "mwb/formats/tl2mod/ModArchive.h"

#include <QDirIterator>
#include <QTest>

using mwb::ErrorCode;
using mwb::formats::dds::DdsImage;
using mwb::test::DdsFixture;

namespace {

/// A BC1 colour block: endpoints c0, c1 (RGB565) and sixteen 2-bit indices, texel 0 in the lowest bits.
QByteArray colourBlock(quint16 c0, quint16 c1, quint32 indices)
{
    QByteArray block(8, '\0');
    qToLittleEndian<quint16>(c0, block.data());
    qToLittleEndian<quint16>(c1, block.data() + 2);
    qToLittleEndian<quint32>(indices, block.data() + 4);
    return block;
}

constexpr quint32 kRed = 0xFFFF0000;
constexpr quint32 kBlue = 0xFF0000FF;
constexpr quint16 kRed565 = 0xF800;
constexpr quint16 kBlue565 = 0x001F;
/// Texels 0..3 use indices 0, 1, 2, 3; the rest index 0.
constexpr quint32 kIndices0123 = 0b11100100;

} // namespace

class TestDdsImage : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void bc1FourColourMode()
    {
        DdsFixture fixture;
        fixture.fourCc = "DXT1";
        const auto image = DdsImage::decode(fixture.bytes(colourBlock(kRed565, kBlue565, kIndices0123)));
        QVERIFY2(image, qPrintable(image ? QString() : image.error().toString()));
        QCOMPARE(image->encoding, QStringLiteral("DXT1"));
        QCOMPARE(image->width, 4);
        QCOMPARE(image->argb[0], kRed);
        QCOMPARE(image->argb[1], kBlue);
        QCOMPARE(image->argb[2], 0xFFAA0055U); // (2·red + blue) / 3
        QCOMPARE(image->argb[3], 0xFF5500AAU); // (red + 2·blue) / 3
        QCOMPARE(image->argb[15], kRed);
    }

    void bc1ThreeColourModeHasTransparentBlack()
    {
        DdsFixture fixture;
        fixture.fourCc = "DXT1";
        const auto image = DdsImage::decode(fixture.bytes(colourBlock(kBlue565, kRed565, kIndices0123)));
        QVERIFY(image);
        QCOMPARE(image->argb[2], 0xFF7F007FU); // (blue + red) / 2
        QCOMPARE(image->argb[3], 0x00000000U);
    }

    void bc3InterpolatesAlpha()
    {
        DdsFixture fixture;
        fixture.fourCc = "DXT5";
        QByteArray alpha(8, '\0');
        alpha[0] = char(255);
        alpha[1] = 0;
        alpha[2] = char(0b010'001'000); // texels 0, 1, 2 use alpha indices 0, 1, 2
        const auto image = DdsImage::decode(fixture.bytes(alpha + colourBlock(kRed565, kBlue565, 0)));
        QVERIFY(image);
        QCOMPARE(image->argb[0] >> 24, 255U);
        QCOMPARE(image->argb[1] >> 24, 0U);
        QCOMPARE(image->argb[2] >> 24, 218U); // (6·255 + 1·0) / 7
        QCOMPARE(image->argb[2] & 0xFFFFFF, kRed & 0xFFFFFF);
    }

    void bc2ExplicitAlphaIgnoresBc1TransparentMode()
    {
        DdsFixture fixture;
        fixture.fourCc = "DXT3";
        QByteArray alpha(8, '\0');
        alpha[0] = char(0x5F); // texel 0: 0xF, texel 1: 0x5
        const auto image = DdsImage::decode(fixture.bytes(alpha + colourBlock(kBlue565, kRed565, kIndices0123)));
        QVERIFY(image);
        QCOMPARE(image->argb[0], 0xFF0000FFU);
        QCOMPARE(image->argb[1] >> 24, 0x55U);
        QCOMPARE(image->argb[3] & 0xFFFFFF, 0xAA0055U); // (c0 + 2·c1) / 3: four-colour mode although c0 <= c1
    }

    void bc5RebuildsNormalBlue()
    {
        DdsFixture fixture;
        fixture.fourCc = "ATI2";
        QByteArray flat(8, '\0');
        flat[0] = char(128);
        flat[1] = char(128);
        const auto image = DdsImage::decode(fixture.bytes(flat + flat));
        QVERIFY(image);
        QCOMPARE(image->argb[0], 0xFF8080FFU); // X = Y = 0 gives Z = 1, stored as 255
    }

    void maskedLayouts_data()
    {
        QTest::addColumn<quint32>("bitCount");
        QTest::addColumn<QList<quint32>>("masks");
        QTest::addColumn<QByteArray>("pixel");
        QTest::addColumn<quint32>("expected");
        QTest::newRow("A8R8G8B8") << 32U << QList<quint32>{0xFF0000, 0xFF00, 0xFF, 0xFF000000}
                                  << QByteArray("\x30\x20\x10\x80", 4) << 0x80102030U;
        QTest::newRow("X8R8G8B8 is opaque") << 32U << QList<quint32>{0xFF0000, 0xFF00, 0xFF, 0}
                                            << QByteArray("\x30\x20\x10\x00", 4) << 0xFF102030U;
        QTest::newRow("R5G6B5") << 16U << QList<quint32>{0xF800, 0x07E0, 0x001F, 0}
                                << QByteArray("\x1F\xF8", 2) << 0xFFFF00FFU;
        QTest::newRow("A1R5G5B5") << 16U << QList<quint32>{0x7C00, 0x03E0, 0x001F, 0x8000}
                                  << QByteArray("\x00\x7C", 2) << 0x00FF0000U;
        QTest::newRow("R8G8B8") << 24U << QList<quint32>{0xFF0000, 0xFF00, 0xFF, 0} << QByteArray("\x03\x02\x01", 3)
                                << 0xFF010203U;
    }

    void maskedLayouts()
    {
        QFETCH(quint32, bitCount);
        QFETCH(QList<quint32>, masks);
        QFETCH(QByteArray, pixel);
        QFETCH(quint32, expected);
        DdsFixture fixture;
        fixture.width = 1;
        fixture.height = 1;
        fixture.bitCount = bitCount;
        std::copy(masks.begin(), masks.end(), fixture.masks);
        const auto image = DdsImage::decode(fixture.bytes(pixel));
        QVERIFY2(image, qPrintable(image ? QString() : image.error().toString()));
        QCOMPARE(image->argb.at(0), expected);
    }

    void partialBlocksAreCropped()
    {
        DdsFixture fixture;
        fixture.fourCc = "DXT1";
        fixture.width = 5;
        fixture.height = 3;
        QByteArray blocks = colourBlock(kRed565, kRed565, 0) + colourBlock(kBlue565, kBlue565, 0);
        const auto image = DdsImage::decode(fixture.bytes(blocks));
        QVERIFY(image);
        QCOMPARE(image->argb.size(), size_t(15));
        QCOMPARE(image->argb[3], kRed);
        QCOMPARE(image->argb[4], kBlue);
        QCOMPARE(image->argb[14], kBlue);
    }

    void hostileInput_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<ErrorCode>("code");
        QTest::addColumn<qint64>("offset");
        DdsFixture dxt1;
        dxt1.fourCc = "DXT1";
        const QByteArray good = dxt1.bytes(colourBlock(kRed565, kBlue565, 0));
        QTest::newRow("not a DDS") << QByteArray("\x89PNG\r\n\x1A\n", 8) << ErrorCode::BadMagic << qint64(0);
        QTest::newRow("header cut") << good.left(100) << ErrorCode::Truncated << qint64(100);
        QTest::newRow("blocks cut") << good.left(130) << ErrorCode::Truncated << qint64(130);
        QByteArray badSize = good;
        badSize[4] = 100;
        QTest::newRow("header size") << badSize << ErrorCode::Corrupt << qint64(4);
        DdsFixture huge = dxt1;
        huge.width = 100000;
        QTest::newRow("huge") << huge.bytes({}) << ErrorCode::LimitExceeded << qint64(12);
        DdsFixture zero = dxt1;
        zero.height = 0;
        QTest::newRow("empty") << zero.bytes({}) << ErrorCode::LimitExceeded << qint64(12);
        DdsFixture unknown = dxt1;
        unknown.fourCc = "BC7X";
        QTest::newRow("unknown fourCC") << unknown.bytes(QByteArray(16, '\0')) << ErrorCode::Unsupported << qint64(80);
        DdsFixture oddBits;
        oddBits.bitCount = 12;
        QTest::newRow("12-bit pixels") << oddBits.bytes(QByteArray(64, '\0')) << ErrorCode::Unsupported << qint64(80);
    }

    void hostileInput()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(ErrorCode, code);
        QFETCH(qint64, offset);
        const auto image = DdsImage::decode(bytes, QStringLiteral("hostile.dds"));
        QVERIFY(!image);
        QCOMPARE(image.error().code, code);
        QCOMPARE(image.error().offset, offset);
        QCOMPARE(image.error().path, QStringLiteral("hostile.dds"));
    }

    void everyCorpusTextureDecodes()
    {
        MWB_REQUIRE_CORPUS(corpus, "tl2");
        int textures = 0;
        QDirIterator mods(corpus, {QStringLiteral("*.mod"), QStringLiteral("*.MOD")}, QDir::Files,
            QDirIterator::Subdirectories);
        while (mods.hasNext()) {
            const QString path = mods.next();
            auto mod = mwb::formats::tl2mod::ModArchive::open(path);
            QVERIFY2(mod, qPrintable(path));
            for (int record = 0; record < int((*mod)->records().size()); ++record) {
                if (!(*mod)->records()[size_t(record)].name.endsWith(QLatin1String(".DDS")))
                    continue;
                const auto bytes = (*mod)->readEntry(record);
                QVERIFY(bytes);
                const auto image = DdsImage::decode(*bytes, path);
                QVERIFY2(image, qPrintable(image ? QString() : image.error().toString()));
                QVERIFY(image->width > 0 && image->height > 0);
                ++textures;
            }
        }
        QVERIFY2(textures >= 150, qPrintable(QStringLiteral("only %1 textures found").arg(textures)));
    }
};

QTEST_GUILESS_MAIN(TestDdsImage)
#include "tst_ddsimage.moc"
