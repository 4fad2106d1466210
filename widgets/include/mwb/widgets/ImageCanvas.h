// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QImage>
#include <QWidget>

namespace mwb::widgets {

/// Paints one image centred on a checkerboard (so transparency shows), scaled down to fit and never scaled up
/// beyond `maxZoom` (small icons stay crisp: upscaling uses nearest-neighbour). GUI thread only.
class ImageCanvas : public QWidget
{
    Q_OBJECT
public:
    explicit ImageCanvas(QWidget *parent = nullptr);

    void setImage(QImage image);
    [[nodiscard]] const QImage &image() const { return m_image; }
    /// The rectangle the image is drawn into, in widget coordinates (empty when there is no image).
    [[nodiscard]] QRect imageRect() const;

    [[nodiscard]] QSize sizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    static constexpr int kMaxZoom = 8;
    QImage m_image;
};

} // namespace mwb::widgets
