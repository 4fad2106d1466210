// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/core/EntryIndex.h"

namespace mwb {

/// Copies what an input says of its file into node `node` (its name, place and children are the caller's).
inline void fillLeaf(EntryIndex::Node &node, const EntryIndex::Input &input)
{
    node.type = input.type;
    node.compression = input.compression;
    node.source = input.source;
    node.hiddenCopies = input.hiddenCopies;
    node.size = input.size;
    node.packedSize = input.packedSize;
    node.entry = input.entry;
    node.checksum = input.checksum;
    node.hasChecksum = input.hasChecksum;
    node.flags = input.flags;
    node.locale = input.locale;
    node.tag = input.tag;
}

} // namespace mwb
