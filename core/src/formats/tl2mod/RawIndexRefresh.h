// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/core/ArchiveWriter.h"
#include "mwb/core/Progress.h"
#include "mwb/formats/tl2mod/ModArchive.h"

#include <QStringList>

namespace mwb::formats::tl2mod {

/// Brings the RAW indexes of a mod's planned edits up to date, as `mod pack` of an extracted folder does: when the
/// edits add, replace, remove or rename a DAT or layout, the indexes are regenerated from the planned entries and
/// from the base mod's (`base`, the writer's base); a kind whose index changes between the two is replaced by the
/// regenerated one (added when the mod had none, removed when its sources are gone). Indexes the edits themselves
/// touch are left as the user made them. Returns one translated line per changed index ("UNITDATA.RAW: ITEMS +1");
/// when the planned DATs do not regenerate, the indexes are left as they were and the line says why.
[[nodiscard]] Result<QStringList> updateRawIndexes(ArchiveWriter &writer, const ModArchive &base, Progress &progress);

} // namespace mwb::formats::tl2mod
