// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/core/Progress.h"
#include "mwb/formats/tl2mod/ModArchive.h"

#include <vector>

namespace mwb::formats::tl2mod {

/// What `verify` found. Every problem is a structured Error with the byte offset of the offending record or block.
struct VerifyReport
{
    quint32 storedRollingHash = 0;
    quint32 computedRollingHash = 0;
    int checkedEntries = 0; ///< records with data that were inflated and checked
    std::vector<Error> problems;

    /// True when the game would accept the mod: hash matches and every block, size and CRC checks out.
    [[nodiscard]] bool gameAccepts() const { return problems.empty(); }
};

/// Recomputes the rolling hash (a mismatch is reported as an error that says the game will silently refuse the
/// mod), and inflates every block checking sizes and CRC-32s. Also checks header/manifest consistency (manifest
/// version, maxCompressedBlockSize ≥ every block). Canceled → ErrorCode::Canceled.
[[nodiscard]] Result<VerifyReport> verifyMod(const ModArchive &archive, Progress &progress);

} // namespace mwb::formats::tl2mod
