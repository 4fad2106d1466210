// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/formats/tl2layout/LayoutPlan.h"

#include <QColor>
#include <QPointF>

class QPainter;

namespace mwb::widgets {

/// The colour objects of `category` are drawn in on a plan and in its legend.
[[nodiscard]] QColor planColor(formats::tl2layout::PlanCategory category);

/// The colour a selected object is drawn in.
[[nodiscard]] QColor planSelectionColor();

/// Draws the marker of `category` centred on `center`, `size` pixels across (a square for a room piece, a circle for
/// a spawner, a diamond for a trigger, …); `selected` rings it. The painter's transform must be in pixels.
void paintPlanMarker(
    QPainter &painter, formats::tl2layout::PlanCategory category, QPointF center, qreal size, bool selected);

} // namespace mwb::widgets
