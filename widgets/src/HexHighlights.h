// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/widgets/HexRange.h"

#include <functional>
#include <vector>

namespace mwb::widgets::detail {

/// The highlighted ranges of a hex view, sorted by offset (stable, so equal offsets keep the caller's order) with
/// a running maximum of their ends, so the ranges touching the visible window are found by binary search even
/// with 100k ranges.
class HexHighlights
{
public:
    void set(std::vector<HexRange> ranges);
    [[nodiscard]] const std::vector<HexRange> &ranges() const { return m_ranges; }

    /// Calls `visit` for every range overlapping [begin, end), in drawing order.
    void forEachOverlapping(qint64 begin, qint64 end, const std::function<void(const HexRange &)> &visit) const;
    /// The shortest range containing `offset` (the innermost field), or null.
    [[nodiscard]] const HexRange *innermostAt(qint64 offset) const;

private:
    std::vector<HexRange> m_ranges;
    std::vector<qint64> m_maxEnd; ///< m_maxEnd[i] = max end of m_ranges[0..i]
};

} // namespace mwb::widgets::detail
