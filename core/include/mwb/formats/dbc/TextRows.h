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
class TextRows
{
public:
    /// Whose column names and value forms the rows follow: the workbench's own CSV and JSON (the definition's names),
    /// or an SQL table in AzerothCore's form (its `_dbc` names, some string and float columns held as numbers).
    enum class Dialect { Workbench, Sql };

    QString label; ///< where the rows came from, for messages
    QString table; ///< the SQL table the rows were read from ("spell_dbc"), else empty
    QStringList columns;
    Dialect dialect = Dialect::Workbench;

    [[nodiscard]] int rowCount() const { return int(m_rowOffsets.size()); }
    [[nodiscard]] int columnCount() const { return int(columns.size()); }
    [[nodiscard]] QByteArrayView cell(int row, int column) const;
    [[nodiscard]] bool isNull(int row, int column) const;
    /// The byte offset of a row in its source, or -1 (a database).
    [[nodiscard]] qint64 rowOffset(int row) const { return m_rowOffsets[std::size_t(row)]; }
    /// The 1-based line a row starts on in its source, or 0.
    [[nodiscard]] int rowLine(int row) const { return m_rowLines[std::size_t(row)]; }

    /// Starts a row that begins at `offset` on `line` of the source.
    void beginRow(qint64 offset, int line);
    void addCell(QByteArrayView utf8);
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
        quint32 offset;
        quint32 size; ///< kNull for an SQL NULL
    };
    static constexpr quint32 kNull = 0xFFFFFFFFU;

    QByteArray m_arena;
    std::vector<Cell> m_cells;
    std::vector<qint64> m_rowOffsets;
    std::vector<int> m_rowLines;
    std::size_t m_rowStart = 0; ///< the first cell of the row being built
};

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
