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

/// Files of a generated archive or folder: '/'-path → content.
using Files = QMap<QString, QByteArray>;

/// The kinds of container a diff test builds, each through the project's own writer.
enum class Container {
    Folder, ///< plain files
    Mod, ///< a .MOD packed by packModFolder() (paths must start with MEDIA/), CRC-32 per entry
    Mpq, ///< MpqWriter with (attributes) CRC-32s
    MpqWithoutCrc, ///< MpqWriter without (attributes): no stored CRC-32
};

inline bool writeFolder(const QString &dir, const Files &files)
{
    bool ok = QDir().mkpath(dir);
    for (auto it = files.begin(); ok && it != files.end(); ++it)
        ok = writeFile(dir + QLatin1Char('/') + it.key(), it.value());
    return ok;
}

inline bool writeMod(const QString &path, const Files &files)
{
    QTemporaryDir folder;
    formats::tl2mod::ModInfo info;
    info.name = QStringLiteral("Diff");
    formats::tl2mod::PackOptions options;
    options.compileSources = false;
    SilentProgress progress;
    return folder.isValid() && writeFile(folder.filePath(QStringLiteral("MOD.DAT")), writeModDat(info))
        && writeFolder(folder.path(), files) && packModFolder(folder.path(), path, options, progress).has_value();
}

inline bool writeMpq(const QString &path, const Files &files, bool withCrc)
{
    formats::mpq::MpqWriteOptions options;
    options.attributes = withCrc ? formats::mpq::AttributeCrc32 : 0U;
    return writeMpqFiles(path, files, options);
}

/// Writes `files` as `container` at `path` (a folder path for Folder); false on failure.
inline bool writeContainer(Container container, const QString &path, const Files &files)
{
    switch (container) {
    case Container::Folder:
        return writeFolder(path, files);
    case Container::Mod:
        return writeMod(path, files);
    case Container::Mpq:
        return writeMpq(path, files, true);
    case Container::MpqWithoutCrc:
        return writeMpq(path, files, false);
    }
    return false;
}

} // namespace mwb::test
