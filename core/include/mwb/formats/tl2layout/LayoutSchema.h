// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/formats/tl2layout/BinLayout.h"

#include <QString>
#include <QStringList>
#include <QStringView>

#include <array>
#include <optional>
#include <string_view>
#include <unordered_map>
#include <vector>

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
/// Property code of POSITION (a VECTOR3) on every descriptor placed in a level.
inline constexpr quint8 kPositionCode = 42;

/// How a member's value is stored, and how its text is written.
enum class PropertyKind : quint8 {
    String, ///< ShortString (u16 count + UTF-16LE); `<STRING>`
    Translate, ///< stored and written like String; the text is shown to players (translatable)
    Bool, ///< u32 0 / 1; `<BOOL>`
    Integer, ///< i32; `<INTEGER>`
    UnsignedInt, ///< u32; `<UNSIGNED INT>`
    Integer64, ///< i64; `<INTEGER64>`
    Float, ///< f32; `<FLOAT>`
    Vector2, ///< 2 × f32; two `<FLOAT>` lines NAMEX, NAMEY
    Vector3, ///< 3 × f32; three `<FLOAT>` lines NAMEX, NAMEY, NAMEZ
    FloatList, ///< u16 count + f32 items (a curve); `<STRING>` with comma-separated numbers
    UnsignedList, ///< u16 count + u32 items; `<STRING>` with comma-separated numbers
};

/// ShortString kinds (String, Translate).
[[nodiscard]] constexpr bool isStringKind(PropertyKind kind)
{
    return kind == PropertyKind::String || kind == PropertyKind::Translate;
}

/// One member of a descriptor.
struct PropertySchema
{
    QString name; ///< as text layouts spell it ("OFFSET X", "POSITION")
    quint8 code = 0;
    PropertyKind kind = PropertyKind::String;
    bool editorOnly = false; ///< accepted in text, never stored in a BINLAYOUT
};

/// What a `KEY` of a text property line names on one descriptor: a member, or one axis of a vector member.
struct TextKeyTarget
{
    const PropertySchema *member = nullptr;
    int axis = -1; ///< 0 X, 1 Y, 2 Z for a vector component, -1 for a whole member
};

/// A descriptor: its code, names, members (in code order) and the lookup the compiler uses.
struct DescriptorSchema
{
    quint8 code = 0;
    QString name; ///< the canonical DESCRIPTOR text, also the default object NAME
    QStringList aliases; ///< older DESCRIPTOR spellings found in real layouts
    bool ui = false; ///< a UI widget or controller
    std::vector<PropertySchema> properties;
    /// Text key → member; vector members also under NAME + "X" / "Y" / "Z". Keys view `properties`' names.
    std::unordered_map<std::u16string_view, TextKeyTarget> textKeys;
    /// Stored code → member (editor-only members left out); points into `properties`.
    std::array<const PropertySchema *, 256> byCode{};

    /// The member stored under code `stored`, or nullptr (editor-only members are never stored, so never found here).
    [[nodiscard]] const PropertySchema *member(quint8 stored) const;
    /// What a text key names, or nullptr (exact spelling).
    [[nodiscard]] const TextKeyTarget *textKey(QStringView key) const;
};

/// The descriptor stored as `code`, or nullptr. The table (data/tl2-layout-schema.txt, a Qt resource) is loaded
/// once; the returned schema lives as long as the program. Thread-safe.
[[nodiscard]] const DescriptorSchema *descriptorSchema(quint8 code);
/// The descriptor a DESCRIPTOR text names (canonical name or alias, ASCII case-insensitive), or nullptr.
[[nodiscard]] const DescriptorSchema *descriptorSchemaNamed(QStringView name);

/// The DESCRIPTOR name of a code ("Menu Definition" for 74), or an empty string for a code not in the table.
[[nodiscard]] QString descriptorName(quint8 code);

/// The code of a DESCRIPTOR name (exact spelling or alias, case-insensitive), or -1.
[[nodiscard]] int descriptorCode(const QString &name);

/// A property this project knows by name.
struct PropertyInfo
{
    QString name;
    PropertyKind kind = PropertyKind::String;
};

/// The property `code` of objects of `descriptor` when the schema knows it, else nullopt. Codes mean different
/// things for different descriptors.
[[nodiscard]] std::optional<PropertyInfo> propertyInfo(quint8 descriptor, quint8 code);

/// The value of `property` decoded as `kind`, as text: strings as stored, booleans "true" / "false", numbers in
/// decimal, vectors as "x, y, z", lists as "a, b, c". nullopt when the bytes do not have the size of that kind.
[[nodiscard]] std::optional<QString> propertyText(const LayoutProperty &property, PropertyKind kind);

/// The numbers of a Float, Vector2, Vector3 or FloatList value (1, 2, 3 or n floats), or nullopt for another kind
/// or bytes of the wrong size. What a plan view reads a POSITION or an OFFSET X with.
[[nodiscard]] std::optional<std::vector<float>> propertyFloats(const LayoutProperty &property, PropertyKind kind);

/// The first property of `object` whose member is named `name` (exact spelling), or nullptr.
[[nodiscard]] const LayoutProperty *findProperty(const LayoutObject &object, QStringView name);

} // namespace mwb::formats::tl2layout
