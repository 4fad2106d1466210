// SPDX-License-Identifier: GPL-3.0-or-later
// `mwb-cli mod conflicts|merge MOD… [--base MEDIA_DIR]`: what the mods of a Torchlight 2 load order fight over, and
// the load order merged into one mod (mwb::conflicts).
#include "ArchiveCommandSupport.h"
#include "CommandLine.h"
#include "CommandRegistry.h"
#include "ConsoleProgress.h"
#include "mwb/core/conflicts/ModMerge.h"

#include <QJsonArray>
#include <QJsonObject>

namespace mwb::cli {

namespace {

using namespace mwb::conflicts;

const QString kBase = QStringLiteral("base");

/// The front `mod conflicts` and `mod merge` share: the mods in load order, --base and --json.
class LoadOrderCommand
{
    Q_DECLARE_TR_FUNCTIONS(mwb::cli::ModConflictCommands)
public:
    LoadOrderCommand(const QString &usage, const QString &description)
        : m_cli(usage, description)
    {
        m_cli.parser().addPositionalArgument(QStringLiteral("MOD"),
            tr("The .MOD files in load order, lowest priority first (the last one wins, as in the game's mod list)."),
            QStringLiteral("MOD…"));
        m_cli.parser().addOption({kBase,
            tr("The game's own files to compare with: its PAKS/DATA.PAK (or DATA.PAK.MAN), its unpacked MEDIA "
               "folder, or any folder or archive holding them. Without it the mods are only compared with each other."),
            tr("MEDIA_DIR")});
        ArchiveCommandSupport::addJsonOption(m_cli);
    }

    CommandLine &cli() { return m_cli; }

    /// Parses the arguments and opens the mods and the base; returns the exit code to stop with.
    [[nodiscard]] std::optional<int> open(const QStringList &arguments)
    {
        if (const auto stop = m_cli.parse(arguments, 1))
            return stop;
        auto inputs = openConflictInputs(m_cli.positional(), m_cli.parser().value(kBase));
        if (!inputs)
            return CommandLine::fail(inputs.error());
        m_inputs = std::move(inputs).value();
        return std::nullopt;
    }

    [[nodiscard]] const ConflictInputs &inputs() const { return m_inputs; }
    [[nodiscard]] bool json() { return ArchiveCommandSupport::json(m_cli); }

private:
    CommandLine m_cli;
    ConflictInputs m_inputs;
};

QString modName(const ConflictReport &report, int mod)
{
    return report.mods.value(mod);
}

QStringList modNames(const ConflictReport &report, const std::vector<int> &mods)
{
    QStringList names;
    for (const int mod : mods)
        names << modName(report, mod);
    return names;
}

QJsonValue valueJson(const std::optional<formats::tl2dat::DatProperty> &value)
{
    if (!value)
        return QJsonValue::Null;
    return QJsonObject{{QStringLiteral("type"), value->type}, {QStringLiteral("value"), value->value}};
}

QJsonObject propertyJson(const ConflictReport &report, const PropertyOverlap &property)
{
    QJsonArray values;
    for (const PropertyValue &value : property.values)
        values.append(QJsonObject{{QStringLiteral("mod"), modName(report, value.mod)},
            {QStringLiteral("value"), valueJson(value.value)}});
    return QJsonObject{{QStringLiteral("address"), property.address}, {QStringLiteral("conflict"), property.conflict},
        {QStringLiteral("base"), valueJson(property.base)}, {QStringLiteral("values"), values},
        {QStringLiteral("winner"), modName(report, property.winner)}};
}

QJsonObject fileJson(const ConflictReport &report, const FileReport &file)
{
    QJsonArray properties;
    for (const PropertyOverlap &property : file.properties)
        properties.append(propertyJson(report, property));
    QJsonArray pairs;
    for (const auto &[a, b] : file.conflictingPairs)
        pairs.append(QJsonArray{modName(report, a), modName(report, b)});
    return QJsonObject{{QStringLiteral("path"), file.path}, {QStringLiteral("status"), fileStatusName(file.status)},
        {QStringLiteral("mods"), QJsonArray::fromStringList(modNames(report, file.mods))},
        {QStringLiteral("winner"), modName(report, file.winner)},
        {QStringLiteral("by_property"), file.comparedByProperty}, {QStringLiteral("in_base"), file.inBase},
        {QStringLiteral("disjoint_changes"), file.disjointChanges}, {QStringLiteral("note"), file.note},
        {QStringLiteral("conflicting_pairs"), pairs}, {QStringLiteral("properties"), properties}};
}

void printConflictsJson(const ConflictInputs &inputs, const ConflictReport &report)
{
    QJsonArray mods;
    for (std::size_t i = 0; i < inputs.mods.size(); ++i)
        mods.append(QJsonObject{{QStringLiteral("name"), inputs.mods[i].name},
            {QStringLiteral("path"), inputs.mods[i].archive->path()}});
    QJsonArray files;
    for (const FileReport &file : report.shared)
        files.append(fileJson(report, file));
    QJsonArray matrix;
    for (const std::vector<int> &row : report.matrix) {
        QJsonArray cells;
        for (const int cell : row)
            cells.append(cell);
        matrix.append(cells);
    }
    QJsonObject summary;
    for (const FileStatus status : {FileStatus::Identical, FileStatus::Harmless, FileStatus::Conflict,
             FileStatus::PossibleConflict, FileStatus::Regenerated, FileStatus::Deleted})
        summary.insert(fileStatusName(status), report.count(status));
    CommandLine::printJson(QJsonDocument(QJsonObject{{QStringLiteral("mods"), mods},
        {QStringLiteral("base"), inputs.base ? QJsonValue(inputs.base->path()) : QJsonValue::Null},
        {QStringLiteral("total_files"), report.files}, {QStringLiteral("conflicts"), report.hasConflicts()},
        {QStringLiteral("summary"), summary}, {QStringLiteral("files"), files}, {QStringLiteral("matrix"), matrix}}));
}

QString valueText(const std::optional<formats::tl2dat::DatProperty> &value)
{
    return value ? value->value : LoadOrderCommand::tr("(removed)");
}

/// "! UNIT/HP: base 10 | A.MOD 12 | B.MOD 15 -> B.MOD" ('!' a conflict, '=' the same value).
QString propertyLine(const ConflictReport &report, const PropertyOverlap &property)
{
    QStringList values;
    if (report.withBase)
        values << LoadOrderCommand::tr("base %1").arg(property.base ? property.base->value : LoadOrderCommand::tr("(none)"));
    for (const PropertyValue &value : property.values)
        values << QStringLiteral("%1 %2").arg(modName(report, value.mod), valueText(value.value));
    return QStringLiteral("    %1 %2: %3 -> %4\n")
        .arg(property.conflict ? QLatin1Char('!') : QLatin1Char('='))
        .arg(property.address, values.join(QStringLiteral(" | ")), modName(report, property.winner));
}

QString matrixText(const ConflictReport &report)
{
    QString text = LoadOrderCommand::tr("Conflicting files per pair of mods:\n");
    const auto count = static_cast<int>(report.mods.size());
    text += QStringLiteral("     ");
    for (int j = 0; j < count; ++j)
        text += QStringLiteral("%1").arg(j + 1, 5);
    text += QLatin1Char('\n');
    for (int i = 0; i < count; ++i) {
        text += QStringLiteral("%1").arg(i + 1, 5);
        for (int j = 0; j < count; ++j) {
            const int cell = report.matrix[static_cast<std::size_t>(i)][static_cast<std::size_t>(j)];
            text += i == j ? QStringLiteral("    -") : QStringLiteral("%1").arg(cell, 5);
        }
        text += QStringLiteral("  %1\n").arg(report.mods[i]);
    }
    return text;
}

void printConflictsText(const ConflictInputs &inputs, const ConflictReport &report)
{
    QString text = LoadOrderCommand::tr("Load order (the last one wins):\n");
    for (qsizetype i = 0; i < report.mods.size(); ++i)
        text += QStringLiteral("%1  %2\n").arg(i + 1, 3).arg(report.mods[i]);
    text += inputs.base ? LoadOrderCommand::tr("Base: %1\n").arg(inputs.base->path())
                        : LoadOrderCommand::tr("No base: every DAT property whose value differs between the mods is a "
                                               "possible conflict\n");
    text += QLatin1Char('\n');
    for (const FileReport &file : report.shared) {
        text += QStringLiteral("%1  %2  [%3] -> %4\n")
                    .arg(fileStatusName(file.status).leftJustified(17), file.path,
                        modNames(report, file.mods).join(QStringLiteral(", ")), modName(report, file.winner));
        if (!file.note.isEmpty())
            text += QStringLiteral("    %1\n").arg(file.note);
        for (const PropertyOverlap &property : file.properties)
            text += propertyLine(report, property);
        if (file.disjointChanges > 0)
            text += LoadOrderCommand::tr("    %n disjoint change(s), merged without conflict\n", nullptr,
                file.disjointChanges);
    }
    text += QLatin1Char('\n') + matrixText(report) + QLatin1Char('\n');
    text += report.summary() + QLatin1Char('\n');
    CommandLine::printOut(text);
}

int modConflicts(const QStringList &arguments)
{
    LoadOrderCommand command(QStringLiteral("mod conflicts MOD… [--base MEDIA_DIR] [--json]"),
        LoadOrderCommand::tr("Show which mods of a load order share files and which one wins. With --base, DATs are "
                             "compared with the game's copy property by property: real conflicts (two mods set a "
                             "property differently) apart from harmless overlaps. RAW indexes are regenerated, never "
                             "conflicts. Exit 0 without conflicts, 1 when there are real or possible conflicts."));
    if (const auto stop = command.open(arguments))
        return *stop;
    ConsoleProgress progress(LoadOrderCommand::tr("Comparing"));
    const auto report = analyzeConflicts(command.inputs(), progress);
    if (!report)
        return CommandLine::fail(report.error());
    if (command.json())
        printConflictsJson(command.inputs(), *report);
    else
        printConflictsText(command.inputs(), *report);
    return report->hasConflicts() ? CommandLine::ExitCheckFailed : CommandLine::ExitOk;
}

int modMerge(const QStringList &arguments)
{
    LoadOrderCommand command(QStringLiteral("mod merge MOD… [--base MEDIA_DIR] -o OUT.MOD [--title NAME] [--json]"),
        LoadOrderCommand::tr("Merge a load order into one new .MOD: each file from the last mod that carries it; with "
                             "--base, DATs several mods change are merged property by property (conflicts go to the "
                             "later mod). RAW indexes are regenerated; the output appears only when complete."));
    const QCommandLineOption output(
        {QStringLiteral("o"), QStringLiteral("output")}, LoadOrderCommand::tr("The merged .MOD."), QStringLiteral("OUT.MOD"));
    const QCommandLineOption title(QStringLiteral("title"),
        LoadOrderCommand::tr("NAME of the merged mod (default: the output file's name)."), LoadOrderCommand::tr("NAME"));
    command.cli().parser().addOption(output);
    command.cli().parser().addOption(title);
    if (const auto stop = command.open(arguments))
        return *stop;
    if (!command.cli().parser().isSet(output))
        return command.cli().usageError(LoadOrderCommand::tr("-o OUT.MOD is required"));
    MergeOptions options;
    options.title = command.cli().parser().value(title);
    ConsoleProgress progress(LoadOrderCommand::tr("Merging"));
    const auto report = mergeMods(command.inputs(), command.cli().parser().value(output), options, progress);
    if (!report)
        return CommandLine::fail(report.error());
    if (command.json()) {
        CommandLine::printJson(QJsonDocument(QJsonObject{{QStringLiteral("output"), report->outputPath},
            {QStringLiteral("files"), report->files}, {QStringLiteral("merged_dats"), report->mergedDats},
            {QStringLiteral("conflicts"), report->conflicts}, {QStringLiteral("chosen"), report->chosen},
            {QStringLiteral("regenerated_raws"), report->regeneratedRaws},
            {QStringLiteral("removed_files"), report->removedFiles},
            {QStringLiteral("output_bytes"), report->outputBytes}}));
    } else {
        CommandLine::printOut(LoadOrderCommand::tr("Merged %1 mods into %2: %3 files, %4 DATs merged by property, %5 "
                                                   "conflicts settled by load order, %6 RAW indexes regenerated\n")
                                  .arg(command.inputs().mods.size())
                                  .arg(report->outputPath)
                                  .arg(report->files)
                                  .arg(report->mergedDats)
                                  .arg(report->conflicts)
                                  .arg(report->regeneratedRaws));
    }
    return CommandLine::ExitOk;
}

} // namespace

void addModConflictCommands(std::vector<Command> &commands)
{
    const QString group = QStringLiteral("mod");
    commands.push_back({group, QStringLiteral("conflicts"),
        LoadOrderCommand::tr("Show what the mods of a load order fight over"), modConflicts});
    commands.push_back(
        {group, QStringLiteral("merge"), LoadOrderCommand::tr("Merge a load order into one new .MOD"), modMerge});
}

} // namespace mwb::cli
