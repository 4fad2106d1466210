// SPDX-License-Identifier: GPL-3.0-or-later
#include "DefaultBackend.h"

#include "mwb/core/FolderArchive.h"
#include "mwb/formats/mpq/MpqArchive.h"
#include "mwb/formats/mpq/MpqNameScanner.h"
#include "mwb/formats/tl2mod/ModPacker.h"

#include <QCoreApplication>
#include <QFileInfo>

#include <algorithm>

namespace mwb::gui {

namespace tl2 = mwb::formats::tl2mod;

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

int unnamedMpqEntries(const Archive &archive)
{
    const auto *mpq = dynamic_cast<const formats::mpq::MpqArchive *>(&archive);
    if (!mpq)
        return 0;
    const auto &entries = mpq->entries();
    return static_cast<int>(std::count_if(entries.begin(), entries.end(),
        [](const formats::mpq::MpqEntry &entry) { return entry.pseudoName; }));
}

Result<NameRecovery> recoverMpqNames(const Archive &archive, const QStringList &listfiles, Progress &progress)
{
    const auto *mpq = dynamic_cast<const formats::mpq::MpqArchive *>(&archive);
    if (!mpq)
        return NameRecovery{};
    auto scan = formats::mpq::MpqNameScanner::scan(*mpq, progress);
    if (!scan)
        return scan.error();
    NameRecovery found{nullptr, {}, scan->unnamedBefore, scan->recovered};
    if (scan->recovered == 0)
        return found;
    formats::mpq::MpqOpenOptions options;
    options.listfiles = listfiles;
    options.recoveredNames = scan->recoveredNames();
    auto reopened = formats::mpq::MpqArchive::open(archive.path(), options);
    if (!reopened)
        return reopened.error();
    const auto &entries = (*reopened)->entries();
    for (std::size_t i = 0; i < entries.size(); ++i) {
        if (entries[i].recoveredName)
            found.entries.push_back(static_cast<int>(i));
    }
    found.archive = std::move(reopened).value();
    return found;
}

} // namespace

Backend defaultBackend()
{
    return Backend{
        &mwb::openArchiveOrFolder, &packTl2, &mwb::editArchive, &mwb::createArchive, &unnamedMpqEntries, &recoverMpqNames};
}

} // namespace mwb::gui
