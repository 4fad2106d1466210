// SPDX-License-Identifier: GPL-3.0-or-later
// BINLAYOUT → text LAYOUT on fixtures the test writes: GUTS's own text for each encoding path, its number
// formatting, the root tag, the fixed point (decompile → compile gives the bytes back, also for arbitrary float
// bits), and hostile or inexpressible bytes with their exact error codes and offsets.
#include "DatFixtures.h"
#include "LayoutFixtures.h"
#include "mwb/formats/tl2layout/LayoutCompiler.h"
#include "mwb/formats/tl2layout/LayoutDecompiler.h"

#include <QRandomGenerator>
#include <QTest>

using mwb::ErrorCode;
using namespace mwb::formats::tl2layout;
using mwb::test::LayoutBytes;
using mwb::test::LayoutFixture;

namespace {

/// A layout of one Image (id 1, default name) holding `properties` (each u16 size + code + value, built by `add`).
template<typename Add>
QByteArray oneImage(Add add)
{
    LayoutBytes b;
    b.u8(0x0B).u8(4).u32(0).u16(1).open().u8(62).i64(1).shortString(QString());
    add(b);
    return b.u32(0).u16(0).close(true).bytes();
}

QByteArray imageWidth(quint32 bits)
{
    return oneImage([bits](LayoutBytes &b) {
        b.u8(1).property(58).u32(bits).endProperty();
    });
}

QString decompiledText(const QByteArray &bytes)
{
    const auto text = decompileBinLayout(bytes, QString());
    return text ? QString::fromUtf16(reinterpret_cast<const char16_t *>(text->constData() + 2), (text->size() - 2) / 2)
                : QStringLiteral("error: ") + text.error().toString();
}

} // namespace

class TestLayoutDecompile : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void printsGutsText_data() { mwb::test::addFixtureRows(); }

    void printsGutsText()
    {
        QFETCH(LayoutFixture, fixture);
        const auto text = decompileBinLayout(fixture.bytes, QString());
        QVERIFY2(text, qPrintable(mwb::test::failure(text)));
        QCOMPARE(*text, mwb::test::utf16WithBom(fixture.text));
        const auto back = compileLayoutText(*text, QString());
        QVERIFY(back);
        QCOMPARE(*back, fixture.bytes);
    }

    void rootTag()
    {
        const auto level = BinLayout::parse(mwb::test::levelFixture().bytes);
        const auto ui = BinLayout::parse(mwb::test::uiFixture().bytes);
        QVERIFY(level && ui);
        QCOMPARE(layoutRootTag(QString(), *level), QStringLiteral("Layout"));
        QCOMPARE(layoutRootTag(QString(), *ui), QStringLiteral("UI"));
        QCOMPARE(layoutRootTag(QStringLiteral("x.mod::media\\ui\\a.layout"), *level), QStringLiteral("UI"));
        QCOMPARE(layoutRootTag(QStringLiteral("MEDIA/PARTICLES/FIRE.LAYOUT"), *ui), QStringLiteral("Particle Creator"));
        QCOMPARE(layoutRootTag(QStringLiteral("MEDIA/LAYOUTS/A.LAYOUT"), *ui), QStringLiteral("UI"));
        const auto chosen = decompileBinLayout(mwb::test::uiFixture().bytes, QString(), QStringLiteral("Scratch Pad"));
        QVERIFY(chosen && chosen->startsWith(mwb::test::utf16WithBom(QStringLiteral("[Scratch Pad]\r\n"))));
    }

    void floatsAsGutsPrintsThem_data()
    {
        QTest::addColumn<quint32>("bits");
        QTest::addColumn<QString>("text");
        QTest::newRow("0.1") << 0x3DCCCCCDU << QStringLiteral("0.1");
        QTest::newRow("one million") << 0x49742400U << QStringLiteral("1e+006");
        QTest::newRow("small") << 0xB3FFFFD7U << QStringLiteral("-1.19209e-007");
        QTest::newRow("two to the -23") << 0xB4000000U << QStringLiteral("-1.1920929e-007");
        QTest::newRow("negative zero") << 0x80000000U << QStringLiteral("-0");
        QTest::newRow("needs 8 digits") << 0x3F800001U << QStringLiteral("1.0000001");
        QTest::newRow("largest") << 0x7F7FFFFFU << QStringLiteral("3.4028235e+038");
        QTest::newRow("smallest subnormal") << 0x00000001U << QStringLiteral("1.4013e-045");
        QTest::newRow("infinity") << 0xFF800000U << QStringLiteral("-inf");
        QTest::newRow("quiet nan") << 0x7FC00000U << QStringLiteral("nan");
        QTest::newRow("nan payload") << 0x7FC00001U << QStringLiteral("0x7fc00001");
    }

    void floatsAsGutsPrintsThem()
    {
        QFETCH(quint32, bits);
        QFETCH(QString, text);
        const QString printed = decompiledText(imageWidth(bits));
        QVERIFY2(printed.contains(QStringLiteral("\t\t\t\t<FLOAT>WIDTH:") + text + QStringLiteral("\r\n")),
            qPrintable(printed));
    }

    void everyFloatIsAFixedPoint()
    {
        // 20000 random bit patterns (NaN payloads, subnormals, both zeros…): the four FLOATS lists of a Damage
        // Shape, 5000 items each (a property holds at most 65534 bytes).
        QRandomGenerator random(28);
        LayoutBytes b;
        b.u8(0x0B).u8(4).u32(0).u16(1).open().u8(56).i64(1).shortString(QString()).u8(4);
        for (const quint8 code : std::initializer_list<quint8>{58, 60, 123, 125}) {
            b.property(code).u16(5000);
            for (int i = 0; i < 5000; ++i)
                b.u32(random.generate());
            b.endProperty();
        }
        const QByteArray bytes = b.u32(0).u16(0).close(true).bytes();
        const auto text = decompileBinLayout(bytes, QString());
        QVERIFY2(text, qPrintable(mwb::test::failure(text)));
        const auto back = compileLayoutText(*text, QString());
        QVERIFY2(back, qPrintable(mwb::test::failure(back)));
        QCOMPARE(*back, bytes);
    }

    void scalarMembersStoredAsLists()
    {
        // SORT OFFSET (INTEGER) and ENABLED (BOOL) stored as u16 count + items: printed as <STRING> lists.
        const QByteArray bytes = oneImage([](LayoutBytes &b) {
            b.u8(2).property(5).u16(2).u32(quint32(-1)).u32(2).endProperty();
            b.property(40).u16(2).u32(1).u32(7).endProperty();
        });
        const QString text = decompiledText(bytes);
        QVERIFY2(text.contains(QStringLiteral("<STRING>SORT OFFSET:-1,2\r\n")), qPrintable(text));
        QVERIFY(text.contains(QStringLiteral("<STRING>ENABLED:true,7\r\n")));
        QCOMPARE(*compileLayoutText(text, QString()), bytes);
    }

    void inexpressibleOrHostileBytes_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<int>("code");
        QTest::addColumn<qint64>("offset");
        constexpr qint64 object = 8; // the first object's block
        constexpr qint64 firstProperty = object + 4 + 1 + 8 + 2 + 1;
        QTest::newRow("not a layout") << QByteArray("\xFF\xFE[\x00", 4) << int(ErrorCode::BadMagic) << qint64(0);
        LayoutBytes unknown;
        unknown.u8(0x0B).u8(4).u32(0).u16(1).open().u8(200).i64(1).shortString(QString()).u8(0).u32(0).u16(0);
        QTest::newRow("unknown descriptor") << unknown.close(true).bytes() << int(ErrorCode::Unsupported) << object + 4;
        QTest::newRow("unknown member") << oneImage([](LayoutBytes &b) {
            b.u8(1).property(250).u32(0).endProperty();
        }) << int(ErrorCode::Unsupported)
                                        << firstProperty;
        QTest::newRow("editor-only member") << [] {
            LayoutBytes b;
            b.u8(0x0B).u8(4).u32(0).u16(1).open().u8(56).i64(1).shortString(QString()).u8(1);
            return b.property(45).u32(1).endProperty().u32(0).u16(0).close(true).bytes();
        }() << int(ErrorCode::Unsupported) << firstProperty;
        LayoutBytes named;
        named.u8(0x0B).u8(4).u32(0).u16(1).open().u8(62).i64(1).shortString(QStringLiteral("Image")).u8(0);
        QTest::newRow("stored default name")
            << named.u32(0).u16(0).close(true).bytes() << int(ErrorCode::Unsupported) << object;
        QTest::newRow("member stored twice") << oneImage([](LayoutBytes &b) {
            b.u8(2).property(58).f32(1.0F).endProperty().property(58).f32(2.0F).endProperty();
        }) << int(ErrorCode::Unsupported) << firstProperty + 7;
        LayoutBytes timeline;
        timeline.u8(0x0B).u8(4).u32(0).u16(1).open().u8(35).i64(1).shortString(QStringLiteral("T")).u8(1);
        timeline.property(105).shortString(QStringLiteral("U")).endProperty();
        QTest::newRow("NAME member differs")
            << timeline.u32(0).u16(0).close(true).bytes() << int(ErrorCode::Unsupported) << firstProperty + 2;
        QTest::newRow("float of 3 bytes") << oneImage([](LayoutBytes &b) {
            b.u8(1).property(58).u8(1).u8(2).u8(3).endProperty();
        }) << int(ErrorCode::Corrupt) << firstProperty;
        QTest::newRow("short string count") << oneImage([](LayoutBytes &b) {
            b.u8(1).property(35).u16(5).u16('a').endProperty();
        }) << int(ErrorCode::Corrupt) << firstProperty;
        LayoutBytes tracks;
        tracks.u8(0x0B).u8(4).u32(0).u16(1).open().u8(35).i64(1).shortString(QString()).u8(0).open().u8(1).i64(2).u8(2);
        tracks.shortString(QString()).shortString(QStringLiteral("Play")).u8(0);
        const qint64 propertyTrack = tracks.size();
        tracks.shortString(QStringLiteral("ALPHA")).shortString(QString()).u8(0);
        QTest::newRow("event track first")
            << tracks.close(false).u16(0).close(true).bytes() << int(ErrorCode::Unsupported) << propertyTrack;
        LayoutBytes interpolation;
        interpolation.u8(0x0B).u8(4).u32(0).u16(1).open().u8(35).i64(1).shortString(QString()).u8(0).open();
        interpolation.u8(1).i64(2).u8(1).shortString(QString()).shortString(QStringLiteral("Play")).u8(1);
        const qint64 point = interpolation.size();
        interpolation.f32(0.5F).u8(9);
        QTest::newRow("interpolation 9") << interpolation.close(false).u16(0).close(true).bytes()
                                         << int(ErrorCode::Unsupported) << point;
        LayoutBytes lonely;
        lonely.u8(0x0B).u8(4).u32(0).u16(1).open().u8(1).i64(1).shortString(QString()).u8(0).u32(0).u16(0);
        QTest::newRow("Group without datagroup") << lonely.close(true).bytes() << int(ErrorCode::Unsupported) << object;
        QByteArray level = mwb::test::levelFixture().bytes;
        const qint64 dataGroup = qFromLittleEndian<quint32>(level.constData() + 2);
        const qint64 firstNode = dataGroup + 35; // past the root node (33 bytes and its child count)
        QByteArray wrongId = level;
        qToLittleEndian<qint64>(101, wrongId.data() + firstNode);
        QTest::newRow("node of another id") << wrongId << int(ErrorCode::Unsupported) << firstNode;
        QByteArray wrongOffset = level;
        qToLittleEndian<quint32>(7, wrongOffset.data() + firstNode + 14);
        QTest::newRow("node offset") << wrongOffset << int(ErrorCode::Unsupported) << firstNode + 14;
        QByteArray badChoice = level;
        badChoice[firstNode + 8] = char(3);
        QTest::newRow("choice 3") << badChoice << int(ErrorCode::Unsupported) << firstNode;
        QByteArray rootTag = level;
        rootTag[dataGroup + 8] = char(1);
        QTest::newRow("root with a choice") << rootTag << int(ErrorCode::Unsupported) << dataGroup;
        QByteArray logicEnd = level;
        const qint64 endField = level.indexOf(QByteArray("\x01\x2C\x01\x00\x00\x00\x00\x00\x00", 9)) + 17;
        qToLittleEndian<quint32>(
            qFromLittleEndian<quint32>(level.constData() + endField) + 1, logicEnd.data() + endField);
        QTest::newRow("logic end offset") << logicEnd << int(ErrorCode::Unsupported) << endField;
    }

    void inexpressibleOrHostileBytes()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(int, code);
        QFETCH(qint64, offset);
        const auto text = decompileBinLayout(bytes, QStringLiteral("x.LAYOUT"));
        QVERIFY(!text);
        QCOMPARE(int(text.error().code), code);
        QCOMPARE(text.error().offset, offset);
        QCOMPARE(text.error().path, QStringLiteral("x.LAYOUT"));
    }
};

QTEST_GUILESS_MAIN(TestLayoutDecompile)

#include "tst_layoutdecompile.moc"
