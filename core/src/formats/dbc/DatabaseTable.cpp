// SPDX-License-Identifier: GPL-3.0-or-later
// A live MySQL/MariaDB table through Qt SQL (QMYSQL, a run-time plugin: core links only Qt6::Sql, which needs no Gui).
#include "mwb/formats/dbc/TableSource.h"

#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlField>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QUrl>
#include <QUrlQuery>

#include <atomic>

namespace mwb::formats::dbc {

namespace {

class DatabaseText
{
    Q_DECLARE_TR_FUNCTIONS(mwb::formats::dbc::DatabaseTable)
};

constexpr qint64 kMaxTextBytes = qint64(1) << 30;

QString quotedName(const QString &name)
{
    QString escaped = name;
    escaped.replace(QLatin1Char('`'), QStringLiteral("``"));
    return QLatin1Char('`') + escaped + QLatin1Char('`');
}

bool isFloatColumn(const QSqlField &field)
{
    const int type = field.metaType().id();
    return type == QMetaType::Float || type == QMetaType::Double;
}

/// Opens a connection of its own (a unique name), reads, and removes it again.
class Connection
{
public:
    explicit Connection(const DatabaseTable &table)
        : m_name(QStringLiteral("mwb-dbc-%1").arg(s_next.fetch_add(1)))
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QMYSQL"), m_name);
        db.setHostName(table.host);
        db.setPort(table.port);
        db.setUserName(table.user);
        db.setPassword(table.password);
        db.setDatabaseName(table.database);
        QString options = QStringLiteral("MYSQL_OPT_CONNECT_TIMEOUT=10");
        if (!table.socket.isEmpty())
            options += QStringLiteral(";UNIX_SOCKET=") + table.socket;
        db.setConnectOptions(options);
    }
    ~Connection() { QSqlDatabase::removeDatabase(m_name); }
    Connection(const Connection &) = delete;
    Connection &operator=(const Connection &) = delete;

    [[nodiscard]] QSqlDatabase database() const { return QSqlDatabase::database(m_name, false); }

private:
    static inline std::atomic<int> s_next{0};
    QString m_name;
};

Result<TextRows> readRows(QSqlDatabase &db, const DatabaseTable &table)
{
    const QString label = table.label();
    const QSqlRecord record = db.record(table.table);
    if (record.isEmpty()) {
        return Error{ErrorCode::InvalidInput,
            DatabaseText::tr("The database %1 has no table %2").arg(table.database, table.table), label, -1};
    }
    TextRows rows;
    rows.label = label;
    rows.table = table.table;
    rows.dialect = TextRows::Dialect::Sql;
    QStringList select;
    for (int i = 0; i < record.count(); ++i) {
        const QSqlField field = record.field(i);
        rows.columns << field.name();
        select << (isFloatColumn(field) ? QStringLiteral("CAST(%1 AS DOUBLE)").arg(quotedName(field.name()))
                                        : quotedName(field.name()));
    }
    QSqlQuery query(db);
    query.setForwardOnly(true);
    query.setNumericalPrecisionPolicy(QSql::HighPrecision);
    if (!query.exec(
            QStringLiteral("SELECT %1 FROM %2").arg(select.join(QStringLiteral(", ")), quotedName(table.table)))) {
        return Error{ErrorCode::Io, DatabaseText::tr("The query failed: %1").arg(query.lastError().text()), label, -1};
    }
    qint64 bytes = 0;
    while (query.next()) {
        rows.beginRow(-1, 0);
        for (int i = 0; i < rows.columnCount(); ++i) {
            const QVariant value = query.value(i);
            if (value.isNull()) {
                rows.addNull();
                continue;
            }
            const QByteArray text = value.toString().toUtf8();
            bytes += text.size();
            rows.addCell(text);
        }
        if (bytes > kMaxTextBytes) {
            return Error{ErrorCode::LimitExceeded,
                DatabaseText::tr("The table holds more than %1 bytes of text").arg(kMaxTextBytes), label, -1};
        }
    }
    if (query.lastError().isValid())
        return Error{ErrorCode::Io, DatabaseText::tr("Reading failed: %1").arg(query.lastError().text()), label, -1};
    return rows;
}

} // namespace

QString DatabaseTable::label() const
{
    QString text = QStringLiteral("mysql://%1@%2").arg(user, host);
    if (port != 3306)
        text += QStringLiteral(":%1").arg(port);
    text += QStringLiteral("/%1/%2").arg(database, table);
    if (!socket.isEmpty())
        text += QStringLiteral("?socket=%1").arg(socket);
    return text;
}

bool isDatabaseUrl(const QString &source)
{
    return source.startsWith(QLatin1String("mysql://"), Qt::CaseInsensitive);
}

Result<DatabaseTable> parseDatabaseUrl(const QString &url)
{
    const QUrl parsed(url, QUrl::StrictMode);
    DatabaseTable table;
    table.user = parsed.userName();
    table.password = parsed.password();
    if (table.password.isEmpty())
        table.password = qEnvironmentVariable("MWB_MYSQL_PASSWORD");
    table.host = parsed.host();
    table.port = parsed.port(3306);
    const QStringList path = parsed.path().split(QLatin1Char('/'), Qt::SkipEmptyParts);
    table.socket = QUrlQuery(parsed).queryItemValue(QStringLiteral("socket"), QUrl::FullyDecoded);
    const QString shown = QStringLiteral("mysql://%1@%2%3").arg(table.user, table.host, parsed.path());
    if (!parsed.isValid() || parsed.scheme().compare(QLatin1String("mysql"), Qt::CaseInsensitive) != 0
        || path.size() != 2 || table.host.isEmpty()) {
        return Error{ErrorCode::InvalidInput,
            DatabaseText::tr("Not a table URL: %1 (expected mysql://USER[:PASSWORD]@HOST[:PORT]/DATABASE/TABLE, or "
                             "…@localhost/DATABASE/TABLE?socket=PATH)")
                .arg(shown),
            shown, -1};
    }
    table.database = path[0];
    table.table = path[1];
    return table;
}

Result<TextRows> readDatabaseTable(const DatabaseTable &table)
{
    if (!QSqlDatabase::isDriverAvailable(QStringLiteral("QMYSQL"))) {
        return Error{ErrorCode::Unsupported,
            DatabaseText::tr("Qt's MySQL driver is not installed (Debian: apt-get install libqt6sql6-mysql)"),
            table.label(), -1};
    }
    Connection connection(table);
    QSqlDatabase db = connection.database();
    if (!db.open()) {
        return Error{
            ErrorCode::Io, DatabaseText::tr("Cannot connect: %1").arg(db.lastError().text()), table.label(), -1};
    }
    auto rows = readRows(db, table);
    db.close();
    return rows;
}

} // namespace mwb::formats::dbc
