// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/core/Error.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStringList>

#include <functional>
#include <optional>

namespace mwb::cli {

/// QCommandLineParser that remembers how many positional arguments a command declares, so that CommandLine can refuse
/// extra ones for every command at once. A syntax ending with "…" (or "...") takes any number.
class ArgumentParser : public QCommandLineParser
{
public:
    /// As QCommandLineParser's (which it hides), counting the argument.
    void addPositionalArgument(const QString &name, const QString &description, const QString &syntax = QString());
    /// The positional arguments the command takes at most; -1 when one of them takes any number, or none is declared.
    [[nodiscard]] int maxPositional() const { return m_unlimited || m_declared == 0 ? -1 : m_declared; }

private:
    int m_declared = 0;
    bool m_unlimited = false;
};

/// Shared plumbing of the sub-commands: parsing with --help, error reporting and output.
class CommandLine
{
    Q_DECLARE_TR_FUNCTIONS(mwb::cli::CommandLine)
public:
    /// Exit codes besides exitCodeFor(ErrorCode): documented in `mwb-cli --help`.
    static constexpr int ExitOk = 0;
    static constexpr int ExitCheckFailed = 1;
    static constexpr int ExitUsage = 2;

    /// `usage` is e.g. "mod info FILE [--json]". The parser gets --help added.
    CommandLine(const QString &usage, const QString &description);

    ArgumentParser &parser() { return m_parser; }
    /// Adds a paragraph to the description --help prints (shown as written, not wrapped).
    void addDescription(const QString &paragraph);

    /// Parses `arguments` (without program and command names). Returns an exit code when the command must stop
    /// here (--help printed: 0, bad usage: 2), or nullopt to go on. `positionalCount` is the minimum required; more
    /// than the command declares (ArgumentParser::maxPositional()) is a usage error too.
    [[nodiscard]] std::optional<int> parse(const QStringList &arguments, int positionalCount);

    [[nodiscard]] QStringList positional() const { return m_parser.positionalArguments(); }

    /// Prints "mwb-cli: message" and the usage line on stderr; returns ExitUsage.
    [[nodiscard]] int usageError(const QString &message) const;

    /// Prints "mwb-cli: <code>: message [path] @0xoffset" on stderr; returns the error's exit code.
    static int fail(const Error &error);
    static void printOut(const QString &text);
    static void printErr(const QString &text);
    static void printJson(const QJsonDocument &document);
    /// An error as JSON output carries it: code (errorCodeName()), path, message, offset.
    [[nodiscard]] static QJsonObject errorJson(const Error &error);
    /// Prints a JSON array of `count` objects, one compact object a line, each made by `row(i)` only when it is
    /// printed: a listing of 100,000+ entries never builds one document (about 4× faster than printJson()).
    static void printJsonRows(qsizetype count, const std::function<QJsonObject(qsizetype)> &row);

private:
    QString m_usage;
    ArgumentParser m_parser;
};

} // namespace mwb::cli
