// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/core/Archive.h"
#include "mwb/core/ArchiveWriter.h"
#include "mwb/core/Error.h"
#include "mwb/core/Progress.h"
#include "mwb/core/Result.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <functional>
#include <memory>
#include <optional>
#include <vector>

namespace mwb::gui {

/// What "Pack folder into .MOD…" asks the codec for.
struct PackRequest
{
    QString folder; ///< the mod folder (MOD.DAT + MEDIA/)
    QString outputFile; ///< empty: the codec's default name beside the folder
    QString gameVersion; ///< "a.b.c.d"
};

/// What a finished pack job reports.
struct PackOutcome
{
    QString outputPath;
    int files = 0;
    qint64 outputBytes = 0;
};

/// What a scan for the names of an archive's unnamed entries found.
struct NameRecovery
{
    std::shared_ptr<const Archive> archive; ///< the archive opened again with the names; null when none were found
    std::vector<int> entries; ///< the entries of `archive` the scan named
    int unnamed = 0; ///< entries without a name before the scan
    int recovered = 0; ///< of them, named by the scan
};

/// The codec entry points the window uses, injected so that the GUI stays format-neutral and tests can run it
/// against fake archives. What an open archive can do comes from Archive::capabilities() (the FormatRegistry), never
/// from its format's name; what is inside a file that is no archive, from the content registry. Every function but
/// `edit` is called on a worker thread and must be thread-safe.
/// Everything but `open` may be empty (the matching feature is then off).
struct Backend
{
    /// Opens an archive, or a folder as a read-only one (mwb::openArchiveOrFolder): BadMagic for a file that is no
    /// archive.
    std::function<Result<std::unique_ptr<Archive>>(const QString &path, const OpenOptions &options)> open;
    std::function<Result<PackOutcome>(const PackRequest &request, Progress &progress)> pack;
    /// A writer that edits `archive` (mwb::editArchive; Unsupported when its format cannot be written). Called on
    /// the GUI thread with the first edit of an archive document; the writer's commit() runs on a worker thread.
    std::function<Result<std::unique_ptr<ArchiveWriter>>(std::shared_ptr<const Archive> archive)> edit;
    /// A writer for a new, empty archive (mwb::createArchive: a registry format id and one of its presets).
    std::function<Result<std::unique_ptr<ArchiveWriter>>(const QString &formatId, const QString &presetId)> create;
    /// How many entries `archive` lists without a name (MPQ: the pseudo-named "File00000012.xxx"). Cheap; any
    /// thread.
    std::function<int(const Archive &archive)> unnamedEntries{};
    /// Looks for the names of those entries in the archive's own files (MPQ: MpqNameScanner) and opens the
    /// archive's file again (with `listfiles`) with the names it found; Canceled through `progress`.
    std::function<Result<NameRecovery>(const Archive &archive, const QStringList &listfiles, Progress &progress)>
        recoverNames{};
};

} // namespace mwb::gui
