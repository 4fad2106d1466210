// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/formats/tl2mod/ModStructures.h"

namespace mwb::formats::tl2mod {

QString formatGameVersion(quint64 gameVersion)
{
    QStringList words;
    for (int i = 0; i < 4; ++i)
        words << QString::number((gameVersion >> (16 * i)) & 0xFFFF);
    return words.join(QLatin1Char('.'));
}

bool parseGameVersion(const QString &text, quint64 *gameVersion)
{
    const QStringList words = text.trimmed().split(QLatin1Char('.'));
    if (words.size() != 4)
        return false;
    quint64 value = 0;
    for (int i = 0; i < 4; ++i) {
        bool ok = false;
        const uint word = words.at(i).toUInt(&ok);
        if (!ok || word > 0xFFFF)
            return false;
        value |= quint64(word) << (16 * i);
    }
    if (gameVersion)
        *gameVersion = value;
    return true;
}

} // namespace mwb::formats::tl2mod
