// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/core/Result.h"
#include "mwb/formats/tl2mod/ModStructures.h"

#include <QStringList>

#include <vector>

namespace mwb::formats::tl2mod {

/// One directory block of the manifest as it will be written.
struct ManifestBlock
{
    QString name;
    std::vector<ModRecord> records;
};

/// A file of the mod folder that becomes one data block.
struct PlannedFile
{
    QString sourcePath; ///< absolute path on disk
    qint64 size = 0;
    quint8 type = 0;
    std::size_t block = 0; ///< where its record sits: blocks[block].records[record]
    std::size_t record = 0;
};

/// The manifest layout GUTS writes (specs/tl2.md deviations 1–4) for a MEDIA folder, before any data is
/// written: block 0 = "" with a type-7 "MEDIA/" record; then every directory that holds files (or REMOVE_FILES
/// markers), sorted by UTF-16 path, its records sorted by name; then every directory that holds
/// sub-directories, sorted, with one type-7 record per sub-directory. Names are ASCII upper-cased.
struct ManifestPlan
{
    std::vector<ManifestBlock> blocks;
    std::vector<PlannedFile> files; ///< in manifest order, the order the data blocks are written in
    qint64 totalBytes = 0;
    int removalRecords = 0;

    [[nodiscard]] quint32 recordCount() const;
};

/// ASCII-only upper-casing, as GUTS stores names (other characters are kept).
[[nodiscard]] QString asciiUpper(const QString &text);

/// Scans `mediaDir` (symlinked directories are not followed). A compiled form (X.DAT.BINDAT) replaces its
/// source (X.DAT) under the source name. Two files that upper-case to one path, or a REMOVE_FILES path that
/// is not below MEDIA/, are InvalidInput.
[[nodiscard]] Result<ManifestPlan> planManifest(const QString &mediaDir, const QStringList &removeFiles);

} // namespace mwb::formats::tl2mod
