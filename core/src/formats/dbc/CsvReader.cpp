// SPDX-License-Identifier: GPL-3.0-or-later
// RFC 4180 CSV into TextRows, in one pass over the bytes: unquoted cells are copied as they are, quoted ones with
// their doubled quotes undone.
#include "mwb/formats/dbc/TextRows.h"

#include <algorithm>
#include <cstring>
#include <optional>

namespace mwb::formats::dbc {

namespace {

class CsvText
{
    Q_DECLARE_TR_FUNCTIONS(mwb::formats::dbc::CsvReader)
};

class CsvParser
{
public:
    CsvParser(const QByteArray &bytes, const QString &label)
        : m_begin(bytes.constData())
        , m_p(m_begin)
        , m_end(m_begin + bytes.size())
        , m_label(label)
    {
        if (bytes.startsWith("\xEF\xBB\xBF"))
            m_p += 3;
    }

    [[nodiscard]] bool atEnd() const { return m_p == m_end; }
    [[nodiscard]] qint64 offset() const { return m_p - m_begin; }
    [[nodiscard]] int line() const { return m_line; }

    /// Reads one row, handing each cell to `emit`; returns an error, or nothing at the end of the row.
    template<typename Emit>
    std::optional<Error> row(Emit &&emit)
    {
        for (;;) {
            if (m_p < m_end && *m_p == '"') {
                if (auto error = quotedCell(emit))
                    return error;
            } else {
                const char *start = m_p;
                while (m_p < m_end && *m_p != ',' && *m_p != '\n' && *m_p != '\r')
                    ++m_p;
                emit(QByteArrayView(start, m_p - start));
            }
            if (m_p == m_end)
                return std::nullopt;
            if (*m_p == ',') {
                ++m_p;
                continue;
            }
            if (*m_p == '\r')
                ++m_p;
            if (m_p < m_end && *m_p == '\n')
                ++m_p;
            ++m_line;
            return std::nullopt;
        }
    }

private:
    template<typename Emit>
    std::optional<Error> quotedCell(Emit &&emit)
    {
        const qint64 start = offset();
        const int startLine = m_line;
        ++m_p;
        const char *chunk = m_p;
        bool escaped = false;
        m_scratch.clear();
        for (;;) {
            const char *quote = static_cast<const char *>(std::memchr(m_p, '"', std::size_t(m_end - m_p)));
            if (!quote) {
                return Error{ErrorCode::Truncated, CsvText::tr("Line %1: the quoted cell never ends").arg(startLine),
                    m_label, start};
            }
            for (const char *c = m_p; c < quote; ++c)
                m_line += *c == '\n' ? 1 : 0;
            if (quote + 1 < m_end && quote[1] == '"') {
                m_scratch.append(QByteArrayView(chunk, quote + 1 - chunk));
                escaped = true;
                m_p = quote + 2;
                chunk = m_p;
                continue;
            }
            m_p = quote + 1;
            if (escaped) {
                m_scratch.append(QByteArrayView(chunk, quote - chunk));
                emit(QByteArrayView(m_scratch));
            } else {
                emit(QByteArrayView(chunk, quote - chunk));
            }
            if (m_p < m_end && *m_p != ',' && *m_p != '\r' && *m_p != '\n') {
                return Error{ErrorCode::Corrupt,
                    CsvText::tr("Line %1: text follows the closing quote of a cell").arg(m_line), m_label, offset()};
            }
            return std::nullopt;
        }
    }

    const char *m_begin;
    const char *m_p;
    const char *m_end;
    QString m_label;
    int m_line = 1;
    QByteArray m_scratch;
};

} // namespace

Result<TextRows> readCsv(const QByteArray &bytes, const QString &label)
{
    CsvParser parser(bytes, label);
    TextRows rows;
    rows.label = label;
    rows.setSource(bytes);
    if (parser.atEnd())
        return Error{ErrorCode::Truncated, CsvText::tr("The CSV file is empty: no header row"), label, 0};
    if (auto error = parser.row([&rows](QByteArrayView name) {
            rows.columns << QString::fromUtf8(name).trimmed();
        }))
        return *error;
    const qsizetype lines = std::count(bytes.cbegin(), bytes.cend(), '\n') + 1;
    rows.reserve(0, lines * rows.columnCount());
    while (!parser.atEnd()) {
        rows.beginRow(parser.offset(), parser.line());
        const int line = parser.line();
        const qint64 offset = parser.offset();
        if (auto error = parser.row([&rows](QByteArrayView cell) {
                rows.addCell(cell);
            }))
            return *error;
        if (rows.cellsInRow() != rows.columnCount()) {
            return Error{ErrorCode::Corrupt,
                CsvText::tr("Line %1 has %2 cells, the header %3")
                    .arg(line)
                    .arg(rows.cellsInRow())
                    .arg(rows.columnCount()),
                label, offset};
        }
    }
    return rows;
}

} // namespace mwb::formats::dbc
