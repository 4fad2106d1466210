// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/formats/grid/GridContent.h"
#include "mwb/formats/mir2map/MapDetection.h"
#include "mwb/formats/mir2map/MapFile.h"

namespace mwb::formats::mir2map {

/// A Legend of Mir .map as a grid: statistics with the type, title and trailing bytes, the detection explanation,
/// and per-cell rows (images, area, door bytes, light, animation, record offset).
class MapContent final : public grid::GridContent
{
    Q_DECLARE_TR_FUNCTIONS(mwb::formats::mir2map::MapContent)
public:
    MapContent(const content::Kind &kind, QString path, QByteArray bytes, std::shared_ptr<const MapFile> map);

    [[nodiscard]] const MapFile &map() const { return *m_map; }
    /// "Detection": the chosen type, its signature and size formula, and why every other type was rejected.
    [[nodiscard]] static PropertyGroup detectionGroup(const MapDetection &detection);

protected:
    [[nodiscard]] ContentDescription describe() const override;
    /// The record's rows, with the byte offsets of the record and of the door bytes.
    [[nodiscard]] std::vector<Property> formatCellRows(int x, int y) const override;

private:
    std::shared_ptr<const MapFile> m_map;
};

} // namespace mwb::formats::mir2map
