// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/core/content/Content.h"

namespace mwb::formats::dbc {

/// The WDBC row of the content registry (probe: probeDbc()): a DbcContent.
[[nodiscard]] std::shared_ptr<const content::Content> parseDbc(
    const content::Kind &kind, const QString &path, const QByteArray &bytes);

} // namespace mwb::formats::dbc
