// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/core/content/Content.h"

namespace mwb::formats::blp {

/// The BLP row of the content registry: every mip level decoded, the header's and the decoder's warnings kept.
[[nodiscard]] std::shared_ptr<const content::Content> parseBlp(
    const content::Kind &kind, const QString &path, const QByteArray &bytes);

} // namespace mwb::formats::blp
