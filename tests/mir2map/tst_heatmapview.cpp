// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/formats/grid/HeatmapBaker.h"
#include "mwb/widgets/HeatmapView.h"

#include <QAction>
#include <QElapsedTimer>
#include <QMouseEvent>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace mwb::formats::grid;
using mwb::widgets::HeatmapView;

namespace {

/// w × h cells: walkable except a wall column at x = w / 2 and a door at (1, 1).
std::shared_ptr<const CellGrid> makeGrid(int w, int h)
{
    auto g = std::make_shared<CellGrid>();
    g->resize(w, h, true);
    for (int y = 0; y < h; ++y) {
        for (int x = 0; x < w; ++x)
            g->flags[static_cast<std::size_t>(g->index(x, y))] = x == w / 2 ? quint8(0) : quint8(CellWalkable);
    }
    g->flags[static_cast<std::size_t>(g->index(1, 1))] = CellDoor;
    g->doorId[static_cast<std::size_t>(g->index(1, 1))] = 3;
    return g;
}

} // namespace

class TestHeatmapView : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void bakesOncePerChange();
    void fitAndZoom();
    void hoverReportsTheCell();
    void layerToggles();
    void layersByKey();
    void exportsPng();
};

void TestHeatmapView::bakesOncePerChange()
{
    HeatmapView view;
    view.resize(500, 400);
    const auto grid = makeGrid(1000, 800);
    QElapsedTimer timer;
    timer.start();
    view.setGrid(grid);
    qInfo("setGrid (regions + bake) of 1000 x 800: %lld ms", timer.elapsed());
    QCOMPARE(view.image().size(), QSize(1000, 800));
    QCOMPARE(view.image().format(), QImage::Format_RGB32);
    const std::vector<quint32> reference = HeatmapBaker::bake(*grid, &view.regions(), view.layers());
    QCOMPARE(view.image().pixel(0, 0), reference[0]);
    QCOMPARE(view.image().pixel(500, 3), reference[3 * 1000 + 500]);
    QVERIFY(view.image().pixel(500, 3) != view.image().pixel(0, 0)); // the wall differs from the floor
    QCOMPARE(view.regions().regionSizes().size(), std::size_t(2));
}

void TestHeatmapView::fitAndZoom()
{
    HeatmapView view;
    view.resize(400, 300);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.setGrid(makeGrid(200, 100));
    QCOMPARE(view.zoom(), 2.0); // min(400 / 200, 300 / 100)
    QCOMPARE(view.origin(), QPointF(0, 50));
    QSignalSpy zoomed(&view, &HeatmapView::zoomChanged);
    const QPointF anchor(100, 100);
    const auto before = view.cellAt(anchor);
    view.setZoom(8.0, anchor);
    QCOMPARE(view.zoom(), 8.0);
    QCOMPARE(zoomed.count(), 1);
    QCOMPARE(view.cellAt(anchor), before); // zooming keeps the cell under the anchor
    view.setZoom(1000.0, anchor);
    QCOMPARE(view.zoom(), 64.0);
    view.showActualSize();
    QCOMPARE(view.zoom(), 1.0);
    view.fitToView();
    view.resize(800, 300);
    QTRY_COMPARE(view.zoom(), 3.0); // still fitting after a resize
    QVERIFY(!view.grab().isNull()); // paints without a display (offscreen)
}

void TestHeatmapView::hoverReportsTheCell()
{
    HeatmapView view;
    view.resize(300, 300);
    view.setGrid(makeGrid(30, 30));
    QSignalSpy hovered(&view, &HeatmapView::cellHovered);
    QSignalSpy left(&view, &HeatmapView::hoverLeft);
    const QPointF at = view.cellCenter(QPoint(7, 4));
    QMouseEvent move(QEvent::MouseMove, at, view.mapToGlobal(at), Qt::NoButton, Qt::NoButton, Qt::NoModifier);
    QCoreApplication::sendEvent(&view, &move);
    QCOMPARE(hovered.count(), 1);
    QCOMPARE(hovered.at(0).at(0).toInt(), 7);
    QCOMPARE(hovered.at(0).at(1).toInt(), 4);
    QCOMPARE(hovered.at(0).at(2).value<quint8>(), quint8(CellWalkable));
    QVERIFY(hovered.at(0).at(3).value<qint32>() >= 0);
    const QPointF door = view.cellCenter(QPoint(1, 1));
    QMouseEvent onDoor(QEvent::MouseMove, door, view.mapToGlobal(door), Qt::NoButton, Qt::NoButton, Qt::NoModifier);
    QCoreApplication::sendEvent(&view, &onDoor);
    QCOMPARE(hovered.count(), 2);
    QCOMPARE(hovered.at(1).at(2).value<quint8>(), quint8(CellDoor));
    const QPointF outside(view.width() - 1, -5);
    QMouseEvent away(QEvent::MouseMove, outside, view.mapToGlobal(outside), Qt::NoButton, Qt::NoButton, Qt::NoModifier);
    QCoreApplication::sendEvent(&view, &away);
    QCOMPARE(left.count(), 1);
}

void TestHeatmapView::layerToggles()
{
    HeatmapView view;
    view.setGrid(makeGrid(10, 10));
    QSignalSpy changed(&view, &HeatmapView::layersChanged);
    const QRgb withDoors = view.image().pixel(1, 1);
    view.layerAction(HeatmapLayer::Doors)->setChecked(false);
    QCOMPARE(changed.count(), 1);
    QVERIFY(!view.layers().testFlag(HeatmapLayer::Doors));
    QVERIFY(view.image().pixel(1, 1) != withDoors);
    view.setLayers(HeatmapLayer::Regions | HeatmapLayer::Doors);
    QVERIFY(view.layerAction(HeatmapLayer::Regions)->isChecked());
    QVERIFY(!view.layerAction(HeatmapLayer::Walkable)->isChecked());
    QVERIFY(view.image().pixel(0, 0) != view.image().pixel(9, 0)); // two regions, two colours
}

void TestHeatmapView::layersByKey()
{
    QCOMPARE(parseHeatmapLayers(QStringLiteral(" regions,doors ,lights")),
        HeatmapLayer::Regions | HeatmapLayer::Doors | HeatmapLayer::Lights);
    QCOMPARE(parseHeatmapLayers(QString()), HeatmapLayers());
    QCOMPARE(parseHeatmapLayers(QStringLiteral("walkable,Doors")), std::nullopt); // keys are case-sensitive
    QCOMPARE(heatmapLayerKey(HeatmapLayer::Images), QLatin1String("images"));

    HeatmapView view;
    QVERIFY(view.setLayersByKey(QStringLiteral("areas,images")));
    QCOMPARE(view.layers(), HeatmapLayer::Areas | HeatmapLayer::Images);
    QVERIFY(view.layerAction(HeatmapLayer::Images)->isChecked());
    QCOMPARE(view.layerAction(HeatmapLayer::Images)->objectName(), QStringLiteral("images"));
    QVERIFY(!view.setLayersByKey(QStringLiteral("areas,bogus")));
    QCOMPARE(view.layers(), HeatmapLayer::Areas | HeatmapLayer::Images); // unchanged
}

void TestHeatmapView::exportsPng()
{
    HeatmapView view;
    view.setGrid(makeGrid(40, 20));
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("map.png"));
    QVERIFY(view.exportPng(path, 3).has_value());
    const QImage png(path);
    QCOMPARE(png.size(), QSize(120, 60));
    QCOMPARE(png.pixel(4, 4), view.image().pixel(1, 1));
    HeatmapView empty;
    QCOMPARE(empty.exportPng(path).error().code, mwb::ErrorCode::InvalidInput);
}

QTEST_MAIN(TestHeatmapView)
#include "tst_heatmapview.moc"
