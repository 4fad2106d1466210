// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/formats/dbc/DbcTable.h"

namespace mwb::formats::dbc {

/// The storage width of a kind in bytes: 1, 2, 4 or 8 (strings, locstrings and the guessed kinds are 4).
[[nodiscard]] int kindSize(ColumnKind kind);
/// Whether a kind reads its bits as a signed number (Int8, Int16, Int32, Int64).
[[nodiscard]] bool isSignedKind(ColumnKind kind);
/// Whether a kind holds a string offset (String, LocString).
[[nodiscard]] bool isTextKind(ColumnKind kind);

/// The longest text writeNumber() writes.
inline constexpr int kMaxNumberText = 24;

/// Writes the text of a number cell (as appendNumber()) at `out`, at most kMaxNumberText bytes; returns its end.
char *writeNumber(char *out, ColumnKind kind, quint64 raw);

/// Appends the text of a number cell to `out`: integers in decimal (signed kinds with their sign), floats as the
/// shortest decimal that reads back to the same 32 bits, `inf`/`-inf`, and a NaN as its bits (`0x7FC00000`), so every
/// value survives a round trip through text.
void appendNumber(QByteArray &out, ColumnKind kind, quint64 raw);
/// appendNumber() as a QString.
[[nodiscard]] QString formatNumber(ColumnKind kind, quint64 raw);

/// Why a text is not a value of its column.
enum class NumberError { None, NotANumber, OutOfRange };

/// The raw bits a text stands for, or why it stands for none.
struct ParsedNumber
{
    quint64 raw = 0;
    NumberError error = NumberError::None;
};

/// Reads the text of a number cell of `kind` into its raw bits. Integers: decimal values that fit the kind's width
/// read either signed or unsigned (tools disagree on the sign of 32-bit flags: WoWDBDefs signs them, AzerothCore's
/// tables do not), or `0x` hex, which gives the bits themselves. Floats: decimal or scientific notation, `inf`, `-inf`,
/// `nan`, or `0x` bits. Spaces around the text are ignored; an empty text is NotANumber.
[[nodiscard]] ParsedNumber parseNumber(ColumnKind kind, QByteArrayView text);
/// An integer of `bytes` width (1, 2, 4 or 8) under the rules of parseNumber().
[[nodiscard]] ParsedNumber parseInteger(QByteArrayView text, int bytes);
/// A 32-bit float under the rules of parseNumber().
[[nodiscard]] ParsedNumber parseFloat(QByteArrayView text);

/// What a column of `kind` accepts, for error messages ("int8: -128 to 255"), translated.
[[nodiscard]] QString acceptedValues(ColumnKind kind);

} // namespace mwb::formats::dbc
