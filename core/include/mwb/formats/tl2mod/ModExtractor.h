// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/core/Progress.h"
#include "mwb/formats/tl2mod/ModArchive.h"

#include <QString>
#include <vector>

namespace mwb::formats::tl2mod {

struct ExtractReport
{
    int files = 0;
    qint64 bytes = 0;
};

/// Extracts the given records (manifest paths like "MEDIA/UNITS/X.DAT", kept as-is below `targetDir`).
/// Entries are decompressed in parallel and written into a staging folder inside `targetDir`; files move into
/// place only when every entry succeeded. On error or cancel nothing is left behind (existing files untouched).
/// Paths that would escape `targetDir` are refused (UnsafePath) before anything is written.
[[nodiscard]] Result<ExtractReport> extractRecords(const ModArchive &archive, const std::vector<int> &records,
    const QString &targetDir, Progress &progress);

/// Extracts the whole mod as a mod folder: MOD.DAT rebuilt from the header plus MEDIA/…, so that packing the
/// folder gives an equivalent mod. Same atomicity as extractRecords().
[[nodiscard]] Result<ExtractReport> extractModFolder(const ModArchive &archive, const QString &targetDir,
    Progress &progress);

/// Records whose path matches any of the wildcard patterns (case-insensitive, '*' and '?', matched against the
/// full path "MEDIA/…" and against the path below "MEDIA/"); type-7 records never match.
[[nodiscard]] std::vector<int> matchRecords(const ModArchive &archive, const QStringList &patterns);

} // namespace mwb::formats::tl2mod
