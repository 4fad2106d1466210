// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/core/Result.h"
#include "mwb/formats/blp/BlpTexture.h"

#include <QByteArray>

namespace mwb::formats::blp {

/// What encodeBlp() writes. BLP2 DXT: alpha type 0/1/7 (DXT1 gets alpha depth 1 when any pixel is below half
/// opacity, else 0; DXT3 and DXT5 depth 8). Palettized: up to 256 colours (exact when the image has no more,
/// else median cut), an 8-bit alpha plane when any pixel is not opaque (palette alpha bytes carry the same
/// values for decoders that read them). Blp1Palette: the Warcraft III layout, picture type 4 with alpha, 5 without.
enum class BlpTarget { Dxt1, Dxt3, Dxt5, Palette, Blp1Palette };

struct BlpEncodeOptions
{
    BlpTarget target = BlpTarget::Dxt5;
    bool mipmaps = true; ///< every level down to 1×1, each a 2×2 box-filtered half of the previous
};

/// Encodes `image` (RGBA) as a BLP file. Errors: InvalidInput (empty image, or sides over BlpTexture::kMaxSide).
[[nodiscard]] Result<QByteArray> encodeBlp(const RgbaImage &image, const BlpEncodeOptions &options);

/// The target that reproduces `texture`'s format (for `blp encode --like`); Unsupported for JPEG and BGRA.
[[nodiscard]] Result<BlpTarget> targetLike(const BlpTexture &texture);

} // namespace mwb::formats::blp
