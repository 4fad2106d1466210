// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/core/FormatRegistry.h"

#include "formats/tl2mod/ModArchiveAdapter.h"
#include "mwb/core/Archive.h"
#include "mwb/core/ArchiveWriter.h"
#include "mwb/core/content/ContentRegistry.h"
#include "mwb/formats/mpq/MpqArchive.h"
#include "mwb/formats/mpq/MpqWriter.h"
#include "mwb/formats/tl2mod/ModPacker.h"
#include "mwb/formats/tl2mod/ModSidecar.h"

#include <QFileInfo>

namespace mwb {

namespace {

Result<std::unique_ptr<Archive>> openMpq(std::unique_ptr<ByteSource> source, const OpenOptions &options)
{
    formats::mpq::MpqOpenOptions mpqOptions;
    mpqOptions.listfiles = options.listfiles;
    auto archive = formats::mpq::MpqArchive::open(std::move(source), mpqOptions);
    if (!archive)
        return archive.error();
    return std::unique_ptr<Archive>(std::move(archive).value());
}

Result<std::unique_ptr<Archive>> openTl2Mod(std::unique_ptr<ByteSource> source, const OpenOptions &)
{
    return formats::tl2mod::openModArchive(std::move(source));
}

Result<std::unique_ptr<Archive>> openTl2Pak(std::unique_ptr<ByteSource> source, const OpenOptions &)
{
    return formats::tl2mod::openPakArchive(std::move(source));
}

std::vector<FormatPreset> mpqPresets()
{
    std::vector<FormatPreset> presets;
    for (const formats::mpq::MpqPreset &preset : formats::mpq::MpqWriter::presets())
        presets.push_back({QString::fromLatin1(preset.id), preset.displayName()});
    return presets;
}

Error unknownPreset(const QString &presetId)
{
    return Error{ErrorCode::InvalidInput, FormatRegistry::tr("Unknown preset “%1”").arg(presetId), QString()};
}

Result<std::unique_ptr<ArchiveWriter>> createMpq(const QString &presetId)
{
    const formats::mpq::MpqPreset *preset = formats::mpq::MpqWriter::preset(presetId);
    if (!preset)
        return unknownPreset(presetId);
    auto writer = formats::mpq::MpqWriter::create(preset->options);
    if (!writer)
        return writer.error();
    return std::unique_ptr<ArchiveWriter>(std::move(writer).value());
}

const QString kTl2ModPreset = QStringLiteral("tl2-mod");

std::vector<FormatPreset> tl2ModPresets()
{
    return {{kTl2ModPreset, FormatRegistry::tr("Torchlight 2 mod (game version 1.25.9.5)")}};
}

Result<std::unique_ptr<ArchiveWriter>> createTl2Mod(const QString &presetId)
{
    if (presetId != kTl2ModPreset)
        return unknownPreset(presetId);
    formats::tl2mod::ModHeader header;
    header.gameVersion = formats::tl2mod::kDefaultGameVersion;
    header.modVersion = 1;
    return formats::tl2mod::createModWriter(header);
}

Result<std::unique_ptr<ArchiveWriter>> createTl2ModFromFolder(const QString &folder, const QString &presetId)
{
    if (presetId != kTl2ModPreset)
        return unknownPreset(presetId);
    return formats::tl2mod::createModFromFolder(folder);
}

std::vector<FormatDescription> makeFormats()
{
    using C = Capability;
    return {
        FormatDescription{"tl2mod", QT_TRANSLATE_NOOP("mwb::FormatRegistry", "Torchlight 2 mod"),
            {QStringLiteral("mod")}, C::Read | C::Extract | C::Verify | C::Write | C::Create,
            &formats::tl2mod::looksLikeModArchive, &openTl2Mod, &formats::tl2mod::editModArchive, &tl2ModPresets,
            &createTl2Mod, &createTl2ModFromFolder, QStringLiteral("MEDIA"),
            {QStringLiteral("MOD.DAT"), formats::tl2mod::sidecarFileName(), formats::tl2mod::shadowFolderName()}},
        FormatDescription{"tl2pak", QT_TRANSLATE_NOOP("mwb::FormatRegistry", "Torchlight 2 game archive"),
            {QStringLiteral("man"), QStringLiteral("pak")}, C::Read | C::Extract | C::Verify,
            &formats::tl2mod::looksLikePakArchive, &openTl2Pak, nullptr, nullptr, nullptr, nullptr,
            QStringLiteral("MEDIA")},
        FormatDescription{"mpq", QT_TRANSLATE_NOOP("mwb::FormatRegistry", "MPQ archive"),
            {QStringLiteral("mpq"), QStringLiteral("w3x"), QStringLiteral("w3m"), QStringLiteral("scx"),
                QStringLiteral("scm"), QStringLiteral("sc2map"), QStringLiteral("sc2replay"), QStringLiteral("sc2mod"),
                QStringLiteral("s2ma")},
            C::Read | C::Extract | C::Verify | C::Write | C::Listfiles | C::Create | C::Compact | C::Locales,
            &formats::mpq::MpqArchive::recognizes, &openMpq, &formats::mpq::editMpqArchive, &mpqPresets, &createMpq,
            nullptr, QString(),
            {QStringLiteral("(listfile)"), QStringLiteral("(attributes)"), QStringLiteral("(signature)")}},
        FormatDescription{"mir2map", QT_TRANSLATE_NOOP("mwb::FormatRegistry", "Legend of Mir map"),
            {QStringLiteral("map")}, C::Grid, nullptr, nullptr, nullptr},
        FormatDescription{"tl2mpp", QT_TRANSLATE_NOOP("mwb::FormatRegistry", "Torchlight 2 pathing grid"),
            {QStringLiteral("mpp")}, C::Grid, nullptr, nullptr, nullptr},
    };
}

} // namespace

QString FormatDescription::displayName() const
{
    return QCoreApplication::translate("mwb::FormatRegistry", name);
}

namespace {

/// "*.ext *.EXT" for each extension (native file dialogs may compare case-sensitively).
QString globsFor(const QStringList &extensions)
{
    QStringList patterns;
    for (const QString &extension : extensions)
        patterns << QStringLiteral("*.") + extension << QStringLiteral("*.") + extension.toUpper();
    return patterns.join(QLatin1Char(' '));
}

} // namespace

QString FormatDescription::globPatterns() const
{
    return globsFor(extensions);
}

const std::vector<FormatDescription> &FormatRegistry::formats()
{
    static const std::vector<FormatDescription> table = makeFormats();
    return table;
}

const FormatDescription *FormatRegistry::byId(QStringView id)
{
    for (const FormatDescription &format : formats()) {
        if (id == QLatin1String(format.id))
            return &format;
    }
    return nullptr;
}

const FormatDescription *FormatRegistry::byFileName(const QString &path)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    for (const FormatDescription &format : formats()) {
        if (format.extensions.contains(suffix))
            return &format;
    }
    return nullptr;
}

const FormatDescription *FormatRegistry::byContent(const ByteSource &source)
{
    for (const FormatDescription &format : formats()) {
        if (format.recognizes && format.open && format.recognizes(source))
            return &format;
    }
    return nullptr;
}

QStringList FormatRegistry::openDialogFilters()
{
    QStringList all;
    QStringList perFormat;
    for (const FormatDescription &format : formats()) {
        all << format.globPatterns();
        perFormat << tr("%1 (%2)").arg(format.displayName(), format.globPatterns());
    }
    const QString content = globsFor(content::fileExtensions());
    all << content;
    QStringList patterns = all.join(QLatin1Char(' ')).split(QLatin1Char(' '));
    patterns.removeDuplicates();
    QStringList filters{tr("Supported files (%1)").arg(patterns.join(QLatin1Char(' ')))};
    filters << perFormat << tr("Game data and media (%1)").arg(content) << tr("All files (*)");
    return filters;
}

Result<std::unique_ptr<Archive>> openArchive(const QString &path, const OpenOptions &options)
{
    auto source = ByteSource::openFile(path);
    if (!source)
        return source.error();
    return openArchiveFrom(std::move(source).value(), path, options);
}

Result<std::unique_ptr<Archive>> openArchiveFrom(
    std::unique_ptr<ByteSource> source, const QString &name, const OpenOptions &options)
{
    if (const FormatDescription *format = FormatRegistry::byContent(*source))
        return format->open(std::move(source), options);
    const FormatDescription *named = FormatRegistry::byFileName(name);
    if (named && named->open) // its own parser says what is wrong; the content probes only say no
        return named->open(std::move(source), options);
    return Error{
        ErrorCode::BadMagic, FormatRegistry::tr("Not an archive format this program knows"), source->path(), 0};
}

Result<std::unique_ptr<ArchiveWriter>> createArchive(const QString &formatId, const QString &presetId)
{
    const FormatDescription *format = FormatRegistry::byId(formatId);
    if (!format || !format->create || !format->can(Capability::Create)) {
        return Error{ErrorCode::Unsupported,
            FormatRegistry::tr("New %1 files cannot be created").arg(format ? format->displayName() : formatId),
            QString()};
    }
    return format->create(presetId);
}

Result<std::unique_ptr<ArchiveWriter>> editArchive(std::shared_ptr<const Archive> archive)
{
    if (const QString refusal = archive->writeRefusal(); !refusal.isEmpty())
        return Error{ErrorCode::Unsupported, refusal, archive->path()};
    const FormatDescription &format = archive->format();
    return format.edit(std::move(archive));
}

} // namespace mwb
