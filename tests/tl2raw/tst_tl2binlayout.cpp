// SPDX-License-Identifier: GPL-3.0-or-later
// BINLAYOUT: every corpus file (loose .BINLAYOUT and the .LAYOUT entries of every .MOD) parses to EOF and its
// describer covers every byte; known values; a hand-built file with a logic graph and a timeline; hostile input.
#include "LayoutBytes.h"
#include "Tl2RawCorpus.h"
#include "mwb/core/ContentDescriber.h"
#include "mwb/formats/tl2layout/BinLayout.h"
#include "mwb/formats/tl2layout/BinLayoutDescriber.h"
#include "mwb/formats/tl2layout/LayoutSchema.h"

#include <QTest>
#include <QtEndian>

#include <vector>

using mwb::ErrorCode;
using namespace mwb::formats::tl2layout;

using mwb::test::LayoutBytes;

namespace {

/// A layout with a Menu Definition (two properties), a Logic Group (one logic object, one link) holding a
/// Timeline child (one property track with one point, one event track with one point), and a datagroup root.
QByteArray handBuiltLayout()
{
    LayoutBytes b;
    b.u8(0x0B).u8(4).u32(0).u16(2);
    b.open().u8(kDescriptorMenuDefinition).i64(11).shortString(QStringLiteral("Def")).u8(2);
    b.u16(1 + 2 + 8).u8(menu::kMenuName).shortString(QStringLiteral("MENU"));
    b.u16(1 + 4).u8(menu::kCreateOnLoad).u32(1);
    b.u32(0).u16(0).close(true);
    b.open().u8(kDescriptorLogicGroup).i64(22).shortString(QString()).u8(0);
    b.open().u8(1).u8(7).i64(11).f32(1.5F).f32(-2.0F);
    const qsizetype endField = b.size();
    b.u32(0).u8(1).u8(3).shortString(QStringLiteral("Out")).shortString(QStringLiteral("In"));
    b.patch32(endField, static_cast<quint32>(b.size()));
    b.close(false).u16(1);
    b.open().u8(kDescriptorTimeline).i64(33).shortString(QStringLiteral("T")).u8(0);
    b.open().u8(1).i64(11).u8(2);
    b.shortString(QStringLiteral("ALPHA"))
        .shortString(QString())
        .u8(1)
        .f32(0.5F)
        .u8(4)
        .shortString(QStringLiteral("0.25"));
    b.shortString(QString()).shortString(QStringLiteral("Start")).u8(1).f32(1.0F).u8(0);
    b.close(false).u16(0).close(true);
    b.close(true);
    const auto dataGroupAt = static_cast<quint32>(b.size());
    b.i64(-1).u8(0).u32(0).u8(0).u32(6).u32(0xFFFFFFFF).u8(0).u8(0).u8(0).u32(1).i64(99).u32(0).u16(0);
    b.patch32(2, dataGroupAt);
    return b.bytes();
}

} // namespace

class TestTl2BinLayout : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void everyCorpusBinLayoutParsesAndIsCovered()
    {
        MWB_REQUIRE_CORPUS(root, "tl2");
        const auto files = mwb::test::corpusFiles(root, [](const QString &name) {
            return name.endsWith(QLatin1String(".BINLAYOUT")) || name.endsWith(QLatin1String(".LAYOUT"));
        });
        int compiled = 0;
        qint64 objects = 0;
        for (const auto &f : files) {
            if (!looksLikeBinLayout(f.bytes))
                continue; // the loose text .LAYOUT sources
            ++compiled;
            auto layout = BinLayout::parse(f.bytes, f.label);
            QVERIFY2(layout, qPrintable(layout ? QString() : layout.error().toString()));
            objects += layout->objectCount();
            QVERIFY(probeBinLayout(f.entryPath, f.bytes));
            const auto description = describeBinLayout(f.entryPath, f.bytes);
            QVERIFY(!description.error);
            const QString problem = mwb::test::coverageProblem(description.root, f.bytes.size());
            QVERIFY2(problem.isEmpty(), qPrintable(f.label + QLatin1String(": ") + problem));
        }
        QCOMPARE(compiled, 48); // 25 loose (23 under layouts/, 2 under CYBER_MOD) + 9 in CYBER_MOD + 14 in Commando
        QCOMPARE(objects, qint64(2313));
    }

    void corpusValues()
    {
        MWB_REQUIRE_CORPUS(root, "tl2");
        auto city = BinLayout::open(
            root + QStringLiteral("/PhanboiGames+CYBER_MOD/MEDIA/LAYOUTS/CITY05/CITY05.LAYOUT.BINLAYOUT"));
        QVERIFY(city);
        QCOMPARE(city->flag, quint8(4));
        QCOMPARE(city->dataGroupOffset, quint32(2170));
        QCOMPARE(city->objects.size(), std::size_t(1));
        const LayoutObject &group = city->objects[0];
        QCOMPARE(group.descriptor, kDescriptorGroup);
        QCOMPARE(group.id, qint64(-1514768438498378301));
        QCOMPARE(group.blockSize, quint32(2162));
        QCOMPARE(group.children.size(), std::size_t(21));
        QCOMPARE(descriptorName(group.children[0].descriptor), QStringLiteral("Room Piece"));
        QVERIFY(city->dataGroup);
        QCOMPARE(city->dataGroup->id, qint64(-1));
        QCOMPARE(city->dataGroup->objectOffset, quint32(6));
        QCOMPARE(city->dataGroup->children.size(), std::size_t(1));
        QCOMPARE(city->dataGroup->children[0].id, group.id);
        QCOMPARE(city->dataGroup->children[0].objectOffset, quint32(group.offset));
        QCOMPARE(city->dataGroup->children[0].tag, quint32(0xFFFFFFFF));
    }

    void handBuiltLayoutWithLogicAndTimeline()
    {
        const QByteArray bytes = handBuiltLayout();
        auto layout = BinLayout::parse(bytes);
        QVERIFY2(layout, qPrintable(layout ? QString() : layout.error().toString()));
        QCOMPARE(layout->objects.size(), std::size_t(2));
        const LayoutObject *menu = layout->findFirst(kDescriptorMenuDefinition);
        QVERIFY(menu);
        QCOMPARE(menu->name, QStringLiteral("Def"));
        QCOMPARE(*menu->property(menu::kMenuName)->asString(), QStringLiteral("MENU"));
        QCOMPARE(*menu->property(menu::kCreateOnLoad)->asUInt32(), quint32(1));
        QVERIFY(!menu->property(menu::kDoNotCreate));
        const LayoutObject &logic = layout->objects[1];
        QCOMPARE(logic.logic.size(), std::size_t(1));
        QCOMPARE(logic.logic[0].id, quint8(7));
        QCOMPARE(logic.logic[0].objectId, qint64(11));
        QCOMPARE(logic.logic[0].x, 1.5F);
        QCOMPARE(logic.logic[0].links.size(), std::size_t(1));
        QCOMPARE(logic.logic[0].links[0].target, quint8(3));
        QCOMPARE(logic.logic[0].links[0].output, QStringLiteral("Out"));
        QCOMPARE(logic.logic[0].links[0].input, QStringLiteral("In"));
        QCOMPARE(qint64(logic.logic[0].endOffset), logic.logic[0].links[0].offset + 1 + 8 + 6);
        const LayoutObject *timeline = layout->findFirst(kDescriptorTimeline);
        QVERIFY(timeline);
        QCOMPARE(timeline->timeline.size(), std::size_t(1));
        const auto &tracks = timeline->timeline[0].tracks;
        QCOMPARE(tracks.size(), std::size_t(2));
        QCOMPARE(tracks[0].property, QStringLiteral("ALPHA"));
        QCOMPARE(*tracks[0].points[0].value, QStringLiteral("0.25"));
        QCOMPARE(tracks[0].points[0].interpolation, quint8(4));
        QCOMPARE(tracks[1].event, QStringLiteral("Start"));
        QVERIFY(!tracks[1].points[0].value);
        QVERIFY(layout->dataGroup);
        QCOMPARE(layout->dataGroup->activeThemes, QList<qint64>{99});
        QCOMPARE(layout->objectCount(), qint64(3));
        const auto description = mwb::describeContent(QStringLiteral("MEDIA/UI/X.LAYOUT"), bytes);
        QVERIFY(description);
        QVERIFY(!description->error);
        QCOMPARE(description->root.name, QStringLiteral("BINLAYOUT"));
        QCOMPARE(mwb::test::coverageProblem(description->root, bytes.size()), QString());
    }

    void propertyPreviews()
    {
        LayoutProperty text;
        text.value = QByteArray("\x02\x00H\x00i\x00", 6);
        QCOMPARE(propertyValuePreview(text), QStringLiteral("\"Hi\""));
        LayoutProperty one;
        one.value = QByteArray("\x01\x00\x00\x00", 4);
        QCOMPARE(propertyValuePreview(one), QStringLiteral("u32 1 / f32 1.401298e-45"));
        LayoutProperty odd;
        odd.value = QByteArray("\x01\x02\x03", 3);
        QCOMPARE(propertyValuePreview(odd), QStringLiteral("01 02 03"));
    }

    void hostileInputs_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<int>("code");
        QTest::addColumn<qint64>("offset");
        const QByteArray good = handBuiltLayout();
        QTest::newRow("empty") << QByteArray() << int(ErrorCode::Truncated) << qint64(0);
        QTest::newRow("text layout") << QByteArray("\xFF\xFE[\x00", 4) << int(ErrorCode::BadMagic) << qint64(0);
        QTest::newRow("header cut") << good.left(5) << int(ErrorCode::Truncated) << qint64(2);
        QByteArray manyObjects = good;
        qToLittleEndian<quint16>(60000, manyObjects.data() + 6);
        QTest::newRow("object count beyond bytes") << manyObjects << int(ErrorCode::Corrupt) << qint64(6);
        QByteArray badBlock = good;
        qToLittleEndian<quint32>(qFromLittleEndian<quint32>(good.constData() + 8) + 1, badBlock.data() + 8);
        QTest::newRow("block size off by one") << badBlock << int(ErrorCode::Corrupt) << qint64(8);
        QByteArray badDataGroup = good;
        qToLittleEndian<quint32>(9, badDataGroup.data() + 2);
        QTest::newRow("datagroup offset elsewhere") << badDataGroup << int(ErrorCode::Corrupt) << qint64(2);
        QTest::newRow("trailing byte") << good + QByteArray(1, '\0') << int(ErrorCode::Corrupt) << qint64(good.size());
        QByteArray zeroProperty = good;
        qToLittleEndian<quint16>(0, zeroProperty.data() + 8 + 4 + 1 + 8 + 8 + 1);
        QTest::newRow("property of 0 bytes") << zeroProperty << int(ErrorCode::Corrupt) << qint64(30);
        LayoutBytes unknownExtra;
        unknownExtra.u8(0x0B).u8(4).u32(0).u16(1);
        unknownExtra.open().u8(5).i64(1).shortString(QString()).u8(0).u32(1).u8(0).u16(0).close(true);
        QTest::newRow("extra region on a spawner") << unknownExtra.bytes() << int(ErrorCode::Unsupported) << qint64(24);
        // 300 nested objects, each declaring one child.
        LayoutBytes deep;
        deep.u8(0x0B).u8(4).u32(0).u16(1);
        for (int i = 0; i < 300; ++i)
            deep.u32(0).u8(1).i64(i).shortString(QString()).u8(0).u32(0).u16(1);
        deep.u32(0).u8(1).i64(0).shortString(QString()).u8(0).u32(0).u16(0);
        QTest::newRow("nesting bomb") << deep.bytes() << int(ErrorCode::LimitExceeded) << qint64(8 + 256 * 22);
    }

    void hostileInputs()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(int, code);
        QFETCH(qint64, offset);
        const auto layout = BinLayout::parse(bytes, QStringLiteral("x.layout"));
        QVERIFY(!layout);
        QCOMPARE(int(layout.error().code), code);
        QCOMPARE(layout.error().offset, offset);
        QCOMPARE(layout.error().path, QStringLiteral("x.layout"));
    }

    void everyPrefixFailsCleanly()
    {
        const QByteArray good = handBuiltLayout();
        for (qsizetype n = 0; n < good.size(); ++n) {
            const QByteArrayView prefix = QByteArrayView(good).first(n);
            const auto layout = BinLayout::parse(prefix);
            QVERIFY(!layout);
            QVERIFY(layout.error().code == ErrorCode::Truncated || layout.error().code == ErrorCode::Corrupt);
            const auto description = describeBinLayout(QStringLiteral("X.LAYOUT"), prefix.toByteArray());
            QVERIFY(description.error);
            for (const auto &[at, size] : mwb::test::leafRanges(description.root))
                QVERIFY(at + size <= qMax<qint64>(n, BinLayout::kHeaderSize));
        }
    }
};

QTEST_GUILESS_MAIN(TestTl2BinLayout)
#include "tst_tl2binlayout.moc"
