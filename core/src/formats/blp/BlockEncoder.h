// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "formats/dds/BlockDecoder.h"

#include <QByteArray>

#include <array>

namespace mwb::formats::blp {

/// 16 texels of a 4×4 block, R, G, B, A each (texels outside a small image repeat the edge).
using RgbaBlock = std::array<std::array<uchar, 4>, 16>;

/// Appends one S3TC block (BC1, BC2 or BC3) encoding `block`: endpoints at the corners of the colour bounding box,
/// each texel at its nearest palette entry. BC1 switches to its three-colour mode (index 3 = transparent) when a
/// texel is below half opacity and `punchThrough` is set.
void encodeBlock(dds::BlockEncoding encoding, const RgbaBlock &block, bool punchThrough, QByteArray &out);

} // namespace mwb::formats::blp
