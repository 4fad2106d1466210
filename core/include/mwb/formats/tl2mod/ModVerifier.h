// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/core/Archive.h"
#include "mwb/core/Progress.h"
#include "mwb/formats/tl2mod/ModArchive.h"

#include <QString>

#include <vector>

namespace mwb::formats::tl2mod {

/// Something the game accepts but that is likely a mistake, or that a repack would change: the archive-neutral
/// warning of Archive::verify(), with one of the k…Warning codes below.
using ModWarning = mwb::VerifyWarning;

/// Two or more records share the path (only one of them can be read by path).
inline constexpr char kDuplicatePathWarning[] = "duplicate-path";
/// A RAW index lacks units (skills, affixes, …) the mod holds, holds them with other values, or is missing.
inline constexpr char kStaleRawWarning[] = "stale-raw";
/// A RAW index row whose FILE names a file the mod does not hold (left behind when the file was removed).
inline constexpr char kDanglingRawWarning[] = "dangling-raw";
/// The RAW indexes could not be regenerated from the mod's sources to check them.
inline constexpr char kRawUncheckedWarning[] = "raw-unchecked";
/// A name with lower-case letters: the game upper-cases the path it looks for (seed 001 §1.6), so it is never found.
inline constexpr char kLowerCaseNameWarning[] = "lower-case-name";
/// A type code other than the one GUTS gives the extension (seed 001 §1.7).
inline constexpr char kTypeMismatchWarning[] = "type-mismatch";
/// A DAT record (type 0) that parses neither as BINDAT nor as DAT text.
inline constexpr char kUnparsableDatWarning[] = "dat-unparsable";
/// A level pathing grid (.MPP) of which no cell is walkable: the player cannot move in that level.
inline constexpr char kUnwalkableGridWarning[] = "mpp-unwalkable";
/// A level layout (one with Room Piece objects) without the .MPP of the same name beside it.
inline constexpr char kMissingGridWarning[] = "mpp-missing";
/// A level's .MPP whose area (its header's box) leaves room pieces of the layout beside it outside: the game has no
/// pathing where they stand.
inline constexpr char kUncoveredGridWarning[] = "mpp-uncovered";
/// The grid GUTS writes for a level whose layout and collision it could not load (BINLAYOUT/MPP deleted before a
/// build): 50 × 50 cells over the box [-10, 10]² round the world origin, every cell outside. Reported instead of
/// kUnwalkableGridWarning.
inline constexpr char kDefaultGridWarning[] = "mpp-default";

/// What `verify` found. Every problem is a structured Error with the byte offset of the offending record or block.
struct VerifyReport
{
    quint32 storedRollingHash = 0;
    quint32 computedRollingHash = 0;
    int checkedEntries = 0; ///< records with data that were inflated and checked
    std::vector<Error> problems;
    /// Findings that do not stop the game from loading the mod: those of the records (in record order), then the
    /// DATs that do not parse (in record order), then the RAW indexes, then the level grids.
    std::vector<ModWarning> warnings;

    /// True when the game would accept the mod: hash matches and every block, size and CRC checks out.
    [[nodiscard]] bool gameAccepts() const { return problems.empty(); }
};

/// Recomputes the rolling hash (a mismatch is reported as an error that says the game will silently refuse the
/// mod), and inflates every block checking sizes and CRC-32s. Also checks header/manifest consistency (manifest
/// version, maxCompressedBlockSize ≥ every block). Canceled → ErrorCode::Canceled. Also collects the warnings:
/// duplicate paths, names with lower-case letters, type codes that do not match the extension (REMOVE_FILES markers
/// excepted, GUTS writes them as type 0), DAT records that do not parse, and RAW indexes that disagree with the
/// indexes regenerated from the mod's own sources (tl2raw::regenerateRaws, the folder's view: the last record of a
/// path): units the RAW lacks or holds with other values, or a RAW missing where the mod has sources.
[[nodiscard]] Result<VerifyReport> verifyMod(const ModArchive &archive, Progress &progress);

} // namespace mwb::formats::tl2mod
