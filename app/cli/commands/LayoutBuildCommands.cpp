// SPDX-License-Identifier: GPL-3.0-or-later
// `layout compile` and `layout decompile`: text .LAYOUT ⇄ BINLAYOUT for many files at once.
#include "CommandLine.h"
#include "CommandRegistry.h"
#include "RawLayoutInput.h"
#include "mwb/formats/tl2layout/BinLayout.h"
#include "mwb/formats/tl2layout/LayoutCompiler.h"
#include "mwb/formats/tl2layout/LayoutDecompiler.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QSet>

namespace mwb::cli {

using namespace mwb::formats::tl2layout;

namespace {

class LayoutBuildText
{
    Q_DECLARE_TR_FUNCTIONS(mwb::cli::LayoutBuildCommands)
};

const QString kBinLayoutSuffix = QStringLiteral(".BINLAYOUT");

/// One direction of the build: its command words, the size cap of its input and how an input becomes its output.
struct Direction
{
    QString usage;
    QString description;
    qint64 maxInputBytes = 0;
    std::function<Result<QByteArray>(const InputBytes &)> convert;
    std::function<QString(const QString &inputName)> outputName;
};

/// The file name an input would keep in an output folder: the entry's name for ARCHIVE::ENTRY.
QString inputName(const InputBytes &input)
{
    return QFileInfo(input.entryPath).fileName();
}

/// The work of one input: where it goes and, once done, what happened.
struct Job
{
    QString argument;
    QString output;
    qint64 bytesWritten = -1;
    std::optional<Error> error;
};

Result<qint64> runOne(const Direction &direction, const QString &argument, const QString &explicitOutput,
    const QString &outputDir, const SignChoice &sign, QSet<QString> &claimedOutputs, QString &output)
{
    auto input = readInputBytes(argument, direction.maxInputBytes);
    if (!input)
        return input.error();
    output
        = explicitOutput.isEmpty() ? QDir(outputDir).filePath(direction.outputName(inputName(*input))) : explicitOutput;
    const QString key = QFileInfo(output).absoluteFilePath().toCaseFolded();
    if (claimedOutputs.contains(key)) {
        return Error{ErrorCode::InvalidInput,
            LayoutBuildText::tr("Another input of this command already writes %1").arg(output), argument, -1};
    }
    auto converted = direction.convert(*input);
    if (!converted) {
        Error error = converted.error();
        error.path = argument; // the entry path the converter was given, spelled as the user wrote it
        return error;
    }
    claimedOutputs.insert(key);
    if (const auto written = writeOutputBytes(output, *converted, sign); !written)
        return written.error();
    return converted->size();
}

QJsonObject jobJson(const Job &job)
{
    QJsonObject object{{QStringLiteral("input"), job.argument}, {QStringLiteral("output"), job.output},
        {QStringLiteral("ok"), !job.error.has_value()}};
    if (job.error)
        object.insert(QStringLiteral("error"), CommandLine::errorJson(*job.error));
    else
        object.insert(QStringLiteral("bytes"), job.bytesWritten);
    return object;
}

int runDirection(const Direction &direction, const QStringList &arguments)
{
    CommandLine cli(direction.usage, direction.description);
    const QCommandLineOption output({QStringLiteral("o"), QStringLiteral("output")},
        LayoutBuildText::tr("The output file, or an entry of an archive written ARCHIVE::ENTRY (one input only)."),
        QStringLiteral("OUT"));
    const QCommandLineOption outputDir(QStringLiteral("output-dir"),
        LayoutBuildText::tr("Write each output into DIR under its input's name."), QStringLiteral("DIR"));
    const QCommandLineOption json(QStringLiteral("json"), LayoutBuildText::tr("Print JSON."));
    cli.parser().addOptions({output, outputDir, json});
    SignOption::add(cli);
    cli.parser().addPositionalArgument(QStringLiteral("FILE"),
        LayoutBuildText::tr("A layout file, or an entry of an archive written ARCHIVE::ENTRY."),
        QStringLiteral("FILE…"));
    if (const auto stop = cli.parse(arguments, 1))
        return *stop;
    const auto sign = SignOption::choice(cli);
    if (!sign)
        return CommandLine::ExitUsage;
    const QStringList inputs = cli.positional();
    if (cli.parser().isSet(output) == cli.parser().isSet(outputDir))
        return cli.usageError(LayoutBuildText::tr("Give either -o OUT or --output-dir DIR."));
    if (cli.parser().isSet(output) && inputs.size() != 1)
        return cli.usageError(LayoutBuildText::tr("-o takes one input; use --output-dir DIR for several."));
    const QString dir = cli.parser().value(outputDir);
    if (!dir.isEmpty() && !QDir().mkpath(dir)) {
        return CommandLine::fail(Error{ErrorCode::Io, LayoutBuildText::tr("Cannot create the output folder"), dir, -1});
    }

    std::vector<Job> jobs;
    QSet<QString> claimedOutputs;
    int exitCode = CommandLine::ExitOk;
    for (const QString &argument : inputs) {
        Job job{argument, {}, -1, std::nullopt};
        auto written = runOne(direction, argument, cli.parser().value(output), dir, *sign, claimedOutputs, job.output);
        if (written) {
            job.bytesWritten = *written;
        } else {
            job.error = written.error();
            if (exitCode == CommandLine::ExitOk)
                exitCode = exitCodeFor(written.error().code);
        }
        if (!cli.parser().isSet(json)) {
            if (job.error)
                CommandLine::fail(*job.error);
            else
                CommandLine::printOut(
                    LayoutBuildText::tr("%1 → %2 (%3 bytes)").arg(job.argument, job.output).arg(job.bytesWritten));
        }
        jobs.push_back(std::move(job));
    }
    if (cli.parser().isSet(json)) {
        QJsonArray rows;
        for (const Job &job : jobs)
            rows.append(jobJson(job));
        CommandLine::printJson(QJsonDocument(rows));
    }
    return exitCode;
}

int layoutCompile(const QStringList &arguments)
{
    const Direction direction{QStringLiteral("layout compile FILE… (-o OUT | --output-dir DIR) [--sign weak|none] [--json]"),
        LayoutBuildText::tr("Compile text Torchlight 2 layouts (.LAYOUT as GUTS saves them) into the BINLAYOUT the "
                            "game reads, byte for byte as GUTS writes it. With --output-dir, X.LAYOUT becomes "
                            "DIR/X.LAYOUT.BINLAYOUT. A bad file is reported with its line and column and does not "
                            "stop the others; the exit code is the first failure's."),
        kMaxLayoutTextSize,
        [](const InputBytes &input) {
            return compileLayoutText(input.bytes, input.label);
        },
        [](const QString &name) {
            return name + kBinLayoutSuffix;
        }};
    return runDirection(direction, arguments);
}

int layoutDecompile(const QStringList &arguments)
{
    const Direction direction{QStringLiteral("layout decompile FILE… (-o OUT | --output-dir DIR) [--sign weak|none] [--json]"),
        LayoutBuildText::tr("Decompile Torchlight 2 BINLAYOUTs into the text GUTS reads (UTF-16 with BOM, tabs, "
                            "CRLF); compiling the text gives the same bytes back. With --output-dir, "
                            "X.LAYOUT.BINLAYOUT and a compiled X.LAYOUT of a .MOD both become DIR/X.LAYOUT. The "
                            "root tag (UI, Layout, Particle Creator) follows the file's folder and objects."),
        BinLayout::kMaxFileSize,
        [](const InputBytes &input) {
            return decompileBinLayout(input.bytes, input.entryPath);
        },
        [](const QString &name) {
            return name.endsWith(kBinLayoutSuffix, Qt::CaseInsensitive) ? name.chopped(kBinLayoutSuffix.size()) : name;
        }};
    return runDirection(direction, arguments);
}

} // namespace

void addLayoutBuildCommands(std::vector<Command> &commands)
{
    commands.push_back({QStringLiteral("layout"), QStringLiteral("compile"),
        LayoutBuildText::tr("Compile text layouts into BINLAYOUT"), layoutCompile});
    commands.push_back({QStringLiteral("layout"), QStringLiteral("decompile"),
        LayoutBuildText::tr("Decompile BINLAYOUTs into text layouts"), layoutDecompile});
}

} // namespace mwb::cli
