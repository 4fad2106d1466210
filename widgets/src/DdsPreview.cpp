// SPDX-License-Identifier: GPL-3.0-or-later
// DDS textures, decoded by the core decoder (BC1–BC5 and uncompressed surfaces).
#include "PreviewKinds.h"
#include "mwb/formats/dds/DdsImage.h"

#include <algorithm>

namespace mwb::widgets {

using formats::dds::DdsImage;

bool probeDds(const QString &, const QByteArray &bytes)
{
    return DdsImage::hasSignature(bytes);
}

void buildDds(PreviewContent &content)
{
    auto dds = DdsImage::decode(content.bytes, content.path);
    if (!dds) {
        content.problem = dds.error().message;
        return;
    }
    QImage image(dds->width, dds->height, QImage::Format_ARGB32);
    for (int y = 0; y < dds->height; ++y)
        std::copy_n(
            dds->argb.data() + qsizetype(y) * dds->width, dds->width, reinterpret_cast<quint32 *>(image.scanLine(y)));
    content.image = std::move(image);
    content.details = PreviewContent::tr("DDS %1 · %2 · %n mip level(s)", nullptr, dds->mipLevels)
                          .arg(dds->encoding, imageSizeText(dds->width, dds->height));
}

} // namespace mwb::widgets
