// SPDX-License-Identifier: GPL-3.0-or-later
#include "CommandLine.h"

#include <cstdio>

namespace mwb::cli {

void ArgumentParser::addPositionalArgument(const QString &name, const QString &description, const QString &syntax)
{
    QCommandLineParser::addPositionalArgument(name, description, syntax);
    const QString shown = syntax.isEmpty() ? name : syntax;
    if (shown.contains(QStringLiteral("…")) || shown.contains(QLatin1String("...")))
        m_unlimited = true;
    ++m_declared;
}

CommandLine::CommandLine(const QString &usage, const QString &description)
    : m_usage(usage)
{
    m_parser.setApplicationDescription(description);
    m_parser.addHelpOption();
}

std::optional<int> CommandLine::parse(const QStringList &arguments, int positionalCount)
{
    QStringList argv = arguments;
    argv.prepend(QStringLiteral("mwb-cli ") + m_usage.section(QLatin1Char(' '), 0, 1));
    if (!m_parser.parse(argv)) {
        printErr(QStringLiteral("mwb-cli: ") + m_parser.errorText());
        printErr(tr("Usage: mwb-cli %1").arg(m_usage));
        return ExitUsage;
    }
    if (m_parser.isSet(QStringLiteral("help"))) {
        printOut(tr("Usage: mwb-cli %1").arg(m_usage) + QLatin1Char('\n'));
        QString help = m_parser.helpText();
        help = help.section(QLatin1Char('\n'), 1); // drop Qt's own "Usage:" line, ours is above
        printOut(help);
        return ExitOk;
    }
    const qsizetype given = m_parser.positionalArguments().size();
    if (given < positionalCount) {
        printErr(tr("Usage: mwb-cli %1").arg(m_usage));
        return ExitUsage;
    }
    if (const int most = m_parser.maxPositional(); most >= 0 && given > most) {
        const QStringList extra = m_parser.positionalArguments().mid(most);
        return usageError(tr("unexpected argument(s): %1").arg(extra.join(QLatin1Char(' '))));
    }
    return std::nullopt;
}

void CommandLine::addDescription(const QString &paragraph)
{
    m_parser.setApplicationDescription(m_parser.applicationDescription() + QStringLiteral("\n\n") + paragraph);
}

int CommandLine::usageError(const QString &message) const
{
    printErr(QStringLiteral("mwb-cli: ") + message);
    printErr(tr("Usage: mwb-cli %1").arg(m_usage));
    return ExitUsage;
}

int CommandLine::fail(const Error &error)
{
    printErr(QStringLiteral("mwb-cli: ") + error.toString());
    return exitCodeFor(error.code);
}

void CommandLine::printOut(const QString &text)
{
    const QByteArray bytes = text.toUtf8();
    std::fwrite(bytes.constData(), 1, static_cast<std::size_t>(bytes.size()), stdout);
    if (!text.endsWith(QLatin1Char('\n')))
        std::fputc('\n', stdout);
    std::fflush(stdout);
}

void CommandLine::printErr(const QString &text)
{
    const QByteArray bytes = text.toLocal8Bit();
    std::fwrite(bytes.constData(), 1, static_cast<std::size_t>(bytes.size()), stderr);
    if (!text.endsWith(QLatin1Char('\n')))
        std::fputc('\n', stderr);
    std::fflush(stderr);
}

QJsonObject CommandLine::errorJson(const Error &error)
{
    return QJsonObject{{QStringLiteral("code"), errorCodeName(error.code)}, {QStringLiteral("path"), error.path},
        {QStringLiteral("message"), error.message}, {QStringLiteral("offset"), error.offset}};
}

void CommandLine::printJson(const QJsonDocument &document)
{
    const QByteArray bytes = document.toJson(QJsonDocument::Indented);
    std::fwrite(bytes.constData(), 1, static_cast<std::size_t>(bytes.size()), stdout);
    std::fflush(stdout);
}

void CommandLine::printJsonRows(qsizetype count, const std::function<QJsonObject(qsizetype)> &row)
{
    constexpr qsizetype kFlushBytes = 1 << 20;
    QByteArray out = count == 0 ? QByteArrayLiteral("[") : QByteArrayLiteral("[\n");
    const auto flush = [&out] {
        std::fwrite(out.constData(), 1, static_cast<std::size_t>(out.size()), stdout);
        out.clear();
    };
    for (qsizetype i = 0; i < count; ++i) {
        out += QJsonDocument(row(i)).toJson(QJsonDocument::Compact);
        out += i + 1 < count ? QByteArrayLiteral(",\n") : QByteArrayLiteral("\n");
        if (out.size() >= kFlushBytes)
            flush();
    }
    out += QByteArrayLiteral("]\n");
    flush();
    std::fflush(stdout);
}

} // namespace mwb::cli
