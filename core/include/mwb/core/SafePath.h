// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/core/Result.h"

#include <QString>

namespace mwb {

/// The one place that decides whether an archive entry path may be written below a target folder.
/// Backslashes count as separators; absolute paths, drive letters ("C:"), "." / ".." components and empty
/// paths are refused with ErrorCode::UnsafePath. On success returns the cleaned absolute file path inside `root`.
[[nodiscard]] Result<QString> resolveInside(const QString &root, const QString &entryPath);

} // namespace mwb
