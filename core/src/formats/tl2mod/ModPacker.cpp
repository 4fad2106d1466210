// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/formats/tl2mod/ModPacker.h"

#include "DataSectionWriter.h"
#include "ManifestPlan.h"
#include "ModSerializer.h"
#include "mwb/formats/tl2mod/ModFolder.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QSaveFile>

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

Result<void> writeAt(QSaveFile &out, qint64 offset, const QByteArray &bytes)
{
    if (!out.seek(offset) || out.write(bytes) != bytes.size())
        return Error{ErrorCode::Io, out.errorString(), out.fileName(), offset};
    return {};
}

} // namespace

Result<PackReport> packModFolder(
    const QString &modDir, const QString &outputFile, const PackOptions &options, Progress &progress)
{
    if (!QFileInfo(modDir).isDir())
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
    auto output = outputPathFor(modDir, outputFile, info.value());
    if (!output)
        return output.error();

    progress.setText(PackerText::tr("Scanning %1").arg(media.value()));
    auto plan = planManifest(media.value(), info->removeFiles);
    if (!plan)
        return plan.error();
    ModHeader header = headerFromModInfo(info.value(), options.gameVersion);
    auto headerBytes = serializeHeader(header);
    if (!headerBytes)
        return Error{ErrorCode::InvalidInput, headerBytes.error().message, modDat.value(), -1};
    header.dataOffset = static_cast<quint32>(headerBytes->size());

    QSaveFile out(output.value());
    if (!out.open(QIODevice::WriteOnly))
        return Error{ErrorCode::Io, out.errorString(), output.value(), -1};
    if (auto ok = writeAt(out, 0, headerBytes.value()); !ok)
        return ok.error();
    progress.setText(PackerText::tr("Packing %1").arg(QFileInfo(output.value()).fileName()));
    DataSectionWriter data(out, header.dataOffset, options.threads, progress);
    if (auto ok = data.write(plan.value()); !ok) {
        out.cancelWriting();
        return ok.error();
    }
    header.manifestOffset = static_cast<quint32>(header.dataOffset + data.dataSize());

    ManifestInfo manifest;
    manifest.root = QStringLiteral("MEDIA/");
    manifest.fileCount = plan->recordCount();
    auto manifestBytes = serializeManifest(manifest, plan->blocks);
    headerBytes = serializeHeader(header);
    if (!manifestBytes || !headerBytes) {
        out.cancelWriting();
        return Error{
            ErrorCode::InvalidInput, (manifestBytes ? headerBytes : manifestBytes).error().message, modDir, -1};
    }
    Result<void> written = writeAt(out, header.manifestOffset, manifestBytes.value());
    if (written)
        written = writeAt(out, 0, headerBytes.value());
    if (!written) {
        out.cancelWriting();
        return written.error();
    }
    const qint64 outputBytes = out.size();
    if (!out.commit())
        return Error{ErrorCode::Io, out.errorString(), output.value(), -1};

    PackReport report;
    report.outputPath = output.value();
    report.files = static_cast<int>(plan->files.size());
    report.inputBytes = plan->totalBytes;
    report.outputBytes = outputBytes;
    report.rollingHash = data.rollingHash();
    return report;
}

} // namespace mwb::formats::tl2mod
