// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/formats/grid/HeatmapBaker.h"

#include <QWidget>

#include <vector>

namespace mwb::widgets {

/// The heatmap's legend: one colour swatch and label per row of the visible layers (HeatmapBaker::legend). It
/// sits beside the map, never over it (HeatmapPanel places it): one column when it is given its preferred width,
/// as many columns as fit when it is laid out below the map (height for width). GUI thread only.
class HeatmapLegend : public QWidget
{
    Q_OBJECT
public:
    explicit HeatmapLegend(QWidget *parent = nullptr);

    /// Shows the rows of `layers`.
    void setLayers(formats::grid::HeatmapLayers layers);
    [[nodiscard]] const std::vector<formats::grid::LegendEntry> &rows() const { return m_rows; }

    [[nodiscard]] QSize sizeHint() const override;
    [[nodiscard]] QSize minimumSizeHint() const override;
    [[nodiscard]] bool hasHeightForWidth() const override { return true; }
    [[nodiscard]] int heightForWidth(int width) const override;

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    [[nodiscard]] int columnWidth() const;
    [[nodiscard]] int columnsFor(int width) const;

    std::vector<formats::grid::LegendEntry> m_rows;
};

} // namespace mwb::widgets
