// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QVarLengthArray>
#include <QtGlobal>

#include <algorithm>
#include <optional>
#include <vector>

namespace mwb::formats::mpq {

/// Answers linear-probe lookups in an open-addressed table (the classic hash table, the HET table) whose chains are
/// long: a nearly full table, or a crafted one whose slots all hold the same hash. A lookup costs a binary search
/// plus the slots it returns, whatever the table holds, where probing costs the chain's length per lookup.
class ProbeIndex
{
public:
    /// Length of chain a caller probes itself before asking the index; build() makes no index for tables without a
    /// longer run of non-empty slots.
    static constexpr quint32 kDirectProbeSlots = 64;

    /// Indexes `slotCount` slots: `isEmpty(slot)` marks a slot that ends a probe; `keyOf(slot)` is the key a
    /// non-empty slot answers to, std::nullopt for one a probe passes over without matching (a deleted entry).
    template<typename IsEmpty, typename KeyOf>
    [[nodiscard]] static ProbeIndex build(quint32 slotCount, IsEmpty isEmpty, KeyOf keyOf)
    {
        if (longestRun(slotCount, isEmpty) < kDirectProbeSlots)
            return {};
        ProbeIndex index;
        index.m_slotCount = slotCount;
        for (quint32 slot = 0; slot < slotCount; ++slot) {
            if (isEmpty(slot))
                index.m_emptySlots.push_back(slot);
            else if (const std::optional<quint64> key = keyOf(slot))
                index.m_rows.push_back({*key, slot});
        }
        std::sort(index.m_rows.begin(), index.m_rows.end(), byKey);
        return index;
    }

    /// The slots holding `key` that a probe starting at `start` reaches before an empty slot (the whole table when
    /// none is empty), nearest first.
    [[nodiscard]] QVarLengthArray<quint32, 4> reachable(quint64 key, quint32 start) const;

private:
    struct Row
    {
        quint64 key = 0;
        quint32 slot = 0;
    };
    static bool byKey(const Row &a, const Row &b) { return a.key < b.key; }
    /// Longest run of non-empty slots, the one that wraps around the end included.
    template<typename IsEmpty>
    [[nodiscard]] static quint32 longestRun(quint32 slotCount, IsEmpty isEmpty)
    {
        quint32 leading = 0;
        while (leading < slotCount && !isEmpty(leading))
            ++leading;
        if (leading == slotCount)
            return slotCount;
        quint32 longest = leading;
        quint32 run = 0;
        for (quint32 slot = leading + 1; slot < slotCount; ++slot) {
            run = isEmpty(slot) ? 0 : run + 1;
            longest = std::max(longest, run);
        }
        return std::max(longest, run + leading); // the trailing run continues into the leading one
    }
    [[nodiscard]] quint32 distance(quint32 start, quint32 slot) const;

    quint32 m_slotCount = 0;
    std::vector<quint32> m_emptySlots; ///< ascending
    std::vector<Row> m_rows; ///< sorted by key
};

} // namespace mwb::formats::mpq
