// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/core/diff/ContentDiff.h"

namespace mwb::diff {

/// Two versions of a Torchlight 2 DAT (text or compiled, in any mix): the changes by property path.
[[nodiscard]] Result<ContentDiff> diffDatVersions(
    const QString &entryPath, const QByteArray &before, const QByteArray &after);
/// Two versions of a WDBC table: rows added and removed by id, cells changed by record and column.
[[nodiscard]] Result<ContentDiff> diffDbcVersions(
    const QString &entryPath, const QByteArray &before, const QByteArray &after);

} // namespace mwb::diff
