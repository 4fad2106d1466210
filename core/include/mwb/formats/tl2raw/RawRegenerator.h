// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/core/Result.h"
#include "mwb/formats/tl2raw/RawFile.h"
#include "mwb/formats/tl2raw/RawSources.h"

#include <vector>

namespace mwb::formats::tl2raw {

struct RegenerateOptions
{
    /// The base game's sources (e.g. RawSources::fromFolder on the install folder). UNITDATA follows BASEFILE
    /// chains into it when they leave the mod; without it the chain stops there (see regenerateRaws()).
    const RawSources *baseGame = nullptr;
};

/// The RAW index files GUTS writes when it builds a mod, made from the mod's own sources (text or compiled).
/// One RawFile per kind whose source folder holds at least one source, in RawKind order (UNITDATA only when it
/// has at least one unit):
///
/// - UNITDATA: MEDIA/UNITS/{ITEMS,MONSTERS,PLAYERS,PROPS}/ *.DAT, interleaved order; a DAT whose own DONTCREATE
///   is true is left out. Values come from the DAT and its BASEFILE chain, child first: strings take the first
///   non-empty value (NAME and UNITTYPE upper-cased), integers the first value that differs from the default
///   (LEVEL 1, MINLEVEL 0, MAXLEVEL 0, RARITY 1, RARITY_HARDCORE = RARITY); flags bit 0 = CREATEAS is EQUIPMENT,
///   bit 1 = SET is set; UNIT_GUID −1 when absent. When a chain leaves the sources (and the base game), the
///   base templates' values that real files show are assumed: CREATEAS EQUIPMENT for ITEMS, UNITTYPE PLAYER for
///   PLAYERS and MONSTER for MONSTERS.
/// - SKILLS: MEDIA/SKILLS/ *.DAT, interleaved; NAME upper-cased (a skill without NAME is left out), UNIQUE_GUID.
/// - AFFIXES: MEDIA/AFFIXES/ *.DAT, interleaved; NAME upper-cased ("NA" when empty), MIN_SPAWN_RANGE (0),
///   MAX_SPAWN_RANGE (999999), WEIGHT (1), DIFFICULTIES_ALLOWED (−1), the STRING values of [UNITTYPES] and
///   [NOT_UNITTYPES] blocks.
/// - MISSILES: MEDIA/MISSILES/ *.LAYOUT, interleaved; the upper-cased MISSILE NAME ("NA" when absent) of every
///   Missile object, in pre-order.
/// - TRIGGERABLES: MEDIA/TRIGGERABLES/ *.DAT, files first; NAME upper-cased (the file's base name when absent).
/// - UI: MEDIA/UI/ *.LAYOUT, files first; the first Menu Definition object of each layout unless its MENU NAME is
///   empty or DO NOT CREATE is set: MENU NAME, TYPE and GAME STATE as indices into GUTS's tables (0 when not
///   found), ALWAYS VISIBLE or CREATE ON LOAD, MULTIPLAYER ONLY, SINGLEPLAYER ONLY, KEY BINDING.
/// - ROOMPIECES: MEDIA/LEVELSETS/ *.DAT, files first; per file the INTEGER64 GUID of every [PIECE] block.
///
/// FILE fields are the upper-cased path from MEDIA/. Errors: a source that cannot be read or parsed (its error),
/// InvalidInput when a table outgrows its u16 count or a value does not fit its field.
[[nodiscard]] Result<std::vector<RawFile>> regenerateRaws(
    const RawSources &sources, const RegenerateOptions &options = {});

} // namespace mwb::formats::tl2raw
