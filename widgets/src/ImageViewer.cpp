// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/widgets/ImageViewer.h"

#include "mwb/widgets/ImageCanvas.h"

#include <QCheckBox>
#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QScrollArea>
#include <QSignalBlocker>
#include <QVBoxLayout>

namespace mwb::widgets {

namespace {
constexpr double kZooms[] = {0, 1, 2, 4, 8, 16};
} // namespace

ImageViewer::ImageViewer(QWidget *parent)
    : QWidget(parent)
    , m_zoom(new QComboBox(this))
    , m_level(new QComboBox(this))
    , m_alpha(new QCheckBox(tr("Alpha"), this))
    , m_scroll(new QScrollArea(this))
    , m_canvas(new ImageCanvas(this))
{
    for (const double zoom : kZooms)
        m_zoom->addItem(zoom == 0 ? tr("Fit") : tr("%1 %").arg(zoom * 100), zoom);
    m_zoom->setToolTip(tr("Zoom"));
    m_level->setToolTip(tr("Mip level"));
    m_alpha->setChecked(true);
    m_alpha->setToolTip(tr("Off: every pixel opaque, showing the colour stored under transparent pixels"));

    m_scroll->setWidget(m_canvas);
    m_scroll->setWidgetResizable(true);
    m_scroll->setFrameShape(QFrame::NoFrame);

    auto *bar = new QHBoxLayout;
    bar->setContentsMargins(4, 2, 4, 2);
    bar->addWidget(new QLabel(tr("Zoom:"), this));
    bar->addWidget(m_zoom);
    bar->addSpacing(8);
    bar->addWidget(new QLabel(tr("Mip level:"), this));
    bar->addWidget(m_level);
    bar->addSpacing(8);
    bar->addWidget(m_alpha);
    bar->addStretch();
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addLayout(bar);
    layout->addWidget(m_scroll, 1);

    connect(m_zoom, &QComboBox::currentIndexChanged, this,
        [this](int index) { m_canvas->setZoom(m_zoom->itemData(index).toDouble()); });
    connect(m_level, &QComboBox::currentIndexChanged, this, &ImageViewer::updateCanvas);
    connect(m_alpha, &QCheckBox::toggled, this, &ImageViewer::updateCanvas);
}

void ImageViewer::setLevels(std::vector<QImage> levels)
{
    m_levels = std::move(levels);
    {
        const QSignalBlocker blockLevel(m_level);
        const QSignalBlocker blockAlpha(m_alpha);
        m_level->clear();
        for (std::size_t level = 0; level < m_levels.size(); ++level) {
            m_level->addItem(tr("%1 (%2 × %3)").arg(level).arg(m_levels[level].width()).arg(m_levels[level].height()));
        }
        m_level->setEnabled(m_levels.size() > 1);
        m_alpha->setChecked(true);
        m_alpha->setEnabled(!m_levels.empty() && m_levels.front().hasAlphaChannel());
    }
    updateCanvas();
}

void ImageViewer::showLevel(int level)
{
    m_level->setCurrentIndex(std::clamp(level, 0, std::max(0, levelCount() - 1)));
}

void ImageViewer::setAlphaShown(bool shown)
{
    m_alpha->setChecked(shown);
}

void ImageViewer::setZoom(double zoom)
{
    const int index = m_zoom->findData(zoom);
    if (index >= 0)
        m_zoom->setCurrentIndex(index);
}

void ImageViewer::updateCanvas()
{
    const int level = m_level->currentIndex();
    if (level < 0 || level >= levelCount()) {
        m_canvas->setImage({});
        return;
    }
    const QImage &image = m_levels[std::size_t(level)];
    m_canvas->setImage(m_alpha->isChecked() || !image.hasAlphaChannel() ? image
                                                                         : image.convertToFormat(QImage::Format_RGB32));
}

} // namespace mwb::widgets
