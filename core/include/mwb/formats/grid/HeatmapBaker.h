// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/formats/grid/CellGrid.h"
#include "mwb/formats/grid/RegionMap.h"

#include <QCoreApplication>
#include <QFlags>
#include <QString>

#include <optional>
#include <vector>

namespace mwb::formats::grid {

/// Layers a heatmap can draw; they combine (base class, then tints, then doors on top).
enum class HeatmapLayer : quint32 {
    Walkable = 0x01, ///< walkable / blocked by ground / blocked by objects / outside
    Regions = 0x02, ///< walkable cells coloured by connected region, pockets in bright colours (replaces Walkable)
    Areas = 0x04, ///< tint by the area / object-library byte
    Images = 0x08, ///< tint where an image is drawn
    Lights = 0x10, ///< tint where a light value is set
    Doors = 0x20, ///< door cells and suspicious door cells on top
};
Q_DECLARE_FLAGS(HeatmapLayers, HeatmapLayer)
Q_DECLARE_OPERATORS_FOR_FLAGS(HeatmapLayers)

/// The stable, untranslated name of a layer on command lines and in settings ("walkable", "regions", "areas",
/// "images", "lights", "doors").
[[nodiscard]] QLatin1String heatmapLayerKey(HeatmapLayer layer);
/// Layers from a comma-separated list of keys ("walkable,doors"; spaces around keys allowed); nullopt when a key
/// is unknown.
[[nodiscard]] std::optional<HeatmapLayers> parseHeatmapLayers(const QString &keys);

/// One legend row: a translated label and its colour (0xAARRGGBB).
struct LegendEntry
{
    QString label;
    quint32 color = 0;
};

/// Turns a CellGrid into 32-bit pixels (0xFFRRGGBB, the QImage::Format_RGB32 layout), one pixel per cell, in one
/// pass over the rows. Lives in core so the GUI and the CLI share it; neither needs to link the other.
/// Stateless and reentrant.
class HeatmapBaker
{
    Q_DECLARE_TR_FUNCTIONS(mwb::formats::grid::HeatmapBaker)
public:
    /// The layers a view shows by default.
    static constexpr HeatmapLayers defaultLayers() { return HeatmapLayer::Walkable | HeatmapLayer::Doors; }

    /// Writes grid.height rows of grid.width pixels to `pixels`; row y starts at `pixels + y * strideWords`.
    /// `regions` may be null when the Regions layer is off.
    static void bake(const CellGrid &grid, const RegionMap *regions, HeatmapLayers layers, quint32 *pixels,
        qint64 strideWords);

    /// Convenience: a tightly packed buffer (stride = width).
    [[nodiscard]] static std::vector<quint32> bake(const CellGrid &grid, const RegionMap *regions, HeatmapLayers layers);

    /// The legend rows for `layers`, in drawing order.
    [[nodiscard]] static std::vector<LegendEntry> legend(HeatmapLayers layers);
};

} // namespace mwb::formats::grid
