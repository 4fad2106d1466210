// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/core/EntryIndex.h"

#include <vector>

namespace mwb::entryindex {

/// Node arrays of indexes that were dropped, kept for the next index to fill. An editor replaces its 100k-node tree
/// after every edit, undo or redo; writing the new tree into memory the old one had touched spares thousands of page
/// faults (tens of ms) per step. At most two arrays are kept, only large ones, and always empty (their nodes
/// destroyed), so what is held is bounded by the two largest trees of the process.

/// An empty array with room for `nodes` nodes: a kept one when one is large enough, else a new one (with room to
/// spare for the trees that follow, when large).
[[nodiscard]] std::vector<EntryIndex::Node> takeStorage(std::size_t nodes);
/// Destroys the nodes of `storage` and keeps its memory for takeStorage() when it is worth keeping.
void returnStorage(std::vector<EntryIndex::Node> &&storage);
/// Makes sure an array for `nodes` nodes is kept, its memory touched, so that the next tree of that size is written
/// without page faults. For an editor, off the GUI thread, after each edit's tree is shown: the first undo after a
/// burst of edits would otherwise pay for a new array (~50 ms at 100k nodes on this project's CI machine).
void prepareStorage(std::size_t nodes);

} // namespace mwb::entryindex
