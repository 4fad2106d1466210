// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "DataSectionWriter.h"
#include "ManifestPlan.h"
#include "mwb/core/Progress.h"
#include "mwb/core/Result.h"
#include "mwb/formats/tl2mod/ModPacker.h"
#include "mwb/formats/tl2mod/ModSidecar.h"

#include <QFileDevice>
#include <QString>

#include <optional>
#include <vector>

namespace mwb::formats::tl2mod {

/// A mod folder laid out for writing as packModFolder() describes: the manifest plan of its MEDIA folder (from
/// the sidecar extraction wrote, when there is one) and what regenerating its RAW indexes needs.
struct ModFolderPlan
{
    ManifestPlan plan;
    QString mediaDir;
    std::optional<ModSidecar> sidecar;
    bool compileSources = true;
    int threads = 0;
};

/// Scans `modDir`'s MEDIA folder `mediaDir` (REMOVE_FILES paths `removeFiles`) under the pack rules of `options`,
/// following the folder's sidecar when it has one. Errors as packModFolder().
[[nodiscard]] Result<ModFolderPlan> planModFolder(const QString &modDir, const QString &mediaDir,
    const QStringList &removeFiles, std::optional<ModSidecar> sidecar, const PackOptions &options);

/// The data section as written.
struct ModFolderData
{
    qint64 size = 0;
    quint32 rollingHash = 0;
    int compiledDats = 0;
    int compiledLayouts = 0;
    QStringList staleLayouts; ///< DataSectionWriter::staleLayouts()
    int regeneratedRaws = 0;
    int keptFiles = 0;
    int changedFiles = 0;
    std::vector<RawIndexChange> rawChanges;
    std::vector<DataSectionWriter::WrittenBlock> blocks; ///< by index of the plan's files
};

/// Writes the data section of `folder` at `dataOffset` of `out` (positioned there). When compiling, the RAW index
/// files are regenerated on a thread of their own while the folder's files are compiled and compressed, then join
/// the plan and are written last. The first error in plan order wins; a regeneration error comes after the folder's
/// files. The plan's records get their offsets, sizes and CRC-32s.
[[nodiscard]] Result<ModFolderData> writeModFolderData(
    QFileDevice &out, quint32 dataOffset, ModFolderPlan &folder, Progress &progress);

/// The manifest header fields of a written folder: a sidecar's hash, and its file count while the records are as
/// many as they were (the game reads neither).
[[nodiscard]] ManifestInfo folderManifestInfo(const ManifestPlan &plan);

} // namespace mwb::formats::tl2mod
