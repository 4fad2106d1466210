// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/core/LayeredArchive.h"
#include "mwb/core/Progress.h"
#include "mwb/core/Result.h"
#include "mwb/formats/tl2dat/DatDocument.h"

#include <QCoreApplication>
#include <QStringList>

#include <memory>
#include <optional>
#include <vector>

namespace mwb::conflicts {

/// What the mods of a load order do to one file they share.
enum class FileStatus {
    Identical, ///< every copy holds the same bytes
    Harmless, ///< the copies differ, but no two mods change a property (or, without a DAT, the file) differently
    Conflict, ///< two mods change a property of a DAT differently, or two mods ship different bytes of another file
    PossibleConflict, ///< no base to tell what each mod changes: the DAT copies differ in these properties
    Regenerated, ///< a RAW index: the game and the packer rebuild it from the DATs, so it never conflicts
    Deleted, ///< a later mod removes the file (REMOVE_FILES) that earlier mods ship
};

/// Stable, untranslated name of a status for JSON ("identical", "harmless", "conflict", "possible-conflict",
/// "regenerated", "deleted").
[[nodiscard]] QString fileStatusName(FileStatus status);
/// Translated label of a status.
[[nodiscard]] QString fileStatusText(FileStatus status);

/// One mod's value of a property: absent when the mod removes it (or, without a base, does not have it).
struct PropertyValue
{
    int mod = -1; ///< index in the load order
    std::optional<formats::tl2dat::DatProperty> value;
};

/// A DAT property that two or more mods change (with a base), or whose value differs between the mods' copies
/// (without one).
struct PropertyOverlap
{
    QString address; ///< "UNIT/STATS/HP", as DatPropertyChange::path() shows it; what a merge choice names
    bool conflict = false; ///< the mods set different values (a real conflict with a base, a possible one without)
    std::optional<formats::tl2dat::DatProperty> base; ///< the base's value (absent without a base or when new)
    std::vector<PropertyValue> values; ///< the changing mods (with a base) or every carrying mod, load order
    int winner = -1; ///< the mod whose value the game sees (the last one by load order)
};

/// One file that several mods carry (or that a later mod deletes).
struct FileReport
{
    QString path; ///< as the winning layer spells it
    std::vector<int> mods; ///< the mods that carry it, load order (lowest first)
    int winner = -1; ///< the mod that supplies (or deletes) it in the stack: the last one
    FileStatus status = FileStatus::Identical;
    bool comparedByProperty = false; ///< a DAT compared property by property
    bool inBase = false;
    int disjointChanges = 0; ///< with a base: properties exactly one mod changes
    std::vector<PropertyOverlap> properties;
    std::vector<std::pair<int, int>> conflictingPairs; ///< mods (i < j) that conflict in this file
    QString note; ///< translated; e.g. why a DAT was compared by its bytes

    [[nodiscard]] bool conflicts() const
    {
        return status == FileStatus::Conflict || status == FileStatus::PossibleConflict;
    }
};

/// What analyzeConflicts() found.
struct ConflictReport
{
    QStringList mods; ///< layer names, load order (lowest priority first)
    bool withBase = false;
    int files = 0; ///< distinct paths the mods carry
    std::vector<FileReport> shared; ///< files at least two mods carry, and deletions of a lower mod's file; by path
    /// matrix[i][j]: the files in which mods i and j conflict (really, or possibly without a base); symmetric.
    std::vector<std::vector<int>> matrix;

    [[nodiscard]] int count(FileStatus status) const;
    /// True when some file has a real or possible conflict.
    [[nodiscard]] bool hasConflicts() const;
    /// "12 files, 4 shared: 2 conflicts, 0 possible conflicts, 1 harmless, …" (translated).
    [[nodiscard]] QString summary() const;
};

/// The mods of a load order (lowest priority first: the last one wins, as in Torchlight 2's mod list) and the
/// game's own files to compare them with.
struct ConflictInputs
{
    std::vector<LayeredArchive::Layer> mods;
    std::shared_ptr<const Archive> base; ///< null: no base
};

/// Conflict analysis of a load order, the way the game resolves it: each path is supplied by the last mod that
/// carries it. For each file several mods carry:
/// - a RAW index (*.RAW) is Regenerated;
/// - a DAT (.DAT, .TEMPLATE, text or compiled) with a base: each copy is diffed against the base's copy
///   (diffDatProperties; an empty block of the copy's root tag when the base has none); properties two mods change
///   to different values are real conflicts, the same value or properties only one mod changes are harmless;
///   without a base, every property whose value differs between the copies is a possible conflict;
/// - any other file (and a DAT that does not parse, or whose copies have different root blocks) is compared by its
///   bytes: with a base, the mods whose copy equals the base's change nothing; two others with different bytes
///   conflict.
/// `base` is the game's unpacked MEDIA folder or anything holding its files: a mod path "MEDIA/X/Y.DAT" is looked
/// up in it as "MEDIA/X/Y.DAT", then "X/Y.DAT" (either one + ".BINDAT" as well), ignoring case. Read errors of an
/// entry are the error; Canceled when `progress` is. Copies with equal sizes and stored CRC-32s count as equal
/// without reading them.
[[nodiscard]] Result<ConflictReport> analyzeConflicts(const ConflictInputs &inputs, Progress &progress);

/// Opens the mods (through the format registry; each must be a Torchlight 2 .MOD) and the base (a folder or an
/// archive, openArchiveOrFolder()); the layers are named by their file names. Errors: a missing file is Io; a
/// file that is no archive BadMagic (or its format's parse error); an archive that is no .MOD InvalidInput; no
/// mods InvalidInput.
[[nodiscard]] Result<ConflictInputs> openConflictInputs(const QStringList &modFiles, const QString &base);

} // namespace mwb::conflicts
