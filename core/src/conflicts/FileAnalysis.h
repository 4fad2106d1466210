// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "DatOverlap.h"
#include "StackedFiles.h"
#include "mwb/core/conflicts/ModConflicts.h"

#include <optional>
#include <vector>

namespace mwb::conflicts::detail {

/// What one shared file is, and what the merge needs of it.
struct FileAnalysis
{
    FileReport report;
    std::vector<QByteArray> bytes; ///< the copies' bytes when they had to be read (copies' order), else empty
    std::optional<DatOverlap> dat; ///< when the copies were compared property by property
};

/// Analyzes one file of the stack (see analyzeConflicts()). Errors: a copy or the base's copy cannot be read.
[[nodiscard]] Result<FileAnalysis> analyzeFile(
    const ConflictInputs &inputs, const BaseLookup &base, const StackedFile &file);

} // namespace mwb::conflicts::detail
