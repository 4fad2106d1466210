// SPDX-License-Identifier: GPL-3.0-or-later
// Blizzard BLP textures (BLP1 Warcraft III, BLP2 World of Warcraft), decoded by the core decoder, every mip level.
#include "PreviewKinds.h"
#include "mwb/formats/blp/BlpTexture.h"

namespace mwb::widgets {

using formats::blp::BlpTexture;

namespace {

QImage toImage(const formats::blp::RgbaImage &level)
{
    return QImage(reinterpret_cast<const uchar *>(level.rgba.constData()), level.width, level.height,
        qsizetype(level.width) * 4, QImage::Format_RGBA8888)
        .copy(); // owns its pixels: the decoded buffer goes away
}

} // namespace

bool probeBlp(const QString &, const QByteArray &bytes)
{
    return BlpTexture::hasSignature(bytes);
}

void buildBlp(PreviewContent &content)
{
    auto texture = BlpTexture::parse(content.bytes, content.path);
    if (!texture) {
        content.problem = texture.error().message;
        return;
    }
    QStringList warnings = texture->warnings();
    for (int level = 0; level < texture->levelCount(); ++level) {
        auto decoded = texture->decode(level);
        if (!decoded) {
            if (level == 0)
                content.problem = decoded.error().message;
            else
                warnings << decoded.error().message; // the levels above it are still shown
            break;
        }
        warnings << decoded->warnings;
        content.mipLevels.push_back(toImage(*decoded));
    }
    if (content.mipLevels.empty())
        return;
    content.image = content.mipLevels.front();
    if (content.mipLevels.size() == 1)
        content.mipLevels.clear();
    content.details = PreviewContent::tr("BLP%1 %2 · %3 · alpha %4 bits · %n mip level(s)", nullptr,
        std::max(1, int(content.mipLevels.size())))
                          .arg(texture->version())
                          .arg(texture->encodingName(), imageSizeText(texture->width(), texture->height()))
                          .arg(texture->alphaBits());
    if (!warnings.isEmpty())
        content.details += PreviewContent::tr(" · %n warning(s): %1", nullptr, int(warnings.size())).arg(warnings.front());
}

} // namespace mwb::widgets
