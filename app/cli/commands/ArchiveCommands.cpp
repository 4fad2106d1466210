// SPDX-License-Identifier: GPL-3.0-or-later
// `mwb-cli info|list|extract|verify|cat FILE`: one set of commands for every format of the registry, on a file or
// on an archive inside another (ARCHIVE::ENTRY, nesting).
#include "ArchiveCommandSupport.h"
#include "CommandLine.h"
#include "CommandRegistry.h"
#include "GridCommandSupport.h"
#include "mwb/core/Archive.h"
#include "mwb/core/ContentDescriber.h"
#include "mwb/core/FormatRegistry.h"
#include "mwb/core/ops/EntryTarget.h"

#include <QFileInfo>
#include <QJsonArray>

#include <cstdio>

namespace mwb::cli {

namespace {

const QString kListfile = QStringLiteral("listfile");
/// The most `info` reads of a file that is no archive, and `cat` of one entry.
constexpr qint64 kMaxContentBytes = qint64(1) << 30;

/// The registry line of a file or entry that is no archive but whose name claims a format (a grid): null for
/// archives, for names nobody claims and for files that cannot be read (opening them then says what is wrong).
const FormatDescription *nonArchiveFormat(const ops::TargetPath &target)
{
    const QString name = target.isEntry() ? target.entries.constLast() : target.file;
    const FormatDescription *named = FormatRegistry::byFileName(name);
    if (!named || named->open)
        return nullptr;
    if (target.isEntry())
        return named;
    const auto source = ByteSource::openFile(target.file); // unreadable: openArchive() reports why
    return !source || FormatRegistry::byContent(*source.value()) ? nullptr : named;
}

Error unsupported(const FormatDescription &format, const QString &command, const QString &path)
{
    return Error{ErrorCode::Unsupported,
        ArchiveCommandSupport::tr("%1 files do not support \"%2\"").arg(format.displayName(), command), path};
}

QString fileHelp()
{
    return ArchiveCommandSupport::tr("The archive (any format), or an archive inside another written ARCHIVE::ENTRY "
                                     "(\"::\" nests: campaign.w3n::Maps\\x.w3x).");
}

/// The front every top-level command shares: FILE (or ARCHIVE::ENTRY), --listfile, the format's capability checked.
class GenericCommand
{
public:
    GenericCommand(const QString &name, const QString &usage, const QString &description)
        : m_name(name)
        , m_cli(name + QLatin1Char(' ') + usage, description)
    {
        m_cli.parser().addPositionalArgument(QStringLiteral("FILE"), fileHelp());
        m_cli.parser().addOption({kListfile,
            ArchiveCommandSupport::tr(
                "Extra listfile with entry names (repeatable; formats that take listfiles, e.g. MPQ)."),
            ArchiveCommandSupport::tr("FILE")});
    }

    CommandLine &cli() { return m_cli; }

    /// Parses the arguments and opens FILE (see openParsed()); returns the exit code to stop with.
    [[nodiscard]] std::optional<int> open(const QStringList &arguments, Capability needed)
    {
        if (const auto stop = m_cli.parse(arguments, 1))
            return stop;
        return openParsed(needed);
    }

    /// Refuses a format without `needed` (Unsupported, naming the format) and listfiles for a format that takes
    /// none (usage error), and opens FILE through the registry (an inner archive from memory); returns the exit
    /// code to stop with.
    [[nodiscard]] std::optional<int> openParsed(Capability needed)
    {
        const QString argument = m_cli.positional().constFirst();
        const ops::TargetPath target = ops::TargetPath::parse(argument);
        if (const FormatDescription *format = nonArchiveFormat(target))
            return CommandLine::fail(unsupported(*format, m_name, argument));
        OpenOptions options;
        options.listfiles = m_cli.parser().values(kListfile);
        auto chain = ops::ArchiveChain::open(target, options);
        if (!chain) {
            return CommandLine::fail(chain.error());
        }
        m_chain = std::move(chain).value();
        if (!options.listfiles.isEmpty() && !archive().capabilities().testFlag(Capability::Listfiles)) {
            return m_cli.usageError(
                ArchiveCommandSupport::tr("%1 files take no --listfile").arg(archive().format().displayName()));
        }
        if (!archive().capabilities().testFlag(needed))
            return CommandLine::fail(unsupported(archive().format(), m_name, argument));
        return std::nullopt;
    }

    [[nodiscard]] const Archive &archive() const { return m_chain->archive(); }

private:
    QString m_name;
    CommandLine m_cli;
    std::optional<ops::ArchiveChain> m_chain;
};

QJsonArray capabilityNames(Capabilities capabilities)
{
    static const std::pair<Capability, const char *> names[]
        = {{Capability::Read, "read"}, {Capability::Extract, "extract"}, {Capability::Verify, "verify"},
            {Capability::Write, "write"}, {Capability::Listfiles, "listfiles"}, {Capability::Grid, "grid"},
            {Capability::Create, "create"}, {Capability::Compact, "compact"}, {Capability::Locales, "locales"}};
    QJsonArray out;
    for (const auto &[capability, name] : names) {
        if (capabilities.testFlag(capability))
            out.append(QLatin1String(name));
    }
    return out;
}

QJsonObject archiveInfo(const Archive &archive, const QString &label)
{
    int files = 0;
    qint64 size = 0;
    qint64 packed = 0;
    for (const EntryIndex::Input &input : archive.indexInputs()) {
        if (input.path.endsWith(QLatin1Char('/')))
            continue;
        ++files;
        size += input.size;
        packed += input.packedSize;
    }
    return QJsonObject{{QStringLiteral("file"), label}, {QStringLiteral("format"), archive.formatId()},
        {QStringLiteral("format_name"), archive.formatName()},
        {QStringLiteral("capabilities"), capabilityNames(archive.capabilities())},
        {QStringLiteral("file_size"), archive.source().size()}, {QStringLiteral("files"), files},
        {QStringLiteral("size"), size}, {QStringLiteral("packed_size"), packed}};
}

/// `info` of a file or entry that is no archive: its content kind and top-level fields (mwb::describeContent()).
int contentInfo(const QString &argument, const Error &notAnArchive, bool json)
{
    auto input = ops::readTarget(argument, kMaxContentBytes);
    if (!input)
        return CommandLine::fail(input.error());
    const auto described = describeContent(input->name, input->bytes);
    if (!described)
        return CommandLine::fail(notAnArchive);
    QJsonObject fields;
    for (const StructureNode &child : described->root.children) {
        if (child.childCount() == 0)
            fields.insert(child.name, child.value);
    }
    QJsonObject info{{QStringLiteral("file"), argument}, {QStringLiteral("format"), QStringLiteral("content")},
        {QStringLiteral("kind"), described->root.name}, {QStringLiteral("capabilities"), QJsonArray()},
        {QStringLiteral("file_size"), input->bytes.size()}, {QStringLiteral("fields"), fields}};
    if (described->error)
        info.insert(QStringLiteral("problem"), described->error->toString());
    GridCommandSupport::printInfo(info, json);
    return CommandLine::ExitOk;
}

int infoCommand(const QStringList &arguments)
{
    GenericCommand command(QStringLiteral("info"), QStringLiteral("FILE [--json] [--listfile FILE]…"),
        ArchiveCommandSupport::tr("Show what any file is: an archive's format, capabilities and totals; the grid "
                                  "summary of a .map or .MPP; for any other content the registry knows (.dbc, "
                                  ".blp, .DAT, .RAW, .BINLAYOUT, images…) its kind and header fields. FILE may be "
                                  "ARCHIVE::ENTRY."));
    ArchiveCommandSupport::addJsonOption(command.cli());
    if (const auto stop = command.cli().parse(arguments, 1))
        return *stop;
    const QString argument = command.cli().positional().constFirst();
    const bool json = ArchiveCommandSupport::json(command.cli());
    // A grid answers with its group's own summary (`map info`, `mpp info`), given the same arguments.
    if (const FormatDescription *format = nonArchiveFormat(ops::TargetPath::parse(argument))) {
        if (const Command *info = findCommand(groupOfFormat(QString::fromLatin1(format->id)), QStringLiteral("info")))
            return info->run(arguments);
    }
    OpenOptions options;
    options.listfiles = command.cli().parser().values(kListfile);
    auto chain = ops::ArchiveChain::open(ops::TargetPath::parse(argument), options);
    if (!chain && chain.error().code == ErrorCode::BadMagic)
        return contentInfo(argument, chain.error(), json);
    if (!chain)
        return CommandLine::fail(chain.error());
    GridCommandSupport::printInfo(archiveInfo(chain->archive(), argument), json);
    return CommandLine::ExitOk;
}

int listCommand(const QStringList &arguments)
{
    GenericCommand command(QStringLiteral("list"), QStringLiteral("FILE [--json] [--listfile FILE]…"),
        ArchiveCommandSupport::tr("List the entries of any archive: path (in the archive's own spelling), size, packed "
                                  "size, and type, compression and CRC-32 where the format has them."));
    ArchiveCommandSupport::addJsonOption(command.cli());
    if (const auto stop = command.open(arguments, Capability::Read))
        return *stop;
    return ArchiveCommandSupport::list(command.archive(), command.cli());
}

int extractCommand(const QStringList &arguments)
{
    GenericCommand command(QStringLiteral("extract"),
        QStringLiteral("FILE -o DIR [PATTERN…] [--keep-going] [--overwrite] [--listfile FILE]…"),
        ArchiveCommandSupport::tr("Extract the entries of any archive (all, or those matching the patterns) below DIR, "
                                  "keeping their paths. Nothing is left behind when an entry fails, unless "
                                  "--keep-going; files that exist in DIR are refused unless --overwrite."));
    ArchiveCommandSupport::addExtractOptions(command.cli());
    if (const auto stop = command.open(arguments, Capability::Extract))
        return *stop;
    return ArchiveCommandSupport::extract(command.archive(), command.cli());
}

int verifyCommand(const QStringList &arguments)
{
    GenericCommand command(QStringLiteral("verify"), QStringLiteral("FILE [--json] [--strict] [--listfile FILE]…"),
        ArchiveCommandSupport::tr("Check any archive as its game does. Exit 0 when it is accepted, 1 when there are "
                                  "problems (with --strict, warnings too)."));
    ArchiveCommandSupport::addVerifyOptions(command.cli());
    if (const auto stop = command.open(arguments, Capability::Verify))
        return *stop;
    return ArchiveCommandSupport::verify(command.archive(), command.cli());
}

int catCommand(const QStringList &arguments)
{
    CommandLine cli(QStringLiteral("cat ARCHIVE ENTRY | cat ARCHIVE::ENTRY"),
        ArchiveCommandSupport::tr("Write the bytes of one entry of any archive to standard output (\"::\" nests: "
                                  "outer.mpq::inner.w3x::war3map.j). ENTRY follows the archive's own path rule ('/' "
                                  "and '\\' alike; MPQ names in any letter case)."));
    cli.parser().addPositionalArgument(QStringLiteral("ARCHIVE"), fileHelp());
    cli.parser().addPositionalArgument(
        QStringLiteral("ENTRY"), ArchiveCommandSupport::tr("The entry's path."), QStringLiteral("[ENTRY]"));
    if (const auto stop = cli.parse(arguments, 1))
        return *stop;
    QString argument = cli.positional().constFirst();
    if (cli.positional().size() == 2)
        argument += QStringLiteral("::") + cli.positional().at(1);
    else if (!ops::TargetPath::parse(argument).isEntry())
        return cli.usageError(ArchiveCommandSupport::tr("name the entry: ARCHIVE ENTRY or ARCHIVE::ENTRY"));
    auto input = ops::readTarget(argument, kMaxContentBytes);
    if (!input)
        return CommandLine::fail(input.error());
    if (std::fwrite(input->bytes.constData(), 1, static_cast<std::size_t>(input->bytes.size()), stdout)
            != static_cast<std::size_t>(input->bytes.size())
        || std::fflush(stdout) != 0)
        return CommandLine::fail(
            Error{ErrorCode::Io, ArchiveCommandSupport::tr("Cannot write to standard output"), argument});
    return CommandLine::ExitOk;
}

} // namespace

void addArchiveCommands(std::vector<Command> &commands)
{
    commands.push_back({{}, QStringLiteral("info"),
        ArchiveCommandSupport::tr("What any file is: format, capabilities and totals, or its content"), infoCommand});
    commands.push_back({{}, QStringLiteral("list"), ArchiveCommandSupport::tr("Entries of any archive"), listCommand});
    commands.push_back(
        {{}, QStringLiteral("extract"), ArchiveCommandSupport::tr("Extract entries of any archive"), extractCommand});
    commands.push_back(
        {{}, QStringLiteral("verify"), ArchiveCommandSupport::tr("Check any archive as its game does"), verifyCommand});
    commands.push_back(
        {{}, QStringLiteral("cat"), ArchiveCommandSupport::tr("Write one entry of any archive to stdout"), catCommand});
}

} // namespace mwb::cli
