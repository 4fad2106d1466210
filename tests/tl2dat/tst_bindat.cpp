// SPDX-License-Identifier: GPL-3.0-or-later
// BINDAT reader and writer: layout, byte offsets, round trips, string-id normalisation and hostile input.
#include "BindatFixtures.h"
#include "mwb/formats/tl2dat/Bindat.h"
#include "mwb/formats/tl2dat/RgHash.h"

#include <QRandomGenerator>
#include <QTest>

using mwb::ErrorCode;
using mwb::test::LeBytes;
using namespace mwb::formats::tl2dat;

namespace {

/// [2][0] + a root with `properties` properties (their bytes given) and `children` children (none given).
QByteArray rootWith(quint32 properties, const QByteArray &propertyBytes, quint32 children = 0)
{
    return LeBytes().header(0).node(rgHash(u"ROOT"), properties).raw(propertyBytes).children(children);
}

/// `depth` nested nodes, each with one child except the last.
QByteArray nested(int depth)
{
    LeBytes b;
    b.header(0);
    for (int i = 0; i < depth; ++i)
        b.node(quint32(i), 0).children(i + 1 < depth ? 1 : 0);
    return b;
}

} // namespace

class TestBindat : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void readsEveryElementWithOffsets()
    {
        const QByteArray bytes = mwb::test::sampleBindat();
        auto file = readBindat(bytes, QStringLiteral("x.dat"));
        QVERIFY2(file.has_value(), qPrintable(file.has_value() ? QString() : file.error().toString()));
        QCOMPARE(file->strings.size(), std::size_t(2));
        QCOMPARE(file->strings[0].id, 0x10u);
        QCOMPARE(file->strings[0].text, QStringLiteral("Sword"));
        QCOMPARE(file->strings[0].offset, qint64(8));
        QCOMPARE(file->strings[1].text, mwb::test::kLoneSurrogateText);
        QCOMPARE(file->strings[1].offset, qint64(24));
        const BindatNode &root = file->root;
        QCOMPARE(root.nameHash, rgHash(u"UNIT"));
        QCOMPARE(root.offset, qint64(34));
        QCOMPARE(root.size, qint64(92));
        QCOMPARE(root.childCountOffset, qint64(86));
        QCOMPARE(root.properties.size(), std::size_t(3));
        QCOMPARE(root.properties[0].offset, qint64(42));
        QCOMPARE(root.properties[0].type, DatType::String);
        QCOMPARE(root.properties[0].value, quint64(0x10));
        QCOMPARE(root.properties[1].type, DatType::Integer64);
        QCOMPARE(root.properties[1].value, 0x8000000000000001ULL);
        QCOMPARE(root.properties[1].size(), qint64(16));
        QCOMPARE(root.properties[2].offset, qint64(70));
        QCOMPARE(root.properties[2].value, 0x3FF8000000000000ULL);
        QCOMPARE(root.children.size(), std::size_t(1));
        const BindatNode &child = root.children[0];
        QCOMPARE(child.offset, qint64(90));
        QCOMPARE(child.size, qint64(36));
        QCOMPARE(child.properties[1].offset, qint64(110));
        QCOMPARE(child.properties[1].value, quint64(kEmptyStringId));
        QVERIFY(!file->emptyTableFirstId);
        QCOMPARE(writeBindat(*file), bytes);
    }

    void writesWhatItReads_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::newRow("sample") << mwb::test::sampleBindat();
        QTest::newRow("minimal") << QByteArray(LeBytes().header(0).node(7, 0).children(0));
        LeBytes everyType;
        everyType.property(1, 1, 0xFFFFFFFF);
        everyType.property(2, 2, 0x3F800000);
        everyType.property64(3, 3, 0x7FF8000000000001ULL);
        everyType.property(4, 4, 4000000000u);
        everyType.property(5, 5, kEmptyStringId);
        everyType.property(6, 6, 2);
        everyType.property64(7, 7, ~0ULL);
        everyType.property(8, 8, kEmptyStringId);
        everyType.property(9, 9, kEmptyStringId);
        QTest::newRow("every type") << rootWith(9, everyType);
        QTest::newRow("deepest allowed") << nested(BindatFile::kMaxDepth);
    }

    void writesWhatItReads()
    {
        QFETCH(QByteArray, bytes);
        auto file = readBindat(bytes, QString());
        QVERIFY2(file.has_value(), qPrintable(file.has_value() ? QString() : file.error().toString()));
        QCOMPARE(writeBindat(*file), bytes);
    }

    void acceptsFirstIdFieldOfEmptyTable()
    {
        // heiybb/TL2-RE's packer writes a "first_id" even without strings: [2][0][0] + tree
        const QByteArray bytes = LeBytes().header(0).u32(0).node(rgHash(u"A"), 0).children(0);
        auto file = readBindat(bytes, QString());
        QVERIFY(file.has_value());
        QCOMPARE(file->root.nameHash, rgHash(u"A"));
        QCOMPARE(file->emptyTableFirstId, std::optional<quint32>(0));
        QCOMPARE(writeBindat(*file), bytes);
        QCOMPARE(writeBindat(normalizeStringIds(*file)), bytes.sliced(0, 8) + bytes.sliced(12));
    }

    void normalizesStringIds()
    {
        // ids 0x30 / 0x10 / 0x20 / 0x40 in the table; use order: "b"(0x30), "a"(0x10), "b" again under TRANSLATE,
        // "" (0x40, an empty entry); 0x20 is never used
        LeBytes bytes;
        bytes.header(4).entry(0x10, u"a").entry(0x20, u"unused").entry(0x30, u"b").entry(0x40, u"");
        bytes.node(1, 4);
        bytes.property(2, 5, 0x30);
        bytes.property(3, 5, 0x10);
        bytes.property(4, 8, 0x30);
        bytes.property(5, 9, 0x40);
        bytes.children(0);
        auto file = readBindat(bytes.bytes(), QString());
        QVERIFY(file.has_value());
        LeBytes expected;
        expected.header(2).entry(1, u"b").entry(2, u"a");
        expected.node(1, 4);
        expected.property(2, 5, 1);
        expected.property(3, 5, 2);
        expected.property(4, 8, 1);
        expected.property(5, 9, kEmptyStringId);
        expected.children(0);
        QCOMPARE(writeBindat(normalizeStringIds(*file)), expected.bytes());
    }

    void refusesHostileInput_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<int>("code");
        QTest::addColumn<qint64>("offset");
        const QByteArray sample = mwb::test::sampleBindat();
        QTest::newRow("empty") << QByteArray() << int(ErrorCode::Truncated) << qint64(0);
        QTest::newRow("3 bytes") << QByteArray("\x02\x00\x00", 3) << int(ErrorCode::Truncated) << qint64(0);
        QTest::newRow("no string count") << QByteArray(LeBytes().u32(2)) << int(ErrorCode::Truncated) << qint64(4);
        QTest::newRow("TL1 version") << QByteArray(LeBytes().header(0, 1)) << int(ErrorCode::Unsupported) << qint64(0);
        QTest::newRow("text DAT") << QByteArray("\xFF\xFE[\x00U\x00]\x00", 8) << int(ErrorCode::BadMagic) << qint64(0);
        QTest::newRow("string count beyond data")
            << QByteArray(LeBytes().header(0xFFFFFFFF).node(1, 0).children(0)) << int(ErrorCode::Corrupt) << qint64(4);
        QTest::newRow("string runs past end") << sample.left(20) << int(ErrorCode::Truncated) << qint64(14);
        QTest::newRow("duplicate string id")
            << QByteArray(LeBytes().header(2).entry(5, u"a").entry(5, u"b").node(1, 0).children(0))
            << int(ErrorCode::Corrupt) << qint64(16);
        QTest::newRow("property count beyond data")
            << rootWith(2, LeBytes().property(1, 1, 1)) << int(ErrorCode::Corrupt) << qint64(12);
        QTest::newRow("type code 0") << rootWith(1, LeBytes().property(1, 0, 1)) << int(ErrorCode::Corrupt)
                                     << qint64(20);
        QTest::newRow("type code 10") << rootWith(1, LeBytes().property(1, 10, 1)) << int(ErrorCode::Corrupt)
                                      << qint64(20);
        QTest::newRow("string id not in table")
            << rootWith(1, LeBytes().property(1, 5, 3)) << int(ErrorCode::Corrupt) << qint64(24);
        QTest::newRow("8-byte value cut short")
            << rootWith(1, LeBytes().property(1, 7, 1)).left(28) << int(ErrorCode::Truncated) << qint64(24);
        QTest::newRow("child count beyond data")
            << rootWith(0, QByteArray(), 1000) << int(ErrorCode::Corrupt) << qint64(16);
        QTest::newRow("child cut short: count check") << sample.left(100) << int(ErrorCode::Corrupt) << qint64(86);
        QTest::newRow("double cut short") << sample.left(80) << int(ErrorCode::Truncated) << qint64(78);
        QTest::newRow("bytes after root")
            << sample + QByteArray("\0\0", 2) << int(ErrorCode::Corrupt) << qint64(sample.size());
        QTest::newRow("too deep") << nested(BindatFile::kMaxDepth + 1) << int(ErrorCode::LimitExceeded)
                                  << qint64(8 + 12 * BindatFile::kMaxDepth);
        QTest::newRow("too big") << QByteArray(BindatFile::kMaxFileSize + 1, '\0') << int(ErrorCode::LimitExceeded)
                                 << qint64(-1);
    }

    void refusesHostileInput()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(int, code);
        QFETCH(qint64, offset);
        auto file = readBindat(bytes, QStringLiteral("bad.dat"));
        QVERIFY(!file.has_value());
        QCOMPARE(int(file.error().code), code);
        QCOMPARE(file.error().offset, offset);
        QCOMPARE(file.error().path, QStringLiteral("bad.dat"));
    }

    void keepsWhatWasReadBeforeAnError()
    {
        const BindatReadResult read = readBindatPartial(mwb::test::sampleBindat().left(80), QString());
        QVERIFY(read.error);
        QCOMPARE(read.error->code, ErrorCode::Truncated);
        QCOMPARE(read.error->offset, qint64(78));
        QCOMPARE(read.file.strings.size(), std::size_t(2));
        QCOMPARE(read.file.root.properties.size(), std::size_t(2)); // the third one was cut
        QCOMPARE(read.file.root.size, qint64(78 - 34));
        QCOMPARE(read.file.root.childCountOffset, qint64(-1));
        QVERIFY(read.file.root.children.empty());
    }

    void survivesMutatedInput()
    {
        const QByteArray sample = mwb::test::sampleBindat();
        QRandomGenerator rng(7);
        for (int round = 0; round < 20000; ++round) {
            QByteArray bytes = sample;
            const int edits = 1 + int(rng.bounded(4));
            for (int e = 0; e < edits; ++e)
                bytes[qsizetype(rng.bounded(quint32(bytes.size())))] = char(rng.bounded(256));
            if (rng.bounded(4) == 0)
                bytes.truncate(qsizetype(rng.bounded(quint32(bytes.size()))));
            auto file = readBindat(bytes, QString());
            if (file.has_value())
                QCOMPARE(writeBindat(*file), bytes);
            else
                QVERIFY(file.error().offset >= 0 && file.error().offset <= bytes.size());
        }
    }
};

QTEST_GUILESS_MAIN(TestBindat)
#include "tst_bindat.moc"
