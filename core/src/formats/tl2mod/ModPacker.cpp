// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/formats/tl2mod/ModPacker.h"

#include "DataSectionWriter.h"
#include "EntryContent.h"
#include "ManifestPlan.h"
#include "ModSerializer.h"
#include "RawIndexFiles.h"
#include "SidecarPlan.h"
#include "mwb/formats/tl2mod/ModFolder.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QSaveFile>

#include <algorithm>
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

PlanRules planRules(const PackOptions &options, bool withSidecar)
{
    PlanRules rules;
    rules.compileSources = options.compileSources;
    if (options.compileSources && !withSidecar)
        rules.leftOut = rawIndexPaths(); // regenerated instead
    return rules;
}

/// The data section as written.
struct DataSection
{
    qint64 size = 0;
    quint32 rollingHash = 0;
    int compiledDats = 0;
    int compiledLayouts = 0;
    QStringList staleLayouts;
    int regeneratedRaws = 0;
    int keptFiles = 0;
    int changedFiles = 0;
    std::vector<RawIndexChange> rawChanges;
};

/// The RAW files of the plan once the regeneration is done: with a sidecar, settleDeferredRaws(); without, the
/// regenerated files join the plan (replacing the folder's, which the rules left out).
Result<std::vector<RawIndexChange>> addRawIndexFiles(ManifestPlan &plan,
    const Result<std::vector<GeneratedFile>> &generated, const ModSidecar *sidecar, const DataSectionWriter &data)
{
    if (sidecar) {
        const bool folderChanged = data.changedFiles() > 0 || plan.addedFiles > 0 || plan.droppedRecords > 0;
        return settleDeferredRaws(plan, generated, *sidecar, folderChanged);
    }
    if (!generated)
        return generated.error();
    addGeneratedFiles(plan, generated.value());
    return describeRegeneration(generated.value(), plan.leftOut);
}

/// Writes the data section of `plan` at `dataOffset`. When compiling, the RAW index files are regenerated on a
/// thread of their own while the folder's files are compiled and compressed, then join the plan and are written
/// last. The first error in plan order wins; a regeneration error comes after the folder's files.
Result<DataSection> writeDataSection(QSaveFile &out, quint32 dataOffset, ManifestPlan &plan, const QString &mediaDir,
    const ModSidecar *sidecar, const PackOptions &options, Progress &progress)
{
    std::future<Result<std::vector<GeneratedFile>>> raws; // waits for the regeneration when it goes out of scope
    if (options.compileSources) {
        raws = std::async(std::launch::async, [mediaDir] {
            return regenerateRawIndexFiles(mediaDir);
        });
    }
    DataSectionWriter data(out, dataOffset, options.threads, progress);
    if (auto ok = data.writeFiles(plan); !ok)
        return ok.error();
    DataSection section;
    if (raws.valid()) {
        progress.setText(PackerText::tr("Regenerating the RAW index files"));
        auto changes = addRawIndexFiles(plan, raws.get(), sidecar, data);
        if (!changes)
            return changes.error();
        section.rawChanges = std::move(changes).value();
        if (auto ok = data.writeFiles(plan); !ok)
            return ok.error();
    }
    if (auto ok = data.finish(plan); !ok)
        return ok.error();
    section.size = data.dataSize();
    section.rollingHash = data.rollingHash();
    section.compiledDats = data.compiledDats();
    section.compiledLayouts = data.compiledLayouts();
    section.staleLayouts = data.staleLayouts();
    section.regeneratedRaws
        = static_cast<int>(std::count_if(plan.files.begin(), plan.files.end(), [](const PlannedFile &file) {
              return file.content == PlannedContent::Generated;
          }));
    section.keptFiles = data.keptFiles();
    section.changedFiles = data.changedFiles();
    return section;
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

    auto sidecar = readSidecar(modDir);
    if (!sidecar)
        return sidecar.error();
    const ModSidecar *extracted = sidecar->has_value() ? &sidecar->value() : nullptr;
    progress.setText(PackerText::tr("Scanning %1").arg(media.value()));
    const PlanRules rules = planRules(options, extracted);
    auto plan = extracted ? planFromSidecar(modDir, media.value(), info->removeFiles, rules, *extracted)
                          : planManifest(media.value(), info->removeFiles, rules);
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
    const auto data
        = writeDataSection(out, header.dataOffset, plan.value(), media.value(), extracted, options, progress);
    if (!data) {
        out.cancelWriting();
        return data.error();
    }
    header.manifestOffset = static_cast<quint32>(header.dataOffset + data->size);

    ManifestInfo manifest;
    manifest.root = QStringLiteral("MEDIA/");
    manifest.hash = plan->manifestHash;
    // A sidecar's count is kept while the records are as many as they were (the game reads neither field).
    const bool sameCount = plan->fromSidecar && plan->recordCount() == plan->sidecarRecords;
    manifest.fileCount = sameCount ? plan->fileCount : plan->recordCount();
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
    report.compiledLayouts = data->compiledLayouts;
    report.staleLayouts = data->staleLayouts;
    report.binLayouts = plan->layoutsFromBinLayout;
    report.regeneratedRaws = data->regeneratedRaws;
    report.rawChanges = data->rawChanges;
    report.usedSidecar = plan->fromSidecar;
    report.keptRecords = plan->keptRecords - data->changedFiles;
    report.changedFiles = data->changedFiles;
    report.addedFiles = plan->addedFiles;
    report.droppedRecords = plan->droppedRecords;
    return report;
}

} // namespace mwb::formats::tl2mod
