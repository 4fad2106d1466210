// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArrayView>

#include <functional>

namespace mwb::formats::mpq {

/// Finds what looks like file paths in any content: object data, sound tables, SLK/TXT/INI, models, scripts.
class PathTokens
{
public:
    /// The longest name an MPQ holds (MAX_PATH without its terminator).
    static constexpr qsizetype kMaxPath = 259;

    /// Whether `piece` looks like a file name: 3..259 bytes, no control bytes, a letter (ASCII, or any non-ASCII
    /// byte of a UTF-8 name) before the extension, and an extension of 1 to 4 letters or digits, or none for a path
    /// with a folder (World of Warcraft's tables name textures so).
    [[nodiscard]] static bool looksLikePath(QByteArrayView piece);
    /// Calls `visit` with the pieces of `text` (a line, a string literal) that look like paths: the whole text
    /// trimmed, and its parts between separators (quotes, commas, semicolons, '=', '|', brackets, with and without
    /// blanks as separators). Views into `text`; a piece may come more than once.
    static void forEachInText(QByteArrayView text, const std::function<void(QByteArrayView)> &visit);
    /// As forEachInText() for every run of printable text (ASCII and well-formed UTF-8) in `bytes`.
    static void forEachInBytes(QByteArrayView bytes, const std::function<void(QByteArrayView)> &visit);
};

} // namespace mwb::formats::mpq
