// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/core/Archive.h"
#include "mwb/core/Progress.h"
#include "mwb/core/Result.h"
#include "mwb/core/io/StagedOutput.h"

#include <QString>
#include <QStringList>

#include <vector>

namespace mwb::ops {

/// What an extraction does with a file that already exists in the target folder.
enum class OverwritePolicy {
    Refuse, ///< nothing is written: InvalidInput naming the files (the default; what the CLI does without --overwrite)
    Overwrite, ///< the entry replaces the file (in one step, never truncated)
    Skip, ///< the file stays, the entry is not extracted
    Rename, ///< the entry is written beside it as "NAME (1).EXT" (the first number free)
};

/// An entry whose file already exists below the target folder.
struct ExtractConflict
{
    int entry = -1;
    QString relative; ///< the entry's path below the target, '/'-separated
    QString renamedTo; ///< Rename: the path it was written to instead, relative to the target
};

/// The files among `relativePaths` ('/'-separated, below `targetDir`) that exist already, in the order given. A
/// path that would escape the folder is left out (extraction refuses it on its own).
[[nodiscard]] QStringList existingFiles(const QString &targetDir, const QStringList &relativePaths);

/// The entries of `entries` whose files exist below `targetDir` already: what the GUI asks about ("overwrite /
/// skip / rename, for all") and what OverwritePolicy::Refuse names.
[[nodiscard]] std::vector<ExtractConflict> extractConflicts(
    const Archive &archive, const std::vector<int> &entries, const QString &targetDir);

/// What an extraction is asked to do.
struct ExtractRequest
{
    std::vector<int> entries;
    QString targetDir;
    io::FailurePolicy failures = io::FailurePolicy::AllOrNothing;
    OverwritePolicy overwrite = OverwritePolicy::Refuse;
};

/// What an extraction did: Archive::extractWithPolicy()'s outcome and the entries whose files existed (overwritten,
/// skipped or renamed, as the policy said).
struct ExtractResult
{
    ExtractOutcome outcome;
    std::vector<ExtractConflict> conflicts;
};

/// Extracts `request.entries` of `archive` below `request.targetDir` through Archive::extractWithPolicy(): atomic
/// (nothing appears unless everything does, under AllOrNothing), refusing paths that escape the folder, and applying
/// `request.overwrite` to files that exist already. Rename writes the renamed entries through an io::StagedOutput
/// that is committed only after the other entries were. InvalidInput (naming the files) when files exist and the
/// policy is Refuse; nothing is written then.
[[nodiscard]] Result<ExtractResult> extractEntries(
    const Archive &archive, const ExtractRequest &request, Progress &progress);

/// The InvalidInput error of OverwritePolicy::Refuse for `existing` (relative paths) below `targetDir`.
[[nodiscard]] Error existingFilesError(const QString &targetDir, const QStringList &existing);

} // namespace mwb::ops
