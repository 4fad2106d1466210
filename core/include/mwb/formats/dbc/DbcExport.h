// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/formats/dbc/EditableTable.h"
#include "mwb/formats/dbc/SqlLayout.h"

namespace mwb::formats::dbc {

/// The table as CSV (RFC 4180, UTF-8, CRLF): a header row of the fields' keys (the definition's names), then one
/// row per record; numbers as appendNumber() writes them, strings resolved (a bad offset as `<bad offset N>`).
/// readCsv() and applyRows() read it back to the same bits.
[[nodiscard]] QByteArray exportCsv(const EditableTable &table);

/// The table as a JSON array of objects, one record a line, keyed by the fields' keys: integers and floats as JSON
/// numbers, strings as strings; the values JSON has no number for (a float's inf or NaN) as strings.
[[nodiscard]] QByteArray exportJson(const EditableTable &table);

/// Rows per REPLACE statement of exportSql().
inline constexpr int kSqlBatchRows = 1000;

/// The table as SQL for the table `layout` describes (azerothCoreLayout()): `SET NAMES utf8mb4`, `CREATE TABLE IF NOT
/// EXISTS` with its columns, types and primary key, then `REPLACE INTO` naming the columns, kSqlBatchRows rows a
/// statement. Strings are escaped for MySQL (backslash escapes, as mysqldump writes them); floats are written so that
/// they read back to the same 32-bit value. Errors (InvalidInput, naming the row, column and value): a value the
/// column's type cannot hold (an integer out of its range, a string longer than its varchar, a NaN or infinite float).
[[nodiscard]] Result<QByteArray> exportSql(const EditableTable &table, const SqlLayout &layout);

/// Appends `utf8` as a MySQL string literal ('…' with backslash escapes).
void appendSqlString(QByteArray &out, QByteArrayView utf8);

} // namespace mwb::formats::dbc
