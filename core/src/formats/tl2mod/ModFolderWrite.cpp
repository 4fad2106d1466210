// SPDX-License-Identifier: GPL-3.0-or-later
#include "ModFolderWrite.h"

#include "DataSectionWriter.h"
#include "EntryContent.h"
#include "RawIndexFiles.h"
#include "SidecarPlan.h"

#include <QCoreApplication>

#include <algorithm>
#include <future>

namespace mwb::formats::tl2mod {

namespace {

class FolderText
{
    Q_DECLARE_TR_FUNCTIONS(mwb::formats::tl2mod::ModPacker)
};

PlanRules planRules(const PackOptions &options, bool withSidecar)
{
    PlanRules rules;
    rules.compileSources = options.compileSources;
    if (options.compileSources && !withSidecar)
        rules.leftOut = rawIndexPaths(); // regenerated instead
    return rules;
}

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

} // namespace

Result<ModFolderPlan> planModFolder(const QString &modDir, const QString &mediaDir, const QStringList &removeFiles,
    std::optional<ModSidecar> sidecar, const PackOptions &options)
{
    const PlanRules rules = planRules(options, sidecar.has_value());
    auto plan = sidecar ? planFromSidecar(modDir, mediaDir, removeFiles, rules, *sidecar)
                        : planManifest(mediaDir, removeFiles, rules);
    if (!plan)
        return plan.error();
    return ModFolderPlan{
        std::move(plan).value(), mediaDir, std::move(sidecar), options.compileSources, options.threads};
}

Result<ModFolderData> writeModFolderData(
    QFileDevice &out, quint32 dataOffset, ModFolderPlan &folder, Progress &progress)
{
    ManifestPlan &plan = folder.plan;
    std::future<Result<std::vector<GeneratedFile>>> raws; // waits for the regeneration when it goes out of scope
    if (folder.compileSources) {
        raws = std::async(std::launch::async, [mediaDir = folder.mediaDir] {
            return regenerateRawIndexFiles(mediaDir);
        });
    }
    DataSectionWriter data(out, dataOffset, folder.threads, progress);
    if (auto ok = data.writeFiles(plan); !ok)
        return ok.error();
    ModFolderData section;
    if (raws.valid()) {
        progress.setText(FolderText::tr("Regenerating the RAW index files"));
        const ModSidecar *sidecar = folder.sidecar ? &*folder.sidecar : nullptr;
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
    section.blocks = data.writtenBlocks();
    return section;
}

ManifestInfo folderManifestInfo(const ManifestPlan &plan)
{
    ManifestInfo manifest;
    manifest.root = QStringLiteral("MEDIA/");
    manifest.hash = plan.manifestHash;
    const bool sameCount = plan.fromSidecar && plan.recordCount() == plan.sidecarRecords;
    manifest.fileCount = sameCount ? plan.fileCount : plan.recordCount();
    return manifest;
}

} // namespace mwb::formats::tl2mod
