// SPDX-License-Identifier: GPL-3.0-or-later
#include "DefaultBackend.h"

#include "GridCodecs.h"
#include "mwb/formats/mpq/MpqArchive.h"
#include "mwb/formats/tl2mod/ModArchive.h"
#include "mwb/formats/tl2mod/ModPacker.h"
#include "mwb/formats/tl2mod/ModRepacker.h"
#include "mwb/formats/tl2mod/ModVerifier.h"

#include <QCoreApplication>
#include <QFileInfo>

namespace mwb::gui {

namespace tl2 = mwb::formats::tl2mod;
namespace mpq = mwb::formats::mpq;

namespace {

Result<PackOutcome> packTl2(const PackRequest &request, Progress &progress)
{
    tl2::PackOptions options;
    if (!tl2::parseGameVersion(request.gameVersion, &options.gameVersion)) {
        return Error{ErrorCode::InvalidInput,
            QCoreApplication::translate("mwb::gui::Backend", "“%1” is not a game version like 1.25.9.5")
                .arg(request.gameVersion),
            request.folder, -1};
    }
    auto report = tl2::packModFolder(request.folder, request.outputFile, options, progress);
    if (!report)
        return report.error();
    return PackOutcome{report->outputPath, report->files, report->outputBytes};
}

Result<VerifyOutcome> verifyTl2(const QString &path, Progress &progress)
{
    auto archive = tl2::ModArchive::open(path);
    if (!archive)
        return archive.error();
    auto report = tl2::verifyMod(*archive.value(), progress);
    if (!report)
        return report.error();
    return VerifyOutcome{
        report->checkedEntries, report->storedRollingHash, report->computedRollingHash, std::move(report->problems)};
}

Result<std::unique_ptr<Archive>> openMpqWithListfiles(const QString &path, const QStringList &listfiles)
{
    mpq::MpqOpenOptions options;
    options.listfiles = listfiles;
    auto archive = mpq::MpqArchive::open(path, options);
    if (!archive)
        return archive.error();
    return std::unique_ptr<Archive>(std::move(archive).value());
}

bool isMpq(const Archive &archive)
{
    return archive.formatId() == u"mpq";
}

Result<PackOutcome> repackTl2(const QString &path, const std::vector<FileChange> &changes, Progress &progress)
{
    auto archive = tl2::ModArchive::open(path);
    if (!archive)
        return archive.error();
    std::vector<tl2::EntryChange> entryChanges;
    entryChanges.reserve(changes.size());
    for (const FileChange &change : changes)
        entryChanges.push_back({change.archivePath, change.sourceFile, change.bytes, change.compileDatText});
    auto report = tl2::repackMod(**archive, entryChanges, path, progress);
    if (!report)
        return report.error();
    return PackOutcome{report->outputPath, report->files, report->outputBytes};
}

bool isTl2Mod(const Archive &archive)
{
    return archive.formatId() == u"tl2mod";
}

/// The archive format a file name claims, from its extension (the README's list).
enum class NamedFormat { None, Tl2Mod, Mpq };

NamedFormat formatNamed(const QString &path)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == u"mod")
        return NamedFormat::Tl2Mod;
    static const QStringList mpqSuffixes{QStringLiteral("mpq"), QStringLiteral("w3x"), QStringLiteral("w3m"),
        QStringLiteral("scx"), QStringLiteral("scm"), QStringLiteral("sc2map"), QStringLiteral("sc2replay")};
    return mpqSuffixes.contains(suffix) ? NamedFormat::Mpq : NamedFormat::None;
}

/// The error of the format the name claims: its own parser says what is wrong (the content sniffers only say no).
template<typename Opened>
std::optional<Error> errorOf(const Result<Opened> &opened)
{
    return opened ? std::nullopt : std::optional<Error>(opened.error());
}

std::optional<Error> archiveNameError(const QString &path)
{
    switch (formatNamed(path)) {
    case NamedFormat::Tl2Mod:
        return errorOf(tl2::ModArchive::open(path));
    case NamedFormat::Mpq:
        return errorOf(mpq::MpqArchive::open(path));
    case NamedFormat::None:
        break;
    }
    return std::nullopt;
}

} // namespace

Backend defaultBackend()
{
    return Backend{&mwb::openArchive, &packTl2, &verifyTl2, &GridCodecs::openFile, &GridCodecs::fromBytes,
        &openMpqWithListfiles, &isMpq, &repackTl2, &isTl2Mod, &archiveNameError};
}

} // namespace mwb::gui
