// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/core/ops/CommitChecked.h"

#include "mwb/core/EntryLookup.h"
#include "mwb/core/FormatRegistry.h"
#include "mwb/core/io/WorkerPool.h"

#include <QCoreApplication>
#include <QHash>

#include <atomic>
#include <optional>

namespace mwb::ops {

namespace {

class CheckText
{
    Q_DECLARE_TR_FUNCTIONS(mwb::ops::CommitChecked)
};

/// One comparison of the check: a written entry and what it must hold.
struct Comparison
{
    int written = -1; ///< entry id in the written archive
    QString path;
    std::optional<EntrySource> source; ///< new content compared byte for byte
    std::optional<StoredDigest> digest; ///< new content compared by size and CRC-32
    int original = -1; ///< an untouched entry of the base archive, compared byte for byte
};

Error mismatch(const QString &message, const QString &written)
{
    return Error{ErrorCode::ChecksumMismatch, message, written};
}

Result<void> compare(const ArchiveWriter &writer, const Archive &written, const Comparison &c)
{
    if (c.digest) {
        const EntryCheck rule = writer.checkStored(written, c.written, *c.digest);
        if (rule == EntryCheck::Same)
            return {};
        if (rule == EntryCheck::Differs)
            return mismatch(CheckText::tr("%1 is not stored as it was written").arg(c.path), written.path());
    }
    const Archive &base = writer.base();
    auto actual = written.readEntry(c.written);
    if (!actual)
        return actual.error();
    bool same = false;
    if (c.digest) {
        same = StoredDigest::of(c.path, *actual).sameContent(*c.digest);
    } else {
        auto wanted = c.source ? c.source->load() : base.readEntry(c.original);
        if (!wanted)
            return wanted.error();
        same = *actual == *wanted;
    }
    if (!same)
        return mismatch(CheckText::tr("%1 reads back different from its source").arg(c.path), written.path());
    return {};
}

/// The comparisons the written archive must pass; an error for an entry it lacks.
Result<std::vector<Comparison>> plan(const ArchiveWriter &writer, const Archive &written, int &sameByPlace)
{
    const EntryLookup lookup(written);
    QHash<QString, StoredDigest> digests;
    for (const StoredDigest &digest : writer.storedDigests())
        digests.insert(digest.path, digest);
    std::vector<Comparison> comparisons;
    const std::vector<PlannedEntry> &planned = writer.entries();
    for (std::size_t i = 0; i < planned.size(); ++i) {
        const PlannedEntry &entry = planned[i];
        const auto at = writer.writtenEntry(written, lookup, i);
        const EntryCheck rule = entry.isNew() ? EntryCheck::Read : writer.checkUntouched(written, at.value_or(-1), i);
        if (rule == EntryCheck::Regenerated)
            continue;
        if (!at) {
            return mismatch(CheckText::tr("%1 is missing from the written archive").arg(entry.path), written.path());
        }
        if (rule == EntryCheck::Same) {
            ++sameByPlace;
            continue;
        }
        if (rule == EntryCheck::Differs)
            return mismatch(CheckText::tr("%1 was not kept as it was stored").arg(entry.path), written.path());
        Comparison c{*at, entry.path, std::nullopt, std::nullopt, entry.original};
        if (entry.isNew()) {
            if (digests.contains(entry.path))
                c.digest = digests.take(entry.path);
            else
                c.source = entry.content;
        }
        comparisons.push_back(std::move(c));
    }
    for (const StoredDigest &digest : std::as_const(digests)) { // entries the format made itself
        const auto at = lookup.find(digest.path);
        if (!at) {
            return mismatch(CheckText::tr("%1 is missing from the written archive").arg(digest.path), written.path());
        }
        comparisons.push_back(Comparison{*at, digest.path, std::nullopt, digest, -1});
    }
    return comparisons;
}

/// Reopens `path` and runs every comparison, in parallel; the first failure in planned order wins.
Result<int> check(const ArchiveWriter &writer, const QString &path, Progress &progress)
{
    auto written = openArchive(path);
    if (!written)
        return written.error();
    int verified = 0;
    auto comparisons = plan(writer, **written, verified);
    if (!comparisons)
        return comparisons.error();
    std::vector<std::optional<Error>> failures(comparisons->size());
    std::atomic<bool> failed{false};
    io::parallelFor(static_cast<int>(comparisons->size()), 0, [&](int i) {
        if (progress.isCanceled())
            return false;
        const auto at = static_cast<std::size_t>(i);
        if (auto ok = compare(writer, **written, (*comparisons)[at]); !ok) {
            failures[at] = ok.error();
            failed.store(true);
            return false;
        }
        return true;
    });
    if (failed.load()) {
        for (std::optional<Error> &failure : failures) {
            if (failure)
                return *failure;
        }
    }
    if (progress.isCanceled())
        return Error{ErrorCode::Canceled, CheckText::tr("Saving was canceled"), path};
    return verified + static_cast<int>(comparisons->size());
}

} // namespace

Result<CheckedCommit> commitChecked(ArchiveWriter &writer, const QString &target, Progress &progress, bool compact)
{
    int verified = 0;
    CommitOptions options;
    options.compact = compact;
    options.check = [&](const QString &written) -> Result<void> {
        progress.setText(CheckText::tr("Checking what was written"));
        auto checked = check(writer, written, progress);
        if (!checked)
            return checked.error();
        verified = *checked;
        return {};
    };
    auto report = writer.commit(target, progress, options);
    if (!report)
        return report.error();
    return CheckedCommit{std::move(report).value(), verified};
}

} // namespace mwb::ops
