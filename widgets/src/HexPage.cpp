// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/widgets/HexPage.h"

#include "mwb/widgets/HexDataSource.h"
#include "mwb/widgets/HexInspector.h"

#include <QLabel>

namespace mwb::widgets {

HexPage::HexPage(std::shared_ptr<const content::Content> content, const QString &problem, QWidget *parent)
    : ContentPage(std::move(content), parent)
    , m_hex(new HexInspector(this))
{
    m_hex->setDataSource(std::make_shared<BufferHexData>(this->content()->bytes()));
    setBody(m_hex);
    if (!problem.isEmpty()) {
        const QString text = tr("%1 · shown as bytes: %2").arg(this->content()->path().section(QLatin1Char('/'), -1), problem);
        captionView()->setText(text);
        captionView()->setToolTip(text);
    }
}

} // namespace mwb::widgets
