// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <span>

namespace mwb {

/// A language an archive entry can be stored for: the Windows LCID that MPQ hash table slots carry (0: neutral,
/// what every game reads when no copy for its own language exists) and the short code the games use in folder
/// names (`enUS`, `zhCN`).
struct EntryLocale
{
    quint16 id;
    const char *code;
};

/// Every locale Blizzard's games ship, neutral first.
[[nodiscard]] std::span<const EntryLocale> entryLocales();
/// "zhCN" for 0x804, "Neutral" for 0, else the id in hex ("0x0c0a").
[[nodiscard]] QString entryLocaleText(quint16 id);

} // namespace mwb
