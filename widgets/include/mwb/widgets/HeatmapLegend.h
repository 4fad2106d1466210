// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/formats/grid/HeatmapBaker.h"

#include <QPoint>
#include <QSize>

#include <vector>

class QFontMetrics;
class QPainter;

namespace mwb::widgets {

/// Paints a heatmap legend (colour swatch + label per row) as a translucent box. Stateless; GUI thread only.
class HeatmapLegend
{
public:
    /// Size of the box for `rows` in the painter's font.
    [[nodiscard]] static QSize sizeHint(const QFontMetrics &metrics, const std::vector<formats::grid::LegendEntry> &rows);

    /// Draws the box with its top-left corner at `topLeft`.
    static void paint(QPainter &painter, QPoint topLeft, const std::vector<formats::grid::LegendEntry> &rows);
};

} // namespace mwb::widgets
