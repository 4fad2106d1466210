// SPDX-License-Identifier: GPL-3.0-or-later
#include "MapFixtures.h"
#include "SharedCorpus.h"
#include "mwb/formats/grid/GridRecognition.h"
#include "mwb/formats/grid/GridStats.h"
#include "mwb/formats/tl2mpp/MppFile.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <QtEndian>

using mwb::ErrorCode;
using mwb::formats::grid::GridStats;
using mwb::formats::grid::RegionMap;
using mwb::formats::tl2mpp::MppFile;

class TestTl2Mpp : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void readsSynthetic();
    void roundTripAndEdit();
    void create();
    void hostile_data();
    void hostile();
    void recognisesItsHeader();
    void corpus();
};

void TestTl2Mpp::readsSynthetic()
{
    const QByteArray bytes = mwb::test::makeMpp(10, 7);
    const auto mpp = MppFile::fromBytes(bytes, QStringLiteral("entry in a .MOD"));
    QVERIFY(mpp.has_value());
    QCOMPARE(mpp->gridWidth(), 10);
    QCOMPARE(mpp->gridHeight(), 7);
    QCOMPARE(mpp->originX(), 10.0F);
    QCOMPARE(mpp->originZ(), 12.5F);
    QVERIFY(mpp->extentMatchesGrid());
    QCOMPARE(mpp->trailingBytes(), 0);
    // Row-major: (x, z) is byte 24 + x + 10·z; the cycle is 0, 1, 0xFF, 0 with 7 at (0, 0).
    QCOMPARE(mpp->cell(0, 0), quint8(7));
    QCOMPARE(mpp->cell(1, 0), quint8(1));
    QCOMPARE(mpp->cell(2, 0), quint8(0xFF));
    QCOMPARE(mpp->cell(0, 1), quint8(0xFF)); // index 10 -> 10 % 4 == 2
    const auto grid = mpp->grid();
    const auto stats = GridStats::compute(grid, RegionMap::compute(grid));
    QCOMPARE(stats.cells, 70);
    QCOMPARE(stats.unusual, 1);
    QCOMPARE(stats.outside, 17);
    QCOMPARE(stats.walkable, 34);
    QCOMPARE(stats.blocked, 70 - 34 - 17 - 1);
}

void TestTl2Mpp::roundTripAndEdit()
{
    const QByteArray bytes = mwb::test::makeMpp(33, 21) + QByteArray("tail");
    auto mpp = MppFile::fromBytes(bytes);
    QVERIFY(mpp.has_value());
    QCOMPARE(mpp->trailingBytes(), 4);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("A.MPP"));
    QVERIFY(mpp->save(path).has_value());
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(file.readAll(), bytes);
    QVERIFY(mpp->setCell(5, 6, MppFile::kBlocked).has_value());
    QCOMPARE(mpp->setCell(33, 0, 0).error().code, ErrorCode::InvalidInput);
    QVERIFY(mpp->save(path).has_value());
    const auto reopened = MppFile::open(path);
    QVERIFY(reopened.has_value());
    QCOMPARE(reopened->cell(5, 6), MppFile::kBlocked);
    QCOMPARE(reopened->bytes().size(), bytes.size());
}

void TestTl2Mpp::create()
{
    const auto mpp = MppFile::create(50, 40, 1.5F, -2.0F, MppFile::kWalkable);
    QVERIFY(mpp.has_value());
    QCOMPARE(mpp->bytes().size(), 24 + 50 * 40);
    QVERIFY(mpp->extentMatchesGrid());
    QCOMPARE(mpp->originZ(), -2.0F);
    QCOMPARE(MppFile::create(0, 3, 0, 0, 0).error().code, ErrorCode::InvalidInput);
}

void TestTl2Mpp::hostile_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<ErrorCode>("code");
    const QByteArray good = mwb::test::makeMpp(8, 8);
    const auto withDims = [&good](qint32 w, qint32 h) {
        QByteArray b = good;
        qToLittleEndian<qint32>(w, b.data());
        qToLittleEndian<qint32>(h, b.data() + 4);
        return b;
    };
    QTest::newRow("shorter than header") << good.left(23) << ErrorCode::Truncated;
    QTest::newRow("cells cut") << good.chopped(1) << ErrorCode::Truncated;
    QTest::newRow("zero width") << withDims(0, 8) << ErrorCode::Corrupt;
    QTest::newRow("negative height") << withDims(8, -3) << ErrorCode::Corrupt;
    QTest::newRow("huge") << withDims(100000, 8) << ErrorCode::LimitExceeded;
    QTest::newRow("overflowing product") << withDims(16384, 16384) << ErrorCode::Truncated;
}

void TestTl2Mpp::hostile()
{
    QFETCH(QByteArray, bytes);
    QFETCH(ErrorCode, code);
    const auto mpp = MppFile::fromBytes(bytes, QStringLiteral("x.MPP"));
    QVERIFY(!mpp.has_value());
    QCOMPARE(mpp.error().code, code);
    QCOMPARE(mpp.error().path, QStringLiteral("x.MPP"));
}

void TestTl2Mpp::recognisesItsHeader()
{
    using mwb::formats::grid::GridFormat;
    using mwb::formats::grid::recogniseGrid;
    const QByteArray exact = mwb::test::makeMpp(12, 9);
    QCOMPARE(MppFile::headerFit(exact), MppFile::HeaderFit::Exact);
    QCOMPARE(recogniseGrid(exact).format, GridFormat::Tl2Mpp);

    QByteArray otherExtent = exact;
    qToLittleEndian<float>(99.0F, otherExtent.data() + 16); // extentX no longer 12 × 0.4
    QCOMPARE(MppFile::headerFit(otherExtent), MppFile::HeaderFit::SizeOnly);
    QCOMPARE(recogniseGrid(otherExtent).format, GridFormat::Tl2Mpp); // no Mir map claims it either

    QCOMPARE(MppFile::headerFit(exact.chopped(1)), MppFile::HeaderFit::None); // the cells no longer fill the file
    QCOMPARE(MppFile::headerFit(QByteArray(exact).append('\0')), MppFile::HeaderFit::None);
    QCOMPARE(MppFile::headerFit(exact.left(23)), MppFile::HeaderFit::None);
    QCOMPARE(MppFile::headerFit(QByteArray(30, '\0')), MppFile::HeaderFit::None); // a 0 × 0 grid
    const auto none = recogniseGrid(QByteArray(200, 'a'));
    QCOMPARE(none.format, GridFormat::None);
    QVERIFY(none.mapRefusal && !none.mapRefusal->message.isEmpty());

    const auto map = mwb::test::makeMap(mwb::formats::mir2map::MapType::Wemade, 7, 6);
    QCOMPARE(MppFile::headerFit(map.bytes), MppFile::HeaderFit::None);
    QCOMPARE(recogniseGrid(map.bytes).format, GridFormat::MirMap);
}

void TestTl2Mpp::corpus()
{
    MWB_REQUIRE_CORPUS(dir, "tl2");
    const QString path = dir + QStringLiteral("/PhanboiGames+CYBER_MOD/MEDIA/LAYOUTS/CITY05/CITY05.MPP");
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray bytes = file.readAll();
    const auto mpp = MppFile::open(path);
    QVERIFY(mpp.has_value());
    // verify_formats.py: 50 × 50, header floats 10, 10, 20, 20, every cell 0xFF.
    QCOMPARE(mpp->gridWidth(), 50);
    QCOMPARE(mpp->gridHeight(), 50);
    QCOMPARE(mpp->originX(), 10.0F);
    QCOMPARE(mpp->extentX(), 20.0F);
    QVERIFY(mpp->extentMatchesGrid());
    const auto grid = mpp->grid();
    const auto stats = GridStats::compute(grid, RegionMap::compute(grid));
    QCOMPARE(stats.outside, 2500);
    QCOMPARE(stats.walkable, 0);
    QCOMPARE(mpp->bytes(), bytes);
}

QTEST_GUILESS_MAIN(TestTl2Mpp)
#include "tst_tl2mpp.moc"
