// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/widgets/HeatmapView.h"

#include <QAction>
#include <QImageWriter>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>

namespace mwb::widgets {

using formats::grid::CellGrid;
using formats::grid::HeatmapBaker;
using formats::grid::HeatmapLayer;
using formats::grid::HeatmapLayers;
using formats::grid::RegionMap;

namespace {

constexpr double kMaxZoom = 64.0;
constexpr double kWheelStep = 1.25;
constexpr double kGridLineZoom = 12.0; ///< from this many pixels per cell on, cell borders are drawn

} // namespace

HeatmapView::HeatmapView(QWidget *parent)
    : QWidget(parent)
{
    setMouseTracking(true);
    setFocusPolicy(Qt::WheelFocus);
    setAttribute(Qt::WA_OpaquePaintEvent);
    setMinimumSize(64, 64);
    createActions();
}

HeatmapView::~HeatmapView() = default;

void HeatmapView::createActions()
{
    struct LayerText
    {
        HeatmapLayer layer;
        QString text; ///< menus
        QString shortText; ///< toolbar buttons (QAction::iconText)
    };
    const LayerText layers[] = {
        {HeatmapLayer::Walkable, tr("Walkable"), tr("Walkable")},
        {HeatmapLayer::Regions, tr("Connected regions"), tr("Regions")},
        {HeatmapLayer::Areas, tr("Areas"), tr("Areas")},
        {HeatmapLayer::Images, tr("Image presence"), tr("Images")},
        {HeatmapLayer::Lights, tr("Lights"), tr("Lights")},
        {HeatmapLayer::Doors, tr("Doors"), tr("Doors")},
    };
    for (const auto &[layer, text, shortText] : layers) {
        auto *action = new QAction(text, this);
        action->setObjectName(formats::grid::heatmapLayerKey(layer));
        action->setIconText(shortText);
        action->setCheckable(true);
        action->setChecked(m_layers.testFlag(layer));
        connect(action, &QAction::toggled, this, [this, l = layer](bool on) { setLayerVisible(l, on); });
        m_layerActions.emplace(layer, action);
        addAction(action);
    }
    auto *separator = new QAction(this);
    separator->setSeparator(true);
    addAction(separator);
    auto *fit = new QAction(tr("Fit to view"), this);
    connect(fit, &QAction::triggered, this, &HeatmapView::fitToView);
    addAction(fit);
    auto *actual = new QAction(tr("Actual size (1:1)"), this);
    connect(actual, &QAction::triggered, this, &HeatmapView::showActualSize);
    addAction(actual);
    setContextMenuPolicy(Qt::ActionsContextMenu);
}

void HeatmapView::setGrid(std::shared_ptr<const CellGrid> grid)
{
    setGrid(std::move(grid), nullptr);
}

void HeatmapView::setGrid(std::shared_ptr<const CellGrid> grid, std::shared_ptr<const RegionMap> regions)
{
    m_grid = std::move(grid);
    if (m_grid && !regions)
        regions = std::make_shared<const RegionMap>(RegionMap::compute(*m_grid));
    m_regions = m_grid ? std::move(regions) : nullptr;
    m_hovered.reset();
    rebake();
    fitToView();
}

void HeatmapView::setLayers(HeatmapLayers layers)
{
    if (layers == m_layers)
        return;
    m_layers = layers;
    for (auto &[layer, action] : m_layerActions) {
        const QSignalBlocker blocker(action);
        action->setChecked(m_layers.testFlag(layer));
    }
    rebake();
    update();
    Q_EMIT layersChanged(m_layers);
}

void HeatmapView::setLayerVisible(HeatmapLayer layer, bool visible)
{
    HeatmapLayers next = m_layers;
    next.setFlag(layer, visible);
    setLayers(next);
}

bool HeatmapView::setLayersByKey(const QString &keys)
{
    const std::optional<HeatmapLayers> layers = formats::grid::parseHeatmapLayers(keys);
    if (layers)
        setLayers(*layers);
    return layers.has_value();
}

const RegionMap &HeatmapView::regions() const
{
    static const RegionMap empty;
    return m_regions ? *m_regions : empty;
}

QAction *HeatmapView::layerAction(HeatmapLayer layer) const
{
    const auto it = m_layerActions.find(layer);
    return it == m_layerActions.end() ? nullptr : it->second;
}

QImage HeatmapView::bake(const CellGrid &grid, const RegionMap *regions, HeatmapLayers layers)
{
    QImage image(grid.width, grid.height, QImage::Format_RGB32);
    if (image.isNull())
        return image;
    HeatmapBaker::bake(grid, regions, layers, reinterpret_cast<quint32 *>(image.bits()), image.bytesPerLine() / 4);
    return image;
}

void HeatmapView::rebake()
{
    m_image = m_grid ? bake(*m_grid, m_regions.get(), m_layers) : QImage();
}

void HeatmapView::setZoom(double zoom, QPointF anchor)
{
    const double minZoom = m_grid ? qMin(1.0, 0.5 * qMin(double(width()) / qMax(1, m_grid->width),
                                                       double(height()) / qMax(1, m_grid->height)))
                                  : 1.0;
    const double next = qBound(minZoom, zoom, kMaxZoom);
    m_origin = anchor - (anchor - m_origin) * (next / m_zoom);
    m_zoom = next;
    m_fitting = false;
    update();
    Q_EMIT zoomChanged(m_zoom);
}

void HeatmapView::fitToView()
{
    m_fitting = true;
    if (!m_grid || m_grid->width == 0 || m_grid->height == 0) {
        update();
        return;
    }
    m_zoom = qMin(double(width()) / m_grid->width, double(height()) / m_grid->height);
    m_origin = QPointF((width() - m_zoom * m_grid->width) / 2.0, (height() - m_zoom * m_grid->height) / 2.0);
    update();
    Q_EMIT zoomChanged(m_zoom);
}

void HeatmapView::showActualSize()
{
    if (!m_grid)
        return;
    m_zoom = 1.0;
    m_origin = QPointF((width() - m_grid->width) / 2.0, (height() - m_grid->height) / 2.0);
    m_fitting = false;
    update();
    Q_EMIT zoomChanged(m_zoom);
}

std::optional<QPoint> HeatmapView::cellAt(QPointF position) const
{
    if (!m_grid)
        return std::nullopt;
    const QPointF p = (position - m_origin) / m_zoom;
    const int x = static_cast<int>(std::floor(p.x()));
    const int y = static_cast<int>(std::floor(p.y()));
    if (!m_grid->contains(x, y))
        return std::nullopt;
    return QPoint(x, y);
}

QPointF HeatmapView::cellCenter(QPoint cell) const
{
    return m_origin + QPointF(cell.x() + 0.5, cell.y() + 0.5) * m_zoom;
}

Result<void> HeatmapView::exportPng(const QString &path, int scale) const
{
    if (m_image.isNull())
        return Error{ErrorCode::InvalidInput, tr("There is no grid to export"), path, -1};
    const QImage out = scale > 1 ? m_image.scaled(m_image.size() * scale, Qt::IgnoreAspectRatio, Qt::FastTransformation)
                                 : m_image;
    QImageWriter writer(path, "png");
    if (!writer.write(out))
        return Error{ErrorCode::Io, tr("Cannot write the PNG: %1").arg(writer.errorString()), path, -1};
    return {};
}

void HeatmapView::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.fillRect(rect(), palette().color(QPalette::Window).darker(150));
    if (m_image.isNull())
        return;
    painter.setRenderHint(QPainter::SmoothPixmapTransform, false);
    // Draw only the cells that are (partly) visible, with a whole-cell source rectangle, so edges stay exact.
    const QRectF visible = QRectF(rect()).translated(-m_origin);
    const QRect cells = QRect(QPoint(int(std::floor(visible.left() / m_zoom)), int(std::floor(visible.top() / m_zoom))),
        QPoint(int(std::ceil(visible.right() / m_zoom)), int(std::ceil(visible.bottom() / m_zoom))))
                            .intersected(m_image.rect());
    if (!cells.isEmpty()) {
        const QRectF target(m_origin + QPointF(cells.x(), cells.y()) * m_zoom, QSizeF(cells.size()) * m_zoom);
        painter.drawImage(target, m_image, cells);
        if (m_zoom >= kGridLineZoom)
            paintGridLines(painter, cells);
    }
    if (m_hovered && m_zoom >= 4.0) {
        painter.setPen(QPen(Qt::white, 1.5));
        painter.setBrush(Qt::NoBrush);
        painter.drawRect(QRectF(m_origin + QPointF(*m_hovered) * m_zoom, QSizeF(m_zoom, m_zoom)));
    }
}

void HeatmapView::paintGridLines(QPainter &painter, const QRect &cells) const
{
    painter.setPen(QPen(QColor(0, 0, 0, 70), 1));
    const double left = m_origin.x() + cells.left() * m_zoom;
    const double top = m_origin.y() + cells.top() * m_zoom;
    const double right = m_origin.x() + (cells.right() + 1) * m_zoom;
    const double bottom = m_origin.y() + (cells.bottom() + 1) * m_zoom;
    for (int x = cells.left(); x <= cells.right() + 1; ++x) {
        const double px = m_origin.x() + x * m_zoom;
        painter.drawLine(QPointF(px, top), QPointF(px, bottom));
    }
    for (int y = cells.top(); y <= cells.bottom() + 1; ++y) {
        const double py = m_origin.y() + y * m_zoom;
        painter.drawLine(QPointF(left, py), QPointF(right, py));
    }
}

void HeatmapView::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    if (m_fitting)
        fitToView();
}

void HeatmapView::wheelEvent(QWheelEvent *event)
{
    const double steps = event->angleDelta().y() / 120.0;
    if (steps != 0.0)
        setZoom(m_zoom * std::pow(kWheelStep, steps), event->position());
    event->accept();
}

void HeatmapView::mousePressEvent(QMouseEvent *event)
{
    if (event->button() == Qt::LeftButton || event->button() == Qt::MiddleButton) {
        m_dragging = true;
        m_dragStart = event->position();
        m_originAtDragStart = m_origin;
        setCursor(Qt::ClosedHandCursor);
        event->accept();
        return;
    }
    QWidget::mousePressEvent(event);
}

void HeatmapView::mouseMoveEvent(QMouseEvent *event)
{
    if (m_dragging) {
        m_origin = m_originAtDragStart + (event->position() - m_dragStart);
        m_fitting = false;
        update();
    }
    emitHover(event->position());
}

void HeatmapView::mouseReleaseEvent(QMouseEvent *event)
{
    if (m_dragging) {
        m_dragging = false;
        unsetCursor();
    }
    QWidget::mouseReleaseEvent(event);
}

void HeatmapView::leaveEvent(QEvent *event)
{
    if (m_hovered) {
        m_hovered.reset();
        update();
        Q_EMIT hoverLeft();
    }
    QWidget::leaveEvent(event);
}

void HeatmapView::keyPressEvent(QKeyEvent *event)
{
    const QPointF center = QRectF(rect()).center();
    switch (event->key()) {
    case Qt::Key_Plus:
    case Qt::Key_Equal:
        setZoom(m_zoom * kWheelStep, center);
        break;
    case Qt::Key_Minus:
        setZoom(m_zoom / kWheelStep, center);
        break;
    case Qt::Key_F:
        fitToView();
        break;
    case Qt::Key_1:
        showActualSize();
        break;
    default:
        QWidget::keyPressEvent(event);
        return;
    }
    event->accept();
}

void HeatmapView::emitHover(QPointF position)
{
    const std::optional<QPoint> cell = cellAt(position);
    if (cell == m_hovered)
        return;
    m_hovered = cell;
    update();
    if (!cell) {
        Q_EMIT hoverLeft();
        return;
    }
    const qint64 index = m_grid->index(cell->x(), cell->y());
    Q_EMIT cellHovered(cell->x(), cell->y(), m_grid->flags[static_cast<std::size_t>(index)], m_regions->label(index));
}

} // namespace mwb::widgets
