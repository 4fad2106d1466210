// SPDX-License-Identifier: GPL-3.0-or-later
#include "HexHighlights.h"

#include <algorithm>

namespace mwb::widgets::detail {

void HexHighlights::set(std::vector<HexRange> ranges)
{
    std::erase_if(ranges, [](const HexRange &range) {
        return range.length <= 0 || range.offset < 0;
    });
    std::stable_sort(ranges.begin(), ranges.end(), [](const HexRange &a, const HexRange &b) {
        return a.offset < b.offset;
    });
    m_ranges = std::move(ranges);
    m_maxEnd.resize(m_ranges.size());
    qint64 maxEnd = 0;
    for (std::size_t i = 0; i < m_ranges.size(); ++i) {
        maxEnd = std::max(maxEnd, m_ranges[i].end());
        m_maxEnd[i] = maxEnd;
    }
}

void HexHighlights::forEachOverlapping(
    qint64 begin, qint64 end, const std::function<void(const HexRange &)> &visit) const
{
    const auto first = std::upper_bound(m_maxEnd.begin(), m_maxEnd.end(), begin);
    for (auto i = static_cast<std::size_t>(first - m_maxEnd.begin()); i < m_ranges.size(); ++i) {
        const HexRange &range = m_ranges[i];
        if (range.offset >= end)
            break;
        if (range.end() > begin)
            visit(range);
    }
}

const HexRange *HexHighlights::innermostAt(qint64 offset) const
{
    const HexRange *best = nullptr;
    forEachOverlapping(offset, offset + 1, [&best](const HexRange &range) {
        if (!best || range.length <= best->length)
            best = &range;
    });
    return best;
}

} // namespace mwb::widgets::detail
