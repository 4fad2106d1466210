// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/formats/grid/HeatmapBaker.h"

#include <array>

namespace mwb::formats::grid {

namespace {

constexpr quint32 kWalkable = 0xFF8BC34AU;
constexpr quint32 kBlockedGround = 0xFF3C3F41U;
constexpr quint32 kBlockedFront = 0xFF6D6F73U;
constexpr quint32 kOutside = 0xFF101014U;
constexpr quint32 kUnusual = 0xFFFF00FFU;
constexpr quint32 kNeutral = 0xFF202124U;
constexpr quint32 kLargestRegion = 0xFF4E8F52U;
constexpr quint32 kDoor = 0xFFE53935U;
constexpr quint32 kSuspiciousDoor = 0xFFFFEB3BU;
constexpr quint32 kLight = 0xFFFFC107U;
constexpr quint32 kImage = 0xFF42A5F5U;

/// Bright, mutually distinct colours for pockets and areas (none of them red, the door colour).
constexpr std::array<quint32, 8> kPalette{0xFFFF9800U, 0xFF00BCD4U, 0xFFE040FBU, 0xFFFFFF00U, 0xFF2979FFU,
    0xFF76FF03U, 0xFFFF80ABU, 0xFF1DE9B6U};

/// Mixes `tint` into `base` with weight alpha/256, per channel.
constexpr quint32 blend(quint32 base, quint32 tint, quint32 alpha)
{
    quint32 out = 0xFF000000U;
    for (const int shift : {0, 8, 16}) {
        const quint32 b = (base >> shift) & 0xFFU;
        const quint32 t = (tint >> shift) & 0xFFU;
        out |= (((b * (256U - alpha) + t * alpha) >> 8) & 0xFFU) << shift;
    }
    return out;
}

quint32 baseColour(quint8 f)
{
    if (f & CellUnusual)
        return kUnusual;
    if (f & CellOutside)
        return kOutside;
    if (f & CellWalkable)
        return kWalkable;
    return (f & CellFrontBlocked) ? kBlockedFront : kBlockedGround;
}

quint32 regionColour(quint8 f, qint32 region, qint32 largest)
{
    if (region < 0)
        return (f & CellWalkable) ? kWalkable : baseColour(f);
    if (region == largest)
        return kLargestRegion;
    return kPalette[static_cast<std::size_t>(region) % kPalette.size()];
}

} // namespace

void HeatmapBaker::bake(const CellGrid &grid, const RegionMap *regions, HeatmapLayers layers, quint32 *pixels,
    qint64 strideWords)
{
    const bool byRegion = layers.testFlag(HeatmapLayer::Regions) && regions != nullptr;
    const bool walk = layers.testFlag(HeatmapLayer::Walkable);
    const bool areas = layers.testFlag(HeatmapLayer::Areas) && !grid.area.empty();
    const bool images = layers.testFlag(HeatmapLayer::Images);
    const bool lights = layers.testFlag(HeatmapLayer::Lights);
    const bool doors = layers.testFlag(HeatmapLayer::Doors);
    const qint32 largest = byRegion ? regions->largest() : -1;
    for (int y = 0; y < grid.height; ++y) {
        quint32 *row = pixels + qint64(y) * strideWords;
        const qint64 first = grid.index(0, y);
        for (int x = 0; x < grid.width; ++x) {
            const auto i = static_cast<std::size_t>(first + x);
            const quint8 f = grid.flags[i];
            quint32 c = byRegion ? regionColour(f, regions->label(qint64(i)), largest)
                                 : (walk ? baseColour(f) : kNeutral);
            if (areas && grid.area[i] != 0)
                c = blend(c, kPalette[grid.area[i] % kPalette.size()], 96);
            if (images && (f & CellHasImage))
                c = blend(c, kImage, 90);
            if (lights && (f & CellLit))
                c = blend(c, kLight, 160);
            if (doors && (f & CellDoor))
                c = kDoor;
            else if (doors && (f & CellSuspiciousDoor))
                c = kSuspiciousDoor;
            row[x] = c;
        }
    }
}

std::vector<quint32> HeatmapBaker::bake(const CellGrid &grid, const RegionMap *regions, HeatmapLayers layers)
{
    std::vector<quint32> pixels(static_cast<std::size_t>(grid.cellCount()));
    bake(grid, regions, layers, pixels.data(), grid.width);
    return pixels;
}

std::vector<LegendEntry> HeatmapBaker::legend(HeatmapLayers layers)
{
    std::vector<LegendEntry> rows;
    if (layers.testFlag(HeatmapLayer::Regions)) {
        rows.push_back({tr("Largest walkable region"), kLargestRegion});
        rows.push_back({tr("Isolated pocket (one colour per region)"), kPalette[1]});
    } else if (layers.testFlag(HeatmapLayer::Walkable)) {
        rows.push_back({tr("Walkable"), kWalkable});
    }
    if (layers.testFlag(HeatmapLayer::Regions) || layers.testFlag(HeatmapLayer::Walkable)) {
        rows.push_back({tr("Blocked (ground)"), kBlockedGround});
        rows.push_back({tr("Blocked (object)"), kBlockedFront});
        rows.push_back({tr("Outside the level"), kOutside});
        rows.push_back({tr("Undefined value"), kUnusual});
    }
    if (layers.testFlag(HeatmapLayer::Areas))
        rows.push_back({tr("Area / object library (tint)"), kPalette[0]});
    if (layers.testFlag(HeatmapLayer::Images))
        rows.push_back({tr("Image present (tint)"), kImage});
    if (layers.testFlag(HeatmapLayer::Lights))
        rows.push_back({tr("Light (tint)"), kLight});
    if (layers.testFlag(HeatmapLayer::Doors)) {
        rows.push_back({tr("Door (closed by default)"), kDoor});
        rows.push_back({tr("Suspicious door bytes (0xFF)"), kSuspiciousDoor});
    }
    return rows;
}

namespace {
constexpr std::pair<HeatmapLayer, const char *> kLayerKeys[] = {{HeatmapLayer::Walkable, "walkable"},
    {HeatmapLayer::Regions, "regions"}, {HeatmapLayer::Areas, "areas"}, {HeatmapLayer::Images, "images"},
    {HeatmapLayer::Lights, "lights"}, {HeatmapLayer::Doors, "doors"}};
} // namespace

QLatin1String heatmapLayerKey(HeatmapLayer layer)
{
    for (const auto &[known, key] : kLayerKeys) {
        if (known == layer)
            return QLatin1String(key);
    }
    return {};
}

std::optional<HeatmapLayers> parseHeatmapLayers(const QString &keys)
{
    HeatmapLayers layers;
    for (const QString &part : keys.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        const QString key = part.trimmed();
        const auto *it = std::find_if(std::begin(kLayerKeys), std::end(kLayerKeys),
            [&key](const auto &entry) { return key == QLatin1String(entry.second); });
        if (it == std::end(kLayerKeys))
            return std::nullopt;
        layers |= it->first;
    }
    return layers;
}

} // namespace mwb::formats::grid
