// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/core/Result.h"
#include "mwb/formats/grid/CellGrid.h"
#include "mwb/formats/grid/HeatmapBaker.h"
#include "mwb/formats/grid/RegionMap.h"

#include <QImage>
#include <QPointF>
#include <QStringList>
#include <QWidget>

#include <map>
#include <memory>
#include <optional>

class QAction;

namespace mwb::widgets {

/// A zoomable, pannable 2-D view of a walkability grid (Mir .map, TL2 .MPP). The grid is baked into a QImage (one
/// pixel per cell, Format_RGB32, one pass over the rows) whenever the grid or the layers change; painting only
/// draws the visible part of that image scaled without smoothing, so cells stay crisp at any zoom and
/// 2000 × 2000 grids stay fluid. Wheel zooms around the cursor, dragging pans, F fits, 1 shows 1:1; the context
/// menu toggles the layers. The legend is a widget of its own beside the view (HeatmapLegend). GUI thread only.
class HeatmapView : public QWidget
{
    Q_OBJECT
public:
    explicit HeatmapView(QWidget *parent = nullptr);
    ~HeatmapView() override;

    /// Shows `grid` (shared, read-only), labels its regions and fits it into the view. Null clears the view.
    void setGrid(std::shared_ptr<const formats::grid::CellGrid> grid);
    /// Shows `grid` with its `regions` already labelled (e.g. on a worker thread, so large grids do not block the
    /// GUI thread); null `regions` are computed here.
    void setGrid(std::shared_ptr<const formats::grid::CellGrid> grid,
        std::shared_ptr<const formats::grid::RegionMap> regions);
    [[nodiscard]] std::shared_ptr<const formats::grid::CellGrid> grid() const { return m_grid; }
    /// Connected regions of the current grid (empty without a grid).
    [[nodiscard]] const formats::grid::RegionMap &regions() const;

    [[nodiscard]] formats::grid::HeatmapLayers layers() const { return m_layers; }
    /// Replaces the visible layers and re-bakes.
    void setLayers(formats::grid::HeatmapLayers layers);
    /// Shows or hides one layer.
    void setLayerVisible(formats::grid::HeatmapLayer layer, bool visible);
    /// Shows exactly the layers of a comma-separated list of keys (formats::grid::parseHeatmapLayers(): the
    /// objectNames of the layer actions); false, changing nothing, when a key is unknown.
    bool setLayersByKey(const QString &keys);
    /// The checkable action that toggles `layer` (also in the context menu), for toolbars.
    [[nodiscard]] QAction *layerAction(formats::grid::HeatmapLayer layer) const;

    /// Screen pixels per cell.
    [[nodiscard]] double zoom() const { return m_zoom; }
    /// Sets the zoom, keeping the cell under `anchor` (widget coordinates) in place; clamped to a sane range.
    void setZoom(double zoom, QPointF anchor);
    /// Zooms so the whole grid fits and centres it; the view keeps fitting on resize until the user zooms or pans.
    void fitToView();
    /// One screen pixel per cell, centred.
    void showActualSize();
    /// Widget position of the top-left corner of cell (0, 0).
    [[nodiscard]] QPointF origin() const { return m_origin; }

    /// The cell under a widget position, if any.
    [[nodiscard]] std::optional<QPoint> cellAt(QPointF position) const;
    /// The widget position of the centre of `cell`.
    [[nodiscard]] QPointF cellCenter(QPoint cell) const;

    /// The baked image of the current layers (one pixel per cell).
    [[nodiscard]] const QImage &image() const { return m_image; }
    /// Saves image() as PNG, optionally enlarged `scale` times (nearest neighbour).
    [[nodiscard]] Result<void> exportPng(const QString &path, int scale = 1) const;

    /// Bakes `grid` into a new RGB32 image with `layers`; `regions` may be null when the Regions layer is off.
    [[nodiscard]] static QImage bake(const formats::grid::CellGrid &grid, const formats::grid::RegionMap *regions,
        formats::grid::HeatmapLayers layers);

Q_SIGNALS:
    /// The pointer moved onto cell (x, y); `flags` are its CellFlag bits, `region` its region (-1 if not walkable).
    void cellHovered(int x, int y, quint8 flags, qint32 region);
    /// The pointer left the grid.
    void hoverLeft();
    void zoomChanged(double zoom);
    void layersChanged(mwb::formats::grid::HeatmapLayers layers);

protected:
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void wheelEvent(QWheelEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void leaveEvent(QEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;

private:
    void createActions();
    void rebake();
    void emitHover(QPointF position);
    void paintGridLines(QPainter &painter, const QRect &cells) const;

    std::shared_ptr<const formats::grid::CellGrid> m_grid;
    std::shared_ptr<const formats::grid::RegionMap> m_regions;
    formats::grid::HeatmapLayers m_layers = formats::grid::HeatmapBaker::defaultLayers();
    std::map<formats::grid::HeatmapLayer, QAction *> m_layerActions;
    QImage m_image;
    QPointF m_origin;
    QPointF m_dragStart;
    QPointF m_originAtDragStart;
    double m_zoom = 1.0;
    bool m_fitting = true;
    bool m_dragging = false;
    std::optional<QPoint> m_hovered;
};

} // namespace mwb::widgets
