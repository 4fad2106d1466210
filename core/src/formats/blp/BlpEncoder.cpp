// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/formats/blp/BlpEncoder.h"

#include "BlockEncoder.h"
#include "PaletteQuantizer.h"

#include <QtEndian>

#include <algorithm>
#include <vector>

namespace mwb::formats::blp {

namespace {

class EncoderText
{
    Q_DECLARE_TR_FUNCTIONS(mwb::formats::blp::BlpEncoder)
};

const uchar *pixelAt(const RgbaImage &image, int x, int y)
{
    return reinterpret_cast<const uchar *>(image.rgba.constData()) + (qsizetype(y) * image.width + x) * 4;
}

/// The next mip level: each pixel the mean of up to 2×2 pixels of `image`.
RgbaImage halve(const RgbaImage &image)
{
    RgbaImage half;
    half.width = std::max(1, image.width / 2);
    half.height = std::max(1, image.height / 2);
    half.rgba.resize(qsizetype(half.width) * half.height * 4);
    auto *out = reinterpret_cast<uchar *>(half.rgba.data());
    for (int y = 0; y < half.height; ++y) {
        for (int x = 0; x < half.width; ++x) {
            const int x0 = std::min(2 * x, image.width - 1);
            const int y0 = std::min(2 * y, image.height - 1);
            const int x1 = std::min(x0 + 1, image.width - 1);
            const int y1 = std::min(y0 + 1, image.height - 1);
            for (int c = 0; c < 4; ++c) {
                const int sum = pixelAt(image, x0, y0)[c] + pixelAt(image, x1, y0)[c] + pixelAt(image, x0, y1)[c]
                    + pixelAt(image, x1, y1)[c];
                *out++ = uchar((sum + 2) / 4);
            }
        }
    }
    return half;
}

bool hasAlpha(const RgbaImage &image)
{
    for (qsizetype i = 3; i < image.rgba.size(); i += 4) {
        if (uchar(image.rgba[i]) != 255)
            return true;
    }
    return false;
}

QByteArray blockLevel(const RgbaImage &image, dds::BlockEncoding encoding, bool punchThrough)
{
    QByteArray out;
    for (int by = 0; by < (image.height + 3) / 4; ++by) {
        for (int bx = 0; bx < (image.width + 3) / 4; ++bx) {
            RgbaBlock block{};
            for (int t = 0; t < 16; ++t) {
                const uchar *p = pixelAt(image, std::min(bx * 4 + t % 4, image.width - 1),
                    std::min(by * 4 + t / 4, image.height - 1));
                std::copy_n(p, 4, block[std::size_t(t)].begin());
            }
            encodeBlock(encoding, block, punchThrough, out);
        }
    }
    return out;
}

QByteArray paletteLevel(const RgbaImage &image, const PaletteQuantizer &palette, bool alpha)
{
    QByteArray out = palette.indices(image.rgba);
    if (alpha) {
        for (qsizetype i = 3; i < image.rgba.size(); i += 4)
            out.append(image.rgba[i]);
    }
    return out;
}

void put32(QByteArray &bytes, qsizetype at, quint32 value)
{
    qToLittleEndian(value, bytes.data() + at);
}

} // namespace

Result<QByteArray> encodeBlp(const RgbaImage &image, const BlpEncodeOptions &options)
{
    if (image.width < 1 || image.height < 1 || image.width > BlpTexture::kMaxSide || image.height > BlpTexture::kMaxSide
        || image.rgba.size() != qsizetype(image.width) * image.height * 4) {
        return Error{ErrorCode::InvalidInput, EncoderText::tr("A BLP texture takes 1 to %1 pixels per side, not %2×%3")
            .arg(BlpTexture::kMaxSide).arg(image.width).arg(image.height), {}, -1};
    }
    std::vector<RgbaImage> levels{image};
    while (options.mipmaps && (levels.back().width > 1 || levels.back().height > 1))
        levels.push_back(halve(levels.back()));

    const bool alpha = hasAlpha(image);
    const bool blp1 = options.target == BlpTarget::Blp1Palette;
    const bool palettized = blp1 || options.target == BlpTarget::Palette;
    const int headerSize = blp1 ? BlpTexture::kBlp1HeaderSize : BlpTexture::kBlp2HeaderSize;
    QByteArray bytes(headerSize, '\0');
    bytes.replace(0, 4, blp1 ? "BLP1" : "BLP2");
    put32(bytes, 4, 1); // BLP1: palettized; BLP2: "direct" (not JPEG)
    put32(bytes, 12, quint32(image.width));
    put32(bytes, 16, quint32(image.height));
    if (blp1) {
        put32(bytes, 8, alpha ? 8 : 0);
        put32(bytes, 20, alpha ? 4 : 5);
        put32(bytes, 24, options.mipmaps ? 1 : 0);
    } else {
        struct Fields { quint8 encoding, depth, type; };
        const Fields fields = options.target == BlpTarget::Dxt1 ? Fields{2, quint8(alpha ? 1 : 0), 0}
            : options.target == BlpTarget::Dxt3                 ? Fields{2, 8, 1}
            : options.target == BlpTarget::Dxt5                 ? Fields{2, 8, 7}
                                                                : Fields{1, quint8(alpha ? 8 : 0), 8};
        bytes[8] = char(fields.encoding);
        bytes[9] = char(fields.depth);
        bytes[10] = char(fields.type);
        bytes[11] = char(options.mipmaps ? 1 : 0);
    }
    const PaletteQuantizer palette(palettized ? image.rgba : QByteArray());
    bytes += palettized ? palette.bgraPalette() : QByteArray(BlpTexture::kPaletteSize, '\0');

    const int offsetsAt = blp1 ? 28 : 20;
    const auto encoding = options.target == BlpTarget::Dxt1 ? dds::BlockEncoding::Bc1
        : options.target == BlpTarget::Dxt3                 ? dds::BlockEncoding::Bc2
                                                            : dds::BlockEncoding::Bc3;
    for (std::size_t level = 0; level < std::min<std::size_t>(levels.size(), BlpTexture::kMaxLevels); ++level) {
        const QByteArray data = palettized ? paletteLevel(levels[level], palette, alpha)
                                           : blockLevel(levels[level], encoding, alpha);
        put32(bytes, offsetsAt + qsizetype(level) * 4, quint32(bytes.size()));
        put32(bytes, offsetsAt + 64 + qsizetype(level) * 4, quint32(data.size()));
        bytes += data;
    }
    return bytes;
}

Result<BlpTarget> targetLike(const BlpTexture &texture)
{
    switch (texture.encoding()) {
    case BlpTexture::Encoding::Dxt1:
        return BlpTarget::Dxt1;
    case BlpTexture::Encoding::Dxt3:
        return BlpTarget::Dxt3;
    case BlpTexture::Encoding::Dxt5:
        return BlpTarget::Dxt5;
    case BlpTexture::Encoding::Palette:
        return texture.version() == 1 ? BlpTarget::Blp1Palette : BlpTarget::Palette;
    default:
        return Error{ErrorCode::Unsupported,
            EncoderText::tr("Encoding %1 textures is not supported").arg(texture.encodingName()), {}, -1};
    }
}

} // namespace mwb::formats::blp
