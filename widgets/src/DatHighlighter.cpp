// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/widgets/DatHighlighter.h"

#include "mwb/formats/tl2dat/DatTypes.h"
#include "mwb/formats/tl2dat/DatValues.h"

#include <algorithm>

namespace mwb::widgets {

namespace tl2dat = formats::tl2dat;

namespace {

bool isUpperHexDigit(QChar c)
{
    return (c >= u'0' && c <= u'9') || (c >= u'A' && c <= u'F');
}

/// How the compiler writes a hash it has no name for (datNameHash() reads it back as the hash).
bool isHashName(QStringView name)
{
    return name.size() == 10 && name.startsWith(u"0x") && std::all_of(name.begin() + 2, name.end(), isUpperHexDigit);
}

DatToken nameToken(QStringView name, DatToken known)
{
    return isHashName(name) ? DatToken::UnknownName : known;
}

DatToken valueToken(QStringView typeName, QStringView value)
{
    const auto type = tl2dat::datTypeFromName(typeName);
    if (!type || tl2dat::isStringType(*type))
        return DatToken::Text; // an unknown type is marked on the type itself
    if (!tl2dat::parseDatValue(*type, value))
        return DatToken::Invalid;
    return *type == tl2dat::DatType::Bool ? DatToken::Bool : DatToken::Number;
}

void add(std::vector<DatSpan> &spans, qsizetype start, qsizetype length, DatToken token)
{
    if (length > 0)
        spans.push_back({start, length, token});
}

/// `[TAG]` or `[/TAG]` spanning [start, end).
void tagSpans(QStringView line, qsizetype start, qsizetype end, std::vector<DatSpan> &spans)
{
    const qsizetype open = line.sliced(start).startsWith(u"[/") ? 2 : 1;
    const QStringView name = line.sliced(start + open, end - start - open - 1);
    add(spans, start, open, DatToken::Tag);
    add(spans, start + open, name.size(), nameToken(name, DatToken::Tag));
    add(spans, end - 1, 1, DatToken::Tag);
}

/// `<TYPE>KEY:VALUE` from `start`; false when the line is not one (as the DAT parser decides).
bool propertySpans(QStringView line, qsizetype start, std::vector<DatSpan> &spans)
{
    const qsizetype close = line.indexOf(u'>', start);
    const qsizetype colon = close < 0 ? -1 : line.indexOf(u':', close);
    if (colon < 0)
        return false;
    const QStringView type = line.sliced(start + 1, close - start - 1);
    const QStringView key = line.sliced(close + 1, colon - close - 1);
    const QStringView value = line.sliced(colon + 1);
    add(spans, start, close - start + 1, tl2dat::datTypeFromName(type) ? DatToken::Type : DatToken::Invalid);
    add(spans, close + 1, key.size(), nameToken(key, DatToken::Key));
    add(spans, colon, 1, DatToken::Separator);
    add(spans, colon + 1, value.size(), valueToken(type, value));
    return true;
}

QTextCharFormat colored(const QColor &color, bool bold = false, bool italic = false)
{
    QTextCharFormat format;
    format.setForeground(color);
    if (bold)
        format.setFontWeight(QFont::Bold);
    format.setFontItalic(italic);
    return format;
}

} // namespace

std::vector<DatSpan> datLineSpans(QStringView line)
{
    std::vector<DatSpan> spans;
    const QStringView trimmed = line.trimmed();
    if (trimmed.isEmpty())
        return spans;
    const qsizetype start = trimmed.data() - line.data();
    const qsizetype end = start + trimmed.size();
    if (trimmed.size() >= 2 && trimmed.startsWith(u'[') && trimmed.endsWith(u']'))
        tagSpans(line, start, end, spans);
    else if (!trimmed.startsWith(u'<') || !propertySpans(line, start, spans))
        add(spans, start, trimmed.size(), DatToken::Invalid);
    return spans;
}

DatHighlighter::DatHighlighter(QObject *parent)
    : QSyntaxHighlighter(parent)
{
    for (std::size_t i = 0; i < m_formats.size(); ++i)
        m_formats[i] = formatFor(DatToken(i));
}

QTextCharFormat DatHighlighter::formatFor(DatToken token)
{
    switch (token) {
    case DatToken::Tag:
        return colored(QColor(0x20, 0x4a, 0x87), true);
    case DatToken::Type:
        return colored(QColor(0x75, 0x50, 0x7b));
    case DatToken::Key:
        return colored(QColor(0x8f, 0x59, 0x02));
    case DatToken::Separator:
        return colored(QColor(0x88, 0x8a, 0x85));
    case DatToken::Text:
        return colored(QColor(0x2e, 0x7d, 0x32));
    case DatToken::Number:
        return colored(QColor(0x06, 0x7f, 0x9a));
    case DatToken::Bool:
        return colored(QColor(0xce, 0x5c, 0x00), true);
    case DatToken::UnknownName:
        return colored(QColor(0xa4, 0x00, 0x00), false, true);
    case DatToken::Invalid: {
        QTextCharFormat format = colored(QColor(0xcc, 0x00, 0x00));
        format.setUnderlineStyle(QTextCharFormat::WaveUnderline);
        format.setUnderlineColor(QColor(0xcc, 0x00, 0x00));
        return format;
    }
    }
    return {};
}

void DatHighlighter::highlightBlock(const QString &text)
{
    for (const DatSpan &span : datLineSpans(text))
        setFormat(int(span.start), int(span.length), m_formats[std::size_t(span.token)]);
}

} // namespace mwb::widgets
