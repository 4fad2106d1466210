// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/formats/tl2layout/LayoutPlan.h"

#include <QGraphicsView>
#include <QImage>

#include <optional>
#include <vector>

class QGraphicsItem;
class QGraphicsPixmapItem;
class QGraphicsRectItem;

namespace mwb::widgets {

/// A top-down view of a layout's plan in a QGraphicsScene: a level's objects as markers by category at their
/// ground positions (scene x = world X, scene y = world Z; markers keep their size on screen, named objects are
/// labelled), room pieces with a known footprint as that footprint (labelled with the piece's name), optionally over
/// the level's walkability grid; a UI layout's windows as a wireframe at their positions
/// and sizes (scene units = screen pixels). A legend of the categories shown is drawn in the top-left corner.
/// Wheel zooms around the cursor, dragging pans, F fits; a click on an object selects it (itemSelected). GUI
/// thread only.
class LayoutPlanView : public QGraphicsView
{
    Q_OBJECT
public:
    explicit LayoutPlanView(QWidget *parent = nullptr);
    ~LayoutPlanView() override;

    /// Shows `plan` (its items are copied; their objects are not used), fitted into the view unless the user zoomed
    /// or panned it.
    void setPlan(const formats::tl2layout::LayoutPlan &plan);
    /// Draws `cells` (one pixel per cell, drawn without smoothing) under a level plan, covering `area` in world
    /// units and outlined; `legend` names its colours. A null image takes the grid away.
    void setGround(const QImage &cells, const QRectF &area, std::vector<std::pair<QString, QColor>> legend = {});
    [[nodiscard]] bool hasGround() const;

    [[nodiscard]] const formats::tl2layout::LayoutPlan &plan() const { return m_plan; }
    /// The scene item that draws plan item `index` (null outside the plan).
    [[nodiscard]] QGraphicsItem *itemAt(int index) const;
    /// The plan item drawn at widget position `position` (the topmost one), or -1.
    [[nodiscard]] int indexAt(QPoint position) const;

    /// Marks plan item `index` as selected (-1: none) without emitting itemSelected; `reveal` scrolls it into view.
    void setSelected(int index, bool reveal = false);
    [[nodiscard]] int selected() const { return m_selected; }

    /// Zooms so that the whole plan (and its ground) fits; the view keeps fitting on resize until the user zooms
    /// or pans.
    void fitToView();
    /// Screen pixels per scene unit.
    [[nodiscard]] double zoom() const;

    /// The legend's rows: each category the plan has, with its count, then the ground's colours.
    [[nodiscard]] QStringList legendRows() const;

Q_SIGNALS:
    /// The user clicked plan item `index`.
    void itemSelected(int index);

protected:
    void drawForeground(QPainter *painter, const QRectF &rect) override;
    void wheelEvent(QWheelEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    struct LegendRow
    {
        QString text;
        std::optional<formats::tl2layout::PlanCategory> marker; ///< else a swatch of `swatch`
        QColor swatch;
    };
    [[nodiscard]] std::vector<LegendRow> legend() const;
    void zoomBy(double factor);
    [[nodiscard]] QRectF contentArea() const;

    formats::tl2layout::LayoutPlan m_plan;
    std::vector<QGraphicsItem *> m_items;
    std::vector<std::pair<QString, QColor>> m_groundLegend;
    QGraphicsPixmapItem *m_ground = nullptr;
    QGraphicsRectItem *m_groundFrame = nullptr; ///< the ground's outline
    QRectF m_groundArea;
    QPoint m_dragStart;
    int m_selected = -1;
    bool m_fitting = true;
    bool m_dragging = false;
    bool m_dragged = false;
};

} // namespace mwb::widgets
