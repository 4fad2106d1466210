// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/formats/grid/GridContent.h"

#include <QLocale>

namespace mwb::formats::grid {

GridContent::GridContent(
    const content::Kind &kind, QString path, QByteArray bytes, QString formatName, CellGrid grid)
    : Content(kind, std::move(path), std::move(bytes))
    , m_formatName(std::move(formatName))
    , m_grid(std::make_shared<const CellGrid>(std::move(grid)))
    , m_regions(std::make_shared<const RegionMap>(RegionMap::compute(*m_grid)))
    , m_stats(GridStats::compute(*m_grid, *m_regions))
{
    const GridStats &s = m_stats;

    std::vector<Property> rows{
        {tr("Format"), m_formatName, -1, {}},
        {tr("Dimensions"), tr("%1 × %2 (%3 cells)").arg(number(s.width), number(s.height), number(s.cells)), -1, {}},
        {tr("Walkable"), share(s.walkable, s.cells), -1, {}},
        {tr("Blocked"), share(s.blocked, s.cells), -1, {}},
    };
    if (s.outside > 0)
        rows.push_back({tr("Outside"), share(s.outside, s.cells), -1, tr("Cells outside the playable bounds")});
    if (s.unusual > 0)
        rows.push_back({tr("Undefined values"), number(s.unusual), -1, tr("Cells holding a value the format does not define")});
    rows.push_back({tr("Doors"), tr("%1 cells in %2 doors").arg(number(s.doors), number(s.doorGroups)), -1, {}});
    rows.push_back({tr("Suspicious doors"), number(s.suspiciousDoors), -1,
        tr("Door bytes holding junk (0xFF / 0xFF): flagged, never counted as doors")});
    rows.push_back({tr("Doors leading nowhere"), number(s.doorsLeadingNowhere), -1,
        tr("Doors whose cells touch fewer than two walkable regions")});
    rows.push_back({tr("Lights"), number(s.lights), -1, {}});
    rows.push_back({tr("Regions"), number(s.regions), -1, tr("Connected walkable regions (8 neighbours)")});
    rows.push_back({tr("Largest region"), share(s.largestRegion, s.walkable), -1, tr("Share of the walkable cells")});
    rows.push_back({tr("Pockets"), tr("%1 (%2 cells)").arg(number(s.pockets), number(s.pocketCells)), -1,
        tr("Walkable islands that cannot be reached on foot from the largest region")});
    m_info.push_back({tr("Statistics"), std::move(rows)});
    setSummary(tr("%1 · %2 × %3").arg(m_formatName).arg(s.width).arg(s.height));
}

std::vector<Property> GridContent::cellProperties(int x, int y) const
{
    const CellGrid &grid = *m_grid;
    if (!grid.contains(x, y))
        return {};
    const qint64 index = grid.index(x, y);
    const auto at = static_cast<std::size_t>(index);
    const quint8 flags = grid.flags[at];
    QString state = tr("Walkable");
    if (flags & CellOutside)
        state = tr("Outside the playable area");
    else if (flags & CellUnusual)
        state = tr("Undefined value");
    else if (flags & CellFrontBlocked)
        state = tr("Blocked by objects");
    else if (!(flags & CellWalkable))
        state = tr("Blocked");

    const bool door = flags & CellFlag::CellDoor;
    const int doorId = door && !grid.doorId.empty() ? grid.doorId[at] : 0;
    const RegionMap &regions = *m_regions;
    const qint32 region = regions.label(index);
    QString regionText = tr("none (not walkable)");
    if (region >= 0) {
        const qint64 cells = regions.regionSizes()[static_cast<std::size_t>(region)];
        regionText = region == regions.largest() ? tr("#%1 (main area, %2 cells)").arg(region).arg(number(cells))
                                                  : tr("#%1 (isolated pocket, %2 cells)").arg(region).arg(number(cells));
    }
    std::vector<Property> rows{
        {tr("Position"), tr("(%1, %2)").arg(x).arg(y), -1, {}},
        {tr("State"), state, -1, {}},
        {tr("Door"), door ? tr("yes, id %1").arg(doorId) : tr("no"), -1, {}},
        {tr("Suspicious door"), yesNo(flags & CellFlag::CellSuspiciousDoor), -1, {}},
        {tr("Lit"), yesNo(flags & CellFlag::CellLit), -1, {}},
        {tr("Region"), regionText, -1, {}},
    };
    std::vector<Property> own = formatCellRows(x, y);
    rows.insert(rows.end(), std::make_move_iterator(own.begin()), std::make_move_iterator(own.end()));
    return rows;
}

QString GridContent::number(qint64 value)
{
    return QLocale().toString(value);
}

QString GridContent::share(qint64 count, qint64 total)
{
    const double percent = total > 0 ? 100.0 * double(count) / double(total) : 0.0;
    return tr("%1 (%2 %)").arg(number(count), QLocale().toString(percent, 'f', 1));
}

QString GridContent::yesNo(bool value)
{
    return value ? tr("yes") : tr("no");
}

} // namespace mwb::formats::grid
