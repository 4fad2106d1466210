// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/core/Result.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QCoreApplication>
#include <QStringList>

#include <vector>

namespace mwb::formats::dbc {

/// Rows of text cells under named columns: what a CSV file, a JSON array, an SQL dump or a database table holds,
/// before it is matched to a table's fields (mapColumns()). Cells are UTF-8; an SQL NULL is told apart from ''.
/// Built by one reader, then read-only. Each row remembers where it came from (byte offset and line) for errors.
/// Sources up to kMaxSourceBytes.
class TextRows
{
public:
    /// The largest source (cells are found by 31-bit offsets); readTableRowsFromBytes() refuses larger ones.
    static constexpr qsizetype kMaxSourceBytes = 0x7FFFFFFF;

    /// Whose column names and value forms the rows follow: the workbench's own CSV and JSON (the definition's names),
    /// or an SQL table in AzerothCore's form (its `_dbc` names, some string and float columns held as numbers).
    enum class Dialect { Workbench, Sql };

    QString label; ///< where the rows came from, for messages
    QString table; ///< the SQL table the rows were read from ("spell_dbc"), else empty
    QStringList columns;
    Dialect dialect = Dialect::Workbench;

    [[nodiscard]] int rowCount() const { return int(m_rowOffsets.size()); }
    [[nodiscard]] int columnCount() const { return int(columns.size()); }
    [[nodiscard]] QByteArrayView cell(int row, int column) const
    {
        const Cell &c = m_cells[std::size_t(row) * std::size_t(columns.size()) + std::size_t(column)];
        if (c.size == kNull)
            return {};
        return c.offset & kInArena ? QByteArrayView(m_arena.constData() + (c.offset & ~kInArena), c.size)
                                   : QByteArrayView(m_source.constData() + c.offset, c.size);
    }
    [[nodiscard]] bool isNull(int row, int column) const
    {
        return m_cells[std::size_t(row) * std::size_t(columns.size()) + std::size_t(column)].size == kNull;
    }
    /// The byte offset of a row in its source, or -1 (a database).
    [[nodiscard]] qint64 rowOffset(int row) const { return m_rowOffsets[std::size_t(row)]; }
    /// The 1-based line a row starts on in its source, or 0.
    [[nodiscard]] int rowLine(int row) const { return m_rowLines[std::size_t(row)]; }

    /// The bytes the rows are read from: a cell that addCell() is given as a view into them is kept as a reference
    /// (no copy); other cells (unescaped text) are copied.
    void setSource(const QByteArray &source);
    /// Starts a row that begins at `offset` on `line` of the source.
    void beginRow(qint64 offset, int line);
    void addCell(QByteArrayView utf8)
    {
        const char *source = m_source.constData();
        if (!m_source.isEmpty() && utf8.data() >= source && utf8.data() + utf8.size() <= source + m_source.size())
            m_cells.push_back({quint32(utf8.data() - source), quint32(utf8.size())});
        else
            addCopiedCell(utf8);
    }
    void addNull();
    /// The number of cells of the row being built.
    [[nodiscard]] int cellsInRow() const;
    /// Drops the cells of the row being built and the row.
    void dropRow();
    /// Reserves room for about `bytes` of cell text and `cells` cells.
    void reserve(qsizetype bytes, qsizetype cells);

private:
    struct Cell
    {
        quint32 offset; ///< in the source, or with kInArena in the arena
        quint32 size; ///< kNull for an SQL NULL
    };
    static constexpr quint32 kNull = 0xFFFFFFFFU;
    static constexpr quint32 kInArena = 0x80000000U;

    void addCopiedCell(QByteArrayView utf8);

    QByteArray m_source;
    QByteArray m_arena;
    std::vector<Cell> m_cells;
    std::vector<qint64> m_rowOffsets;
    std::vector<int> m_rowLines;
    std::size_t m_rowStart = 0; ///< the first cell of the row being built
};

/// The readers below take sources of at most TextRows::kMaxSourceBytes (readTableRowsFromBytes() checks).
/// Reads CSV (RFC 4180: a header row of column names, `,` between cells, `"` quoting with `""` inside, CRLF or LF,
/// an optional UTF-8 BOM). Errors (Corrupt, with the byte offset and line): a row with another number of cells than
/// the header, an unterminated quote, text after a closing quote, no header.
[[nodiscard]] Result<TextRows> readCsv(const QByteArray &bytes, const QString &label);
/// Reads a JSON array of flat objects (dbc export --format json): the first object's keys name the columns, every
/// other object has the same keys; numbers keep their text, true/false read as 1/0, null as NULL. Errors (Corrupt,
/// with the byte offset): bad JSON, nested values, objects with other keys.
[[nodiscard]] Result<TextRows> readJsonRows(const QByteArray &bytes, const QString &label);
/// Reads the rows of one table from an SQL dump (mysqldump, HeidiSQL, `dbc export --format sql`): `INSERT` and
/// `REPLACE` statements, extended or not, with named or positional columns (the names then come from the dump's
/// `CREATE TABLE`, else from AzerothCore's table of that name); comments, `/*!…*/` and other statements are skipped.
/// When the dump holds rows of several tables, the one named `wantedTable` (case-insensitive, also with `_dbc`
/// added) is read, else it is an error naming them. Errors carry the byte offset and line.
[[nodiscard]] Result<TextRows> readSqlDump(const QByteArray &bytes, const QString &label, const QString &wantedTable);

} // namespace mwb::formats::dbc
