// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/formats/dbc/TextRows.h"

namespace mwb::formats::dbc {

/// The largest table the tools read whole: a .dbc file, or a source file for readTableRows().
inline constexpr qint64 kMaxTableBytes = qint64(512) * 1024 * 1024;

/// A table on a MySQL or MariaDB server, as `mysql://USER[:PASSWORD]@HOST[:PORT]/DATABASE/TABLE` names it, or
/// `mysql://USER@localhost/DATABASE/TABLE?socket=PATH` for a Unix socket.
struct DatabaseTable
{
    QString user;
    QString password; ///< from the URL, else the MWB_MYSQL_PASSWORD environment variable; never printed
    QString host;
    int port = 3306;
    QString database;
    QString table;
    QString socket;

    /// The URL without the password, for messages.
    [[nodiscard]] QString label() const;
};

/// Whether `source` is a `mysql://` URL.
[[nodiscard]] bool isDatabaseUrl(const QString &source);
/// Parses a `mysql://` URL. Errors (InvalidInput): no database or table, a port that is not a number.
[[nodiscard]] Result<DatabaseTable> parseDatabaseUrl(const QString &url);
/// Reads every row of the table through Qt SQL's MySQL driver (libqt6sql6-mysql), as TextRows of the SQL dialect;
/// float columns are read as exact doubles (MariaDB prints a FLOAT with 6 digits). Errors: Unsupported when the
/// driver is missing, Io when the server cannot be reached or refuses the query (its message, never the password).
[[nodiscard]] Result<TextRows> readDatabaseTable(const DatabaseTable &table);

/// The rows `source` names: a `mysql://` URL, or a file read by its extension (`.csv`, `.json`, `.sql`; anything
/// else by its first bytes). `wantedTable` picks the table of an SQL dump that holds several. Files above
/// `maxBytes` are LimitExceeded.
[[nodiscard]] Result<TextRows> readTableRows(const QString &source, const QString &wantedTable, qint64 maxBytes);
/// readTableRows() for bytes already read from a file named `label`.
[[nodiscard]] Result<TextRows> readTableRowsFromBytes(
    const QByteArray &bytes, const QString &label, const QString &wantedTable);

} // namespace mwb::formats::dbc
