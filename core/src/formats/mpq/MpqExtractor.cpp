// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/formats/mpq/MpqExtractor.h"

#include "mwb/core/SafePath.h"
#include "mwb/formats/mpq/MpqArchive.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QMutex>
#include <QSet>
#include <QThreadPool>
#include <QUuid>
#include <QtConcurrent/QtConcurrentMap>

#include <algorithm>
#include <atomic>
#include <filesystem>
#include <functional>
#include <numeric>

namespace mwb::formats::mpq {

namespace {

/// Jobs smaller than this run on the calling thread: starting workers would cost more than they save.
constexpr qint64 kParallelMinBytes = qint64(1) << 20;
/// Extracted bytes are gathered up to this size before each write.
constexpr qsizetype kWriteBuffer = qsizetype(1) << 20;

/// Work shared by the workers of one job.
struct Job
{
    const MpqArchive &archive;
    Progress &progress;
    std::atomic<qint64> bytesDone{0};
    std::atomic<int> filesDone{0};
    QMutex mutex;
    std::vector<MpqExtractor::Failure> failures;

    void fail(int entry, Error error)
    {
        const QMutexLocker lock(&mutex);
        failures.push_back({entry, std::move(error)});
    }
    /// Counts an entry done, or records why it failed.
    void finish(int entry, const Result<qint64> &bytes)
    {
        if (!bytes) {
            fail(entry, bytes.error());
            return;
        }
        ++filesDone;
        progress.setDone(bytesDone += bytes.value());
    }
    [[nodiscard]] bool valid(int index) const
    {
        return index >= 0 && index < static_cast<int>(archive.entries().size());
    }
    /// Streams one entry into `sink` (none: the bytes are dropped); the number of bytes decoded.
    [[nodiscard]] Result<qint64> decode(int index, const std::function<Result<void>(QByteArrayView)> &sink) const;
};

Error canceled()
{
    return Error{ErrorCode::Canceled, MpqExtractor::tr("Extraction was canceled"), {}, -1};
}

Result<qint64> Job::decode(int index, const std::function<Result<void>(QByteArrayView)> &sink) const
{
    qint64 bytes = 0;
    auto ok = archive.readEntryStreamed(index, [&](QByteArrayView piece) -> Result<void> {
        if (progress.isCanceled())
            return canceled();
        bytes += piece.size();
        return sink ? sink(piece) : Result<void>{};
    });
    if (!ok)
        return ok.error();
    return bytes;
}

/// Calls `work(position)` for every position of `entries`, on `threads` workers when the job is large enough.
Result<MpqExtractor::Report> run(Job &job, const std::vector<int> &entries, int threads,
    const std::function<void(int)> &work)
{
    qint64 total = 0;
    for (const int index : entries) {
        if (job.valid(index))
            total += job.archive.entries()[static_cast<std::size_t>(index)].fileSize;
    }
    job.progress.setTotal(total);
    std::vector<int> positions(entries.size());
    std::iota(positions.begin(), positions.end(), 0);
    const auto step = [&job, &work](const int &position) {
        if (!job.progress.isCanceled())
            work(position);
    };
    if (threads <= 1 || positions.size() < 2 || total < kParallelMinBytes) {
        std::for_each(positions.begin(), positions.end(), step);
    } else {
        QThreadPool pool;
        pool.setMaxThreadCount(threads);
        QtConcurrent::blockingMap(&pool, positions, step);
    }
    if (job.progress.isCanceled())
        return canceled();
    MpqExtractor::Report report;
    report.summary.files = job.filesDone.load();
    report.summary.bytes = job.bytesDone.load();
    report.failures = std::move(job.failures);
    std::sort(report.failures.begin(), report.failures.end(),
        [](const MpqExtractor::Failure &a, const MpqExtractor::Failure &b) { return a.entry < b.entry; });
    return report;
}

/// Folds a relative path the way the file system compares names.
QString pathKey(const QString &relative)
{
#if defined(Q_OS_WIN) || defined(Q_OS_MACOS)
    return relative.toCaseFolded();
#else
    return relative;
#endif
}

/// Writes one file through a large per-thread buffer (no temporary name: the staging folder is the atomic unit).
class BufferedFile
{
public:
    explicit BufferedFile(const QString &path)
        : m_file(path)
    {
        m_buffer.clear();
    }
    [[nodiscard]] bool open() { return m_file.open(QIODevice::WriteOnly | QIODevice::Unbuffered); }
    [[nodiscard]] Result<void> write(QByteArrayView piece)
    {
        if (m_buffer.size() + piece.size() > kWriteBuffer) {
            if (auto ok = flush(); !ok)
                return ok;
        }
        if (piece.size() >= kWriteBuffer)
            return put(piece);
        m_buffer.append(piece);
        return {};
    }
    [[nodiscard]] Result<void> flush()
    {
        auto ok = put(m_buffer);
        m_buffer.clear();
        return ok;
    }
    [[nodiscard]] QString errorString() const { return m_file.errorString(); }
    /// Removes the partly written file.
    void discard() { m_file.remove(); }

private:
    Result<void> put(QByteArrayView bytes)
    {
        if (!bytes.isEmpty() && m_file.write(bytes.data(), bytes.size()) != bytes.size())
            return Error{ErrorCode::Io, m_file.errorString(), m_file.fileName(), m_file.pos()};
        return {};
    }

    QFile m_file;
    static thread_local QByteArray m_buffer;
};

thread_local QByteArray BufferedFile::m_buffer;

/// Moves everything below `from` into `to`: an item `to` lacks moves in one rename (whole folders included),
/// folders present on both sides are merged, a staged file replaces an existing file. Items that cannot move are
/// added to `failed` as paths relative to the staging root (every file below a folder that cannot move).
void commit(const QString &from, const QString &to, const QString &relative, QStringList &failed)
{
    const auto items = QDir(from).entryInfoList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden | QDir::System);
    for (const QFileInfo &item : items) {
        const QString name = item.fileName();
        const QFileInfo existing(to + QLatin1Char('/') + name);
        const bool existingDir = existing.isDir() && !existing.isSymLink();
        if (item.isDir() && existingDir) {
            commit(item.filePath(), existing.filePath(), relative + name + QLatin1Char('/'), failed);
            continue;
        }
        std::error_code error;
        if (!existingDir)
            std::filesystem::rename(item.filesystemFilePath(), existing.filesystemFilePath(), error);
        if (!existingDir && !error)
            continue;
        if (!item.isDir()) {
            failed << relative + name;
            continue;
        }
        QDirIterator files(item.filePath(), QDir::Files | QDir::Hidden | QDir::System, QDirIterator::Subdirectories);
        while (files.hasNext())
            failed << relative + QDir(from).relativeFilePath(files.next());
    }
}

} // namespace

Result<MpqExtractor::Report> MpqExtractor::extractToMemory(const MpqArchive &archive, const std::vector<int> &entries,
    Progress &progress, int threads)
{
    Job job{archive, progress, {}, {}, {}, {}};
    return run(job, entries, threads, [&job, &entries](int position) {
        const int index = entries[static_cast<std::size_t>(position)];
        if (job.valid(index))
            job.finish(index, job.decode(index, {}));
        else
            job.fail(index, Error{ErrorCode::InvalidInput, tr("No entry number %1").arg(index), {}, -1});
    });
}

Result<MpqExtractor::Report> MpqExtractor::extractToDisk(const MpqArchive &archive, const std::vector<int> &entries,
    const QString &targetDir, Progress &progress, int threads)
{
    QDir root(targetDir);
    if (!root.mkpath(QStringLiteral("."))) {
        return Error{ErrorCode::Io, tr("Cannot create the folder %1").arg(targetDir), targetDir, -1};
    }
    const QString rootPath = root.absolutePath();
    const QString staging = rootPath + QStringLiteral("/.mwb-staging-")
        + QUuid::createUuid().toString(QUuid::WithoutBraces);
    if (!QDir().mkpath(staging))
        return Error{ErrorCode::Io, tr("Cannot create the staging folder %1").arg(staging), staging, -1};
    const auto cleanup = [&staging] { QDir(staging).removeRecursively(); };

    Job job{archive, progress, {}, {}, {}, {}};
    // Plan, in entry order: where each entry goes below the staging folder (a later duplicate name wins, earlier ones
    // are only decoded; invalid and unsafe entries fail here), with every folder created once.
    std::vector<QString> staged(entries.size());
    std::vector<bool> skip(entries.size(), false);
    QHash<QString, std::size_t> byPath;
    QSet<QString> folders;
    for (std::size_t i = 0; i < entries.size(); ++i) {
        const int index = entries[i];
        if (!job.valid(index)) {
            job.fail(index, Error{ErrorCode::InvalidInput, tr("No entry number %1").arg(index), {}, -1});
            skip[i] = true;
            continue;
        }
        auto target = resolveInside(rootPath, archive.entries()[static_cast<std::size_t>(index)].name);
        if (!target) {
            job.fail(index, target.error());
            skip[i] = true;
            continue;
        }
        const QString relative = target->sliced(rootPath.size() + 1);
        const QString key = pathKey(relative);
        if (const auto previous = byPath.constFind(key); previous != byPath.constEnd())
            staged[previous.value()].clear();
        byPath.insert(key, i);
        staged[i] = relative;
        const qsizetype slash = relative.lastIndexOf(QLatin1Char('/'));
        if (slash > 0 && !folders.contains(relative.first(slash))) {
            folders.insert(relative.first(slash));
            QDir(staging).mkpath(relative.first(slash));
        }
    }
    auto report = run(job, entries, threads, [&](int position) {
        const auto at = static_cast<std::size_t>(position);
        const int index = entries[at];
        if (skip[at])
            return;
        if (staged[at].isEmpty()) {
            job.finish(index, job.decode(index, {}));
            return;
        }
        BufferedFile out(staging + QLatin1Char('/') + staged[at]);
        if (!out.open()) {
            job.fail(index, Error{ErrorCode::Io, out.errorString(), rootPath + QLatin1Char('/') + staged[at], -1});
            return;
        }
        auto bytes = job.decode(index, [&out](QByteArrayView piece) { return out.write(piece); });
        if (auto flushed = out.flush(); bytes && !flushed)
            bytes = flushed.error();
        if (!bytes)
            out.discard();
        job.finish(index, bytes);
    });
    if (!report) {
        cleanup();
        return report.error();
    }
    QStringList failed;
    commit(staging, rootPath, {}, failed);
    for (const QString &relative : failed) {
        const auto at = byPath.constFind(pathKey(relative));
        const int index = at == byPath.constEnd() ? -1 : entries[at.value()];
        report->failures.push_back({index, Error{ErrorCode::Io, tr("Cannot move the extracted file into place"),
                                               rootPath + QLatin1Char('/') + relative, -1}});
    }
    cleanup();
    return report;
}

} // namespace mwb::formats::mpq
