// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QImage>
#include <QWidget>

namespace mwb::widgets {

/// Paints one image centred on a checkerboard (so transparency shows). By default it fits: scaled down to fit and
/// never scaled up beyond kMaxZoom (small icons stay crisp: upscaling uses nearest-neighbour); with a fixed zoom
/// the widget asks for the zoomed size (put it in a scroll area). GUI thread only.
class ImageCanvas : public QWidget
{
    Q_OBJECT
public:
    explicit ImageCanvas(QWidget *parent = nullptr);

    void setImage(QImage image);
    /// A fixed zoom factor (1 = one image pixel per screen pixel), or 0 to fit (the default).
    void setZoom(double zoom);
    [[nodiscard]] double zoom() const { return m_zoom; }
    [[nodiscard]] const QImage &image() const { return m_image; }
    /// The rectangle the image is drawn into, in widget coordinates (empty when there is no image).
    [[nodiscard]] QRect imageRect() const;

    [[nodiscard]] QSize sizeHint() const override;
    [[nodiscard]] QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    static constexpr int kMaxZoom = 8;
    [[nodiscard]] QSize zoomedSize() const;

    QImage m_image;
    double m_zoom = 0;
};

} // namespace mwb::widgets
