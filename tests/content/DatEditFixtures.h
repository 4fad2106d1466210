// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>

namespace mwb::test {

/// A unit DAT with every kind of value, a nested block and a key the name dictionary cannot know (0xDEADBEEF).
/// LF line ends, one tab per level, as the DAT editor holds text.
inline QString sampleDatText()
{
    return QStringList{
        QStringLiteral("[UNIT]"),
        QStringLiteral("\t<STRING>NAME:Health Flask"),
        QStringLiteral("\t<TRANSLATE>DISPLAYNAME:Health Flask"),
        QStringLiteral("\t<INTEGER>LEVEL:6"),
        QStringLiteral("\t<FLOAT>MIN:3515.67"),
        QStringLiteral("\t<BOOL>MERCHANTINFINITE:true"),
        QStringLiteral("\t<INTEGER64>UNIT_GUID:4692319936051224981"),
        QStringLiteral("\t<INTEGER>0xDEADBEEF:12"),
        QStringLiteral("\t[EFFECT]"),
        QStringLiteral("\t\t<STRING>NAME:HPBONUS"),
        QStringLiteral("\t\t<UNSIGNED INT>DURATION:8"),
        QStringLiteral("\t[/EFFECT]"),
        QStringLiteral("[/UNIT]"),
    }
        .join(QLatin1Char('\n'));
}

/// UTF-16LE code units, optionally after a byte-order mark.
inline QByteArray utf16Le(const QString &text, bool bom)
{
    QByteArray bytes = bom ? QByteArray("\xFF\xFE", 2) : QByteArray();
    for (const QChar c : text) {
        bytes.append(char(c.unicode() & 0xFF));
        bytes.append(char(c.unicode() >> 8));
    }
    return bytes;
}

/// `text` with CR LF line ends.
inline QString withCrLf(const QString &text)
{
    return QString(text).replace(QLatin1Char('\n'), QLatin1String("\r\n"));
}

/// The 1-based number of the first line of `text` that equals `line`; 0 when none does.
inline int lineNumberOf(const QString &text, const QString &line)
{
    return int(text.split(QLatin1Char('\n')).indexOf(line)) + 1;
}

} // namespace mwb::test
