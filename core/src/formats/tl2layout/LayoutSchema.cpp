// SPDX-License-Identifier: GPL-3.0-or-later
// Descriptor codes as the shipped BINLAYOUTs use them: facts learned by public reverse engineering
// (heiybb/TL2-RE, data/binlayout_schema.json), restated here as a plain table.
#include "mwb/formats/tl2layout/LayoutSchema.h"

#include <QtEndian>

#include <cstring>

namespace mwb::formats::tl2layout {

namespace {

struct Descriptor
{
    quint8 code;
    const char *name;
};

constexpr Descriptor kDescriptors[] = {
    {1, "Group"},
    {2, "Monster"},
    {4, "Unit Trigger"},
    {5, "Unit Spawner"},
    {6, "Layout Link"},
    {7, "Layout Link Particle"},
    {8, "Layout Link Timeline"},
    {10, "Generic Model"},
    {kDescriptorRoomPiece, "Room Piece"},
    {12, "Light"},
    {13, "Sound"},
    {14, "Music"},
    {15, "Missile"},
    {16, "Keyboard Input"},
    {17, "Quest Flag Controller"},
    {18, "Particle"},
    {19, "Emitter"},
    {20, "Align"},
    {21, "Line"},
    {22, "Linear Force"},
    {23, "Sine Force"},
    {24, "Vortex"},
    {25, "Gravity Well"},
    {26, "Scale"},
    {27, "Jet"},
    {28, "Geometry Rotator"},
    {29, "Texture Rotate"},
    {30, "Texture Animation"},
    {31, "Color"},
    {33, "Plane Collision"},
    {34, "Sphere Collision"},
    {35, "Timeline"},
    {36, "Logic Group"},
    {37, "Player Sphere Trigger"},
    {38, "Player Box Trigger"},
    {39, "Counter"},
    {40, "Random Choice"},
    {41, "Warper"},
    {42, "Teleport"},
    {43, "Timer"},
    {44, "Output Incrementor"},
    {45, "Camera Shake"},
    {46, "Property Node"},
    {47, "Puzzle Input"},
    {49, "Game State Controller"},
    {50, "Quest Controller"},
    {51, "Skill Controller"},
    {52, "Pathing"},
    {54, "Animation Controller"},
    {56, "Damage Shape"},
    {58, "Money Taker"},
    {60, "Waypoint Activator"},
    {61, "Window"},
    {62, "Image"},
    {63, "Show Text"},
    {64, "Text"},
    {65, "Text Outlined"},
    {66, "Edit Box"},
    {67, "Check Box"},
    {68, "Drop Down Box"},
    {69, "Scrollable Pane"},
    {70, "Slider"},
    {71, "Button"},
    {72, "Draggable Frame"},
    {73, "Drag And Drop Container"},
    {74, "Menu Definition"},
    {75, "Drag And Drop"},
    {76, "Reflow Window"},
    {77, "Image States"},
    {78, "Frame"},
    {79, "List Window"},
    {81, "Tooltip"},
    {84, "Stat"},
    {85, "Progress Bar"},
    {86, "Menu Controller"},
    {87, "Render Viewport"},
    {88, "Toggle Button"},
    {89, "Light Scheme"},
    {90, "Message Box"},
    {92, "Multiline Edit Box Left Bar"},
    {93, "Time Of Day"},
    {94, "Target Validate"},
    {95, "Unit Image"},
    {96, "Item Reference"},
    {98, "Dialog"},
    {99, "Inventory Check"},
    {100, "Random Input Choice"},
    {101, "Logic Gate"},
    {110, "Pet Controller"},
    {111, "Settings Controller"},
    {112, "Affix Applicator"},
    {113, "Automap Controller"},
    {114, "Weapon Swap Controller"},
    {115, "Unit Count Sphere"},
    {116, "Quest Item Controller"},
    {117, "Quest Description Controller"},
    {118, "Quest List Controller"},
    {119, "Regional Area"},
    {121, "Stat Evaluator"},
    {122, "Stats Evaluator"},
    {123, "Stat Operator"},
    {124, "Stats Operator"},
    {125, "Dialog For Event"},
    {126, "Event Description Controller"},
    {127, "Event Item Controller"},
    {128, "Text No Shadow"},
    {129, "Monster Sphere Trigger"},
    {130, "Window Blocker"},
    {131, "UI State Controller"},
    {132, "UI Inventory Controller"},
    {133, "ISA Controller"},
    {134, "Equipment Modifier Controller"},
    {135, "Fishing Controller"},
    {136, "Main Menu Controller"},
    {137, "Unit Theme Check"},
    {138, "Remote Client List Controller"},
    {139, "Mouse Pass Through Window"},
    {140, "Server List Controller"},
    {141, "Server Creation Controller"},
    {142, "Network Filter Controller"},
    {143, "User Authentication Controller"},
    {145, "Server Description"},
    {146, "Key Binding Controller"},
    {147, "Client Connect Controller"},
    {148, "New Game Plus Controller"},
    {149, "Map Controller"},
    {150, "MoviePlayer"},
    {151, "Load Screen"},
    {152, "Dynamic volume Controller"},
    {154, "Shopping List Controller"},
    {155, "Drop Down List"},
    {156, "Splitting Controller"},
    {157, "Trade Controller"},
    {158, "Trade Request Controller"},
    {159, "Resize Frame"},
    {160, "Friend List Controller"},
    {161, "Item Filter Controller"},
    {162, "Pulse Widgets Controller"},
    {164, "Respec Controller"},
    {165, "Layout Link Controller"},
    {168, "Randomizer"},
    {170, "Flock Centering"},
    {173, "Mod Controller"},
    {174, "Mod Dialog Controller"},
};

struct KnownProperty
{
    const char *name;
    quint8 descriptor;
    quint8 code;
    PropertyKind kind;
};

using K = PropertyKind;

constexpr KnownProperty kProperties[] = {
    {"MENU NAME", kDescriptorMenuDefinition, menu::kMenuName, K::String},
    {"TYPE", kDescriptorMenuDefinition, menu::kType, K::String},
    {"GAME STATE", kDescriptorMenuDefinition, menu::kGameState, K::String},
    {"ALWAYS VISIBLE", kDescriptorMenuDefinition, menu::kAlwaysVisible, K::Bool},
    {"CREATE ON LOAD", kDescriptorMenuDefinition, menu::kCreateOnLoad, K::Bool},
    {"MULTIPLAYER ONLY", kDescriptorMenuDefinition, menu::kMultiplayerOnly, K::Bool},
    {"SINGLEPLAYER ONLY", kDescriptorMenuDefinition, menu::kSingleplayerOnly, K::Bool},
    {"DO NOT CREATE", kDescriptorMenuDefinition, menu::kDoNotCreate, K::Bool},
    {"KEY BINDING", kDescriptorMenuDefinition, menu::kKeyBinding, K::String},
    {"LAYOUT TYPE", kDescriptorMenuDefinition, 33, K::String},
    {"PRIORITY", kDescriptorMenuDefinition, 35, K::Integer},
    {"PINNED", kDescriptorMenuDefinition, 64, K::Bool},
    {"MISSILE NAME", kDescriptorMissile, kMissileName, K::String},
    {"POSITION", kDescriptorMissile, 42, K::Vector3},
    {"POSITION", kDescriptorGroup, 42, K::Vector3},
    {"VISIBLE", kDescriptorGroup, 97, K::Bool},
    {"DYNAMIC", kDescriptorGroup, 98, K::Bool},
    {"CHOICE", kDescriptorGroup, 101, K::String},
    {"NO ROOMPIECE COLLISION", kDescriptorGroup, 116, K::Bool},
    {"GAME MODE", kDescriptorGroup, 118, K::String},
    {"VISIBLE", kDescriptorRoomPiece, 38, K::Bool},
    {"FORWARD", kDescriptorRoomPiece, 40, K::Vector3},
    {"RIGHT", kDescriptorRoomPiece, 41, K::Vector3},
    {"POSITION", kDescriptorRoomPiece, 42, K::Vector3},
    {"UP", kDescriptorRoomPiece, 95, K::Vector3},
    {"COLLISION ENABLED", kDescriptorRoomPiece, 97, K::Bool},
    {"GUID", kDescriptorRoomPiece, 100, K::String},
    {"DURATION", kDescriptorTimeline, 97, K::Float},
    {"LOOPS", kDescriptorTimeline, 99, K::Bool},
    {"START ON LOAD", kDescriptorTimeline, 101, K::Bool},
    {"NAME", kDescriptorTimeline, 105, K::String},
};

} // namespace

QString descriptorName(quint8 code)
{
    for (const Descriptor &d : kDescriptors) {
        if (d.code == code)
            return QString::fromLatin1(d.name);
    }
    return {};
}

int descriptorCode(const QString &name)
{
    for (const Descriptor &d : kDescriptors) {
        if (name.compare(QLatin1String(d.name), Qt::CaseInsensitive) == 0)
            return d.code;
    }
    return -1;
}

std::optional<PropertyInfo> propertyInfo(quint8 descriptor, quint8 code)
{
    for (const KnownProperty &p : kProperties) {
        if (p.descriptor == descriptor && p.code == code)
            return PropertyInfo{QString::fromLatin1(p.name), p.kind};
    }
    return std::nullopt;
}

std::optional<QString> propertyText(const LayoutProperty &property, PropertyKind kind)
{
    const QByteArray &v = property.value;
    const auto floatAt = [&v](qsizetype at) {
        const auto bits = qFromLittleEndian<quint32>(v.constData() + at);
        float f = 0;
        std::memcpy(&f, &bits, sizeof f);
        return QString::number(double(f), 'g', 7);
    };
    switch (kind) {
    case PropertyKind::String:
        return property.asString();
    case PropertyKind::Bool:
        if (const auto u = property.asUInt32())
            return *u != 0 ? QStringLiteral("true") : QStringLiteral("false");
        return std::nullopt;
    case PropertyKind::Integer:
        if (const auto u = property.asUInt32())
            return QString::number(static_cast<qint32>(*u));
        return std::nullopt;
    case PropertyKind::Float:
        if (v.size() == 4)
            return floatAt(0);
        return std::nullopt;
    case PropertyKind::Vector3:
        if (v.size() == 12)
            return QStringLiteral("%1, %2, %3").arg(floatAt(0), floatAt(4), floatAt(8));
        return std::nullopt;
    }
    return std::nullopt;
}

} // namespace mwb::formats::tl2layout
