// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/core/StructureNode.h"
#include "mwb/formats/tl2mod/ModArchive.h"

#include <memory>

namespace mwb::formats::tl2mod {

/// The structure of a .MOD file for the property and hex inspectors, offsets in the .MOD file: the header (every
/// field, ShortStrings, the game-version words, required mods, removed files), the PAK data section (its header and
/// every data block, lazily, in file order) and the manifest (header, directory blocks as a lazy list, each with
/// its records as a lazy list). Lazy rows keep `archive` alive; safe on any thread.
[[nodiscard]] StructureNode describeModStructure(const std::shared_ptr<const ModArchive> &archive);

/// One manifest record (name, type code and name, CRC-32, relative and absolute offset, size, FILETIME) and
/// the header of its data block, offsets in the .MOD file. An empty node for an index out of range.
[[nodiscard]] StructureNode describeModEntry(const std::shared_ptr<const ModArchive> &archive, int record);

/// The structure of a game archive's .PAK (its source()): the PAK header and every data block, lazily, in file
/// order. The manifest lies in the other file of the pair, so it is not part of the tree.
[[nodiscard]] StructureNode describePakStructure(const std::shared_ptr<const ModArchive> &archive);

/// The data block header of one record of a game archive, offsets in the .PAK. An empty node for an index out of
/// range.
[[nodiscard]] StructureNode describePakEntry(const std::shared_ptr<const ModArchive> &archive, int record);

} // namespace mwb::formats::tl2mod
