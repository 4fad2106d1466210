// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringView>

#include <optional>

namespace mwb::formats::tl2dat {

/// Property types of a DAT, with the codes a BINDAT stores (specs/tl2.md §2). Values are 4 bytes, except DOUBLE and
/// INTEGER64 (8 bytes). STRING, TRANSLATE and NOTE hold an id into the file's string table (0xFFFFFFFF = empty).
/// NOTE (9) is known from Awkward-im's TL2Lib (written like STRING); GUTS files seen so far never contain it.
enum class DatType : quint32 {
    Integer = 1,
    Float = 2,
    Double = 3,
    UnsignedInt = 4,
    String = 5,
    Bool = 6,
    Integer64 = 7,
    Translate = 8,
    Note = 9,
};

/// The type of a code read from a BINDAT, or nullopt for codes outside 1..9.
[[nodiscard]] std::optional<DatType> datTypeFromCode(quint32 code);

/// The type named in `<TYPE>`, ASCII case-insensitive: INTEGER, FLOAT, DOUBLE, UNSIGNED INT (alias UNSIGNED
/// INTEGER), STRING, BOOL, INTEGER64 (alias INT64), TRANSLATE, NOTE. nullopt for anything else.
[[nodiscard]] std::optional<DatType> datTypeFromName(QStringView name);

/// The canonical `<TYPE>` spelling, as GUTS writes it ("UNSIGNED INT", "INTEGER64").
[[nodiscard]] QString datTypeName(DatType type);

/// 8 for DOUBLE and INTEGER64, else 4.
[[nodiscard]] constexpr int datValueSize(DatType type)
{
    return type == DatType::Double || type == DatType::Integer64 ? 8 : 4;
}

/// STRING, TRANSLATE and NOTE: the value is a string-table id.
[[nodiscard]] constexpr bool isStringType(DatType type)
{
    return type == DatType::String || type == DatType::Translate || type == DatType::Note;
}

/// String-table id that stands for the empty string; never stored in the table.
inline constexpr quint32 kEmptyStringId = 0xFFFFFFFFu;

} // namespace mwb::formats::tl2dat
