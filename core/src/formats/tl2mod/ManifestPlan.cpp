// SPDX-License-Identifier: GPL-3.0-or-later
#include "ManifestPlan.h"

#include "mwb/formats/tl2mod/TypeCodes.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QDirIterator>
#include <QFileInfo>
#include <QHash>

#include <algorithm>
#include <map>
#include <numeric>
#include <set>

namespace mwb::formats::tl2mod {

namespace {

class PlanText
{
    Q_DECLARE_TR_FUNCTIONS(mwb::formats::tl2mod::ModPacker)
};

const QString kMediaRoot = QStringLiteral("MEDIA/");

/// Splits "MEDIA/A/B.DAT" into ("MEDIA/A/", "B.DAT").
std::pair<QString, QString> splitPath(const QString &path)
{
    const qsizetype slash = path.lastIndexOf(QLatin1Char('/'));
    return {path.left(slash + 1), path.mid(slash + 1)};
}

/// Collects the items of a MEDIA folder under the rules.
class Scanner
{
public:
    explicit Scanner(const PlanRules &rules)
        : m_rules(rules)
    { }

    Result<void> addFile(const QFileInfo &info, const QString &relativePath)
    {
        const auto [dir, name] = splitPath(relativePath);
        const QString source = compiledSourceName(name);
        FolderItem item;
        item.compiled = !source.isEmpty();
        item.record.directory = kMediaRoot + asciiUpper(dir);
        item.record.name = asciiUpper(item.compiled ? source : name);
        item.record.type = typeCodeForName(name);
        item.record.fileTime = fileTimeOf(info);
        item.sourcePath = info.absoluteFilePath();
        item.size = info.size();
        item.isFile = true;
        item.content = plannedContent(item.record.type, item.compiled, m_rules);
        const QString key = item.record.directory + item.record.name;
        if (m_rules.leftOut.contains(key)) {
            m_scan.leftOut.insert(key, item.sourcePath);
            return {};
        }
        const auto it = m_byPath.constFind(key);
        if (it == m_byPath.cend()) {
            m_byPath.insert(key, m_scan.items.size());
            m_scan.items.push_back(std::move(item));
            return {};
        }
        FolderItem &other = m_scan.items[it.value()];
        if (other.compiled == item.compiled) {
            return Error{ErrorCode::InvalidInput,
                PlanText::tr("\"%1\" and \"%2\" would both be stored as %3; rename one of them")
                    .arg(other.sourcePath, item.sourcePath, key),
                item.sourcePath, -1};
        }
        FolderItem &compiled = item.compiled ? item : other;
        const QString compiledPath = compiled.sourcePath;
        if (item.compiled == compiledFormWins(item.record.type))
            other = std::move(item); // the winner rides under the source name
        if (!other.compiled && other.record.type == TypeLayout)
            other.compiledBeside = compiledPath;
        return {};
    }

    Result<void> addRemoval(const QString &path)
    {
        QString upper = asciiUpper(QString(path).replace(QLatin1Char('\\'), QLatin1Char('/')).trimmed());
        if (!upper.startsWith(kMediaRoot) || upper.endsWith(QLatin1Char('/')) || upper.contains(QLatin1String("//"))) {
            return Error{ErrorCode::InvalidInput,
                PlanText::tr("REMOVE_FILES entry \"%1\" must name a file below MEDIA/").arg(path), path, -1};
        }
        const auto [dir, name] = splitPath(upper);
        FolderItem item;
        item.record.directory = dir;
        item.record.name = name;
        item.record.type = TypeDat;
        m_scan.items.push_back(std::move(item));
        return {};
    }

    FolderScan take() { return std::move(m_scan); }

private:
    /// Which of a source and its compiled form is stored: the compiled form, except that a DAT or a layout is
    /// compiled afresh when compiling.
    [[nodiscard]] bool compiledFormWins(quint8 type) const
    {
        return !(m_rules.compileSources && (type == TypeDat || type == TypeLayout));
    }

    const PlanRules &m_rules;
    FolderScan m_scan;
    QHash<QString, std::size_t> m_byPath;
};

} // namespace

quint64 fileTimeOf(const QDateTime &time)
{
    const qint64 ms = time.isValid() ? time.toMSecsSinceEpoch() : -1;
    return ms < 0 ? 0 : quint64(ms) * 10000 + kFileTimeEpochOffset;
}

quint64 fileTimeOf(const QFileInfo &info)
{
    return fileTimeOf(info.lastModified());
}

ManifestLayout layoutManifest(const std::vector<ModRecord> &records)
{
    std::map<QString, std::vector<std::size_t>> filesByDir;
    std::map<QString, std::set<QString>> subdirsByDir;
    for (std::size_t i = 0; i < records.size(); ++i) {
        const QString &directory = records[i].directory;
        filesByDir[directory].push_back(i);
        for (QString dir = directory; dir != kMediaRoot;) {
            const qsizetype slash = dir.lastIndexOf(QLatin1Char('/'), dir.size() - 2);
            const QString parent = dir.left(slash + 1);
            subdirsByDir[parent].insert(dir.mid(slash + 1));
            dir = parent;
        }
    }
    ManifestLayout layout;
    layout.places.resize(records.size());
    ModRecord media;
    media.name = kMediaRoot;
    media.type = TypeDirectory;
    layout.blocks.push_back(ManifestBlock{QString(), {media}});
    for (auto &[dir, indices] : filesByDir) {
        std::stable_sort(indices.begin(), indices.end(), [&](std::size_t a, std::size_t b) {
            return records[a].name < records[b].name;
        });
        ManifestBlock block{dir, {}};
        for (const std::size_t i : indices) {
            layout.places[i] = RecordPlace{layout.blocks.size(), block.records.size()};
            block.records.push_back(records[i]);
        }
        layout.blocks.push_back(std::move(block));
    }
    for (const auto &[dir, subdirs] : subdirsByDir) {
        ManifestBlock block{dir, {}};
        for (const QString &sub : subdirs) {
            ModRecord r;
            r.directory = dir;
            r.name = sub;
            r.type = TypeDirectory;
            block.records.push_back(r);
        }
        layout.blocks.push_back(std::move(block));
    }
    return layout;
}

ManifestPlan layoutLikeGuts(std::vector<FolderItem> items)
{
    std::vector<ModRecord> records;
    records.reserve(items.size());
    for (const FolderItem &item : items)
        records.push_back(item.record);
    ManifestLayout layout = layoutManifest(records);
    ManifestPlan plan;
    for (const FolderItem &item : items) {
        plan.newestFileTime = std::max(plan.newestFileTime, item.record.fileTime);
        plan.removalRecords += item.isFile ? 0 : 1;
    }
    std::vector<std::size_t> inManifestOrder(items.size());
    std::iota(inManifestOrder.begin(), inManifestOrder.end(), std::size_t(0));
    std::sort(inManifestOrder.begin(), inManifestOrder.end(),
        [&](std::size_t a, std::size_t b) { return layout.places[a] < layout.places[b]; });
    for (const std::size_t i : inManifestOrder) {
        const FolderItem &item = items[i];
        if (!item.isFile)
            continue;
        plan.files.push_back(PlannedFile{item.sourcePath, item.size, item.record.type, item.content, QByteArray(),
            layout.places[i].block, layout.places[i].record, item.record.fileTime, {}, item.compiledBeside});
        plan.totalBytes += item.size;
        if (item.compiled && item.record.type == TypeLayout)
            ++plan.layoutsFromBinLayout;
    }
    plan.blocks = std::move(layout.blocks);
    return plan;
}

quint32 ManifestPlan::recordCount() const
{
    std::size_t count = 0;
    for (const ManifestBlock &block : blocks)
        count += block.records.size();
    return static_cast<quint32>(count);
}

QString asciiUpper(const QString &text)
{
    QString out = text;
    for (QChar &c : out) {
        if (c.unicode() >= u'a' && c.unicode() <= u'z')
            c = QChar(c.unicode() - (u'a' - u'A'));
    }
    return out;
}

QSet<QString> removedPathKeys(const ModHeader &header)
{
    QSet<QString> removed;
    for (const QString &path : header.removedFiles)
        removed.insert(asciiUpper(QString(path).replace(QLatin1Char('\\'), QLatin1Char('/')).trimmed()));
    return removed;
}

void addGeneratedFiles(ManifestPlan &plan, const std::vector<GeneratedFile> &files)
{
    if (files.empty())
        return;
    // Block 0 holds MEDIA/ itself and the blocks of files follow in path order, so MEDIA/'s own files are block 1
    // when there are any (a block of type-7 records only lists sub-directories).
    constexpr std::size_t kRootBlock = 1;
    const bool hasRootFiles = plan.blocks.size() > kRootBlock && plan.blocks[kRootBlock].name == kMediaRoot
        && plan.blocks[kRootBlock].records.front().type != TypeDirectory;
    if (!hasRootFiles) {
        plan.blocks.insert(plan.blocks.begin() + kRootBlock, ManifestBlock{kMediaRoot, {}});
        for (PlannedFile &planned : plan.files)
            ++planned.block;
    }
    std::vector<ModRecord> &records = plan.blocks[kRootBlock].records;
    for (const GeneratedFile &file : files) {
        ModRecord record;
        record.directory = kMediaRoot;
        record.name = file.path.mid(kMediaRoot.size());
        record.type = typeCodeForName(record.name);
        record.fileTime = plan.newestFileTime;
        const auto at = std::upper_bound(
            records.begin(), records.end(), record.name, [](const QString &name, const ModRecord &r) {
                return name < r.name;
            });
        const auto index = static_cast<std::size_t>(at - records.begin());
        records.insert(at, record);
        for (PlannedFile &planned : plan.files) {
            if (planned.block == kRootBlock && planned.record >= index)
                ++planned.record;
        }
        plan.files.push_back(PlannedFile{file.path, file.bytes.size(), record.type, PlannedContent::Generated,
            file.bytes, kRootBlock, index, record.fileTime, {}, {}});
        plan.totalBytes += file.bytes.size();
    }
}

PlannedContent plannedContent(quint8 type, bool compiled, const PlanRules &rules)
{
    if (!rules.compileSources)
        return PlannedContent::AsIs;
    if (type == TypeDat)
        return PlannedContent::DatSource;
    if (type == TypeLayout && !compiled)
        return PlannedContent::LayoutSource;
    return PlannedContent::AsIs;
}

Result<ManifestPlan> planManifest(const QString &mediaDir, const QStringList &removeFiles, const PlanRules &rules)
{
    auto scan = scanMediaFolder(mediaDir, removeFiles, rules);
    if (!scan)
        return scan.error();
    ManifestPlan plan = layoutLikeGuts(std::move(scan->items));
    plan.leftOut = std::move(scan->leftOut);
    return plan;
}

Result<FolderScan> scanMediaFolder(const QString &mediaDir, const QStringList &removeFiles, const PlanRules &rules)
{
    Scanner planner(rules);
    const QDir media(mediaDir);
    QDirIterator it(mediaDir, QDir::Files | QDir::Hidden | QDir::System, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        it.next();
        if (auto ok = planner.addFile(it.fileInfo(), media.relativeFilePath(it.filePath())); !ok)
            return ok.error();
    }
    for (const QString &path : removeFiles) {
        if (auto ok = planner.addRemoval(path); !ok)
            return ok.error();
    }
    return planner.take();
}

} // namespace mwb::formats::tl2mod
