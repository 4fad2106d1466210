// SPDX-License-Identifier: GPL-3.0-or-later
// `mwb-cli export-images ARCHIVE… -o DIR [PATTERN…] [--spell-icons]`: textures of archives as PNG files.
#include "ArchiveCommandSupport.h"
#include "CommandLine.h"
#include "CommandRegistry.h"
#include "ConsoleProgress.h"
#include "mwb/core/FormatRegistry.h"
#include "mwb/formats/dbc/SpellIconExport.h"
#include "mwb/formats/images/ImageExport.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QJsonObject>

namespace mwb::cli {

using formats::dbc::SpellIconExport;
using formats::images::ImageExport;

namespace {

class ExportText
{
    Q_DECLARE_TR_FUNCTIONS(mwb::cli::ExportCommands)
};

const QString kOutput = QStringLiteral("output");
const QString kSpellIcons = QStringLiteral("spell-icons");
const QString kJson = QStringLiteral("json");

/// The leading positional arguments that name existing files are archives; the rest are patterns.
qsizetype archiveCount(const QStringList &positional)
{
    qsizetype count = 0;
    while (count < positional.size() && QFileInfo(positional[count]).isFile())
        ++count;
    return count;
}

int printSummary(CommandLine &cli, const formats::images::ImageExportSummary &summary, const QString &target,
    const formats::dbc::SpellIconPlan *icons)
{
    if (cli.parser().isSet(kJson)) {
        QJsonObject result{{QStringLiteral("images"), summary.images}, {QStringLiteral("bytes"), summary.bytes},
            {QStringLiteral("output"), target}};
        if (icons) {
            QJsonArray missing;
            for (const formats::dbc::SpellIconRow &row : icons->rows) {
                if (!row.found())
                    missing.append(QJsonObject{{QStringLiteral("id"), qint64(row.id)}, {QStringLiteral("path"), row.iconPath}});
            }
            result.insert(QStringLiteral("table"), icons->tablePath);
            result.insert(QStringLiteral("missing"), missing);
        }
        CommandLine::printJson(QJsonDocument(result));
        return CommandLine::ExitOk;
    }
    QString text = ExportText::tr("%n image(s) written as PNG below %1", nullptr, summary.images).arg(target);
    if (icons) {
        text += QLatin1Char('\n') + ExportText::tr("%n icon(s) missing (listed in %1)", nullptr, icons->missing())
                                        .arg(QString(SpellIconExport::kCsvName));
    }
    CommandLine::printOut(text + QLatin1Char('\n'));
    return CommandLine::ExitOk;
}

int exportImages(const QStringList &arguments)
{
    CommandLine cli(QStringLiteral("export-images ARCHIVE… -o DIR [PATTERN…] [--spell-icons] [--json]"),
        ExportText::tr("Write every BLP, DDS, TGA and PNG among the chosen entries of the archives as a PNG file, "
                       "keeping the folder structure (the last archive that holds a path wins: give a patch chain in "
                       "load order). With --spell-icons: read DBFilesClient/SpellIcon.dbc from the archives and "
                       "write each row's icon as ID_name.png, with spell-icons.csv and spell-icons.json listing "
                       "every row as found or missing. Nothing is written unless every image converts."));
    cli.parser().addOption({{QStringLiteral("o"), kOutput}, ExportText::tr("Target folder."), ExportText::tr("DIR")});
    cli.parser().addOption({kSpellIcons, ExportText::tr("Export the icons SpellIcon.dbc names, with an index.")});
    cli.parser().addOption({kJson, ExportText::tr("Machine-readable output.")});
    cli.parser().addPositionalArgument(QStringLiteral("ARCHIVE"),
        ExportText::tr("Archives (any format), in load order."), QStringLiteral("ARCHIVE…"));
    cli.parser().addPositionalArgument(QStringLiteral("PATTERN"),
        ExportText::tr("Optional patterns (\"Interface/Icons/*\"; see below)."), QStringLiteral("[PATTERN…]"));
    cli.addDescription(ArchiveCommandSupport::patternHelp());
    if (const auto stop = cli.parse(arguments, 1))
        return *stop;
    if (!cli.parser().isSet(kOutput))
        return cli.usageError(ExportText::tr("-o DIR is required"));
    const QStringList positional = cli.positional();
    const qsizetype archives = archiveCount(positional);
    if (archives == 0) {
        return CommandLine::fail(Error{ErrorCode::Io,
            ExportText::tr("No such archive: %1").arg(positional.constFirst()), positional.constFirst()});
    }
    const QStringList patterns = positional.mid(archives);
    const bool spellIcons = cli.parser().isSet(kSpellIcons);
    if (spellIcons && !patterns.isEmpty())
        return cli.usageError(ExportText::tr("--spell-icons takes no patterns (no such file: %1)").arg(patterns.constFirst()));

    std::vector<std::shared_ptr<const Archive>> opened;
    for (const QString &path : positional.first(archives)) {
        auto archive = openArchive(path);
        if (!archive)
            return CommandLine::fail(archive.error());
        opened.push_back(std::move(archive).value());
    }
    const QString target = cli.parser().value(kOutput);
    ConsoleProgress progress(ExportText::tr("Exporting images"));
    if (spellIcons) {
        const auto plan = SpellIconExport::plan(opened);
        if (!plan)
            return CommandLine::fail(plan.error());
        const auto summary = SpellIconExport::write(*plan, target, progress);
        if (!summary)
            return CommandLine::fail(summary.error());
        return printSummary(cli, *summary, target, &*plan);
    }
    const auto summary = ImageExport::write(ImageExport::plan(opened, PathPatterns(patterns)), {}, target, progress);
    if (!summary)
        return CommandLine::fail(summary.error());
    return printSummary(cli, *summary, target, nullptr);
}

} // namespace

void addExportCommands(std::vector<Command> &commands)
{
    commands.push_back({QString(), QStringLiteral("export-images"),
        ExportText::tr("Write the textures and images of archives as PNG files (or the spell icons)"), exportImages});
}

} // namespace mwb::cli
