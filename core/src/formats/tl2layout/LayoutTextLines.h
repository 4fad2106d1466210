// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringView>

namespace mwb::formats::tl2layout::detail {

/// One meaningful line of a text layout. Views point into the text being read.
struct TextLine
{
    enum class Kind {
        Open, ///< `[TAG]`
        Close, ///< `[/TAG]`
        Property, ///< `<TYPE>KEY:VALUE`
        Other, ///< anything else (a syntax error for the caller to report)
    };

    Kind kind = Kind::Other;
    QStringView tag; ///< Open / Close: the name between the brackets
    QStringView type; ///< Property: between '<' and '>'
    QStringView key; ///< Property: between '>' and the first ':' after it
    QStringView value; ///< Property: the rest of the line, as written (trailing spaces kept, CR dropped)
    QStringView text; ///< the line without its indentation and CR (trailing tabs and spaces kept)
    int number = 0; ///< 1-based line number

    /// 1-based column of a view of this line (tabs count one).
    [[nodiscard]] int columnOf(QStringView part) const { return int(part.utf16() - lineBegin) + 1; }

    const char16_t *lineBegin = nullptr; ///< the line's first code unit
};

/// Splits a text layout into lines, skipping empty ones: indentation (tabs, spaces) is dropped, a line of brackets
/// has its trailing tabs and spaces dropped too (GUTS leaves stray tabs after some closing tags). A U+FEFF at the
/// very start (a BOM decoded into the text) is skipped.
class TextLines
{
public:
    explicit TextLines(QStringView text);

    /// The next non-empty line; false at the end of the text.
    bool next(TextLine &line);
    /// The next line is read again by the following next().
    void pushBack(const TextLine &line);

    [[nodiscard]] QStringView text() const { return m_text; }
    /// Index in the text of a view's first code unit.
    [[nodiscard]] qsizetype indexOf(QStringView part) const { return part.utf16() - m_text.utf16(); }

private:
    QStringView m_text;
    qsizetype m_pos = 0;
    int m_number = 0;
    TextLine m_pushed;
    bool m_hasPushed = false;
};

} // namespace mwb::formats::tl2layout::detail
