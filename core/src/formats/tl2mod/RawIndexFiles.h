// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ManifestPlan.h"
#include "mwb/core/Result.h"
#include "mwb/formats/tl2mod/ModArchive.h"
#include "mwb/formats/tl2mod/ModPacker.h"
#include "mwb/formats/tl2raw/RawSources.h"

#include <QSet>
#include <QString>

#include <optional>
#include <vector>

namespace mwb::formats::tl2mod {

/// The manifest paths of the seven RAW index files GUTS writes at MEDIA/ ("MEDIA/UNITDATA.RAW", …).
[[nodiscard]] QSet<QString> rawIndexPaths();

/// The RAW index files GUTS writes when it builds a mod, made from the sources (text or compiled) of the MEDIA
/// folder `mediaDir` with tl2raw::regenerateRaws: one MEDIA/<KIND>.RAW per kind that has sources, in RawKind order.
/// Errors are the regenerator's (a source that cannot be read or parsed names it by its MEDIA/… path).
[[nodiscard]] Result<std::vector<GeneratedFile>> regenerateRawIndexFiles(const QString &mediaDir);
[[nodiscard]] Result<std::vector<GeneratedFile>> regenerateRawIndexFiles(const tl2raw::RawSources &sources);

/// The RAW changes of a pack without a sidecar: each regenerated file against the folder's file of that path in
/// `leftOut` (manifest path → path on disk), and the folder's RAW files that were not regenerated (Dropped).
[[nodiscard]] std::vector<RawIndexChange> describeRegeneration(
    const std::vector<GeneratedFile> &generated, const QHash<QString, QString> &leftOut);

/// The sources of `archive` as an extracted folder holds them (the last record of a path wins), for regeneration.
[[nodiscard]] tl2raw::RawSources sourcesAsExtracted(const ModArchive &archive);

/// The bytes of a file, or no value when it cannot be read.
[[nodiscard]] std::optional<QByteArray> readWholeFile(const QString &path);

} // namespace mwb::formats::tl2mod
