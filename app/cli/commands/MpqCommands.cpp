// SPDX-License-Identifier: GPL-3.0-or-later
// `mwb-cli mpq info|list|tree|extract|verify`: the MPQ reader from the command line.
#include "ArchiveCommandSupport.h"
#include "CommandLine.h"
#include "CommandRegistry.h"
#include "ConsoleProgress.h"
#include "RawLayoutInput.h"
#include "mwb/core/EntryIndex.h"
#include "mwb/core/io/AtomicFile.h"
#include "mwb/core/ops/EntryTarget.h"
#include "mwb/formats/mpq/MpqArchive.h"
#include "mwb/formats/mpq/MpqNameScanner.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonObject>

#include <limits>

namespace mwb::cli {

namespace {

using formats::mpq::MpqArchive;
using formats::mpq::MpqEntry;
using formats::mpq::MpqSignature;

/// An MPQ file, or an MPQ inside another archive (ARCHIVE::ENTRY), read into memory.
Result<std::unique_ptr<MpqArchive>> openMpq(const QString &argument, const MpqArchive::Options &options)
{
    if (!ops::TargetPath::parse(argument).isEntry())
        return MpqArchive::open(argument, options);
    auto bytes = ops::readTarget(argument, std::numeric_limits<qint32>::max());
    if (!bytes)
        return bytes.error();
    return MpqArchive::open(ByteSource::fromBytes(std::move(bytes->bytes), argument), options);
}

class MpqCli
{
    Q_DECLARE_TR_FUNCTIONS(mwb::cli::MpqCommands)
public:
    MpqCli(const QString &usage, const QString &description, bool json)
        : m_cli(usage, description)
        , m_json(json)
    {
        m_cli.parser().addOption({QStringLiteral("listfile"), tr("Extra listfile with entry names (repeatable)."),
            tr("FILE")});
        m_cli.parser().addOption({QStringLiteral("locale"), tr("Preferred locale id, e.g. 0x407 (default 0)."),
            tr("ID")});
        m_cli.parser().addOption({QStringLiteral("no-listfile"),
            tr("Ignore the archive's own (listfile), as if it had none (names come from --listfile only).")});
        if (json)
            m_cli.parser().addOption({QStringLiteral("json"), tr("Machine-readable output.")});
        m_cli.parser().addPositionalArgument(QStringLiteral("FILE"), entryArgumentHelp(tr("The MPQ archive")));
    }

    CommandLine &cli() { return m_cli; }
    [[nodiscard]] bool json() { return m_json && m_cli.parser().isSet(QStringLiteral("json")); }

    /// Parses and opens the archive; returns an exit code when the command must stop.
    std::optional<int> open(const QStringList &arguments)
    {
        if (auto stop = m_cli.parse(arguments, 1))
            return stop;
        m_options.listfiles = m_cli.parser().values(QStringLiteral("listfile"));
        m_options.ignoreListfile = m_cli.parser().isSet(QStringLiteral("no-listfile"));
        if (m_cli.parser().isSet(QStringLiteral("locale"))) {
            bool ok = false;
            const uint locale = m_cli.parser().value(QStringLiteral("locale")).toUInt(&ok, 0);
            if (!ok || locale > 0xFFFF) {
                return CommandLine::fail(Error{ErrorCode::InvalidInput,
                    tr("Invalid locale id: %1").arg(m_cli.parser().value(QStringLiteral("locale"))), {}, -1});
            }
            m_options.locale = static_cast<quint16>(locale);
        }
        return reopen();
    }

    /// Opens the archive again, giving it `recoveredNames` too.
    std::optional<int> reopen(const QByteArrayList &recoveredNames = {})
    {
        m_options.recoveredNames = recoveredNames;
        auto archive = openMpq(m_cli.positional().constFirst(), m_options);
        if (!archive)
            return CommandLine::fail(archive.error());
        m_archive = std::move(archive.value());
        for (const QString &warning : m_archive->warnings())
            CommandLine::printErr(QStringLiteral("mwb-cli: ") + warning);
        return std::nullopt;
    }

    [[nodiscard]] const MpqArchive &archive() const { return *m_archive; }

private:
    CommandLine m_cli;
    bool m_json;
    MpqArchive::Options m_options;
    std::unique_ptr<MpqArchive> m_archive;
};

QString hex(quint64 value)
{
    return QStringLiteral("0x") + QString::number(value, 16).toUpper();
}

QString signatureName(MpqSignature signature)
{
    switch (signature) {
    case MpqSignature::Weak:
        return QStringLiteral("weak");
    case MpqSignature::Strong:
        return QStringLiteral("strong");
    case MpqSignature::None:
        break;
    }
    return QStringLiteral("none");
}

QJsonObject entryJson(const MpqEntry &e)
{
    QJsonObject o{{QStringLiteral("path"), e.name()}, {QStringLiteral("size"), qint64(e.fileSize)},
        {QStringLiteral("packed_size"), qint64(e.compressedSize)}, {QStringLiteral("flags"), qint64(e.flags)},
        {QStringLiteral("flags_hex"), hex(e.flags)}, {QStringLiteral("locale"), e.locale},
        {QStringLiteral("pseudo_name"), e.pseudoName}, {QStringLiteral("recovered_name"), e.recoveredName},
        {QStringLiteral("encrypted"), e.isEncrypted()}, {QStringLiteral("patch_file"), e.isPatchFile()},
        {QStringLiteral("delete_marker"), e.isDeleteMarker()}, {QStringLiteral("hash_index"), e.hashIndex},
        {QStringLiteral("block_index"), qint64(e.blockIndex)}, {QStringLiteral("offset"), e.offset}};
    if (e.isEncrypted())
        o.insert(QStringLiteral("key_known"), e.fileKey.has_value());
    if (e.crc32)
        o.insert(QStringLiteral("crc32"), hex(*e.crc32));
    if (!e.md5.isEmpty())
        o.insert(QStringLiteral("md5"), QString::fromLatin1(e.md5.toByteArray().toHex()));
    return o;
}

int runInfo(const QStringList &arguments)
{
    MpqCli c(QStringLiteral("mpq info FILE [--json] [--listfile FILE]... [--locale ID]"),
        MpqCli::tr("Shows the header and table layout of an MPQ archive."), true);
    if (auto stop = c.open(arguments))
        return *stop;
    const auto &h = c.archive().header();
    int pseudo = 0;
    for (const MpqEntry &e : c.archive().entries())
        pseudo += e.pseudoName ? 1 : 0;
    const QJsonObject info{{QStringLiteral("path"), c.archive().path()},
        {QStringLiteral("format_version"), h.formatVersion}, {QStringLiteral("stored_format_version"), h.storedFormatVersion},
        {QStringLiteral("header_offset"), h.archiveOffset}, {QStringLiteral("user_data_offset"), h.userDataOffset},
        {QStringLiteral("header_size"), qint64(h.headerSize)}, {QStringLiteral("sector_size"), qint64(h.sectorSize)},
        {QStringLiteral("archive_size"), h.archiveSize}, {QStringLiteral("hash_table_offset"), h.hashTableOffset},
        {QStringLiteral("hash_table_entries"), qint64(h.hashTableEntries)},
        {QStringLiteral("block_table_offset"), h.blockTableOffset},
        {QStringLiteral("block_table_entries"), qint64(h.blockTableEntries)},
        {QStringLiteral("hi_block_table_offset"), h.hiBlockTableOffset},
        {QStringLiteral("het_table_offset"), h.hetTableOffset}, {QStringLiteral("bet_table_offset"), h.betTableOffset},
        {QStringLiteral("uses_het_bet"), h.usesHetBet}, {QStringLiteral("war3_map"), h.war3Map},
        {QStringLiteral("malformed"), h.malformed}, {QStringLiteral("files"), qint64(c.archive().entries().size())},
        {QStringLiteral("pseudo_named"), pseudo}, {QStringLiteral("signature"), signatureName(c.archive().signature())}};
    if (c.json()) {
        CommandLine::printJson(QJsonDocument(info));
        return CommandLine::ExitOk;
    }
    QString text;
    for (auto it = info.begin(); it != info.end(); ++it)
        text += it.key() + QStringLiteral(": ") + it.value().toVariant().toString() + QLatin1Char('\n');
    CommandLine::printOut(text);
    return CommandLine::ExitOk;
}

QString sourceName(formats::mpq::MpqNameSource source)
{
    using formats::mpq::MpqNameSource;
    switch (source) {
    case MpqNameSource::StandardName:
        return QStringLiteral("standard-name");
    case MpqNameSource::ImportList:
        return QStringLiteral("import-list");
    case MpqNameSource::Script:
        return QStringLiteral("script");
    case MpqNameSource::Model:
        return QStringLiteral("model");
    case MpqNameSource::FileText:
        return QStringLiteral("file-text");
    case MpqNameSource::Known:
        break;
    }
    return QStringLiteral("known");
}

/// `mpq list --scan`: finds names, reopens the archive with them and says how it went; `--save-listfile` writes
/// them. Returns an exit code when the command must stop.
std::optional<int> scanNames(MpqCli &c, QHash<int, formats::mpq::MpqNameSource> &sources)
{
    QElapsedTimer timer;
    timer.start();
    ConsoleProgress progress(MpqCli::tr("Looking for names"));
    const auto scan = formats::mpq::MpqNameScanner::scan(c.archive(), progress);
    if (!scan)
        return CommandLine::fail(scan.error());
    CommandLine::printErr(
        MpqCli::tr("mwb-cli: %1 of %n unnamed entries named (%2 names tried in %3 s)", nullptr, scan->unnamedBefore)
            .arg(scan->recovered)
            .arg(scan->candidates)
            .arg(double(timer.nsecsElapsed()) / 1e9, 0, 'f', 3));
    const QString listfile = c.cli().parser().value(QStringLiteral("save-listfile"));
    if (!listfile.isEmpty()) {
        auto file = io::AtomicFile::create(listfile);
        if (!file)
            return CommandLine::fail(file.error());
        const QByteArray text = scan->listfile();
        if (file->device().write(text) != text.size()) {
            return CommandLine::fail(Error{ErrorCode::Io,
                MpqCli::tr("Cannot write %1: %2").arg(listfile, file->device().errorString()), listfile, -1});
        }
        if (auto committed = file->commit(); !committed)
            return CommandLine::fail(committed.error());
    }
    if (auto stop = c.reopen(scan->recoveredNames()))
        return stop;
    for (const formats::mpq::MpqScannedName &name : scan->names) {
        if (name.recovered)
            sources.insert(name.entry, name.source);
    }
    return std::nullopt;
}

int runList(const QStringList &arguments)
{
    MpqCli c(QStringLiteral("mpq list FILE [--json] [--scan] [--save-listfile FILE] [--listfile FILE]... [--locale ID] "
                            "[--no-listfile]"),
        MpqCli::tr("Lists the entries of an MPQ archive (unnamed ones as File%08u.ext)."), true);
    c.cli().parser().addOption({QStringLiteral("scan"),
        MpqCli::tr("Look for the names of unnamed entries: the game's standard names and the paths the archive's "
                   "files mention, each confirmed by both name hashes. Found names are marked as recovered.")});
    c.cli().parser().addOption({QStringLiteral("save-listfile"),
        MpqCli::tr("Write every name the archive has after the scan (implies --scan) to FILE, one per line."),
        MpqCli::tr("FILE")});
    if (auto stop = c.open(arguments))
        return *stop;
    QHash<int, formats::mpq::MpqNameSource> sources; ///< entry -> how the scan found its name
    if (c.cli().parser().isSet(QStringLiteral("scan")) || c.cli().parser().isSet(QStringLiteral("save-listfile"))) {
        if (auto stop = scanNames(c, sources))
            return *stop;
    }
    // The reopened archive has the same entries in the same order (the tables decide it); only names differ.
    const auto &entries = c.archive().entries();
    const auto recoveredFrom = [&entries, &sources](int entry) -> std::optional<formats::mpq::MpqNameSource> {
        if (!entries[static_cast<std::size_t>(entry)].recoveredName)
            return std::nullopt;
        return sources.value(entry, formats::mpq::MpqNameSource::Known);
    };
    return ArchiveCommandSupport::list(
        c.archive(), c.cli(),
        [&](int entry, QJsonObject &row) {
            const QJsonObject extras = entryJson(entries[static_cast<std::size_t>(entry)]);
            for (auto it = extras.begin(); it != extras.end(); ++it)
                row.insert(it.key(), it.value());
            if (const auto source = recoveredFrom(entry))
                row.insert(QStringLiteral("name_source"), sourceName(*source));
        },
        [&](int entry) {
            const auto source = recoveredFrom(entry);
            return source ? MpqCli::tr("  (recovered: %1)").arg(sourceName(*source)) : QString();
        });
}

void printTree(const EntryIndex &index, EntryIndex::NodeId id, int depth, QString &out)
{
    const EntryIndex::Node &node = index.node(id);
    for (int row = 0; row < node.childCount; ++row) {
        const EntryIndex::NodeId child = index.childAt(id, row);
        const EntryIndex::Node &c = index.node(child);
        out += QString(depth * 2, QLatin1Char(' ')) + c.name + (c.isDir ? QStringLiteral("/") : QString())
            + QLatin1Char('\n');
        if (c.isDir)
            printTree(index, child, depth + 1, out);
    }
}

int runTree(const QStringList &arguments)
{
    MpqCli c(QStringLiteral("mpq tree FILE [--listfile FILE]... [--locale ID]"),
        MpqCli::tr("Shows the entries of an MPQ archive as a folder tree."), false);
    if (auto stop = c.open(arguments))
        return *stop;
    const EntryIndex index = EntryIndex::build(c.archive().indexInputs(), c.archive().indexColumns());
    QString text;
    printTree(index, EntryIndex::Root, 0, text);
    CommandLine::printOut(text);
    return CommandLine::ExitOk;
}

int runExtract(const QStringList &arguments)
{
    MpqCli c(QStringLiteral("mpq extract FILE -o DIR [PATTERN…] [--keep-going] [--listfile FILE]... [--locale ID]"),
        MpqCli::tr("Extracts entries (all, or those matching wildcard patterns) below DIR."), false);
    ArchiveCommandSupport::addExtractOptions(c.cli());
    if (auto stop = c.open(arguments))
        return *stop;
    return ArchiveCommandSupport::extract(c.archive(), c.cli());
}

/// The signature check as JSON: verdict, why, which key, where the signature and the bytes it covers are.
QJsonObject signatureJson(const formats::mpq::MpqSignatureCheck &check, bool ignored)
{
    QJsonObject o{{QStringLiteral("type"), signatureName(check.kind)}, {QStringLiteral("verdict"), check.verdictId()},
        {QStringLiteral("message"), check.message()}, {QStringLiteral("ignored"), ignored},
        {QStringLiteral("signed_begin"), check.signedBegin}, {QStringLiteral("signed_end"), check.signedEnd}};
    if (!check.doubtId().isEmpty())
        o.insert(QStringLiteral("doubt"), check.doubtId());
    if (!check.key.isEmpty())
        o.insert(QStringLiteral("key"), check.key);
    if (check.blank)
        o.insert(QStringLiteral("blank"), true);
    if (check.signatureOffset >= 0) {
        o.insert(QStringLiteral("offset"), check.signatureOffset);
        o.insert(QStringLiteral("size"), check.signatureSize);
    }
    return o;
}

QString verifyStatus(const MpqEntry &e, const formats::mpq::MpqVerifyResult &r)
{
    if (e.isDeleteMarker())
        return QStringLiteral("delete-marker");
    if (e.isPatchFile())
        return QStringLiteral("patch-file");
    if (!r.readOk)
        return QStringLiteral("unreadable");
    if (r.signatureFile)
        return QStringLiteral("signature");
    if (!r.crc32Ok)
        return QStringLiteral("crc32-mismatch");
    return r.md5Ok ? QStringLiteral("ok") : QStringLiteral("md5-mismatch");
}

int runVerify(const QStringList &arguments)
{
    MpqCli c(QStringLiteral("mpq verify FILE [--json] [--ignore-signature] [--listfile FILE]... [--locale ID]"),
        MpqCli::tr("Reads every entry and checks (attributes) CRC32/MD5 and sector checksums, then the weak or "
                   "strong signature as Storm does."),
        true);
    const QString ignoreOption = QStringLiteral("ignore-signature");
    c.cli().parser().addOption({ignoreOption,
        MpqCli::tr("Report the signature's verdict but do not fail on it (for maps that are signed again anyway).")});
    if (auto stop = c.open(arguments))
        return *stop;
    QJsonArray results;
    QString text;
    int bad = 0;
    const auto &entries = c.archive().entries();
    for (int i = 0; i < int(entries.size()); ++i) {
        const MpqEntry &e = entries[std::size_t(i)];
        const auto r = c.archive().verifyEntry(i);
        bad += r.ok() ? 0 : 1;
        const QString status = verifyStatus(e, r);
        QJsonObject o{{QStringLiteral("path"), e.name()}, {QStringLiteral("status"), status},
            {QStringLiteral("has_crc32"), r.hasCrc32}, {QStringLiteral("has_md5"), r.hasMd5},
            {QStringLiteral("has_sector_crc"), r.hasSectorCrc}};
        const bool unreadable = !r.notData && !r.readOk;
        if (unreadable)
            o.insert(QStringLiteral("error"), r.error);
        results.append(o);
        text += status + QLatin1Char(' ') + e.name() + (unreadable ? QStringLiteral(": ") + r.error : QString())
            + QLatin1Char('\n');
    }
    ConsoleProgress progress(MpqCli::tr("Checking the signature"));
    const auto signature = c.archive().verifySignature(progress);
    if (!signature)
        return CommandLine::fail(signature.error());
    const bool ignored = c.cli().parser().isSet(ignoreOption);
    const int problems = bad + (signature->failed() && !ignored ? 1 : 0);
    if (c.json()) {
        CommandLine::printJson(QJsonDocument(QJsonObject{{QStringLiteral("signature"), signatureName(signature->kind)},
            {QStringLiteral("signature_check"), signatureJson(*signature, ignored)}, {QStringLiteral("failed"), bad},
            {QStringLiteral("problems"), problems}, {QStringLiteral("files"), results}}));
    } else {
        text += MpqCli::tr("signature: %1 (%2)").arg(signature->verdictId(), signature->message());
        if (ignored && signature->failed())
            text += MpqCli::tr(", ignored");
        CommandLine::printOut(text + QLatin1Char('\n') + MpqCli::tr("%n problem(s)", nullptr, problems));
    }
    return problems == 0 ? CommandLine::ExitOk : CommandLine::ExitCheckFailed;
}

} // namespace

void addMpqCommands(std::vector<Command> &commands)
{
    const QString group = QStringLiteral("mpq");
    commands.push_back({group, QStringLiteral("info"), MpqCli::tr("MPQ header and tables"), runInfo});
    commands.push_back({group, QStringLiteral("list"), MpqCli::tr("MPQ entries"), runList});
    commands.push_back({group, QStringLiteral("tree"), MpqCli::tr("MPQ entries as a tree"), runTree});
    commands.push_back({group, QStringLiteral("extract"), MpqCli::tr("Extract MPQ entries"), runExtract});
    commands.push_back({group, QStringLiteral("verify"), MpqCli::tr("Check MPQ entries"), runVerify});
}

} // namespace mwb::cli
