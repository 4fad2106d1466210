// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/widgets/HeatmapPanel.h"

#include "mwb/widgets/HeatmapLegend.h"
#include "mwb/widgets/HeatmapView.h"

#include <QAction>
#include <QLabel>
#include <QLocale>
#include <QToolBar>
#include <QVBoxLayout>

namespace mwb::widgets {

using formats::grid::HeatmapLayer;

HeatmapPanel::HeatmapPanel(QWidget *parent)
    : QWidget(parent)
    , m_view(new HeatmapView(this))
    , m_legend(new HeatmapLegend(this))
    , m_mapAndLegend(new QBoxLayout(QBoxLayout::LeftToRight))
    , m_toolBar(new QToolBar(this))
    , m_caption(new QLabel(this))
    , m_zoom(new QLabel(this))
{
    m_toolBar->setToolButtonStyle(Qt::ToolButtonTextOnly);
    m_toolBar->setIconSize(QSize(16, 16));
    m_fit = m_toolBar->addAction(tr("Fit"), m_view, &HeatmapView::fitToView);
    m_fit->setToolTip(tr("Fit the whole grid into the view (F)"));
    m_actual = m_toolBar->addAction(tr("1:1"), m_view, &HeatmapView::showActualSize);
    m_actual->setToolTip(tr("One screen pixel per cell (1)"));
    m_export = m_toolBar->addAction(tr("Export PNG…"));
    m_export->setToolTip(tr("Save the visible layers as a PNG, one pixel per cell"));
    m_toolBar->addSeparator(); // the layer toggles last: on a narrow dock they go to the overflow menu first
    for (const HeatmapLayer layer : {HeatmapLayer::Walkable, HeatmapLayer::Regions, HeatmapLayer::Doors,
             HeatmapLayer::Lights, HeatmapLayer::Areas, HeatmapLayer::Images})
        m_toolBar->addAction(m_view->layerAction(layer));

    m_legend->setLayers(m_view->layers());
    connect(m_view, &HeatmapView::layersChanged, m_legend, &HeatmapLegend::setLayers);
    m_legendAction = new QAction(tr("Legend"), this);
    m_legendAction->setCheckable(true);
    m_legendAction->setChecked(true);
    connect(m_legendAction, &QAction::toggled, m_legend, &QWidget::setVisible);
    m_view->addAction(m_legendAction);
    m_mapAndLegend->setSpacing(0);
    m_mapAndLegend->addWidget(m_view, 1);
    m_mapAndLegend->addWidget(m_legend, 0, Qt::AlignTop);

    m_caption->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_caption->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred); // long paths never widen the dock
    m_zoom->setMinimumWidth(m_zoom->fontMetrics().horizontalAdvance(QStringLiteral("0000 %")));
    m_zoom->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    auto *status = new QHBoxLayout;
    status->setContentsMargins(4, 0, 4, 2);
    status->addWidget(m_caption, 1);
    status->addWidget(m_zoom);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(m_toolBar);
    layout->addLayout(m_mapAndLegend, 1);
    layout->addLayout(status);

    connect(m_view, &HeatmapView::zoomChanged, this, &HeatmapPanel::updateZoomText);
    updateActions();
}

void HeatmapPanel::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    // The map gets the longer side; the legend takes what is left across it.
    const bool wide = width() >= height();
    m_mapAndLegend->setDirection(wide ? QBoxLayout::LeftToRight : QBoxLayout::TopToBottom);
    m_mapAndLegend->setAlignment(m_legend, wide ? Qt::AlignTop : Qt::Alignment());
}

void HeatmapPanel::setCaption(const QString &caption)
{
    m_caption->setText(caption);
    m_caption->setToolTip(caption);
}

void HeatmapPanel::updateActions()
{
    const bool hasGrid = m_view->grid() != nullptr;
    m_export->setEnabled(hasGrid);
    m_fit->setEnabled(hasGrid);
    m_actual->setEnabled(hasGrid);
    updateZoomText(m_view->zoom());
}

void HeatmapPanel::updateZoomText(double zoom)
{
    m_zoom->setText(m_view->grid() ? QLocale().toString(zoom * 100.0, 'f', zoom < 1.0 ? 1 : 0) + QStringLiteral(" %")
                                   : QString());
}

} // namespace mwb::widgets
