// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/formats/mpq/MpqExtractor.h"

#include "mwb/core/SafePath.h"
#include "mwb/formats/mpq/MpqArchive.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QMutex>
#include <QSet>
#include <QThreadPool>
#include <QUuid>
#include <QtConcurrent/QtConcurrentMap>

#include <algorithm>
#include <atomic>
#include <filesystem>
#include <functional>
#include <utility>

namespace mwb::formats::mpq {

namespace {

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
    void done(qint64 bytes)
    {
        ++filesDone;
        progress.setDone(bytesDone += bytes);
    }
};

Error canceled()
{
    return Error{ErrorCode::Canceled, MpqExtractor::tr("Extraction was canceled"), {}, -1};
}

Result<MpqExtractor::Report> run(Job &job, const std::vector<int> &entries, int threads,
    const std::function<void(int)> &work)
{
    qint64 total = 0;
    for (const int index : entries) {
        if (index >= 0 && index < static_cast<int>(job.archive.entries().size()))
            total += job.archive.entries()[static_cast<std::size_t>(index)].fileSize;
    }
    job.progress.setTotal(total);
    QThreadPool pool;
    pool.setMaxThreadCount(qMax(1, threads));
    QtConcurrent::blockingMap(&pool, entries, [&](const int &index) {
        if (!job.progress.isCanceled())
            work(index);
    });
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

} // namespace

Result<MpqExtractor::Report> MpqExtractor::extractToMemory(const MpqArchive &archive, const std::vector<int> &entries,
    Progress &progress, int threads)
{
    Job job{archive, progress, {}, {}, {}, {}};
    return run(job, entries, threads, [&job](int index) {
        qint64 bytes = 0;
        auto ok = job.archive.readEntryStreamed(index, [&bytes, &job](QByteArrayView piece) -> Result<void> {
            if (job.progress.isCanceled())
                return canceled();
            bytes += piece.size();
            return {};
        });
        if (ok)
            job.done(bytes);
        else
            job.fail(index, ok.error());
    });
}

Result<MpqExtractor::Report> MpqExtractor::extractToDisk(const MpqArchive &archive, const std::vector<int> &entries,
    const QString &targetDir, Progress &progress, int threads)
{
    QDir root(targetDir);
    if (!root.mkpath(QStringLiteral("."))) {
        return Error{ErrorCode::Io, tr("Cannot create the folder %1").arg(targetDir), targetDir, -1};
    }
    const QString staging = root.absoluteFilePath(
        QStringLiteral(".mwb-staging-") + QUuid::createUuid().toString(QUuid::WithoutBraces));
    if (!QDir().mkpath(staging))
        return Error{ErrorCode::Io, tr("Cannot create the staging folder %1").arg(staging), staging, -1};
    QDir stagingDir(staging);
    const auto cleanup = [&stagingDir] { stagingDir.removeRecursively(); };

    std::vector<QString> finalPaths(archive.entries().size());
    Job job{archive, progress, {}, {}, {}, {}};
    auto report = run(job, entries, threads, [&](int index) {
        if (index < 0 || index >= static_cast<int>(archive.entries().size())) {
            job.fail(index, Error{ErrorCode::InvalidInput, tr("No entry number %1").arg(index), {}, -1});
            return;
        }
        const MpqEntry &e = archive.entries()[static_cast<std::size_t>(index)];
        auto target = resolveInside(root.absolutePath(), e.name);
        if (!target) {
            job.fail(index, target.error());
            return;
        }
        QFile out(stagingDir.filePath(QString::number(index)));
        if (!out.open(QIODevice::WriteOnly)) {
            job.fail(index, Error{ErrorCode::Io, out.errorString(), out.fileName(), -1});
            return;
        }
        qint64 bytes = 0;
        auto ok = archive.readEntryStreamed(index, [&](QByteArrayView piece) -> Result<void> {
            if (job.progress.isCanceled())
                return canceled();
            if (out.write(piece.data(), piece.size()) != piece.size())
                return Error{ErrorCode::Io, out.errorString(), target.value(), bytes};
            bytes += piece.size();
            return {};
        });
        out.close();
        if (!ok) {
            out.remove();
            job.fail(index, ok.error());
            return;
        }
        finalPaths[static_cast<std::size_t>(index)] = target.value();
        job.done(bytes);
    });
    if (!report) {
        cleanup();
        return report.error();
    }
    // Commit: move every staged file into place, in entry order (a later duplicate name wins). std::filesystem::rename
    // replaces an existing file in one call on every platform; each folder is created once.
    QSet<QString> folders;
    for (const int index : entries) {
        if (index < 0 || index >= static_cast<int>(finalPaths.size()) || finalPaths[static_cast<std::size_t>(index)].isEmpty())
            continue;
        const QString finalPath = std::exchange(finalPaths[static_cast<std::size_t>(index)], QString());
        const QString staged = stagingDir.filePath(QString::number(index));
        const QString folder = QFileInfo(finalPath).absolutePath();
        if (!folders.contains(folder)) {
            QDir().mkpath(folder);
            folders.insert(folder);
        }
        std::error_code failed;
        std::filesystem::rename(QFileInfo(staged).filesystemFilePath(), QFileInfo(finalPath).filesystemFilePath(),
            failed);
        if (failed) {
            report->failures.push_back(
                {index, Error{ErrorCode::Io, tr("Cannot move the extracted file into place"), finalPath, -1}});
        }
    }
    cleanup();
    return report;
}

} // namespace mwb::formats::mpq
