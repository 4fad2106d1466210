// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/formats/blp/BlpTexture.h"

namespace mwb::formats::images {

/// `image` (RGBA, exactly width × height × 4 bytes) resampled to `width` × `height` (both > 0) without Qt GUI:
/// a separable Lanczos-3 filter, widened by the scale factor when shrinking so that every source pixel counts, run
/// on alpha-premultiplied values so that fully transparent pixels lend no colour to their neighbours; results are
/// rounded and clamped to 0–255. An image already of that size is returned as it is.
[[nodiscard]] blp::RgbaImage resizeRgba(const blp::RgbaImage &image, int width, int height);

} // namespace mwb::formats::images
