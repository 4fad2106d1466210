// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/core/content/Content.h"
#include "mwb/core/content/Properties.h"
#include "mwb/formats/grid/CellGrid.h"
#include "mwb/formats/grid/GridStats.h"
#include "mwb/formats/grid/RegionMap.h"

#include <QCoreApplication>

#include <memory>
#include <vector>

namespace mwb::formats::grid {

/// A walkability grid (a Legend of Mir map, a Torchlight 2 .MPP) ready for the heatmap and its property panel: the
/// grid, its regions and statistics (computed where it was parsed), the format's own explanation (statistics,
/// detection) and the rows of one cell. Subclasses are the formats: they add their rows and the structure.
class GridContent : public content::Content
{
    Q_DECLARE_TR_FUNCTIONS(mwb::formats::grid::GridContent)
public:
    /// Labels the regions of `grid`, counts it and starts the "Statistics" group with the rows every format
    /// shares (the format appends its own rows and groups).
    GridContent(const content::Kind &kind, QString path, QByteArray bytes, QString formatName, CellGrid grid);

    /// Translated, e.g. "Legend of Mir map, type 0".
    [[nodiscard]] const QString &formatName() const { return m_formatName; }
    [[nodiscard]] const std::shared_ptr<const CellGrid> &grid() const { return m_grid; }
    [[nodiscard]] const std::shared_ptr<const RegionMap> &regions() const { return m_regions; }
    [[nodiscard]] const GridStats &stats() const { return m_stats; }
    /// "Statistics" first, then the format's groups such as "Detection".
    [[nodiscard]] const std::vector<PropertyGroup> &info() const { return m_info; }
    /// Every row of cell (x, y): position, state, door, region (shared), then the format's rows.
    [[nodiscard]] std::vector<Property> cellProperties(int x, int y) const;

    /// Number formatting shared by the formats ("1 234").
    [[nodiscard]] static QString number(qint64 value);
    /// "count (percent %)".
    [[nodiscard]] static QString share(qint64 count, qint64 total);
    /// A translated "yes" or "no".
    [[nodiscard]] static QString yesNo(bool value);

protected:
    /// The rows only this format has for cell (x, y) (raw bytes with their offsets…).
    [[nodiscard]] virtual std::vector<Property> formatCellRows(int x, int y) const = 0;
    [[nodiscard]] std::vector<Property> &statistics() { return m_info.front().rows; }
    void addInfo(PropertyGroup group) { m_info.push_back(std::move(group)); }

private:
    QString m_formatName;
    std::shared_ptr<const CellGrid> m_grid;
    std::shared_ptr<const RegionMap> m_regions;
    GridStats m_stats;
    std::vector<PropertyGroup> m_info;
};

} // namespace mwb::formats::grid
