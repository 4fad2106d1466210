// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/core/EntryLocale.h"

#include <array>

namespace mwb {

namespace {

// The locale ids of the MPQ format documentation (StormLib's and the Blizzard clients' lists).
constexpr std::array kLocales{
    EntryLocale{0x0000, "Neutral"},
    EntryLocale{0x0404, "zhTW"},
    EntryLocale{0x0405, "csCZ"},
    EntryLocale{0x0407, "deDE"},
    EntryLocale{0x0409, "enUS"},
    EntryLocale{0x040a, "esES"},
    EntryLocale{0x040c, "frFR"},
    EntryLocale{0x0410, "itIT"},
    EntryLocale{0x0411, "jaJP"},
    EntryLocale{0x0412, "koKR"},
    EntryLocale{0x0413, "nlNL"},
    EntryLocale{0x0415, "plPL"},
    EntryLocale{0x0416, "ptBR"},
    EntryLocale{0x0419, "ruRU"},
    EntryLocale{0x0804, "zhCN"},
    EntryLocale{0x0809, "enGB"},
    EntryLocale{0x080a, "esMX"},
    EntryLocale{0x0816, "ptPT"},
};

} // namespace

std::span<const EntryLocale> entryLocales()
{
    return kLocales;
}

QString entryLocaleText(quint16 id)
{
    for (const EntryLocale &locale : kLocales) {
        if (locale.id == id)
            return QString::fromLatin1(locale.code);
    }
    return QStringLiteral("0x%1").arg(id, 4, 16, QLatin1Char('0'));
}

} // namespace mwb
