// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/core/Archive.h"
#include "mwb/core/io/StagedOutput.h"
#include "mwb/core/Progress.h"

#include <QCoreApplication>

#include <vector>

namespace mwb::formats::mpq {

class MpqArchive;

/// Parallel extract-all: each entry is decoded on one of `threads` workers. One bad entry never stops the others.
class MpqExtractor
{
    Q_DECLARE_TR_FUNCTIONS(mwb::formats::mpq::MpqExtractor)
public:
    using Failure = ExtractFailure;
    using Report = ExtractOutcome;

    /// Writes below `targetDir` atomically (io::StagedOutput): files are staged inside the target and renamed into
    /// place once every entry is decoded; on cancel or a job-level error everything staged is removed and the target
    /// is left as it was. No fsync. Names that would escape `targetDir`, or folders on the way that are symbolic
    /// links, fail with UnsafePath. What a failing entry does follows `policy` (io::FailurePolicy).
    [[nodiscard]] static Result<Report> extractToDisk(const MpqArchive &archive, const std::vector<int> &entries,
        const QString &targetDir, Progress &progress, io::FailurePolicy policy, int threads = 0);
    /// Decodes the entries into memory and drops the bytes (benchmarks, verification of readability).
    [[nodiscard]] static Result<Report> extractToMemory(const MpqArchive &archive, const std::vector<int> &entries,
        Progress &progress, int threads = 0);
};

} // namespace mwb::formats::mpq
