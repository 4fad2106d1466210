// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "GridDocument.h"
#include "mwb/core/Archive.h"
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

/// One file added to or replaced in an archive by a repack (files dropped onto the tree, an edited entry saved).
struct FileChange
{
    QString archivePath; ///< full entry path, e.g. "MEDIA/UNITS/X.DAT"
    QString sourceFile; ///< file with the new bytes; empty: `bytes` are used
    QByteArray bytes;
    bool compileDatText = false; ///< a text .DAT / .TEMPLATE is compiled to BINDAT (a dropped file)
};

/// The codec entry points the window uses, injected so that the GUI stays format-neutral and tests can run it
/// against fake archives. What an open archive can do comes from Archive::capabilities() (the FormatRegistry), never
/// from its format's name. Every function except `canRepack` is called on a worker thread and must be thread-safe.
/// Everything but `open` may be empty (the matching feature is then off).
struct Backend
{
    /// Opens an archive (mwb::openArchive): BadMagic for a file that is no archive.
    std::function<Result<std::unique_ptr<Archive>>(const QString &path, const OpenOptions &options)> open;
    std::function<Result<PackOutcome>(const PackRequest &request, Progress &progress)> pack;
    /// Opens a walkability grid file recognised by content; tried when `open` answers BadMagic.
    std::function<Result<GridDocument>(const QString &path)> openGrid;
    /// Recognises a walkability grid in an archive entry's bytes; `label` names it.
    std::function<Result<GridDocument>(const QByteArray &bytes, const QString &label)> readGrid;
    /// Rewrites the archive file at `path` with `changes` applied, atomically (the file is untouched on failure).
    std::function<Result<PackOutcome>(const QString &path, const std::vector<FileChange> &changes, Progress &progress)>
        repack;
    /// Whether `archive` can be repacked (GUI thread).
    std::function<bool(const Archive &archive)> canRepack;
};

} // namespace mwb::gui
