// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArrayView>

#include <functional>

namespace mwb::formats::mpq {

/// The string literals of a map script: JASS (war3map.j, .ai: "…" strings, '…' raw codes, // comments) or Lua
/// (war3map.lua: "…" and '…' strings, [[…]] / [==[…]==] long strings, -- and --[[…]] comments).
class ScriptStrings
{
public:
    enum class Language { Jass, Lua };

    /// Calls `visit` with the contents of every string literal, in order: views into `script` with escapes left as
    /// written (a "\\\\" stays two bytes). Comments are skipped; an unterminated literal runs to the end.
    static void forEachLiteral(
        QByteArrayView script, Language language, const std::function<void(QByteArrayView)> &visit);
};

} // namespace mwb::formats::mpq
