// SPDX-License-Identifier: GPL-3.0-or-later
#include "content/Extension.h"
#include "ImageDescribers.h"
#include "StructureReader.h"

#include <QtEndian>

#include <algorithm>
#include <iterator>

namespace mwb::formats::images {

using detail::StructureReader;

namespace {

class BmpText
{
    Q_DECLARE_TR_FUNCTIONS(mwb::formats::images::BmpDescriber)
};

constexpr auto Hex = StructureReader::Base::Hex;
constexpr qint64 kFileHeaderSize = 14;
constexpr qint64 kOffBitsAt = 10;
constexpr quint32 kCoreHeaderSize = 12;
constexpr quint32 kInfoHeaderSize = 40;
constexpr quint32 kKnownHeaderSizes[] = {12, 16, 40, 52, 56, 64, 108, 124};

QString compressionName(quint32 compression)
{
    static constexpr const char *names[]
        = {"BI_RGB", "BI_RLE8", "BI_RLE4", "BI_BITFIELDS", "BI_JPEG", "BI_PNG", "BI_ALPHABITFIELDS"};
    return compression < std::size(names) ? QLatin1StringView(names[compression]) : BmpText::tr("unknown");
}

void readCoreHeader(StructureReader &r, StructureNode &dib)
{
    r.u16(dib, BmpText::tr("Width"));
    r.u16(dib, BmpText::tr("Height"));
    r.u16(dib, BmpText::tr("Planes"));
    r.u16(dib, BmpText::tr("Bits per pixel"));
}

/// BITMAPINFOHEADER and the fields the v2–v5 headers add, as far as `headerSize` reaches.
void readInfoHeader(StructureReader &r, StructureNode &dib, quint32 headerSize)
{
    r.i32(dib, BmpText::tr("Width"));
    const qint32 height = r.i32(dib, BmpText::tr("Height"));
    r.annotate(dib, height < 0 ? BmpText::tr("top-down") : BmpText::tr("bottom-up"));
    r.u16(dib, BmpText::tr("Planes"));
    r.u16(dib, BmpText::tr("Bits per pixel"));
    r.annotate(dib, compressionName(r.u32(dib, BmpText::tr("Compression"))));
    r.u32(dib, BmpText::tr("Image size"));
    r.i32(dib, BmpText::tr("Horizontal resolution (px/m)"));
    r.i32(dib, BmpText::tr("Vertical resolution (px/m)"));
    r.u32(dib, BmpText::tr("Colours used"));
    r.u32(dib, BmpText::tr("Important colours"));
    if (headerSize >= 52) {
        r.u32(dib, BmpText::tr("Red mask"), Hex);
        r.u32(dib, BmpText::tr("Green mask"), Hex);
        r.u32(dib, BmpText::tr("Blue mask"), Hex);
    }
    if (headerSize >= 56)
        r.u32(dib, BmpText::tr("Alpha mask"), Hex);
    if (headerSize >= 108) {
        r.u32(dib, BmpText::tr("Colour space type"), Hex);
        r.raw(dib, BmpText::tr("Colour space endpoints"), 36);
        r.u32(dib, BmpText::tr("Red gamma"));
        r.u32(dib, BmpText::tr("Green gamma"));
        r.u32(dib, BmpText::tr("Blue gamma"));
    }
    if (headerSize >= 124) {
        r.u32(dib, BmpText::tr("Rendering intent"));
        r.u32(dib, BmpText::tr("Profile data offset"));
        r.u32(dib, BmpText::tr("Profile size"));
        r.u32(dib, BmpText::tr("Reserved"));
    }
}

void readDibHeader(StructureReader &r, StructureNode &root)
{
    StructureNode dib = StructureNode::group(BmpText::tr("DIB header"), r.offset());
    const quint32 size = r.u32(dib, BmpText::tr("Header size"));
    if (r.ok() && size < kCoreHeaderSize) {
        r.fail(ErrorCode::Corrupt, BmpText::tr("A DIB header of %1 bytes is too small").arg(size), dib.offset);
    } else if (size == kCoreHeaderSize) {
        readCoreHeader(r, dib);
    } else if (size >= kInfoHeaderSize) {
        readInfoHeader(r, dib, size);
    }
    const qint64 unread = dib.offset + qint64(size) - r.offset();
    if (r.ok() && unread > 0)
        r.raw(dib, BmpText::tr("Other header fields"), unread);
    r.close(dib);
    root.children.push_back(std::move(dib));
}

} // namespace

bool probeBmp(const QString &entryPath, QByteArrayView bytes)
{
    if (!bytes.startsWith("BM"))
        return false;
    if (detail::hasExtension(entryPath, QLatin1StringView("bmp")))
        return true;
    if (bytes.size() < kFileHeaderSize + 4)
        return false;
    const auto dibSize = qFromLittleEndian<quint32>(bytes.data() + kFileHeaderSize);
    return std::find(std::begin(kKnownHeaderSizes), std::end(kKnownHeaderSizes), dibSize)
        != std::end(kKnownHeaderSizes);
}

ContentDescription describeBmp(const QString &, const QByteArray &bytes)
{
    StructureReader r(bytes);
    StructureNode root = StructureNode::group(BmpText::tr("BMP image"), 0, bytes.size());
    StructureNode file = StructureNode::group(BmpText::tr("File header (BITMAPFILEHEADER)"), 0);
    r.chars(file, BmpText::tr("Signature"), 2);
    r.u32(file, BmpText::tr("File size"));
    r.u16(file, BmpText::tr("Reserved 1"));
    r.u16(file, BmpText::tr("Reserved 2"));
    const quint32 pixelsAt = r.u32(file, BmpText::tr("Pixel data offset"));
    r.close(file);
    root.children.push_back(std::move(file));
    if (r.ok())
        readDibHeader(r, root);
    if (r.ok() && pixelsAt > bytes.size()) {
        r.fail(ErrorCode::Truncated,
            BmpText::tr("The pixel data offset %1 lies past the end of the %2-byte image")
                .arg(pixelsAt)
                .arg(bytes.size()),
            kOffBitsAt);
    }
    if (r.ok() && pixelsAt > r.pos())
        r.raw(root, BmpText::tr("Colour table and masks"), pixelsAt - r.pos());
    if (r.ok() && pixelsAt >= r.pos()) {
        r.seek(pixelsAt);
        r.raw(root, BmpText::tr("Pixel data"), r.remaining());
    }
    return {std::move(root), r.error()};
}

} // namespace mwb::formats::images
