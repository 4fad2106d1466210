// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/core/conflicts/ModConflicts.h"

#include <QHash>

namespace mwb::conflicts {

/// How mergeMods() settles what the mods fight over.
struct MergeOptions
{
    /// The mod (index in the load order) that wins a conflict, by choiceKey(): a DAT property by its address
    /// (PropertyOverlap::address), a file compared by its bytes by an empty address. A conflict without a choice,
    /// or whose chosen mod does not change it, goes to the last mod by load order.
    QHash<QString, int> winners;
    QString title; ///< NAME of the merged mod; empty: the output file's name without extension
};

/// The key of a choice in MergeOptions::winners.
[[nodiscard]] QString choiceKey(const QString &file, const QString &address);

/// What mergeMods() wrote.
struct MergeReport
{
    QString outputPath;
    int files = 0; ///< files taken from the mods (RAW indexes not counted)
    int mergedDats = 0; ///< DATs merged property by property
    int conflicts = 0; ///< real conflicts settled: DAT properties, and files compared by their bytes
    int chosen = 0; ///< of them, settled by MergeOptions::winners rather than by load order
    int regeneratedRaws = 0;
    int removedFiles = 0; ///< REMOVE_FILES paths the merged mod keeps
    qint64 outputBytes = 0;
};

/// Merges a load order into one new .MOD, as the game would see the mods together: each path comes from the last
/// mod that carries it (or its choice in `options`). With a base, a DAT several mods change is merged property by
/// property onto the base's copy (tl2dat::applyDatChanges: every mod's change kept where they are disjoint, real
/// conflicts settled by choice or load order) and compiled to BINDAT. A path a later mod deletes (REMOVE_FILES) is
/// left out and stays in the merged mod's REMOVE_FILES. RAW indexes are not taken from the mods: the packer
/// regenerates them from the merged DATs (packModFolder(), so the result passes `mod verify`). The mod is staged in a
/// temporary folder and packed; the output appears only when complete (no file on error or cancel) and the inputs
/// are untouched. Errors: an entry that cannot be read; a path outside MEDIA/ (InvalidInput) or one that would
/// leave it (UnsafePath); the packer's errors; Canceled.
[[nodiscard]] Result<MergeReport> mergeMods(
    const ConflictInputs &inputs, const QString &outputFile, const MergeOptions &options, Progress &progress);

} // namespace mwb::conflicts
