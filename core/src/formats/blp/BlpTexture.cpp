// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/formats/blp/BlpTexture.h"

#include "BlpPixels.h"
#include "JpegDecoder.h"

#include <QtEndian>

#include <algorithm>

namespace mwb::formats::blp {

namespace {

// Field offsets shared by both versions, then those that differ (wow.md §1.1, §1.2).
constexpr int kWidthAt = 12;
constexpr int kHeightAt = 16;
constexpr int kBlp1CompressionAt = 4;
constexpr int kBlp1AlphaBitsAt = 8;
constexpr int kBlp1HasMipsAt = 24;
constexpr int kBlp1MipOffsetsAt = 28;
constexpr int kBlp2TypeAt = 4;
constexpr int kBlp2EncodingAt = 8;
constexpr int kBlp2AlphaDepthAt = 9;
constexpr int kBlp2AlphaTypeAt = 10;
constexpr int kBlp2HasMipsAt = 11;
constexpr int kBlp2MipOffsetsAt = 20;

quint32 u32At(const QByteArray &bytes, int offset)
{
    return qFromLittleEndian<quint32>(bytes.constData() + offset);
}

quint8 u8At(const QByteArray &bytes, int offset)
{
    return quint8(bytes.at(offset));
}

int floorLog2(int value)
{
    int log = 0;
    while (value > 1) {
        value >>= 1;
        ++log;
    }
    return log;
}

} // namespace

bool BlpTexture::hasSignature(QByteArrayView bytes)
{
    return bytes.startsWith("BLP1") || bytes.startsWith("BLP2");
}

QString BlpTexture::encodingName() const
{
    switch (m_encoding) {
    case Encoding::Jpeg:
        return QStringLiteral("JPEG");
    case Encoding::Palette:
        return QStringLiteral("palettized");
    case Encoding::Dxt1:
        return QStringLiteral("DXT1");
    case Encoding::Dxt3:
        return QStringLiteral("DXT3");
    case Encoding::Dxt5:
        return QStringLiteral("DXT5");
    case Encoding::Bgra:
        return QStringLiteral("BGRA");
    }
    return {};
}

int BlpTexture::headerSize() const
{
    return m_version == 1 ? kBlp1HeaderSize : kBlp2HeaderSize;
}

int BlpTexture::chainLength() const
{
    return std::min(kMaxLevels, floorLog2(std::max(m_width, m_height)) + 1);
}

int BlpTexture::levelWidth(int level) const
{
    return std::max(1, m_width >> level);
}

int BlpTexture::levelHeight(int level) const
{
    return std::max(1, m_height >> level);
}

Result<BlpTexture> BlpTexture::parse(const QByteArray &bytes, const QString &label)
{
    BlpTexture texture;
    texture.m_bytes = bytes;
    if (Result<void> header = texture.readHeader(label); !header)
        return header.error();
    if (Result<void> mips = texture.checkMipTable(label); !mips)
        return mips.error();
    return texture;
}

Result<void> BlpTexture::readHeader(const QString &label)
{
    if (!hasSignature(m_bytes))
        return Error{ErrorCode::BadMagic, tr("Not a BLP texture (no BLP1 or BLP2 signature)"), label, 0};
    m_version = m_bytes.at(3) == '1' ? 1 : 2;
    if (m_bytes.size() < headerSize() + 4) {
        return Error{ErrorCode::Truncated, tr("The BLP header needs %1 bytes, the file has %2")
            .arg(headerSize() + 4).arg(m_bytes.size()), label, m_bytes.size()};
    }
    m_width = int(std::min<quint32>(u32At(m_bytes, kWidthAt), quint32(INT_MAX)));
    m_height = int(std::min<quint32>(u32At(m_bytes, kHeightAt), quint32(INT_MAX)));
    if (m_width == 0 || m_height == 0)
        return Error{ErrorCode::Corrupt, tr("The texture is %1×%2 pixels").arg(m_width).arg(m_height), label, kWidthAt};
    if (m_width > kMaxSide || m_height > kMaxSide) {
        return Error{ErrorCode::LimitExceeded, tr("The texture is %1×%2 pixels, over the cap of %3 pixels per side")
            .arg(m_width).arg(m_height).arg(kMaxSide), label, kWidthAt};
    }
    const int mipTableAt = m_version == 1 ? kBlp1MipOffsetsAt : kBlp2MipOffsetsAt;
    for (int level = 0; level < kMaxLevels; ++level) {
        m_mips[std::size_t(level)] = {u32At(m_bytes, mipTableAt + 4 * level),
            u32At(m_bytes, mipTableAt + 4 * (kMaxLevels + level))};
    }

    quint32 compression = 0;
    if (m_version == 1) {
        compression = u32At(m_bytes, kBlp1CompressionAt);
        m_storedAlphaBits = u32At(m_bytes, kBlp1AlphaBitsAt);
        m_alphaType = int(u32At(m_bytes, kBlp1HasMipsAt - 4));
        m_hasMips = u32At(m_bytes, kBlp1HasMipsAt);
        if (compression > 1) {
            return Error{ErrorCode::Unsupported, tr("BLP1 compression %1 is unknown (0 is JPEG, 1 palettized)")
                .arg(compression), label, kBlp1CompressionAt};
        }
        m_encoding = compression == 0 ? Encoding::Jpeg : Encoding::Palette;
    } else {
        compression = u32At(m_bytes, kBlp2TypeAt);
        m_storedAlphaBits = u8At(m_bytes, kBlp2AlphaDepthAt);
        m_alphaType = u8At(m_bytes, kBlp2AlphaTypeAt);
        m_hasMips = u8At(m_bytes, kBlp2HasMipsAt);
        const quint8 encoding = u8At(m_bytes, kBlp2EncodingAt);
        if (compression > 1) {
            return Error{ErrorCode::Unsupported, tr("BLP2 type %1 is unknown (0 is JPEG, 1 direct)").arg(compression),
                label, kBlp2TypeAt};
        }
        if (compression == 0) {
            m_encoding = Encoding::Jpeg;
        } else if (encoding == 1) {
            m_encoding = Encoding::Palette;
        } else if (encoding == 3) {
            m_encoding = Encoding::Bgra;
        } else if (encoding == 2) {
            switch (m_alphaType) {
            case 0:
                m_encoding = Encoding::Dxt1;
                break;
            case 1:
                m_encoding = Encoding::Dxt3;
                break;
            case 7:
                m_encoding = Encoding::Dxt5;
                break;
            default:
                return Error{ErrorCode::Unsupported,
                    tr("DXT alpha type %1 is unknown (0 is DXT1, 1 DXT3, 7 DXT5)").arg(m_alphaType), label,
                    kBlp2AlphaTypeAt};
            }
        } else {
            return Error{ErrorCode::Unsupported,
                tr("BLP2 encoding %1 is unknown (1 is palettized, 2 DXT, 3 BGRA)").arg(encoding), label,
                kBlp2EncodingAt};
        }
    }

    const quint32 lowBits = m_storedAlphaBits & 0xFF;
    m_alphaBits = lowBits == 0 || lowBits == 1 || lowBits == 4 || lowBits == 8 ? int(lowBits) : 8;
    if (m_storedAlphaBits != quint32(m_alphaBits)) {
        m_warnings << tr("Alpha bits 0x%1 is not 0, 1, 4 or 8; decoded as %2")
                          .arg(m_storedAlphaBits, 0, 16).arg(m_alphaBits);
    }
    if (m_hasMips > 1)
        m_warnings << tr("\"Has mipmaps\" is %1; any value but 0 means yes").arg(m_hasMips);

    if (m_encoding == Encoding::Jpeg) {
        m_jpegHeaderSize = u32At(m_bytes, headerSize());
        if (m_jpegHeaderSize > quint32(m_bytes.size() - headerSize() - 4)) {
            return Error{ErrorCode::Corrupt, tr("The shared JPEG header is %1 bytes long, larger than the file (%2 bytes)")
                .arg(m_jpegHeaderSize).arg(m_bytes.size()), label, headerSize()};
        }
    } else if (m_bytes.size() < headerSize() + kPaletteSize) {
        return Error{ErrorCode::Truncated, tr("The palette needs %1 bytes at %2, the file has %3")
            .arg(kPaletteSize).arg(headerSize()).arg(m_bytes.size()), label, m_bytes.size()};
    }
    return {};
}

Result<void> BlpTexture::checkMipTable(const QString &label)
{
    const qint64 dataStart
        = headerSize() + (m_encoding == Encoding::Jpeg ? 4 + qint64(m_jpegHeaderSize) : qint64(kPaletteSize));
    const int mipTableAt = m_version == 1 ? kBlp1MipOffsetsAt : kBlp2MipOffsetsAt;
    const int wanted = m_hasMips != 0 ? chainLength() : 1;
    m_levelCount = 0;
    while (m_levelCount < wanted) {
        const MipEntry entry = m_mips[std::size_t(m_levelCount)];
        if (entry.offset >= dataStart && entry.offset < quint64(m_bytes.size()) && entry.size > 0) {
            ++m_levelCount;
            continue;
        }
        if (m_levelCount > 0) {
            m_warnings << tr("The mip table ends at level %1 (entry offset %2, size %3); %4 levels expected")
                              .arg(m_levelCount).arg(entry.offset).arg(entry.size).arg(wanted);
            return {};
        }
        if (entry.offset >= quint64(m_bytes.size())) {
            return Error{ErrorCode::Truncated, tr("Mip level 0 starts at %1, past the end of the file (%2 bytes)")
                .arg(entry.offset).arg(m_bytes.size()), label, mipTableAt};
        }
        return Error{ErrorCode::Corrupt, tr("Mip level 0 is not stored (offset %1, size %2; pixel data starts at %3)")
            .arg(entry.offset).arg(entry.size).arg(dataStart), label, mipTableAt};
    }
    return {};
}

Result<RgbaImage> BlpTexture::decode(int level) const
{
    if (level < 0 || level >= m_levelCount) {
        return Error{ErrorCode::InvalidInput,
            tr("Mip level %1 does not exist; this texture has levels 0 to %2").arg(level).arg(m_levelCount - 1), {},
            -1};
    }
    const MipEntry entry = m_mips[std::size_t(level)];
    const qint64 end = std::min<qint64>(qint64(entry.offset) + entry.size, m_bytes.size());
    RgbaImage image;
    image.width = levelWidth(level);
    image.height = levelHeight(level);
    image.rgba = QByteArray(qsizetype(image.width) * image.height * 4, '\0');
    if (end < qint64(entry.offset) + entry.size) {
        image.warnings << tr("Mip level %1 claims %2 bytes at %3 but the file ends at %4")
                              .arg(level).arg(entry.size).arg(entry.offset).arg(m_bytes.size());
    }
    const QByteArrayView data = QByteArrayView(m_bytes).sliced(entry.offset, end - entry.offset);

    qsizetype needed = 0;
    switch (m_encoding) {
    case Encoding::Jpeg:
        if (Result<void> decoded = decodeJpegLevel(level, data, image); !decoded)
            return decoded.error();
        return image;
    case Encoding::Palette:
        needed = decodePalettized(QByteArrayView(m_bytes).sliced(headerSize(), kPaletteSize), data, m_alphaBits, image);
        break;
    case Encoding::Dxt1:
        needed = decodeBlocks(dds::BlockEncoding::Bc1, data, m_alphaBits, image);
        break;
    case Encoding::Dxt3:
        needed = decodeBlocks(dds::BlockEncoding::Bc2, data, m_alphaBits, image);
        break;
    case Encoding::Dxt5:
        needed = decodeBlocks(dds::BlockEncoding::Bc3, data, m_alphaBits, image);
        break;
    case Encoding::Bgra:
        needed = decodeBgra(data, m_alphaBits, image);
        break;
    }
    if (data.size() < needed) {
        image.warnings << tr("Mip level %1 holds %2 of the %3 bytes its pixels need; the rest is transparent black")
                              .arg(level).arg(data.size()).arg(needed);
    }
    return image;
}

Result<void> BlpTexture::decodeJpegLevel(int level, QByteArrayView data, RgbaImage &image) const
{
    const QByteArray stream
        = QByteArrayView(m_bytes).sliced(headerSize() + 4, m_jpegHeaderSize).toByteArray() + data.toByteArray();
    Result<JpegSamples> jpeg = decodeJpeg(stream, image.width, image.height);
    if (!jpeg) {
        Error error = jpeg.error();
        error.message = tr("Mip level %1: %2").arg(level).arg(error.message);
        error.offset = m_mips[std::size_t(level)].offset;
        return error;
    }
    if (!jpeg->warning.isEmpty())
        image.warnings << tr("Mip level %1: libjpeg warns: %2").arg(level).arg(jpeg->warning);
    if (jpeg->fullWidth != image.width || jpeg->fullHeight != image.height) {
        image.warnings << tr("Mip level %1 is %2×%3 pixels in its JPEG data, %4×%5 in the header")
                              .arg(level).arg(jpeg->fullWidth).arg(jpeg->fullHeight).arg(image.width)
                              .arg(image.height);
    }
    const int c = jpeg->components;
    const auto *samples = reinterpret_cast<const uchar *>(jpeg->samples.constData());
    auto *out = reinterpret_cast<uchar *>(image.rgba.data());
    for (int y = 0; y < jpeg->height; ++y) {
        for (int x = 0; x < jpeg->width; ++x) {
            const uchar *in = samples + (qsizetype(y) * jpeg->width + x) * c;
            uchar *pixel = out + (qsizetype(y) * image.width + x) * 4;
            // BLP JPEGs store B, G, R(, A): the channels libjpeg calls R (or C) and B (or Y) swap places.
            pixel[0] = in[c >= 3 ? 2 : 0];
            pixel[1] = in[c >= 3 ? 1 : 0];
            pixel[2] = in[0];
            pixel[3] = c == 4 && m_alphaBits != 0 ? in[3] : uchar(255);
        }
    }
    return {};
}

Result<RgbaImage> decodeBlp(const QByteArray &bytes, int level, const QString &label)
{
    Result<BlpTexture> texture = BlpTexture::parse(bytes, label);
    if (!texture)
        return texture.error();
    Result<RgbaImage> image = texture->decode(level);
    if (!image) {
        Error error = image.error();
        error.path = label;
        return error;
    }
    image->warnings = texture->warnings() + image->warnings;
    return image;
}

} // namespace mwb::formats::blp
