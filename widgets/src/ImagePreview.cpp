// SPDX-License-Identifier: GPL-3.0-or-later
// Images Qt decodes (PNG, JPEG, BMP, GIF, WebP, TGA…), recognised by Qt's own image handlers.
#include "PreviewKinds.h"

#include <QBuffer>
#include <QFileInfo>
#include <QImageReader>

namespace mwb::widgets {

namespace {

/// Formats whose handlers recognise a signature. The others need their name too: the ICO handler claims TGA
/// bytes, and the TGA handler (TrueVision 2.0 files only) has no signature at the start.
bool hasSignature(const QByteArray &format)
{
    return format == "png" || format == "jpeg" || format == "bmp" || format == "gif" || format == "webp";
}

QByteArray suffixOf(const QString &path)
{
    return QFileInfo(path).suffix().toLower().toLatin1();
}

/// The Qt image format of `bytes`, recognised by Qt's handlers: by content for the signed formats, else the
/// format the name gives when its handler accepts the bytes; empty when none does.
QByteArray recognisedFormat(const QString &path, const QByteArray &bytes)
{
    QBuffer buffer;
    buffer.setData(bytes);
    buffer.open(QIODevice::ReadOnly);
    const QByteArray byContent = QImageReader::imageFormat(&buffer);
    if (hasSignature(byContent))
        return byContent;
    const QByteArray suffix = suffixOf(path);
    if (!QImageReader::supportedImageFormats().contains(suffix))
        return {};
    QImageReader named(&buffer, suffix);
    named.setDecideFormatFromContent(false);
    return named.canRead() ? suffix : QByteArray();
}

} // namespace

bool hasImageName(const QString &path)
{
    const QByteArray suffix = suffixOf(path);
    return suffix == "dds" || suffix == "jpg" || QImageReader::supportedImageFormats().contains(suffix);
}

bool probeImage(const QString &path, const QByteArray &bytes)
{
    return !recognisedFormat(path, bytes).isEmpty();
}

void buildImage(PreviewContent &content)
{
    QBuffer buffer(&content.bytes);
    buffer.open(QIODevice::ReadOnly);
    QImageReader reader(&buffer, recognisedFormat(content.path, content.bytes));
    reader.setDecideFormatFromContent(false);
    content.image = reader.read();
    if (content.image.isNull()) {
        content.problem = PreviewContent::tr("The image could not be decoded: %1").arg(reader.errorString());
        return;
    }
    content.details = PreviewContent::tr("%1 · %2").arg(
        QString::fromLatin1(reader.format().toUpper()), imageSizeText(content.image.width(), content.image.height()));
}

QString imageSizeText(int width, int height)
{
    return PreviewContent::tr("%1 × %2").arg(width).arg(height);
}

} // namespace mwb::widgets
