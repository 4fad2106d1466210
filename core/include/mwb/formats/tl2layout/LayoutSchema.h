// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/formats/tl2layout/BinLayout.h"

#include <QString>

#include <optional>

namespace mwb::formats::tl2layout {

/// Descriptor codes the readers of this project rely on.
inline constexpr quint8 kDescriptorGroup = 1;
inline constexpr quint8 kDescriptorRoomPiece = 11;
inline constexpr quint8 kDescriptorMissile = 15;
inline constexpr quint8 kDescriptorTimeline = 35;
inline constexpr quint8 kDescriptorLogicGroup = 36;
inline constexpr quint8 kDescriptorMenuDefinition = 74;

/// Property codes of a Menu Definition object (the fields UI.RAW indexes).
namespace menu {
inline constexpr quint8 kGameState = 47; ///< string
inline constexpr quint8 kType = 59; ///< string
inline constexpr quint8 kMenuName = 60; ///< string
inline constexpr quint8 kAlwaysVisible = 36; ///< bool (u32)
inline constexpr quint8 kCreateOnLoad = 37; ///< bool (u32)
inline constexpr quint8 kMultiplayerOnly = 68; ///< bool (u32)
inline constexpr quint8 kSingleplayerOnly = 69; ///< bool (u32)
inline constexpr quint8 kDoNotCreate = 79; ///< bool (u32)
inline constexpr quint8 kKeyBinding = 82; ///< string
} // namespace menu

/// Property code of a Missile object's MISSILE NAME (string; what MISSILES.RAW indexes).
inline constexpr quint8 kMissileName = 109;

/// The DESCRIPTOR name of a code ("Menu Definition" for 74), or an empty string for a code not in the table.
/// The table lists the descriptors seen in shipped layouts (public reverse engineering, heiybb/TL2-RE).
[[nodiscard]] QString descriptorName(quint8 code);

/// The code of a DESCRIPTOR name (exact spelling, case-insensitive), or -1.
[[nodiscard]] int descriptorCode(const QString &name);

/// How a known property's value is encoded.
enum class PropertyKind : quint8 {
    String, ///< ShortString
    Bool, ///< u32 0 / 1
    Integer, ///< i32
    Float, ///< f32
    Vector3, ///< 3 × f32
};

/// A property this project knows by name.
struct PropertyInfo
{
    QString name;
    PropertyKind kind = PropertyKind::String;
};

/// The property `code` of objects of `descriptor` when this project knows it (a few descriptors: Menu
/// Definition, Missile, Group, Room Piece, Timeline), else nullopt. Codes mean different things for different
/// descriptors.
[[nodiscard]] std::optional<PropertyInfo> propertyInfo(quint8 descriptor, quint8 code);

/// The value of `property` decoded as `kind`, as text: strings as stored, booleans "true" / "false", numbers in
/// decimal, vectors as "x, y, z". nullopt when the bytes do not have the size of that kind.
[[nodiscard]] std::optional<QString> propertyText(const LayoutProperty &property, PropertyKind kind);

} // namespace mwb::formats::tl2layout
