// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/formats/mir2map/MapLayout.h"

#include <QCoreApplication>

namespace mwb::formats::mir2map {

namespace {

using Sig = std::array<std::pair<int, quint8>, 4>;

// Facts from specs/mir2.md §2.1 (signatures) and the §2.2 summary table (sizes, offsets).
const std::array<MapLayout, 9> kLayouts{{
    {MapType::Crystal, 8, 26, 4, 6, -1, 14, 2, Sig{{{2, 0x43}, {3, 0x23}}}},
    {MapType::WemadeMir3, 28, 14, 22, 24, -1, 9, 1, Sig{{{0, 0x00}}}},
    {MapType::ShandaMir3, 40, 20, 16, 18, -1, 14, 3, Sig{{{0, 0x0F}, {5, 0x53}, {14, 0x33}}}},
    {MapType::AntiHack, 64, 12, 31, 35, 33, 6, 4, Sig{{{0, 0x15}, {4, 0x32}, {6, 0x41}, {19, 0x31}}}},
    {MapType::Map2010, 54, 15, 21, 25, 23, 8, 4, Sig{{{0, 0x10}, {2, 0x61}, {7, 0x31}, {14, 0x31}}}},
    {MapType::WemadeNew, 52, 14, 0, 2, -1, 6, 2, Sig{{{18, 0x0D}, {19, 0x0A}}}},
    {MapType::Shanda2012, 52, 36, 0, 2, -1, 6, 2, Sig{{{18, 0x0D}, {19, 0x0A}}}},
    {MapType::Heroes, 54, 15, 21, 25, -1, 8, 4, Sig{{{0, 0x0D}, {1, 0x4C}, {7, 0x20}, {11, 0x6D}}}},
    {MapType::Wemade, 52, 12, 0, 2, -1, 6, 0, Sig{}},
}};

} // namespace

const MapLayout &MapLayout::of(MapType type)
{
    for (const MapLayout &layout : kLayouts) {
        if (layout.type == type)
            return layout;
    }
    return kLayouts.back();
}

const std::array<MapType, 9> &MapLayout::detectionOrder()
{
    static const std::array<MapType, 9> order{MapType::Crystal, MapType::WemadeMir3, MapType::ShandaMir3,
        MapType::AntiHack, MapType::Map2010, MapType::WemadeNew, MapType::Shanda2012, MapType::Heroes, MapType::Wemade};
    return order;
}

QString MapLayout::key(MapType type)
{
    switch (type) {
    case MapType::Wemade:
        return QStringLiteral("wemade");
    case MapType::Map2010:
        return QStringLiteral("map2010-xor");
    case MapType::WemadeNew:
        return QStringLiteral("wemade-new");
    case MapType::Shanda2012:
        return QStringLiteral("shanda2012");
    case MapType::AntiHack:
        return QStringLiteral("antihack-xor");
    case MapType::WemadeMir3:
        return QStringLiteral("wemade-mir3");
    case MapType::ShandaMir3:
        return QStringLiteral("shanda-mir3");
    case MapType::Heroes:
        return QStringLiteral("heroes");
    case MapType::Crystal:
        return QStringLiteral("crystal");
    }
    return QStringLiteral("unknown");
}

QString MapLayout::describe(MapType type)
{
    const char *ctx = "mwb::formats::mir2map::MapLayout";
    switch (type) {
    case MapType::Wemade:
        return QCoreApplication::translate(ctx, "Wemade Mir2 (12-byte cells)");
    case MapType::Map2010:
        return QCoreApplication::translate(ctx, "Map 2010 Ver 1.0 (15-byte XOR cells)");
    case MapType::WemadeNew:
        return QCoreApplication::translate(ctx, "Wemade Mir2 new (14-byte cells)");
    case MapType::Shanda2012:
        return QCoreApplication::translate(ctx, "Shanda 2012 (36-byte cells)");
    case MapType::AntiHack:
        return QCoreApplication::translate(ctx, "Mir2 AntiHack (12-byte XOR cells)");
    case MapType::WemadeMir3:
        return QCoreApplication::translate(ctx, "Wemade Mir3 (tile block, 14-byte cells)");
    case MapType::ShandaMir3:
        return QCoreApplication::translate(ctx, "Shanda Mir3 (20-byte cells)");
    case MapType::Heroes:
        return QCoreApplication::translate(ctx, "3/4 Heroes (15-byte cells)");
    case MapType::Crystal:
        return QCoreApplication::translate(ctx, "Crystal C# map (26-byte cells)");
    }
    return QCoreApplication::translate(ctx, "Unknown");
}

} // namespace mwb::formats::mir2map
