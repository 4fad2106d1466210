// SPDX-License-Identifier: GPL-3.0-or-later
#include "PlanMarkers.h"

#include <QPainter>
#include <QPolygonF>

#include <cmath>
#include <numbers>

namespace mwb::widgets {

using formats::tl2layout::PlanCategory;

QColor planColor(PlanCategory category)
{
    switch (category) {
    case PlanCategory::RoomPiece:
        return QColor(0x4a, 0x6f, 0xa8);
    case PlanCategory::Spawner:
        return QColor(0xd0, 0x30, 0x30);
    case PlanCategory::Trigger:
        return QColor(0xe0, 0x8a, 0x00);
    case PlanCategory::Light:
        return QColor(0xe6, 0xc2, 0x00);
    case PlanCategory::Link:
        return QColor(0x8a, 0x3a, 0xb9);
    case PlanCategory::Node:
        return QColor(0x2e, 0x8b, 0x57);
    case PlanCategory::Sound:
        return QColor(0x1a, 0x8f, 0x8f);
    case PlanCategory::Other:
        return QColor(0x70, 0x70, 0x70);
    case PlanCategory::Window:
        return QColor(0x20, 0x4a, 0x87);
    }
    return Qt::black;
}

QColor planSelectionColor()
{
    return {0xff, 0x00, 0xaa};
}

void paintPlanMarker(QPainter &painter, PlanCategory category, QPointF center, qreal size, bool selected)
{
    const QColor color = planColor(category);
    const qreal r = size / 2;
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(QPen(color.darker(150), 1.2));
    painter.setBrush(color);
    switch (category) {
    case PlanCategory::RoomPiece:
    case PlanCategory::Window:
        painter.setBrush(color.lighter(170));
        painter.drawRect(QRectF(center.x() - r, center.y() - r, size, size));
        break;
    case PlanCategory::Spawner:
        painter.drawEllipse(center, r, r);
        break;
    case PlanCategory::Trigger:
        painter.drawPolygon(QPolygonF(
            {center + QPointF(0, -r), center + QPointF(r, 0), center + QPointF(0, r), center + QPointF(-r, 0)}));
        break;
    case PlanCategory::Light: {
        painter.drawEllipse(center, r * 0.6, r * 0.6);
        for (int ray = 0; ray < 8; ++ray) {
            const QPointF direction(std::cos(ray * std::numbers::pi / 4), std::sin(ray * std::numbers::pi / 4));
            painter.drawLine(center + direction * r * 0.75, center + direction * r);
        }
        break;
    }
    case PlanCategory::Link:
        painter.drawPolygon(
            QPolygonF({center + QPointF(0, -r), center + QPointF(r, r * 0.8), center + QPointF(-r, r * 0.8)}));
        break;
    case PlanCategory::Node:
        painter.setPen(QPen(color, 2.5));
        painter.drawLine(center + QPointF(-r, 0), center + QPointF(r, 0));
        painter.drawLine(center + QPointF(0, -r), center + QPointF(0, r));
        break;
    case PlanCategory::Sound:
        painter.setBrush(Qt::NoBrush);
        painter.setPen(QPen(color, 2));
        painter.drawEllipse(center, r, r);
        painter.drawEllipse(center, r * 0.4, r * 0.4);
        break;
    case PlanCategory::Other:
        painter.drawEllipse(center, r * 0.6, r * 0.6);
        break;
    }
    if (selected) {
        painter.setBrush(Qt::NoBrush);
        painter.setPen(QPen(planSelectionColor(), 2));
        painter.drawEllipse(center, r + 3, r + 3);
    }
    painter.restore();
}

} // namespace mwb::widgets
