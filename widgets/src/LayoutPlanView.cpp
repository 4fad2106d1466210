// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/widgets/LayoutPlanView.h"

#include "PlanMarkers.h"

#include <QGraphicsPixmapItem>
#include <QGraphicsRectItem>
#include <QGraphicsScene>
#include <QGraphicsSimpleTextItem>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QPolygonF>
#include <QScrollBar>
#include <QWheelEvent>

#include <algorithm>
#include <array>
#include <cmath>

namespace mwb::widgets {

using formats::tl2layout::LayoutPlan;
using formats::tl2layout::PlanCategory;
using formats::tl2layout::PlanItem;

namespace {

constexpr int kIndexKey = 0; ///< QGraphicsItem::data key holding the plan item's index
constexpr double kWheelStep = 1.25;
constexpr double kMinZoom = 1e-3;
constexpr double kMaxZoom = 1e3;
constexpr int kDragThreshold = 4;
constexpr qreal kMarkerSize = 12;
const QColor kLabelColor(0x20, 0x20, 0x20);

/// A plan item on the scene; the view tells it whether it is selected.
class PlanGraphic : public QGraphicsItem
{
public:
    explicit PlanGraphic(const PlanItem &item)
        : m_category(item.category)
        , m_label(item.label)
    { }
    void setMarked(bool marked)
    {
        m_marked = marked;
        update();
    }

protected:
    PlanCategory m_category;
    QString m_label;
    bool m_marked = false;
};

/// A level object: a marker of its category that keeps its size on screen, a room piece with a tick towards where
/// it faces.
class MarkerGraphic final : public PlanGraphic
{
public:
    explicit MarkerGraphic(const PlanItem &item)
        : PlanGraphic(item)
        , m_facing(item.facing)
    {
        setFlag(ItemIgnoresTransformations);
        setPos(item.position);
        setZValue(item.category == PlanCategory::RoomPiece ? 0 : 1);
    }
    [[nodiscard]] QRectF boundingRect() const override
    {
        const qreal r = kMarkerSize / 2 + 4;
        return {-r, -r, 2 * r, 2 * r};
    }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *) override
    {
        paintPlanMarker(
            *painter, m_category, {0, 0}, m_category == PlanCategory::RoomPiece ? 10 : kMarkerSize, m_marked);
        if (m_category == PlanCategory::RoomPiece) {
            painter->setPen(QPen(planColor(m_category).darker(170), 1.5));
            painter->drawLine(QPointF(0, 0), m_facing * (kMarkerSize / 2 + 3));
        }
    }

private:
    QPointF m_facing;
};

/// A room piece whose mesh is known: its footprint in world units, filled lightly and outlined, under the markers.
class FootprintGraphic final : public PlanGraphic
{
public:
    explicit FootprintGraphic(const PlanItem &item)
        : PlanGraphic(item)
        , m_corners(item.footprint.begin(), item.footprint.end())
    {
        setZValue(-0.5);
    }
    [[nodiscard]] QRectF boundingRect() const override { return m_corners.boundingRect(); }
    [[nodiscard]] QPainterPath shape() const override
    {
        QPainterPath path;
        path.addPolygon(m_corners);
        path.closeSubpath();
        return path;
    }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *) override
    {
        const QColor color = m_marked ? planSelectionColor() : planColor(m_category);
        QPen pen(color.darker(m_marked ? 100 : 130), m_marked ? 2.5 : 1);
        pen.setCosmetic(true);
        painter->setPen(pen);
        QColor fill = color.lighter(m_marked ? 130 : 160);
        fill.setAlpha(m_marked ? 0x60 : 0x50);
        painter->setBrush(fill);
        painter->drawPolygon(m_corners);
    }

private:
    QPolygonF m_corners;
};

/// A UI window: its rectangle as a wireframe, its name in its top-left corner at a constant size on screen when
/// the rectangle is big enough to hold it.
class WindowGraphic final : public PlanGraphic
{
public:
    explicit WindowGraphic(const PlanItem &item)
        : PlanGraphic(item)
        , m_rect(item.rect)
    { }
    [[nodiscard]] QRectF boundingRect() const override { return m_rect.adjusted(-1, -1, 1, 1); }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *) override
    {
        QPen pen(m_marked ? planSelectionColor() : planColor(m_category), m_marked ? 2.5 : 1);
        pen.setCosmetic(true);
        painter->setPen(pen);
        painter->setBrush(m_marked ? QBrush(QColor(0xff, 0x00, 0xaa, 0x30)) : QBrush(Qt::NoBrush));
        painter->drawRect(m_rect);
        const qreal scale = painter->worldTransform().m11();
        if (scale <= 0 || m_rect.width() * scale < 40 || m_rect.height() * scale < 14)
            return;
        painter->save();
        painter->setClipRect(m_rect);
        QFont font = painter->font();
        font.setPixelSize(std::max(1, int(std::lround(11 / scale))));
        painter->setFont(font);
        painter->setPen(m_marked ? planSelectionColor() : kLabelColor);
        painter->drawText(m_rect.adjusted(3 / scale, 1 / scale, 0, 0), Qt::AlignLeft | Qt::AlignTop, m_label);
        painter->restore();
    }

private:
    QRectF m_rect;
};

QRectF withMargin(const QRectF &area, double minimumSize)
{
    const double grow = std::max({area.width() * 0.05, area.height() * 0.05, minimumSize / 2});
    return area.adjusted(-grow, -grow, grow, grow);
}

} // namespace

LayoutPlanView::LayoutPlanView(QWidget *parent)
    : QGraphicsView(parent)
{
    setScene(new QGraphicsScene(this));
    setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setTransformationAnchor(QGraphicsView::AnchorUnderMouse);
    setViewportUpdateMode(QGraphicsView::FullViewportUpdate); // the legend is drawn over the scene
    setBackgroundBrush(QColor(0xfa, 0xfa, 0xf7));
    setFocusPolicy(Qt::StrongFocus);
    setToolTip(tr("Wheel: zoom · drag: pan · F: fit · click: select an object"));
}

LayoutPlanView::~LayoutPlanView() = default;

void LayoutPlanView::setPlan(const LayoutPlan &plan)
{
    for (QGraphicsItem *item : m_items)
        delete item;
    m_items.clear();
    m_plan = plan;
    m_selected = -1;
    for (std::size_t i = 0; i < m_plan.items.size(); ++i) {
        const PlanItem &item = m_plan.items[i];
        QGraphicsItem *graphic = nullptr;
        if (item.category == PlanCategory::Window) {
            graphic = new WindowGraphic(item);
        } else if (!item.footprint.empty()) {
            graphic = new FootprintGraphic(item);
            auto *label = new QGraphicsSimpleTextItem(item.label, graphic);
            label->setBrush(kLabelColor);
            label->setFlag(QGraphicsItem::ItemIgnoresTransformations);
            label->setPos(graphic->boundingRect().center());
        } else {
            graphic = new MarkerGraphic(item);
            if (item.named) {
                auto *label = new QGraphicsSimpleTextItem(item.label, graphic);
                label->setBrush(kLabelColor);
                label->setPos(kMarkerSize / 2 + 2, -kMarkerSize / 2 - 4);
            }
        }
        graphic->setData(kIndexKey, int(i));
        QString tip = tr("%1 (%2)").arg(item.label, formats::tl2layout::planCategoryName(item.category));
        if (!item.detail.isEmpty())
            tip += QLatin1Char('\n') + item.detail;
        graphic->setToolTip(tip);
        scene()->addItem(graphic);
        m_items.push_back(graphic);
    }
    if (m_fitting)
        fitToView();
}

void LayoutPlanView::setGround(const QImage &cells, const QRectF &area, std::vector<std::pair<QString, QColor>> legend)
{
    delete m_ground;
    m_ground = nullptr;
    delete m_groundFrame;
    m_groundFrame = nullptr;
    m_groundArea = {};
    m_groundLegend.clear();
    if (!cells.isNull() && cells.width() > 0 && cells.height() > 0) {
        m_ground = scene()->addPixmap(QPixmap::fromImage(cells));
        m_ground->setTransformationMode(Qt::FastTransformation);
        m_ground->setTransform(QTransform::fromScale(area.width() / cells.width(), area.height() / cells.height()));
        m_ground->setPos(area.topLeft());
        m_ground->setZValue(-1);
        m_ground->setOpacity(0.8);
        QPen frame(QColor(0x60, 0x60, 0x60), 1, Qt::DashLine);
        frame.setCosmetic(true);
        m_groundFrame = scene()->addRect(area, frame); // where the grid lies, even where it is all outside
        m_groundFrame->setZValue(-1);
        m_groundArea = area;
        m_groundLegend = std::move(legend);
    }
    if (m_fitting)
        fitToView();
    viewport()->update();
}

bool LayoutPlanView::hasGround() const
{
    return m_ground != nullptr;
}

QGraphicsItem *LayoutPlanView::itemAt(int index) const
{
    return index >= 0 && std::size_t(index) < m_items.size() ? m_items[std::size_t(index)] : nullptr;
}

int LayoutPlanView::indexAt(QPoint position) const
{
    for (QGraphicsItem *item : items(position)) {
        if (const QVariant index = item->data(kIndexKey); index.isValid())
            return index.toInt();
        if (item->parentItem()) { // a label
            if (const QVariant index = item->parentItem()->data(kIndexKey); index.isValid())
                return index.toInt();
        }
    }
    return -1;
}

void LayoutPlanView::setSelected(int index, bool reveal)
{
    if (auto *previous = static_cast<PlanGraphic *>(itemAt(m_selected)))
        previous->setMarked(false);
    m_selected = itemAt(index) ? index : -1;
    auto *current = static_cast<PlanGraphic *>(itemAt(m_selected));
    if (!current)
        return;
    current->setMarked(true);
    if (reveal && !mapToScene(viewport()->rect()).boundingRect().contains(current->sceneBoundingRect().center())) {
        centerOn(current->sceneBoundingRect().center());
        m_fitting = false;
    }
}

QRectF LayoutPlanView::contentArea() const
{
    QRectF area = m_plan.bounds;
    if (!m_groundArea.isEmpty())
        area = area.isNull() ? m_groundArea : area.united(m_groundArea);
    return withMargin(area, m_plan.kind == LayoutPlan::Kind::Ui ? 40 : 10);
}

void LayoutPlanView::fitToView()
{
    const QRectF area = contentArea();
    scene()->setSceneRect(area.adjusted(-area.width() * 4, -area.height() * 4, area.width() * 4, area.height() * 4));
    fitInView(area, Qt::KeepAspectRatio);
    m_fitting = true;
}

double LayoutPlanView::zoom() const
{
    return transform().m11();
}

void LayoutPlanView::zoomBy(double factor)
{
    const double target = std::clamp(zoom() * factor, kMinZoom, kMaxZoom);
    scale(target / zoom(), target / zoom());
    m_fitting = false;
}

std::vector<LayoutPlanView::LegendRow> LayoutPlanView::legend() const
{
    std::array<int, formats::tl2layout::kPlanCategoryCount> counts{};
    for (const PlanItem &item : m_plan.items)
        ++counts[std::size_t(item.category)];
    std::vector<LegendRow> rows;
    for (int category = 0; category < formats::tl2layout::kPlanCategoryCount; ++category) {
        if (const int count = counts[std::size_t(category)]; count > 0) {
            rows.push_back({tr("%1 (%2)").arg(formats::tl2layout::planCategoryName(PlanCategory(category))).arg(count),
                PlanCategory(category), {}});
        }
    }
    for (const auto &[label, color] : m_groundLegend)
        rows.push_back({label, std::nullopt, color});
    return rows;
}

QStringList LayoutPlanView::legendRows() const
{
    QStringList texts;
    for (const LegendRow &row : legend())
        texts << row.text;
    return texts;
}

void LayoutPlanView::drawForeground(QPainter *painter, const QRectF &)
{
    const std::vector<LegendRow> rows = legend();
    if (rows.empty())
        return;
    painter->save();
    painter->resetTransform();
    const QFontMetrics metrics(font());
    const int rowHeight = std::max(metrics.height(), 14) + 2;
    int width = 0;
    for (const LegendRow &row : rows)
        width = std::max(width, metrics.horizontalAdvance(row.text));
    const QRect box(6, 6, width + 34, rowHeight * int(rows.size()) + 8);
    painter->setPen(QColor(0, 0, 0, 60));
    painter->setBrush(QColor(255, 255, 255, 220));
    painter->drawRect(box);
    int y = box.top() + 4;
    for (const LegendRow &row : rows) {
        const QPointF swatch(box.left() + 14, y + rowHeight / 2.0);
        if (row.marker) {
            paintPlanMarker(*painter, *row.marker, swatch, 10, false);
        } else {
            painter->setPen(QColor(0, 0, 0, 80));
            painter->setBrush(row.swatch);
            painter->drawRect(QRectF(swatch - QPointF(5, 5), QSizeF(10, 10)));
        }
        painter->setPen(palette().color(QPalette::Text));
        painter->drawText(QRect(box.left() + 26, y, width + 4, rowHeight), Qt::AlignVCenter, row.text);
        y += rowHeight;
    }
    painter->restore();
}

void LayoutPlanView::wheelEvent(QWheelEvent *event)
{
    const double steps = event->angleDelta().y() / 120.0;
    if (steps != 0.0)
        zoomBy(std::pow(kWheelStep, steps));
    event->accept();
}

void LayoutPlanView::mousePressEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton && event->button() != Qt::MiddleButton) {
        QGraphicsView::mousePressEvent(event);
        return;
    }
    m_dragging = true;
    m_dragged = false;
    m_dragStart = event->position().toPoint();
    event->accept();
}

void LayoutPlanView::mouseMoveEvent(QMouseEvent *event)
{
    if (!m_dragging) {
        QGraphicsView::mouseMoveEvent(event);
        return;
    }
    const QPoint delta = event->position().toPoint() - m_dragStart;
    if (!m_dragged && delta.manhattanLength() < kDragThreshold)
        return;
    if (!m_dragged)
        viewport()->setCursor(Qt::ClosedHandCursor);
    m_dragged = true;
    m_fitting = false;
    horizontalScrollBar()->setValue(horizontalScrollBar()->value() - delta.x());
    verticalScrollBar()->setValue(verticalScrollBar()->value() - delta.y());
    m_dragStart = event->position().toPoint();
    event->accept();
}

void LayoutPlanView::mouseReleaseEvent(QMouseEvent *event)
{
    if (!m_dragging) {
        QGraphicsView::mouseReleaseEvent(event);
        return;
    }
    m_dragging = false;
    viewport()->unsetCursor();
    if (!m_dragged && event->button() == Qt::LeftButton) {
        const int index = indexAt(event->position().toPoint());
        if (index >= 0) {
            setSelected(index);
            Q_EMIT itemSelected(index);
        }
    }
    event->accept();
}

void LayoutPlanView::keyPressEvent(QKeyEvent *event)
{
    switch (event->key()) {
    case Qt::Key_F:
        fitToView();
        break;
    case Qt::Key_Plus:
    case Qt::Key_Equal:
        zoomBy(kWheelStep);
        break;
    case Qt::Key_Minus:
        zoomBy(1 / kWheelStep);
        break;
    default:
        QGraphicsView::keyPressEvent(event);
        return;
    }
    event->accept();
}

void LayoutPlanView::resizeEvent(QResizeEvent *event)
{
    QGraphicsView::resizeEvent(event);
    if (m_fitting)
        fitToView();
}

} // namespace mwb::widgets
