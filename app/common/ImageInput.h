// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/core/Result.h"
#include "mwb/formats/blp/BlpTexture.h"
#include "mwb/formats/wow/IconPatch.h"

#include <optional>

namespace mwb::app {

/// The image at `path` (any format QImage reads: PNG, JPEG, BMP, TGA…) as RGBA, for what turns images into textures
/// (`blp encode`, `wow add-icon`, WoW › Add Icons…). Io for a missing file; InvalidInput, with the reader's reason, for
/// a file that is no image it can decode.
[[nodiscard]] Result<formats::blp::RgbaImage> readImage(const QString &path);

/// The image at `path` (readImage()) as an icon named `name`, or after the file without one.
[[nodiscard]] Result<formats::wow::IconSource> readIcon(
    const QString &path, const std::optional<QString> &name = std::nullopt);

} // namespace mwb::app
