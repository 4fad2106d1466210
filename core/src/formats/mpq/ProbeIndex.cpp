// SPDX-License-Identifier: GPL-3.0-or-later
#include "ProbeIndex.h"

namespace mwb::formats::mpq {

quint32 ProbeIndex::distance(quint32 start, quint32 slot) const
{
    return slot >= start ? slot - start : slot + (m_slotCount - start);
}

QVarLengthArray<quint32, 4> ProbeIndex::reachable(quint64 key, quint32 start) const
{
    QVarLengthArray<quint32, 4> found;
    quint32 reach = m_slotCount;
    if (!m_emptySlots.empty()) {
        const auto next = std::lower_bound(m_emptySlots.cbegin(), m_emptySlots.cend(), start);
        reach = distance(start, next != m_emptySlots.cend() ? *next : m_emptySlots.front());
    }
    const auto [first, last] = std::equal_range(m_rows.cbegin(), m_rows.cend(), Row{key, 0}, byKey);
    for (auto row = first; row != last; ++row) {
        if (distance(start, row->slot) < reach)
            found.push_back(row->slot);
    }
    std::sort(found.begin(), found.end(),
        [this, start](quint32 a, quint32 b) { return distance(start, a) < distance(start, b); });
    return found;
}

} // namespace mwb::formats::mpq
