// SPDX-License-Identifier: GPL-3.0-or-later
// The image content kinds: formats Qt's image readers decode (PNG, JPEG, BMP, GIF, WebP), and the textures the core
// decodes itself (DDS, TGA). Their facts come from the header; their structure from the describers.
#include "ImageDescribers.h"
#include "ImageKinds.h"
#include "mwb/core/content/ImageContent.h"
#include "mwb/formats/dds/DdsImage.h"
#include "mwb/formats/images/TgaImage.h"

#include <QtEndian>

#include <cstring>

namespace mwb::formats::images {

using content::ImageContent;
using content::ImageFacts;
using content::ImageLevel;

namespace {

constexpr QByteArrayView kPngSignature("\x89PNG\r\n\x1A\n", 8);

template <typename T>
T littleAt(QByteArrayView bytes, qsizetype offset)
{
    return qFromLittleEndian<T>(bytes.data() + offset);
}

template <typename T>
T bigAt(QByteArrayView bytes, qsizetype offset)
{
    return qFromBigEndian<T>(bytes.data() + offset);
}

ImageFacts pngFacts(QByteArrayView bytes)
{
    if (bytes.size() < 33 || bytes.sliced(12, 4) != QByteArrayView("IHDR"))
        return {QStringLiteral("PNG"), 0, 0, {}};
    static const char *const colourTypes[] = {"grey", "?", "RGB", "indexed", "grey+alpha", "?", "RGBA"};
    const auto colour = static_cast<quint8>(bytes[25]);
    return {QStringLiteral("PNG"), bigAt<quint32>(bytes, 16), bigAt<quint32>(bytes, 20),
        QStringLiteral("%1-bit %2")
            .arg(static_cast<quint8>(bytes[24]))
            .arg(QLatin1String(colour < 7 ? colourTypes[colour] : "?"))};
}

ImageFacts bmpFacts(QByteArrayView bytes)
{
    if (bytes.size() < 30)
        return {QStringLiteral("BMP"), 0, 0, {}};
    const auto height = littleAt<qint32>(bytes, 22);
    return {QStringLiteral("BMP"), littleAt<qint32>(bytes, 18), height < 0 ? -qint64(height) : height,
        QStringLiteral("%1 bpp").arg(littleAt<quint16>(bytes, 28))};
}

/// The frame header (SOF0–SOF15 but DHT, JPG and DAC) gives the size; the markers before it are skipped by length.
ImageFacts jpegFacts(QByteArrayView bytes)
{
    ImageFacts facts{QStringLiteral("JPEG"), 0, 0, {}};
    for (qsizetype at = 2; at + 9 <= bytes.size();) {
        if (static_cast<quint8>(bytes[at]) != 0xFF)
            break;
        const auto marker = static_cast<quint8>(bytes[at + 1]);
        if (marker >= 0xC0 && marker <= 0xCF && marker != 0xC4 && marker != 0xC8 && marker != 0xCC) {
            facts.height = bigAt<quint16>(bytes, at + 5);
            facts.width = bigAt<quint16>(bytes, at + 7);
            facts.encoding = marker == 0xC2 ? QStringLiteral("progressive") : QStringLiteral("baseline");
            break;
        }
        at += 2 + bigAt<quint16>(bytes, at + 2);
    }
    return facts;
}

ImageFacts gifFacts(QByteArrayView bytes)
{
    return {QStringLiteral("GIF"), bytes.size() >= 10 ? littleAt<quint16>(bytes, 6) : 0,
        bytes.size() >= 10 ? littleAt<quint16>(bytes, 8) : 0, {}};
}

/// An image Qt decodes: the facts from the header, the rest is the view's.
std::shared_ptr<const content::Content> qtImage(const content::Kind &kind, const QString &path, const QByteArray &bytes,
    ImageFacts facts, QByteArray qtFormat, content::DescribedContent::Describer describer)
{
    auto image = std::make_shared<ImageContent>(kind, path, bytes, std::move(facts));
    image->setQtFormat(std::move(qtFormat));
    image->setDescriber(describer);
    const ImageFacts &f = image->facts();
    QString summary = f.format;
    if (f.width > 0)
        summary += QStringLiteral(" · ") + ImageContent::sizeText(f.width, f.height);
    if (!f.encoding.isEmpty())
        summary += QStringLiteral(" · ") + f.encoding;
    image->setSummary(summary);
    return image;
}

/// A level of 32-bit pixels from the core decoders.
ImageLevel level(int width, int height, ImageLevel::Format format, QByteArray pixels)
{
    return ImageLevel{width, height, format, std::move(pixels)};
}

} // namespace

bool probeJpeg(const QString &, QByteArrayView bytes)
{
    return bytes.startsWith("\xFF\xD8\xFF");
}

bool probeGif(const QString &, QByteArrayView bytes)
{
    return bytes.startsWith("GIF87a") || bytes.startsWith("GIF89a");
}

bool probeWebp(const QString &, QByteArrayView bytes)
{
    return bytes.size() >= 12 && bytes.startsWith("RIFF") && bytes.sliced(8, 4) == QByteArrayView("WEBP");
}

std::shared_ptr<const content::Content> parsePng(const content::Kind &kind, const QString &path, const QByteArray &bytes)
{
    return qtImage(kind, path, bytes, pngFacts(bytes), "png", describePng);
}

std::shared_ptr<const content::Content> parseJpeg(const content::Kind &kind, const QString &path, const QByteArray &bytes)
{
    return qtImage(kind, path, bytes, jpegFacts(bytes), "jpeg", nullptr);
}

std::shared_ptr<const content::Content> parseBmp(const content::Kind &kind, const QString &path, const QByteArray &bytes)
{
    return qtImage(kind, path, bytes, bmpFacts(bytes), "bmp", describeBmp);
}

std::shared_ptr<const content::Content> parseGif(const content::Kind &kind, const QString &path, const QByteArray &bytes)
{
    return qtImage(kind, path, bytes, gifFacts(bytes), "gif", nullptr);
}

std::shared_ptr<const content::Content> parseWebp(const content::Kind &kind, const QString &path, const QByteArray &bytes)
{
    return qtImage(kind, path, bytes, ImageFacts{QStringLiteral("WebP"), 0, 0, {}}, "webp", nullptr);
}

std::shared_ptr<const content::Content> parseTga(const content::Kind &kind, const QString &path, const QByteArray &bytes)
{
    ImageFacts facts{QStringLiteral("TGA"), 0, 0, {}};
    if (bytes.size() >= TgaImage::kHeaderSize) {
        facts.width = littleAt<quint16>(bytes, 12);
        facts.height = littleAt<quint16>(bytes, 14);
        facts.encoding = QStringLiteral("type %1, %2 bpp")
                             .arg(static_cast<quint8>(bytes[2]))
                             .arg(static_cast<quint8>(bytes[16]));
    }
    auto image = std::make_shared<ImageContent>(kind, path, bytes, facts);
    image->setDescriber(describeTga);
    auto decoded = TgaImage::decode(bytes, path);
    if (!decoded) {
        image->setProblem(decoded.error());
        return image;
    }
    image->addLevel(level(decoded->width, decoded->height, ImageLevel::Format::Rgba8888, decoded->rgba));
    image->setSummary(QStringLiteral("TGA · %1 · %2").arg(ImageContent::sizeText(facts.width, facts.height), facts.encoding));
    return image;
}

std::shared_ptr<const content::Content> parseDds(const content::Kind &kind, const QString &path, const QByteArray &bytes)
{
    auto decoded = dds::DdsImage::decode(bytes, path);
    if (!decoded) {
        auto image = std::make_shared<ImageContent>(kind, path, bytes, ImageFacts{QStringLiteral("DDS"), 0, 0, {}});
        image->setDescriber(describeDds);
        image->setProblem(decoded.error());
        return image;
    }
    auto image = std::make_shared<ImageContent>(
        kind, path, bytes, ImageFacts{QStringLiteral("DDS"), decoded->width, decoded->height, decoded->encoding});
    image->setDescriber(describeDds);
    QByteArray pixels(qsizetype(decoded->argb.size()) * 4, Qt::Uninitialized);
    std::memcpy(pixels.data(), decoded->argb.data(), std::size_t(pixels.size()));
    image->addLevel(level(decoded->width, decoded->height, ImageLevel::Format::Argb32, std::move(pixels)));
    image->setSummary(ImageContent::tr("DDS %1 · %2 · %n mip level(s)", nullptr, decoded->mipLevels)
                          .arg(decoded->encoding, ImageContent::sizeText(decoded->width, decoded->height)));
    return image;
}

} // namespace mwb::formats::images
