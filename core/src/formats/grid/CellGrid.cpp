// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/formats/grid/CellGrid.h"

#include <algorithm>

namespace mwb::formats::grid {

void CellGrid::resize(int w, int h, bool withExtraPlanes)
{
    width = w;
    height = h;
    const auto n = static_cast<std::size_t>(cellCount());
    flags.assign(n, 0);
    area.assign(withExtraPlanes ? n : 0, 0);
    doorId.assign(withExtraPlanes ? n : 0, 0);
}

qint64 CellGrid::count(quint8 mask) const
{
    return std::count_if(flags.begin(), flags.end(), [mask](quint8 f) { return (f & mask) == mask; });
}

} // namespace mwb::formats::grid
