// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/formats/tl2mod/ModArchive.h"
#include "mwb/formats/tl2mod/ModVerifier.h"

#include <vector>

namespace mwb::formats::tl2mod {

/// The level pathing grids of a mod (seed 001 §5): kUnwalkableGridWarning for a .MPP of which no cell is walkable
/// (the player cannot move in that level), kMissingGridWarning for a compiled level layout (one with Room Piece
/// objects) without a .MPP of the same name beside it. Grids and layouts that do not parse are left to the other
/// checks. In record order.
[[nodiscard]] std::vector<ModWarning> levelGridWarnings(const ModArchive &archive);

} // namespace mwb::formats::tl2mod
