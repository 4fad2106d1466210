// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/formats/tl2dat/DatDocument.h"

#include <QStringList>

#include <optional>
#include <vector>

namespace mwb::formats::tl2dat {

/// One property that differs between two DAT trees, addressed by where it lives rather than by line.
///
/// Addresses: `blocks` is the tag path from the root block down to the property's block; a tag that appears more
/// than once among its siblings (on either side) is numbered from 1 in source order ("AFFIXES/AFFIX[2]"). `key`
/// is the property key, numbered the same way when it repeats within its block ("ITEM[3]"). Tags and keys compare
/// by their hash (datNameHash(), what a BINDAT stores and the game compares), so a text DAT's "HP" matches a
/// decompiled BINDAT's "0x…" spelling of the same hash; the address shows a real name where either side has one.
/// An empty `key` addresses a whole block that holds no property at all (an empty block added or removed).
struct DatPropertyChange
{
    enum class Kind { Added, Removed, Changed };

    Kind kind = Kind::Changed;
    QStringList blocks;
    QString key;
    std::optional<DatProperty> before; ///< absent for Added
    std::optional<DatProperty> after; ///< absent for Removed

    /// "UNIT/STATS/HP": the blocks and the key joined with '/'.
    [[nodiscard]] QString path() const;
};

/// Whether two properties hold the same value by meaning: numbers through parseDatValue() of their type ("1.50"
/// equals "1.5", "true" equals "1" for BOOL), strings exactly; a different type is a different value.
[[nodiscard]] bool sameDatValue(const DatProperty &a, const DatProperty &b);

/// The property changes from `before` to `after` (two root blocks), depth first: a block's properties grouped by
/// key (keys in order of first appearance, `after`'s first), then its child blocks grouped by tag. Values compare by
/// meaning, not spelling (sameDatValue()). Blocks pair by
/// tag and occurrence; a block only one side has yields its properties as added or removed. A key that repeats a
/// different number of times on the two sides compares as a multiset: equal values pair off, the rest are added
/// or removed. Deterministic; linear in the size of the trees (plus sorting within one block).
[[nodiscard]] std::vector<DatPropertyChange> diffDatProperties(const DatNode &before, const DatNode &after);

} // namespace mwb::formats::tl2dat
