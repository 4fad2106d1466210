// SPDX-License-Identifier: GPL-3.0-or-later
#include "CommandLine.h"
#include "CommandRegistry.h"
#include "RawLayoutInput.h"
#include "mwb/formats/grid/GridFileIo.h"
#include "mwb/formats/tl2dat/DatCompiler.h"
#include "mwb/formats/tl2dat/DatDecompiler.h"
#include "mwb/formats/tl2dat/NameDictionary.h"

#include <QDirIterator>
#include <QFileInfo>

namespace mwb::cli {

using namespace mwb::formats::tl2dat;
using mwb::formats::grid::GridFileIo;

namespace {

class DatText
{
    Q_DECLARE_TR_FUNCTIONS(mwb::cli::DatCommands)
};

QCommandLineOption outputOption(const QString &description, const QString &valueName)
{
    return QCommandLineOption({QStringLiteral("o"), QStringLiteral("output")}, description, valueName);
}

/// The value of -o, or nullopt after printing a usage error when it is missing.
std::optional<QString> requiredOutput(CommandLine &cli, const QCommandLineOption &output)
{
    if (cli.parser().isSet(output))
        return cli.parser().value(output);
    CommandLine::printErr(DatText::tr("mwb-cli: -o %1 is required").arg(output.valueName()));
    return std::nullopt;
}

int datCompile(const QStringList &arguments)
{
    CommandLine cli(QStringLiteral("dat compile IN.DAT -o OUT.BINDAT [--sign weak|none]"),
        DatText::tr("Compile a Torchlight 2 text DAT (.DAT, .TEMPLATE; UTF-16 or UTF-8) to the binary form the "
                    "game reads (BINDAT). String ids are numbered 1, 2, 3… in order of first use."));
    const QCommandLineOption output = outputOption(DatText::tr("The compiled file."), QStringLiteral("OUT.BINDAT"));
    cli.parser().addOption(output);
    SignOption::add(cli);
    cli.parser().addPositionalArgument(QStringLiteral("IN.DAT"), entryArgumentHelp(DatText::tr("The text DAT")));
    if (const auto stop = cli.parse(arguments, 1))
        return *stop;
    const auto sign = SignOption::choice(cli);
    if (!sign)
        return CommandLine::ExitUsage;
    const auto target = requiredOutput(cli, output);
    if (!target)
        return CommandLine::ExitUsage;
    const QString input = cli.positional().first();
    const auto text = readInputBytes(input, kMaxDatTextSize);
    if (!text)
        return CommandLine::fail(text.error());
    const auto compiled = compileDatText(text->bytes, input);
    if (!compiled)
        return CommandLine::fail(compiled.error());
    if (const auto written = writeOutputBytes(*target, *compiled, *sign); !written)
        return CommandLine::fail(written.error());
    CommandLine::printErr(DatText::tr("Compiled %1 into %2 (%3 bytes)").arg(input, *target).arg(compiled->size()));
    return CommandLine::ExitOk;
}

int datDecompile(const QStringList &arguments)
{
    CommandLine cli(QStringLiteral("dat decompile IN.BINDAT [-o OUT.DAT] [--names FILE]… [--sign weak|none]"),
        DatText::tr(
            "Decompile a Torchlight 2 BINDAT to a text DAT: on stdout as UTF-8, or with -o as a file in "
            "UTF-16LE with BOM, as the game's tools write it (only the file keeps lone UTF-16 surrogates; UTF-8 "
            "shows them as \"?\"). Tag and key names come from the built-in "
            "dictionary and --names files; names it does not know are written as 0xXXXXXXXX, which "
            "compiles back to the same hash. Only string ids change in BINDAT → text → BINDAT."));
    const QCommandLineOption output
        = outputOption(DatText::tr("Write the text DAT to this file."), QStringLiteral("OUT.DAT"));
    const QCommandLineOption names(QStringLiteral("names"),
        DatText::tr("A names file (one name per line, as `dat learn-names` writes); its names win over the "
                    "built-in ones. May be repeated."),
        QStringLiteral("FILE"));
    cli.parser().addOptions({output, names});
    SignOption::add(cli);
    cli.parser().addPositionalArgument(QStringLiteral("IN.BINDAT"),
        entryArgumentHelp(DatText::tr("The compiled DAT (an X.DAT.BINDAT, or a .DAT of a .MOD)")));
    if (const auto stop = cli.parse(arguments, 1))
        return *stop;
    const auto sign = SignOption::choice(cli);
    if (!sign)
        return CommandLine::ExitUsage;
    NameDictionary dictionary;
    for (const QString &path : cli.parser().values(names)) {
        const auto user = NameDictionary::load(path);
        if (!user)
            return CommandLine::fail(user.error());
        dictionary.merge(*user);
    }
    dictionary.merge(NameDictionary::builtin());
    const QString input = cli.positional().first();
    const auto bytes = readInputBytes(input, BindatFile::kMaxFileSize);
    if (!bytes)
        return CommandLine::fail(bytes.error());
    const auto document = decompileBindat(bytes->bytes, dictionary, input);
    if (!document)
        return CommandLine::fail(document.error());
    if (!cli.parser().isSet(output)) {
        CommandLine::printOut(document->toText());
        return CommandLine::ExitOk;
    }
    if (const auto written = writeOutputBytes(cli.parser().value(output), document->toUtf16(), *sign); !written)
        return CommandLine::fail(written.error());
    return CommandLine::ExitOk;
}

bool isTextDatName(const QString &fileName)
{
    for (const char *extension : {".DAT", ".TEMPLATE", ".LAYOUT"}) {
        if (fileName.endsWith(QLatin1String(extension), Qt::CaseInsensitive))
            return true;
    }
    return false;
}

/// The files to learn from: FILE arguments as given, DIR arguments searched recursively for text DAT names.
Result<QStringList> learnInputs(const QStringList &paths)
{
    QStringList files;
    for (const QString &path : paths) {
        const QFileInfo info(path);
        if (info.isFile()) {
            files << path;
            continue;
        }
        if (!info.isDir())
            return Error{ErrorCode::Io, DatText::tr("No such file or folder"), path, -1};
        QDirIterator it(path, QDir::Files, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString file = it.next();
            if (isTextDatName(file))
                files << file;
        }
    }
    files.sort();
    return files;
}

int datLearnNames(const QStringList &arguments)
{
    CommandLine cli(QStringLiteral("dat learn-names DIR… -o NAMES.txt"),
        DatText::tr("Collect the tag and key names of text DATs (.DAT, .TEMPLATE, .LAYOUT, searched recursively) "
                    "into a names file for `dat decompile --names`. An existing NAMES.txt is merged, not "
                    "replaced; files that are not text DATs (e.g. compiled ones) are skipped."));
    const QCommandLineOption output
        = outputOption(DatText::tr("The names file to create or extend."), QStringLiteral("NAMES.txt"));
    cli.parser().addOption(output);
    cli.parser().addPositionalArgument(
        QStringLiteral("DIR"), DatText::tr("Folders (or files) to learn from."), QStringLiteral("DIR…"));
    if (const auto stop = cli.parse(arguments, 1))
        return *stop;
    const auto target = requiredOutput(cli, output);
    if (!target)
        return CommandLine::ExitUsage;
    NameDictionary dictionary;
    if (QFileInfo::exists(*target)) {
        const auto existing = NameDictionary::load(*target);
        if (!existing)
            return CommandLine::fail(existing.error());
        dictionary = *existing;
    }
    const qsizetype before = dictionary.size();
    const auto files = learnInputs(cli.positional());
    if (!files)
        return CommandLine::fail(files.error());
    int learned = 0;
    for (const QString &file : *files) {
        const auto bytes = GridFileIo::readAll(file, kMaxDatTextSize);
        const auto document = bytes ? DatDocument::parse(*bytes, file) : Result<DatDocument>(bytes.error());
        if (!document)
            continue;
        dictionary.learn(document->root);
        ++learned;
    }
    if (const auto written = GridFileIo::writeAtomically(*target, dictionary.toText()); !written)
        return CommandLine::fail(written.error());
    CommandLine::printErr(DatText::tr("Read %n text DAT(s)", nullptr, learned) + QStringLiteral("; ")
        + DatText::tr("skipped %n other file(s)", nullptr, int(files->size()) - learned) + QStringLiteral("; ")
        + DatText::tr("%n new name(s)", nullptr, int(dictionary.size() - before)) + QStringLiteral("; ")
        + DatText::tr("%1 holds %n name(s)", nullptr, int(dictionary.size())).arg(*target));
    return CommandLine::ExitOk;
}

} // namespace

void addDatCommands(std::vector<Command> &commands)
{
    const QString group = QStringLiteral("dat");
    commands.push_back({group, QStringLiteral("compile"), DatText::tr("Compile a text DAT to BINDAT"), datCompile});
    commands.push_back(
        {group, QStringLiteral("decompile"), DatText::tr("Decompile a BINDAT to a text DAT"), datDecompile});
    commands.push_back({group, QStringLiteral("learn-names"),
        DatText::tr("Collect tag and key names from text DATs into a names file"), datLearnNames});
}

} // namespace mwb::cli
