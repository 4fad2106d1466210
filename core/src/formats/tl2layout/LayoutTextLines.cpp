// SPDX-License-Identifier: GPL-3.0-or-later
#include "LayoutTextLines.h"

namespace mwb::formats::tl2layout::detail {

namespace {

bool isBlank(QChar c)
{
    return c == QLatin1Char('\t') || c == QLatin1Char(' ');
}

void classify(TextLine &line)
{
    const QStringView text = line.text;
    if (text.startsWith(QLatin1Char('['))) {
        qsizetype end = text.size();
        while (end > 0 && isBlank(text[end - 1]))
            --end;
        if (end >= 2 && text[end - 1] == QLatin1Char(']')) {
            const bool close = text.size() > 1 && text[1] == QLatin1Char('/');
            line.kind = close ? TextLine::Kind::Close : TextLine::Kind::Open;
            line.tag = close ? text.sliced(2, qMax<qsizetype>(0, end - 3)) : text.sliced(1, end - 2);
            return;
        }
    } else if (text.startsWith(QLatin1Char('<'))) {
        const qsizetype close = text.indexOf(QLatin1Char('>'));
        const qsizetype colon = close < 0 ? -1 : text.indexOf(QLatin1Char(':'), close);
        if (colon > 0) {
            line.kind = TextLine::Kind::Property;
            line.type = text.sliced(1, close - 1);
            line.key = text.sliced(close + 1, colon - close - 1);
            line.value = text.sliced(colon + 1);
            return;
        }
    }
    line.kind = TextLine::Kind::Other;
}

} // namespace

TextLines::TextLines(QStringView text)
    : m_text(text)
{
    if (m_text.startsWith(QChar(0xFEFF)))
        m_pos = 1;
}

bool TextLines::next(TextLine &line)
{
    if (m_hasPushed) {
        m_hasPushed = false;
        line = m_pushed;
        return true;
    }
    while (m_pos < m_text.size()) {
        qsizetype end = m_text.indexOf(QLatin1Char('\n'), m_pos);
        if (end < 0)
            end = m_text.size();
        const qsizetype begin = m_pos;
        m_pos = end + 1;
        ++m_number;
        qsizetype stop = end;
        if (stop > begin && m_text[stop - 1] == QLatin1Char('\r'))
            --stop;
        qsizetype first = begin;
        while (first < stop && isBlank(m_text[first]))
            ++first;
        if (first == stop)
            continue;
        line = TextLine{};
        line.number = m_number;
        line.lineBegin = m_text.utf16() + begin;
        line.text = m_text.sliced(first, stop - first);
        classify(line);
        return true;
    }
    return false;
}

void TextLines::pushBack(const TextLine &line)
{
    m_pushed = line;
    m_hasPushed = true;
}

} // namespace mwb::formats::tl2layout::detail
