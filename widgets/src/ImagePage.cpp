// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/widgets/ImagePage.h"

#include "mwb/widgets/ImageViewer.h"

namespace mwb::widgets {

ImagePage::ImagePage(std::shared_ptr<const content::Content> content, std::vector<QImage> levels, QWidget *parent)
    : ContentPage(std::move(content), parent)
    , m_viewer(new ImageViewer(this))
{
    m_viewer->setLevels(std::move(levels));
    setBody(m_viewer);
}

} // namespace mwb::widgets
