// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/widgets/HeatmapLegend.h"

#include <QFontMetrics>
#include <QPainter>

namespace mwb::widgets {

namespace {

constexpr int kMargin = 6;
constexpr int kSpacing = 6;

} // namespace

QSize HeatmapLegend::sizeHint(const QFontMetrics &metrics, const std::vector<formats::grid::LegendEntry> &rows)
{
    int textWidth = 0;
    for (const auto &row : rows)
        textWidth = qMax(textWidth, metrics.horizontalAdvance(row.label));
    const int line = metrics.height();
    return {2 * kMargin + line + kSpacing + textWidth, 2 * kMargin + int(rows.size()) * line};
}

void HeatmapLegend::paint(QPainter &painter, QPoint topLeft, const std::vector<formats::grid::LegendEntry> &rows)
{
    if (rows.empty())
        return;
    const QFontMetrics metrics = painter.fontMetrics();
    const QSize size = sizeHint(metrics, rows);
    const int line = metrics.height();
    painter.save();
    painter.setPen(QColor(255, 255, 255, 60));
    painter.setBrush(QColor(20, 20, 24, 200));
    painter.drawRoundedRect(QRect(topLeft, size), 4, 4);
    int y = topLeft.y() + kMargin;
    for (const auto &row : rows) {
        const QRect swatch(topLeft.x() + kMargin, y + 2, line - 4, line - 4);
        painter.setPen(QColor(0, 0, 0, 160));
        painter.setBrush(QColor::fromRgb(row.color));
        painter.drawRect(swatch);
        painter.setPen(Qt::white);
        painter.drawText(QRect(swatch.right() + kSpacing, y, size.width(), line), Qt::AlignVCenter | Qt::AlignLeft,
            row.label);
        y += line;
    }
    painter.restore();
}

} // namespace mwb::widgets
