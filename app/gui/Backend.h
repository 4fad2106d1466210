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

/// The codec entry points the window uses, injected so that the GUI stays format-neutral and tests can run it
/// against fake archives. What an open archive can do comes from Archive::capabilities() (the FormatRegistry), never
/// from its format's name; what is inside a file that is no archive, from the content registry. Every function but
/// `edit` is called on a worker thread and must be thread-safe.
/// Everything but `open` may be empty (the matching feature is then off).
struct Backend
{
    /// Opens an archive (mwb::openArchive): BadMagic for a file that is no archive.
    std::function<Result<std::unique_ptr<Archive>>(const QString &path, const OpenOptions &options)> open;
    std::function<Result<PackOutcome>(const PackRequest &request, Progress &progress)> pack;
    /// A writer that edits `archive` (mwb::editArchive; Unsupported when its format cannot be written). Called on
    /// the GUI thread with the first edit of an archive document; the writer's commit() runs on a worker thread.
    std::function<Result<std::unique_ptr<ArchiveWriter>>(std::shared_ptr<const Archive> archive)> edit;
    /// A writer for a new, empty archive (mwb::createArchive: a registry format id and one of its presets).
    std::function<Result<std::unique_ptr<ArchiveWriter>>(const QString &formatId, const QString &presetId)> create;
};

} // namespace mwb::gui
