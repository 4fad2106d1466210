// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/widgets/HexFormat.h"

#include <QtEndian>

namespace mwb::widgets::hexformat {

namespace {

constexpr qsizetype kCArrayValuesPerLine = 16;

QString hexPair(char byte)
{
    const auto value = static_cast<uchar>(byte);
    constexpr char digits[] = "0123456789ABCDEF";
    const QChar pair[] = {QLatin1Char(digits[value >> 4]), QLatin1Char(digits[value & 0xF])};
    return QString(pair, 2);
}

int hexDigitValue(QChar c)
{
    if (c >= u'0' && c <= u'9')
        return c.unicode() - u'0';
    if (c >= u'a' && c <= u'f')
        return c.unicode() - u'a' + 10;
    if (c >= u'A' && c <= u'F')
        return c.unicode() - u'A' + 10;
    return -1;
}

bool isSeparator(QChar c)
{
    return c == u' ' || c == u',' || c == u'\t' || c == u'\n' || c == u'\r';
}

} // namespace

QString toHex(QByteArrayView bytes)
{
    QString out;
    out.reserve(bytes.size() * 3);
    for (qsizetype i = 0; i < bytes.size(); ++i) {
        if (i > 0)
            out += u' ';
        out += hexPair(bytes[i]);
    }
    return out;
}

QString toCArray(QByteArrayView bytes)
{
    if (bytes.isEmpty())
        return QStringLiteral("{ }");
    const bool oneLine = bytes.size() <= kCArrayValuesPerLine;
    QString out = oneLine ? QStringLiteral("{ ") : QStringLiteral("{\n    ");
    out.reserve(bytes.size() * 6 + 8);
    for (qsizetype i = 0; i < bytes.size(); ++i) {
        if (i > 0)
            out += (!oneLine && i % kCArrayValuesPerLine == 0) ? QStringLiteral(",\n    ") : QStringLiteral(", ");
        out += QStringLiteral("0x") + hexPair(bytes[i]);
    }
    out += oneLine ? QStringLiteral(" }") : QStringLiteral("\n}");
    return out;
}

QString toBase64(QByteArrayView bytes)
{
    return QString::fromLatin1(bytes.toByteArray().toBase64());
}

std::optional<QByteArray> parseHexBytes(QStringView text)
{
    QByteArray out;
    int high = -1;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text[i];
        if (high < 0 && isSeparator(c))
            continue;
        if (high < 0 && c == u'0' && i + 1 < text.size() && (text[i + 1] == u'x' || text[i + 1] == u'X')) {
            ++i;
            continue;
        }
        const int digit = hexDigitValue(c);
        if (digit < 0)
            return std::nullopt;
        if (high < 0) {
            high = digit;
        } else {
            out.append(static_cast<char>((high << 4) | digit));
            high = -1;
        }
    }
    if (high >= 0 || out.isEmpty())
        return std::nullopt;
    return out;
}

std::optional<qint64> parseOffset(QStringView text)
{
    const QStringView trimmed = text.trimmed();
    bool ok = false;
    qint64 value = -1;
    if (trimmed.startsWith(u"0x", Qt::CaseInsensitive))
        value = trimmed.mid(2).toLongLong(&ok, 16);
    else if (trimmed.endsWith(u'h', Qt::CaseInsensitive))
        value = trimmed.chopped(1).toLongLong(&ok, 16);
    else
        value = trimmed.toLongLong(&ok, 10);
    if (!ok || value < 0)
        return std::nullopt;
    return value;
}

QByteArray toUtf16Le(QStringView text)
{
    QByteArray out(text.size() * 2, Qt::Uninitialized);
    qToLittleEndian<char16_t>(text.utf16(), text.size(), out.data());
    return out;
}

} // namespace mwb::widgets::hexformat
