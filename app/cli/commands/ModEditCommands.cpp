// SPDX-License-Identifier: GPL-3.0-or-later
// `mod add|rm|mv`: edit a .MOD through its ArchiveWriter, in place or into -o OUT. Everything is checked before
// anything is written, and the commit is atomic, so on any error the mod is left byte for byte as it was.
#include "CommandLine.h"
#include "CommandRegistry.h"
#include "ConsoleProgress.h"
#include "mwb/core/Archive.h"
#include "mwb/core/ArchiveWriter.h"
#include "mwb/core/FormatRegistry.h"

#include <QDir>
#include <QDirIterator>
#include <QFileInfo>
#include <QHash>
#include <QJsonArray>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>

namespace mwb::cli {

namespace {

class ModEditText
{
    Q_DECLARE_TR_FUNCTIONS(mwb::cli::ModEditCommands)
};

const QString kMedia = QStringLiteral("MEDIA");

/// One change a command made, for the summary and --json.
struct Change
{
    enum Kind { Added, Replaced, Removed, Renamed };
    Kind kind = Added;
    QString path; ///< the entry's path in the saved mod (Removed: the path it had)
    QString from; ///< Renamed: the path it had
    qint64 size = 0; ///< Added/Replaced: bytes of the source file; Removed/Renamed: the entry's size
};

int failWith(ErrorCode code, const QString &message, const QString &path)
{
    return CommandLine::fail(Error{code, message, path});
}

/// The shared part of the editing commands: MOD, -o OUT and --json; the writer; the atomic commit and the report.
class ModEdit
{
public:
    ModEdit(const QString &usage, const QString &description)
        : m_cli(usage, description)
    {
        m_cli.parser().addOption(m_output);
        m_cli.parser().addOption(m_json);
        m_cli.parser().addPositionalArgument(QStringLiteral("MOD"), ModEditText::tr("The .MOD file to edit."));
    }

    CommandLine &cli() { return m_cli; }
    ArchiveWriter &writer() { return *m_writer; }
    /// The positional arguments after MOD.
    [[nodiscard]] QStringList operands() const { return m_cli.positional().mid(1); }

    /// Parses (at least `operands` arguments after MOD), opens MOD for editing and checks -o. Returns the exit code
    /// to stop with, or nullopt.
    [[nodiscard]] std::optional<int> open(const QStringList &arguments, int operands)
    {
        if (const auto stop = m_cli.parse(arguments, 1 + operands))
            return stop;
        m_mod = m_cli.positional().first();
        m_target = m_cli.parser().isSet(m_output) ? m_cli.parser().value(m_output) : m_mod;
        auto archive = openArchive(m_mod);
        if (!archive)
            return CommandLine::fail(archive.error());
        const QFileInfo mod(m_mod);
        if (m_cli.parser().isSet(m_output) && QFileInfo::exists(m_target)
            && QFileInfo(m_target).canonicalFilePath() == mod.canonicalFilePath()) {
            return failWith(ErrorCode::InvalidInput,
                ModEditText::tr("-o names the mod itself; leave -o out to edit the mod in place"), m_target);
        }
        auto writer = editArchive(std::move(archive).value());
        if (!writer)
            return CommandLine::fail(writer.error());
        m_writer = std::move(writer).value();
        for (const EntryIndex::Input &input : m_writer->base().indexInputs())
            m_sizes.insert(input.entry, input.size);
        return std::nullopt;
    }

    /// The size of a planned entry: its base entry's size, or what its new content holds.
    [[nodiscard]] qint64 sizeOf(const PlannedEntry &entry) const
    {
        if (!entry.isNew())
            return m_sizes.value(entry.original);
        return entry.content->file.isEmpty() ? entry.content->bytes.size() : QFileInfo(entry.content->file).size();
    }

    /// Writes the edited mod and reports `changes`; returns the exit code.
    [[nodiscard]] int commit(const std::vector<Change> &changes)
    {
        ConsoleProgress progress(ModEditText::tr("Saving"));
        const auto report = m_writer->commit(m_target, progress);
        if (!report)
            return CommandLine::fail(report.error());
        if (m_cli.parser().isSet(m_json)) {
            CommandLine::printJson(QJsonDocument(json(changes, report.value())));
        } else {
            QString text;
            for (const Change &change : changes)
                text += describe(change) + QLatin1Char('\n');
            CommandLine::printOut(text);
        }
        for (const QString &note : report->notes)
            CommandLine::printErr(note);
        CommandLine::printErr(ModEditText::tr("Saved %1 (%n entries, %2 bytes)", nullptr, report->entries)
                                  .arg(report->outputPath)
                                  .arg(report->outputBytes));
        return CommandLine::ExitOk;
    }

private:
    static QString describe(const Change &change)
    {
        switch (change.kind) {
        case Change::Added:
            return ModEditText::tr("added     %1 (%2 bytes)").arg(change.path).arg(change.size);
        case Change::Replaced:
            return ModEditText::tr("replaced  %1 (%2 bytes)").arg(change.path).arg(change.size);
        case Change::Removed:
            return ModEditText::tr("removed   %1 (%2 bytes)").arg(change.path).arg(change.size);
        case Change::Renamed:
            return ModEditText::tr("renamed   %1 -> %2").arg(change.from, change.path);
        }
        return {};
    }

    QJsonObject json(const std::vector<Change> &changes, const CommitReport &report) const
    {
        QJsonArray lists[4];
        for (const Change &change : changes) {
            QJsonObject row{{QStringLiteral("path"), change.path}, {QStringLiteral("size"), change.size}};
            if (change.kind == Change::Renamed)
                row.insert(QStringLiteral("from"), change.from);
            lists[change.kind].append(row);
        }
        return QJsonObject{{QStringLiteral("file"), QFileInfo(m_mod).absoluteFilePath()},
            {QStringLiteral("output"), report.outputPath}, {QStringLiteral("added"), lists[Change::Added]},
            {QStringLiteral("replaced"), lists[Change::Replaced]}, {QStringLiteral("removed"), lists[Change::Removed]},
            {QStringLiteral("renamed"), lists[Change::Renamed]}, {QStringLiteral("entries"), report.entries},
            {QStringLiteral("copied_raw"), report.copiedRaw}, {QStringLiteral("written"), report.written},
            {QStringLiteral("bytes"), report.outputBytes}};
    }

    CommandLine m_cli;
    const QCommandLineOption m_output{{QStringLiteral("o"), QStringLiteral("output")},
        ModEditText::tr("Write the edited mod to OUT and leave MOD untouched (default: edit MOD in place)."),
        QStringLiteral("OUT")};
    const QCommandLineOption m_json{QStringLiteral("json"), ModEditText::tr("Print what changed as JSON.")};
    QString m_mod;
    QString m_target;
    std::unique_ptr<ArchiveWriter> m_writer;
    QHash<int, qint64> m_sizes; ///< base entry id → size
};

/// The archive path of a file or folder on disk that lies in a MEDIA folder (the last path part named MEDIA, in any
/// case): "/x/mod/media/units/a.dat" → "MEDIA/units/a.dat", "/x/mod/MEDIA" → "MEDIA"; empty when there is none.
QString pathBelowMedia(const QString &localPath)
{
    const QStringList parts = QDir::cleanPath(QFileInfo(localPath).absoluteFilePath()).split(QLatin1Char('/'));
    for (qsizetype i = parts.size(); i-- > 0;) {
        if (parts[i].compare(kMedia, Qt::CaseInsensitive) == 0)
            return (QStringList{kMedia} + parts.mid(i + 1)).join(QLatin1Char('/'));
    }
    return {};
}

/// A wildcard pattern ('*', '?', '[…]', case-insensitive) matched like `mod extract`'s patterns: against the whole
/// path and the path below MEDIA/, with '*' and '?' matching across folders.
class EntryPattern
{
public:
    static bool isPattern(const QString &text) { return text.contains(QRegularExpression(QStringLiteral("[*?[]"))); }

    explicit EntryPattern(const QString &pattern)
        : m_regex(QRegularExpression::wildcardToRegularExpression(acrossFolders(pattern)),
            QRegularExpression::CaseInsensitiveOption)
    { }

    [[nodiscard]] bool matches(const QString &path) const
    {
        const QString flat = acrossFolders(path);
        return m_regex.match(flat).hasMatch()
            || (path.startsWith(kMedia + QLatin1Char('/')) && m_regex.match(flat.mid(kMedia.size() + 1)).hasMatch());
    }

private:
    /// The wildcard conversion keeps '*' and '?' inside one folder ('/'); on the swapped separator they go on.
    static QString acrossFolders(QString text) { return text.replace(QLatin1Char('/'), QLatin1Char('\\')); }

    QRegularExpression m_regex;
};

/// OLD and NEW of `mod mv`, and rm's paths, may name folders with a trailing '/'.
QString withoutTrailingSlash(QString path)
{
    while (path.size() > 1 && (path.endsWith(QLatin1Char('/')) || path.endsWith(QLatin1Char('\\'))))
        path.chop(1);
    return path;
}

/// A file to add and the archive path it goes to.
struct Addition
{
    QString source;
    QString path;
};

/// The files SOURCE stands for (itself, or every file below the folder) and their archive paths: `--as` names the
/// one file's path, `--into` the folder they go below, else the place of SOURCE in a MEDIA folder decides.
Result<std::vector<Addition>> additionsFor(const QString &source, const QString &as, const QString &into)
{
    const QFileInfo info(source);
    if (!info.exists())
        return Error{ErrorCode::Io, ModEditText::tr("%1 does not exist").arg(source), source};
    const QString base
        = !into.isEmpty() ? withoutTrailingSlash(into) : pathBelowMedia(info.isDir() ? source : info.absolutePath());
    if (as.isEmpty() && base.isEmpty()) {
        return Error{ErrorCode::InvalidInput,
            ModEditText::tr("%1 is not inside a MEDIA folder: say where it goes in the mod with --as or --into")
                .arg(source),
            source};
    }
    if (!info.isDir())
        return std::vector<Addition>{{source, as.isEmpty() ? base + QLatin1Char('/') + info.fileName() : as}};
    if (!as.isEmpty()) {
        return Error{ErrorCode::InvalidInput,
            ModEditText::tr("--as names one file; use --into for the folder %1").arg(source), source};
    }
    std::vector<Addition> additions;
    const QDir folder(source);
    QDirIterator it(source, QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString file = it.next();
        additions.push_back({file, base + QLatin1Char('/') + folder.relativeFilePath(file)});
    }
    if (additions.empty())
        return Error{ErrorCode::InvalidInput, ModEditText::tr("The folder %1 holds no files").arg(source), source};
    std::sort(additions.begin(), additions.end(), [](const Addition &a, const Addition &b) {
        return a.path < b.path;
    });
    return additions;
}

int modAdd(const QStringList &arguments)
{
    ModEdit edit(QStringLiteral("mod add MOD SOURCE… [--as ARCHIVE_PATH | --into ARCHIVE_DIR] [--no-compile] "
                                "[-o OUT] [--json]"),
        ModEditText::tr("Add files to a .MOD, or replace the entries they name. A SOURCE inside a MEDIA folder keeps "
                        "its path below MEDIA/; otherwise --as gives one file's archive path and --into the archive "
                        "folder files (and the contents of SOURCE folders) go below. A text .DAT/.TEMPLATE is "
                        "compiled to BINDAT unless --no-compile. Untouched entries are copied as they are stored."));
    const QCommandLineOption as(
        QStringLiteral("as"), ModEditText::tr("Archive path of the one SOURCE file."), QStringLiteral("ARCHIVE_PATH"));
    const QCommandLineOption into(QStringLiteral("into"),
        ModEditText::tr("Archive folder the SOURCE files go below, e.g. MEDIA/UNITS/ITEMS."),
        QStringLiteral("ARCHIVE_DIR"));
    const QCommandLineOption noCompile(QStringLiteral("no-compile"),
        ModEditText::tr("Store text .DAT/.TEMPLATE files as they are instead of compiling them."));
    edit.cli().parser().addOptions({as, into, noCompile});
    edit.cli().parser().addPositionalArgument(
        QStringLiteral("SOURCE"), ModEditText::tr("Files or folders to add."), QStringLiteral("SOURCE…"));
    if (const auto stop = edit.open(arguments, 1))
        return *stop;
    const QCommandLineParser &parser = edit.cli().parser();
    if (parser.isSet(as) && parser.isSet(into)) {
        CommandLine::printErr(ModEditText::tr("mwb-cli: --as and --into exclude each other"));
        return CommandLine::ExitUsage;
    }
    const QStringList sources = edit.operands();
    if (parser.isSet(as) && sources.size() > 1)
        return failWith(ErrorCode::InvalidInput,
            ModEditText::tr("--as names one file, but %n were given", nullptr, int(sources.size())), parser.value(as));
    std::vector<Addition> additions;
    for (const QString &source : sources) {
        auto found = additionsFor(source, parser.value(as), parser.value(into));
        if (!found)
            return CommandLine::fail(found.error());
        additions.insert(additions.end(), found->begin(), found->end());
    }
    ArchiveWriter &writer = edit.writer();
    const AddOptions options{!parser.isSet(noCompile)};
    std::vector<Change> changes;
    for (const Addition &addition : additions) {
        auto path = writer.normalizePath(addition.path);
        if (!path)
            return CommandLine::fail(path.error());
        const bool replaces
            = std::any_of(writer.entries().begin(), writer.entries().end(), [&](const PlannedEntry &entry) {
                  return entry.path == *path;
              });
        if (auto added = writer.add(*path, EntrySource::fromFile(addition.source), options); !added)
            return CommandLine::fail(added.error());
        changes.push_back({replaces ? Change::Replaced : Change::Added, *path, {}, QFileInfo(addition.source).size()});
    }
    return edit.commit(changes);
}

int modRm(const QStringList &arguments)
{
    ModEdit edit(QStringLiteral("mod rm MOD PATH_OR_PATTERN… [-o OUT] [--json]"),
        ModEditText::tr("Remove entries from a .MOD: a path removes that entry or the folder with everything below "
                        "it; a wildcard pattern (\"*\", \"?\", case-insensitive, matched against the path with and "
                        "without MEDIA/) removes every entry it matches. A path or pattern that matches nothing is "
                        "an error."));
    edit.cli().parser().addPositionalArgument(QStringLiteral("PATH_OR_PATTERN"),
        ModEditText::tr("Archive paths, folders or wildcard patterns."), QStringLiteral("PATH_OR_PATTERN…"));
    if (const auto stop = edit.open(arguments, 1))
        return *stop;
    ArchiveWriter &writer = edit.writer();
    std::vector<Change> changes;
    for (const QString &operand : edit.operands()) {
        const std::vector<PlannedEntry> before = writer.entries();
        if (EntryPattern::isPattern(operand)) {
            const EntryPattern pattern(operand);
            QStringList matched;
            for (const PlannedEntry &entry : before) {
                if (pattern.matches(entry.path) && !matched.contains(entry.path))
                    matched << entry.path;
            }
            if (matched.isEmpty()) {
                return failWith(
                    ErrorCode::InvalidInput, ModEditText::tr("The pattern %1 matches no entry").arg(operand), operand);
            }
            for (const QString &path : matched) {
                if (auto removed = writer.remove(path); !removed)
                    return CommandLine::fail(removed.error());
            }
        } else if (auto removed = writer.remove(withoutTrailingSlash(operand)); !removed) {
            return CommandLine::fail(removed.error());
        }
        QSet<std::pair<QString, int>> kept;
        for (const PlannedEntry &entry : writer.entries())
            kept.insert({entry.path, entry.original});
        for (const PlannedEntry &entry : before) {
            if (!kept.contains({entry.path, entry.original}))
                changes.push_back({Change::Removed, entry.path, {}, edit.sizeOf(entry)});
        }
    }
    return edit.commit(changes);
}

int modMv(const QStringList &arguments)
{
    ModEdit edit(QStringLiteral("mod mv MOD OLD NEW [-o OUT] [--json]"),
        ModEditText::tr("Rename an entry of a .MOD, or move a folder with everything below it. Entries keep their "
                        "stored bytes."));
    edit.cli().parser().addPositionalArgument(QStringLiteral("OLD"), ModEditText::tr("The entry or folder."));
    edit.cli().parser().addPositionalArgument(QStringLiteral("NEW"), ModEditText::tr("Its new path."));
    if (const auto stop = edit.open(arguments, 2))
        return *stop;
    ArchiveWriter &writer = edit.writer();
    const std::vector<PlannedEntry> before = writer.entries();
    const QStringList operands = edit.operands();
    if (auto moved = writer.rename(withoutTrailingSlash(operands.at(0)), withoutTrailingSlash(operands.at(1))); !moved)
        return CommandLine::fail(moved.error());
    std::vector<Change> changes;
    for (std::size_t i = 0; i < before.size(); ++i) { // rename() keeps every entry in its place
        const PlannedEntry &entry = writer.entries()[i];
        if (entry.path != before[i].path)
            changes.push_back({Change::Renamed, entry.path, before[i].path, edit.sizeOf(entry)});
    }
    return edit.commit(changes);
}

} // namespace

void addModEditCommands(std::vector<Command> &commands)
{
    const QString group = QStringLiteral("mod");
    commands.push_back({group, QStringLiteral("add"), ModEditText::tr("Add or replace files in a .MOD"), modAdd});
    commands.push_back({group, QStringLiteral("rm"), ModEditText::tr("Remove entries or folders from a .MOD"), modRm});
    commands.push_back({group, QStringLiteral("mv"), ModEditText::tr("Rename an entry or folder of a .MOD"), modMv});
}

} // namespace mwb::cli
