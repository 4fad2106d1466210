// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/formats/tl2mod/ModVerifier.h"

#include "LevelGridWarnings.h"
#include "ModWarnings.h"
#include "mwb/core/io/WorkerPool.h"

#include <QCoreApplication>
#include <QMutex>
#include <QMutexLocker>

#include <algorithm>
#include <optional>
#include <utility>

namespace mwb::formats::tl2mod {

namespace {
class VerifierText
{
    Q_DECLARE_TR_FUNCTIONS(mwb::formats::tl2mod::ModVerifier)
};
} // namespace

Result<VerifyReport> verifyMod(const ModArchive &archive, Progress &progress)
{
    VerifyReport report;
    report.storedRollingHash = archive.pakHeader().rollingHash;
    auto hash = archive.computeRollingHash();
    if (!hash)
        return hash.error();
    report.computedRollingHash = hash.value();
    if (report.computedRollingHash != report.storedRollingHash) {
        report.problems.push_back(Error{ErrorCode::ChecksumMismatch,
            VerifierText::tr("The rolling hash is %1 but the data section gives %2: the game will silently "
                             "refuse to load this mod")
                .arg(report.storedRollingHash, 8, 16, QLatin1Char('0'))
                .arg(report.computedRollingHash, 8, 16, QLatin1Char('0')),
            archive.path(), qint64(archive.header().dataOffset) + 4});
    }

    const std::vector<ModRecord> &records = archive.records();
    std::vector<int> withData;
    qint64 total = 0;
    for (std::size_t i = 0; i < records.size(); ++i) {
        if (records[i].hasData() && !records[i].isDirectory()) {
            withData.push_back(static_cast<int>(i));
            total += records[i].size;
        }
    }
    progress.setTotal(total);
    progress.setText(VerifierText::tr("Verifying %1").arg(archive.path()));

    QMutex mutex;
    qint64 done = 0;
    std::vector<std::pair<int, ModWarning>> datWarnings;
    const quint32 maxBlock = archive.pakHeader().maxCompressedBlockSize;
    io::parallelFor(static_cast<int>(withData.size()), 0, [&](int i) {
        if (progress.isCanceled())
            return false;
        const int record = withData[static_cast<std::size_t>(i)];
        std::vector<Error> found;
        std::optional<ModWarning> unparsable;
        if (auto entry = archive.readEntry(record); !entry)
            found.push_back(entry.error());
        else
            unparsable = datWarning(records[static_cast<std::size_t>(record)], entry.value());
        if (const auto block = archive.block(record); block && block->compressedSize > maxBlock) {
            found.push_back(Error{ErrorCode::Corrupt,
                VerifierText::tr("%1: the compressed block holds %2 bytes, more than the %3 the header announces "
                                 "as the largest")
                    .arg(records[static_cast<std::size_t>(record)].path())
                    .arg(block->compressedSize)
                    .arg(maxBlock),
                archive.path(), block->headerOffset});
        }
        const QMutexLocker lock(&mutex);
        ++report.checkedEntries;
        report.problems.insert(report.problems.end(), found.begin(), found.end());
        if (unparsable)
            datWarnings.emplace_back(record, std::move(*unparsable));
        done += records[static_cast<std::size_t>(record)].size;
        progress.setDone(done);
        return true;
    });
    if (progress.isCanceled())
        return Error{ErrorCode::Canceled, VerifierText::tr("Verification was canceled"), archive.path(), -1};
    std::stable_sort(report.problems.begin(), report.problems.end(), [](const Error &a, const Error &b) {
        return a.offset < b.offset;
    });
    std::sort(datWarnings.begin(), datWarnings.end(), [](const auto &a, const auto &b) {
        return a.first < b.first;
    });
    report.warnings = recordWarnings(archive);
    for (auto &[record, found] : datWarnings)
        report.warnings.push_back(std::move(found));
    for (ModWarning &found : rawIndexWarnings(archive))
        report.warnings.push_back(std::move(found));
    for (ModWarning &found : levelGridWarnings(archive))
        report.warnings.push_back(std::move(found));
    return report;
}

} // namespace mwb::formats::tl2mod
