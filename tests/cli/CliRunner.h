// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QStringList>

namespace mwb::test {

/// The mwb-cli under test: the one this tree builds, or MWB_CLI_UNDER_TEST when set (to run a suite against another
/// build, e.g. to show that a test fails on the code before a fix).
inline QString cliPath()
{
    const QString other = qEnvironmentVariable("MWB_CLI_UNDER_TEST");
    return other.isEmpty() ? QStringLiteral(MWB_CLI_PATH) : other;
}

/// Runs mwb-cli (built by this tree) with the C locale, and keeps its exit code and output.
struct CliRun
{
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
    [[nodiscard]] QJsonDocument json() const { return QJsonDocument::fromJson(out); }
};

/// The strings of a JSON array (a report's "files", "ignored"…).
inline QStringList jsonStrings(const QJsonValue &value)
{
    QStringList out;
    for (const QJsonValue &item : value.toArray())
        out << item.toString();
    return out;
}

inline CliRun runCli(const QStringList &arguments, const QString &workingDirectory = {})
{
    QProcess process;
    if (!workingDirectory.isEmpty())
        process.setWorkingDirectory(workingDirectory);
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("LANG"), QStringLiteral("C"));
    env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C"));
    process.setProcessEnvironment(env);
    process.start(cliPath(), arguments);
    CliRun run;
    if (!process.waitForFinished(120000))
        return run;
    run.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    run.out = process.readAllStandardOutput();
    run.err = process.readAllStandardError();
    return run;
}

} // namespace mwb::test
