// SPDX-License-Identifier: GPL-3.0-or-later
// A JSON array of flat objects into TextRows. Numbers keep their text (QJsonDocument would turn them into doubles,
// losing 64-bit integers and reading floats through a second rounding), so this is a small parser of its own.
#include "mwb/formats/dbc/TextRows.h"

#include <QHash>

#include <optional>

namespace mwb::formats::dbc {

namespace {

class JsonText
{
    Q_DECLARE_TR_FUNCTIONS(mwb::formats::dbc::JsonRowsReader)
};

/// One value of a row: its text in the row's scratch buffer, or NULL.
struct Slot
{
    qsizetype offset = -1; ///< -1: not set yet
    qsizetype size = 0;
    bool null = false;
};

class JsonParser
{
public:
    JsonParser(const QByteArray &bytes, const QString &label)
        : m_begin(bytes.constData())
        , m_p(m_begin)
        , m_end(m_begin + bytes.size())
        , m_label(label)
    { }

    Result<TextRows> parse()
    {
        TextRows rows;
        rows.label = m_label;
        skipSpace();
        if (!take('['))
            return fail(JsonText::tr("expected a JSON array of objects"));
        skipSpace();
        if (take(']'))
            return finish(rows);
        for (;;) {
            if (auto error = object(rows))
                return *error;
            skipSpace();
            if (take(','))
                continue;
            if (take(']'))
                return finish(rows);
            return fail(JsonText::tr("expected , or ] after an object"));
        }
    }

private:
    Result<TextRows> finish(TextRows &rows)
    {
        skipSpace();
        if (m_p != m_end)
            return fail(JsonText::tr("text follows the array"));
        return std::move(rows);
    }

    std::optional<Error> object(TextRows &rows)
    {
        skipSpace();
        const qint64 start = m_p - m_begin;
        const int line = m_line;
        if (!take('{'))
            return fail(JsonText::tr("expected an object"));
        const bool first = rows.rowCount() == 0 && rows.columns.isEmpty();
        m_row.clear();
        std::vector<Slot> slots(std::size_t(rows.columnCount()));
        skipSpace();
        if (!take('}')) {
            for (int position = 0;; ++position) {
                skipSpace();
                QByteArray key;
                if (auto error = string(key))
                    return error;
                skipSpace();
                if (!take(':'))
                    return fail(JsonText::tr("expected : after a key"));
                skipSpace();
                int column = -1;
                if (first) {
                    if (m_columnIndex.contains(key))
                        return fail(JsonText::tr("the key \"%1\" repeats").arg(QString::fromUtf8(key)));
                    rows.columns << QString::fromUtf8(key);
                    m_columnIndex.insert(key, position);
                    slots.emplace_back();
                    column = position;
                } else {
                    column = m_columnIndex.value(key, -1);
                    if (column < 0) {
                        return fail(JsonText::tr("the key \"%1\" is not a column of the first object")
                                        .arg(QString::fromUtf8(key)));
                    }
                }
                if (slots[std::size_t(column)].offset >= 0)
                    return fail(JsonText::tr("the key \"%1\" repeats").arg(QString::fromUtf8(key)));
                if (auto error = value(slots[std::size_t(column)]))
                    return error;
                skipSpace();
                if (take(','))
                    continue;
                if (take('}'))
                    break;
                return fail(JsonText::tr("expected , or } in an object"));
            }
        }
        rows.beginRow(start, line);
        for (std::size_t c = 0; c < slots.size(); ++c) {
            if (slots[c].offset < 0) {
                rows.dropRow();
                return Error{ErrorCode::Corrupt,
                    JsonText::tr("Object %1 has no \"%2\"").arg(rows.rowCount() + 1).arg(rows.columns[qsizetype(c)]),
                    m_label, start};
            }
            if (slots[c].null)
                rows.addNull();
            else
                rows.addCell(QByteArrayView(m_row).sliced(slots[c].offset, slots[c].size));
        }
        return std::nullopt;
    }

    std::optional<Error> value(Slot &slot)
    {
        slot.offset = m_row.size();
        if (m_p < m_end && *m_p == '"') {
            QByteArray text;
            if (auto error = string(text))
                return error;
            m_row.append(text);
            slot.size = text.size();
            return std::nullopt;
        }
        if (word("null")) {
            slot.null = true;
            return std::nullopt;
        }
        const bool isTrue = word("true");
        if (isTrue || word("false")) {
            m_row.append(isTrue ? '1' : '0');
            slot.size = 1;
            return std::nullopt;
        }
        const char *start = m_p;
        take('-');
        const char *digits = m_p;
        while (m_p < m_end
            && ((*m_p >= '0' && *m_p <= '9') || *m_p == '.' || *m_p == 'e' || *m_p == 'E'
                || ((*m_p == '+' || *m_p == '-') && (m_p[-1] == 'e' || m_p[-1] == 'E'))))
            ++m_p;
        if (m_p == digits || *digits < '0' || *digits > '9') {
            m_p = start;
            if (m_p < m_end && (*m_p == '{' || *m_p == '['))
                return fail(JsonText::tr("values must be strings, numbers, true, false or null, not nested"));
            return fail(JsonText::tr("expected a value"));
        }
        m_row.append(QByteArrayView(start, m_p - start));
        slot.size = m_p - start;
        return std::nullopt;
    }

    std::optional<Error> string(QByteArray &out)
    {
        if (!take('"'))
            return fail(JsonText::tr("expected a string"));
        for (;;) {
            const char *start = m_p;
            while (m_p < m_end && *m_p != '"' && *m_p != '\\' && uchar(*m_p) >= 0x20)
                ++m_p;
            out.append(QByteArrayView(start, m_p - start));
            if (m_p == m_end)
                return fail(JsonText::tr("the string never ends"));
            if (*m_p == '"') {
                ++m_p;
                return std::nullopt;
            }
            if (*m_p != '\\')
                return fail(JsonText::tr("a control character in a string"));
            ++m_p;
            if (m_p == m_end)
                return fail(JsonText::tr("the string never ends"));
            const char escape = *m_p++;
            switch (escape) {
            case '"':
            case '\\':
            case '/':
                out.append(escape);
                break;
            case 'b':
                out.append('\b');
                break;
            case 'f':
                out.append('\f');
                break;
            case 'n':
                out.append('\n');
                break;
            case 'r':
                out.append('\r');
                break;
            case 't':
                out.append('\t');
                break;
            case 'u': {
                char32_t code = 0;
                if (!hex4(code))
                    return fail(JsonText::tr("a bad \\u escape"));
                if (code >= 0xD800 && code < 0xDC00) {
                    char32_t low = 0;
                    if (!take('\\') || !take('u') || !hex4(low) || low < 0xDC00 || low >= 0xE000)
                        return fail(JsonText::tr("a lone surrogate in a \\u escape"));
                    code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00);
                } else if (code >= 0xDC00 && code < 0xE000) {
                    return fail(JsonText::tr("a lone surrogate in a \\u escape"));
                }
                out.append(QString::fromUcs4(&code, 1).toUtf8());
                break;
            }
            default:
                return fail(JsonText::tr("a bad escape in a string"));
            }
        }
    }

    bool hex4(char32_t &code)
    {
        if (m_end - m_p < 4)
            return false;
        for (int i = 0; i < 4; ++i, ++m_p) {
            const char c = *m_p;
            const int digit = c >= '0' && c <= '9' ? c - '0'
                : c >= 'a' && c <= 'f'             ? c - 'a' + 10
                : c >= 'A' && c <= 'F'             ? c - 'A' + 10
                                                   : -1;
            if (digit < 0)
                return false;
            code = code << 4 | char32_t(digit);
        }
        return true;
    }

    bool word(QByteArrayView w)
    {
        if (QByteArrayView(m_p, m_end - m_p).startsWith(w)) {
            m_p += w.size();
            return true;
        }
        return false;
    }

    bool take(char c)
    {
        if (m_p < m_end && *m_p == c) {
            ++m_p;
            return true;
        }
        return false;
    }

    void skipSpace()
    {
        while (m_p < m_end && (*m_p == ' ' || *m_p == '\n' || *m_p == '\r' || *m_p == '\t')) {
            m_line += *m_p == '\n' ? 1 : 0;
            ++m_p;
        }
    }

    Error fail(const QString &problem) const
    {
        return Error{
            ErrorCode::Corrupt, JsonText::tr("JSON line %1: %2").arg(m_line).arg(problem), m_label, m_p - m_begin};
    }

    const char *m_begin;
    const char *m_p;
    const char *m_end;
    QString m_label;
    int m_line = 1;
    QByteArray m_row;
    QHash<QByteArray, int> m_columnIndex;
};

} // namespace

Result<TextRows> readJsonRows(const QByteArray &bytes, const QString &label)
{
    return JsonParser(bytes, label).parse();
}

} // namespace mwb::formats::dbc
