// SPDX-License-Identifier: GPL-3.0-or-later
#include "StandardNames.h"

#include "formats/dbc/DbcLayouts.h"

#include <QByteArray>
#include <QString>

namespace mwb::formats::mpq {

namespace {

constexpr const char *kInternal[] = {"(listfile)", "(attributes)", "(signature)", "(user data)", "(patch_metadata)"};

/// Warcraft III: the map's own files (war3map.*, war3mapSkin.*) and a campaign's (war3campaign.*).
constexpr const char *kWarcraft3[] = {"war3map.w3e", "war3map.w3i", "war3map.wtg", "war3map.wct", "war3map.wts",
    "war3map.j", "scripts\\war3map.j", "war3map.lua", "war3map.shd", "war3mapMap.blp", "war3mapMap.tga",
    "war3mapMap.b00", "war3mapPreview.tga", "war3mapPreview.blp", "war3map.mmp", "war3mapPath.tga", "war3map.wpm",
    "war3map.doo", "war3mapUnits.doo", "war3map.w3r", "war3map.w3c", "war3map.w3s", "war3map.w3u", "war3map.w3t",
    "war3map.w3a", "war3map.w3b", "war3map.w3d", "war3map.w3q", "war3map.w3h", "war3mapMisc.txt", "war3mapSkin.txt",
    "war3mapExtra.txt", "war3map.imp", "war3map.wai", "war3mapSkin.w3u", "war3mapSkin.w3t", "war3mapSkin.w3a",
    "war3mapSkin.w3b", "war3mapSkin.w3d", "war3mapSkin.w3q", "war3mapSkin.w3h", "war3campaign.w3u", "war3campaign.w3t",
    "war3campaign.w3a", "war3campaign.w3b", "war3campaign.w3d", "war3campaign.w3q", "war3campaign.w3h",
    "war3campaign.w3f", "war3campaign.imp", "war3campaign.wts", "war3campaignSkin.txt", "war3campaignMisc.txt",
    "war3campaignExtra.txt"};

/// StarCraft and Brood War scenarios.
constexpr const char *kStarcraft[] = {"staredit\\scenario.chk"};

/// StarCraft II maps and replays.
constexpr const char *kStarcraft2[] = {"DocumentHeader", "DocumentInfo", "DocumentInfo.version", "MapInfo",
    "MapInfo.version", "Minimap.tga", "ComponentList.SC2Components", "Preload.xml", "PreloadAssetDB.txt",
    "MapScript.galaxy", "Objects", "Objects.version", "Regions", "Triggers", "Triggers.version", "GameData.version",
    "GameText.version", "PaintedPathingLayer", "t3CellFlags", "t3FluffDoodad", "t3HardTile", "t3HeightMap",
    "t3SyncCliffLevel", "t3SyncHeightMap", "t3SyncTextureInfo", "t3Terrain.xml", "t3Terrain.version", "t3TextureMasks",
    "t3VertCol", "t3Water", "replay.details", "replay.details.backup", "replay.initData", "replay.initData.backup",
    "replay.attributes.events", "replay.game.events", "replay.message.events", "replay.sync.events",
    "replay.sync.history", "replay.tracker.events", "replay.smartcam.events", "replay.resumable.events",
    "replay.load.info", "replay.server.battlelobby", "replay.gamemetadata.json"};

constexpr const char *kStarcraft2Locales[]
    = {"deDE", "enGB", "enUS", "esES", "esMX", "frFR", "itIT", "koKR", "plPL", "ptBR", "ruRU", "zhCN", "zhTW"};
constexpr const char *kStarcraft2LocalizedFiles[]
    = {"GameStrings.txt", "TriggerStrings.txt", "ObjectStrings.txt", "GameHotkeys.txt"};

template<std::size_t N>
void visitAll(const char *const (&names)[N], const std::function<void(QByteArrayView)> &visit)
{
    for (const char *name : names)
        visit(name);
}

} // namespace

void StandardNames::forEach(const std::function<void(QByteArrayView)> &visit)
{
    visitAll(kInternal, visit);
    visitAll(kWarcraft3, visit);
    visitAll(kStarcraft, visit);
    visitAll(kStarcraft2, visit);
    for (const dbc::KnownTable &table : dbc::knownTables())
        visit(QByteArray(QByteArrayLiteral("DBFilesClient\\") + table.name + ".dbc"));
    for (const char *locale : kStarcraft2Locales) {
        for (const char *file : kStarcraft2LocalizedFiles)
            visit(QByteArray(QByteArray(locale) + ".SC2Data\\LocalizedData\\" + file));
    }
}

} // namespace mwb::formats::mpq
