// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QString>
#include <QStringView>

#include <optional>

namespace mwb::widgets {

/// Text forms of bytes for the clipboard and the find box, and the parsers for what users type. Pure functions,
/// any thread. The formats are machine text and never translated.
namespace hexformat {

/// Upper-case hex pairs separated by single spaces: {0x00, 0x01, 0xFF} -> "00 01 FF". Empty for no bytes.
[[nodiscard]] QString toHex(QByteArrayView bytes);

/// A C/C++ initializer: "{ 0x00, 0x01, 0xFF }" on one line for up to 16 bytes; longer arrays put 16 values per
/// line, indented by 4 spaces, between "{" and "}" lines, with a comma after every value but the last
/// ("{\n    0x00, …, 0x0F,\n    0x10\n}"). "{ }" for no bytes.
[[nodiscard]] QString toCArray(QByteArrayView bytes);

/// Standard base64 with padding (RFC 4648), no line breaks.
[[nodiscard]] QString toBase64(QByteArrayView bytes);

/// Bytes typed as hex: pairs of hex digits, optionally separated by spaces, commas, tabs or "0x" prefixes
/// ("4D 50 51 1A", "4d5051 1a", "0x4D, 0x50"). Empty optional when the text has an odd digit count, another
/// character, or no bytes at all.
[[nodiscard]] std::optional<QByteArray> parseHexBytes(QStringView text);

/// An offset typed by the user: "0x" followed by hex digits, a hex number with an "h" suffix ("1A2Bh"), or a
/// decimal number; surrounding spaces are ignored. Empty optional when malformed or negative.
[[nodiscard]] std::optional<qint64> parseOffset(QStringView text);

/// `text` encoded as UTF-16 little endian (two bytes per code unit, no byte-order mark).
[[nodiscard]] QByteArray toUtf16Le(QStringView text);

} // namespace hexformat

} // namespace mwb::widgets
