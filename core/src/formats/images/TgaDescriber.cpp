// SPDX-License-Identifier: GPL-3.0-or-later
#include "content/Extension.h"
#include "ImageDescribers.h"
#include "StructureReader.h"

namespace mwb::formats::images {

using detail::StructureReader;

namespace {

class TgaText
{
    Q_DECLARE_TR_FUNCTIONS(mwb::formats::images::TgaDescriber)
};

constexpr auto Hex = StructureReader::Base::Hex;
constexpr qint64 kFooterSize = 26;
constexpr QByteArrayView kFooterSignature("TRUEVISION-XFILE.\0", 18);

QString imageTypeName(quint8 type)
{
    switch (type) {
    case 0:
        return TgaText::tr("no image data");
    case 1:
        return TgaText::tr("colour-mapped");
    case 2:
        return TgaText::tr("true-colour");
    case 3:
        return TgaText::tr("greyscale");
    case 9:
        return TgaText::tr("colour-mapped, RLE");
    case 10:
        return TgaText::tr("true-colour, RLE");
    case 11:
        return TgaText::tr("greyscale, RLE");
    default:
        return TgaText::tr("unknown");
    }
}

bool knownImageType(quint8 type)
{
    return type <= 3 || (type >= 9 && type <= 11) || type == 32 || type == 33;
}

QString descriptorText(quint8 descriptor)
{
    const QString origin = (descriptor & 0x20) ? TgaText::tr("top") : TgaText::tr("bottom");
    const QString side = (descriptor & 0x10) ? TgaText::tr("right") : TgaText::tr("left");
    return TgaText::tr("%1 alpha bits, origin %2-%3").arg(descriptor & 0x0F).arg(origin, side);
}

/// The 18-byte header; returns the sizes of the image id and colour map that follow it.
std::pair<qint64, qint64> readHeader(StructureReader &r, StructureNode &root)
{
    StructureNode header = StructureNode::group(TgaText::tr("Header"), r.offset());
    const quint8 idLength = r.u8(header, TgaText::tr("Image ID length"));
    r.u8(header, TgaText::tr("Colour map type"));
    r.annotate(header, imageTypeName(r.u8(header, TgaText::tr("Image type"))));
    r.u16(header, TgaText::tr("Colour map first index"));
    const quint16 mapLength = r.u16(header, TgaText::tr("Colour map length"));
    const quint8 entryBits = r.u8(header, TgaText::tr("Colour map entry size (bits)"));
    r.u16(header, TgaText::tr("X origin"));
    r.u16(header, TgaText::tr("Y origin"));
    r.u16(header, TgaText::tr("Width"));
    r.u16(header, TgaText::tr("Height"));
    r.u8(header, TgaText::tr("Pixel depth"));
    r.annotate(header, descriptorText(r.u8(header, TgaText::tr("Image descriptor"), Hex)));
    r.close(header);
    root.children.push_back(std::move(header));
    return {idLength, qint64(mapLength) * ((entryBits + 7) / 8)};
}

void readFooter(StructureReader &r, StructureNode &root)
{
    StructureNode footer = StructureNode::group(TgaText::tr("Footer (TGA 2.0)"), r.offset());
    r.u32(footer, TgaText::tr("Extension area offset"));
    r.u32(footer, TgaText::tr("Developer directory offset"));
    r.chars(footer, TgaText::tr("Signature"), kFooterSignature.size());
    r.close(footer);
    root.children.push_back(std::move(footer));
}

} // namespace

bool probeTga(const QString &entryPath, QByteArrayView bytes)
{
    if (!detail::hasExtension(entryPath, QLatin1StringView("tga")))
        return false;
    return bytes.size() < 3 || (static_cast<quint8>(bytes[1]) <= 1 && knownImageType(static_cast<quint8>(bytes[2])));
}

ContentDescription describeTga(const QString &, const QByteArray &bytes)
{
    StructureReader r(bytes);
    StructureNode root = StructureNode::group(TgaText::tr("TGA image"), 0, bytes.size());
    const auto [idLength, mapBytes] = readHeader(r, root);
    if (idLength > 0)
        r.raw(root, TgaText::tr("Image ID"), idLength);
    if (mapBytes > 0)
        r.raw(root, TgaText::tr("Colour map"), mapBytes);
    const bool hasFooter = bytes.size() >= kFooterSize && bytes.endsWith(kFooterSignature);
    const qint64 dataEnd = hasFooter ? bytes.size() - kFooterSize : bytes.size();
    if (r.ok() && dataEnd > r.pos())
        r.raw(root, TgaText::tr("Image data"), dataEnd - r.pos());
    if (r.ok() && hasFooter && r.pos() == dataEnd)
        readFooter(r, root);
    return {std::move(root), r.error()};
}

} // namespace mwb::formats::images
