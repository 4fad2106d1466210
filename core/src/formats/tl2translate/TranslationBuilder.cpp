// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/formats/tl2translate/TranslationBuilder.h"

#include "mwb/core/ArchiveWriter.h"
#include "mwb/core/FormatRegistry.h"
#include "mwb/core/io/AtomicFile.h"
#include "mwb/formats/tl2dat/Bindat.h"
#include "mwb/formats/tl2dat/DatCompiler.h"
#include "mwb/formats/tl2dat/RgHash.h"
#include "mwb/formats/tl2mod/ModArchive.h"
#include "mwb/formats/tl2mod/ModFolder.h"
#include "mwb/formats/tl2mod/ModPacker.h"

#include <QDir>
#include <QFileInfo>
#include <QSet>
#include <QTemporaryDir>

#include <algorithm>

namespace mwb::formats::tl2translate {

namespace {

class BuilderText
{
    Q_DECLARE_TR_FUNCTIONS(mwb::formats::tl2translate::TranslationBuilder)
};

Result<QByteArray> encode(const tl2dat::DatDocument &document, bool compiled, const QString &path)
{
    if (!compiled)
        return document.toUtf16();
    auto file = tl2dat::compileDat(document, path);
    if (!file)
        return file.error();
    return tl2dat::writeBindat(*file);
}

} // namespace

Result<TranslationBuild> buildTranslation(const PoFile &po, const BuildOptions &options)
{
    if (options.language.name.trimmed().isEmpty())
        return Error{ErrorCode::InvalidInput, BuilderText::tr("The translation needs a language name"), {}, -1};
    TranslationBuild build;
    build.problems = checkPo(po, options.limit);
    QSet<std::size_t> blocked;
    for (const EntryProblems &entry : build.problems) {
        if (std::any_of(entry.problems.begin(), entry.problems.end(), [](const TranslationProblem &problem) {
                return problem.blocksBuild();
            }))
            blocked.insert(entry.entry);
    }
    QSet<QString> written;
    for (std::size_t i = 0; i < po.entries.size(); ++i) {
        const PoEntry &entry = po.entries[i];
        if (entry.obsolete)
            continue;
        if (entry.translation.isEmpty()) {
            ++build.untranslated;
        } else if (entry.fuzzy && !options.includeFuzzy) {
            ++build.fuzzy;
        } else if (blocked.contains(i)) {
            ++build.leftOut;
        } else if (const QString key = entry.original + QChar(0) + entry.translation; !written.contains(key)) {
            written.insert(key);
            build.pairs.push_back({entry.original, entry.translation});
        }
    }
    build.translationPath = translationDatPath(options.language.name);
    build.languagePath = languageDatPath(options.language.name);
    auto translation = encode(translationDocument(build.pairs), options.compiled, build.translationPath);
    if (!translation)
        return translation.error();
    auto language = encode(languageDocument(options.language), options.compiled, build.languagePath);
    if (!language)
        return language.error();
    build.translationDat = std::move(translation).value();
    build.languageDat = std::move(language).value();
    return build;
}

Result<TranslatedModReport> writeTranslationIntoMod(
    const QString &modPath, const TranslationBuild &build, const QString &outputPath, Progress &progress)
{
    auto archive = openArchive(modPath);
    if (!archive)
        return archive.error();
    auto writer = editArchive(std::shared_ptr<const Archive>(std::move(archive).value()));
    if (!writer)
        return writer.error();
    for (const auto &[path, bytes] :
        {std::pair{build.translationPath, build.translationDat}, std::pair{build.languagePath, build.languageDat}}) {
        if (auto added = (*writer)->add(path, EntrySource::fromBytes(bytes)); !added)
            return added.error();
    }
    auto committed = (*writer)->commit(outputPath, progress);
    if (!committed)
        return committed.error();
    return TranslatedModReport{
        committed->outputPath, committed->outputBytes, static_cast<int>(build.pairs.size()), false};
}

Result<TranslatedModReport> writeTranslationMod(const QString &modPath, const TranslationBuild &build,
    const LanguageInfo &language, const QString &outputPath, Progress &progress)
{
    auto original = tl2mod::ModArchive::open(modPath);
    if (!original)
        return original.error();
    const tl2mod::ModHeader &header = (*original)->header();
    const QString languageName = language.displayName.isEmpty() ? language.name.toUpper() : language.displayName;

    tl2mod::ModInfo info;
    info.name = BuilderText::tr("%1 (%2)").arg(header.title, languageName);
    info.author = header.author;
    info.description
        = BuilderText::tr("%1 translation of %2. Load it after %2, which it needs.").arg(languageName, header.title);
    info.website = header.website;
    const quint32 languageHash = tl2dat::rgHash(language.name.toUpper());
    info.modId = header.modId ^ ((quint64(languageHash) << 32) | languageHash);
    info.version = 1;
    info.modFileName = QFileInfo(outputPath).completeBaseName();

    QTemporaryDir folder;
    if (!folder.isValid()) {
        return Error{
            ErrorCode::Io, BuilderText::tr("Cannot make a temporary folder: %1").arg(folder.errorString()), outputPath};
    }
    const QDir root(folder.path());
    for (const auto &[path, bytes] :
        {std::pair{QStringLiteral("MOD.DAT"), tl2mod::writeModDat(info)},
            std::pair{build.translationPath, build.translationDat}, std::pair{build.languagePath, build.languageDat}}) {
        const QString file = root.filePath(path);
        if (!QDir().mkpath(QFileInfo(file).path())) {
            return Error{ErrorCode::Io, BuilderText::tr("Cannot make the folder %1").arg(QFileInfo(file).path()), file};
        }
        if (auto written = io::writeFileAtomically(file, bytes); !written)
            return written.error();
    }
    auto packed = tl2mod::packModFolder(folder.path(), outputPath, tl2mod::PackOptions{}, progress);
    if (!packed)
        return packed.error();
    return TranslatedModReport{packed->outputPath, packed->outputBytes, static_cast<int>(build.pairs.size()), true};
}

} // namespace mwb::formats::tl2translate
