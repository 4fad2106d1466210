// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/formats/tl2layout/LayoutSchema.h"

#include <QByteArray>
#include <QString>
#include <QStringView>

#include <optional>

namespace mwb::formats::tl2layout::detail {

/// Text ⇄ stored bytes of one layout value, shared by the compiler and the decompiler.
///
/// Numbers parse as tl2dat::parseDatValue() does (decimal, "true" / "false", "nan", "inf", "0x" bit patterns,
/// surrounding spaces ignored, an empty value is 0). Floats print as GUTS prints them: printf's %g, 6
/// significant digits and an exponent of at least 3 digits ("-1.19209e-007"); where those 6 digits do not read
/// back to the same bits (a value GUTS did not write), 7 to 9 digits, the first that does; NaNs as "nan" or their
/// bit pattern.

/// The largest count a u16 list or ShortString holds.
inline constexpr qsizetype kMaxShortCount = 0xFFFF;

/// Appends the f32 with bit pattern `bits` in GUTS's style.
void appendFloat(QString &out, quint32 bits);
/// The f32 bit pattern of a number text, or nullopt.
[[nodiscard]] std::optional<quint32> parseFloatBits(QStringView text);
/// A 32-bit integer (-2147483648..4294967295, as its two's-complement pattern), or nullopt.
[[nodiscard]] std::optional<quint32> parseUInt32(QStringView text);
/// A 64-bit integer, or nullopt.
[[nodiscard]] std::optional<qint64> parseInt64(QStringView text);
/// "true" / "false" (any case) or a 32-bit number, or nullopt.
[[nodiscard]] std::optional<quint32> parseBool(QStringView text);

/// Appends a ShortString: u16 count + UTF-16LE code units (lone surrogates as they are).
void appendShortString(QByteArray &out, QStringView text);

/// The bytes stored for the text `value` of a member of `kind`, or nullopt for a value that does not parse.
/// `listForm`: the value is a comma-separated list stored as u16 count + u32 items (FloatList and UnsignedList
/// always; a Float, Integer, UnsignedInt or Bool member written with a `<STRING>` type); empty items are skipped.
/// Not for vectors (their components arrive one line at a time) nor strings longer than kMaxShortCount (the caller
/// reports those).
[[nodiscard]] std::optional<QByteArray> encodeValue(PropertyKind kind, bool listForm, QStringView value);

/// Whether a member of `kind` with a `<TYPE>` of `typeName` is stored as a list (see encodeValue()).
[[nodiscard]] bool isListForm(PropertyKind kind, QStringView typeName);

/// Appends the text of stored bytes `value` of a member of `kind`: the inverse of encodeValue(). `typeName` gets the
/// `<TYPE>` to write. False when the bytes cannot be a value of that kind (wrong size, a list count that does not
/// fill them, a ShortString that does not). Not for vectors.
[[nodiscard]] bool appendValueText(QString &out, QString &typeName, PropertyKind kind, const QByteArray &value);

/// The `<TYPE>` GUTS writes for a member of `kind` (vector components: FLOAT; lists: STRING).
[[nodiscard]] QLatin1String typeNameFor(PropertyKind kind);

/// A timeline point's INTERPOLATION: the index stored for a name (compared without case; heiybb/TL2-RE's table of
/// the editor's names: Linear 0 … Use Timeline Default 7), and the name of an index (empty past 7).
[[nodiscard]] std::optional<quint8> interpolationIndex(QStringView name);
[[nodiscard]] QLatin1String interpolationName(quint8 index);

} // namespace mwb::formats::tl2layout::detail
