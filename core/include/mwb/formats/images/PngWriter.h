// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QByteArrayView>

namespace mwb::formats::images {

/// The zlib level PNGs are written with: libdeflate's 6, its default (a 64×64 icon takes some 0.1 ms).
inline constexpr int kPngCompressionLevel = 6;

/// A PNG file (8-bit RGBA, no interlace, filter "none" on every row) of `width` × `height` pixels given as
/// R, G, B, A bytes row by row (`rgba` holds exactly width × height × 4 bytes). Core stays free of Qt GUI, so
/// the export jobs write PNGs through this, compressed by libdeflate at `level` (0–12).
[[nodiscard]] QByteArray encodePng(QByteArrayView rgba, int width, int height, int level = kPngCompressionLevel);

} // namespace mwb::formats::images
