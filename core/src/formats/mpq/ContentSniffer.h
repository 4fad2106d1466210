// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QByteArrayView>

namespace mwb::formats::mpq {

/// Recognises what an MPQ entry holds from its first bytes: the extension it most likely has, and how the name
/// scanner reads it for paths.
class ContentSniffer
{
public:
    enum class Reading {
        Skip, ///< media and terrain data: no paths inside
        ImportList, ///< war3map.imp / war3campaign.imp
        Jass, ///< a JASS script (war3map.j, .ai)
        Lua, ///< a Lua script (war3map.lua)
        Model, ///< an .mdx model
        Strings, ///< anything else: its printable runs
    };

    struct Guess
    {
        QByteArray extension; ///< without the dot; empty when nothing is recognised
        Reading reading = Reading::Strings;
    };

    /// What `head` (the entry's first bytes; up to 4 KiB are looked at) most likely is.
    [[nodiscard]] static Guess guess(QByteArrayView head);
};

} // namespace mwb::formats::mpq
