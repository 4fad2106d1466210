// SPDX-License-Identifier: GPL-3.0-or-later
#include "CommandLine.h"
#include "CommandRegistry.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

#include <algorithm>

using mwb::cli::CommandLine;

namespace {

QString exitCodes()
{
    return CommandLine::tr("Exit codes: 0 success; 1 a check found problems; 2 usage error; 10 i/o error; "
                           "11 truncated; 12 bad magic; 13 corrupt; 14 unsupported; 15 checksum mismatch; "
                           "16 safety limit exceeded; 17 unsafe path; 18 invalid input; 19 canceled.");
}

/// The commands of `group` (empty: every command), one spelling and summary each.
QString commandList(const QString &group)
{
    QString text;
    for (const auto &command : mwb::cli::allCommands()) {
        if (!group.isEmpty() && command.group != group)
            continue;
        const QString spelling
            = command.group.isEmpty() ? command.name : command.group + QLatin1Char(' ') + command.name;
        text += QStringLiteral("  %1\n      %2\n").arg(spelling, command.summary);
    }
    return text;
}

QString overview()
{
    return CommandLine::tr("Usage: mwb-cli [GROUP] COMMAND [ARGUMENTS…]   (COMMAND --help for details)")
        + QStringLiteral("\n\n") + CommandLine::tr("Commands:") + QLatin1Char('\n') + commandList(QString())
        + QLatin1Char('\n')
        + CommandLine::tr("Options of every command: --lang LANGUAGE (e.g. zh_CN) for the messages; --help.")
        + QLatin1Char('\n') + exitCodes();
}

QString groupHelp(const QString &group)
{
    return CommandLine::tr("Usage: mwb-cli %1 COMMAND [ARGUMENTS…]   (COMMAND --help for details)").arg(group)
        + QStringLiteral("\n\n") + CommandLine::tr("Commands of %1:").arg(group) + QLatin1Char('\n')
        + commandList(group) + QLatin1Char('\n') + exitCodes();
}

bool isGroup(const QString &name)
{
    const auto &commands = mwb::cli::allCommands();
    return std::any_of(commands.begin(), commands.end(), [&name](const auto &c) {
        return c.group == name;
    });
}

bool isHelp(const QString &argument)
{
    return argument == QLatin1String("--help") || argument == QLatin1String("-h");
}

/// Takes `--lang X` / `--lang=X` out of `arguments` (before or after the command) and returns X.
QString takeLanguage(QStringList &arguments)
{
    QString language;
    for (qsizetype i = 0; i < arguments.size();) {
        if (arguments[i] == QLatin1String("--lang") && i + 1 < arguments.size()) {
            language = arguments[i + 1];
            arguments.remove(i, 2);
        } else if (arguments[i].startsWith(QLatin1String("--lang="))) {
            language = arguments[i].mid(7);
            arguments.remove(i);
        } else {
            ++i;
        }
    }
    return language;
}

void installTranslators(const QLocale &locale)
{
    auto *qt = new QTranslator(QCoreApplication::instance());
    if (qt->load(
            locale, QStringLiteral("qtbase"), QStringLiteral("_"), QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qt);
    auto *ours = new QTranslator(QCoreApplication::instance()); // embedded at :/i18n/mwb_<lang>.qm
    if (ours->load(locale, QStringLiteral("mwb"), QStringLiteral("_"), QStringLiteral(":/i18n")))
        QCoreApplication::installTranslator(ours);
}

/// `mwb-cli help [GROUP [COMMAND]]`.
int help(const QStringList &topic)
{
    if (topic.isEmpty()) {
        CommandLine::printOut(overview());
        return CommandLine::ExitOk;
    }
    if (const auto *command = mwb::cli::findCommand(QString(), topic.at(0)))
        return command->run({QStringLiteral("--help")});
    if (topic.size() >= 2) {
        if (const auto *command = mwb::cli::findCommand(topic.at(0), topic.at(1)))
            return command->run({QStringLiteral("--help")});
    }
    if (isGroup(topic.at(0)) && topic.size() == 1) {
        CommandLine::printOut(groupHelp(topic.at(0)));
        return CommandLine::ExitOk;
    }
    CommandLine::printErr(CommandLine::tr("mwb-cli: no help on \"%1\"").arg(topic.join(QLatin1Char(' '))));
    return CommandLine::ExitUsage;
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("mwb-cli"));
    QCoreApplication::setApplicationVersion(QStringLiteral(PROJECT_VERSION_STRING));

    QStringList args = QCoreApplication::arguments().mid(1);
    const QString language = takeLanguage(args);
    if (!language.isEmpty())
        QLocale::setDefault(QLocale(language));
    installTranslators(language.isEmpty() ? QLocale() : QLocale(language));

    if (args.isEmpty()) {
        CommandLine::printOut(overview());
        return CommandLine::ExitUsage;
    }
    if (isHelp(args.first())) {
        CommandLine::printOut(overview());
        return CommandLine::ExitOk;
    }
    if (args.first() == QLatin1String("--version")) {
        CommandLine::printOut(QStringLiteral("mwb-cli ") + QCoreApplication::applicationVersion());
        return CommandLine::ExitOk;
    }
    if (args.first() == QLatin1String("help"))
        return help(args.mid(1));
    if (const auto *command = mwb::cli::findCommand(QString(), args.at(0)))
        return command->run(args.mid(1));
    if (const auto *command = args.size() >= 2 ? mwb::cli::findCommand(args.at(0), args.at(1)) : nullptr)
        return command->run(args.mid(2));
    if (isGroup(args.first()) && (args.size() == 1 || isHelp(args.at(1)))) {
        CommandLine::printOut(groupHelp(args.first()));
        return args.size() == 1 ? CommandLine::ExitUsage : CommandLine::ExitOk;
    }
    CommandLine::printErr(CommandLine::tr("mwb-cli: unknown command \"%1\"").arg(args.mid(0, 2).join(QLatin1Char(' '))));
    CommandLine::printErr(isGroup(args.first()) ? groupHelp(args.first()) : overview());
    return CommandLine::ExitUsage;
}
