// SPDX-License-Identifier: GPL-3.0-or-later
// Images (PNG, DDS, BLP, BMP, TGA): dimensions and encoding; the pixels themselves are compared side by side in
// the GUI.
#include "ContentDiffers.h"
#include "mwb/formats/blp/BlpTexture.h"
#include "mwb/formats/dds/DdsImage.h"

#include <QtEndian>

#include <optional>

namespace mwb::diff::detail {

namespace {

/// What an image header says.
struct ImageFacts
{
    QString format;
    qint64 width = 0;
    qint64 height = 0;
    QString encoding;
};

constexpr QByteArrayView kPngSignature("\x89PNG\r\n\x1A\n", 8);

template<typename T>
T littleAt(QByteArrayView bytes, qsizetype offset)
{
    return qFromLittleEndian<T>(bytes.data() + offset);
}

std::optional<ImageFacts> pngFacts(QByteArrayView bytes)
{
    if (!bytes.startsWith(kPngSignature) || bytes.size() < 33 || bytes.sliced(12, 4) != QByteArrayView("IHDR"))
        return std::nullopt;
    static const char *const colourTypes[] = {"grey", "?", "RGB", "indexed", "grey+alpha", "?", "RGBA"};
    const auto colour = static_cast<quint8>(bytes[25]);
    return ImageFacts{QStringLiteral("PNG"), qFromBigEndian<quint32>(bytes.data() + 16),
        qFromBigEndian<quint32>(bytes.data() + 20),
        QStringLiteral("%1-bit %2")
            .arg(static_cast<quint8>(bytes[24]))
            .arg(QLatin1String(colour < 7 ? colourTypes[colour] : "?"))};
}

std::optional<ImageFacts> bmpFacts(QByteArrayView bytes)
{
    if (!bytes.startsWith("BM") || bytes.size() < 30)
        return std::nullopt;
    const auto height = littleAt<qint32>(bytes, 22);
    return ImageFacts{QStringLiteral("BMP"), littleAt<qint32>(bytes, 18), height < 0 ? -qint64(height) : height,
        QStringLiteral("%1 bpp").arg(littleAt<quint16>(bytes, 28))};
}

std::optional<ImageFacts> tgaFacts(const QString &entryPath, QByteArrayView bytes)
{
    if (!entryPath.endsWith(QLatin1String(".TGA"), Qt::CaseInsensitive) || bytes.size() < 18)
        return std::nullopt;
    return ImageFacts{QStringLiteral("TGA"), littleAt<quint16>(bytes, 12), littleAt<quint16>(bytes, 14),
        QStringLiteral("type %1, %2 bpp").arg(static_cast<quint8>(bytes[2])).arg(static_cast<quint8>(bytes[16]))};
}

Result<ImageFacts> factsOf(const QString &entryPath, const QByteArray &bytes)
{
    if (auto png = pngFacts(bytes))
        return *png;
    if (formats::dds::DdsImage::hasSignature(bytes)) {
        auto dds = formats::dds::DdsImage::decode(bytes, entryPath);
        if (!dds)
            return dds.error();
        return ImageFacts{QStringLiteral("DDS"), dds->width, dds->height, dds->encoding};
    }
    if (formats::blp::BlpTexture::hasSignature(bytes)) {
        auto blp = formats::blp::BlpTexture::parse(bytes, entryPath);
        if (!blp)
            return blp.error();
        return ImageFacts{QStringLiteral("BLP"), blp->width(), blp->height(), blp->encodingName()};
    }
    if (auto bmp = bmpFacts(bytes))
        return *bmp;
    if (auto tga = tgaFacts(entryPath, bytes))
        return *tga;
    return Error{ErrorCode::Unsupported, ContentDiffText::tr("Not an image this program reads"), entryPath, 0};
}

bool looksLikeImage(const QString &entryPath, QByteArrayView bytes)
{
    return bytes.startsWith(kPngSignature) || bytes.startsWith("DDS ") || formats::blp::BlpTexture::hasSignature(bytes)
        || bytes.startsWith("BM") || entryPath.endsWith(QLatin1String(".TGA"), Qt::CaseInsensitive);
}

QString summary(const ImageFacts &facts)
{
    return QStringLiteral("%1 %2×%3 %4").arg(facts.format).arg(facts.width).arg(facts.height).arg(facts.encoding);
}

void addFact(ContentDiff &diff, const QString &name, const QString &before, const QString &after)
{
    if (before != after)
        addChange(diff, {ContentChange::Kind::Changed, name, before, after});
}

} // namespace

bool probeImage(const QString &entryPath, QByteArrayView before, QByteArrayView after)
{
    return looksLikeImage(entryPath, before) && looksLikeImage(entryPath, after);
}

Result<ContentDiff> diffImage(const QString &entryPath, const QByteArray &before, const QByteArray &after)
{
    auto a = factsOf(entryPath, before);
    if (!a)
        return a.error();
    auto b = factsOf(entryPath, after);
    if (!b)
        return b.error();
    ContentDiff diff;
    addFact(diff, ContentDiffText::tr("format"), a->format, b->format);
    addFact(diff, ContentDiffText::tr("width"), QString::number(a->width), QString::number(b->width));
    addFact(diff, ContentDiffText::tr("height"), QString::number(a->height), QString::number(b->height));
    addFact(diff, ContentDiffText::tr("encoding"), a->encoding, b->encoding);
    diff.notes << ContentDiffText::tr("%1 → %2").arg(summary(*a), summary(*b));
    if (diff.changes.empty() && before != after)
        diff.notes << ContentDiffText::tr("Same dimensions and encoding: the pixels or the metadata differ");
    return diff;
}

} // namespace mwb::diff::detail
