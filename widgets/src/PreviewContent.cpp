// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/widgets/PreviewContent.h"

#include "mwb/formats/dds/DdsImage.h"
#include "mwb/widgets/TextDecoding.h"

#include <QBuffer>
#include <QFileInfo>
#include <QImageReader>
#include <QLocale>

#include <algorithm>

namespace mwb::widgets {

namespace {

QString suffixOf(const QString &path)
{
    return QFileInfo(path).suffix().toUpper();
}

bool isGridSuffix(const QString &suffix)
{
    return suffix == u"MPP" || suffix == u"MAP";
}

/// Image formats recognised by their signature; TGA has none and is recognised by its extension.
bool hasImageSignature(const QByteArray &bytes)
{
    return bytes.startsWith("\x89PNG\r\n\x1A\n") || bytes.startsWith("\xFF\xD8\xFF") || bytes.startsWith("BM")
        || bytes.startsWith("GIF8") || formats::dds::DdsImage::hasSignature(bytes)
        || (bytes.startsWith("RIFF") && bytes.mid(8, 4) == "WEBP");
}

bool isImageSuffix(const QString &suffix)
{
    return suffix == u"TGA" || suffix == u"PNG" || suffix == u"JPG" || suffix == u"JPEG" || suffix == u"BMP"
        || suffix == u"DDS";
}

QString sizeText(int width, int height)
{
    return PreviewContent::tr("%1 × %2").arg(width).arg(height);
}

void decodeDds(PreviewContent &content)
{
    auto dds = formats::dds::DdsImage::decode(content.bytes, content.path);
    if (!dds) {
        content.kind = PreviewKind::Binary;
        content.problem = dds.error().message;
        return;
    }
    QImage image(dds->width, dds->height, QImage::Format_ARGB32);
    for (int y = 0; y < dds->height; ++y)
        std::copy_n(dds->argb.data() + qsizetype(y) * dds->width, dds->width,
            reinterpret_cast<quint32 *>(image.scanLine(y)));
    content.image = std::move(image);
    content.details = PreviewContent::tr("DDS %1 · %2 · %n mip level(s)", nullptr, dds->mipLevels)
                          .arg(dds->encoding, sizeText(dds->width, dds->height));
}

void decodeWithQt(PreviewContent &content)
{
    QBuffer buffer(&content.bytes);
    buffer.open(QIODevice::ReadOnly);
    QImageReader reader(&buffer, suffixOf(content.path).toLower().toLatin1());
    reader.setDecideFormatFromContent(true);
    content.image = reader.read();
    if (content.image.isNull()) {
        content.kind = PreviewKind::Binary;
        content.problem = PreviewContent::tr("The image could not be decoded: %1").arg(reader.errorString());
        return;
    }
    content.details = PreviewContent::tr("%1 · %2").arg(QString::fromLatin1(reader.format().toUpper()),
        sizeText(content.image.width(), content.image.height()));
}

int lineCount(const QString &text)
{
    const qsizetype lines = text.count(QLatin1Char('\n')) + (text.isEmpty() ? 0 : 1);
    return int(std::min<qsizetype>(lines, INT_MAX));
}

QString truncationNote()
{
    return PreviewContent::tr(" · first %1 shown").arg(QLocale().formattedDataSize(PreviewContent::kTextLimit));
}

/// DAT text starts with its root block: the first character that is not white space is '['.
bool startsWithBlock(const QString &text)
{
    const auto first = std::find_if(text.cbegin(), text.cend(), [](QChar c) { return !c.isSpace(); });
    return first != text.cend() && *first == QLatin1Char('[');
}

void decodeText(PreviewContent &content)
{
    const DecodedText decoded = widgets::decodeText(content.bytes, PreviewContent::kTextLimit);
    content.text = decoded.text;
    content.truncated = decoded.truncated;
    content.details = PreviewContent::tr("%1 · %n line(s)", nullptr, lineCount(decoded.text)).arg(decoded.encoding);
    if (decoded.truncated)
        content.details += truncationNote();
    if (isDatPath(content.path) && startsWithBlock(content.text)) {
        const QLatin1String crlf("\r\n");
        content.dat = textDatStorage(decoded.encoding, content.text.contains(crlf));
        content.text.replace(crlf, QLatin1String("\n"));
    }
}

/// A compiled DAT, decompiled; longer texts than kTextLimit characters are cut after a whole line.
void decodeBindat(PreviewContent &content)
{
    auto text = decompileForEditing(content.bytes, content.path);
    if (!text) {
        content.kind = PreviewKind::Binary;
        content.problem = text.error().message;
        return;
    }
    content.text = std::move(*text);
    if (content.text.size() > PreviewContent::kTextLimit) {
        content.truncated = true;
        content.text.truncate(content.text.lastIndexOf(QLatin1Char('\n'), PreviewContent::kTextLimit) + 1);
    }
    content.dat = DatStorage{DatEncoding::Bindat, true};
    content.details = PreviewContent::tr("compiled DAT (BINDAT), decompiled · %n line(s)", nullptr,
        lineCount(content.text));
    if (content.truncated)
        content.details += truncationNote();
}

} // namespace

PreviewKind PreviewContent::kindOf(const QString &path, const QByteArray &bytes)
{
    const QString suffix = suffixOf(path);
    if (hasImageSignature(bytes))
        return PreviewKind::Image;
    if (isDatPath(path) && isBindat(bytes))
        return PreviewKind::Text;
    if (isGridSuffix(suffix))
        return PreviewKind::Grid;
    if (suffix == u"TGA")
        return PreviewKind::Image;
    if (!isImageSuffix(suffix) && looksLikeText(bytes))
        return PreviewKind::Text;
    return PreviewKind::Binary;
}

PreviewContent PreviewContent::build(const QString &path, const QByteArray &bytes)
{
    PreviewContent content;
    content.path = path;
    content.bytes = bytes;
    content.kind = kindOf(path, bytes);
    switch (content.kind) {
    case PreviewKind::Image:
        if (formats::dds::DdsImage::hasSignature(bytes))
            decodeDds(content);
        else
            decodeWithQt(content);
        break;
    case PreviewKind::Text:
        if (isBindat(bytes) && isDatPath(path))
            decodeBindat(content);
        else
            decodeText(content);
        break;
    case PreviewKind::Grid:
    case PreviewKind::Binary:
        break;
    }
    if (content.kind == PreviewKind::Binary)
        content.details = tr("%1 bytes").arg(QLocale().toString(bytes.size()));
    return content;
}

} // namespace mwb::widgets
