// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/formats/tl2mod/ModExtractor.h"

#include "BlockCodec.h"
#include "ManifestPlan.h"
#include "RawIndexFiles.h"
#include "mwb/core/PathPatterns.h"
#include "mwb/core/SafePath.h"
#include "mwb/core/io/FolderInterleave.h"
#include "mwb/core/io/StagedOutput.h"
#include "mwb/core/io/WorkerPool.h"
#include "mwb/formats/tl2mod/ModFolder.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QMutex>
#include <QMutexLocker>
#include <QSet>
#include <QTemporaryDir>

#include <algorithm>
#include <filesystem>
#include <functional>
#include <future>
#include <map>
#include <optional>
#include <set>

namespace mwb::formats::tl2mod {

namespace {

class ExtractorText
{
    Q_DECLARE_TR_FUNCTIONS(mwb::formats::tl2mod::ModExtractor)
};

/// One file to write: an archive record, or bytes the extraction makes (MOD.DAT, the sidecar) when record is -1.
struct Item
{
    int record = -1;
    std::function<Result<QByteArray>()> makeBytes;
    QString relative; ///< cleaned path below the target folder
    qint64 size = 0;
    quint64 fileTime = 0;
};

/// Extraction of a set of items through a staging folder (see extractRecords()).
class StagedExtraction
{
public:
    /// How a record whose path an earlier record took is written.
    enum class Duplicates {
        Replace, ///< the later record replaces the earlier one
        Shadow, ///< the later record takes the path, the earlier one moves to shadowedFilePath()
    };

    StagedExtraction(const ModArchive &archive, const QString &targetDir, Progress &progress, Duplicates duplicates)
        : m_archive(archive)
        , m_target(QDir(targetDir).absolutePath()) // absolute: no working-directory lookups per file
        , m_progress(progress)
        , m_duplicates(duplicates)
    { }

    /// Validates the path (UnsafePath) and queues the item; a later item with the same path takes it.
    Result<void> add(Item item, const QString &entryPath)
    {
        auto full = resolveInside(m_target, entryPath);
        if (!full)
            return full.error();
        item.relative = QDir(m_target).relativeFilePath(full.value());
        m_total += item.size;
        const auto it = m_index.constFind(item.relative);
        if (it == m_index.cend()) {
            m_index.insert(item.relative, m_items.size());
            m_items.push_back(std::move(item));
            return {};
        }
        Item &earlier = m_items[it.value()];
        noteDuplicate(earlier, item);
        if (m_duplicates == Duplicates::Shadow && earlier.record >= 0) {
            Item shadow = std::move(earlier);
            shadow.relative = shadowedFilePath(shadow.record, shadow.relative);
            earlier = std::move(item);
            m_items.push_back(std::move(shadow));
        } else {
            m_total -= earlier.size;
            earlier = std::move(item);
        }
        return {};
    }

    /// The folder-relative file each queued record is written to.
    [[nodiscard]] QHash<int, QString> recordFiles() const
    {
        QHash<int, QString> files;
        for (const Item &item : m_items) {
            if (item.record >= 0)
                files.insert(item.record, item.relative);
        }
        return files;
    }

    [[nodiscard]] const std::vector<DuplicatePath> &duplicates() const { return m_report.duplicates; }

    Result<ExtractReport> run()
    {
        io::StagedOutput root(m_target); // a target folder this creates is removed again unless committed
        if (auto ready = root.prepare(); !ready)
            return ready.error();
        QTemporaryDir staging(QDir(m_target).filePath(QStringLiteral(".mwb-extract-XXXXXX")));
        if (!staging.isValid())
            return ioError(staging.errorString(), m_target);
        const FolderTree tree = plannedTree();
        const QDir stagingDir(staging.path());
        for (const QString &dir : tree.folders) {
            if (!stagingDir.mkdir(dir))
                return ioError(ExtractorText::tr("Cannot create a staging folder"), staging.filePath(dir));
        }
        m_progress.setTotal(m_total);
        std::vector<QString> paths;
        paths.reserve(m_items.size());
        for (const Item &item : m_items)
            paths.push_back(item.relative);
        const std::vector<int> order = io::folderInterleavedOrder(paths);
        io::parallelFor(static_cast<int>(order.size()), 0, [&](int i) {
            return writeStaged(m_items[static_cast<std::size_t>(order[static_cast<std::size_t>(i)])], staging.path());
        });
        if (m_progress.isCanceled())
            return Error{ErrorCode::Canceled, ExtractorText::tr("Extraction was canceled"), m_target, -1};
        if (m_error)
            return *m_error;
        if (auto intact = m_archive.source().checkIntact(); !intact)
            return intact.error(); // entries read from a mapping the file no longer covers are zeros
        for (const QString &top : tree.children.at(QString())) {
            if (auto ok = commit(tree, top, staging.path()); !ok)
                return ok.error();
        }
        static_cast<void>(root.commit()); // nothing staged in it: keeps the target folder
        m_report.files = static_cast<int>(m_items.size());
        m_report.bytes = m_total;
        return m_report;
    }

private:
    /// The folders the items need (parents before children) and every path's children, from the item paths.
    struct FolderTree
    {
        std::set<QString> folders;
        std::map<QString, std::set<QString>> children; ///< "" is the target folder itself
    };

    [[nodiscard]] FolderTree plannedTree() const
    {
        FolderTree tree;
        tree.children[QString()];
        for (const Item &item : m_items) {
            QString child = item.relative;
            for (qsizetype slash = child.lastIndexOf(QLatin1Char('/')); slash > 0;
                 slash = child.lastIndexOf(QLatin1Char('/'))) {
                const QString parent = child.left(slash);
                tree.children[parent].insert(child);
                if (!tree.folders.insert(parent).second)
                    break; // its ancestors are in already
                child = parent;
            }
            if (!child.contains(QLatin1Char('/')))
                tree.children[QString()].insert(child);
        }
        return tree;
    }

    void noteDuplicate(const Item &earlier, const Item &later)
    {
        if (earlier.record < 0 || later.record < 0)
            return;
        auto &list = m_report.duplicates;
        auto it = std::find_if(list.begin(), list.end(), [&](const DuplicatePath &d) {
            return d.path == later.relative;
        });
        if (it == list.end()) {
            list.push_back(DuplicatePath{later.relative, {earlier.record}, -1});
            it = list.end() - 1;
        }
        it->records.push_back(later.record);
        it->inFolder = later.record;
    }

    static Error ioError(const QString &message, const QString &path)
    {
        return Error{ErrorCode::Io, message, path, -1};
    }

    bool writeStaged(const Item &item, const QString &stagingDir)
    {
        if (m_progress.isCanceled())
            return false;
        QFile file(stagingDir + QLatin1Char('/') + item.relative);
        Result<void> ok;
        if (!file.open(QIODevice::WriteOnly | QIODevice::Unbuffered)) {
            ok = ioError(file.errorString(), file.fileName());
        } else if (item.record >= 0) {
            ok = m_archive.copyEntryTo(item.record, file);
        } else if (auto bytes = item.makeBytes(); !bytes) {
            ok = bytes.error();
        } else if (file.write(bytes.value()) != bytes->size()) {
            ok = ioError(file.errorString(), file.fileName());
        }
        if (ok && item.fileTime > kFileTimeEpochOffset) {
            const auto ms = static_cast<qint64>((item.fileTime - kFileTimeEpochOffset) / 10000);
            file.setFileTime(QDateTime::fromMSecsSinceEpoch(ms, Qt::UTC), QFileDevice::FileModificationTime);
        }
        const QMutexLocker lock(&m_mutex);
        if (!ok) {
            if (!m_error)
                m_error = ok.error();
            return false;
        }
        m_done += item.size;
        m_progress.setDone(m_done);
        return true;
    }

    /// Moves `relative` from the staging folder into the target: in one rename when the target has no such entry
    /// (a whole folder at once), else folder by folder down to the files, which replace the target's.
    Result<void> commit(const FolderTree &tree, const QString &relative, const QString &stagingDir) const
    {
        const QString finalPath = m_target + QLatin1Char('/') + relative;
        const QFileInfo existing(finalPath);
        const auto children = tree.children.find(relative);
        if (existing.isDir() && children != tree.children.end()) {
            for (const QString &child : children->second) {
                if (auto ok = commit(tree, child, stagingDir); !ok)
                    return ok;
            }
            return {};
        }
        std::error_code ec;
        // Replaces an existing file in one step (POSIX rename / MoveFileEx with REPLACE_EXISTING).
        std::filesystem::rename(
            std::filesystem::path(QString(stagingDir + QLatin1Char('/') + relative).toStdU16String()),
            std::filesystem::path(finalPath.toStdU16String()), ec);
        if (ec)
            return ioError(QString::fromStdString(ec.message()), finalPath);
        return {};
    }

    const ModArchive &m_archive;
    QString m_target;
    Progress &m_progress;
    Duplicates m_duplicates;
    std::vector<Item> m_items;
    QHash<QString, std::size_t> m_index;
    qint64 m_total = 0;
    qint64 m_done = 0;
    QMutex m_mutex;
    std::optional<Error> m_error;
    ExtractReport m_report;
};

Item recordItem(const ModArchive &archive, int record)
{
    const ModRecord &r = archive.records().at(static_cast<std::size_t>(record));
    return Item{record, {}, {}, r.size, r.fileTime};
}

/// The sidecar of an extraction: the manifest's blocks and records, each with the file that holds its bytes.
ModSidecar sidecarOf(const ModArchive &archive, const QHash<int, QString> &files)
{
    ModSidecar sidecar;
    sidecar.sourceFile = QFileInfo(archive.path()).fileName();
    sidecar.manifestHash = archive.manifest().hash;
    sidecar.fileCount = archive.manifest().fileCount;
    sidecar.gameVersion = archive.header().gameVersion;
    sidecar.removedFiles = archive.header().removedFiles;
    const std::vector<ModRecord> &records = archive.records();
    for (std::size_t i = 0; i < records.size(); ++i) {
        const ModRecord &r = records[i];
        if (i == 0 || r.block != records[i - 1].block || r.directory != records[i - 1].directory)
            sidecar.blocks.push_back(SidecarBlock{r.directory, {}});
        sidecar.blocks.back().records.push_back(SidecarRecord{r, files.value(static_cast<int>(i))});
    }
    return sidecar;
}

/// CRC-32 of each RAW index regenerated from the archive's sources; empty when they do not regenerate.
QHash<QString, quint32> regeneratedRawCrcs(const ModArchive &archive)
{
    QHash<QString, quint32> crcs;
    const auto raws = regenerateRawIndexFiles(sourcesAsExtracted(archive));
    if (raws) {
        for (const GeneratedFile &raw : raws.value())
            crcs.insert(QFileInfo(raw.path).fileName(), crc32(raw.bytes));
    }
    return crcs;
}

} // namespace

Result<ExtractReport> extractRecords(
    const ModArchive &archive, const std::vector<int> &records, const QString &targetDir, Progress &progress)
{
    StagedExtraction extraction(archive, targetDir, progress, StagedExtraction::Duplicates::Replace);
    for (const int record : records) {
        const ModRecord &r = archive.records().at(static_cast<std::size_t>(record));
        if (r.isDirectory())
            continue;
        if (auto ok = extraction.add(recordItem(archive, record), r.path()); !ok)
            return ok.error();
    }
    return extraction.run();
}

Result<ExtractReport> extractModFolder(const ModArchive &archive, const QString &targetDir, Progress &progress)
{
    // The RAW indexes the extracted sources give, made while the entries are written: a pack compares them with
    // its own to tell whether the sources changed since.
    std::shared_future<QHash<QString, quint32>> rawCrcs
        = std::async(std::launch::async, regeneratedRawCrcs, std::cref(archive)).share();
    StagedExtraction extraction(archive, targetDir, progress, StagedExtraction::Duplicates::Shadow);
    const QSet<QString> removed = removedPathKeys(archive.header());
    const std::vector<ModRecord> &records = archive.records();
    std::vector<bool> isMarker(records.size(), false);
    for (std::size_t i = 0; i < records.size(); ++i) {
        const ModRecord &r = records[i];
        isMarker[i] = !r.isDirectory() && !r.hasData() && removed.contains(asciiUpper(r.path()));
        if (r.isDirectory() || isMarker[i])
            continue;
        if (auto ok = extraction.add(recordItem(archive, static_cast<int>(i)), r.path()); !ok)
            return ok.error();
    }
    const ModInfo info = modInfoFromHeader(archive.header(), QFileInfo(archive.path()).completeBaseName());
    const QByteArray modDat = writeModDat(info);
    Item modDatItem{-1,
        [modDat]() -> Result<QByteArray> {
            return modDat;
        },
        {}, modDat.size(), 0};
    if (auto ok = extraction.add(std::move(modDatItem), QStringLiteral("MOD.DAT")); !ok)
        return ok.error();

    ModSidecar sidecar = sidecarOf(archive, extraction.recordFiles());
    sidecar.duplicates = extraction.duplicates();
    const auto makeSidecar = [sidecar = std::move(sidecar), rawCrcs]() mutable -> Result<QByteArray> {
        sidecar.regeneratedRawCrcs = rawCrcs.get();
        return sidecar.toJson();
    };
    if (auto ok = extraction.add(Item{-1, makeSidecar, {}, 0, 0}, sidecarFileName()); !ok)
        return ok.error();
    return extraction.run();
}

std::vector<int> matchRecords(const ModArchive &archive, const QStringList &patterns)
{
    std::vector<int> matches;
    const PathPatterns matcher(patterns);
    const std::vector<ModRecord> &records = archive.records();
    for (std::size_t i = 0; i < records.size(); ++i) {
        if (!records[i].isDirectory() && matcher.matches(records[i].path()))
            matches.push_back(static_cast<int>(i));
    }
    return matches;
}

} // namespace mwb::formats::tl2mod
