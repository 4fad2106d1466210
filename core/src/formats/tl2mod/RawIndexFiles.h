// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ManifestPlan.h"
#include "mwb/core/Result.h"

#include <QSet>
#include <QString>

#include <vector>

namespace mwb::formats::tl2mod {

/// The manifest paths of the seven RAW index files GUTS writes at MEDIA/ ("MEDIA/UNITDATA.RAW", …).
[[nodiscard]] QSet<QString> rawIndexPaths();

/// The RAW index files GUTS writes when it builds a mod, made from the sources (text or compiled) of the MEDIA
/// folder `mediaDir` with tl2raw::regenerateRaws: one MEDIA/<KIND>.RAW per kind that has sources, in RawKind order.
/// Errors are the regenerator's (a source that cannot be read or parsed names it by its MEDIA/… path).
[[nodiscard]] Result<std::vector<GeneratedFile>> regenerateRawIndexFiles(const QString &mediaDir);

} // namespace mwb::formats::tl2mod
