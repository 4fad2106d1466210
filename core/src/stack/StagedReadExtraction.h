// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/core/Archive.h"

#include <QString>

#include <functional>
#include <vector>

namespace mwb::stack {

/// Extracts `entries` below `targetDir` through io::StagedOutput, each read whole with archive.readEntry() on the
/// shared worker pool and written under `pathOf(entry)`. What a failing entry does follows `policy`; on cancel or a
/// job-level error nothing is left behind. A second entry with the same path (as the file system compares names) is
/// left out.
[[nodiscard]] Result<ExtractOutcome> extractByReading(const Archive &archive, const std::vector<int> &entries,
    const std::function<QString(int entry)> &pathOf, const QString &targetDir, Progress &progress,
    io::FailurePolicy policy);

} // namespace mwb::stack
