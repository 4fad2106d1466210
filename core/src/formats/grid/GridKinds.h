// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/core/content/Content.h"

namespace mwb::formats::grid {

/// The grid rows of the content registry (.MPP and Mir .map, recognised by name): the bytes decide the format
/// (formats::grid::recogniseGrid), so an .MPP named .map still opens as one. Bytes no grid format accepts keep the
/// name's structure and say why each format refused them.
[[nodiscard]] std::shared_ptr<const content::Content> parseGrid(
    const content::Kind &kind, const QString &path, const QByteArray &bytes);

} // namespace mwb::formats::grid
