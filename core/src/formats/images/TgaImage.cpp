// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/formats/images/TgaImage.h"

#include <QtEndian>

#include <algorithm>
#include <array>
#include <vector>

namespace mwb::formats::images {

namespace {

using Pixel = std::array<uchar, 4>; // R, G, B, A

struct TgaHeader
{
    int idLength = 0;
    int mapType = 0;
    int imageType = 0;
    int mapFirst = 0;
    int mapLength = 0;
    int mapEntryBits = 0;
    int width = 0;
    int height = 0;
    int pixelBits = 0;
    int descriptor = 0;

    [[nodiscard]] int baseType() const { return imageType & 7; } // 1 colour-mapped, 2 true-colour, 3 greyscale
    [[nodiscard]] bool rle() const { return imageType & 8; }
    [[nodiscard]] bool hasAlpha() const { return (descriptor & 0x0F) != 0; }
};

TgaHeader readHeader(const uchar *b)
{
    TgaHeader h;
    h.idLength = b[0];
    h.mapType = b[1];
    h.imageType = b[2];
    h.mapFirst = qFromLittleEndian<quint16>(b + 3);
    h.mapLength = qFromLittleEndian<quint16>(b + 5);
    h.mapEntryBits = b[7];
    h.width = qFromLittleEndian<quint16>(b + 12);
    h.height = qFromLittleEndian<quint16>(b + 14);
    h.pixelBits = b[16];
    h.descriptor = b[17];
    return h;
}

/// A true-colour value of `bytes` (2, 3 or 4) bytes: B, G, R(, A) or A1R5G5B5.
Pixel colour(const uchar *p, int bytes, bool alpha)
{
    if (bytes == 2) {
        const quint16 v = qFromLittleEndian<quint16>(p);
        const auto five = [](int bits) { return uchar((bits << 3) | (bits >> 2)); };
        return {five((v >> 10) & 31), five((v >> 5) & 31), five(v & 31), uchar(!alpha || (v & 0x8000) ? 255 : 0)};
    }
    return {p[2], p[1], p[0], uchar(bytes == 4 && alpha ? p[3] : 255)};
}

class Decoder
{
public:
    Decoder(const QByteArray &bytes, const QString &label)
        : m_data(reinterpret_cast<const uchar *>(bytes.constData()))
        , m_size(bytes.size())
        , m_label(label)
    {
    }

    Result<TgaImage> run()
    {
        if (m_size < TgaImage::kHeaderSize)
            return error(ErrorCode::Truncated, TgaImage::tr("The TGA header is cut short"), m_size);
        m_h = readHeader(m_data);
        if (auto checked = checkHeader(); !checked)
            return checked.error();
        m_at = TgaImage::kHeaderSize + m_h.idLength;
        if (auto map = readMap(); !map)
            return map.error();
        TgaImage image;
        image.width = m_h.width;
        image.height = m_h.height;
        image.rgba.resize(qsizetype(m_h.width) * m_h.height * 4);
        if (auto pixels = readPixels(image); !pixels)
            return pixels.error();
        return image;
    }

private:
    Error error(ErrorCode code, const QString &message, qint64 offset) const
    {
        return Error{code, message, m_label, offset};
    }

    Result<void> checkHeader()
    {
        const int type = m_h.baseType();
        if (type < 1 || type > 3 || (m_h.imageType & ~11) != 0)
            return error(ErrorCode::Unsupported, TgaImage::tr("TGA image type %1 is not supported").arg(m_h.imageType), 2);
        const bool depthOk = type == 2 ? (m_h.pixelBits == 15 || m_h.pixelBits == 16 || m_h.pixelBits == 24
                                             || m_h.pixelBits == 32)
                                       : (m_h.pixelBits == 8 || (type == 3 && m_h.pixelBits == 16));
        if (!depthOk)
            return error(ErrorCode::Unsupported, TgaImage::tr("%1-bit TGA pixels are not supported").arg(m_h.pixelBits), 16);
        if (type == 1 && (m_h.mapType != 1 || (m_h.mapEntryBits != 15 && m_h.mapEntryBits != 16
                                                   && m_h.mapEntryBits != 24 && m_h.mapEntryBits != 32)))
            return error(ErrorCode::Unsupported, TgaImage::tr("This TGA colour map is not supported"), 1);
        if (m_h.width == 0 || m_h.height == 0)
            return error(ErrorCode::Corrupt, TgaImage::tr("The TGA image has no pixels"), 12);
        if (m_h.width > TgaImage::kMaxSide || m_h.height > TgaImage::kMaxSide
            || qint64(m_h.width) * m_h.height > TgaImage::kMaxPixels)
            return error(ErrorCode::LimitExceeded,
                TgaImage::tr("%1 × %2 pixels is over the limit").arg(m_h.width).arg(m_h.height), 12);
        return {};
    }

    Result<void> readMap()
    {
        if (m_h.mapType == 0)
            return {};
        const int entryBytes = (m_h.mapEntryBits + 7) / 8;
        const qint64 mapBytes = qint64(m_h.mapLength) * entryBytes;
        if (m_at + mapBytes > m_size)
            return error(ErrorCode::Truncated, TgaImage::tr("The TGA colour map is cut short"), m_size);
        for (int i = 0; i < m_h.mapLength; ++i)
            m_map.push_back(colour(m_data + m_at + qint64(i) * entryBytes, entryBytes, m_h.hasAlpha()));
        m_at += mapBytes;
        return {};
    }

    /// The pixel whose stored value starts at `p`.
    Result<Pixel> pixelAt(const uchar *p) const
    {
        switch (m_h.baseType()) {
        case 1: {
            const int index = p[0] - m_h.mapFirst;
            if (index < 0 || index >= int(m_map.size()))
                return error(ErrorCode::Corrupt, TgaImage::tr("Colour index %1 is outside the map").arg(p[0]),
                    p - m_data);
            return m_map[std::size_t(index)];
        }
        case 3:
            return Pixel{p[0], p[0], p[0], uchar(m_h.pixelBits == 16 && m_h.hasAlpha() ? p[1] : 255)};
        default:
            return colour(p, (m_h.pixelBits + 7) / 8, m_h.hasAlpha());
        }
    }

    Result<void> readPixels(TgaImage &image)
    {
        const int bytes = (m_h.pixelBits + 7) / 8;
        const qint64 count = qint64(m_h.width) * m_h.height;
        const bool topDown = m_h.descriptor & 0x20;
        const bool rightToLeft = m_h.descriptor & 0x10;
        const auto store = [&](qint64 n, const Pixel &pixel) {
            const qint64 row = n / m_h.width;
            const qint64 column = n % m_h.width;
            const qint64 y = topDown ? row : m_h.height - 1 - row;
            const qint64 x = rightToLeft ? m_h.width - 1 - column : column;
            std::copy(pixel.begin(), pixel.end(), image.rgba.data() + (y * m_h.width + x) * 4);
        };
        const auto truncated = [&] {
            return error(ErrorCode::Truncated, TgaImage::tr("The TGA pixels are cut short"), m_size);
        };
        for (qint64 n = 0; n < count;) {
            qint64 run = 1;
            bool repeat = false;
            if (m_h.rle()) {
                if (m_at >= m_size)
                    return truncated();
                const uchar packet = m_data[m_at++];
                run = std::min<qint64>((packet & 0x7F) + 1, count - n);
                repeat = packet & 0x80;
            }
            const qint64 stored = repeat ? 1 : run;
            if (m_at + stored * bytes > m_size)
                return truncated();
            for (qint64 i = 0; i < run; ++i) {
                auto pixel = pixelAt(m_data + m_at + (repeat ? 0 : i * bytes));
                if (!pixel)
                    return pixel.error();
                store(n + i, *pixel);
            }
            m_at += stored * bytes;
            n += run;
        }
        return {};
    }

    const uchar *m_data;
    qint64 m_size;
    QString m_label;
    TgaHeader m_h;
    qint64 m_at = 0;
    std::vector<Pixel> m_map;
};

} // namespace

Result<TgaImage> TgaImage::decode(const QByteArray &bytes, const QString &label)
{
    return Decoder(bytes, label).run();
}

} // namespace mwb::formats::images
