// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QAction;
class QBoxLayout;
class QLabel;
class QToolBar;

namespace mwb::widgets {

class HeatmapLegend;
class HeatmapView;

/// A HeatmapView under a small toolbar (Fit, 1:1, Export PNG…, one toggle per layer), its legend beside it (to the
/// right when the panel is wider than tall, else below; never over the map; toggled by legendAction(), also in
/// the view's context menu), and a caption with the zoom. Export PNG… only triggers exportAction(); the owner asks
/// for the file name and reports errors. GUI thread only.
class HeatmapPanel : public QWidget
{
    Q_OBJECT
public:
    explicit HeatmapPanel(QWidget *parent = nullptr);

    [[nodiscard]] HeatmapView *view() const { return m_view; }
    [[nodiscard]] HeatmapLegend *legend() const { return m_legend; }
    /// Shows or hides the legend (checked: shown).
    [[nodiscard]] QAction *legendAction() const { return m_legendAction; }
    [[nodiscard]] QToolBar *toolBar() const { return m_toolBar; }
    /// "Export PNG…" (disabled while no grid is shown).
    [[nodiscard]] QAction *exportAction() const { return m_export; }
    /// Short text shown at the right of the toolbar, e.g. the grid's name.
    void setCaption(const QString &caption);
    /// Enables the actions that need a grid; call after HeatmapView::setGrid.
    void updateActions();

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    void updateZoomText(double zoom);

    HeatmapView *m_view = nullptr;
    HeatmapLegend *m_legend = nullptr;
    QBoxLayout *m_mapAndLegend = nullptr;
    QAction *m_legendAction = nullptr;
    QToolBar *m_toolBar = nullptr;
    QAction *m_export = nullptr;
    QAction *m_fit = nullptr;
    QAction *m_actual = nullptr;
    QLabel *m_caption = nullptr;
    QLabel *m_zoom = nullptr;
};

} // namespace mwb::widgets
