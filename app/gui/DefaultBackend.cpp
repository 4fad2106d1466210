// SPDX-License-Identifier: GPL-3.0-or-later
#include "DefaultBackend.h"

#include "GridCodecs.h"
#include "mwb/core/ArchiveWriter.h"
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

/// Saves `changes` into the archive at `path` through its format's ArchiveWriter: untouched entries are copied as
/// they are stored, and the file is replaced atomically.
Result<PackOutcome> saveChanges(const QString &path, const std::vector<FileChange> &changes, Progress &progress)
{
    auto archive = mwb::openArchive(path);
    if (!archive)
        return archive.error();
    auto writer = mwb::editArchive(std::move(archive).value());
    if (!writer)
        return writer.error();
    for (const FileChange &change : changes) {
        EntrySource source = change.sourceFile.isEmpty() ? EntrySource::fromBytes(change.bytes)
                                                         : EntrySource::fromFile(change.sourceFile);
        if (auto added = (*writer)->add(change.archivePath, std::move(source), AddOptions{change.compileDatText});
            !added)
            return added.error();
    }
    auto report = (*writer)->commit(path, progress);
    if (!report)
        return report.error();
    return PackOutcome{report->outputPath, report->entries, report->outputBytes};
}

bool canWrite(const Archive &archive)
{
    return archive.capabilities().testFlag(Capability::Write);
}

} // namespace

Backend defaultBackend()
{
    return Backend{&mwb::openArchive, &packTl2, &GridCodecs::openFile, &GridCodecs::fromBytes, &saveChanges, &canWrite};
}

} // namespace mwb::gui
