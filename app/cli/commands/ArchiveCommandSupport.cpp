// SPDX-License-Identifier: GPL-3.0-or-later
#include "ArchiveCommandSupport.h"

#include "ConsoleProgress.h"
#include "mwb/core/PathPatterns.h"
#include "mwb/core/ops/ExtractEntries.h"

#include <QJsonArray>

namespace mwb::cli {

namespace {

const QString kJson = QStringLiteral("json");
const QString kOutput = QStringLiteral("output");
const QString kKeepGoing = QStringLiteral("keep-going");
const QString kStrict = QStringLiteral("strict");
const QString kOverwrite = QStringLiteral("overwrite");

QString hex32(quint32 value)
{
    return QStringLiteral("0x%1").arg(value, 8, 16, QLatin1Char('0'));
}

QString spelled(const QString &path, QChar separator)
{
    return separator == QLatin1Char('/') ? path : QString(path).replace(QLatin1Char('/'), separator);
}

QJsonObject entryRow(const EntryIndex::Input &input, unsigned columns, QChar separator)
{
    QJsonObject row{{QStringLiteral("path"), spelled(input.path, separator)}, {QStringLiteral("size"), input.size},
        {QStringLiteral("packed_size"), input.packedSize}};
    if (columns & EntryIndex::TypeColumn)
        row.insert(QStringLiteral("type"), input.type);
    if (columns & EntryIndex::CompressionColumn)
        row.insert(QStringLiteral("compression"), input.compression);
    if ((columns & EntryIndex::ChecksumColumn) && input.hasChecksum)
        row.insert(QStringLiteral("crc32"), hex32(input.checksum));
    if (columns & EntryIndex::FlagsColumn)
        row.insert(QStringLiteral("flags"), qint64(input.flags));
    if (columns & EntryIndex::LocaleColumn)
        row.insert(QStringLiteral("locale"), input.locale);
    if (columns & EntryIndex::SourceColumn)
        row.insert(QStringLiteral("source"), input.source);
    return row;
}

QString entryLine(const EntryIndex::Input &input, unsigned columns, QChar separator)
{
    QString line = QStringLiteral("%1 %2").arg(input.size, 10).arg(input.packedSize, 10);
    if (columns & EntryIndex::TypeColumn)
        line += QStringLiteral(" %1").arg(input.type, -10);
    if (columns & EntryIndex::CompressionColumn)
        line += QStringLiteral(" %1").arg(input.compression, -10);
    if (columns & EntryIndex::ChecksumColumn)
        line += QLatin1Char(' ') + (input.hasChecksum ? hex32(input.checksum) : QString(10, QLatin1Char(' ')));
    if (columns & EntryIndex::FlagsColumn)
        line += QLatin1Char(' ') + hex32(input.flags);
    if (columns & EntryIndex::LocaleColumn)
        line += QStringLiteral(" %1").arg(input.locale, 5);
    if (columns & EntryIndex::SourceColumn)
        line += QStringLiteral(" %1").arg(input.source, -16);
    return line + QLatin1Char(' ') + spelled(input.path, separator);
}

} // namespace

QString ArchiveCommandSupport::patternHelp()
{
    return tr("Patterns: wildcards on entry paths ('/' and '\\' alike, any letter case); '*' matches any run of "
              "characters, folders included, '?' one character; a pattern may leave out leading folders: \"X.DAT\", "
              "\"UNITS/X.DAT\" and \"*.DAT\" all select \"MEDIA/UNITS/X.DAT\".");
}

void ArchiveCommandSupport::addJsonOption(CommandLine &cli)
{
    cli.parser().addOption({kJson, tr("Machine-readable output.")});
}

bool ArchiveCommandSupport::json(CommandLine &cli)
{
    return cli.parser().optionNames().contains(kJson); // isSet() warns about an option the command lacks
}

int ArchiveCommandSupport::list(
    const Archive &archive, CommandLine &cli, const RowExtras &extras, const LineExtras &lineExtras)
{
    return list(archive.indexInputs(), archive.indexColumns(), cli, extras, lineExtras, archive.separator());
}

int ArchiveCommandSupport::list(const std::vector<EntryIndex::Input> &inputs, unsigned columns, CommandLine &cli,
    const RowExtras &extras, const LineExtras &lineExtras, QChar separator)
{
    if (json(cli)) {
        CommandLine::printJsonRows(static_cast<qsizetype>(inputs.size()), [&](qsizetype i) {
            const EntryIndex::Input &input = inputs[static_cast<std::size_t>(i)];
            QJsonObject row = entryRow(input, columns, separator);
            if (extras)
                extras(input.entry, row);
            return row;
        });
        return CommandLine::ExitOk;
    }
    constexpr qsizetype kChunkChars = qsizetype(1) << 20; // printed as it fills: no 100 MB string for 1M lines
    QString text;
    for (const EntryIndex::Input &input : inputs) {
        text += entryLine(input, columns, separator);
        if (lineExtras)
            text += lineExtras(input.entry);
        text += QLatin1Char('\n');
        if (text.size() >= kChunkChars) {
            CommandLine::printOut(text);
            text.clear();
        }
    }
    if (!text.isEmpty() || inputs.empty())
        CommandLine::printOut(text);
    return CommandLine::ExitOk;
}

void ArchiveCommandSupport::addExtractOptions(CommandLine &cli)
{
    cli.parser().addOption({{QStringLiteral("o"), kOutput}, tr("Target folder."), tr("DIR")});
    cli.parser().addOption({kKeepGoing,
        tr("Extract every readable entry even when some fail (they are listed, and the command still fails); by "
           "default a failing entry leaves nothing behind.")});
    cli.parser().addOption({kOverwrite,
        tr("Replace files that already exist in DIR (by default the extraction "
           "refuses, naming them, and writes nothing).")});
    cli.parser().addPositionalArgument(QStringLiteral("PATTERN"),
        tr("Optional patterns selecting the entries (see below)."), QStringLiteral("[PATTERN…]"));
    cli.addDescription(patternHelp());
}

bool ArchiveCommandSupport::overwrite(CommandLine &cli)
{
    return cli.parser().optionNames().contains(kOverwrite);
}

int ArchiveCommandSupport::extract(const Archive &archive, CommandLine &cli)
{
    return extract(archive, cli, cli.positional().mid(1));
}

int ArchiveCommandSupport::extract(const Archive &archive, CommandLine &cli, const QStringList &patterns)
{
    if (!cli.parser().isSet(kOutput))
        return cli.usageError(tr("-o DIR is required"));
    ops::ExtractRequest request;
    request.entries = PathPatterns(patterns).select(archive.indexInputs());
    request.targetDir = cli.parser().value(kOutput);
    request.failures = cli.parser().isSet(kKeepGoing) ? io::FailurePolicy::KeepGoing : io::FailurePolicy::AllOrNothing;
    request.overwrite = overwrite(cli) ? ops::OverwritePolicy::Overwrite : ops::OverwritePolicy::Refuse;
    ConsoleProgress progress(tr("Extracting"));
    const auto result = ops::extractEntries(archive, request, progress);
    if (!result)
        return failExtraction(result.error(), request.targetDir);
    const ExtractOutcome &outcome = result->outcome;
    for (const ExtractFailure &failure : outcome.failures)
        CommandLine::printErr(QStringLiteral("mwb-cli: ") + failure.error.toString());
    QString summary = tr("%n file(s) extracted", nullptr, outcome.summary.files)
        + tr(", %n failed", nullptr, static_cast<int>(outcome.failures.size()));
    if (!result->conflicts.empty())
        summary += tr(", %n existing file(s) replaced", nullptr, static_cast<int>(result->conflicts.size()));
    CommandLine::printOut(summary);
    return outcome.failures.empty() ? CommandLine::ExitOk : exitCodeFor(outcome.failures.front().error.code);
}

int ArchiveCommandSupport::failExtraction(const Error &error, const QString &targetDir)
{
    const int code = CommandLine::fail(error);
    if (error.code == ErrorCode::InvalidInput && error.path == targetDir)
        CommandLine::printErr(tr("mwb-cli: --overwrite replaces existing files"));
    return code;
}

void ArchiveCommandSupport::addVerifyOptions(CommandLine &cli)
{
    addJsonOption(cli);
    cli.parser().addOption({kStrict, tr("Warnings fail the check too (exit 1).")});
}

int ArchiveCommandSupport::verify(const Archive &archive, CommandLine &cli)
{
    ConsoleProgress progress(tr("Verifying"));
    const auto report = archive.verify(progress);
    if (!report)
        return CommandLine::fail(report.error());
    const bool accepted = report->problems.empty();
    const bool passed = accepted && (report->warnings.empty() || !cli.parser().isSet(kStrict));
    if (json(cli)) {
        QJsonArray problems;
        for (const Error &problem : report->problems)
            problems.append(CommandLine::errorJson(problem));
        QJsonArray warnings;
        for (const VerifyWarning &warning : report->warnings)
            warnings.append(QJsonObject{{QStringLiteral("code"), warning.code}, {QStringLiteral("path"), warning.path},
                {QStringLiteral("message"), warning.message}});
        CommandLine::printJson(QJsonDocument(QJsonObject{{QStringLiteral("file"), archive.path()},
            {QStringLiteral("format"), archive.formatId()}, {QStringLiteral("checked_entries"), report->checkedEntries},
            {QStringLiteral("accepted"), accepted}, {QStringLiteral("passed"), passed},
            {QStringLiteral("problems"), problems}, {QStringLiteral("warnings"), warnings},
            {QStringLiteral("facts"), QJsonArray::fromStringList(report->facts)}}));
        return passed ? CommandLine::ExitOk : CommandLine::ExitCheckFailed;
    }
    QString text;
    for (const Error &problem : report->problems)
        text += problem.toString() + QLatin1Char('\n');
    for (const VerifyWarning &warning : report->warnings) {
        text += tr("warning: %1: %2").arg(warning.code, warning.message)
            + (warning.path.isEmpty() ? QString() : QStringLiteral(" [%1]").arg(warning.path)) + QLatin1Char('\n');
    }
    for (const QString &fact : report->facts)
        text += fact + QLatin1Char('\n');
    text += accepted ? tr("OK: %n entries checked", nullptr, report->checkedEntries)
                     : tr("FAILED: %n problem(s)", nullptr, static_cast<int>(report->problems.size()));
    if (accepted && !passed)
        text += QLatin1Char('\n')
            + tr("FAILED (--strict): %n warning(s)", nullptr, static_cast<int>(report->warnings.size()));
    CommandLine::printOut(text);
    return passed ? CommandLine::ExitOk : CommandLine::ExitCheckFailed;
}

} // namespace mwb::cli
