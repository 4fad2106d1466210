// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QFile>
#include <QProcess>
#include <QStandardPaths>
#include <QString>
#include <QTemporaryDir>
#include <QThread>

#include <unistd.h>

namespace mwb::test {

/// A MariaDB server of the test's own: its data folder and socket in a temporary folder, no network port, no system
/// service. Started by start(), stopped by the destructor. Root connects through the socket without a password.
class ThrowawayMariaDb
{
public:
    ThrowawayMariaDb() = default;
    ThrowawayMariaDb(const ThrowawayMariaDb &) = delete;
    ThrowawayMariaDb &operator=(const ThrowawayMariaDb &) = delete;
    ~ThrowawayMariaDb() { stop(); }

    /// Creates the data folder and starts the server; returns why it cannot run, or an empty string.
    QString start()
    {
        if (!m_dir.isValid())
            return QStringLiteral("no temporary folder");
        const QString installDb = tool(QStringLiteral("mariadb-install-db"));
        const QString server = tool(QStringLiteral("mariadbd"));
        m_client = tool(QStringLiteral("mariadb"));
        if (installDb.isEmpty() || server.isEmpty() || m_client.isEmpty())
            return QStringLiteral("mariadb-install-db, mariadbd or mariadb is not installed (apt-get install "
                                  "mariadb-server mariadb-client)");
        QStringList common{
            QStringLiteral("--no-defaults"), QStringLiteral("--datadir=") + m_dir.filePath(QStringLiteral("data"))};
        if (::geteuid() == 0)
            common << QStringLiteral("--user=root");
        QProcess install;
        install.start(installDb,
            common
                + QStringList{
                    QStringLiteral("--auth-root-authentication-method=normal"), QStringLiteral("--skip-test-db")});
        if (!install.waitForFinished(120000) || install.exitCode() != 0)
            return QStringLiteral("mariadb-install-db failed: ")
                + QString::fromLocal8Bit(install.readAllStandardError());
        m_server.setProcessChannelMode(QProcess::MergedChannels);
        m_server.start(server,
            common
                + QStringList{QStringLiteral("--socket=") + socket(), QStringLiteral("--skip-networking"),
                    QStringLiteral("--pid-file=") + m_dir.filePath(QStringLiteral("pid")),
                    QStringLiteral("--log-error=") + m_dir.filePath(QStringLiteral("error.log"))});
        if (!m_server.waitForStarted(10000))
            return QStringLiteral("mariadbd does not start: ") + m_server.errorString();
        for (int attempt = 0; attempt < 60; ++attempt) {
            if (m_server.state() != QProcess::Running)
                return QStringLiteral("mariadbd stopped: ") + log();
            if (sql({}, "SELECT 1").isEmpty())
                return {};
            QThread::msleep(500);
        }
        return QStringLiteral("mariadbd does not answer on its socket: ") + log();
    }

    [[nodiscard]] QString socket() const { return m_dir.filePath(QStringLiteral("sock")); }

    /// Runs `statements` through the `mariadb` client as root (optionally in `database`); returns its error output
    /// (empty on success). `output`, when given, receives what the client printed (tab-separated, no headers).
    QString sql(const QString &database, const QByteArray &statements, QByteArray *output = nullptr) const
    {
        QProcess client;
        QStringList arguments{QStringLiteral("--no-defaults"), QStringLiteral("--socket=") + socket(),
            QStringLiteral("--user=root"), QStringLiteral("--batch"), QStringLiteral("--skip-column-names")};
        if (!database.isEmpty())
            arguments << database;
        client.start(m_client, arguments);
        if (!client.waitForStarted(10000))
            return client.errorString();
        client.write(statements);
        client.closeWriteChannel();
        if (!client.waitForFinished(300000))
            return QStringLiteral("the mariadb client did not finish");
        if (output)
            *output = client.readAllStandardOutput();
        const QString error = QString::fromLocal8Bit(client.readAllStandardError());
        return client.exitCode() == 0 ? QString() : (error.isEmpty() ? QStringLiteral("mariadb failed") : error);
    }

private:
    static QString tool(const QString &name)
    {
        const QString found = QStandardPaths::findExecutable(name);
        return found.isEmpty()
            ? QStandardPaths::findExecutable(name, {QStringLiteral("/usr/sbin"), QStringLiteral("/usr/bin")})
            : found;
    }

    QString log() const
    {
        QFile file(m_dir.filePath(QStringLiteral("error.log")));
        return file.open(QIODevice::ReadOnly) ? QString::fromLocal8Bit(file.readAll().right(2000)) : QString();
    }

    void stop()
    {
        if (m_server.state() == QProcess::NotRunning)
            return;
        m_server.terminate(); // SIGTERM: mariadbd shuts down cleanly
        if (!m_server.waitForFinished(60000)) {
            m_server.kill();
            m_server.waitForFinished(10000);
        }
    }

    QTemporaryDir m_dir;
    QProcess m_server;
    QString m_client;
};

} // namespace mwb::test
