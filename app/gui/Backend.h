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

/// What a finished verify job reports.
struct VerifyOutcome
{
    int checkedEntries = 0;
    quint32 storedHash = 0;
    quint32 computedHash = 0;
    std::vector<Error> problems; ///< empty: the game accepts the file
};

/// The codec entry points the window uses, injected so that the GUI stays format-neutral and tests can run it
/// against fake archives. Every function except `takesListfiles` and `canRepack` is called on a worker thread and
/// must be thread-safe. Everything but `open` may be empty (the matching feature is then off).
struct Backend
{
    std::function<Result<std::unique_ptr<Archive>>(const QString &path)> open;
    std::function<Result<PackOutcome>(const PackRequest &request, Progress &progress)> pack;
    std::function<Result<VerifyOutcome>(const QString &path, Progress &progress)> verify;
    /// Opens a walkability grid file recognised by content; tried when `open` answers BadMagic.
    std::function<Result<GridDocument>(const QString &path)> openGrid;
    /// Recognises a walkability grid in an archive entry's bytes; `label` names it.
    std::function<Result<GridDocument>(const QByteArray &bytes, const QString &label)> readGrid;
    /// Opens an archive with extra name lists (MPQ listfiles).
    std::function<Result<std::unique_ptr<Archive>>(const QString &path, const QStringList &listfiles)>
        openWithListfiles;
    /// Whether `archive` can be reopened with openWithListfiles (GUI thread).
    std::function<bool(const Archive &archive)> takesListfiles;
    /// Rewrites the archive file at `path` with `changes` applied, atomically (the file is untouched on failure).
    std::function<Result<PackOutcome>(const QString &path, const std::vector<FileChange> &changes, Progress &progress)>
        repack;
    /// Whether `archive` can be repacked (GUI thread).
    std::function<bool(const Archive &archive)> canRepack;
    /// For a file `open` did not recognise (BadMagic) although its name is an archive's (.MOD, .mpq, .w3x…): what
    /// is wrong with it as that archive, e.g. a truncated .MOD whose header points past the end. Empty when the
    /// name is no archive's.
    std::function<std::optional<Error>(const QString &path)> archiveNameError;
};

} // namespace mwb::gui
