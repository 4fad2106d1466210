// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/core/Error.h"
#include "mwb/widgets/ContentPage.h"

class QTreeView;

namespace mwb {
class PropertyModel;
namespace formats::grid {
class GridContent;
} // namespace formats::grid
} // namespace mwb

namespace mwb::widgets {

class HeatmapPanel;

/// The page of a walkability grid: the heatmap (HeatmapPanel: zoom, pan, layers, legend, PNG export) beside a
/// property panel with the hovered cell (its fields and byte offsets), the statistics and the format's detection
/// explanation. GUI thread only.
class GridPage final : public ContentPage
{
    Q_OBJECT
public:
    /// Index of the "Cell" group in properties(); the content's groups follow it.
    static constexpr int kCellGroup = 0;

    GridPage(std::shared_ptr<const content::Content> content, QWidget *parent = nullptr);

    [[nodiscard]] const formats::grid::GridContent &grid() const;
    [[nodiscard]] HeatmapPanel *panel() const { return m_panel; }
    [[nodiscard]] PropertyModel *properties() const { return m_properties; }
    [[nodiscard]] QTreeView *propertyView() const { return m_propertyView; }
    /// Fills the "Cell" group with cell (x, y).
    void showCell(int x, int y);
    /// Shows a representative cell: the first door, else the centre (for pictures of the page).
    void showSampleCell();
    /// Writes the heatmap as a PNG (atomically).
    [[nodiscard]] Result<void> exportPng(const QString &path);

Q_SIGNALS:
    /// The panel's Export asks for a file name: the owner asks and calls exportPng().
    void exportRequested();

private:
    void clearCell();

    HeatmapPanel *m_panel = nullptr;
    PropertyModel *m_properties = nullptr;
    QTreeView *m_propertyView = nullptr;
};

} // namespace mwb::widgets
