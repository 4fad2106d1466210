// SPDX-License-Identifier: GPL-3.0-or-later
// The rows of INSERT/REPLACE statements of an SQL dump into TextRows: a tokenizer of MySQL's lexical rules (quoted
// strings with backslash escapes, backquoted names, `--`, `#` and `/* */` comments) and the few statement shapes a
// dump writes; everything else is skipped to its `;`.
#include "AzerothCoreTables.h"
#include "mwb/formats/dbc/TextRows.h"

#include <QHash>

#include <algorithm>
#include <map>
#include <optional>

namespace mwb::formats::dbc {

namespace {

class SqlText
{
    Q_DECLARE_TR_FUNCTIONS(mwb::formats::dbc::SqlDumpReader)
};

enum class TokenKind { End, Word, Name, String, Number, Symbol };

struct Token
{
    TokenKind kind = TokenKind::End;
    QByteArrayView text; ///< a word, name (unquoted), number or symbol; a string's value (possibly in the scratch)
    qint64 offset = 0;
    int line = 1;

    [[nodiscard]] bool isWord(QByteArrayView word) const
    {
        return kind == TokenKind::Word && text.compare(word, Qt::CaseInsensitive) == 0;
    }
    [[nodiscard]] bool isSymbol(char symbol) const
    {
        return kind == TokenKind::Symbol && text.size() == 1 && text.front() == symbol;
    }
};

/// The rows read so far for one table.
struct TableRows
{
    QString name;
    TextRows rows;
    std::vector<int> order; ///< the current statement's columns in rows.columns order
};

class SqlParser
{
public:
    SqlParser(const QByteArray &bytes, const QString &label)
        : m_bytes(bytes)
        , m_begin(bytes.constData())
        , m_p(m_begin)
        , m_end(m_begin + bytes.size())
        , m_label(label)
    { }

    std::optional<Error> run()
    {
        for (;;) {
            Token token;
            if (auto error = next(token))
                return error;
            if (token.kind == TokenKind::End)
                return std::nullopt;
            std::optional<Error> error;
            if (token.isWord("CREATE"))
                error = createStatement();
            else if (token.isWord("INSERT") || token.isWord("REPLACE"))
                error = insertStatement();
            else if (!token.isSymbol(';'))
                error = skipStatement();
            if (error)
                return error;
        }
    }

    std::map<QString, TableRows> &tables() { return m_tables; }

private:
    // ---- statements ----

    std::optional<Error> createStatement()
    {
        Token token;
        if (auto error = next(token))
            return error;
        if (!token.isWord("TABLE"))
            return skipStatement();
        if (auto error = next(token))
            return error;
        QString table;
        if (auto error = tableName(table, token))
            return error;
        if (!token.isSymbol('('))
            return skipStatement();
        QStringList columns;
        int depth = 1;
        bool itemStart = true;
        while (depth > 0) {
            if (auto error = next(token))
                return error;
            if (token.kind == TokenKind::End)
                return fail(token, SqlText::tr("the CREATE TABLE statement of %1 never ends").arg(table));
            if (token.isSymbol('('))
                ++depth;
            else if (token.isSymbol(')'))
                --depth;
            else if (depth == 1 && token.isSymbol(','))
                itemStart = true;
            else if (itemStart && depth == 1) {
                itemStart = false;
                static const QByteArrayView kKeys[] = {"PRIMARY", "KEY", "UNIQUE", "INDEX", "CONSTRAINT", "FULLTEXT",
                    "SPATIAL", "FOREIGN", "CHECK", "PERIOD"};
                const bool key = std::any_of(std::begin(kKeys), std::end(kKeys), [&](QByteArrayView k) {
                    return token.isWord(k);
                });
                if (!key && (token.kind == TokenKind::Name || token.kind == TokenKind::Word))
                    columns << QString::fromUtf8(token.text);
            }
        }
        m_created.insert(table.toLower(), columns);
        return skipStatement();
    }

    std::optional<Error> insertStatement()
    {
        Token token;
        if (auto error = next(token))
            return error;
        while (token.isWord("LOW_PRIORITY") || token.isWord("DELAYED") || token.isWord("HIGH_PRIORITY")
            || token.isWord("IGNORE") || token.isWord("INTO")) {
            if (auto error = next(token))
                return error;
        }
        QString table;
        if (auto error = tableName(table, token))
            return error;
        QStringList columns;
        if (token.isSymbol('(')) {
            for (;;) {
                if (auto error = next(token))
                    return error;
                if (token.kind != TokenKind::Name && token.kind != TokenKind::Word)
                    return fail(token, SqlText::tr("expected a column name"));
                columns << QString::fromUtf8(token.text);
                if (auto error = next(token))
                    return error;
                if (token.isSymbol(')'))
                    break;
                if (!token.isSymbol(','))
                    return fail(token, SqlText::tr("expected , or ) in the column list"));
            }
            if (auto error = next(token))
                return error;
        } else {
            columns = m_created.value(table.toLower());
            if (columns.isEmpty())
                columns = azerothCoreColumnNames(table);
            if (columns.isEmpty()) {
                return fail(token,
                    SqlText::tr("the INSERT into %1 names no columns, and no CREATE TABLE of it comes "
                                "before")
                        .arg(table));
            }
        }
        if (!token.isWord("VALUES") && !token.isWord("VALUE"))
            return fail(token, SqlText::tr("only INSERT … VALUES statements are read"));
        TableRows &target = m_tables[table.toLower()];
        if (auto error = prepareColumns(target, table, columns, token))
            return error;
        return valueLists(target, token);
    }

    std::optional<Error> prepareColumns(
        TableRows &target, const QString &table, const QStringList &columns, const Token &at)
    {
        if (target.name.isEmpty()) {
            target.name = table;
            target.rows.label = m_label;
            target.rows.table = table;
            target.rows.dialect = TextRows::Dialect::Sql;
            target.rows.columns = columns;
            target.rows.setSource(m_bytes);
            if (m_tables.size() == 1) // the first table: room for as many cells as the dump has commas
                target.rows.reserve(0, std::count(m_bytes.cbegin(), m_bytes.cend(), ',') + 1);
        }
        target.order.assign(std::size_t(columns.size()), -1);
        if (columns.size() != target.rows.columns.size())
            return fail(at, SqlText::tr("the INSERTs into %1 name different columns").arg(table));
        for (qsizetype i = 0; i < columns.size(); ++i) {
            const auto named
                = std::find_if(target.rows.columns.cbegin(), target.rows.columns.cend(), [&](const QString &column) {
                      return column.compare(columns[i], Qt::CaseInsensitive) == 0;
                  });
            const qsizetype position = named - target.rows.columns.cbegin();
            if (named == target.rows.columns.cend() || target.order[std::size_t(position)] >= 0)
                return fail(at, SqlText::tr("the INSERTs into %1 name different columns").arg(table));
            target.order[std::size_t(position)] = int(i);
        }
        return std::nullopt;
    }

    std::optional<Error> valueLists(TableRows &target, Token &token)
    {
        const int count = target.rows.columnCount();
        std::vector<std::optional<QByteArray>> values(static_cast<std::size_t>(count));
        const bool inOrder = std::is_sorted(target.order.begin(), target.order.end());
        for (;;) {
            if (auto error = next(token))
                return error;
            if (!token.isSymbol('('))
                return fail(token, SqlText::tr("expected ( to start a row"));
            const Token rowStart = token;
            target.rows.beginRow(rowStart.offset, rowStart.line);
            for (int column = 0;; ++column) {
                const bool plainStart = m_p < m_end && (isDigit(*m_p) || *m_p == '-' || *m_p == '\'');
                if (!plainStart) {
                    if (auto error = skipSpaceAndComments())
                        return error;
                }
                if (column >= count) {
                    token.offset = m_p - m_begin;
                    token.line = m_line;
                    return fail(token, SqlText::tr("a row of %1 has more than %2 values").arg(target.name).arg(count));
                }
                if (!inOrder || !plainNumber(target.rows)) {
                    if (auto error = next(token))
                        return error;
                    if (auto error = value(token, inOrder ? nullptr : &values[std::size_t(column)], target.rows))
                        return error;
                }
                if (m_p < m_end && *m_p == ',') { // the common case, without a token
                    ++m_p;
                    continue;
                }
                if (auto error = next(token))
                    return error;
                if (token.isSymbol(')')) {
                    if (column + 1 != count) {
                        return fail(token,
                            SqlText::tr("a row of %1 has %2 values, not %3")
                                .arg(target.name)
                                .arg(column + 1)
                                .arg(count));
                    }
                    break;
                }
                if (!token.isSymbol(','))
                    return fail(token, SqlText::tr("expected , or ) in a row"));
            }
            if (!inOrder) {
                for (const int source : target.order) {
                    const auto &v = values[std::size_t(source)];
                    v ? target.rows.addCell(*v) : target.rows.addNull();
                }
            }
            if (auto error = next(token))
                return error;
            if (token.isSymbol(','))
                continue;
            if (token.isSymbol(';') || token.kind == TokenKind::End)
                return std::nullopt;
            if (token.isWord("ON"))
                return skipStatement();
            return fail(token, SqlText::tr("expected , or ; after a row"));
        }
    }

    /// One value: added to `rows`, or kept in `slot` when the statement's columns come in another order.
    std::optional<Error> value(Token &token, std::optional<QByteArray> *slot, TextRows &rows)
    {
        QByteArrayView text;
        bool null = false;
        if (token.kind == TokenKind::String || token.kind == TokenKind::Number) {
            text = token.text;
        } else if (token.isSymbol('-') || token.isSymbol('+')) {
            const char sign = token.text.front();
            const qint64 signAt = token.offset;
            if (auto error = next(token))
                return error;
            if (token.kind != TokenKind::Number)
                return fail(token, SqlText::tr("expected a number after %1").arg(QLatin1Char(sign)));
            if (sign == '-' && token.offset == signAt + 1) {
                text = QByteArrayView(m_begin + signAt, token.text.size() + 1); // "-12" as written: no copy
            } else {
                m_signed.clear();
                if (sign == '-')
                    m_signed.append('-');
                m_signed.append(token.text);
                text = m_signed;
            }
        } else if (token.isWord("NULL")) {
            null = true;
        } else if (token.isWord("TRUE") || token.isWord("FALSE")) {
            text = token.isWord("TRUE") ? QByteArrayView("1") : QByteArrayView("0");
        } else {
            return fail(token, SqlText::tr("only strings, numbers and NULL are read as values"));
        }
        if (slot)
            *slot = null ? std::nullopt : std::optional<QByteArray>(text.toByteArray());
        else if (null)
            rows.addNull();
        else
            rows.addCell(text);
        return std::nullopt;
    }

    /// A table name that starts at `token`, possibly `db`.`table` or after IF NOT EXISTS; leaves the token after it
    /// in `token`.
    std::optional<Error> tableName(QString &name, Token &token)
    {
        if (token.isWord("IF")) {
            for (int i = 0; i < 3; ++i) { // IF NOT EXISTS
                if (auto error = next(token))
                    return error;
            }
        }
        for (;;) {
            if (token.kind != TokenKind::Name && token.kind != TokenKind::Word)
                return fail(token, SqlText::tr("expected a table name"));
            name = QString::fromUtf8(token.text);
            if (auto error = next(token))
                return error;
            if (!token.isSymbol('.'))
                return std::nullopt;
            if (auto error = next(token))
                return error;
        }
    }

    std::optional<Error> skipStatement()
    {
        Token token;
        do {
            if (auto error = next(token))
                return error;
        } while (token.kind != TokenKind::End && !token.isSymbol(';'));
        return std::nullopt;
    }

    // ---- tokens ----

    std::optional<Error> next(Token &token)
    {
        if (auto error = skipSpaceAndComments())
            return error;
        token.offset = m_p - m_begin;
        token.line = m_line;
        if (m_p == m_end) {
            token.kind = TokenKind::End;
            token.text = {};
            return std::nullopt;
        }
        const char c = *m_p;
        if (c == '\'' || c == '"')
            return quoted(token, c);
        if (c == '`')
            return backquoted(token);
        if (isDigit(c) || (c == '.' && m_p + 1 < m_end && isDigit(m_p[1])))
            return number(token);
        if (isWordChar(c)) {
            const char *start = m_p;
            while (m_p < m_end && isWordChar(*m_p))
                ++m_p;
            token.kind = TokenKind::Word;
            token.text = QByteArrayView(start, m_p - start);
            return std::nullopt;
        }
        token.kind = TokenKind::Symbol;
        token.text = QByteArrayView(m_p, 1);
        ++m_p;
        return std::nullopt;
    }

    std::optional<Error> number(Token &token)
    {
        const char *start = m_p;
        m_p = scanNumber(m_p);
        token.kind = TokenKind::Number;
        token.text = QByteArrayView(start, m_p - start);
        return std::nullopt;
    }

    /// The end of the number at `p` (decimal, with fraction and exponent, or 0x hex).
    const char *scanNumber(const char *p) const
    {
        if (m_end - p > 2 && p[0] == '0' && (p[1] == 'x' || p[1] == 'X')) {
            p += 2;
            while (p < m_end && isHexDigit(*p))
                ++p;
            return p;
        }
        while (p < m_end && isDigit(*p))
            ++p;
        if (p < m_end && *p == '.') {
            ++p;
            while (p < m_end && isDigit(*p))
                ++p;
        }
        if (p < m_end && (*p == 'e' || *p == 'E')) {
            const char *exponent = p++;
            if (p < m_end && (*p == '+' || *p == '-'))
                ++p;
            if (p == m_end || !isDigit(*p))
                return exponent;
            while (p < m_end && isDigit(*p))
                ++p;
        }
        return p;
    }

    /// A plain number (optionally negative) at the cursor, read without a token: most values of a dump. Returns false
    /// when the value is anything else.
    bool plainNumber(TextRows &rows)
    {
        const char *start = m_p;
        const char *digits = start < m_end && *start == '-' ? start + 1 : start;
        if (digits == m_end || !(isDigit(*digits) || (*digits == '.' && digits + 1 < m_end && isDigit(digits[1]))))
            return false;
        const char *end = scanNumber(digits);
        if (end < m_end && isWordChar(*end))
            return false; // 1abc: let the tokenizer report it
        rows.addCell(QByteArrayView(start, end - start));
        m_p = end;
        return true;
    }

    std::optional<Error> quoted(Token &token, char quote)
    {
        const Token start = token;
        ++m_p;
        const char *chunk = m_p;
        bool copied = false;
        m_scratch.clear();
        for (;;) {
            const char *p = m_p;
            while (p < m_end && *p != quote && *p != '\\')
                ++p;
            for (const char *c = m_p; c < p; ++c)
                m_line += *c == '\n' ? 1 : 0;
            m_p = p;
            if (m_p == m_end)
                return fail(start, SqlText::tr("the string never ends"));
            if (*m_p == quote && !(m_p + 1 < m_end && m_p[1] == quote)) {
                token.kind = TokenKind::String;
                if (copied) {
                    m_scratch.append(QByteArrayView(chunk, m_p - chunk));
                    token.text = m_scratch;
                } else {
                    token.text = QByteArrayView(chunk, m_p - chunk);
                }
                ++m_p;
                return std::nullopt;
            }
            m_scratch.append(QByteArrayView(chunk, m_p - chunk));
            copied = true;
            if (*m_p == quote) { // a doubled quote
                m_scratch.append(quote);
                m_p += 2;
            } else { // a backslash escape
                if (m_p + 1 == m_end)
                    return fail(start, SqlText::tr("the string never ends"));
                const char escaped = m_p[1];
                m_p += 2;
                switch (escaped) {
                case '0':
                    m_scratch.append('\0');
                    break;
                case 'b':
                    m_scratch.append('\b');
                    break;
                case 'n':
                    m_scratch.append('\n');
                    break;
                case 'r':
                    m_scratch.append('\r');
                    break;
                case 't':
                    m_scratch.append('\t');
                    break;
                case 'Z':
                    m_scratch.append('\x1A');
                    break;
                case '%':
                case '_':
                    m_scratch.append('\\');
                    m_scratch.append(escaped);
                    break;
                default:
                    m_line += escaped == '\n' ? 1 : 0;
                    m_scratch.append(escaped);
                    break;
                }
            }
            chunk = m_p;
        }
    }

    std::optional<Error> backquoted(Token &token)
    {
        const Token start = token;
        ++m_p;
        m_scratch.clear();
        for (;;) {
            const char *close = m_p;
            while (close < m_end && *close != '`')
                ++close;
            if (close == m_end)
                return fail(start, SqlText::tr("the quoted name never ends"));
            m_scratch.append(QByteArrayView(m_p, close - m_p));
            m_p = close + 1;
            if (m_p < m_end && *m_p == '`') {
                m_scratch.append('`');
                ++m_p;
                continue;
            }
            token.kind = TokenKind::Name;
            token.text = m_scratch;
            return std::nullopt;
        }
    }

    std::optional<Error> skipSpaceAndComments()
    {
        for (;;) {
            while (m_p < m_end && (*m_p == ' ' || *m_p == '\t' || *m_p == '\n' || *m_p == '\r' || *m_p == '\f')) {
                m_line += *m_p == '\n' ? 1 : 0;
                ++m_p;
            }
            if (m_p == m_end)
                return std::nullopt;
            const bool dashes = m_end - m_p >= 2 && m_p[0] == '-' && m_p[1] == '-'
                && (m_end - m_p == 2 || m_p[2] == ' ' || m_p[2] == '\t' || m_p[2] == '\n' || m_p[2] == '\r');
            if (dashes || *m_p == '#') {
                while (m_p < m_end && *m_p != '\n')
                    ++m_p;
                continue;
            }
            if (m_end - m_p >= 2 && m_p[0] == '/' && m_p[1] == '*') {
                const qint64 start = m_p - m_begin;
                const int line = m_line;
                m_p += 2;
                while (m_end - m_p >= 2 && !(m_p[0] == '*' && m_p[1] == '/')) {
                    m_line += *m_p == '\n' ? 1 : 0;
                    ++m_p;
                }
                if (m_end - m_p < 2) {
                    return Error{
                        ErrorCode::Truncated, SqlText::tr("Line %1: the comment never ends").arg(line), m_label, start};
                }
                m_p += 2;
                continue;
            }
            return std::nullopt;
        }
    }

    static bool isDigit(char c) { return c >= '0' && c <= '9'; }
    static bool isHexDigit(char c) { return isDigit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F'); }
    static bool isWordChar(char c)
    {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || isDigit(c) || c == '_' || c == '$'
            || uchar(c) >= 0x80;
    }

    Error fail(const Token &at, const QString &problem) const
    {
        return Error{ErrorCode::Corrupt, SqlText::tr("Line %1: %2").arg(at.line).arg(problem), m_label, at.offset};
    }

    QByteArray m_bytes;
    const char *m_begin;
    const char *m_p;
    const char *m_end;
    QString m_label;
    int m_line = 1;
    QByteArray m_scratch;
    QByteArray m_signed;
    QHash<QString, QStringList> m_created; ///< lower-case table name → its columns
    std::map<QString, TableRows> m_tables; ///< lower-case table name → its rows
};

bool namesTable(const QString &table, const QString &wanted)
{
    return !wanted.isEmpty()
        && (table.compare(wanted, Qt::CaseInsensitive) == 0
            || table.compare(wanted + QStringLiteral("_dbc"), Qt::CaseInsensitive) == 0);
}

} // namespace

Result<TextRows> readSqlDump(const QByteArray &bytes, const QString &label, const QString &wantedTable)
{
    SqlParser parser(bytes, label);
    if (auto error = parser.run())
        return *error;
    auto &tables = parser.tables();
    if (tables.empty())
        return Error{ErrorCode::InvalidInput, SqlText::tr("The dump has no INSERT or REPLACE rows"), label, -1};
    for (auto &[key, table] : tables) {
        if (namesTable(table.name, wantedTable))
            return std::move(table.rows);
    }
    if (tables.size() == 1)
        return std::move(tables.begin()->second.rows);
    QStringList names;
    for (const auto &[key, table] : tables)
        names << table.name;
    return Error{ErrorCode::InvalidInput,
        SqlText::tr("The dump has rows of %1 tables (%2); none is %3")
            .arg(names.size())
            .arg(names.join(QStringLiteral(", ")), wantedTable),
        label, -1};
}

} // namespace mwb::formats::dbc
