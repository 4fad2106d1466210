// SPDX-License-Identifier: GPL-3.0-or-later
// MISSILES and UI: one record per source LAYOUT, text or compiled (seed 001 §4; the Menu Definition rules and
// GUTS's TYPE / GAME STATE tables from the public reverse engineering, heiybb/TL2-RE, restated).
#include "RawBuilders.h"
#include "SourceDocuments.h"
#include "formats/tl2mod/ManifestPlan.h"

#include <algorithm>
#include <functional>

namespace mwb::formats::tl2raw {

using tl2mod::asciiUpper;

namespace {

/// GUTS's menu TYPE table; index 0 means none / not found.
constexpr const char *kMenuTypes[] = {"", "TEST MENU", "HUD MENU", "CHAT MENU", "PLAYER STATS MENU", "MERCHANT MENU",
    "SKILL MENU", "QUEST DIALOG MENU", "QUEST MENU", "MESSAGE BOX MENU", "MAIN MENU", "SERVER MENU", "CONSOLE MENU",
    "RESURRECTION MENU", "TOWNPORTAL MENU", "HOTBAR CONTEXT MENU", "STANDALONE SERVER MENU", "LOGIN MENU",
    "UPSELL MENU", "CLIENT OPTIONS"};

/// GUTS's GAME STATE table; index 0 means none / not found.
constexpr const char *kGameStates[] = {"", "Testing", "All", "In Game", "Server Only", "Loading", "Main Menu Mod"};

template<std::size_t N>
qint64 tableIndex(const char *const (&table)[N], const std::optional<QString> &value)
{
    if (!value || value->isEmpty())
        return 0;
    for (std::size_t i = 1; i < N; ++i) {
        if (value->compare(QLatin1String(table[i]), Qt::CaseInsensitive) == 0)
            return qint64(i);
    }
    return 0;
}

BuiltRaw buildFromLayouts(const RawSources &sources, RawKind kind, const QString &folder, ScanOrder order,
    const std::function<std::optional<RawRecord>(const QString &path, const std::vector<LayoutObjectInfo> &)> &make)
{
    const QStringList paths = sources.scan(folder, QStringLiteral(".LAYOUT"), order);
    if (paths.isEmpty())
        return std::optional<RawFile>();
    RawFile file = RawFile::empty(kind);
    for (const QString &path : paths) {
        auto objects = loadLayoutObjects(sources, path);
        if (!objects)
            return objects.error();
        if (auto record = make(path, *objects))
            file.tables[0].records.push_back(std::move(*record));
    }
    return std::optional<RawFile>(std::move(file));
}

} // namespace

BuiltRaw buildMissiles(const RawSources &sources)
{
    return buildFromLayouts(sources, RawKind::Missiles, QStringLiteral("MEDIA/MISSILES/"), ScanOrder::Interleaved,
        [](const QString &path, const std::vector<LayoutObjectInfo> &objects) -> std::optional<RawRecord> {
            QStringList names;
            for (const LayoutObjectInfo &object : objects) {
                if (object.isA(u"Missile"))
                    names.append(asciiUpper(object.value(u"MISSILE NAME").value_or(QStringLiteral("NA")).trimmed()));
            }
            RawRecord record;
            record.values = {path, names};
            return record;
        });
}

BuiltRaw buildUi(const RawSources &sources)
{
    return buildFromLayouts(sources, RawKind::Ui, QStringLiteral("MEDIA/UI/"), ScanOrder::FilesFirst,
        [](const QString &path, const std::vector<LayoutObjectInfo> &objects) -> std::optional<RawRecord> {
            const auto menu = std::find_if(objects.cbegin(), objects.cend(), [](const LayoutObjectInfo &object) {
                return object.isA(u"Menu Definition");
            });
            if (menu == objects.cend())
                return std::nullopt;
            const QString name = menu->value(u"MENU NAME").value_or(QString()).trimmed();
            if (name.isEmpty() || isTrue(menu->value(u"DO NOT CREATE")))
                return std::nullopt;
            const bool createOnLoad = isTrue(menu->value(u"ALWAYS VISIBLE")) || isTrue(menu->value(u"CREATE ON LOAD"));
            RawRecord record;
            record.values = {name, path, tableIndex(kMenuTypes, menu->value(u"TYPE")),
                tableIndex(kGameStates, menu->value(u"GAME STATE")), qint64(createOnLoad ? 1 : 0),
                qint64(isTrue(menu->value(u"MULTIPLAYER ONLY")) ? 1 : 0),
                qint64(isTrue(menu->value(u"SINGLEPLAYER ONLY")) ? 1 : 0),
                menu->value(u"KEY BINDING").value_or(QString()).trimmed()};
            return record;
        });
}

} // namespace mwb::formats::tl2raw
