// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/core/ContentDescriber.h"

#include <QByteArrayView>

namespace mwb::formats::images {

/// Image headers for the property inspector (offsets in the image's bytes); see core/include/mwb/core/content/Content.h for the
/// probe/describe contract. Pixels are not decoded: their range is one node.

/// PNG: the signature, then every chunk (length, type, data, CRC-32 checked); IHDR decoded.
[[nodiscard]] bool probePng(const QString &entryPath, QByteArrayView bytes);
[[nodiscard]] ContentDescription describePng(const QString &entryPath, const QByteArray &bytes);

/// DDS: magic, DDS_HEADER with its DDS_PIXELFORMAT (flags decoded, FourCC), the DX10 extension when present.
[[nodiscard]] bool probeDds(const QString &entryPath, QByteArrayView bytes);
[[nodiscard]] ContentDescription describeDds(const QString &entryPath, const QByteArray &bytes);

/// BMP: BITMAPFILEHEADER and the DIB header (core, info, v4 and v5 forms), colour table and pixel ranges.
[[nodiscard]] bool probeBmp(const QString &entryPath, QByteArrayView bytes);
[[nodiscard]] ContentDescription describeBmp(const QString &entryPath, const QByteArray &bytes);

/// TGA (no magic: the .TGA extension and a plausible header): header, image id, colour map, pixels, v2 footer.
[[nodiscard]] bool probeTga(const QString &entryPath, QByteArrayView bytes);
[[nodiscard]] ContentDescription describeTga(const QString &entryPath, const QByteArray &bytes);

} // namespace mwb::formats::images
