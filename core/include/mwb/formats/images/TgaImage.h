// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/core/Result.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

namespace mwb::formats::images {

/// A Truevision TGA image decoded to R, G, B, A bytes (row-major, top-down), for the image export (core has no
/// QImage). Reads the types games use: true-colour (15/16/24/32 bits), greyscale (8 bits, 16 with alpha) and
/// colour-mapped (8-bit indices into a 15/16/24/32-bit map), each raw or run-length encoded, with either origin.
/// Alpha comes from the pixels when the descriptor declares alpha bits, else the image is opaque.
struct TgaImage
{
    Q_DECLARE_TR_FUNCTIONS(mwb::formats::images::TgaImage)
public:
    static constexpr int kHeaderSize = 18;
    static constexpr int kMaxSide = 16384;
    static constexpr qint64 kMaxPixels = qint64(8192) * 8192;

    int width = 0;
    int height = 0;
    QByteArray rgba;

    /// Errors: Truncated (header, colour map or pixels past the end, with the offset), Unsupported (image type,
    /// pixel depth), LimitExceeded (a side over kMaxSide or more than kMaxPixels), Corrupt (a colour index past
    /// the map, a zero size).
    [[nodiscard]] static Result<TgaImage> decode(const QByteArray &bytes, const QString &label = {});
};

} // namespace mwb::formats::images
