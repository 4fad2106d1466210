// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QLatin1StringView>
#include <QString>

namespace mwb::detail {

/// Whether the file name of `entryPath` ends in "." + `extension`, case-insensitively (content probes by name).
[[nodiscard]] bool hasExtension(const QString &entryPath, QLatin1StringView extension);

} // namespace mwb::detail
