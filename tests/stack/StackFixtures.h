// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "MpqFiles.h"
#include "TestFiles.h"
#include "mwb/core/Progress.h"
#include "mwb/formats/mpq/MpqWriter.h"
#include "mwb/formats/tl2mod/ModFolder.h"
#include "mwb/formats/tl2mod/ModPacker.h"

#include <QMap>
#include <QTemporaryDir>

namespace mwb::test {

/// Archive contents: path → bytes.
using StackFiles = QMap<QString, QByteArray>;

/// A new MPQ at `path` (folders created) holding `files`, written by our MpqWriter.
inline bool writeMpq(const QString &path, const StackFiles &files)
{
    return writeMpqFiles(path, files);
}

/// A new .MOD at `path` holding `files` below MEDIA/ (stored as given) and listing `removeFiles` in MOD.DAT.
inline bool writeMod(const QString &path, const StackFiles &files, const QStringList &removeFiles = {})
{
    QTemporaryDir folder;
    formats::tl2mod::ModInfo info;
    info.name = QFileInfo(path).baseName();
    info.removeFiles = removeFiles;
    bool ok = folder.isValid() && writeFile(folder.filePath(QStringLiteral("MOD.DAT")), formats::tl2mod::writeModDat(info));
    for (auto it = files.begin(); ok && it != files.end(); ++it)
        ok = writeFile(folder.filePath(QStringLiteral("MEDIA/") + it.key()), it.value());
    formats::tl2mod::PackOptions options;
    options.compileSources = false;
    SilentProgress progress;
    return ok && formats::tl2mod::packModFolder(folder.path(), path, options, progress).has_value();
}

} // namespace mwb::test
