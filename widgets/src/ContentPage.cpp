// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/widgets/ContentPage.h"

#include "mwb/core/content/ImageContent.h"
#include "mwb/widgets/GridPage.h"
#include "mwb/widgets/HexPage.h"
#include "mwb/widgets/ImagePage.h"
#include "mwb/widgets/LayoutPage.h"
#include "mwb/widgets/TablePage.h"
#include "mwb/widgets/TextPage.h"

#include <QBuffer>
#include <QImageReader>
#include <QLabel>
#include <QVBoxLayout>

namespace mwb::widgets {

namespace {

QImage imageOf(const content::ImageLevel &level)
{
    const QImage::Format format = level.format == content::ImageLevel::Format::Rgba8888 ? QImage::Format_RGBA8888
                                                                                       : QImage::Format_ARGB32;
    return QImage(reinterpret_cast<const uchar *>(level.pixels.constData()), level.width, level.height,
        qsizetype(level.width) * 4, format)
        .copy(); // owns its pixels
}

} // namespace

PreparedContent prepareContent(std::shared_ptr<const content::Content> content)
{
    PreparedContent prepared;
    prepared.content = std::move(content);
    const auto *image = dynamic_cast<const content::ImageContent *>(prepared.content.get());
    if (!image || image->problem())
        return prepared;
    for (const content::ImageLevel &level : image->levels())
        prepared.images.push_back(imageOf(level));
    if (!image->qtFormat().isEmpty()) {
        QByteArray bytes = image->bytes();
        QBuffer buffer(&bytes);
        buffer.open(QIODevice::ReadOnly);
        QImageReader reader(&buffer, image->qtFormat());
        reader.setDecideFormatFromContent(false);
        QImage decoded = reader.read();
        if (decoded.isNull())
            prepared.imageProblem = ContentPage::tr("The image could not be decoded: %1").arg(reader.errorString());
        else
            prepared.images.push_back(std::move(decoded));
    }
    return prepared;
}

ContentPage::ContentPage(std::shared_ptr<const content::Content> content, QWidget *parent)
    : QWidget(parent)
    , m_content(std::move(content))
    , m_caption(new QLabel(this))
    , m_layout(new QVBoxLayout(this))
{
    m_caption->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_caption->setContentsMargins(6, 3, 6, 3);
    m_caption->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    m_layout->setContentsMargins(0, 0, 0, 0);
    m_layout->setSpacing(0);
    m_layout->addWidget(m_caption);
    setCaption(m_content->path().section(QLatin1Char('/'), -1));
}

void ContentPage::setCaption(const QString &name)
{
    const QString detail = m_content->problem() ? tr("shown as bytes: %1").arg(m_content->problem()->message)
                                                : m_content->summary();
    const QString text = detail.isEmpty() ? name : tr("%1 · %2").arg(name, detail);
    m_caption->setText(text);
    m_caption->setToolTip(text);
}

void ContentPage::setBody(QWidget *body)
{
    m_layout->addWidget(body, 1);
}

void ContentPage::replaceContent(std::shared_ptr<const content::Content> content)
{
    m_content = std::move(content);
    contentReplaced();
}

void ContentPage::contentReplaced()
{ }

void ContentPage::showCompanion(const QString &, const Result<QByteArray> &)
{ }

void ContentPage::setEditSession(ContentEditSession *)
{ }

void ContentPage::setEditable(bool, const QString &, const QString &)
{ }

void ContentPage::reveal(const QString &)
{ }

void ContentPage::companionTasksAccepted()
{ }

ContentPage *createContentPage(const PreparedContent &prepared, QWidget *parent)
{
    const auto &content = prepared.content;
    switch (content->view()) {
    case content::View::Text:
        return new TextPage(content, parent);
    case content::View::Image:
        if (!prepared.images.empty())
            return new ImagePage(content, prepared.images, parent);
        return new HexPage(content, prepared.imageProblem, parent);
    case content::View::Table:
        return new TablePage(content, parent);
    case content::View::Grid:
        return new GridPage(content, parent);
    case content::View::Plan:
        return new LayoutPage(content, parent);
    case content::View::Hex:
        break;
    }
    return new HexPage(content, {}, parent);
}

} // namespace mwb::widgets
