// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/formats/grid/RegionMap.h"

#include <algorithm>
#include <array>

namespace mwb::formats::grid {

namespace {

constexpr std::array<std::array<int, 2>, 8> kNeighbours{
    {{-1, -1}, {0, -1}, {1, -1}, {-1, 0}, {1, 0}, {-1, 1}, {0, 1}, {1, 1}}};

/// Flood fill from `seed` over the cells for which `accept(index)` holds, 8-neighbour; calls `visit(index)` once per
/// reached cell. `mark` must make accept() false for a visited cell.
template<typename Accept, typename Visit>
void floodFill(const CellGrid &grid, qint64 seed, std::vector<qint64> &stack, Accept accept, Visit visit)
{
    stack.clear();
    stack.push_back(seed);
    visit(seed);
    while (!stack.empty()) {
        const qint64 at = stack.back();
        stack.pop_back();
        const int x = static_cast<int>(at % grid.width);
        const int y = static_cast<int>(at / grid.width);
        for (const auto &d : kNeighbours) {
            const int nx = x + d[0];
            const int ny = y + d[1];
            if (!grid.contains(nx, ny))
                continue;
            const qint64 next = grid.index(nx, ny);
            if (accept(next)) {
                visit(next);
                stack.push_back(next);
            }
        }
    }
}

} // namespace

RegionMap RegionMap::compute(const CellGrid &grid)
{
    RegionMap map;
    map.labelRegions(grid);
    map.groupDoors(grid);
    return map;
}

void RegionMap::labelRegions(const CellGrid &grid)
{
    const qint64 n = grid.cellCount();
    m_labels.assign(static_cast<std::size_t>(n), -1);
    std::vector<qint64> stack;
    for (qint64 i = 0; i < n; ++i) {
        if (!(grid.flags[static_cast<std::size_t>(i)] & CellWalkable) || m_labels[static_cast<std::size_t>(i)] >= 0)
            continue;
        const auto region = static_cast<qint32>(m_sizes.size());
        qint64 size = 0;
        floodFill(
            grid, i, stack,
            [&](qint64 c) {
                const auto u = static_cast<std::size_t>(c);
                return (grid.flags[u] & CellWalkable) && m_labels[u] < 0;
            },
            [&](qint64 c) {
                m_labels[static_cast<std::size_t>(c)] = region;
                ++size;
            });
        m_sizes.push_back(size);
    }
    const auto it = std::max_element(m_sizes.begin(), m_sizes.end());
    m_largest = it == m_sizes.end() ? -1 : static_cast<qint32>(it - m_sizes.begin());
}

void RegionMap::groupDoors(const CellGrid &grid)
{
    if (grid.doorId.empty())
        return;
    const qint64 n = grid.cellCount();
    std::vector<bool> seen(static_cast<std::size_t>(n), false);
    std::vector<qint64> stack;
    std::vector<qint32> touched;
    for (qint64 i = 0; i < n; ++i) {
        const auto u = static_cast<std::size_t>(i);
        if (!(grid.flags[u] & CellDoor) || seen[u])
            continue;
        DoorGroup door;
        door.id = grid.doorId[u];
        door.x = static_cast<int>(i % grid.width);
        door.y = static_cast<int>(i / grid.width);
        touched.clear();
        const auto noteRegion = [&](qint64 c) {
            const qint32 region = m_labels[static_cast<std::size_t>(c)];
            if (region >= 0 && std::find(touched.begin(), touched.end(), region) == touched.end())
                touched.push_back(region);
        };
        floodFill(
            grid, i, stack,
            [&](qint64 c) {
                const auto v = static_cast<std::size_t>(c);
                if (!(grid.flags[v] & CellDoor) || grid.doorId[v] != door.id) {
                    noteRegion(c);
                    return false;
                }
                return !seen[v];
            },
            [&](qint64 c) {
                seen[static_cast<std::size_t>(c)] = true;
                noteRegion(c);
                ++door.cells;
            });
        door.regionsTouched = static_cast<int>(touched.size());
        m_doors.push_back(door);
    }
}

qint64 RegionMap::largestSize() const
{
    return m_largest < 0 ? 0 : m_sizes[static_cast<std::size_t>(m_largest)];
}

qint64 RegionMap::pocketCount() const
{
    return m_sizes.empty() ? 0 : qint64(m_sizes.size()) - 1;
}

qint64 RegionMap::pocketCells() const
{
    qint64 total = 0;
    for (const qint64 s : m_sizes)
        total += s;
    return total - largestSize();
}

qint64 RegionMap::doorsLeadingNowhere() const
{
    return std::count_if(m_doors.begin(), m_doors.end(), [](const DoorGroup &d) { return d.leadsNowhere(); });
}

} // namespace mwb::formats::grid
