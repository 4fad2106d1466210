// SPDX-License-Identifier: GPL-3.0-or-later
#include "DefaultBackend.h"

#include "mwb/formats/tl2mod/ModPacker.h"

#include <QCoreApplication>
#include <QFileInfo>

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

} // namespace

Backend defaultBackend()
{
    return Backend{&mwb::openArchive, &packTl2, &mwb::editArchive, &mwb::createArchive};
}

} // namespace mwb::gui
