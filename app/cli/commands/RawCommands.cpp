// SPDX-License-Identifier: GPL-3.0-or-later
#include "CommandLine.h"
#include "CommandRegistry.h"
#include "RawLayoutInput.h"
#include "mwb/formats/grid/GridFileIo.h"
#include "mwb/formats/tl2mod/ModArchive.h"
#include "mwb/formats/tl2raw/RawFile.h"
#include "mwb/formats/tl2raw/RawRegenerator.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonObject>

namespace mwb::cli {

using namespace mwb::formats::tl2raw;

namespace {

class RawText
{
    Q_DECLARE_TR_FUNCTIONS(mwb::cli::RawCommands)
};

/// 64-bit values go to JSON as strings (GUIDs do not fit a double); smaller integers as numbers.
QJsonValue jsonValue(RawFieldType type, const RawValue &value)
{
    switch (type) {
    case RawFieldType::Int64:
        return QString::number(std::get<qint64>(value));
    case RawFieldType::String:
        return std::get<QString>(value);
    case RawFieldType::StringList:
        return QJsonArray::fromStringList(std::get<QStringList>(value));
    case RawFieldType::Int64List: {
        QJsonArray list;
        for (const qint64 v : std::get<QList<qint64>>(value))
            list.append(QString::number(v));
        return list;
    }
    default:
        return std::get<qint64>(value);
    }
}

QString textValue(RawFieldType type, const RawValue &value)
{
    switch (type) {
    case RawFieldType::String:
        return std::get<QString>(value);
    case RawFieldType::StringList:
        return QLatin1Char('[') + std::get<QStringList>(value).join(QStringLiteral(", ")) + QLatin1Char(']');
    case RawFieldType::Int64List: {
        QStringList items;
        for (const qint64 v : std::get<QList<qint64>>(value))
            items.append(QString::number(v));
        return QLatin1Char('[') + items.join(QStringLiteral(", ")) + QLatin1Char(']');
    }
    default:
        return QString::number(std::get<qint64>(value));
    }
}

QJsonObject rawJson(const RawFile &file, const QString &label)
{
    QJsonArray tables;
    for (std::size_t t = 0; t < file.tables.size(); ++t) {
        const RawTableSpec &spec = file.layout().tables[t];
        QJsonArray records;
        for (const RawRecord &record : file.tables[t].records) {
            QJsonObject fields{{QStringLiteral("offset"), record.offset}};
            for (std::size_t f = 0; f < spec.fields.size(); ++f)
                fields.insert(
                    QString::fromLatin1(spec.fields[f].name), jsonValue(spec.fields[f].type, record.values[f]));
            records.append(fields);
        }
        tables.append(QJsonObject{
            {QStringLiteral("name"), QString::fromLatin1(spec.name)}, {QStringLiteral("records"), records}});
    }
    return QJsonObject{{QStringLiteral("file"), label}, {QStringLiteral("kind"), rawFileName(file.kind)},
        {QStringLiteral("tables"), tables}};
}

QString rawTextReport(const RawFile &file, const QString &label)
{
    QString text = QStringLiteral("%1 (%2)\n").arg(label, rawFileName(file.kind));
    for (std::size_t t = 0; t < file.tables.size(); ++t) {
        const RawTableSpec &spec = file.layout().tables[t];
        text += RawText::tr("%1: %n record(s)", nullptr, static_cast<int>(file.tables[t].records.size()))
                    .arg(QString::fromLatin1(spec.name))
            + QLatin1Char('\n');
        for (std::size_t r = 0; r < file.tables[t].records.size(); ++r) {
            QStringList fields;
            for (std::size_t f = 0; f < spec.fields.size(); ++f) {
                fields.append(QStringLiteral("%1=%2").arg(QString::fromLatin1(spec.fields[f].name),
                    textValue(spec.fields[f].type, file.tables[t].records[r].values[f])));
            }
            text += QStringLiteral("  [%1] %2\n").arg(r).arg(fields.join(QStringLiteral(" | ")));
        }
    }
    return text;
}

int rawShow(const QStringList &arguments)
{
    CommandLine cli(QStringLiteral("raw show IN.RAW [--json]"),
        RawText::tr("Show a Torchlight 2 RAW index file (UNITDATA, SKILLS, AFFIXES, MISSILES, TRIGGERABLES, UI, "
                    "ROOMPIECES). IN may also name an entry of a .MOD: FILE.MOD::MEDIA/UNITDATA.RAW."));
    cli.parser().addOption({QStringLiteral("json"), RawText::tr("Print JSON.")});
    cli.parser().addPositionalArgument(
        QStringLiteral("IN.RAW"), RawText::tr("The RAW file (its name gives its kind)."));
    if (const auto stop = cli.parse(arguments, 1))
        return *stop;
    auto input = readInputBytes(cli.positional().first(), RawFile::kMaxFileSize);
    if (!input)
        return CommandLine::fail(input.error());
    const auto kind = rawKindFromPath(input->entryPath);
    if (!kind) {
        return CommandLine::fail(Error{ErrorCode::Unsupported,
            RawText::tr("Not a RAW index file name (UNITDATA, SKILLS, AFFIXES, MISSILES, TRIGGERABLES, UI or "
                        "ROOMPIECES .RAW)"),
            input->label, -1});
    }
    auto file = RawFile::parse(*kind, input->bytes, input->label);
    if (!file)
        return CommandLine::fail(file.error());
    if (cli.parser().isSet(QStringLiteral("json")))
        CommandLine::printJson(QJsonDocument(rawJson(*file, input->label)));
    else
        CommandLine::printOut(rawTextReport(*file, input->label));
    return CommandLine::ExitOk;
}

Result<RawSources> openSources(const QString &path)
{
    if (!QFileInfo(path).isFile())
        return RawSources::fromFolder(path);
    auto archive = formats::tl2mod::ModArchive::open(path);
    if (!archive)
        return archive.error();
    return RawSources::fromArchive(std::shared_ptr<const formats::tl2mod::ModArchive>(std::move(archive).value()));
}

int rawBuild(const QStringList &arguments)
{
    CommandLine cli(QStringLiteral("raw build MODFOLDER -o DIR [--base-game DIR]"),
        RawText::tr("Regenerate the RAW index files of a mod from its sources (text or compiled DATs and layouts) as "
                    "GUTS does when it builds the mod. MODFOLDER is a mod folder (with MEDIA/) or a .MOD."));
    const QCommandLineOption output({QStringLiteral("o"), QStringLiteral("output")},
        RawText::tr("Folder to write the RAW files into."), QStringLiteral("DIR"));
    const QCommandLineOption baseGame(QStringLiteral("base-game"),
        RawText::tr("The game's install folder (with MEDIA/), where BASEFILE chains continue."), QStringLiteral("DIR"));
    cli.parser().addOptions({output, baseGame});
    cli.parser().addPositionalArgument(QStringLiteral("MODFOLDER"), RawText::tr("The mod folder or .MOD."));
    if (const auto stop = cli.parse(arguments, 1))
        return *stop;
    if (!cli.parser().isSet(output)) {
        CommandLine::printErr(RawText::tr("mwb-cli: -o DIR is required"));
        return CommandLine::ExitUsage;
    }
    auto sources = openSources(cli.positional().first());
    if (!sources)
        return CommandLine::fail(sources.error());
    std::optional<RawSources> base;
    RegenerateOptions options;
    if (cli.parser().isSet(baseGame)) {
        auto opened = RawSources::fromFolder(cli.parser().value(baseGame));
        if (!opened)
            return CommandLine::fail(opened.error());
        base = std::move(opened).value();
        options.baseGame = &*base;
    }
    const auto files = regenerateRaws(*sources, options);
    if (!files)
        return CommandLine::fail(files.error());
    const QString target = cli.parser().value(output);
    if (!QDir().mkpath(target))
        return CommandLine::fail(Error{ErrorCode::Io, RawText::tr("Cannot create the folder"), target, -1});
    QString written;
    for (const RawFile &file : *files) {
        const auto bytes = file.serialize();
        if (!bytes)
            return CommandLine::fail(bytes.error());
        const QString path = QDir(target).filePath(rawFileName(file.kind));
        if (const auto saved = formats::grid::GridFileIo::writeAtomically(path, *bytes); !saved)
            return CommandLine::fail(saved.error());
        written += QStringLiteral("%1  %2\n").arg(rawFileName(file.kind), -16).arg(bytes->size());
    }
    if (!written.isEmpty())
        CommandLine::printOut(written);
    CommandLine::printErr(
        RawText::tr("Wrote %n RAW file(s) into %1", nullptr, static_cast<int>(files->size())).arg(target));
    return CommandLine::ExitOk;
}

} // namespace

void addRawCommands(std::vector<Command> &commands)
{
    const QString group = QStringLiteral("raw");
    commands.push_back({group, QStringLiteral("show"), RawText::tr("Show a Torchlight 2 RAW index file"), rawShow});
    commands.push_back({group, QStringLiteral("build"), RawText::tr("Regenerate a mod's RAW index files"), rawBuild});
}

} // namespace mwb::cli
