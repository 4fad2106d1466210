// SPDX-License-Identifier: GPL-3.0-or-later
#include "ImageDescribers.h"
#include "StructureReader.h"

#include <zlib.h>

namespace mwb::formats::images {

using detail::StructureReader;

namespace {

class PngText
{
    Q_DECLARE_TR_FUNCTIONS(mwb::formats::images::PngDescriber)
};

constexpr QByteArrayView kSignature("\x89PNG\r\n\x1A\n", 8);
constexpr int kMaxChunks = 65536;

QString colourTypeName(quint8 type)
{
    switch (type) {
    case 0:
        return PngText::tr("greyscale");
    case 2:
        return PngText::tr("RGB");
    case 3:
        return PngText::tr("indexed");
    case 4:
        return PngText::tr("greyscale + alpha");
    case 6:
        return PngText::tr("RGBA");
    default:
        return PngText::tr("invalid");
    }
}

void readIhdr(StructureReader &r, StructureNode &chunk)
{
    r.u32(chunk, PngText::tr("Width"));
    r.u32(chunk, PngText::tr("Height"));
    r.u8(chunk, PngText::tr("Bit depth"));
    r.annotate(chunk, colourTypeName(r.u8(chunk, PngText::tr("Colour type"))));
    r.u8(chunk, PngText::tr("Compression method"));
    r.u8(chunk, PngText::tr("Filter method"));
    const quint8 interlace = r.u8(chunk, PngText::tr("Interlace method"));
    r.annotate(chunk, interlace == 1 ? PngText::tr("Adam7") : PngText::tr("none"));
}

/// The stored CRC-32 of a chunk checked against its type and data (`covered`).
QString crcVerdict(quint32 stored, QByteArrayView covered)
{
    const auto actual = static_cast<quint32>(
        crc32(0, reinterpret_cast<const Bytef *>(covered.data()), static_cast<uInt>(covered.size())));
    return actual == stored ? PngText::tr("matches")
                            : PngText::tr("mismatch: computed %1").arg(detail::hexText(actual));
}

} // namespace

bool probePng(const QString &, QByteArrayView bytes)
{
    return bytes.startsWith(kSignature);
}

ContentDescription describePng(const QString &, const QByteArray &bytes)
{
    StructureReader r(bytes, 0, StructureReader::Endian::Big);
    StructureNode root = StructureNode::group(PngText::tr("PNG image"), 0, bytes.size());
    r.raw(root, PngText::tr("Signature"), kSignature.size());
    for (int chunks = 0; r.ok() && r.remaining() > 0; ++chunks) {
        if (chunks == kMaxChunks) {
            r.fail(ErrorCode::LimitExceeded, PngText::tr("More than %1 chunks").arg(kMaxChunks), r.offset());
            break;
        }
        StructureNode chunk = StructureNode::group(PngText::tr("Chunk"), r.offset());
        const quint32 length = r.u32(chunk, PngText::tr("Length"));
        const qint64 typeAt = r.pos();
        const QByteArrayView type = r.chars(chunk, PngText::tr("Type"), 4);
        if (r.ok())
            chunk.name = chunk.children.back().value;
        if (type == "IHDR" && length == 13)
            readIhdr(r, chunk);
        else if (length > 0)
            r.raw(chunk, PngText::tr("Data"), length);
        const quint32 stored = r.u32(chunk, PngText::tr("CRC-32"), StructureReader::Base::Hex);
        if (r.ok())
            r.annotate(chunk, crcVerdict(stored, r.bytes().sliced(typeAt, 4 + qint64(length))));
        r.close(chunk);
        root.children.push_back(std::move(chunk));
        if (type == "IEND")
            break;
    }
    if (r.ok() && r.remaining() > 0)
        r.raw(root, PngText::tr("Bytes after IEND"), r.remaining());
    return {std::move(root), r.error()};
}

} // namespace mwb::formats::images
