// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/formats/tl2dat/DatTypes.h"

#include <QString>
#include <QStringView>

#include <optional>

namespace mwb::formats::tl2dat {

/// Text ⇄ raw value of the non-string types (the raw value is what a BINDAT stores, zero-extended to 64 bits).
///
/// Parsing (compile) trims ASCII spaces and tabs around the text; an empty value is 0. Accepted forms:
/// - INTEGER: decimal -2147483648..4294967295 (values above 2147483647 keep their 32-bit pattern);
/// - UNSIGNED INT: decimal -2147483648..4294967295 (negative values as two's complement);
/// - INTEGER64: decimal -9223372036854775808..18446744073709551615;
/// - BOOL: `true` / `false` (any case) or a decimal 0..4294967295 (GUTS files use both `true` and `1`);
/// - FLOAT / DOUBLE: a decimal number ("1", "0.008", "-2.5e-3", a leading '+' allowed), `nan`, `inf`, `-inf`, or
///   the exact bit pattern as "0x" + 8 (FLOAT) or 16 (DOUBLE) hex digits. Out-of-range numbers are refused.
/// Anything else is refused (nullopt), so a typo never silently becomes 0.
///
/// Formatting (decompile) writes the canonical form that parses back to the same bits: INTEGER and INTEGER64
/// signed, UNSIGNED INT unsigned, BOOL `true` (1) / `false` (0) / the number for other raw values, FLOAT and
/// DOUBLE as the shortest decimal that round-trips in fixed notation ("1", "0.008", "3515.67", "-0"; scientific
/// such as "1e-40" only where fixed notation would exceed 32 characters), `nan` / `inf` / `-inf` for the
/// canonical non-finite values and "0x…" bit patterns for other NaNs.
[[nodiscard]] std::optional<quint64> parseDatValue(DatType type, QStringView text);
[[nodiscard]] QString formatDatValue(DatType type, quint64 raw);

} // namespace mwb::formats::tl2dat
