// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/formats/dbc/TableSource.h"

#include "mwb/formats/dbc/DbcTable.h"
#include "mwb/formats/grid/GridFileIo.h"

#include <QFileInfo>

namespace mwb::formats::dbc {

namespace {

class SourceText
{
    Q_DECLARE_TR_FUNCTIONS(mwb::formats::dbc::TableSource)
};

enum class FileKind { Csv, Json, Sql };

FileKind kindOf(const QString &label, QByteArrayView bytes)
{
    const QString suffix = QFileInfo(label).suffix().toLower();
    if (suffix == QLatin1String("csv"))
        return FileKind::Csv;
    if (suffix == QLatin1String("json"))
        return FileKind::Json;
    if (suffix == QLatin1String("sql"))
        return FileKind::Sql;
    qsizetype at = bytes.startsWith("\xEF\xBB\xBF") ? 3 : 0;
    while (at < bytes.size() && (bytes[at] == ' ' || bytes[at] == '\t' || bytes[at] == '\r' || bytes[at] == '\n'))
        ++at;
    if (at < bytes.size() && bytes[at] == '[')
        return FileKind::Json;
    const QByteArray head = bytes.sliced(at, std::min<qsizetype>(bytes.size() - at, 4096)).toByteArray().toUpper();
    if (head.startsWith("--") || head.startsWith("/*") || head.startsWith("#") || head.contains("INSERT ")
        || head.contains("REPLACE ") || head.contains("CREATE TABLE"))
        return FileKind::Sql;
    return FileKind::Csv;
}

} // namespace

Result<TextRows> readTableRowsFromBytes(const QByteArray &bytes, const QString &label, const QString &wantedTable)
{
    if (DbcTable::hasSignature(bytes)) {
        return Error{ErrorCode::InvalidInput,
            SourceText::tr("This is a WDBC table, not rows: rows come from CSV, JSON, an SQL dump or a database"),
            label, 0};
    }
    if (bytes.size() > TextRows::kMaxSourceBytes) {
        return Error{ErrorCode::LimitExceeded,
            SourceText::tr("The file has %1 bytes: rows are read from at most %2")
                .arg(bytes.size())
                .arg(TextRows::kMaxSourceBytes),
            label, 0};
    }
    switch (kindOf(label, bytes)) {
    case FileKind::Json:
        return readJsonRows(bytes, label);
    case FileKind::Sql:
        return readSqlDump(bytes, label, wantedTable);
    case FileKind::Csv:
        break;
    }
    return readCsv(bytes, label);
}

Result<TextRows> readTableRows(const QString &source, const QString &wantedTable, qint64 maxBytes)
{
    if (isDatabaseUrl(source)) {
        auto table = parseDatabaseUrl(source);
        if (!table)
            return table.error();
        return readDatabaseTable(*table);
    }
    auto bytes = grid::GridFileIo::readAll(source, maxBytes);
    if (!bytes)
        return bytes.error();
    return readTableRowsFromBytes(*bytes, source, wantedTable);
}

} // namespace mwb::formats::dbc
