// SPDX-License-Identifier: GPL-3.0-or-later
#include "ArchiveCommandSupport.h"
#include "CommandLine.h"
#include "CommandRegistry.h"
#include "ConsoleProgress.h"
#include "RawLayoutInput.h"
#include "mwb/core/ops/EntryTarget.h"
#include "mwb/core/ops/ExtractEntries.h"
#include "mwb/formats/tl2mod/ModArchive.h"
#include "mwb/formats/tl2mod/ModExtractor.h"
#include "mwb/formats/tl2mod/ModPacker.h"
#include "mwb/formats/tl2mod/ModSidecar.h"
#include "mwb/formats/tl2mod/ModVerifier.h"
#include "mwb/formats/tl2mod/TypeCodes.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonObject>

namespace mwb::cli {

using namespace mwb::formats::tl2mod;

namespace {

class ModText
{
    Q_DECLARE_TR_FUNCTIONS(mwb::cli::ModCommands)
};

QString hex32(quint32 value)
{
    return QStringLiteral("0x%1").arg(value, 8, 16, QLatin1Char('0'));
}

QString hex64(quint64 value)
{
    return QStringLiteral("0x%1").arg(value, 16, 16, QLatin1Char('0'));
}

/// A .MOD file, or a .MOD inside another archive (ARCHIVE::ENTRY), read into memory.
Result<std::unique_ptr<ModArchive>> openMod(const QString &argument)
{
    if (!ops::TargetPath::parse(argument).isEntry())
        return ModArchive::open(argument);
    auto bytes = ops::readTarget(argument, ModArchive::kMaxEntrySize);
    if (!bytes)
        return bytes.error();
    return ModArchive::open(ByteSource::fromBytes(std::move(bytes->bytes), argument));
}

/// The shared front of the `mod` commands: FILE as first positional argument, optional --json, archive opened.
class ModCommand
{
public:
    ModCommand(const QString &usage, const QString &description, bool withJson)
        : m_cli(usage, description)
        , m_withJson(withJson)
    {
        if (m_withJson)
            m_cli.parser().addOption({QStringLiteral("json"), ModText::tr("Print JSON.")});
        m_cli.parser().addPositionalArgument(QStringLiteral("FILE"), entryArgumentHelp(ModText::tr("The .MOD file")));
    }

    CommandLine &cli() { return m_cli; }

    /// Parses the arguments and opens FILE; returns the exit code to stop with on failure or --help.
    [[nodiscard]] std::optional<int> open(const QStringList &arguments)
    {
        if (const auto stop = m_cli.parse(arguments, 1))
            return stop;
        auto archive = openMod(m_cli.positional().first());
        if (!archive)
            return CommandLine::fail(archive.error());
        m_archive = std::move(archive).value();
        return std::nullopt;
    }

    [[nodiscard]] const ModArchive &archive() const { return *m_archive; }
    [[nodiscard]] bool json() { return m_withJson && m_cli.parser().isSet(QStringLiteral("json")); }

private:
    CommandLine m_cli;
    bool m_withJson;
    std::unique_ptr<ModArchive> m_archive;
};

QJsonObject headerJson(const ModArchive &archive)
{
    const ModHeader &h = archive.header();
    QJsonArray required;
    for (const RequiredMod &mod : h.requiredMods)
        required.append(QJsonObject{{QStringLiteral("name"), mod.name}, {QStringLiteral("id"), hex64(mod.id)},
            {QStringLiteral("version"), mod.version}});
    return QJsonObject{
        {QStringLiteral("file"), archive.path()},
        {QStringLiteral("container_version"), h.version},
        {QStringLiteral("mod_version"), h.modVersion},
        {QStringLiteral("game_version"), formatGameVersion(h.gameVersion)},
        {QStringLiteral("data_offset"), qint64(h.dataOffset)},
        {QStringLiteral("manifest_offset"), qint64(h.manifestOffset)},
        {QStringLiteral("title"), h.title},
        {QStringLiteral("author"), h.author},
        {QStringLiteral("description"), h.description},
        {QStringLiteral("website"), h.website},
        {QStringLiteral("download_url"), h.downloadUrl},
        {QStringLiteral("mod_id"), hex64(h.modId)},
        {QStringLiteral("flags"), qint64(h.flags)},
        {QStringLiteral("required_hash"), hex64(h.requiredHash)},
        {QStringLiteral("required_mods"), required},
        {QStringLiteral("removed_files"), QJsonArray::fromStringList(h.removedFiles)},
        {QStringLiteral("max_compressed_block"), qint64(archive.pakHeader().maxCompressedBlockSize)},
        {QStringLiteral("rolling_hash"), hex32(archive.pakHeader().rollingHash)},
        {QStringLiteral("manifest_version"), archive.manifest().version},
        {QStringLiteral("records"), qint64(archive.records().size())},
        {QStringLiteral("directory_blocks"), qint64(archive.manifest().blockCount)},
    };
}

int modInfo(const QStringList &arguments)
{
    ModCommand command(QStringLiteral("mod info FILE [--json]"), ModText::tr("Show the header of a Torchlight 2 .MOD."),
        true);
    if (const auto stop = command.open(arguments))
        return *stop;
    const QJsonObject info = headerJson(command.archive());
    if (command.json()) {
        CommandLine::printJson(QJsonDocument(info));
        return CommandLine::ExitOk;
    }
    QString text;
    for (auto it = info.begin(); it != info.end(); ++it) {
        const QJsonValue v = it.value();
        QString value = v.isArray() ? QString::fromUtf8(QJsonDocument(v.toArray()).toJson(QJsonDocument::Compact))
                                    : v.toVariant().toString();
        text += QStringLiteral("%1: %2\n").arg(it.key(), value);
    }
    CommandLine::printOut(text);
    return CommandLine::ExitOk;
}

int modList(const QStringList &arguments)
{
    ModCommand command(QStringLiteral("mod list FILE [--json]"), ModText::tr("List the manifest records of a .MOD."),
        true);
    if (const auto stop = command.open(arguments))
        return *stop;
    const ModArchive &archive = command.archive();
    const auto records = [&archive](int entry, QJsonObject &row) {
        const ModRecord &r = archive.records()[static_cast<std::size_t>(entry)];
        row.insert(QStringLiteral("type"), r.type);
        row.insert(QStringLiteral("type_name"), typeCodeName(r.type));
        row.insert(QStringLiteral("offset"), qint64(r.offset));
        row.insert(QStringLiteral("filetime"), QString::number(r.fileTime));
    };
    return ArchiveCommandSupport::list(archive.indexInputs(),
        EntryIndex::TypeColumn | EntryIndex::CompressionColumn | EntryIndex::ChecksumColumn, command.cli(), records);
}

/// The files an extraction of `records` (or, with `wholeMod`, of the whole mod as a folder) writes, relative.
QStringList extractedPaths(const ModArchive &archive, const std::vector<int> &records, bool wholeMod)
{
    QStringList paths;
    if (wholeMod) {
        paths << QStringLiteral("MOD.DAT") << sidecarFileName();
        for (const ModRecord &record : archive.records()) {
            if (!record.isDirectory())
                paths << record.path();
        }
        return paths;
    }
    for (const int record : records)
        paths << archive.records()[static_cast<std::size_t>(record)].path();
    return paths;
}

int modExtract(const QStringList &arguments)
{
    ModCommand command(QStringLiteral("mod extract FILE -o DIR [PATTERN…]"),
        ModText::tr("Extract a .MOD. Without patterns the whole mod becomes a mod folder (MOD.DAT + MEDIA/) that packs "
                    "back into an equivalent mod; with patterns (wildcards, e.g. \"*.DDS\") only matching files."),
        false);
    CommandLine &cli = command.cli();
    const QCommandLineOption output({QStringLiteral("o"), QStringLiteral("output")}, ModText::tr("Target folder."),
        QStringLiteral("DIR"));
    cli.parser().addOption(output);
    const QCommandLineOption overwrite(QStringLiteral("overwrite"),
        ModText::tr("Replace files that already exist in DIR (by default the extraction refuses, naming them)."));
    cli.parser().addOption(overwrite);
    cli.parser().addPositionalArgument(
        QStringLiteral("PATTERN"), ModText::tr("Optional patterns (see below)."), QStringLiteral("[PATTERN…]"));
    cli.addDescription(ArchiveCommandSupport::patternHelp());
    if (const auto stop = command.open(arguments))
        return *stop;
    if (!cli.parser().isSet(output)) {
        CommandLine::printErr(ModText::tr("mwb-cli: -o DIR is required"));
        return CommandLine::ExitUsage;
    }
    const ModArchive &archive = command.archive();
    ConsoleProgress progress(ModText::tr("Extracting"));
    const QStringList patterns = cli.positional().mid(1);
    const QString target = cli.parser().value(output);
    const std::vector<int> records = patterns.isEmpty() ? std::vector<int>() : matchRecords(archive, patterns);
    if (!cli.parser().isSet(overwrite)) {
        const QStringList existing = ops::existingFiles(target, extractedPaths(archive, records, patterns.isEmpty()));
        if (!existing.isEmpty())
            return ArchiveCommandSupport::failExtraction(ops::existingFilesError(target, existing), target);
    }
    const auto report = patterns.isEmpty() ? extractModFolder(archive, target, progress)
                                           : extractRecords(archive, records, target, progress);
    if (!report)
        return CommandLine::fail(report.error());
    for (const DuplicatePath &duplicate : report->duplicates)
        CommandLine::printErr(ModText::tr("warning: %1").arg(duplicatePathMessage(archive.records(), duplicate)));
    CommandLine::printErr(ModText::tr("Extracted %n file(s) into %1", nullptr, report->files).arg(target));
    if (patterns.isEmpty()) {
        CommandLine::printErr(ModText::tr("%1 records what the folder cannot hold; mod pack uses it to reproduce the "
                                          "records")
                                  .arg(sidecarFileName()));
    }
    return CommandLine::ExitOk;
}

QString rawChangeKind(RawIndexChange::Kind kind)
{
    switch (kind) {
    case RawIndexChange::Kind::Added:
        return QStringLiteral("added");
    case RawIndexChange::Kind::Dropped:
        return QStringLiteral("dropped");
    case RawIndexChange::Kind::Updated:
        break;
    }
    return QStringLiteral("updated");
}

QJsonObject packReportJson(const PackReport &report)
{
    QJsonArray raws;
    for (const RawIndexChange &change : report.rawChanges) {
        QJsonArray tables;
        for (const RawTableChange &table : change.tables) {
            tables.append(QJsonObject{{QStringLiteral("table"), table.table}, {QStringLiteral("added"), table.added},
                {QStringLiteral("removed"), table.removed}, {QStringLiteral("changed"), table.changed}});
        }
        raws.append(QJsonObject{{QStringLiteral("path"), change.path},
            {QStringLiteral("kind"), rawChangeKind(change.kind)}, {QStringLiteral("tables"), tables}});
    }
    return QJsonObject{
        {QStringLiteral("output"), report.outputPath},
        {QStringLiteral("files"), report.files},
        {QStringLiteral("input_bytes"), report.inputBytes},
        {QStringLiteral("output_bytes"), report.outputBytes},
        {QStringLiteral("rolling_hash"), hex32(report.rollingHash)},
        {QStringLiteral("compiled_dats"), report.compiledDats},
        {QStringLiteral("compiled_layouts"), report.compiledLayouts},
        {QStringLiteral("stale_binlayouts"), QJsonArray::fromStringList(report.staleLayouts)},
        {QStringLiteral("layouts_from_binlayout"), report.binLayouts},
        {QStringLiteral("regenerated_raws"), report.regeneratedRaws},
        {QStringLiteral("raw_changes"), raws},
        {QStringLiteral("used_sidecar"), report.usedSidecar},
        {QStringLiteral("kept_records"), report.keptRecords},
        {QStringLiteral("changed_files"), report.changedFiles},
        {QStringLiteral("added_files"), report.addedFiles},
        {QStringLiteral("dropped_records"), report.droppedRecords},
    };
}

int modPack(const QStringList &arguments)
{
    CommandLine cli(QStringLiteral("mod pack DIR -o FILE [--game-version 1.25.9.5] [--no-compile] [--json]"),
        ModText::tr("Pack a mod folder (MOD.DAT + MEDIA/) into a .MOD the game accepts, as GUTS builds it: text DATs "
                    "and layouts compiled (a .LAYOUT.BINLAYOUT beside a text layout is compared and reported when "
                    "stale), RAW index files regenerated."));
    const QCommandLineOption output({QStringLiteral("o"), QStringLiteral("output")}, ModText::tr("Output .MOD file."),
        QStringLiteral("FILE"));
    const QCommandLineOption gameVersion(QStringLiteral("game-version"),
        ModText::tr("Game version stored in the header (default: the version a folder `mod extract` wrote records, "
                    "else 1.25.9.5)."),
        QStringLiteral("VERSION"), QStringLiteral("1.25.9.5"));
    const QCommandLineOption noCompile(QStringLiteral("no-compile"),
        ModText::tr("Store every file as it is: no DAT or layout compiling, no RAW regeneration."));
    const QCommandLineOption json(QStringLiteral("json"), ModText::tr("Print the report as JSON."));
    cli.parser().addOptions({output, gameVersion, noCompile, json});
    cli.parser().addPositionalArgument(QStringLiteral("DIR"), ModText::tr("The mod folder."));
    if (const auto stop = cli.parse(arguments, 1))
        return *stop;
    PackOptions options;
    options.gameVersionWins = cli.parser().isSet(gameVersion);
    if (!parseGameVersion(cli.parser().value(gameVersion), &options.gameVersion)) {
        CommandLine::printErr(
            ModText::tr("mwb-cli: \"%1\" is not a game version like 1.25.9.5").arg(cli.parser().value(gameVersion)));
        return CommandLine::ExitUsage;
    }
    options.compileSources = !cli.parser().isSet(noCompile);
    ConsoleProgress progress(ModText::tr("Packing"));
    const auto report = packModFolder(cli.positional().first(), cli.parser().value(output), options, progress);
    if (!report)
        return CommandLine::fail(report.error());
    if (cli.parser().isSet(json))
        CommandLine::printJson(QJsonDocument(packReportJson(report.value())));
    CommandLine::printErr(ModText::tr("Packed %n file(s) into %1 (%2 bytes, rolling hash %3)", nullptr, report->files)
                              .arg(report->outputPath)
                              .arg(report->outputBytes)
                              .arg(hex32(report->rollingHash)));
    CommandLine::printErr(ModText::tr("DATs compiled: %1, layouts compiled: %2, layouts from .LAYOUT.BINLAYOUT: %3, "
                                      "RAW files regenerated: %4")
                              .arg(report->compiledDats)
                              .arg(report->compiledLayouts)
                              .arg(report->binLayouts)
                              .arg(report->regeneratedRaws));
    for (const QString &stale : report->staleLayouts) {
        CommandLine::printErr(ModText::tr("warning: %1 is stale: the text was edited after GUTS built it (the text "
                                          "was compiled and packed)")
                                  .arg(QDir::toNativeSeparators(stale)));
    }
    if (report->usedSidecar) {
        CommandLine::printErr(ModText::tr("As extracted (%1): %2 record(s) kept, %3 file(s) changed, %4 added, %5 "
                                          "record(s) dropped")
                                  .arg(sidecarFileName())
                                  .arg(report->keptRecords)
                                  .arg(report->changedFiles)
                                  .arg(report->addedFiles)
                                  .arg(report->droppedRecords));
    }
    for (const RawIndexChange &change : report->rawChanges)
        CommandLine::printErr(change.summary());
    return CommandLine::ExitOk;
}

int modVerify(const QStringList &arguments)
{
    ModCommand command(QStringLiteral("mod verify FILE [--json] [--strict]"),
        ModText::tr("Check a .MOD as the game does (rolling hash) and every block, size and CRC. "
                    "Exits 0 only when the game would accept the mod. Warnings (duplicate paths, stale RAW indexes, "
                    "lower-case names, type codes that do not match the extension, DATs that do not parse) do not "
                    "fail the check unless --strict is given."),
        true);
    const QCommandLineOption strict(QStringLiteral("strict"), ModText::tr("Fail (exit 1) on warnings too."));
    command.cli().parser().addOption(strict);
    if (const auto stop = command.open(arguments))
        return *stop;
    const bool failOnWarnings = command.cli().parser().isSet(strict);
    ConsoleProgress progress(ModText::tr("Verifying"));
    const auto report = verifyMod(command.archive(), progress);
    if (!report)
        return CommandLine::fail(report.error());
    QJsonArray warnings;
    for (const ModWarning &w : report->warnings) {
        warnings.append(QJsonObject{{QStringLiteral("code"), w.code}, {QStringLiteral("path"), w.path},
            {QStringLiteral("message"), w.message}});
    }
    if (command.json()) {
        QJsonArray problems;
        for (const Error &e : report->problems)
            problems.append(QJsonObject{{QStringLiteral("code"), errorCodeName(e.code)},
                {QStringLiteral("message"), e.message}, {QStringLiteral("path"), e.path},
                {QStringLiteral("offset"), e.offset}});
        CommandLine::printJson(QJsonDocument(QJsonObject{{QStringLiteral("file"), command.archive().path()},
            {QStringLiteral("game_accepts"), report->gameAccepts()},
            {QStringLiteral("stored_rolling_hash"), hex32(report->storedRollingHash)},
            {QStringLiteral("computed_rolling_hash"), hex32(report->computedRollingHash)},
            {QStringLiteral("checked_entries"), report->checkedEntries}, {QStringLiteral("problems"), problems},
            {QStringLiteral("warnings"), warnings}}));
    } else {
        for (const Error &e : report->problems)
            CommandLine::printOut(e.toString());
        for (const ModWarning &w : report->warnings)
            CommandLine::printOut(ModText::tr("warning [%1]: %2").arg(w.code, w.message));
        CommandLine::printOut(report->gameAccepts()
                ? ModText::tr("OK: rolling hash %1 matches, %n entries checked", nullptr, report->checkedEntries)
                      .arg(hex32(report->computedRollingHash))
                : ModText::tr("FAILED: %n problem(s); the game would refuse this mod", nullptr,
                    static_cast<int>(report->problems.size())));
        const int warningCount = static_cast<int>(report->warnings.size());
        if (warningCount > 0) {
            CommandLine::printOut(failOnWarnings
                    ? ModText::tr("FAILED (--strict): %n warning(s)", nullptr, warningCount)
                    : ModText::tr("%n warning(s); --strict makes them fail the check", nullptr, warningCount));
        }
    }
    const bool passes = report->gameAccepts() && !(failOnWarnings && !report->warnings.empty());
    return passes ? CommandLine::ExitOk : CommandLine::ExitCheckFailed;
}

} // namespace

void addModCommands(std::vector<Command> &commands)
{
    const QString group = QStringLiteral("mod");
    commands.push_back({group, QStringLiteral("info"), ModText::tr("Show the header of a Torchlight 2 .MOD"), modInfo});
    commands.push_back({group, QStringLiteral("list"), ModText::tr("List the manifest records"), modList});
    commands.push_back({group, QStringLiteral("extract"), ModText::tr("Extract files or the whole mod folder"),
        modExtract});
    commands.push_back({group, QStringLiteral("pack"), ModText::tr("Pack a mod folder into a .MOD"), modPack});
    commands.push_back({group, QStringLiteral("verify"), ModText::tr("Verify a .MOD as the game would"), modVerify});
}

} // namespace mwb::cli
