// SPDX-License-Identifier: GPL-3.0-or-later
#include "ImageInput.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QImage>
#include <QImageReader>

namespace mwb::app {

namespace {

class ImageText
{
    Q_DECLARE_TR_FUNCTIONS(mwb::app::ImageInput)
};

} // namespace

Result<formats::blp::RgbaImage> readImage(const QString &path)
{
    if (!QFileInfo(path).isFile())
        return Error{ErrorCode::Io, ImageText::tr("No such file"), path, -1};
    QImageReader reader(path);
    const QImage image = reader.read().convertToFormat(QImage::Format_RGBA8888);
    if (image.isNull())
        return Error{
            ErrorCode::InvalidInput, ImageText::tr("Cannot read the image: %1").arg(reader.errorString()), path, -1};
    formats::blp::RgbaImage rgba;
    rgba.width = image.width();
    rgba.height = image.height();
    for (int y = 0; y < image.height(); ++y)
        rgba.rgba.append(reinterpret_cast<const char *>(image.constScanLine(y)), qsizetype(image.width()) * 4);
    return rgba;
}

Result<formats::wow::IconSource> readIcon(const QString &path, const std::optional<QString> &name)
{
    auto image = readImage(path);
    if (!image)
        return image.error();
    return formats::wow::IconSource{name.value_or(QFileInfo(path).completeBaseName()), std::move(image).value(), path};
}

} // namespace mwb::app
