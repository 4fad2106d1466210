// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/core/FormatRegistry.h"

#include "formats/tl2mod/ModArchiveAdapter.h"
#include "mwb/core/Archive.h"
#include "mwb/core/ArchiveWriter.h"
#include "mwb/core/content/ContentRegistry.h"
#include "mwb/formats/mpq/MpqArchive.h"
#include "mwb/formats/mpq/MpqWriter.h"

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

std::vector<FormatPreset> mpqPresets()
{
    std::vector<FormatPreset> presets;
    for (const formats::mpq::MpqPreset &preset : formats::mpq::MpqWriter::presets())
        presets.push_back({QString::fromLatin1(preset.id), preset.displayName()});
    return presets;
}

Result<std::unique_ptr<ArchiveWriter>> createMpq(const QString &presetId)
{
    const formats::mpq::MpqPreset *preset = formats::mpq::MpqWriter::preset(presetId);
    if (!preset)
        return Error{ErrorCode::InvalidInput, FormatRegistry::tr("Unknown preset “%1”").arg(presetId), QString()};
    auto writer = formats::mpq::MpqWriter::create(preset->options);
    if (!writer)
        return writer.error();
    return std::unique_ptr<ArchiveWriter>(std::move(writer).value());
}

std::vector<FormatDescription> makeFormats()
{
    using C = Capability;
    return {
        FormatDescription{"tl2mod", QT_TRANSLATE_NOOP("mwb::FormatRegistry", "Torchlight 2 mod"),
            {QStringLiteral("mod")}, C::Read | C::Extract | C::Verify | C::Write, &formats::tl2mod::looksLikeModArchive,
            &openTl2Mod, &formats::tl2mod::editModArchive},
        FormatDescription{"mpq", QT_TRANSLATE_NOOP("mwb::FormatRegistry", "MPQ archive"),
            {QStringLiteral("mpq"), QStringLiteral("w3x"), QStringLiteral("w3m"), QStringLiteral("scx"),
                QStringLiteral("scm"), QStringLiteral("sc2map"), QStringLiteral("sc2replay"),
                QStringLiteral("sc2mod"), QStringLiteral("s2ma")},
            C::Read | C::Extract | C::Verify | C::Write | C::Listfiles | C::Create | C::Compact | C::Locales,
            &formats::mpq::MpqArchive::recognizes, &openMpq, &formats::mpq::editMpqArchive, &mpqPresets, &createMpq},
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
    if (const FormatDescription *format = FormatRegistry::byContent(*source.value()))
        return format->open(std::move(source).value(), options);
    const FormatDescription *named = FormatRegistry::byFileName(path);
    if (named && named->open) // its own parser says what is wrong; the content probes only say no
        return named->open(std::move(source).value(), options);
    return Error{ErrorCode::BadMagic, FormatRegistry::tr("Not an archive format this program knows"), path, 0};
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
