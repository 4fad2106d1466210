// SPDX-License-Identifier: GPL-3.0-or-later
// The seven RAW layouts: specs/tl2.md §6 (UNITDATA, UI and ROOMPIECES checked on real files) and seed 001 §4.
#include "mwb/formats/tl2raw/RawLayout.h"

#include <QFileInfo>

#include <array>

namespace mwb::formats::tl2raw {

namespace {

using T = RawFieldType;

constexpr RawFieldSpec kUnitFields[] = {
    {"UNIT_GUID", T::Int64},
    {"NAME", T::String},
    {"FILE", T::String},
    {"FLAGS", T::UInt8}, // bit 0: created as equipment, bit 1: part of a set
    {"LEVEL", T::Int32},
    {"MINLEVEL", T::Int32},
    {"MAXLEVEL", T::Int32},
    {"RARITY", T::Int32},
    {"RARITY_HARDCORE", T::Int32},
    {"UNITTYPE", T::String},
};
constexpr RawTableSpec kUnitTables[] = {
    {"ITEMS", RawCountType::UInt32, kUnitFields},
    {"MONSTERS", RawCountType::UInt32, kUnitFields},
    {"PLAYERS", RawCountType::UInt32, kUnitFields},
    {"PROPS", RawCountType::UInt32, kUnitFields},
};

constexpr RawFieldSpec kSkillFields[] = {
    {"NAME", T::String},
    {"FILE", T::String},
    {"UNIQUE_GUID", T::Int64},
};
constexpr RawTableSpec kSkillTables[] = {{"SKILLS", RawCountType::UInt32, kSkillFields}};

constexpr RawFieldSpec kAffixFields[] = {
    {"FILE", T::String},
    {"NAME", T::String},
    {"MIN_SPAWN_RANGE", T::UInt32},
    {"MAX_SPAWN_RANGE", T::UInt32},
    {"WEIGHT", T::UInt32},
    {"DIFFICULTIES_ALLOWED", T::Int32}, // -1: every difficulty
    {"UNITTYPES", T::StringList},
    {"NOT_UNITTYPES", T::StringList},
};
constexpr RawTableSpec kAffixTables[] = {{"AFFIXES", RawCountType::UInt16, kAffixFields}};

constexpr RawFieldSpec kMissileFields[] = {
    {"FILE", T::String},
    {"MISSILE NAMES", T::StringList},
};
constexpr RawTableSpec kMissileTables[] = {{"MISSILES", RawCountType::UInt16, kMissileFields}};

constexpr RawFieldSpec kTriggerableFields[] = {
    {"FILE", T::String},
    {"NAME", T::String},
};
constexpr RawTableSpec kTriggerableTables[] = {{"TRIGGERABLES", RawCountType::UInt16, kTriggerableFields}};

constexpr RawFieldSpec kUiFields[] = {
    {"MENU NAME", T::String},
    {"FILE", T::String},
    {"TYPE", T::UInt32},
    {"GAME STATE", T::UInt32},
    {"CREATE ON LOAD", T::UInt8}, // ALWAYS VISIBLE or CREATE ON LOAD
    {"MULTIPLAYER ONLY", T::UInt8},
    {"SINGLEPLAYER ONLY", T::UInt8},
    {"KEY BINDING", T::String},
};
constexpr RawTableSpec kUiTables[] = {{"MENUS", RawCountType::UInt32, kUiFields}};

constexpr RawFieldSpec kRoomPieceFileFields[] = {{"FILE", T::String}};
constexpr RawFieldSpec kRoomPieceGuidFields[] = {{"GUIDS", T::Int64List}};
constexpr RawTableSpec kRoomPieceTables[] = {
    {"FILES", RawCountType::UInt32, kRoomPieceFileFields},
    {"PIECES", RawCountType::SameAsPrevious, kRoomPieceGuidFields},
};

constexpr RawLayout kLayouts[] = {
    {RawKind::UnitData, "UNITDATA.RAW", kUnitTables},
    {RawKind::Skills, "SKILLS.RAW", kSkillTables},
    {RawKind::Affixes, "AFFIXES.RAW", kAffixTables},
    {RawKind::Missiles, "MISSILES.RAW", kMissileTables},
    {RawKind::Triggerables, "TRIGGERABLES.RAW", kTriggerableTables},
    {RawKind::Ui, "UI.RAW", kUiTables},
    {RawKind::RoomPieces, "ROOMPIECES.RAW", kRoomPieceTables},
};

constexpr std::array<RawKind, 7> kKinds = {RawKind::UnitData, RawKind::Skills, RawKind::Affixes, RawKind::Missiles,
    RawKind::Triggerables, RawKind::Ui, RawKind::RoomPieces};

qint64 minimumFieldSize(RawFieldType type)
{
    switch (type) {
    case T::Int64:
        return 8;
    case T::Int32:
    case T::UInt32:
    case T::Int64List:
        return 4;
    case T::String:
        return 2;
    case T::UInt8:
    case T::StringList:
        return 1;
    }
    return 1;
}

} // namespace

const RawLayout &rawLayout(RawKind kind)
{
    for (const RawLayout &layout : kLayouts) {
        if (layout.kind == kind)
            return layout;
    }
    return kLayouts[0];
}

std::span<const RawKind> allRawKinds()
{
    return kKinds;
}

QString rawFileName(RawKind kind)
{
    return QString::fromLatin1(rawLayout(kind).fileName);
}

std::optional<RawKind> rawKindFromPath(const QString &path)
{
    const QString name = QFileInfo(QString(path).replace(QLatin1Char('\\'), QLatin1Char('/'))).fileName();
    for (const RawLayout &layout : kLayouts) {
        if (name.compare(QLatin1String(layout.fileName), Qt::CaseInsensitive) == 0)
            return layout.kind;
    }
    return std::nullopt;
}

qint64 minimumRecordSize(std::span<const RawFieldSpec> fields)
{
    qint64 size = 0;
    for (const RawFieldSpec &field : fields)
        size += minimumFieldSize(field.type);
    return size;
}

} // namespace mwb::formats::tl2raw
