// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/core/ArchiveWriter.h"
#include "mwb/core/Progress.h"
#include "mwb/core/Result.h"

#include <QString>

namespace mwb::ops {

/// What commitChecked() wrote and checked.
struct CheckedCommit
{
    CommitReport report;
    int verified = 0; ///< entries of the written archive compared with what they must hold
};

/// Commits `writer` to `target` (ArchiveWriter::commit(); `compact` forces a rewrite) with the check every write of
/// the program gets before it becomes final, whatever the format: the written file is reopened through the format
/// registry and every planned entry is looked up in it (ArchiveWriter::writtenEntry()). An entry the commit wrote
/// from new content is read back and compared with its source's bytes, or with the size and CRC-32 the format
/// reports for what it stored (ArchiveWriter::storedDigests(): a compiled DAT, a regenerated index, which are
/// checked even without a planned entry); an untouched entry is checked as the format says
/// (ArchiveWriter::checkUntouched(): an MPQ append's entries by their table rows, others read back and compared
/// with the base archive's entry). A missing or different entry fails the commit with ChecksumMismatch, and the
/// target is left as it was (a rewrite's temporary file is dropped, an append is cut off). Reads run on the shared
/// worker pool. Not thread-safe for one writer; may run on a worker thread.
[[nodiscard]] Result<CheckedCommit> commitChecked(
    ArchiveWriter &writer, const QString &target, Progress &progress, bool compact = false);

} // namespace mwb::ops
