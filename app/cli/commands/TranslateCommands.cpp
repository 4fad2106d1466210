// SPDX-License-Identifier: GPL-3.0-or-later
// `mwb-cli mod strings` and `mod translate`: a Torchlight 2 mod's TRANSLATE strings to a gettext PO (new or updated
// like msgmerge), the PO checked, and built back into the game's TRANSLATION.DAT and language DAT
// (mwb::formats::tl2translate).
#include "ArchiveCommandSupport.h"
#include "CommandLine.h"
#include "CommandRegistry.h"
#include "ConsoleProgress.h"
#include "mwb/core/FolderArchive.h"
#include "mwb/core/io/AtomicFile.h"
#include "mwb/formats/tl2translate/StringCollector.h"
#include "mwb/formats/tl2translate/TranslationBuilder.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QJsonObject>

namespace mwb::cli {

namespace {

using namespace mwb::formats::tl2translate;

class TranslateText
{
    Q_DECLARE_TR_FUNCTIONS(mwb::cli::TranslateCommands)
};

const QString kLanguage = QStringLiteral("language");
const QString kBase = QStringLiteral("base");
const QString kOutput = QStringLiteral("output");
const QString kUpdate = QStringLiteral("update");
const QString kPo = QStringLiteral("po");
const QString kCheck = QStringLiteral("check");
const QString kSeparate = QStringLiteral("as-separate-mod");
const QString kDisplayName = QStringLiteral("display-name");
const QString kId = QStringLiteral("id");
const QString kText = QStringLiteral("text");
const QString kIncludeFuzzy = QStringLiteral("include-fuzzy");

QJsonObject countsJson(const PoCounts &counts)
{
    return {{QStringLiteral("translated"), counts.translated}, {QStringLiteral("fuzzy"), counts.fuzzy},
        {QStringLiteral("untranslated"), counts.untranslated}, {QStringLiteral("unused"), counts.unused},
        {QStringLiteral("obsolete"), counts.obsolete}};
}

QJsonArray problemsJson(const PoFile &po, const std::vector<EntryProblems> &problems)
{
    QJsonArray out;
    for (const EntryProblems &entry : problems) {
        const PoEntry &at = po.entries[entry.entry];
        for (const TranslationProblem &problem : entry.problems) {
            out.append(QJsonObject{{QStringLiteral("line"), at.line}, {QStringLiteral("original"), at.original},
                {QStringLiteral("code"), problem.code()}, {QStringLiteral("blocks_build"), problem.blocksBuild()},
                {QStringLiteral("message"), problem.message()},
                {QStringLiteral("missing"), QJsonArray::fromStringList(problem.missing)},
                {QStringLiteral("extra"), QJsonArray::fromStringList(problem.extra)}});
        }
    }
    return out;
}

/// "FILE.po:12: placeholders: placeholders differ: missing [VALUE]" lines, as compilers report.
QString problemsText(const QString &poPath, const PoFile &po, const std::vector<EntryProblems> &problems)
{
    QString text;
    for (const EntryProblems &entry : problems) {
        for (const TranslationProblem &problem : entry.problems) {
            text += QStringLiteral("%1:%2: %3: %4\n")
                        .arg(poPath)
                        .arg(po.entries[entry.entry].line)
                        .arg(problem.code(), problem.message());
        }
    }
    return text;
}

int blockingProblems(const std::vector<EntryProblems> &problems)
{
    int count = 0;
    for (const EntryProblems &entry : problems) {
        for (const TranslationProblem &problem : entry.problems)
            count += problem.blocksBuild() ? 1 : 0;
    }
    return count;
}

int modStrings(const QStringList &arguments)
{
    CommandLine cli(QStringLiteral("mod strings MOD_OR_FOLDER [--language NAME] [--base GAME_MEDIA] "
                                   "(-o FILE.po | --update FILE.po) [--json]"),
        TranslateText::tr("Write the translatable strings of a Torchlight 2 mod (every TRANSLATE value of its DATs, "
                          "with where it is used) to a gettext PO file, with the translations the mod already has "
                          "in MEDIA/TRANSLATIONS/<LANGUAGE>/TRANSLATION.DAT. --update merges them into an existing PO "
                          "as msgmerge does: new strings untranslated, changed ones fuzzy, removed ones obsolete."));
    cli.parser().addPositionalArgument(
        QStringLiteral("MOD_OR_FOLDER"), TranslateText::tr("The .MOD file or the mod folder."));
    cli.parser().addOption({kLanguage,
        TranslateText::tr("The language to translate into, as the game names it (VIETNAMESE, CHINESE…). Default: "
                          "the one language the mod translates."),
        TranslateText::tr("NAME")});
    cli.parser().addOption({kBase,
        TranslateText::tr("The game's MEDIA folder (or a folder or archive holding it): its translation fills the "
                          "strings the mod does not translate itself."),
        TranslateText::tr("GAME_MEDIA")});
    cli.parser().addOption(
        {{QStringLiteral("o"), kOutput}, TranslateText::tr("The PO file to write."), QStringLiteral("FILE.po")});
    cli.parser().addOption(
        {kUpdate, TranslateText::tr("The PO file to update (written back in place unless -o is given)."),
            QStringLiteral("FILE.po")});
    ArchiveCommandSupport::addJsonOption(cli);
    if (const auto stop = cli.parse(arguments, 1))
        return *stop;
    const QString updatePath = cli.parser().value(kUpdate);
    const QString outputPath = cli.parser().isSet(kOutput) ? cli.parser().value(kOutput) : updatePath;
    if (outputPath.isEmpty())
        return cli.usageError(TranslateText::tr("say where the PO goes: -o FILE.po or --update FILE.po"));

    auto mod = openArchiveOrFolder(cli.positional().first());
    if (!mod)
        return CommandLine::fail(mod.error());
    std::unique_ptr<Archive> base;
    if (cli.parser().isSet(kBase)) {
        auto opened = openArchiveOrFolder(cli.parser().value(kBase));
        if (!opened)
            return CommandLine::fail(opened.error());
        base = std::move(opened).value();
    }
    ConsoleProgress progress(TranslateText::tr("Collecting strings"));
    auto collection = collectStrings(**mod, {cli.parser().value(kLanguage), base.get()}, progress);
    if (!collection)
        return CommandLine::fail(collection.error());
    if (collection->language.isEmpty()) {
        return cli.usageError(TranslateText::tr("the mod translates no single language: name the one to translate "
                                                "into with --language"));
    }
    PoFile po = std::move(collection->po);
    if (!updatePath.isEmpty()) {
        auto merged = mergePoFile(updatePath, po);
        if (!merged)
            return CommandLine::fail(merged.error());
        po = std::move(merged).value();
    }
    if (auto written = io::writeFileAtomically(outputPath, po.toUtf8()); !written)
        return CommandLine::fail(written.error());

    const PoCounts counts = countEntries(po);
    for (const Error &skipped : collection->skipped)
        CommandLine::printErr(TranslateText::tr("mwb-cli: warning: skipped %1").arg(skipped.toString()));
    if (ArchiveCommandSupport::json(cli)) {
        QJsonArray skipped;
        for (const Error &error : collection->skipped)
            skipped.append(error.toString());
        QJsonObject report = countsJson(counts);
        report.insert(QStringLiteral("po"), outputPath);
        report.insert(QStringLiteral("updated"), !updatePath.isEmpty());
        report.insert(QStringLiteral("language"), collection->language);
        report.insert(QStringLiteral("translation_file"), collection->translationFile);
        report.insert(QStringLiteral("dat_files"), collection->datFiles);
        report.insert(QStringLiteral("values"), collection->values);
        report.insert(QStringLiteral("strings"), counts.strings());
        report.insert(QStringLiteral("mod_pairs"), collection->modPairs);
        report.insert(QStringLiteral("game_translations"), collection->gameTranslations);
        report.insert(QStringLiteral("skipped"), skipped);
        CommandLine::printJson(QJsonDocument(report));
        return CommandLine::ExitOk;
    }
    CommandLine::printOut(TranslateText::tr("Wrote %1 (%2): %3 strings from %4 DATs — %5 translated, %6 fuzzy, %7 "
                                            "untranslated, %8 not used by the DATs, %9 obsolete\n")
                              .arg(outputPath, collection->language)
                              .arg(counts.strings())
                              .arg(collection->datFiles)
                              .arg(counts.translated)
                              .arg(counts.fuzzy)
                              .arg(counts.untranslated)
                              .arg(counts.unused)
                              .arg(counts.obsolete));
    return CommandLine::ExitOk;
}

int checkPoFile(CommandLine &cli, const QString &poPath)
{
    auto po = PoFile::load(poPath);
    if (!po)
        return CommandLine::fail(po.error());
    const std::vector<EntryProblems> problems = checkPo(*po);
    const int blocking = blockingProblems(problems);
    const PoCounts counts = countEntries(*po);
    if (ArchiveCommandSupport::json(cli)) {
        QJsonObject report = countsJson(counts);
        report.insert(QStringLiteral("po"), poPath);
        report.insert(QStringLiteral("ok"), blocking == 0);
        report.insert(QStringLiteral("problems"), problemsJson(*po, problems));
        CommandLine::printJson(QJsonDocument(report));
    } else {
        CommandLine::printOut(problemsText(poPath, *po, problems)
            + TranslateText::tr("%1: %2 translated, %3 fuzzy, %4 untranslated; %5 problem(s) that keep a "
                                "translation out of the game, %6 warning(s)\n")
                  .arg(poPath)
                  .arg(counts.translated)
                  .arg(counts.fuzzy)
                  .arg(counts.untranslated)
                  .arg(blocking)
                  .arg(static_cast<int>(problems.size()) - blocking));
    }
    return blocking == 0 ? CommandLine::ExitOk : CommandLine::ExitCheckFailed;
}

int modTranslate(const QStringList &arguments)
{
    CommandLine cli(QStringLiteral("mod translate MOD --po FILE.po [--language NAME] [--as-separate-mod OUT.MOD | "
                                   "-o OUT.MOD] [--json]\n       mod translate --check FILE.po [--json]"),
        TranslateText::tr("Build a translated PO into the game's MEDIA/TRANSLATIONS/<LANGUAGE>/TRANSLATION.DAT and "
                          "MEDIA/TRANSLATIONS/<LANGUAGE>.DAT: into the mod (in place, or a copy with -o) or as a "
                          "separate translation mod. Untranslated and fuzzy strings are left out (the game shows "
                          "the original), and so are translations whose placeholders ([VALUE], <STAT1>, |c…|u, "
                          "[[KB:…]]) differ from the original's. --check only checks the PO: exit 1 when a "
                          "translation would be left out."));
    cli.parser().addPositionalArgument(QStringLiteral("MOD"), TranslateText::tr("The .MOD file."));
    cli.parser().addOption({kPo, TranslateText::tr("The translated PO file."), QStringLiteral("FILE.po")});
    cli.parser().addOption({kCheck, TranslateText::tr("Only check this PO file."), QStringLiteral("FILE.po")});
    cli.parser().addOption(
        {kLanguage, TranslateText::tr("The language, as the game names it (VIETNAMESE…). Default: the PO's Language."),
            TranslateText::tr("NAME")});
    cli.parser().addOption({kDisplayName, TranslateText::tr("What the game's language list shows (default: the name)."),
        TranslateText::tr("TEXT")});
    cli.parser().addOption(
        {kId, TranslateText::tr("The language's ID (default: the name in lower case)."), TranslateText::tr("ID")});
    cli.parser().addOption(
        {kSeparate, TranslateText::tr("Write a new mod holding only the translation, loaded after the original."),
            QStringLiteral("OUT.MOD")});
    cli.parser().addOption({{QStringLiteral("o"), kOutput},
        TranslateText::tr("Write the translated mod here instead of changing MOD in place."),
        QStringLiteral("OUT.MOD")});
    cli.parser().addOption({kText, TranslateText::tr("Store the two DATs as text instead of compiled BINDAT.")});
    cli.parser().addOption({kIncludeFuzzy, TranslateText::tr("Build fuzzy translations too.")});
    ArchiveCommandSupport::addJsonOption(cli);
    if (const auto stop = cli.parse(arguments, 0))
        return *stop;
    if (cli.parser().isSet(kCheck))
        return checkPoFile(cli, cli.parser().value(kCheck));
    if (cli.positional().size() != 1 || !cli.parser().isSet(kPo))
        return cli.usageError(TranslateText::tr("give the MOD and --po FILE.po (or --check FILE.po)"));
    if (cli.parser().isSet(kSeparate) && cli.parser().isSet(kOutput))
        return cli.usageError(TranslateText::tr("--as-separate-mod and -o exclude each other"));

    const QString poPath = cli.parser().value(kPo);
    auto po = PoFile::load(poPath);
    if (!po)
        return CommandLine::fail(po.error());
    BuildOptions options;
    options.language.name
        = cli.parser().isSet(kLanguage) ? cli.parser().value(kLanguage) : po->headerField(QStringLiteral("Language"));
    if (options.language.name.trimmed().isEmpty())
        return cli.usageError(TranslateText::tr("name the language with --language (the PO names none)"));
    options.language.displayName = cli.parser().value(kDisplayName);
    options.language.id = cli.parser().value(kId);
    options.compiled = !cli.parser().isSet(kText);
    options.includeFuzzy = cli.parser().isSet(kIncludeFuzzy);
    auto build = buildTranslation(*po, options);
    if (!build)
        return CommandLine::fail(build.error());

    const QString modPath = cli.positional().first();
    ConsoleProgress progress(TranslateText::tr("Writing the translation"));
    auto written = cli.parser().isSet(kSeparate)
        ? writeTranslationMod(modPath, *build, options.language, cli.parser().value(kSeparate), progress)
        : writeTranslationIntoMod(
            modPath, *build, cli.parser().isSet(kOutput) ? cli.parser().value(kOutput) : modPath, progress);
    if (!written)
        return CommandLine::fail(written.error());

    if (ArchiveCommandSupport::json(cli)) {
        CommandLine::printJson(QJsonDocument(QJsonObject{{QStringLiteral("output"), written->outputPath},
            {QStringLiteral("output_bytes"), written->outputBytes},
            {QStringLiteral("separate_mod"), written->separateMod},
            {QStringLiteral("language"), options.language.name.toUpper()},
            {QStringLiteral("translation_file"), build->translationPath},
            {QStringLiteral("language_file"), build->languagePath}, {QStringLiteral("pairs"), written->pairs},
            {QStringLiteral("untranslated"), build->untranslated}, {QStringLiteral("fuzzy"), build->fuzzy},
            {QStringLiteral("left_out"), build->leftOut},
            {QStringLiteral("problems"), problemsJson(*po, build->problems)}}));
        return CommandLine::ExitOk;
    }
    CommandLine::printErr(problemsText(poPath, *po, build->problems));
    CommandLine::printOut(TranslateText::tr("Wrote %1: %2 translations into %3; left out %4 untranslated, %5 fuzzy "
                                            "and %6 with problems\n")
                              .arg(written->outputPath)
                              .arg(written->pairs)
                              .arg(build->translationPath)
                              .arg(build->untranslated)
                              .arg(build->fuzzy)
                              .arg(build->leftOut));
    return CommandLine::ExitOk;
}

} // namespace

void addTranslateCommands(std::vector<Command> &commands)
{
    const QString group = QStringLiteral("mod");
    commands.push_back({group, QStringLiteral("strings"),
        TranslateText::tr("Write a mod's translatable strings to a PO file"), modStrings});
    commands.push_back({group, QStringLiteral("translate"),
        TranslateText::tr("Build a translated PO into a mod, or check it"), modTranslate});
}

} // namespace mwb::cli
