// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/formats/tl2mod/ModPacker.h"

#include "ModFileLayout.h"
#include "ModFolderWrite.h"
#include "ModWriter.h"
#include "mwb/core/ops/CommitChecked.h"
#include "mwb/formats/tl2mod/ModFolder.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

namespace mwb::formats::tl2mod {

namespace {

class PackerText
{
    Q_DECLARE_TR_FUNCTIONS(mwb::formats::tl2mod::ModPacker)
};

Error invalid(const QString &message, const QString &path)
{
    return Error{ErrorCode::InvalidInput, message, path, -1};
}

/// The entry of `dir` named `name` in any letter case (mod folders come from Windows, e.g. "media", "mod.dat").
/// Empty when absent; InvalidInput when two entries differ only in case.
Result<QString> findCaseInsensitive(const QString &dir, const QString &name, QDir::Filters kind)
{
    QStringList found;
    for (const QString &entry : QDir(dir).entryList(kind | QDir::Hidden | QDir::NoDotAndDotDot)) {
        if (entry.compare(name, Qt::CaseInsensitive) == 0)
            found << entry;
    }
    if (found.size() > 1) {
        return invalid(
            PackerText::tr("The mod folder holds both %1; keep only one").arg(found.join(QLatin1String(" / "))), dir);
    }
    return found.isEmpty() ? QString() : QDir(dir).absoluteFilePath(found.first());
}

Result<QString> outputPathFor(const QString &modDir, const QString &outputFile, const ModInfo &info)
{
    if (!outputFile.isEmpty())
        return QFileInfo(outputFile).absoluteFilePath();
    const QFileInfo folder(QDir::cleanPath(QDir(modDir).absolutePath()));
    QString base = info.modFileName.trimmed().isEmpty() ? folder.fileName() : info.modFileName.trimmed();
    if (base.isEmpty() || base == QLatin1String(".") || base == QLatin1String("..") || base.contains(QLatin1Char('/'))
        || base.contains(QLatin1Char('\\'))) {
        return invalid(PackerText::tr("MOD_FILE_NAME \"%1\" is not a plain file name").arg(base), modDir);
    }
    if (!base.endsWith(QLatin1String(".MOD"), Qt::CaseInsensitive))
        base += QLatin1String(".MOD");
    return folder.dir().absoluteFilePath(base);
}

/// The mod folder's MOD.DAT, MEDIA folder and sidecar, checked.
struct ModFolderInputs
{
    ModInfo info;
    QString modDat;
    QString media;
    std::optional<ModSidecar> sidecar;
};

Result<ModFolderInputs> readModFolder(const QString &modDir)
{
    const QFileInfo folder(modDir);
    if (folder.isFile()) {
        return invalid(
            PackerText::tr("%1 is a file, not a mod folder (a folder with MOD.DAT and MEDIA/)").arg(modDir), modDir);
    }
    if (!folder.isDir())
        return invalid(PackerText::tr("The mod folder does not exist"), modDir);
    auto modDat = findCaseInsensitive(modDir, QStringLiteral("MOD.DAT"), QDir::Files);
    if (!modDat)
        return modDat.error();
    if (modDat->isEmpty())
        return invalid(PackerText::tr("The mod folder has no MOD.DAT"), modDir);
    auto info = readModDat(modDat.value());
    if (!info)
        return info.error();
    if (!info->requiredMods.isEmpty()) {
        return invalid(PackerText::tr("REQUIRED_MODS is not supported yet: the game checks a hash of the required "
                                      "mods that this packer cannot compute, so the mod would not load"),
            modDat.value());
    }
    auto media = findCaseInsensitive(modDir, QStringLiteral("MEDIA"), QDir::Dirs);
    if (!media)
        return media.error();
    if (media->isEmpty())
        return invalid(PackerText::tr("The mod folder has no MEDIA folder"), modDir);
    auto sidecar = readSidecar(modDir);
    if (!sidecar)
        return sidecar.error();
    return ModFolderInputs{std::move(info).value(), modDat.value(), media.value(), std::move(sidecar).value()};
}

/// The writer of a mod folder's .MOD, and where it goes by default.
struct FolderWriter
{
    std::unique_ptr<ModWriter> writer;
    ModInfo info;
};

Result<FolderWriter> folderWriter(const QString &modDir, const PackOptions &options, Progress &progress)
{
    auto inputs = readModFolder(modDir);
    if (!inputs)
        return inputs.error();
    const bool keepRecorded = inputs->sidecar && inputs->sidecar->gameVersion && !options.gameVersionWins;
    const quint64 gameVersion = keepRecorded ? *inputs->sidecar->gameVersion : options.gameVersion;
    progress.setText(PackerText::tr("Scanning %1").arg(inputs->media));
    auto folder = planModFolder(modDir, inputs->media, inputs->info.removeFiles, inputs->sidecar, options);
    if (!folder)
        return folder.error();
    const ModHeader header = headerFromModInfo(inputs->info, gameVersion);
    if (auto size = dataOffsetFor(header, inputs->modDat); !size)
        return size.error();
    auto writer = ModWriter::create(header);
    if (!writer)
        return writer.error();
    (*writer)->setModFolder(std::move(folder).value());
    return FolderWriter{std::move(writer).value(), std::move(inputs->info)};
}

} // namespace

Result<std::unique_ptr<ArchiveWriter>> createModFromFolder(const QString &modDir, const PackOptions &options)
{
    SilentProgress progress;
    auto made = folderWriter(modDir, options, progress);
    if (!made)
        return made.error();
    return std::unique_ptr<ArchiveWriter>(std::move(made->writer));
}

Result<PackReport> packModFolder(
    const QString &modDir, const QString &outputFile, const PackOptions &options, Progress &progress)
{
    auto made = folderWriter(modDir, options, progress);
    if (!made)
        return made.error();
    auto output = outputPathFor(modDir, outputFile, made->info);
    if (!output)
        return output.error();
    auto committed = ops::commitChecked(*made->writer, output.value(), progress);
    if (!committed)
        return committed.error();
    PackReport report = made->writer->folderReport();
    report.outputPath = committed->report.outputPath;
    report.outputBytes = committed->report.outputBytes;
    return report;
}

} // namespace mwb::formats::tl2mod
