// SPDX-License-Identifier: GPL-3.0-or-later
// `mwb-cli wow doctor DATA_DIR`: what keeps a WoW 3.3.5a client's Data folder from working (mwb::wow::WowDoctor).
#include "CommandLine.h"
#include "CommandRegistry.h"
#include "ConsoleProgress.h"
#include "mwb/core/WowDoctor.h"

#include <QJsonArray>
#include <QJsonObject>

namespace mwb::cli {

using namespace mwb::wow;

namespace {

class WowDoctorText
{
    Q_DECLARE_TR_FUNCTIONS(mwb::cli::WowDoctorCommands)
};

QJsonObject findingJson(const DoctorFinding &finding)
{
    return QJsonObject{{QStringLiteral("severity"), doctorSeverityName(finding.severity)},
        {QStringLiteral("code"), finding.code}, {QStringLiteral("message"), finding.message},
        {QStringLiteral("advice"), finding.advice},
        {QStringLiteral("files"), QJsonArray::fromStringList(finding.files)},
        {QStringLiteral("entries"), QJsonArray::fromStringList(finding.entries)},
        {QStringLiteral("count"), finding.count}};
}

QJsonDocument reportJson(const DoctorReport &report)
{
    QJsonArray findings;
    for (const DoctorFinding &finding : report.findings)
        findings.append(findingJson(finding));
    return QJsonDocument(
        QJsonObject{{QStringLiteral("data_dir"), report.dataDir}, {QStringLiteral("locale"), report.locale},
            {QStringLiteral("loaded"), QJsonArray::fromStringList(report.loaded)},
            {QStringLiteral("errors"), report.count(DoctorSeverity::Error)},
            {QStringLiteral("warnings"), report.count(DoctorSeverity::Warning)},
            {QStringLiteral("infos"), report.count(DoctorSeverity::Info)}, {QStringLiteral("findings"), findings}});
}

QString severityText(DoctorSeverity severity)
{
    switch (severity) {
    case DoctorSeverity::Error:
        return WowDoctorText::tr("error");
    case DoctorSeverity::Warning:
        return WowDoctorText::tr("warning");
    case DoctorSeverity::Info:
        break;
    }
    return WowDoctorText::tr("info");
}

QString reportText(const DoctorReport &report)
{
    QString text = WowDoctorText::tr("World of Warcraft 3.3.5a Data folder %1, locale %2\n")
                       .arg(report.dataDir, report.locale.isEmpty() ? WowDoctorText::tr("none") : report.locale);
    for (const DoctorFinding &finding : report.findings) {
        text += QStringLiteral("%1 %2: %3\n").arg(severityText(finding.severity), finding.code, finding.message);
        for (const QString &entry : finding.entries)
            text += QStringLiteral("    %1\n").arg(entry);
        if (finding.count > finding.entries.size()) {
            text += WowDoctorText::tr(
                "    … %n more (--list shows all)\n", nullptr, int(finding.count - finding.entries.size()));
        }
        if (!finding.advice.isEmpty())
            text += WowDoctorText::tr("  what to do: %1\n").arg(finding.advice);
    }
    text += WowDoctorText::tr("%1 error(s), %2 warning(s), %3 info(s)\n")
                .arg(report.count(DoctorSeverity::Error))
                .arg(report.count(DoctorSeverity::Warning))
                .arg(report.count(DoctorSeverity::Info));
    return text;
}

int doctorCommand(const QStringList &arguments)
{
    CommandLine cli(QStringLiteral("wow doctor DATA_DIR [--locale LOCALE] [--list] [--json]"),
        WowDoctorText::tr("Examine a World of Warcraft 3.3.5a client's Data folder as the client loads it: archives "
                          "it never loads (names, folders, locales, MPQ versions) and the order of the rest, names "
                          "that differ only in case, what each custom patch replaces and what replaces it, the "
                          "tables custom patches supply, and the icons and map folders their rows name that no "
                          "archive holds. Exit 0 with warnings only, 1 with errors."));
    const QCommandLineOption json(QStringLiteral("json"), WowDoctorText::tr("Print JSON."));
    const QCommandLineOption list(
        QStringLiteral("list"), WowDoctorText::tr("List every file or row of a finding, not only the first ten."));
    const QCommandLineOption locale(QStringLiteral("locale"),
        WowDoctorText::tr("The locale folder to examine (enUS, ruRU…); by default the one found."),
        WowDoctorText::tr("LOCALE"));
    cli.parser().addOptions({json, list, locale});
    cli.parser().addPositionalArgument(
        QStringLiteral("DATA_DIR"), WowDoctorText::tr("The client's Data folder, or the client folder holding it."));
    if (const auto stop = cli.parse(arguments, 1))
        return *stop;
    DoctorOptions options;
    options.locale = cli.parser().value(locale);
    options.listAll = cli.parser().isSet(list);
    ConsoleProgress progress(WowDoctorText::tr("Examining"));
    auto report = WowDoctor::examine(cli.positional().constFirst(), options, progress);
    if (!report)
        return CommandLine::fail(report.error());
    if (cli.parser().isSet(json))
        CommandLine::printJson(reportJson(*report));
    else
        CommandLine::printOut(reportText(*report));
    return report->count(DoctorSeverity::Error) > 0 ? CommandLine::ExitCheckFailed : CommandLine::ExitOk;
}

} // namespace

void addWowDoctorCommands(std::vector<Command> &commands)
{
    commands.push_back({QStringLiteral("wow"), QStringLiteral("doctor"),
        WowDoctorText::tr("What keeps a WoW 3.3.5a Data folder from working, and what to do"), doctorCommand});
}

} // namespace mwb::cli
