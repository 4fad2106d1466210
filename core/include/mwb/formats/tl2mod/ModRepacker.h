// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/core/Progress.h"
#include "mwb/core/Result.h"
#include "mwb/formats/tl2mod/ModArchive.h"
#include "mwb/formats/tl2mod/ModPacker.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

#include <vector>

namespace mwb::formats::tl2mod {

/// One file added to or replaced in a mod by repackMod().
struct EntryChange
{
    QString path; ///< manifest path below the mod root, e.g. "MEDIA/UNITS/X.DAT" (any case; stored upper-case)
    QString sourceFile; ///< the file whose bytes become the entry; when empty, `bytes` are used
    QByteArray bytes;
    /// A .DAT / .TEMPLATE given as text is compiled to BINDAT first, as packModFolder() would (files dropped onto a
    /// mod); its compile error fails the repack. A BINDAT, or any other file, is stored as it is.
    bool compileDatText = false;
};

/// Rewrites `archive` with `changes` applied (drag & drop onto an open mod, a DAT edited in the workbench) into
/// `outputFile`, which may be the archive's own file: the mod is unpacked as a mod folder into a hidden staging
/// folder beside `outputFile`, the changes are written over it, and the folder is packed with packModFolder()
/// (so the result is laid out and hashed as the game expects) without compiling: the mod's entries, its RAW files
/// and the changes are stored as they are (an edited DAT must be compiled by the caller), except changes marked
/// compileDatText. Atomic like
/// packModFolder(): on error or cancel `outputFile` is untouched and the staging folder is removed. A change path
/// outside MEDIA/ or escaping the mod is UnsafePath; a missing source file is Io.
[[nodiscard]] Result<PackReport> repackMod(const ModArchive &archive, const std::vector<EntryChange> &changes,
    const QString &outputFile, Progress &progress);

} // namespace mwb::formats::tl2mod
