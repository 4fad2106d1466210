// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/core/content/Content.h"

namespace mwb::formats::tl2dat {

/// The DAT row of the content registry (probe: isDatContent()): a DatContent.
[[nodiscard]] std::shared_ptr<const content::Content> parseDat(
    const content::Kind &kind, const QString &path, const QByteArray &bytes);

} // namespace mwb::formats::tl2dat
