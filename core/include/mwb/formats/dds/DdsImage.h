// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/core/Result.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

#include <vector>

namespace mwb::formats::dds {

/// The top mip level of a DirectDraw Surface (.DDS), decoded to 8-bit ARGB (0xAARRGGBB per pixel, row-major),
/// which QImage::Format_ARGB32 reads directly. Core stays free of Qt GUI: the widgets wrap the pixels.
///
/// Decodes BC1 (DXT1), BC2 (DXT2/DXT3), BC3 (DXT4/DXT5), BC4 (ATI1) and BC5 (ATI2) blocks, uncompressed RGB/RGBA,
/// luminance and alpha surfaces described by bit masks (8 to 32 bits per pixel), and the DX10 extension header for
/// the same encodings. Cube maps and volumes show their first face/slice. Other encodings are Unsupported.
struct DdsImage
{
    Q_DECLARE_TR_FUNCTIONS(mwb::formats::dds::DdsImage)
public:
    static constexpr int kMaxSide = 16384;
    static constexpr qint64 kMaxPixels = qint64(8192) * 8192; ///< hard cap on the decoded buffer (256 MiB)

    int width = 0;
    int height = 0;
    int mipLevels = 1;
    QString encoding; ///< "DXT1", "DXT5", "A8R8G8B8", "DX10 BC3_UNORM"…, untranslated (a format fact)
    std::vector<quint32> argb;

    /// True when the bytes start with the "DDS " signature.
    [[nodiscard]] static bool hasSignature(const QByteArray &bytes);

    /// Decodes `bytes`; `label` names them in errors. Errors: BadMagic, Truncated (with the offset where bytes ran
    /// out), Corrupt (header sizes), LimitExceeded (dimensions), Unsupported (encoding).
    [[nodiscard]] static Result<DdsImage> decode(const QByteArray &bytes, const QString &label = {});
};

} // namespace mwb::formats::dds
