// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QImage>
#include <QWidget>

#include <vector>

class QCheckBox;
class QComboBox;
class QScrollArea;

namespace mwb::widgets {

class ImageCanvas;

/// An image on a checkerboard (ImageCanvas) with a bar above it: zoom (fit, 100 %…1600 %, scrolling when larger
/// than the view), the mip level to show (textures with a mip chain: BLP), and alpha on/off (off shows the colour
/// stored under transparent pixels, opaque). GUI thread only.
class ImageViewer : public QWidget
{
    Q_OBJECT
public:
    explicit ImageViewer(QWidget *parent = nullptr);

    /// Shows `levels` (level 0 first; one image, or none to clear), at level 0 with alpha on; the zoom is kept.
    void setLevels(std::vector<QImage> levels);
    /// Shows level `level` (clamped to the levels there are).
    void showLevel(int level);
    /// Alpha on (the default) or off (every pixel opaque).
    void setAlphaShown(bool shown);
    /// 0 to fit, else a fixed zoom factor; offered in the bar as Fit, 100 %, 200 %, 400 %, 800 %, 1600 %.
    void setZoom(double zoom);

    [[nodiscard]] ImageCanvas *canvas() const { return m_canvas; }
    [[nodiscard]] QComboBox *levelChooser() const { return m_level; }
    [[nodiscard]] QComboBox *zoomChooser() const { return m_zoom; }
    [[nodiscard]] QCheckBox *alphaToggle() const { return m_alpha; }
    [[nodiscard]] int levelCount() const { return int(m_levels.size()); }

private:
    void updateCanvas();

    std::vector<QImage> m_levels;
    QComboBox *m_zoom = nullptr;
    QComboBox *m_level = nullptr;
    QCheckBox *m_alpha = nullptr;
    QScrollArea *m_scroll = nullptr;
    ImageCanvas *m_canvas = nullptr;
};

} // namespace mwb::widgets
