// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/widgets/HeatmapLegend.h"

#include <QPainter>

#include <algorithm>

namespace mwb::widgets {

namespace {

constexpr int kMargin = 6;
constexpr int kSpacing = 6;

} // namespace

HeatmapLegend::HeatmapLegend(QWidget *parent)
    : QWidget(parent)
{
    QSizePolicy policy(QSizePolicy::Preferred, QSizePolicy::Preferred);
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
}

void HeatmapLegend::setLayers(formats::grid::HeatmapLayers layers)
{
    m_rows = formats::grid::HeatmapBaker::legend(layers);
    updateGeometry();
    update();
}

int HeatmapLegend::columnWidth() const
{
    int textWidth = 0;
    for (const auto &row : m_rows)
        textWidth = std::max(textWidth, fontMetrics().horizontalAdvance(row.label));
    return fontMetrics().height() + kSpacing + textWidth + kMargin;
}

int HeatmapLegend::columnsFor(int width) const
{
    const int rows = std::max(1, int(m_rows.size()));
    return std::clamp((width - kMargin) / std::max(1, columnWidth()), 1, rows);
}

QSize HeatmapLegend::sizeHint() const
{
    return {kMargin + columnWidth(), heightForWidth(kMargin + columnWidth())};
}

QSize HeatmapLegend::minimumSizeHint() const
{
    return {fontMetrics().height() * 4, fontMetrics().height()};
}

int HeatmapLegend::heightForWidth(int width) const
{
    const int columns = columnsFor(width);
    const int lines = (int(m_rows.size()) + columns - 1) / columns;
    return 2 * kMargin + lines * fontMetrics().height();
}

void HeatmapLegend::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    const int line = fontMetrics().height();
    const int columns = columnsFor(width());
    const int lines = std::max(1, (int(m_rows.size()) + columns - 1) / columns);
    const int column = columnWidth();
    for (int i = 0; i < int(m_rows.size()); ++i) {
        const auto &row = m_rows[std::size_t(i)];
        const QPoint at(kMargin + (i / lines) * column, kMargin + (i % lines) * line);
        const QRect swatch(at.x(), at.y() + 2, line - 4, line - 4);
        painter.setPen(palette().color(QPalette::WindowText));
        painter.setBrush(QColor::fromRgb(row.color));
        painter.drawRect(swatch);
        painter.drawText(QRect(swatch.right() + kSpacing, at.y(), column - line - kSpacing, line),
            Qt::AlignVCenter | Qt::AlignLeft, row.label);
    }
}

} // namespace mwb::widgets
