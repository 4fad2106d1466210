// SPDX-License-Identifier: GPL-3.0-or-later
// BLP textures (BLP1 Warcraft III, BLP2 World of Warcraft) as image content: every mip level decoded.
#include "BlpContent.h"

#include "BlpDescriber.h"
#include "mwb/core/content/ImageContent.h"
#include "mwb/formats/blp/BlpTexture.h"

#include <algorithm>

namespace mwb::formats::blp {

using content::ImageContent;
using content::ImageLevel;

std::shared_ptr<const content::Content> parseBlp(const content::Kind &kind, const QString &path, const QByteArray &bytes)
{
    auto texture = BlpTexture::parse(bytes, path);
    if (!texture) {
        auto image = std::make_shared<ImageContent>(kind, path, bytes, content::ImageFacts{QStringLiteral("BLP"), 0, 0, {}});
        image->setDescriber(describeBlp);
        image->setProblem(texture.error());
        return image;
    }
    auto image = std::make_shared<ImageContent>(kind, path, bytes,
        content::ImageFacts{QStringLiteral("BLP"), texture->width(), texture->height(), texture->encodingName()});
    image->setDescriber(describeBlp);
    QStringList warnings = texture->warnings();
    for (int level = 0; level < texture->levelCount(); ++level) {
        auto decoded = texture->decode(level);
        if (!decoded) {
            if (level == 0) {
                image->setProblem(decoded.error());
                return image;
            }
            warnings << decoded.error().message; // the levels above it are still shown
            break;
        }
        warnings << decoded->warnings;
        image->addLevel(ImageLevel{decoded->width, decoded->height, ImageLevel::Format::Rgba8888, decoded->rgba});
    }
    image->addWarnings(warnings);
    QString summary = ImageContent::tr("BLP%1 %2 · %3 · alpha %4 bits · %n mip level(s)", nullptr,
        int(image->levels().size()))
                          .arg(texture->version())
                          .arg(texture->encodingName(), ImageContent::sizeText(texture->width(), texture->height()))
                          .arg(texture->alphaBits());
    if (!warnings.isEmpty())
        summary += ImageContent::tr(" · %n warning(s): %1", nullptr, int(warnings.size())).arg(warnings.front());
    image->setSummary(summary);
    return image;
}

} // namespace mwb::formats::blp
