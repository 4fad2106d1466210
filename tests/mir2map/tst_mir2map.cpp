// SPDX-License-Identifier: GPL-3.0-or-later
#include "MapFixtures.h"
#include "SharedCorpus.h"
#include "mwb/formats/grid/GridStats.h"
#include "mwb/formats/mir2map/MapDetector.h"
#include "mwb/formats/mir2map/MapFile.h"

#include <QDirIterator>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace mwb::formats::mir2map;
using mwb::formats::grid::GridStats;
using mwb::formats::grid::RegionMap;
using mwb::test::MapFixture;

Q_DECLARE_METATYPE(MapFixture)

class TestMir2Map : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void syntheticTypes_data();
    void syntheticTypes();
    void edits_data() { syntheticTypes_data(); }
    void edits();
    void hostile_data();
    void hostile();
    void detectionExplainsItself();
    void corpus();
};

void TestMir2Map::syntheticTypes_data()
{
    QTest::addColumn<MapFixture>("fixture");
    for (const MapFixture &f : mwb::test::allMapFixtures())
        QTest::newRow(qPrintable(f.name)) << f;
}

void TestMir2Map::syntheticTypes()
{
    QFETCH(MapFixture, fixture);
    const auto map = MapFile::fromBytes(fixture.bytes, fixture.name);
    QVERIFY2(map.has_value(), qPrintable(map ? QString() : map.error().toString()));
    QCOMPARE(map->type(), fixture.type);
    QCOMPARE(map->width(), fixture.width);
    QCOMPARE(map->height(), fixture.height);
    const auto grid = map->grid();
    const auto stats = GridStats::compute(grid, RegionMap::compute(grid));
    QCOMPARE(stats.walkable, fixture.walkable);
    QCOMPARE(stats.doors, fixture.doors);
    QCOMPARE(stats.suspiciousDoors, fixture.suspiciousDoors);
    QCOMPARE(stats.lights, fixture.lights);
    QCOMPARE(stats.doorGroups, 1);
    // Column-major: the door at (1, 1) is record 1·height + 1.
    const MapCell door = map->cell(1, 1);
    QVERIFY(door.isDoor());
    QCOMPARE(door.doorId(), 5);
    QVERIFY(!door.isDoorOpen());
    QVERIFY(map->cell(2, 0).isSuspiciousDoor());
    QVERIFY(!map->cell(2, 0).isDoor());
    QCOMPARE(map->cell(0, 0).isWalkable(), false); // (0 + 0) % 3 == 0: ground-blocked
    QCOMPARE(map->cell(1, 0).frontBlocked, true);
    QCOMPARE(map->trailingBytes(), fixture.bytes.size() - map->detection().expectedSize);
    // Byte-exact round trip through an atomic save.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("out.map"));
    QVERIFY(map->save(path).has_value());
    QFile written(path);
    QVERIFY(written.open(QIODevice::ReadOnly));
    QCOMPARE(written.readAll(), fixture.bytes);
}

void TestMir2Map::edits()
{
    QFETCH(MapFixture, fixture);
    auto map = MapFile::fromBytes(fixture.bytes);
    QVERIFY(map.has_value());
    const qint64 record = map->cellOffset(3, 2);
    const qint64 cellSize = MapLayout::of(fixture.type).cellSize;
    QVERIFY(map->setWalkable(3, 2, false).has_value());
    QVERIFY(!map->cell(3, 2).isWalkable());
    QVERIFY(map->setWalkable(3, 2, true).has_value());
    QVERIFY(map->cell(3, 2).isWalkable());
    QVERIFY(map->setDoor(3, 2, 9).has_value());
    QVERIFY(map->cell(3, 2).isDoor());
    QCOMPARE(map->cell(3, 2).doorId(), 9);
    QVERIFY(map->setDoor(1, 1, 0).has_value());
    QVERIFY(!map->cell(1, 1).isDoor());
    QCOMPARE(map->setWalkable(fixture.width, 0, true).error().code, mwb::ErrorCode::InvalidInput);
    QCOMPARE(map->setDoor(0, 0, 200).error().code, mwb::ErrorCode::InvalidInput);
    // Only the two edited records changed; header, other cells and trailing bytes are untouched.
    const QByteArray &after = map->bytes();
    const qint64 doorRecord = map->cellOffset(1, 1);
    for (qint64 i = 0; i < after.size(); ++i) {
        const bool edited = (i >= record && i < record + cellSize) || (i >= doorRecord && i < doorRecord + cellSize);
        if (!edited && after[i] != fixture.bytes[i])
            QFAIL(qPrintable(QStringLiteral("byte %1 changed outside the edited cells").arg(i)));
    }
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("edited.map"));
    QVERIFY(map->save(path).has_value());
    const auto reopened = MapFile::open(path);
    QVERIFY(reopened.has_value());
    QCOMPARE(reopened->type(), fixture.type);
    QVERIFY(reopened->cell(3, 2).isDoor());
}

void TestMir2Map::hostile_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<int>("code");
    for (const auto &h : mwb::test::hostileFixtures())
        QTest::newRow(qPrintable(h.name)) << h.bytes << h.expectedCode;
}

void TestMir2Map::hostile()
{
    QFETCH(QByteArray, bytes);
    QFETCH(int, code);
    const auto map = MapFile::fromBytes(bytes, QStringLiteral("hostile"));
    QVERIFY(!map.has_value());
    QCOMPARE(static_cast<int>(map.error().code), code);
    QCOMPARE(map.error().path, QStringLiteral("hostile"));
    QVERIFY(!map.error().message.isEmpty());
    const MapDetection detection = MapDetector::detect(bytes);
    QVERIFY(!detection.type);
    QVERIFY(detection.acceptedCheck() == nullptr);
}

void TestMir2Map::detectionExplainsItself()
{
    // The noise fixture: Crystal's byte-4 test says type 2, the detector refuses and says why.
    const auto hostile = mwb::test::hostileFixtures();
    const auto noise = std::find_if(hostile.begin(), hostile.end(),
        [](const auto &h) { return h.name == QStringLiteral("encrypted_noise_byte4_0F"); });
    QVERIFY(noise != hostile.end());
    const MapDetection d = MapDetector::detect(noise->bytes);
    QVERIFY(d.crystalType == 2 || d.crystalType == 3);
    QCOMPARE(d.checks.size(), std::size_t(9));
    const auto t2 = std::find_if(d.checks.begin(), d.checks.end(), [](const auto &c) { return c.type == MapType::WemadeNew; });
    QVERIFY(t2->verdict.contains(QStringLiteral("CR LF")));

    const MapFixture mir3 = mwb::test::makeMap(MapType::WemadeMir3, 8, 6);
    const MapDetection ok = MapDetector::detect(mir3.bytes);
    QVERIFY(ok.acceptedCheck() != nullptr);
    QCOMPARE(ok.acceptedCheck()->type, MapType::WemadeMir3);
    QVERIFY(ok.acceptedCheck()->sizeFormula.contains(QString::number(mir3.bytes.size())));
    const QJsonObject json = ok.toJson();
    QCOMPARE(json.value(QStringLiteral("type")).toInt(), 5);
    QCOMPARE(json.value(QStringLiteral("candidates")).toArray().size(), 9);
    QVERIFY(json.contains(QStringLiteral("size_formula")));
}

void TestMir2Map::corpus()
{
    MWB_REQUIRE_CORPUS(corpusDir, "mir2");
    QFile referenceFile(QFINDTESTDATA("corpus_reference.json"));
    QVERIFY(referenceFile.open(QIODevice::ReadOnly));
    const QJsonObject reference = QJsonDocument::fromJson(referenceFile.readAll()).object();
    QDirIterator it(corpusDir, QDir::Files, QDirIterator::Subdirectories);
    int checked = 0;
    while (it.hasNext()) {
        const QString path = it.next();
        if (!path.endsWith(QStringLiteral(".map"), Qt::CaseInsensitive))
            continue;
        const QString key = QDir(corpusDir).relativeFilePath(path);
        QVERIFY2(reference.contains(key), qPrintable(QStringLiteral("%1 is not in corpus_reference.json").arg(key)));
        const QJsonObject ref = reference.value(key).toObject();
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray bytes = file.readAll();
        QCOMPARE(MapDetector::crystalType(bytes), ref.value(QStringLiteral("crystal_type")).toInt());
        const auto map = MapFile::fromBytes(bytes, key);
        if (ref.value(QStringLiteral("robust_type")).isNull()) {
            QVERIFY2(!map.has_value(), qPrintable(key));
            QCOMPARE(map.error().code, mwb::ErrorCode::Unsupported);
            ++checked;
            continue;
        }
        QVERIFY2(map.has_value(), qPrintable(key + QLatin1Char(' ') + (map ? QString() : map.error().toString())));
        QCOMPARE(static_cast<int>(map->type()), ref.value(QStringLiteral("robust_type")).toInt());
        QCOMPARE(map->width(), ref.value(QStringLiteral("w")).toInt());
        QCOMPARE(map->height(), ref.value(QStringLiteral("h")).toInt());
        QCOMPARE(map->trailingBytes(), ref.value(QStringLiteral("trailing_bytes")).toInteger());
        const auto grid = map->grid();
        const auto stats = GridStats::compute(grid, RegionMap::compute(grid));
        QCOMPARE(stats.walkable, ref.value(QStringLiteral("walkable_cells")).toInteger());
        // The reference counts every cell with bit 7 and an id; we split off the 0xFF/0xFF junk ones.
        if (ref.contains(QStringLiteral("door_cells")) && !ref.value(QStringLiteral("door_cells")).isNull())
            QCOMPARE(stats.doors + stats.suspiciousDoors, ref.value(QStringLiteral("door_cells")).toInteger());
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("roundtrip.map"));
        QVERIFY(map->save(out).has_value());
        QFile written(out);
        QVERIFY(written.open(QIODevice::ReadOnly));
        QVERIFY2(written.readAll() == bytes, qPrintable(key));
        ++checked;
    }
    QCOMPARE(checked, reference.size());
}

QTEST_GUILESS_MAIN(TestMir2Map)
#include "tst_mir2map.moc"
