// SPDX-License-Identifier: GPL-3.0-or-later
#include "CommandLine.h"
#include "CommandRegistry.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

using mwb::cli::CommandLine;

namespace {

QString overview()
{
    QString text = CommandLine::tr("Usage: mwb-cli [GROUP] COMMAND [ARGUMENTS…]   (COMMAND --help for details)")
        + QStringLiteral("\n\n") + CommandLine::tr("Commands:") + QLatin1Char('\n');
    for (const auto &command : mwb::cli::allCommands()) {
        const QString spelling
            = command.group.isEmpty() ? command.name : command.group + QLatin1Char(' ') + command.name;
        text += QStringLiteral("  %1\n      %2\n").arg(spelling, command.summary);
    }
    text += QLatin1Char('\n') +
        CommandLine::tr("Exit codes: 0 success; 1 a check found problems; 2 usage error; 10 i/o error; "
                        "11 truncated; 12 bad magic; 13 corrupt; 14 unsupported; 15 checksum mismatch; "
                        "16 safety limit exceeded; 17 unsafe path; 18 invalid input; 19 canceled.");
    return text;
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("mwb-cli"));
    QCoreApplication::setApplicationVersion(QStringLiteral(PROJECT_VERSION_STRING));

    QTranslator qtTranslator;
    if (qtTranslator.load(QLocale(), QStringLiteral("qtbase"), QStringLiteral("_"),
            QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(&qtTranslator);
    QTranslator appTranslator;
    if (appTranslator.load(QLocale(), QStringLiteral("mwb"), QStringLiteral("_"), QStringLiteral(":/i18n")))
        QCoreApplication::installTranslator(&appTranslator);

    const QStringList args = QCoreApplication::arguments().mid(1);
    if (args.isEmpty() || args.first() == QLatin1String("--help") || args.first() == QLatin1String("-h")) {
        CommandLine::printOut(overview());
        return args.isEmpty() ? CommandLine::ExitUsage : CommandLine::ExitOk;
    }
    if (args.first() == QLatin1String("--version")) {
        CommandLine::printOut(QStringLiteral("mwb-cli ") + QCoreApplication::applicationVersion());
        return CommandLine::ExitOk;
    }
    if (const auto *command = mwb::cli::findCommand(QString(), args.at(0)))
        return command->run(args.mid(1));
    if (const auto *command = args.size() >= 2 ? mwb::cli::findCommand(args.at(0), args.at(1)) : nullptr)
        return command->run(args.mid(2));
    CommandLine::printErr(CommandLine::tr("mwb-cli: unknown command \"%1\"").arg(args.mid(0, 2).join(QLatin1Char(' '))));
    CommandLine::printErr(overview());
    return CommandLine::ExitUsage;
}
