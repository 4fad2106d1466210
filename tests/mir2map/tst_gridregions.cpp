// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/formats/grid/GridStats.h"
#include "mwb/formats/grid/HeatmapBaker.h"
#include "mwb/formats/grid/RegionMap.h"

#include <QTest>

using namespace mwb::formats::grid;

namespace {

/// '.' walkable, '#' blocked, 'D' door with id 1, 'E' door with id 2.
CellGrid gridFrom(const QStringList &rows)
{
    CellGrid g;
    g.resize(int(rows.first().size()), int(rows.size()), true);
    for (int y = 0; y < g.height; ++y) {
        for (int x = 0; x < g.width; ++x) {
            const QChar c = rows[y][x];
            const auto i = static_cast<std::size_t>(g.index(x, y));
            g.flags[i] = c == QLatin1Char('.') ? quint8(CellWalkable) : (c == QLatin1Char('#') ? quint8(0) : quint8(CellDoor));
            g.doorId[i] = c == QLatin1Char('D') ? 1 : (c == QLatin1Char('E') ? 2 : 0);
        }
    }
    return g;
}

} // namespace

class TestGridRegions : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void regionsAndPockets();
    void diagonalJoins();
    void doors();
    void largeGridIsIterative();
    void bakeWritesEveryPixel();
};

void TestGridRegions::regionsAndPockets()
{
    const CellGrid g = gridFrom({QStringLiteral("...#..."), QStringLiteral("...#..."), QStringLiteral("####..."),
        QStringLiteral("#.##...")});
    const RegionMap r = RegionMap::compute(g);
    QCOMPARE(r.regionSizes().size(), std::size_t(3));
    QCOMPARE(r.largestSize(), 12);
    QCOMPARE(r.pocketCount(), 2);
    QCOMPARE(r.pocketCells(), 7);
    QCOMPARE(r.label(g.index(3, 0)), -1);
    QCOMPARE(r.label(g.index(4, 3)), r.largest());
}

void TestGridRegions::diagonalJoins()
{
    const RegionMap r = RegionMap::compute(gridFrom({QStringLiteral(".#"), QStringLiteral("#.")}));
    QCOMPARE(r.regionSizes().size(), std::size_t(1));
}

void TestGridRegions::doors()
{
    // D joins the left and right rooms; E opens onto the left room only (leads nowhere).
    const CellGrid g = gridFrom({QStringLiteral("..#.."), QStringLiteral("..D.."), QStringLiteral("..#.."),
        QStringLiteral("#E###")});
    const RegionMap r = RegionMap::compute(g);
    QCOMPARE(r.doors().size(), std::size_t(2));
    QCOMPARE(r.doors()[0].id, 1);
    QCOMPARE(r.doors()[0].regionsTouched, 2);
    QVERIFY(!r.doors()[0].leadsNowhere());
    QCOMPARE(r.doors()[1].id, 2);
    QVERIFY(r.doors()[1].leadsNowhere());
    QCOMPARE(r.doorsLeadingNowhere(), 1);
    const GridStats s = GridStats::compute(g, r);
    QCOMPARE(s.doors, 2);
    QCOMPARE(s.regions, 2);
    QCOMPARE(s.doorGroups, 2);
}

void TestGridRegions::largeGridIsIterative()
{
    // One serpentine corridor of 1000 × 1000 cells: a recursive fill would overflow the stack.
    CellGrid g;
    g.resize(1000, 1000, false);
    for (int y = 0; y < g.height; ++y) {
        for (int x = 0; x < g.width; ++x) {
            const bool wall = (y % 2 == 1) && (y % 4 == 1 ? x != g.width - 1 : x != 0);
            g.flags[static_cast<std::size_t>(g.index(x, y))] = wall ? quint8(0) : quint8(CellWalkable);
        }
    }
    const RegionMap r = RegionMap::compute(g);
    QCOMPARE(r.regionSizes().size(), std::size_t(1));
    QCOMPARE(r.largestSize(), g.count(CellWalkable));
}

void TestGridRegions::bakeWritesEveryPixel()
{
    const CellGrid g = gridFrom({QStringLiteral(".#D"), QStringLiteral("#.#")});
    const RegionMap r = RegionMap::compute(g);
    const auto pixels = HeatmapBaker::bake(g, &r, HeatmapLayer::Regions | HeatmapLayer::Doors);
    QCOMPARE(pixels.size(), std::size_t(6));
    for (const quint32 p : pixels)
        QCOMPARE(p >> 24, 0xFFU);
    QCOMPARE(pixels[0], pixels[4]); // diagonal neighbours: same region, same colour
    QVERIFY(pixels[2] != pixels[1]); // the door is drawn on top
    QVERIFY(!HeatmapBaker::legend(HeatmapBaker::defaultLayers()).empty());
}

QTEST_GUILESS_MAIN(TestGridRegions)
#include "tst_gridregions.moc"
