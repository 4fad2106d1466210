// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/formats/mpq/MpqExtractor.h"

#include "mwb/core/io/StagedOutput.h"
#include "mwb/core/io/WorkerPool.h"
#include "mwb/core/SafePath.h"
#include "mwb/formats/mpq/MpqArchive.h"

#include <QFile>
#include <QHash>
#include <QMutex>

#include <algorithm>
#include <atomic>
#include <functional>

namespace mwb::formats::mpq {

namespace {

/// Jobs smaller than this run on the calling thread alone: waking a helper would cost more than it saves.
constexpr qint64 kParallelMinBytes = qint64(64) << 10;
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

Error noSuchEntry(int index)
{
    return Error{ErrorCode::InvalidInput, MpqExtractor::tr("No entry number %1").arg(index), {}, -1};
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
    io::parallelFor(static_cast<int>(entries.size()), total < kParallelMinBytes ? 1 : threads,
        [&job, &work](int position) {
            if (job.progress.isCanceled())
                return false;
            work(position);
            return true;
        });
    if (job.progress.isCanceled())
        return canceled();
    MpqExtractor::Report report;
    report.summary.files = job.filesDone.load();
    report.summary.bytes = job.bytesDone.load();
    report.failures = std::move(job.failures);
    std::stable_sort(report.failures.begin(), report.failures.end(),
        [](const MpqExtractor::Failure &a, const MpqExtractor::Failure &b) { return a.entry < b.entry; });
    return report;
}

/// Writes one new file (never an existing one) through a per-thread buffer that keeps its capacity across files.
class BufferedFile
{
public:
    explicit BufferedFile(const QString &path)
        : m_file(path)
    {
        m_buffer.resize(0);
    }
    [[nodiscard]] bool open() { return m_file.open(QIODevice::WriteOnly | QIODevice::NewOnly | QIODevice::Unbuffered); }
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
        m_buffer.resize(0);
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
            job.fail(index, noSuchEntry(index));
    });
}

Result<MpqExtractor::Report> MpqExtractor::extractToDisk(const MpqArchive &archive, const std::vector<int> &entries,
    const QString &targetDir, Progress &progress, io::FailurePolicy policy, int threads)
{
    io::StagedOutput output(targetDir);
    if (auto ready = output.prepare(); !ready)
        return ready.error();
    Job job{archive, progress, {}, {}, {}, {}};
    // Plan, in entry order: where each entry goes (invalid and unsafe entries fail here). When names repeat, the
    // last entry is written and the earlier ones are only decoded.
    std::vector<QString> relative(entries.size());
    QHash<QString, std::size_t> lastByPath;
    for (std::size_t i = 0; i < entries.size(); ++i) {
        const int index = entries[i];
        if (!job.valid(index)) {
            job.fail(index, noSuchEntry(index));
            continue;
        }
        auto target = resolveInside(output.root(), archive.entries()[static_cast<std::size_t>(index)].name());
        if (!target) {
            job.fail(index, target.error());
            continue;
        }
        relative[i] = target->sliced(output.root().size() + 1);
        lastByPath.insert(io::StagedOutput::key(relative[i]), i);
    }
    enum : int { Skip = -2, DecodeOnly = -1 };
    std::vector<int> file(entries.size(), Skip); ///< StagedOutput file id, or Skip / DecodeOnly
    std::vector<int> entryOf; ///< by file id
    for (std::size_t i = 0; i < entries.size(); ++i) {
        if (relative[i].isEmpty())
            continue;
        if (lastByPath.value(io::StagedOutput::key(relative[i])) != i) {
            file[i] = DecodeOnly;
            continue;
        }
        auto staged = output.add(relative[i]);
        if (!staged) {
            job.fail(entries[i], staged.error());
            continue;
        }
        file[i] = *staged;
        entryOf.push_back(entries[i]);
    }
    auto report = run(job, entries, threads, [&](int position) {
        const auto at = static_cast<std::size_t>(position);
        const int index = entries[at];
        if (file[at] == Skip)
            return;
        if (file[at] == DecodeOnly) {
            job.finish(index, job.decode(index, {}));
            return;
        }
        BufferedFile out(output.stagedPath(file[at]));
        if (!out.open()) {
            output.drop(file[at]);
            const QString path = output.root() + QLatin1Char('/') + relative[at];
            job.fail(index, Error{ErrorCode::Io, out.errorString(), path, -1});
            return;
        }
        auto bytes = job.decode(index, [&out](QByteArrayView piece) { return out.write(piece); });
        if (auto flushed = out.flush(); bytes && !flushed)
            bytes = flushed.error();
        if (!bytes) {
            out.discard();
            output.drop(file[at]);
        }
        job.finish(index, bytes);
    });
    if (!report)
        return report.error(); // `output` rolls back
    if (policy == io::FailurePolicy::AllOrNothing && !report->failures.empty())
        return report->failures.front().error; // `output` rolls back
    if (auto intact = archive.source().checkIntact(); !intact)
        return intact.error(); // entries read from a mapping the file no longer covers are zeros
    for (const io::StagedOutput::Failure &failure : output.commit())
        report->failures.push_back({entryOf[static_cast<std::size_t>(failure.file)], failure.error});
    std::stable_sort(report->failures.begin(), report->failures.end(),
        [](const Failure &a, const Failure &b) { return a.entry < b.entry; });
    return report;
}

} // namespace mwb::formats::mpq
