// SPDX-License-Identifier: GPL-3.0-or-later
#include "ImageDescribers.h"
#include "StructureReader.h"

namespace mwb::formats::images {

using detail::flagNames;
using detail::StructureReader;

namespace {

class DdsText
{
    Q_DECLARE_TR_FUNCTIONS(mwb::formats::images::DdsDescriber)
};

constexpr QByteArrayView kMagic("DDS ", 4);
constexpr QByteArrayView kDx10("DX10", 4);
constexpr auto Hex = StructureReader::Base::Hex;

/// DXGI_FORMAT names of the formats textures use (a format fact, untranslated).
QString dxgiFormatName(quint32 format)
{
    struct Name
    {
        quint32 value;
        const char *name;
    };
    static constexpr Name names[] = {{2, "R32G32B32A32_FLOAT"}, {10, "R16G16B16A16_FLOAT"}, {24, "R10G10B10A2_UNORM"},
        {28, "R8G8B8A8_UNORM"}, {29, "R8G8B8A8_UNORM_SRGB"}, {61, "R8_UNORM"}, {71, "BC1_UNORM"},
        {72, "BC1_UNORM_SRGB"}, {74, "BC2_UNORM"}, {75, "BC2_UNORM_SRGB"}, {77, "BC3_UNORM"}, {78, "BC3_UNORM_SRGB"},
        {80, "BC4_UNORM"}, {81, "BC4_SNORM"}, {83, "BC5_UNORM"}, {84, "BC5_SNORM"}, {87, "B8G8R8A8_UNORM"},
        {88, "B8G8R8X8_UNORM"}, {91, "B8G8R8A8_UNORM_SRGB"}, {95, "BC6H_UF16"}, {96, "BC6H_SF16"}, {98, "BC7_UNORM"},
        {99, "BC7_UNORM_SRGB"}};
    for (const Name &n : names) {
        if (n.value == format)
            return QLatin1StringView(n.name);
    }
    return {};
}

void readPixelFormat(StructureReader &r, StructureNode &header)
{
    StructureNode pf = StructureNode::group(DdsText::tr("Pixel format (DDS_PIXELFORMAT)"), r.offset());
    r.u32(pf, DdsText::tr("Size"));
    r.annotate(pf,
        flagNames(r.u32(pf, DdsText::tr("Flags"), Hex),
            {{0x1, "ALPHAPIXELS"}, {0x2, "ALPHA"}, {0x4, "FOURCC"}, {0x20, "PALETTEINDEXED8"}, {0x40, "RGB"},
                {0x200, "YUV"}, {0x20000, "LUMINANCE"}, {0x80000, "BUMPDUDV"}}));
    r.chars(pf, DdsText::tr("FourCC"), 4);
    r.u32(pf, DdsText::tr("RGB bit count"));
    r.u32(pf, DdsText::tr("Red mask"), Hex);
    r.u32(pf, DdsText::tr("Green mask"), Hex);
    r.u32(pf, DdsText::tr("Blue mask"), Hex);
    r.u32(pf, DdsText::tr("Alpha mask"), Hex);
    r.close(pf);
    header.children.push_back(std::move(pf));
}

void readHeader(StructureReader &r, StructureNode &root)
{
    StructureNode header = StructureNode::group(DdsText::tr("Header (DDS_HEADER)"), r.offset());
    r.u32(header, DdsText::tr("Size"));
    r.annotate(header,
        flagNames(r.u32(header, DdsText::tr("Flags"), Hex),
            {{0x1, "CAPS"}, {0x2, "HEIGHT"}, {0x4, "WIDTH"}, {0x8, "PITCH"}, {0x1000, "PIXELFORMAT"},
                {0x20000, "MIPMAPCOUNT"}, {0x80000, "LINEARSIZE"}, {0x800000, "DEPTH"}}));
    r.u32(header, DdsText::tr("Height"));
    r.u32(header, DdsText::tr("Width"));
    r.u32(header, DdsText::tr("Pitch or linear size"));
    r.u32(header, DdsText::tr("Depth"));
    r.u32(header, DdsText::tr("Mipmap count"));
    r.raw(header, DdsText::tr("Reserved"), 44);
    readPixelFormat(r, header);
    r.annotate(header,
        flagNames(
            r.u32(header, DdsText::tr("Caps"), Hex), {{0x8, "COMPLEX"}, {0x1000, "TEXTURE"}, {0x400000, "MIPMAP"}}));
    r.annotate(header,
        flagNames(r.u32(header, DdsText::tr("Caps 2"), Hex),
            {{0x200, "CUBEMAP"}, {0x400, "POSITIVEX"}, {0x800, "NEGATIVEX"}, {0x1000, "POSITIVEY"},
                {0x2000, "NEGATIVEY"}, {0x4000, "POSITIVEZ"}, {0x8000, "NEGATIVEZ"}, {0x200000, "VOLUME"}}));
    r.u32(header, DdsText::tr("Caps 3"), Hex);
    r.u32(header, DdsText::tr("Caps 4"), Hex);
    r.u32(header, DdsText::tr("Reserved 2"), Hex);
    r.close(header);
    root.children.push_back(std::move(header));
}

QString resourceDimensionName(quint32 dimension)
{
    switch (dimension) {
    case 2:
        return QStringLiteral("TEXTURE1D");
    case 3:
        return QStringLiteral("TEXTURE2D");
    case 4:
        return QStringLiteral("TEXTURE3D");
    default:
        return DdsText::tr("invalid");
    }
}

QString alphaModeName(quint32 flags)
{
    switch (flags & 0x7) {
    case 0:
        return DdsText::tr("alpha unknown");
    case 1:
        return DdsText::tr("straight alpha");
    case 2:
        return DdsText::tr("premultiplied alpha");
    case 3:
        return DdsText::tr("opaque");
    default:
        return DdsText::tr("custom alpha");
    }
}

void readDx10(StructureReader &r, StructureNode &root)
{
    StructureNode dx10 = StructureNode::group(DdsText::tr("DX10 header (DDS_HEADER_DXT10)"), r.offset());
    r.annotate(dx10, dxgiFormatName(r.u32(dx10, DdsText::tr("DXGI format"))));
    r.annotate(dx10, resourceDimensionName(r.u32(dx10, DdsText::tr("Resource dimension"))));
    r.annotate(dx10, flagNames(r.u32(dx10, DdsText::tr("Misc flags"), Hex), {{0x4, "TEXTURECUBE"}}));
    r.u32(dx10, DdsText::tr("Array size"));
    r.annotate(dx10, alphaModeName(r.u32(dx10, DdsText::tr("Misc flags 2"), Hex)));
    r.close(dx10);
    root.children.push_back(std::move(dx10));
}

} // namespace

bool probeDds(const QString &, QByteArrayView bytes)
{
    return bytes.startsWith(kMagic);
}

ContentDescription describeDds(const QString &, const QByteArray &bytes)
{
    constexpr qint64 kFourCCAt = 84;
    StructureReader r(bytes);
    StructureNode root = StructureNode::group(DdsText::tr("DDS image"), 0, bytes.size());
    r.chars(root, DdsText::tr("Magic"), kMagic.size());
    readHeader(r, root);
    if (r.ok() && r.bytes().sliced(kFourCCAt, 4) == kDx10)
        readDx10(r, root);
    if (r.ok() && r.remaining() > 0)
        r.raw(root, DdsText::tr("Surface data"), r.remaining());
    return {std::move(root), r.error()};
}

} // namespace mwb::formats::images
