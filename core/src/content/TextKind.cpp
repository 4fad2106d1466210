// SPDX-License-Identifier: GPL-3.0-or-later
#include "TextKind.h"

#include "mwb/core/content/TextContent.h"

#include <QFileInfo>

namespace mwb::content {

namespace {

/// Names images have: such a file is never shown as text, whatever its bytes look like.
bool hasImageName(const QString &path)
{
    static const QStringList kImageSuffixes = {QStringLiteral("png"), QStringLiteral("jpg"), QStringLiteral("jpeg"),
        QStringLiteral("bmp"), QStringLiteral("gif"), QStringLiteral("webp"), QStringLiteral("tga"),
        QStringLiteral("dds"), QStringLiteral("blp"), QStringLiteral("ico"), QStringLiteral("tif"),
        QStringLiteral("tiff")};
    return kImageSuffixes.contains(QFileInfo(path).suffix().toLower());
}

} // namespace

bool probeText(const QString &path, QByteArrayView bytes)
{
    // An empty file is text with nothing in it yet: it opens in the editor, where it can be written.
    return !hasImageName(path) && (bytes.isEmpty() || TextContent::looksLikeText(bytes));
}

std::shared_ptr<const Content> parseText(const Kind &kind, const QString &path, const QByteArray &bytes)
{
    return std::make_shared<const TextContent>(kind, path, bytes);
}

bool probeAnything(const QString &, QByteArrayView)
{
    return true;
}

std::shared_ptr<const Content> parseBytes(const Kind &kind, const QString &path, const QByteArray &bytes)
{
    return std::make_shared<const DescribedContent>(kind, path, bytes, nullptr);
}

} // namespace mwb::content
