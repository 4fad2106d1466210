// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/core/content/Content.h"

namespace mwb::formats::tl2layout {

/// The layout row of the content registry (probe: isLayoutContent()): a LayoutContent.
[[nodiscard]] std::shared_ptr<const content::Content> parseLayout(
    const content::Kind &kind, const QString &path, const QByteArray &bytes);

} // namespace mwb::formats::tl2layout
