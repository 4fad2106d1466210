// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/widgets/ContentPage.h"

namespace mwb::widgets {

class ImageViewer;

/// The page of an image or texture: the picture on a checkerboard with zoom, mip levels and alpha (ImageViewer).
class ImagePage final : public ContentPage
{
    Q_OBJECT
public:
    ImagePage(std::shared_ptr<const content::Content> content, std::vector<QImage> levels, QWidget *parent = nullptr);
    [[nodiscard]] ImageViewer *viewer() const { return m_viewer; }

private:
    ImageViewer *m_viewer = nullptr;
};

} // namespace mwb::widgets
