// SPDX-License-Identifier: GPL-3.0-or-later
#include "BlpDescriber.h"

#include "StructureReader.h"
#include "mwb/formats/blp/BlpTexture.h"

#include <algorithm>

namespace mwb::formats::blp {

using detail::StructureReader;

namespace {

class BlpText
{
    Q_DECLARE_TR_FUNCTIONS(mwb::formats::blp::BlpDescriber)
};

QString levelName(int level, quint32 width, quint32 height)
{
    const quint32 w = std::max<quint32>(1, level < 32 ? width >> level : 0);
    const quint32 h = std::max<quint32>(1, level < 32 ? height >> level : 0);
    return BlpText::tr("[%1] %2×%3").arg(level).arg(w).arg(h);
}

void readMipTable(StructureReader &r, StructureNode &header, quint32 width, quint32 height)
{
    for (const QString &name : {BlpText::tr("Mip offsets"), BlpText::tr("Mip sizes")}) {
        StructureNode table = StructureNode::group(name, r.offset());
        for (int level = 0; level < BlpTexture::kMaxLevels; ++level)
            r.u32(table, levelName(level, width, height));
        r.close(table);
        header.children.push_back(std::move(table));
    }
}

void readBlp1Header(StructureReader &r, StructureNode &header)
{
    r.annotate(header, r.u32(header, BlpText::tr("Compression")) == 0 ? QStringLiteral("JPEG")
                                                                    : BlpText::tr("palettized"));
    r.u32(header, BlpText::tr("Alpha bits"), StructureReader::Base::Hex);
    const quint32 width = r.u32(header, BlpText::tr("Width"));
    const quint32 height = r.u32(header, BlpText::tr("Height"));
    r.u32(header, BlpText::tr("Picture type"));
    r.u32(header, BlpText::tr("Has mipmaps"));
    readMipTable(r, header, width, height);
}

QString blp2EncodingName(quint8 encoding)
{
    switch (encoding) {
    case 1:
        return BlpText::tr("palettized");
    case 2:
        return QStringLiteral("DXT");
    case 3:
        return QStringLiteral("BGRA");
    default:
        return BlpText::tr("unknown");
    }
}

void readBlp2Header(StructureReader &r, StructureNode &header)
{
    r.annotate(header, r.u32(header, BlpText::tr("Type")) == 0 ? QStringLiteral("JPEG") : BlpText::tr("direct"));
    r.annotate(header, blp2EncodingName(r.u8(header, BlpText::tr("Encoding"))));
    r.u8(header, BlpText::tr("Alpha depth"));
    r.u8(header, BlpText::tr("Alpha type"));
    r.u8(header, BlpText::tr("Has mipmaps"));
    const quint32 width = r.u32(header, BlpText::tr("Width"));
    const quint32 height = r.u32(header, BlpText::tr("Height"));
    readMipTable(r, header, width, height);
}

/// The palette or the shared JPEG header, the byte ranges of the decodable levels, and what the decoder noticed.
void describeLevels(StructureReader &r, StructureNode &root, const BlpTexture &texture, qint64 fileSize)
{
    if (texture.encoding() == BlpTexture::Encoding::Jpeg) {
        r.u32(root, BlpText::tr("JPEG header size"));
        r.raw(root, BlpText::tr("Shared JPEG header"), texture.jpegHeaderSize());
    } else {
        r.raw(root, BlpText::tr("Palette (256 × B, G, R, A)"), BlpTexture::kPaletteSize);
    }
    StructureNode levels = StructureNode::group(BlpText::tr("Mip levels (%1, %2)")
        .arg(texture.levelCount()).arg(texture.encodingName()));
    for (int level = 0; level < texture.levelCount(); ++level) {
        const MipEntry entry = texture.mipTable()[std::size_t(level)];
        const qint64 size = std::min<qint64>(entry.size, fileSize - entry.offset);
        levels.children.push_back(StructureNode::field(levelName(level, quint32(texture.width()),
            quint32(texture.height())), BlpText::tr("%1 bytes").arg(size), QStringLiteral("bytes"), entry.offset, size));
    }
    root.children.push_back(std::move(levels));
    for (const QString &warning : texture.warnings())
        root.children.push_back(detail::computedField(BlpText::tr("Warning"), warning));
}

} // namespace

bool probeBlp(const QString &, QByteArrayView bytes)
{
    return BlpTexture::hasSignature(bytes);
}

ContentDescription describeBlp(const QString &entryPath, const QByteArray &bytes)
{
    StructureReader r(bytes);
    StructureNode root = StructureNode::group(BlpText::tr("BLP texture"), 0, bytes.size());
    StructureNode header = StructureNode::group(BlpText::tr("Header"), 0);
    r.chars(header, BlpText::tr("Magic"), 4);
    if (bytes.startsWith("BLP1"))
        readBlp1Header(r, header);
    else
        readBlp2Header(r, header);
    r.close(header);
    root.children.push_back(std::move(header));
    if (!r.ok())
        return {std::move(root), r.error()};
    Result<BlpTexture> texture = BlpTexture::parse(bytes, entryPath);
    if (!texture)
        return {std::move(root), texture.error()};
    describeLevels(r, root, *texture, bytes.size());
    return {std::move(root), r.error()};
}

} // namespace mwb::formats::blp
