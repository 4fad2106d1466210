// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/formats/dds/DdsImage.h"

#include "BlockDecoder.h"
#include "MaskedPixels.h"

#include <QtEndian>

#include <algorithm>
#include <optional>
#include <variant>

namespace mwb::formats::dds {

namespace {

// DDS_HEADER and DDS_PIXELFORMAT field offsets from the start of the file (after the 4-byte "DDS " magic).
constexpr int kHeaderSizeField = 4;
constexpr int kHeight = 12;
constexpr int kWidth = 16;
constexpr int kMipCount = 28;
constexpr int kPixelFormatSize = 76;
constexpr int kPixelFlags = 80;
constexpr int kFourCc = 84;
constexpr int kBitCount = 88;
constexpr int kRedMask = 92;
constexpr int kGreenMask = 96;
constexpr int kBlueMask = 100;
constexpr int kAlphaMask = 104;
constexpr int kDataStart = 128;
constexpr int kDx10DataStart = kDataStart + 20; ///< DDS_HEADER_DXT10 follows the header
constexpr int kDxgiFormat = kDataStart;

constexpr quint32 kFlagAlphaPixels = 0x1;
constexpr quint32 kFlagAlphaOnly = 0x2;
constexpr quint32 kFlagFourCc = 0x4;
constexpr quint32 kFlagRgb = 0x40;
constexpr quint32 kFlagLuminance = 0x20000;

constexpr quint32 fourCc(const char (&text)[5])
{
    return quint32(uchar(text[0])) | quint32(uchar(text[1])) << 8 | quint32(uchar(text[2])) << 16
        | quint32(uchar(text[3])) << 24;
}

using Layout = std::variant<BlockEncoding, MaskedPixels>;

struct Encoding
{
    Layout layout;
    QString name;
    int dataStart = kDataStart;
};

quint32 u32At(const QByteArray &bytes, int offset)
{
    return qFromLittleEndian<quint32>(bytes.constData() + offset);
}

std::optional<Encoding> blockEncodingFromFourCc(quint32 code)
{
    struct Known
    {
        quint32 code;
        BlockEncoding encoding;
    };
    static constexpr Known kKnown[] = {
        {fourCc("DXT1"), BlockEncoding::Bc1},
        {fourCc("DXT2"), BlockEncoding::Bc2},
        {fourCc("DXT3"), BlockEncoding::Bc2},
        {fourCc("DXT4"), BlockEncoding::Bc3},
        {fourCc("DXT5"), BlockEncoding::Bc3},
        {fourCc("ATI1"), BlockEncoding::Bc4},
        {fourCc("BC4U"), BlockEncoding::Bc4},
        {fourCc("ATI2"), BlockEncoding::Bc5},
        {fourCc("BC5U"), BlockEncoding::Bc5},
    };
    for (const Known &known : kKnown) {
        if (known.code == code) {
            const char text[] = {char(code), char(code >> 8), char(code >> 16), char(code >> 24), '\0'};
            return Encoding{known.encoding, QString::fromLatin1(text), kDataStart};
        }
    }
    return std::nullopt;
}

/// The DXGI_FORMAT values of the DX10 header that decode with the same code paths.
std::optional<Encoding> encodingFromDxgi(quint32 format)
{
    const auto masked = [](quint32 r, quint32 g, quint32 b, quint32 a) {
        return MaskedPixels{32, r, g, b, a, false};
    };
    switch (format) {
    case 28: // R8G8B8A8_UNORM
    case 29: // R8G8B8A8_UNORM_SRGB
        return Encoding{masked(0xFF, 0xFF00, 0xFF0000, 0xFF000000), QStringLiteral("DX10 R8G8B8A8"), kDx10DataStart};
    case 87: // B8G8R8A8_UNORM
    case 91: // B8G8R8A8_UNORM_SRGB
        return Encoding{masked(0xFF0000, 0xFF00, 0xFF, 0xFF000000), QStringLiteral("DX10 B8G8R8A8"), kDx10DataStart};
    case 71:
    case 72:
        return Encoding{BlockEncoding::Bc1, QStringLiteral("DX10 BC1"), kDx10DataStart};
    case 74:
    case 75:
        return Encoding{BlockEncoding::Bc2, QStringLiteral("DX10 BC2"), kDx10DataStart};
    case 77:
    case 78:
        return Encoding{BlockEncoding::Bc3, QStringLiteral("DX10 BC3"), kDx10DataStart};
    case 80:
        return Encoding{BlockEncoding::Bc4, QStringLiteral("DX10 BC4"), kDx10DataStart};
    case 83:
        return Encoding{BlockEncoding::Bc5, QStringLiteral("DX10 BC5"), kDx10DataStart};
    default:
        return std::nullopt;
    }
}

std::optional<Encoding> maskedEncoding(const QByteArray &bytes, quint32 flags)
{
    const quint32 bits = u32At(bytes, kBitCount);
    if (bits != 8 && bits != 16 && bits != 24 && bits != 32)
        return std::nullopt;
    MaskedPixels pixels;
    pixels.bitsPerPixel = int(bits);
    pixels.redMask = u32At(bytes, kRedMask);
    pixels.greenMask = u32At(bytes, kGreenMask);
    pixels.blueMask = u32At(bytes, kBlueMask);
    pixels.alphaMask = (flags & (kFlagAlphaPixels | kFlagAlphaOnly)) != 0 ? u32At(bytes, kAlphaMask) : 0;
    pixels.luminance = (flags & kFlagLuminance) != 0;
    QString name;
    if (flags & kFlagAlphaOnly && !(flags & (kFlagRgb | kFlagLuminance)))
        name = QStringLiteral("A%1").arg(bits);
    else if (pixels.luminance)
        name = pixels.alphaMask != 0 ? QStringLiteral("A%1L%1").arg(bits / 2) : QStringLiteral("L%1").arg(bits);
    else
        name = QStringLiteral("%1-bit %2").arg(bits).arg(pixels.alphaMask != 0 ? QStringLiteral("ARGB")
                                                                                  : QStringLiteral("RGB"));
    return Encoding{pixels, name, kDataStart};
}

} // namespace

bool DdsImage::hasSignature(const QByteArray &bytes)
{
    return bytes.startsWith("DDS ");
}

Result<DdsImage> DdsImage::decode(const QByteArray &bytes, const QString &label)
{
    if (!hasSignature(bytes))
        return Error{ErrorCode::BadMagic, tr("The data does not start with the \"DDS \" signature"), label, 0};
    if (bytes.size() < kDataStart)
        return Error{ErrorCode::Truncated, tr("The DDS header needs %1 bytes, the data has %2").arg(kDataStart).arg(bytes.size()),
            label, bytes.size()};
    if (u32At(bytes, kHeaderSizeField) != 124 || u32At(bytes, kPixelFormatSize) != 32)
        return Error{ErrorCode::Corrupt, tr("The DDS header declares sizes %1 and %2 instead of 124 and 32")
                                             .arg(u32At(bytes, kHeaderSizeField))
                                             .arg(u32At(bytes, kPixelFormatSize)),
            label, kHeaderSizeField};
    const quint32 width = u32At(bytes, kWidth);
    const quint32 height = u32At(bytes, kHeight);
    if (width == 0 || height == 0 || width > kMaxSide || height > kMaxSide || qint64(width) * height > kMaxPixels)
        return Error{ErrorCode::LimitExceeded,
            tr("The texture is %1 × %2 pixels; previews support up to %3 per side and %4 pixels")
                .arg(width)
                .arg(height)
                .arg(kMaxSide)
                .arg(kMaxPixels),
            label, kHeight};

    const quint32 flags = u32At(bytes, kPixelFlags);
    std::optional<Encoding> encoding;
    if (flags & kFlagFourCc) {
        const quint32 code = u32At(bytes, kFourCc);
        if (code == fourCc("DX10")) {
            if (bytes.size() < kDx10DataStart)
                return Error{ErrorCode::Truncated, tr("The DX10 extension header is cut short"), label, bytes.size()};
            encoding = encodingFromDxgi(u32At(bytes, kDxgiFormat));
        } else {
            encoding = blockEncodingFromFourCc(code);
        }
    } else if (flags & (kFlagRgb | kFlagLuminance | kFlagAlphaOnly)) {
        encoding = maskedEncoding(bytes, flags);
    }
    if (!encoding)
        return Error{ErrorCode::Unsupported, tr("This DDS pixel format cannot be previewed"), label, kPixelFlags};

    DdsImage image;
    image.width = int(width);
    image.height = int(height);
    image.mipLevels = std::max(1, int(std::min<quint32>(u32At(bytes, kMipCount), 32)));
    image.encoding = encoding->name;
    image.argb.resize(size_t(width) * height);
    const uchar *data = reinterpret_cast<const uchar *>(bytes.constData()) + encoding->dataStart;
    const qint64 available = bytes.size() - encoding->dataStart;

    if (const auto *block = std::get_if<BlockEncoding>(&encoding->layout)) {
        const qint64 blocksWide = (width + 3) / 4;
        const qint64 blocksHigh = (height + 3) / 4;
        const qint64 needed = blocksWide * blocksHigh * blockBytes(*block);
        if (needed > available)
            return Error{ErrorCode::Truncated,
                tr("The top mip level needs %1 bytes of blocks, only %2 are present").arg(needed).arg(available), label,
                bytes.size()};
        for (qint64 by = 0; by < blocksHigh; ++by) {
            for (qint64 bx = 0; bx < blocksWide; ++bx) {
                const Texels texels = decodeBlock(*block, data + (by * blocksWide + bx) * blockBytes(*block));
                for (qint64 ty = 0; ty < 4 && by * 4 + ty < height; ++ty)
                    for (qint64 tx = 0; tx < 4 && bx * 4 + tx < width; ++tx)
                        image.argb[size_t((by * 4 + ty) * width + bx * 4 + tx)] = texels[size_t(ty * 4 + tx)];
            }
        }
        return image;
    }

    const auto &pixels = std::get<MaskedPixels>(encoding->layout);
    const qint64 stride = qint64(width) * pixels.pixelBytes();
    if (stride * height > available)
        return Error{ErrorCode::Truncated,
            tr("The top mip level needs %1 bytes of pixels, only %2 are present").arg(stride * height).arg(available),
            label, bytes.size()};
    for (qint64 y = 0; y < height; ++y)
        for (qint64 x = 0; x < width; ++x)
            image.argb[size_t(y * width + x)] = pixels.toArgb(data + y * stride + x * pixels.pixelBytes());
    return image;
}

} // namespace mwb::formats::dds
