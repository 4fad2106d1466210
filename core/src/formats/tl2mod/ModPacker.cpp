// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/formats/tl2mod/ModPacker.h"

#include "DataSectionWriter.h"
#include "EntryContent.h"
#include "ManifestPlan.h"
#include "ModSerializer.h"
#include "RawIndexFiles.h"
#include "mwb/formats/tl2mod/ModFolder.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QSaveFile>

#include <future>

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

PlanRules planRules(const PackOptions &options)
{
    PlanRules rules;
    rules.compileSources = options.compileSources;
    if (options.compileSources)
        rules.leftOut = rawIndexPaths(); // regenerated instead
    return rules;
}

/// The data section as written.
struct DataSection
{
    qint64 size = 0;
    quint32 rollingHash = 0;
    int compiledDats = 0;
    int regeneratedRaws = 0;
};

/// Writes the data section of `plan` at `dataOffset`. When compiling, the RAW index files are regenerated on a
/// thread of their own while the folder's files are compiled and compressed, then join the plan and are written
/// last. The first error in plan order wins; a regeneration error comes after the folder's files.
Result<DataSection> writeDataSection(QSaveFile &out, quint32 dataOffset, ManifestPlan &plan, const QString &mediaDir,
    const PackOptions &options, Progress &progress)
{
    std::future<Result<std::vector<GeneratedFile>>> raws; // waits for the regeneration when it goes out of scope
    if (options.compileSources)
        raws = std::async(std::launch::async, regenerateRawIndexFiles, mediaDir);
    DataSectionWriter data(out, dataOffset, options.threads, progress);
    if (auto ok = data.writeFiles(plan); !ok)
        return ok.error();
    int regenerated = 0;
    if (raws.valid()) {
        progress.setText(PackerText::tr("Regenerating the RAW index files"));
        const auto generated = raws.get();
        if (!generated)
            return generated.error();
        addGeneratedFiles(plan, generated.value());
        regenerated = static_cast<int>(generated->size());
        if (auto ok = data.writeFiles(plan); !ok)
            return ok.error();
    }
    if (auto ok = data.finish(plan); !ok)
        return ok.error();
    return DataSection{data.dataSize(), data.rollingHash(), data.compiledDats(), regenerated};
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
    auto plan = planManifest(media.value(), info->removeFiles, planRules(options));
    if (!plan)
        return plan.error();
    if (auto ok = checkLayoutSources(plan.value()); !ok)
        return ok.error();
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
    const auto data = writeDataSection(out, header.dataOffset, plan.value(), media.value(), options, progress);
    if (!data) {
        out.cancelWriting();
        return data.error();
    }
    header.manifestOffset = static_cast<quint32>(header.dataOffset + data->size);

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
    report.rollingHash = data->rollingHash;
    report.compiledDats = data->compiledDats;
    report.binLayouts = plan->layoutsFromBinLayout;
    report.regeneratedRaws = data->regeneratedRaws;
    return report;
}

} // namespace mwb::formats::tl2mod
