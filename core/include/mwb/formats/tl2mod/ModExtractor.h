// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/core/Progress.h"
#include "mwb/formats/tl2mod/ModArchive.h"
#include "mwb/formats/tl2mod/ModSidecar.h"

#include <QString>
#include <QStringList>

#include <vector>

namespace mwb::formats::tl2mod {

/// What an extraction wrote.
struct ExtractReport
{
    int files = 0;
    qint64 bytes = 0;
    /// Paths that more than one extracted record shares (after cleaning). The folder holds the last record's bytes
    /// (see DuplicatePath::inFolder); extractModFolder() saves the others below shadowFolderName(), extractRecords()
    /// does not write them.
    std::vector<DuplicatePath> duplicates;
};

/// Extracts the given records (manifest paths like "MEDIA/UNITS/X.DAT", kept as-is below `targetDir`).
/// The folders are planned first and each is created once; entries are decompressed and written in parallel (one
/// entry in memory per worker; big stored entries are streamed) into a staging folder inside `targetDir`, and move
/// into place only when every entry succeeded: a folder `targetDir` does not have yet moves in one rename. On error or
/// cancel nothing is left behind (existing files untouched). Paths that would escape `targetDir` are refused
/// (UnsafePath) before anything is written. Type-7 directory records are skipped; data-less records become empty files;
/// files get the record's FILETIME as mtime. The staging folder is the hidden ".mwb-extract-XXXXXX" inside `targetDir`,
/// removed at the end.
[[nodiscard]] Result<ExtractReport> extractRecords(
    const ModArchive &archive, const std::vector<int> &records, const QString &targetDir, Progress &progress);

/// Extracts the whole mod as a mod folder: MOD.DAT rebuilt from the header plus MEDIA/…, so that packing the
/// folder gives an equivalent mod. REMOVE_FILES markers (data-less records whose path is in the header's
/// removed-files list) are not written as files: they come back from MOD.DAT's REMOVE_FILES. MOD_FILE_NAME is
/// the archive's file name without extension. A record whose path an earlier record already took is saved as
/// shadowedFilePath() and listed in the sidecar. The sidecar (sidecarFileName(), see ModSidecar) records what the
/// folder cannot hold, so that packModFolder() reproduces every record. Same atomicity as extractRecords().
[[nodiscard]] Result<ExtractReport> extractModFolder(
    const ModArchive &archive, const QString &targetDir, Progress &progress);

/// Records whose path matches any of the patterns (mwb::PathPatterns: "MEDIA/…", "UNITS/…" and "*.DAT" all
/// select "MEDIA/UNITS/X.DAT"); type-7 records never match.
[[nodiscard]] std::vector<int> matchRecords(const ModArchive &archive, const QStringList &patterns);

} // namespace mwb::formats::tl2mod
