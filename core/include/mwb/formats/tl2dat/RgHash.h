// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringView>

namespace mwb::formats::tl2dat {

/// Runic Games' string hash (rg_hash / RGHash), the hash BINDAT stores instead of node and property names.
/// Over UTF-16 code units: h = number of code units; per unit c: h = (h >> 27) ^ (h << 5) ^ c (mod 2^32).
/// Case-sensitive: names are hashed as written ("Layout" and "LAYOUT" differ). Pure, thread-safe.
[[nodiscard]] inline quint32 rgHash(QStringView text) noexcept
{
    auto h = static_cast<quint32>(text.size());
    const char16_t *units = text.utf16();
    for (qsizetype i = 0; i < text.size(); ++i)
        h = (h >> 27) ^ (h << 5) ^ units[i];
    return h;
}

} // namespace mwb::formats::tl2dat
