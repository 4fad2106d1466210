// SPDX-License-Identifier: GPL-3.0-or-later
#include "SidecarPlan.h"

#include "BlockCodec.h"
#include "RawIndexDiff.h"
#include "RawIndexFiles.h"
#include "mwb/formats/tl2mod/TypeCodes.h"

#include <QDir>
#include <QFileInfo>
#include <QHash>
#include <QSet>

#include <algorithm>
#include <limits>
#include <optional>

namespace mwb::formats::tl2mod {

namespace {

/// One record of the plan being built, with the file that gives its bytes.
struct Slot
{
    ModRecord record;
    std::optional<PlannedFile> file;
    bool marker = false; ///< a REMOVE_FILES marker
    bool deferred = false; ///< a RAW index written once the packer decided about it
    bool compiledLayout = false; ///< a .LAYOUT from its X.LAYOUT.BINLAYOUT
};

struct SlotBlock
{
    QString name;
    std::vector<Slot> slots;

    [[nodiscard]] bool holdsFiles() const
    {
        return std::any_of(slots.begin(), slots.end(), [](const Slot &s) {
            return !s.record.isDirectory();
        });
    }
    [[nodiscard]] bool holdsOnlyDirectories() const { return !slots.empty() && !holdsFiles(); }
};

/// Adds `directory` ("MEDIA/A/B/") and its ancestors down to "MEDIA/".
void addWithAncestors(QSet<QString> &set, const QString &directory)
{
    for (QString dir = directory; dir.size() > 1 && !set.contains(dir);) {
        set.insert(dir);
        const qsizetype slash = dir.lastIndexOf(QLatin1Char('/'), dir.size() - 2);
        dir = dir.left(slash + 1);
    }
}

class SidecarPlanner
{
public:
    SidecarPlanner(const QString &modDir, const QString &mediaDir, const PlanRules &rules)
        : m_root(modDir)
        , m_media(QDir::cleanPath(QDir(mediaDir).absolutePath()) + QLatin1Char('/'))
        , m_rules(rules)
    { }

    void index(std::vector<FolderItem> items)
    {
        m_items = std::move(items);
        m_claimed.assign(m_items.size(), false);
        for (std::size_t i = 0; i < m_items.size(); ++i) {
            if (m_items[i].isFile)
                m_files.insert(m_root.relativeFilePath(m_items[i].sourcePath), i);
            else
                m_markers.insert(m_items[i].record.path(), i);
        }
    }

    void keepRecords(const ModSidecar &sidecar)
    {
        for (const SidecarBlock &sidecarBlock : sidecar.blocks) {
            SlotBlock block{sidecarBlock.name, {}};
            for (const SidecarRecord &entry : sidecarBlock.records) {
                ++m_plan.sidecarRecords;
                if (!entry.record.isDirectory())
                    addWithAncestors(m_usedBefore, entry.record.directory);
                if (auto slot = keptSlot(entry)) {
                    block.slots.push_back(std::move(*slot));
                    ++m_plan.keptRecords;
                } else {
                    ++m_plan.droppedRecords;
                }
            }
            m_blocks.push_back(std::move(block));
        }
        m_plan.manifestHash = sidecar.manifestHash;
        m_plan.fileCount = sidecar.fileCount;
    }

    void addUnclaimed()
    {
        std::vector<FolderItem> added;
        for (std::size_t i = 0; i < m_items.size(); ++i) {
            if (!m_claimed[i]) {
                m_plan.addedFiles += m_items[i].isFile ? 1 : 0;
                added.push_back(m_items[i]);
            }
        }
        const ManifestPlan extra = layoutLikeGuts(std::move(added));
        QHash<QPair<std::size_t, std::size_t>, const PlannedFile *> files;
        for (const PlannedFile &file : extra.files)
            files.insert({file.block, file.record}, &file);
        for (std::size_t b = 0; b < extra.blocks.size(); ++b) {
            const ManifestBlock &block = extra.blocks[b];
            for (std::size_t r = 0; r < block.records.size(); ++r) {
                Slot slot{block.records[r], std::nullopt, false, false, false};
                if (const PlannedFile *file = files.value({b, r})) {
                    slot.file = *file;
                    slot.deferred = isDeferred(slot.record.path());
                } else {
                    slot.marker = !slot.record.isDirectory();
                }
                if (slot.record.isDirectory())
                    addDirectory(block.name, std::move(slot));
                else
                    addFile(block.name, std::move(slot));
            }
        }
        m_plan.layoutsFromBinLayout += extra.layoutsFromBinLayout;
    }

    ManifestPlan take()
    {
        pruneEmptiedDirectories();
        m_plan.fromSidecar = true;
        for (SlotBlock &block : m_blocks) {
            ManifestBlock out{block.name, {}};
            for (Slot &slot : block.slots) {
                if (slot.file) {
                    slot.file->block = m_plan.blocks.size();
                    slot.file->record = out.records.size();
                    m_plan.totalBytes += slot.file->size;
                    m_plan.newestFileTime = std::max(m_plan.newestFileTime, slot.file->fileTime);
                    (slot.deferred ? m_plan.deferred : m_plan.files).push_back(std::move(*slot.file));
                }
                m_plan.removalRecords += slot.marker ? 1 : 0;
                m_plan.layoutsFromBinLayout += slot.compiledLayout ? 1 : 0;
                out.records.push_back(std::move(slot.record));
            }
            m_plan.blocks.push_back(std::move(out));
        }
        // Rewrite the data blocks in their old order (added files last): an unchanged mod gets its old layout back.
        std::stable_sort(m_plan.files.begin(), m_plan.files.end(), [](const PlannedFile &a, const PlannedFile &b) {
            return dataOrder(a) < dataOrder(b);
        });
        return std::move(m_plan);
    }

private:
    static quint64 dataOrder(const PlannedFile &file)
    {
        return file.original ? file.original->offset : std::numeric_limits<quint64>::max();
    }

    [[nodiscard]] bool isDeferred(const QString &path) const
    {
        return m_rules.compileSources && rawIndexPaths().contains(path);
    }

    /// The slot of a sidecar record that the folder still holds.
    std::optional<Slot> keptSlot(const SidecarRecord &entry)
    {
        const ModRecord &r = entry.record;
        if (r.isDirectory())
            return Slot{r, std::nullopt, false, false, false};
        if (entry.file.isEmpty()) { // a REMOVE_FILES marker: kept while MOD.DAT lists it
            const auto it = m_markers.constFind(r.path());
            if (it == m_markers.cend() || m_claimed[it.value()])
                return std::nullopt;
            m_claimed[it.value()] = true;
            return Slot{r, std::nullopt, true, false, false};
        }
        auto item = claimFile(entry.file);
        if (!item)
            return std::nullopt;
        if (!r.hasData() && item->size == 0) // an empty file stored without a block: it stays so
            return Slot{r, std::nullopt, false, false, false};
        Slot slot{r, std::nullopt, false, isDeferred(r.path()), item->compiled && item->record.type == TypeLayout};
        slot.file = PlannedFile{item->sourcePath, item->size, item->record.type, item->content, QByteArray(), 0, 0,
            item->record.fileTime, std::nullopt, item->compiledBeside};
        if (r.hasData())
            slot.file->original = r;
        else // an empty file that got bytes: the normal rules
            slot.record.type = item->record.type;
        return slot;
    }

    /// The scanned item whose file is `relative`, or for a file outside MEDIA (a shadowed duplicate) the file itself.
    std::optional<FolderItem> claimFile(const QString &relative)
    {
        if (const auto it = m_files.constFind(relative); it != m_files.cend()) {
            if (m_claimed[it.value()])
                return std::nullopt;
            m_claimed[it.value()] = true;
            return m_items[it.value()];
        }
        const QFileInfo info(m_root.filePath(relative));
        if (!info.isFile() || QDir::cleanPath(info.absoluteFilePath()).startsWith(m_media))
            return std::nullopt; // gone, or a file of MEDIA the rules replaced (e.g. by its compiled form)
        FolderItem item;
        item.record.name = info.fileName();
        item.record.type = typeCodeForName(item.record.name);
        item.record.fileTime = fileTimeOf(info);
        item.isFile = true;
        item.sourcePath = info.absoluteFilePath();
        item.size = info.size();
        item.content = plannedContent(item.record.type, false, m_rules);
        return item;
    }

    void addFile(const QString &directory, Slot slot)
    {
        addWithAncestors(m_usedAfter, directory);
        auto it = std::find_if(m_blocks.begin(), m_blocks.end(), [&](const SlotBlock &b) {
            return b.name == directory && b.holdsFiles();
        });
        if (it == m_blocks.end()) {
            auto last = std::find_if(m_blocks.rbegin(), m_blocks.rend(), [](const SlotBlock &b) {
                return b.holdsFiles();
            });
            it = m_blocks.insert(last == m_blocks.rend()
                    ? m_blocks.begin() + std::min<std::ptrdiff_t>(1, std::ssize(m_blocks))
                    : last.base(),
                SlotBlock{directory, {}});
        }
        it->slots.push_back(std::move(slot));
    }

    void addDirectory(const QString &parent, Slot slot)
    {
        for (const SlotBlock &block : m_blocks) {
            for (const Slot &existing : block.slots) {
                if (block.name == parent && existing.record.isDirectory() && existing.record.name == slot.record.name)
                    return;
            }
        }
        auto it = std::find_if(m_blocks.begin() + std::min<std::ptrdiff_t>(1, std::ssize(m_blocks)), m_blocks.end(),
            [&](const SlotBlock &b) {
                return b.name == parent && b.holdsOnlyDirectories();
            });
        if (it == m_blocks.end())
            it = m_blocks.insert(m_blocks.end(), SlotBlock{parent, {}});
        it->slots.push_back(std::move(slot));
    }

    /// Drops the type-7 records of directories that held records at extraction and hold none now, then empty blocks.
    void pruneEmptiedDirectories()
    {
        for (const SlotBlock &block : m_blocks) {
            for (const Slot &slot : block.slots) {
                if (!slot.record.isDirectory())
                    addWithAncestors(m_usedAfter, slot.record.directory);
            }
        }
        for (SlotBlock &block : m_blocks) {
            const auto emptied = std::remove_if(block.slots.begin(), block.slots.end(), [&](const Slot &slot) {
                const QString path = slot.record.path();
                return slot.record.isDirectory() && m_usedBefore.contains(path) && !m_usedAfter.contains(path);
            });
            m_plan.droppedRecords += static_cast<int>(block.slots.end() - emptied);
            block.slots.erase(emptied, block.slots.end());
        }
        m_blocks.erase(std::remove_if(m_blocks.begin(), m_blocks.end(),
                           [](const SlotBlock &b) {
                               return b.slots.empty();
                           }),
            m_blocks.end());
    }

    QDir m_root;
    QString m_media;
    const PlanRules &m_rules;
    std::vector<FolderItem> m_items;
    std::vector<bool> m_claimed;
    QHash<QString, std::size_t> m_files; ///< folder-relative path → item
    QHash<QString, std::size_t> m_markers; ///< manifest path → item
    QSet<QString> m_usedBefore;
    QSet<QString> m_usedAfter;
    std::vector<SlotBlock> m_blocks;
    ManifestPlan m_plan;
};

/// Removes blocks[block].records[record] and shifts the planned files' places after it.
void eraseRecord(ManifestPlan &plan, std::size_t block, std::size_t record)
{
    auto &records = plan.blocks[block].records;
    records.erase(records.begin() + static_cast<std::ptrdiff_t>(record));
    const bool blockGone = records.empty();
    if (blockGone)
        plan.blocks.erase(plan.blocks.begin() + static_cast<std::ptrdiff_t>(block));
    for (std::vector<PlannedFile> *files : {&plan.files, &plan.deferred}) {
        for (PlannedFile &file : *files) {
            if (blockGone && file.block > block)
                --file.block;
            else if (!blockGone && file.block == block && file.record > record)
                --file.record;
        }
    }
}

} // namespace

Result<ManifestPlan> planFromSidecar(const QString &modDir, const QString &mediaDir, const QStringList &removeFiles,
    const PlanRules &rules, const ModSidecar &sidecar)
{
    PlanRules scanRules = rules;
    scanRules.leftOut.clear();
    auto scan = scanMediaFolder(mediaDir, removeFiles, scanRules);
    if (!scan)
        return scan.error();
    SidecarPlanner planner(modDir, mediaDir, rules);
    planner.index(std::move(scan->items));
    planner.keepRecords(sidecar);
    planner.addUnclaimed();
    return planner.take();
}

Result<std::vector<RawIndexChange>> settleDeferredRaws(ManifestPlan &plan,
    const Result<std::vector<GeneratedFile>> &generated, const ModSidecar &sidecar, bool folderChanged)
{
    std::vector<PlannedFile> deferred = std::move(plan.deferred);
    plan.deferred.clear();
    if (!generated) {
        if (folderChanged)
            return generated.error();
        plan.files.insert(plan.files.end(), deferred.begin(), deferred.end());
        return std::vector<RawIndexChange>{};
    }
    QHash<QString, const GeneratedFile *> regenerated;
    for (const GeneratedFile &file : generated.value())
        regenerated.insert(QFileInfo(file.path).fileName(), &file);
    const auto sourcesUnchanged = [&](const QString &name, const GeneratedFile *now) {
        const bool hadSources = sidecar.regeneratedRawCrcs.contains(name);
        return now ? hadSources && sidecar.regeneratedRawCrcs.value(name) == crc32(now->bytes) : !hadSources;
    };

    std::vector<RawIndexChange> changes;
    std::vector<std::pair<std::size_t, std::size_t>> drops;
    for (PlannedFile &file : deferred) {
        const ModRecord &record = plan.blocks[file.block].records[file.record];
        const QString name = record.name;
        const GeneratedFile *now = regenerated.take(name);
        const std::optional<QByteArray> before = readWholeFile(file.sourcePath);
        // A RAW edited since extraction follows the normal rules: it is regenerated.
        const bool edited = !file.original || !before || before->size() != qsizetype(file.original->size)
            || crc32(*before) != file.original->crc32;
        if ((!edited && sourcesUnchanged(name, now)) || (now && before == now->bytes)) {
            plan.files.push_back(std::move(file));
            continue;
        }
        if (auto change = compareRawIndex(record.path(), before, now ? std::optional(now->bytes) : std::nullopt))
            changes.push_back(std::move(*change));
        --plan.keptRecords; // replaced or dropped
        if (!now) {
            drops.emplace_back(file.block, file.record);
            ++plan.droppedRecords;
            continue;
        }
        ModRecord &planned = plan.blocks[file.block].records[file.record];
        planned.type = typeCodeForName(name);
        planned.fileTime = plan.newestFileTime;
        file.content = PlannedContent::Generated;
        file.bytes = now->bytes;
        file.size = now->bytes.size();
        file.type = planned.type;
        file.original.reset();
        plan.files.push_back(std::move(file));
    }
    // Erased from the last place to the first, so that each erase leaves the places still to erase as they are.
    std::sort(drops.rbegin(), drops.rend());
    for (const auto &[block, record] : drops)
        eraseRecord(plan, block, record);
    std::vector<GeneratedFile> added;
    for (const GeneratedFile &file : generated.value()) {
        const QString name = QFileInfo(file.path).fileName();
        if (!regenerated.contains(name) || sourcesUnchanged(name, &file))
            continue;
        if (auto change = compareRawIndex(file.path, std::nullopt, file.bytes))
            changes.push_back(std::move(*change));
        added.push_back(file);
    }
    addGeneratedFiles(plan, added);
    return changes;
}

} // namespace mwb::formats::tl2mod
