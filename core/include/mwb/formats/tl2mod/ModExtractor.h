// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/core/Progress.h"
#include "mwb/formats/tl2mod/ModArchive.h"

#include <QString>
#include <QStringList>

#include <vector>

namespace mwb::formats::tl2mod {

/// What an extraction wrote.
struct ExtractReport
{
    int files = 0;
    qint64 bytes = 0;
    /// Records not written because a later record has the same path (the later one wins; which one the game
    /// uses is unknown, specs/tl2.md deviation 5).
    int shadowedDuplicates = 0;
};

/// Extracts the given records (manifest paths like "MEDIA/UNITS/X.DAT", kept as-is below `targetDir`).
/// Entries are decompressed in parallel and written into a staging folder inside `targetDir`; files move into
/// place only when every entry succeeded. On error or cancel nothing is left behind (existing files untouched).
/// Paths that would escape `targetDir` are refused (UnsafePath) before anything is written. Type-7 directory
/// records are skipped; data-less records become empty files; files get the record's FILETIME as mtime.
/// The staging folder is the hidden ".mwb-extract-XXXXXX" inside `targetDir`, removed at the end.
[[nodiscard]] Result<ExtractReport> extractRecords(
    const ModArchive &archive, const std::vector<int> &records, const QString &targetDir, Progress &progress);

/// Extracts the whole mod as a mod folder: MOD.DAT rebuilt from the header plus MEDIA/…, so that packing the
/// folder gives an equivalent mod. REMOVE_FILES markers (data-less records whose path is in the header's
/// removed-files list) are not written as files: they come back from MOD.DAT's REMOVE_FILES. MOD_FILE_NAME is
/// the archive's file name without extension. Same atomicity as extractRecords().
[[nodiscard]] Result<ExtractReport> extractModFolder(
    const ModArchive &archive, const QString &targetDir, Progress &progress);

/// Records whose path matches any of the patterns (mwb::PathPatterns: "MEDIA/…", "UNITS/…" and "*.DAT" all
/// select "MEDIA/UNITS/X.DAT"); type-7 records never match.
[[nodiscard]] std::vector<int> matchRecords(const ModArchive &archive, const QStringList &patterns);

} // namespace mwb::formats::tl2mod
