// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/formats/tl2dat/DatPropertyDiff.h"

#include <QString>

#include <vector>

namespace mwb::formats::tl2dat {

/// The address of a change in the one form every spelling of it shares: each block and the key as its name hash
/// (datNameHash()) and occurrence, e.g. "8A3F0C11#0/0061DE01#1". Changes found by diffing several versions against
/// one base touch the same property exactly when their keys are equal, whether a side spells a name or its hash
/// and whether an occurrence is numbered ("AFFIX[1]") or not ("AFFIX"). An added property's key ends in "+": its
/// occurrence counts in its own version, a change's or removal's in the base.
[[nodiscard]] QString datAddressKey(const DatPropertyChange &change);

/// `base` with `changes` applied: the three-way merge of versions that were each diffed against `base`
/// (diffDatProperties(base, version)), given the one change to keep per address. Changed values are replaced in
/// place; an added property goes after the last property with its key (else at the end of its block's
/// properties); an added block goes after the last sibling with its tag (blocks are created as the address needs
/// them). Removals come last and address `base`'s own occurrences: so the block and property order of `base`
/// stays, additions follow what they extend, and a block of `base` that removals leave empty goes as well.
/// Changes whose blocks do not exist are skipped.
[[nodiscard]] DatNode applyDatChanges(const DatNode &base, const std::vector<const DatPropertyChange *> &changes);

} // namespace mwb::formats::tl2dat
