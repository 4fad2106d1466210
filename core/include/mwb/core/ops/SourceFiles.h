// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/core/FormatRegistry.h"
#include "mwb/core/Result.h"

#include <QString>
#include <QStringList>

#include <vector>

namespace mwb::ops {

/// A file on disk and the archive path it is added under (not yet normalized by the format's writer).
struct SourceFile
{
    QString file; ///< absolute path on disk
    QString path; ///< archive path, '/'-separated
};

/// Which files sources stand for, and where they go in the archive.
struct SourceRequest
{
    QStringList sources; ///< files and folders on disk, spelled as the user gave them
    QString as; ///< the archive path of the one file source; empty: from the rules below
    QString into; ///< the archive folder the files go below; empty: the archive's root
};

/// The files of a request, and the sidecar files at the top of folder sources that were read but not added.
struct SourceFiles
{
    std::vector<SourceFile> files; ///< in the order given, each folder's files sorted by archive path
    QStringList sidecars; ///< relative to their folder, e.g. "(listfile)"
};

/// Expands `request` into files and archive paths, for `format`:
/// - a file: `as` if given, else `into` + its name; without either, a format with an entry root (Torchlight 2's
///   MEDIA) keeps the file's path from the last folder of that name above it ("…/mod/Media/UNITS/X.DAT" →
///   "Media/UNITS/X.DAT"), else its name at the root;
/// - a folder: with `into`, its files below `into` by their paths relative to the folder; without, by the folder's
///   own name and their paths below it (`in` → "in/sub/a.txt"), or for a format with an entry root the paths from
///   the last folder of that name (the folder itself or one above it). Paths are relative to the folder as given,
///   whatever its spelling ("nest/in", "./in", "in/").
/// Names of format.folderSidecars at the top of a folder are never added (they are listed in `sidecars`); when one
/// is "(listfile)", the names it lists give the spelling (letter case, '\\') of the files they match without case.
/// Io when a source does not exist; InvalidInput for `as` with several files, or a folder without files.
[[nodiscard]] Result<SourceFiles> collectSourceFiles(const FormatDescription &format, const SourceRequest &request);

/// The files below `folder` by their paths relative to it, as collectSourceFiles() takes a folder's contents
/// (`mpq create OUT DIR`): sidecars left out and listed, (listfile) spellings applied.
[[nodiscard]] Result<SourceFiles> collectFolderContents(const FormatDescription &format, const QString &folder);

} // namespace mwb::ops
