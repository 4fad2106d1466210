// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/formats/tl2mod/ModArchive.h"
#include "mwb/formats/tl2mod/ModVerifier.h"

#include <vector>

namespace mwb::formats::tl2mod {

/// The level pathing grids of a mod (seed 001 §5): kDefaultGridWarning for GUTS's default grid, else
/// kUnwalkableGridWarning for a .MPP of which no cell is walkable (the player cannot move in that level);
/// kUncoveredGridWarning for a .MPP whose header box leaves room pieces of the compiled layout of the same name more
/// than a cell outside (positions composed as the level plan composes them; a piece's footprint is in its mesh, so
/// only its origin is checked); kMissingGridWarning for a compiled level layout (one with Room Piece objects) without
/// a .MPP of the same name beside it. Grids and layouts that do not parse are left to the other checks. In record
/// order (a grid's warnings at the grid).
[[nodiscard]] std::vector<ModWarning> levelGridWarnings(const ModArchive &archive);

} // namespace mwb::formats::tl2mod
