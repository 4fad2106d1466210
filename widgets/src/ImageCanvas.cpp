// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/widgets/ImageCanvas.h"

#include <QPainter>

#include <algorithm>
#include <cmath>

namespace mwb::widgets {

namespace {

QBrush checkerboard(const QPalette &palette)
{
    constexpr int kSquare = 8;
    QPixmap tile(2 * kSquare, 2 * kSquare);
    const QColor light = palette.color(QPalette::Base);
    const QColor dark = light.lightness() > 128 ? light.darker(112) : light.lighter(130);
    tile.fill(light);
    QPainter painter(&tile);
    painter.fillRect(0, 0, kSquare, kSquare, dark);
    painter.fillRect(kSquare, kSquare, kSquare, kSquare, dark);
    return QBrush(tile);
}

} // namespace

ImageCanvas::ImageCanvas(QWidget *parent)
    : QWidget(parent)
{
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
}

void ImageCanvas::setImage(QImage image)
{
    m_image = std::move(image);
    updateGeometry();
    update();
}

void ImageCanvas::setZoom(double zoom)
{
    m_zoom = zoom;
    updateGeometry();
    update();
}

QSize ImageCanvas::zoomedSize() const
{
    return QSize(std::max(1, int(m_image.width() * m_zoom)), std::max(1, int(m_image.height() * m_zoom)));
}

QRect ImageCanvas::imageRect() const
{
    if (m_image.isNull())
        return {};
    if (m_zoom > 0) {
        const QSize shown = zoomedSize();
        return QRect(QPoint(std::max(0, (width() - shown.width()) / 2), std::max(0, (height() - shown.height()) / 2)),
            shown);
    }
    const double fit = std::min(double(width()) / m_image.width(), double(height()) / m_image.height());
    const double zoom = fit >= 1.0 ? std::min<double>(std::floor(fit), kMaxZoom) : fit;
    const QSize shown(std::max(1, int(m_image.width() * zoom)), std::max(1, int(m_image.height() * zoom)));
    return QRect(QPoint((width() - shown.width()) / 2, (height() - shown.height()) / 2), shown);
}

QSize ImageCanvas::sizeHint() const
{
    if (m_zoom > 0 && !m_image.isNull())
        return zoomedSize();
    return m_image.isNull() ? QSize(256, 256) : m_image.size().boundedTo(QSize(512, 512));
}

QSize ImageCanvas::minimumSizeHint() const
{
    return m_zoom > 0 && !m_image.isNull() ? zoomedSize() : QSize(16, 16);
}

void ImageCanvas::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.fillRect(rect(), palette().color(QPalette::Window));
    const QRect target = imageRect();
    if (target.isEmpty())
        return;
    painter.fillRect(target, checkerboard(palette()));
    const bool downscaled = target.width() < m_image.width();
    painter.setRenderHint(QPainter::SmoothPixmapTransform, downscaled);
    painter.drawImage(target, m_image);
}

} // namespace mwb::widgets
