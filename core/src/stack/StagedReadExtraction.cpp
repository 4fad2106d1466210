// SPDX-License-Identifier: GPL-3.0-or-later
#include "StagedReadExtraction.h"

#include "mwb/core/LayeredArchive.h"
#include "mwb/core/SafePath.h"
#include "mwb/core/io/FolderInterleave.h"
#include "mwb/core/io/StagedOutput.h"
#include "mwb/core/io/WorkerPool.h"

#include <QFile>
#include <QMutex>
#include <QSet>

#include <algorithm>
#include <atomic>

namespace mwb::stack {

namespace {

struct Planned
{
    int entry = -1;
    int file = -1; ///< StagedOutput file id
};

} // namespace

Result<ExtractOutcome> extractByReading(const Archive &archive, const std::vector<int> &entries,
    const std::function<QString(int entry)> &pathOf, const QString &targetDir, Progress &progress,
    io::FailurePolicy policy)
{
    io::StagedOutput output(targetDir);
    if (auto ready = output.prepare(); !ready)
        return ready.error();
    ExtractOutcome outcome;
    std::vector<Planned> planned;
    std::vector<QString> plannedPaths;
    QSet<QString> taken;
    for (const int entry : entries) {
        auto target = resolveInside(output.root(), pathOf(entry));
        if (!target) {
            outcome.failures.push_back({entry, target.error()});
            continue;
        }
        const QString relative = target->sliced(output.root().size() + 1);
        const QString key = io::StagedOutput::key(relative);
        if (taken.contains(key))
            continue;
        taken.insert(key);
        auto staged = output.add(relative);
        if (!staged) {
            outcome.failures.push_back({entry, staged.error()});
            continue;
        }
        planned.push_back({entry, *staged});
        plannedPaths.push_back(relative);
    }
    const std::vector<int> order = io::folderInterleavedOrder(plannedPaths);
    QMutex mutex;
    std::atomic<qint64> bytes{0};
    std::atomic<int> files{0};
    std::atomic<qint64> done{0};
    progress.setTotal(static_cast<qint64>(planned.size()));
    io::parallelFor(static_cast<int>(planned.size()), 0, [&](int i) {
        if (progress.isCanceled())
            return false;
        const Planned &item = planned[static_cast<std::size_t>(order[static_cast<std::size_t>(i)])];
        auto content = archive.readEntry(item.entry);
        QFile out(output.stagedPath(item.file));
        if (content && (!out.open(QIODevice::WriteOnly | QIODevice::NewOnly)
                           || out.write(*content) != content->size() || !out.flush()))
            content = Error{ErrorCode::Io, out.errorString(), out.fileName(), -1};
        if (!content) {
            out.remove();
            output.drop(item.file);
            const QMutexLocker lock(&mutex);
            outcome.failures.push_back({item.entry, content.error()});
        } else {
            bytes += content->size();
            ++files;
        }
        progress.setDone(++done);
        return true;
    });
    if (progress.isCanceled())
        return Error{ErrorCode::Canceled, LayeredArchive::tr("Extraction was canceled"), targetDir, -1};
    const auto byEntry = [](const ExtractFailure &a, const ExtractFailure &b) { return a.entry < b.entry; };
    std::stable_sort(outcome.failures.begin(), outcome.failures.end(), byEntry);
    if (policy == io::FailurePolicy::AllOrNothing && !outcome.failures.empty())
        return outcome.failures.front().error; // `output` rolls back
    for (const io::StagedOutput::Failure &failure : output.commit()) {
        const auto at = std::find_if(planned.begin(), planned.end(), [&](const Planned &p) {
            return p.file == failure.file;
        });
        outcome.failures.push_back({at->entry, failure.error});
        --files;
    }
    std::stable_sort(outcome.failures.begin(), outcome.failures.end(), byEntry);
    outcome.summary = ExtractSummary{files.load(), bytes.load()};
    return outcome;
}

} // namespace mwb::stack
