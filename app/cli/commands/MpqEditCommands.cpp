// SPDX-License-Identifier: GPL-3.0-or-later
// `mwb-cli mpq create|add|rm|mv|compact`: MPQ writing from the command line. Every write is reopened and compared
// file by file with its sources before it becomes final: a rewrite before its temporary file replaces the target, an
// in-place append before it is accepted (a mismatch restores the old header and cuts the appended bytes off).
#include "CommandLine.h"
#include "CommandRegistry.h"
#include "ConsoleProgress.h"

#include "mwb/core/FormatRegistry.h"
#include "mwb/formats/mpq/MpqArchive.h"
#include "mwb/formats/mpq/MpqWriter.h"

#include <QDir>
#include <QDirIterator>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonObject>
#include <QRegularExpression>

#include <algorithm>

namespace mwb::cli {

namespace {

using formats::mpq::MpqArchive;
using formats::mpq::MpqCompression;
using formats::mpq::MpqWriteOptions;
using formats::mpq::MpqWriter;

class MpqEdit
{
    Q_DECLARE_TR_FUNCTIONS(mwb::cli::MpqEditCommands)
public:
    static Error usage(const QString &message) { return Error{ErrorCode::InvalidInput, message, {}, -1}; }

    static std::optional<MpqCompression> compression(const QString &name)
    {
        static const std::pair<const char *, MpqCompression> names[] = {{"none", MpqCompression::None},
            {"zlib", MpqCompression::Zlib}, {"bzip2", MpqCompression::Bzip2}, {"pkware", MpqCompression::Pkware},
            {"lzma", MpqCompression::Lzma}, {"sparse", MpqCompression::SparseZlib}};
        for (const auto &[key, method] : names) {
            if (name == QLatin1String(key))
                return method;
        }
        return std::nullopt;
    }
};

/// The content a written entry must have: its source, or the original archive's entry.
struct Expected
{
    QString path;
    std::optional<EntrySource> source;
    int original = -1;
    qint64 keptSlot = -1; ///< an entry without a known name: found by the hash-table slot it keeps
};

/// The entry of `archive` that must hold `e`.
std::optional<int> writtenEntry(const MpqArchive &archive, const Expected &e)
{
    if (e.keptSlot < 0)
        return archive.findEntry(e.path);
    const auto &entries = archive.entries();
    const auto it = std::find_if(entries.begin(), entries.end(),
        [&e](const formats::mpq::MpqEntry &entry) { return entry.pseudoName && entry.hashIndex == e.keptSlot; });
    return it == entries.end() ? std::nullopt : std::optional<int>(static_cast<int>(it - entries.begin()));
}

/// Whether `written` is the `original` entry left where it was (an append keeps every untouched file's bytes in
/// place): the same data position, sizes and flags, and for an encrypted file the same name its key comes from.
/// Its bytes were not written, so the table row is what there is to check.
bool keptInPlace(const formats::mpq::MpqEntry &written, const formats::mpq::MpqEntry &original)
{
    return written.offset == original.offset && written.compressedSize == original.compressedSize
        && written.fileSize == original.fileSize && written.flags == original.flags
        && (!original.isEncrypted() || written.rawName == original.rawName);
}

/// Reopens `written` and compares every planned entry with what it must hold: read back, unless it was kept in place.
Result<void> compareWritten(const QString &written, const MpqArchive &base, const std::vector<Expected> &expected)
{
    auto archive = MpqArchive::open(written);
    if (!archive)
        return archive.error();
    for (const Expected &e : expected) {
        const auto index = writtenEntry(**archive, e);
        if (!index) {
            return Error{ErrorCode::ChecksumMismatch, MpqEdit::tr("%1 is missing from the written archive").arg(e.path),
                written};
        }
        if (!e.source && e.original >= 0
            && keptInPlace((*archive)->entries()[static_cast<std::size_t>(*index)],
                base.entries()[static_cast<std::size_t>(e.original)]))
            continue;
        auto actual = (*archive)->readEntry(*index);
        if (!actual)
            return actual.error();
        auto wanted = e.source ? e.source->load() : base.readEntry(e.original);
        if (!wanted)
            return wanted.error();
        if (*actual != *wanted) {
            return Error{ErrorCode::ChecksumMismatch,
                MpqEdit::tr("%1 reads back different from its source").arg(e.path), written};
        }
    }
    return {};
}

/// Commits to `target` (appending in place when the writer can, unless `compact`), with every written file reopened
/// and compared with its source before the commit becomes final.
int commitVerified(MpqWriter &writer, const QString &target, bool json, bool compact = false)
{
    std::vector<Expected> expected;
    expected.reserve(writer.entries().size());
    const auto &base = static_cast<const MpqArchive &>(writer.base());
    for (const PlannedEntry &entry : writer.entries()) {
        if (entry.path.startsWith(QLatin1Char('(')))
            continue;
        Expected e{entry.path, entry.content, entry.original};
        if (!entry.isNew()) {
            const auto &original = base.entries()[static_cast<std::size_t>(entry.original)];
            if (original.pseudoName && entry.path == original.name())
                e.keptSlot = original.hashIndex;
        }
        expected.push_back(std::move(e));
    }
    ConsoleProgress progress(MpqEdit::tr("Writing"));
    CommitOptions options;
    options.compact = compact;
    options.check = [&](const QString &written) { return compareWritten(written, base, expected); };
    auto report = writer.commit(target, progress, options);
    if (!report)
        return CommandLine::fail(report.error());
    const bool appended = report->strategy == CommitStrategy::Appended;
    if (json) {
        CommandLine::printJson(QJsonDocument(QJsonObject{{QStringLiteral("output"), target},
            {QStringLiteral("entries"), report->entries}, {QStringLiteral("copied_raw"), report->copiedRaw},
            {QStringLiteral("kept_in_place"), report->keptInPlace}, {QStringLiteral("written"), report->written},
            {QStringLiteral("bytes"), report->outputBytes},
            {QStringLiteral("commit"), appended ? QStringLiteral("appended") : QStringLiteral("rewritten")},
            {QStringLiteral("rewrite_reason"), report->rewriteReason},
            {QStringLiteral("verified"), static_cast<qint64>(expected.size())},
            {QStringLiteral("notes"), QJsonArray::fromStringList(report->notes)}}));
        return CommandLine::ExitOk;
    }
    for (const QString &note : report->notes)
        CommandLine::printErr(QStringLiteral("mwb-cli: ") + note);
    if (appended) {
        CommandLine::printOut(MpqEdit::tr("%1: %2 files (%3 kept in place, %4 copied, %5 written) appended, %6 bytes, "
                                          "every file verified")
                                  .arg(target)
                                  .arg(report->entries)
                                  .arg(report->keptInPlace)
                                  .arg(report->copiedRaw)
                                  .arg(report->written)
                                  .arg(report->outputBytes));
    } else {
        CommandLine::printOut(MpqEdit::tr("%1: %2 files (%3 copied, %4 written), %5 bytes, every file verified")
                                  .arg(target)
                                  .arg(report->entries)
                                  .arg(report->copiedRaw)
                                  .arg(report->written)
                                  .arg(report->outputBytes));
    }
    return CommandLine::ExitOk;
}

/// Adds the files below `folder` as `prefix` + their relative paths.
Result<int> addFolder(MpqWriter &writer, const QString &folder, const QString &prefix)
{
    int added = 0;
    QDirIterator it(folder, QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString file = it.next();
        // Folder separators of the disk are not the user's choice: store them as the '\\' the games read.
        const QString relative = QDir(folder).relativeFilePath(file).replace(QLatin1Char('/'), QLatin1Char('\\'));
        if (auto ok = writer.add(prefix + relative, EntrySource::fromFile(file)); !ok)
            return ok.error();
        ++added;
    }
    return added;
}

/// The common arguments of the commands that edit an archive: ARCHIVE first, -o OUT, --json.
class EditCommand
{
public:
    EditCommand(const QString &usage, const QString &description)
        : m_cli(usage, description)
    {
        m_cli.parser().addOption({{QStringLiteral("o"), QStringLiteral("output")},
            MpqEdit::tr("Write the result here and leave ARCHIVE untouched."), MpqEdit::tr("OUT")});
        m_cli.parser().addOption({QStringLiteral("json"), MpqEdit::tr("Machine-readable output.")});
    }
    CommandLine &cli() { return m_cli; }

    std::optional<int> open(const QStringList &arguments, int positional)
    {
        if (auto stop = m_cli.parse(arguments, positional))
            return stop;
        auto archive = openArchive(m_cli.positional().constFirst());
        if (!archive)
            return CommandLine::fail(archive.error());
        auto writer = editArchive(std::shared_ptr<const Archive>(std::move(archive).value()));
        if (!writer)
            return CommandLine::fail(writer.error());
        if (!dynamic_cast<MpqWriter *>(writer.value().get())) {
            return CommandLine::fail(
                MpqEdit::usage(MpqEdit::tr("%1 is not an MPQ archive").arg(m_cli.positional().constFirst())));
        }
        m_writer.reset(static_cast<MpqWriter *>(writer.value().release()));
        return std::nullopt;
    }
    MpqWriter &writer() { return *m_writer; }
    int commit(bool compact = false)
    {
        const QString output = m_cli.parser().value(QStringLiteral("o"));
        return commitVerified(*m_writer, output.isEmpty() ? m_cli.positional().constFirst() : output,
            m_cli.parser().isSet(QStringLiteral("json")), compact);
    }

private:
    CommandLine m_cli;
    std::unique_ptr<MpqWriter> m_writer;
};

int runCreate(const QStringList &arguments)
{
    CommandLine cli(QStringLiteral("mpq create OUT DIR [--preset NAME] [--version 1..4] [--sector-size N] "
                                   "[--compression zlib|bzip2|pkware|lzma|sparse|none] [--like ARCHIVE] [--json]"),
        MpqEdit::tr("Creates an MPQ archive from the files below DIR."));
    QStringList presetIds;
    for (const auto &preset : MpqWriter::presets())
        presetIds << QLatin1String(preset.id);
    auto &p = cli.parser();
    p.addOption({QStringLiteral("preset"), MpqEdit::tr("Game preset: %1.").arg(presetIds.join(QStringLiteral(", "))),
        MpqEdit::tr("NAME")});
    p.addOption({QStringLiteral("version"), MpqEdit::tr("MPQ format version 1-4."), MpqEdit::tr("N")});
    p.addOption({QStringLiteral("sector-size"), MpqEdit::tr("Sector size, a power of two >= 512."), MpqEdit::tr("N")});
    p.addOption({QStringLiteral("compression"), MpqEdit::tr("Compression of the files."), MpqEdit::tr("METHOD")});
    p.addOption({QStringLiteral("like"),
        MpqEdit::tr("Copy version, sector size, locale, storage and attributes from this archive."),
        MpqEdit::tr("ARCHIVE")});
    p.addOption({QStringLiteral("json"), MpqEdit::tr("Machine-readable output.")});
    if (auto stop = cli.parse(arguments, 2))
        return *stop;
    MpqWriteOptions options;
    if (p.isSet(QStringLiteral("preset"))) {
        const auto *preset = MpqWriter::preset(p.value(QStringLiteral("preset")));
        if (!preset) {
            return CommandLine::fail(MpqEdit::usage(MpqEdit::tr("Unknown preset %1 (known: %2)")
                                                        .arg(p.value(QStringLiteral("preset")), presetIds.join(QStringLiteral(", ")))));
        }
        options = preset->options;
    }
    if (p.isSet(QStringLiteral("like"))) {
        auto like = MpqArchive::open(p.value(QStringLiteral("like")));
        if (!like)
            return CommandLine::fail(like.error());
        options = MpqWriteOptions::like(**like);
    }
    const auto number = [&](const QString &option, int &out) {
        bool ok = false;
        out = p.value(option).toInt(&ok, 0);
        return ok;
    };
    int value = 0;
    if (p.isSet(QStringLiteral("version"))) {
        if (!number(QStringLiteral("version"), value))
            return CommandLine::fail(MpqEdit::usage(MpqEdit::tr("--version needs a number")));
        options.version = value;
    }
    if (p.isSet(QStringLiteral("sector-size"))) {
        if (!number(QStringLiteral("sector-size"), value) || value <= 0)
            return CommandLine::fail(MpqEdit::usage(MpqEdit::tr("--sector-size needs a positive number")));
        options.sectorSize = static_cast<quint32>(value);
    }
    if (p.isSet(QStringLiteral("compression"))) {
        const auto method = MpqEdit::compression(p.value(QStringLiteral("compression")));
        if (!method) {
            return CommandLine::fail(
                MpqEdit::usage(MpqEdit::tr("Unknown compression %1").arg(p.value(QStringLiteral("compression")))));
        }
        options.files.compression = *method;
    }
    const QString out = cli.positional().at(0);
    const QString folder = cli.positional().at(1);
    if (!QFileInfo(folder).isDir())
        return CommandLine::fail(MpqEdit::usage(MpqEdit::tr("%1 is not a folder").arg(folder)));
    auto writer = MpqWriter::create(options);
    if (!writer)
        return CommandLine::fail(writer.error());
    if (auto added = addFolder(**writer, folder, {}); !added)
        return CommandLine::fail(added.error());
    return commitVerified(**writer, out, p.isSet(QStringLiteral("json")));
}

int runAdd(const QStringList &arguments)
{
    EditCommand c(QStringLiteral("mpq add ARCHIVE SOURCE... [--as NAME | --into PREFIX] [-o OUT] [--json]"),
        MpqEdit::tr("Adds (or replaces) files and folders."));
    auto &p = c.cli().parser();
    p.addOption({QStringLiteral("as"), MpqEdit::tr("Archived name of the single SOURCE file."), MpqEdit::tr("NAME")});
    p.addOption({QStringLiteral("into"), MpqEdit::tr("Archive folder to add the sources into."), MpqEdit::tr("PREFIX")});
    if (auto stop = c.open(arguments, 2))
        return *stop;
    const QStringList sources = c.cli().positional().mid(1);
    if (p.isSet(QStringLiteral("as")) && (p.isSet(QStringLiteral("into")) || sources.size() != 1
                                             || !QFileInfo(sources.constFirst()).isFile()))
        return CommandLine::fail(MpqEdit::usage(MpqEdit::tr("--as takes exactly one source file and no --into")));
    QString prefix = p.value(QStringLiteral("into"));
    if (!prefix.isEmpty() && !prefix.endsWith(QLatin1Char('\\')) && !prefix.endsWith(QLatin1Char('/')))
        prefix += QLatin1Char('\\');
    for (const QString &source : sources) {
        const QFileInfo info(source);
        if (info.isDir()) {
            if (auto added = addFolder(c.writer(), source, prefix + info.fileName() + QLatin1Char('\\')); !added)
                return CommandLine::fail(added.error());
        } else if (info.isFile()) {
            const QString name = p.isSet(QStringLiteral("as")) ? p.value(QStringLiteral("as")) : prefix + info.fileName();
            if (auto ok = c.writer().add(name, EntrySource::fromFile(source)); !ok)
                return CommandLine::fail(ok.error());
        } else {
            return CommandLine::fail(Error{ErrorCode::Io, MpqEdit::tr("%1 does not exist").arg(source), source});
        }
    }
    return c.commit();
}

int runRemove(const QStringList &arguments)
{
    EditCommand c(QStringLiteral("mpq rm ARCHIVE NAME_OR_PATTERN... [-o OUT] [--json]"),
        MpqEdit::tr("Removes entries, folders or entries matching a pattern (* and ?)."));
    if (auto stop = c.open(arguments, 2))
        return *stop;
    for (const QString &pattern : c.cli().positional().mid(1)) {
        if (!pattern.contains(QLatin1Char('*')) && !pattern.contains(QLatin1Char('?'))) {
            if (auto removed = c.writer().remove(pattern); !removed)
                return CommandLine::fail(removed.error());
            continue;
        }
        // Storm-style wildcards: '*' and '?' match any character, folder separators included.
        QString expression = QRegularExpression::escape(QString(pattern).replace(QLatin1Char('/'), QLatin1Char('\\')));
        expression.replace(QLatin1String("\\*"), QLatin1String(".*")).replace(QLatin1String("\\?"), QLatin1String("."));
        const QRegularExpression match(QRegularExpression::anchoredPattern(expression),
            QRegularExpression::CaseInsensitiveOption);
        QStringList matching;
        for (const PlannedEntry &entry : c.writer().entries()) {
            if (match.match(entry.path).hasMatch())
                matching << entry.path;
        }
        if (matching.isEmpty())
            return CommandLine::fail(MpqEdit::usage(MpqEdit::tr("No entry matches %1").arg(pattern)));
        for (const QString &path : matching) {
            if (auto removed = c.writer().remove(path); !removed)
                return CommandLine::fail(removed.error());
        }
    }
    return c.commit();
}

int runMove(const QStringList &arguments)
{
    EditCommand c(QStringLiteral("mpq mv ARCHIVE OLD NEW [-o OUT] [--json]"),
        MpqEdit::tr("Renames an entry or moves a folder (encrypted files are re-keyed)."));
    if (auto stop = c.open(arguments, 3))
        return *stop;
    if (auto moved = c.writer().rename(c.cli().positional().at(1), c.cli().positional().at(2)); !moved)
        return CommandLine::fail(moved.error());
    return c.commit();
}

int runCompact(const QStringList &arguments)
{
    EditCommand c(QStringLiteral("mpq compact ARCHIVE [-o OUT] [--json]"),
        MpqEdit::tr("Rewrites the archive without dead space (files are copied, not recompressed)."));
    if (auto stop = c.open(arguments, 1))
        return *stop;
    return c.commit(true);
}

} // namespace

void addMpqEditCommands(std::vector<Command> &commands)
{
    const QString group = QStringLiteral("mpq");
    commands.push_back({group, QStringLiteral("create"), MpqEdit::tr("Create an MPQ archive"), runCreate});
    commands.push_back({group, QStringLiteral("add"), MpqEdit::tr("Add files to an MPQ archive"), runAdd});
    commands.push_back({group, QStringLiteral("rm"), MpqEdit::tr("Remove MPQ entries"), runRemove});
    commands.push_back({group, QStringLiteral("mv"), MpqEdit::tr("Rename MPQ entries"), runMove});
    commands.push_back({group, QStringLiteral("compact"), MpqEdit::tr("Rewrite an MPQ archive without gaps"),
        runCompact});
}

} // namespace mwb::cli
