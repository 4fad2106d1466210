// SPDX-License-Identifier: GPL-3.0-or-later
// rg_hash, DAT type names and the text ⇄ raw value codec.
#include "mwb/formats/tl2dat/DatTypes.h"
#include "mwb/formats/tl2dat/DatValues.h"
#include "mwb/formats/tl2dat/RgHash.h"

#include <QTest>

#include <cstring>

using namespace mwb::formats::tl2dat;

namespace {

quint32 floatBits(float f)
{
    quint32 bits;
    std::memcpy(&bits, &f, sizeof bits);
    return bits;
}

quint64 doubleBits(double d)
{
    quint64 bits;
    std::memcpy(&bits, &d, sizeof bits);
    return bits;
}

} // namespace

class TestDatValues : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void rgHashKnownValues_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<quint32>("hash");
        // heiybb/TL2-RE self-test and shipped UNITTHEMES/MAGICICE.DAT values (specs/tl2.md §1)
        QTest::newRow("A") << QStringLiteral("A") << 97u;
        QTest::newRow("B") << QStringLiteral("B") << 98u;
        QTest::newRow("0") << QStringLiteral("0") << 16u;
        QTest::newRow("AI") << QStringLiteral("AI") << 105u;
        QTest::newRow("THEME") << QStringLiteral("THEME") << 0x0F651DE5u;
        QTest::newRow("NAME") << QStringLiteral("NAME") << 0x00660DE5u;
        QTest::newRow("GUID") << QStringLiteral("GUID") << 0x0062DD64u;
        QTest::newRow("empty") << QString() << 0u;
        // keys seen in the corpus BINDATs
        QTest::newRow("MONSTER_LVL_MULT") << QStringLiteral("MONSTER_LVL_MULT") << 115063800u;
        QTest::newRow("DESCRIPTION") << QStringLiteral("DESCRIPTION") << 330554530u;
        // case-sensitive, over UTF-16 code units (a surrogate pair counts twice)
        QTest::newRow("Layout") << QStringLiteral("Layout") << 0x1E2D32D5u;
        QTest::newRow("LAYOUT") << QStringLiteral("LAYOUT") << 0x1C3DB6F5u;
        QTest::newRow("CJK") << QStringLiteral("中文") << 0x0009A827u;
        QTest::newRow("astral") << QStringLiteral("😀") << 0x001BD1A0u;
    }

    void rgHashKnownValues()
    {
        QFETCH(QString, text);
        QFETCH(quint32, hash);
        QCOMPARE(rgHash(text), hash);
    }

    void typeNamesAndAliases()
    {
        QCOMPARE(datTypeFromName(u"UNSIGNED INT"), DatType::UnsignedInt);
        QCOMPARE(datTypeFromName(u"unsigned integer"), DatType::UnsignedInt);
        QCOMPARE(datTypeFromName(u"INT64"), DatType::Integer64);
        QCOMPARE(datTypeFromName(u"Note"), DatType::Note);
        QVERIFY(!datTypeFromName(u"VECTOR3"));
        QVERIFY(!datTypeFromName(u"UNSIGNED"));
        QCOMPARE(datTypeName(DatType::UnsignedInt), QStringLiteral("UNSIGNED INT"));
        QCOMPARE(datTypeName(DatType::Integer64), QStringLiteral("INTEGER64"));
        for (quint32 code = 1; code <= 9; ++code)
            QCOMPARE(datTypeFromName(datTypeName(*datTypeFromCode(code))), datTypeFromCode(code));
        QVERIFY(!datTypeFromCode(0));
        QVERIFY(!datTypeFromCode(10));
        QCOMPARE(datValueSize(DatType::Double), 8);
        QCOMPARE(datValueSize(DatType::Integer64), 8);
        QCOMPARE(datValueSize(DatType::Translate), 4);
    }

    void parsesValues_data()
    {
        QTest::addColumn<int>("type");
        QTest::addColumn<QString>("text");
        QTest::addColumn<quint64>("raw");
        const int i32 = int(DatType::Integer), u32 = int(DatType::UnsignedInt), i64 = int(DatType::Integer64);
        const int b = int(DatType::Bool), f = int(DatType::Float), d = int(DatType::Double);
        QTest::newRow("int") << i32 << QStringLiteral("100") << quint64(100);
        QTest::newRow("int negative") << i32 << QStringLiteral("-1") << quint64(0xFFFFFFFF);
        QTest::newRow("int plus, spaces") << i32 << QStringLiteral(" +7\t") << quint64(7);
        QTest::newRow("int empty") << i32 << QString() << quint64(0);
        QTest::newRow("int min") << i32 << QStringLiteral("-2147483648") << quint64(0x80000000);
        QTest::newRow("int above max keeps bits") << i32 << QStringLiteral("4294967295") << quint64(0xFFFFFFFF);
        QTest::newRow("uint") << u32 << QStringLiteral("4294967295") << quint64(0xFFFFFFFF);
        QTest::newRow("uint negative") << u32 << QStringLiteral("-2") << quint64(0xFFFFFFFE);
        QTest::newRow("int64") << i64 << QStringLiteral("2500774315") << quint64(2500774315);
        QTest::newRow("int64 negative") << i64 << QStringLiteral("-2664659190548818614")
                                        << quint64(-2664659190548818614LL);
        QTest::newRow("int64 unsigned max") << i64 << QStringLiteral("18446744073709551615") << ~quint64(0);
        QTest::newRow("bool true") << b << QStringLiteral("true") << quint64(1);
        QTest::newRow("bool TRUE") << b << QStringLiteral("TRUE") << quint64(1);
        QTest::newRow("bool false") << b << QStringLiteral("false") << quint64(0);
        QTest::newRow("bool 1") << b << QStringLiteral("1") << quint64(1);
        QTest::newRow("bool 0") << b << QStringLiteral("0") << quint64(0);
        QTest::newRow("bool 2") << b << QStringLiteral("2") << quint64(2);
        QTest::newRow("float 1") << f << QStringLiteral("1") << quint64(0x3F800000);
        QTest::newRow("float 0.008") << f << QStringLiteral("0.008") << quint64(floatBits(0.008f));
        QTest::newRow("float 1.000000") << f << QStringLiteral("1.000000") << quint64(0x3F800000);
        QTest::newRow("float exp") << f << QStringLiteral("-2.5e-3") << quint64(floatBits(-2.5e-3f));
        QTest::newRow("float .5") << f << QStringLiteral(".5") << quint64(0x3F000000);
        QTest::newRow("float -0") << f << QStringLiteral("-0") << quint64(0x80000000);
        QTest::newRow("float bits") << f << QStringLiteral("0x7FC00001") << quint64(0x7FC00001);
        QTest::newRow("float inf") << f << QStringLiteral("-inf") << quint64(0xFF800000);
        QTest::newRow("double") << d << QStringLiteral("0.1") << doubleBits(0.1);
        QTest::newRow("double bits") << d << QStringLiteral("0x0000000000000001") << quint64(1);
    }

    void parsesValues()
    {
        QFETCH(int, type);
        QFETCH(QString, text);
        QFETCH(quint64, raw);
        QCOMPARE(parseDatValue(DatType(type), text), std::optional<quint64>(raw));
    }

    void refusesInvalidValues_data()
    {
        QTest::addColumn<int>("type");
        QTest::addColumn<QString>("text");
        const int i32 = int(DatType::Integer), i64 = int(DatType::Integer64);
        const int b = int(DatType::Bool), f = int(DatType::Float);
        QTest::newRow("int word") << i32 << QStringLiteral("ten");
        QTest::newRow("int fraction") << i32 << QStringLiteral("5.0");
        QTest::newRow("int too big") << i32 << QStringLiteral("4294967296");
        QTest::newRow("int too small") << i32 << QStringLiteral("-2147483649");
        QTest::newRow("int plus minus") << i32 << QStringLiteral("+-1");
        QTest::newRow("int64 too big") << i64 << QStringLiteral("18446744073709551616");
        QTest::newRow("bool yes") << b << QStringLiteral("yes");
        QTest::newRow("bool negative") << b << QStringLiteral("-1");
        QTest::newRow("float word") << f << QStringLiteral("abc");
        QTest::newRow("float trailing f") << f << QStringLiteral("1.5f");
        QTest::newRow("float overflow") << f << QStringLiteral("1e39");
        QTest::newRow("float infinity spelled out") << f << QStringLiteral("infinity");
        QTest::newRow("float short bits") << f << QStringLiteral("0x7FC0");
        QTest::newRow("non-ASCII digits") << i32 << QStringLiteral("１");
    }

    void refusesInvalidValues()
    {
        QFETCH(int, type);
        QFETCH(QString, text);
        QCOMPARE(parseDatValue(DatType(type), text), std::nullopt);
    }

    void formatsCanonically_data()
    {
        QTest::addColumn<int>("type");
        QTest::addColumn<quint64>("raw");
        QTest::addColumn<QString>("text");
        const int f = int(DatType::Float), d = int(DatType::Double);
        QTest::newRow("int") << int(DatType::Integer) << quint64(0xFFFFFFFF) << QStringLiteral("-1");
        QTest::newRow("uint") << int(DatType::UnsignedInt) << quint64(0xFFFFFFFF) << QStringLiteral("4294967295");
        QTest::newRow("int64") << int(DatType::Integer64) << ~quint64(0) << QStringLiteral("-1");
        QTest::newRow("bool 1") << int(DatType::Bool) << quint64(1) << QStringLiteral("true");
        QTest::newRow("bool 0") << int(DatType::Bool) << quint64(0) << QStringLiteral("false");
        QTest::newRow("bool 7") << int(DatType::Bool) << quint64(7) << QStringLiteral("7");
        // the shortest text that round-trips, as the game's text files write them
        QTest::newRow("float 1") << f << quint64(0x3F800000) << QStringLiteral("1");
        QTest::newRow("float 0.008") << f << quint64(floatBits(0.008f)) << QStringLiteral("0.008");
        QTest::newRow("float 0.0015") << f << quint64(floatBits(0.0015f)) << QStringLiteral("0.0015");
        QTest::newRow("float 3515.67") << f << quint64(floatBits(3515.67f)) << QStringLiteral("3515.67");
        QTest::newRow("float 250") << f << quint64(floatBits(250.f)) << QStringLiteral("250");
        QTest::newRow("float -0") << f << quint64(0x80000000) << QStringLiteral("-0");
        QTest::newRow("float 1e10") << f << quint64(floatBits(1e10f)) << QStringLiteral("10000000000");
        QTest::newRow("float denormal") << f << quint64(1) << QStringLiteral("1e-45");
        QTest::newRow("float nan") << f << quint64(0x7FC00000) << QStringLiteral("nan");
        QTest::newRow("float payload nan") << f << quint64(0xFFC00001) << QStringLiteral("0xFFC00001");
        QTest::newRow("float inf") << f << quint64(0x7F800000) << QStringLiteral("inf");
        QTest::newRow("double 0.1") << d << doubleBits(0.1) << QStringLiteral("0.1");
        QTest::newRow("double 1e300") << d << doubleBits(1e300) << QStringLiteral("1e+300");
    }

    void formatsCanonically()
    {
        QFETCH(int, type);
        QFETCH(quint64, raw);
        QFETCH(QString, text);
        QCOMPARE(formatDatValue(DatType(type), raw), text);
        QCOMPARE(parseDatValue(DatType(type), text), std::optional<quint64>(raw));
    }

    void everyFloatPatternRoundTrips()
    {
        // a spread of bit patterns: normals, denormals, both signs, NaNs with payloads
        quint32 bits = 0x12345678;
        for (int i = 0; i < 200000; ++i) {
            bits = bits * 1664525u + 1013904223u;
            QCOMPARE(parseDatValue(DatType::Float, formatDatValue(DatType::Float, bits)), std::optional<quint64>(bits));
        }
        quint64 wide = 0x0123456789ABCDEFULL;
        for (int i = 0; i < 100000; ++i) {
            wide = wide * 6364136223846793005ULL + 1442695040888963407ULL;
            QCOMPARE(
                parseDatValue(DatType::Double, formatDatValue(DatType::Double, wide)), std::optional<quint64>(wide));
        }
    }
};

QTEST_GUILESS_MAIN(TestDatValues)
#include "tst_datvalues.moc"
