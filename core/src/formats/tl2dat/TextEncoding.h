// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArrayView>

namespace mwb::formats::tl2dat {

/// How the game's text files (DAT, TEMPLATE, LAYOUT) are encoded, as their first bytes tell.
struct TextEncoding
{
    enum class Kind { Utf16Le, Utf16Be, Utf8 };

    Kind kind = Kind::Utf8;
    qsizetype prefix = 0; ///< bytes of the BOM before the text (0, 2 or 3)

    [[nodiscard]] bool isUtf16() const { return kind != Kind::Utf8; }
};

/// UTF-16LE or UTF-16BE by their BOM, UTF-8 by its BOM; without a BOM, UTF-16LE when the second byte is 0 and the
/// first is not (an ASCII first character, as in every GUTS file), else UTF-8.
[[nodiscard]] inline TextEncoding detectTextEncoding(QByteArrayView bytes)
{
    const auto b = [bytes](qsizetype i) {
        return static_cast<unsigned char>(bytes[i]);
    };
    if (bytes.size() >= 2 && b(0) == 0xFF && b(1) == 0xFE)
        return {TextEncoding::Kind::Utf16Le, 2};
    if (bytes.size() >= 2 && b(0) == 0xFE && b(1) == 0xFF)
        return {TextEncoding::Kind::Utf16Be, 2};
    if (bytes.size() >= 3 && b(0) == 0xEF && b(1) == 0xBB && b(2) == 0xBF)
        return {TextEncoding::Kind::Utf8, 3};
    if (bytes.size() >= 2 && b(0) != 0 && b(1) == 0)
        return {TextEncoding::Kind::Utf16Le, 0};
    return {};
}

} // namespace mwb::formats::tl2dat
