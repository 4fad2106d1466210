// SPDX-License-Identifier: GPL-3.0-or-later
// `mwb-cli info|list|extract|verify FILE`: one set of commands for every format of the registry.
#include "ArchiveCommandSupport.h"
#include "CommandLine.h"
#include "CommandRegistry.h"
#include "GridCommandSupport.h"
#include "mwb/core/Archive.h"
#include "mwb/core/FormatRegistry.h"

#include <QJsonArray>

namespace mwb::cli {

namespace {


const QString kListfile = QStringLiteral("listfile");

/// The registry line of a readable file that is no archive but whose name claims a format (a grid): null for
/// archives, for files nobody claims and for files that cannot be read (openArchive() then says what is wrong).
const FormatDescription *nonArchiveFormat(const QString &path)
{
    const FormatDescription *named = FormatRegistry::byFileName(path);
    if (!named || named->open)
        return nullptr;
    const auto source = ByteSource::openFile(path); // unreadable: openArchive() reports why
    return !source || FormatRegistry::byContent(*source.value()) ? nullptr : named;
}

Error unsupported(const FormatDescription &format, const QString &command, const QString &path)
{
    return Error{
        ErrorCode::Unsupported, ArchiveCommandSupport::tr("%1 files do not support \"%2\"").arg(format.displayName(), command), path};
}

/// The front every top-level command shares: FILE, --listfile, the format's capability checked.
class GenericCommand
{
public:
    GenericCommand(const QString &name, const QString &usage, const QString &description)
        : m_name(name)
        , m_cli(name + QLatin1Char(' ') + usage, description)
    {
        m_cli.parser().addPositionalArgument(QStringLiteral("FILE"), ArchiveCommandSupport::tr("The archive (any format)."));
        m_cli.parser().addOption({kListfile,
            ArchiveCommandSupport::tr("Extra listfile with entry names (repeatable; formats that take listfiles, e.g. MPQ)."),
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
    /// none (usage error), and opens FILE through openArchive(); returns the exit code to stop with.
    [[nodiscard]] std::optional<int> openParsed(Capability needed)
    {
        const QString path = m_cli.positional().constFirst();
        if (const FormatDescription *format = nonArchiveFormat(path))
            return CommandLine::fail(unsupported(*format, m_name, path));
        OpenOptions options;
        options.listfiles = m_cli.parser().values(kListfile);
        auto archive = openArchive(path, options);
        if (!archive)
            return CommandLine::fail(archive.error());
        m_archive = std::move(archive).value();
        if (!options.listfiles.isEmpty() && !m_archive->capabilities().testFlag(Capability::Listfiles)) {
            return m_cli.usageError(ArchiveCommandSupport::tr("%1 files take no --listfile").arg(m_archive->format().displayName()));
        }
        if (!m_archive->capabilities().testFlag(needed))
            return CommandLine::fail(unsupported(m_archive->format(), m_name, path));
        return std::nullopt;
    }

    [[nodiscard]] const Archive &archive() const { return *m_archive; }

private:
    QString m_name;
    CommandLine m_cli;
    std::unique_ptr<Archive> m_archive;
};

QJsonArray capabilityNames(Capabilities capabilities)
{
    static const std::pair<Capability, const char *> names[]
        = {{Capability::Read, "read"}, {Capability::Extract, "extract"}, {Capability::Verify, "verify"},
            {Capability::Write, "write"}, {Capability::Listfiles, "listfiles"}, {Capability::Grid, "grid"}};
    QJsonArray out;
    for (const auto &[capability, name] : names) {
        if (capabilities.testFlag(capability))
            out.append(QLatin1String(name));
    }
    return out;
}

QJsonObject archiveInfo(const Archive &archive)
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
    return QJsonObject{{QStringLiteral("file"), archive.path()}, {QStringLiteral("format"), archive.formatId()},
        {QStringLiteral("format_name"), archive.formatName()},
        {QStringLiteral("capabilities"), capabilityNames(archive.capabilities())},
        {QStringLiteral("file_size"), archive.source().size()}, {QStringLiteral("files"), files},
        {QStringLiteral("size"), size}, {QStringLiteral("packed_size"), packed}};
}

int infoCommand(const QStringList &arguments)
{
    GenericCommand command(QStringLiteral("info"), QStringLiteral("FILE [--json] [--listfile FILE]…"),
        ArchiveCommandSupport::tr("Show the format, capabilities and totals of any archive; the grid summary of a .map or .MPP."));
    ArchiveCommandSupport::addJsonOption(command.cli());
    if (const auto stop = command.cli().parse(arguments, 1))
        return *stop;
    // A grid answers with its group's own summary (`map info`, `mpp info`), given the same arguments.
    if (const FormatDescription *format = nonArchiveFormat(command.cli().positional().constFirst())) {
        if (const Command *info = findCommand(groupOfFormat(QString::fromLatin1(format->id)), QStringLiteral("info")))
            return info->run(arguments);
    }
    if (const auto stop = command.openParsed(Capability::Read))
        return *stop;
    GridCommandSupport::printInfo(archiveInfo(command.archive()), ArchiveCommandSupport::json(command.cli()));
    return CommandLine::ExitOk;
}

int listCommand(const QStringList &arguments)
{
    GenericCommand command(QStringLiteral("list"), QStringLiteral("FILE [--json] [--listfile FILE]…"),
        ArchiveCommandSupport::tr("List the entries of any archive: path, size, packed size, and type, compression and CRC-32 "
                    "where the format has them."));
    ArchiveCommandSupport::addJsonOption(command.cli());
    if (const auto stop = command.open(arguments, Capability::Read))
        return *stop;
    return ArchiveCommandSupport::list(command.archive(), command.cli());
}

int extractCommand(const QStringList &arguments)
{
    GenericCommand command(QStringLiteral("extract"),
        QStringLiteral("FILE -o DIR [PATTERN…] [--keep-going] [--listfile FILE]…"),
        ArchiveCommandSupport::tr("Extract the entries of any archive (all, or those matching the patterns) below DIR, keeping "
                    "their paths. Nothing is left behind when an entry fails, unless --keep-going."));
    ArchiveCommandSupport::addExtractOptions(command.cli());
    if (const auto stop = command.open(arguments, Capability::Extract))
        return *stop;
    return ArchiveCommandSupport::extract(command.archive(), command.cli());
}

int verifyCommand(const QStringList &arguments)
{
    GenericCommand command(QStringLiteral("verify"), QStringLiteral("FILE [--json] [--strict] [--listfile FILE]…"),
        ArchiveCommandSupport::tr("Check any archive as its game does. Exit 0 when it is accepted, 1 when there are problems "
                    "(with --strict, warnings too)."));
    ArchiveCommandSupport::addVerifyOptions(command.cli());
    if (const auto stop = command.open(arguments, Capability::Verify))
        return *stop;
    return ArchiveCommandSupport::verify(command.archive(), command.cli());
}

} // namespace

void addArchiveCommands(std::vector<Command> &commands)
{
    commands.push_back(
        {{}, QStringLiteral("info"), ArchiveCommandSupport::tr("Format, capabilities and totals of any file"), infoCommand});
    commands.push_back({{}, QStringLiteral("list"), ArchiveCommandSupport::tr("Entries of any archive"), listCommand});
    commands.push_back({{}, QStringLiteral("extract"), ArchiveCommandSupport::tr("Extract entries of any archive"), extractCommand});
    commands.push_back(
        {{}, QStringLiteral("verify"), ArchiveCommandSupport::tr("Check any archive as its game does"), verifyCommand});
}

} // namespace mwb::cli
