// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/formats/blp/BlpTexture.h"

#include "formats/dds/BlockDecoder.h"

#include <QByteArrayView>

namespace mwb::formats::blp {

/// The pixel stores of one BLP mip level, written into `image` (sized and zero-filled by the caller: pixels whose
/// bytes are missing stay transparent black). Each returns the number of bytes the level needs, so the caller can
/// warn when `data` is shorter. `alphaBits` 0 makes every pixel opaque.

/// One palette index byte per pixel, then the alpha plane (1, 4 or 8 bits per pixel, least significant bits
/// first). `palette` holds 256 B, G, R, A entries; its alpha byte is ignored.
qsizetype decodePalettized(QByteArrayView palette, QByteArrayView data, int alphaBits, RgbaImage &image);

/// S3TC blocks (4×4 pixels; a level smaller than 4×4 still takes a whole block).
qsizetype decodeBlocks(dds::BlockEncoding encoding, QByteArrayView data, int alphaBits, RgbaImage &image);

/// Four bytes B, G, R, A per pixel.
qsizetype decodeBgra(QByteArrayView data, int alphaBits, RgbaImage &image);

} // namespace mwb::formats::blp
