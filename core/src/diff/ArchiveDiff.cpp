// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/core/diff/ArchiveDiff.h"

#include "mwb/core/io/WorkerPool.h"

#include <QHash>
#include <QSet>

#include <zlib.h>

#include <algorithm>
#include <atomic>
#include <functional>

namespace mwb::diff {

namespace {

class DiffText
{
    Q_DECLARE_TR_FUNCTIONS(mwb::diff::ArchiveDiff)
};

/// A file entry of one archive with its comparison key (the path, case-folded when paths compare without case).
struct File
{
    const EntryIndex::Input *input = nullptr;
    QString key;
};

/// A stored CRC-32 worth trusting: MPQ's (attributes) holds 0 for files it did not checksum.
std::optional<quint32> storedCrc(const EntryIndex::Input &input)
{
    if (!input.hasChecksum || (input.checksum == 0 && input.size > 0))
        return std::nullopt;
    return input.checksum;
}

EntrySide sideOf(const EntryIndex::Input &input)
{
    return EntrySide{input.path, input.entry, input.size, storedCrc(input)};
}

std::vector<File> filesOf(const Archive &archive, Qt::CaseSensitivity pathCase)
{
    std::vector<File> files;
    files.reserve(archive.indexInputs().size());
    for (const EntryIndex::Input &input : archive.indexInputs()) {
        if (!input.path.endsWith(QLatin1Char('/')))
            files.push_back({&input, pathCase == Qt::CaseInsensitive ? input.path.toCaseFolded() : input.path});
    }
    std::stable_sort(files.begin(), files.end(), [](const File &a, const File &b) {
        return a.key != b.key ? a.key < b.key : a.input->locale < b.input->locale;
    });
    return files;
}

QString fileNameOf(const QString &path)
{
    return path.section(QLatin1Char('/'), -1);
}

/// The entry reads of one diff: counted, canceled through the progress, the first error (by task) kept.
class Reads
{
public:
    Reads(const Archive &before, const Archive &after, Progress &progress)
        : m_before(before)
        , m_after(after)
        , m_progress(progress)
    { }

    /// Runs `task(i)` for i in [0, count) on the worker pool; the error of the lowest failing task, or Canceled.
    [[nodiscard]] Result<void> run(int count, const std::function<Result<void>(int)> &task)
    {
        std::vector<std::optional<Error>> errors(static_cast<std::size_t>(count));
        io::parallelFor(count, 0, [&](int i) {
            if (m_progress.isCanceled())
                return false;
            auto done = task(i);
            if (!done)
                errors[static_cast<std::size_t>(i)] = done.error();
            return done.has_value();
        });
        if (m_progress.isCanceled())
            return Error{ErrorCode::Canceled, DiffText::tr("The comparison was canceled"), m_before.path(), -1};
        for (auto &error : errors) {
            if (error)
                return *error;
        }
        return {};
    }

    [[nodiscard]] Result<QByteArray> read(bool after, int entry)
    {
        auto bytes = (after ? m_after : m_before).readEntry(entry);
        m_progress.setDone(++m_count);
        return bytes;
    }
    [[nodiscard]] Result<bool> sameContent(const EntrySide &before, const EntrySide &after)
    {
        auto a = read(false, before.entry);
        if (!a)
            return a.error();
        auto b = read(true, after.entry);
        if (!b)
            return b.error();
        return *a == *b;
    }
    [[nodiscard]] int count() const { return m_count.load(); }

private:
    const Archive &m_before;
    const Archive &m_after;
    Progress &m_progress;
    std::atomic<int> m_count{0};
};

/// Compares the entries present on both sides; the changed ones go to `out`.
Result<void> comparePairs(const std::vector<std::pair<EntrySide, EntrySide>> &pairs, Reads &reads, ArchiveDiff &out)
{
    std::vector<std::size_t> unknown;
    for (std::size_t i = 0; i < pairs.size(); ++i) {
        const auto &[before, after] = pairs[i];
        if (before.size != after.size)
            out.changes.push_back({ChangeKind::Changed, before, after, Evidence::Size});
        else if (before.crc32 && after.crc32 && *before.crc32 != *after.crc32)
            out.changes.push_back({ChangeKind::Changed, before, after, Evidence::Checksum});
        else if (before.crc32 && after.crc32)
            ++out.unchanged;
        else
            unknown.push_back(i);
    }
    std::vector<char> same(unknown.size(), 0);
    auto done = reads.run(static_cast<int>(unknown.size()), [&](int i) -> Result<void> {
        const auto &[before, after] = pairs[unknown[static_cast<std::size_t>(i)]];
        auto equal = reads.sameContent(before, after);
        if (!equal)
            return equal.error();
        same[static_cast<std::size_t>(i)] = *equal ? 1 : 0;
        return {};
    });
    if (!done)
        return done;
    for (std::size_t i = 0; i < unknown.size(); ++i) {
        const auto &[before, after] = pairs[unknown[i]];
        if (same[i])
            ++out.unchanged;
        else
            out.changes.push_back({ChangeKind::Changed, before, after, Evidence::Content});
    }
    return {};
}

/// The CRC-32 of every side that may be part of a rename (its size is unpaired on the other side too) and has
/// none stored, computed from its bytes. `computed[i]` tells which ones.
Result<void> fillMissingCrcs(std::vector<EntrySide> &sides, bool after, const QSet<qint64> &otherSizes,
    std::vector<char> &computed, Reads &reads)
{
    computed.assign(sides.size(), 0);
    std::vector<std::size_t> missing;
    for (std::size_t i = 0; i < sides.size(); ++i) {
        if (!sides[i].crc32 && sides[i].size > 0 && otherSizes.contains(sides[i].size))
            missing.push_back(i);
    }
    return reads.run(static_cast<int>(missing.size()), [&](int i) -> Result<void> {
        EntrySide &side = sides[missing[static_cast<std::size_t>(i)]];
        auto bytes = reads.read(after, side.entry);
        if (!bytes)
            return bytes.error();
        side.crc32 = static_cast<quint32>(
            crc32(0, reinterpret_cast<const Bytef *>(bytes->constData()), static_cast<uInt>(bytes->size())));
        computed[missing[static_cast<std::size_t>(i)]] = 1;
        return {};
    });
}

QSet<qint64> sizesOf(const std::vector<EntrySide> &sides)
{
    QSet<qint64> sizes;
    for (const EntrySide &side : sides) {
        if (side.size > 0)
            sizes.insert(side.size);
    }
    return sizes;
}

/// Pairs removed and added entries of the same size and CRC-32 into renames and moves (a candidate with the same
/// file name first); what stays unpaired is reported as removed and added.
Result<void> matchRenames(std::vector<EntrySide> removed, std::vector<EntrySide> added, Qt::CaseSensitivity pathCase,
    Reads &reads, ArchiveDiff &out)
{
    std::vector<char> removedComputed;
    std::vector<char> addedComputed;
    if (auto ok = fillMissingCrcs(removed, false, sizesOf(added), removedComputed, reads); !ok)
        return ok;
    if (auto ok = fillMissingCrcs(added, true, sizesOf(removed), addedComputed, reads); !ok)
        return ok;
    QHash<QPair<qint64, quint32>, std::vector<std::size_t>> addedByContent;
    for (std::size_t i = 0; i < added.size(); ++i) {
        if (added[i].size > 0 && added[i].crc32)
            addedByContent[{added[i].size, *added[i].crc32}].push_back(i);
    }
    std::vector<char> addedTaken(added.size(), 0);
    for (std::size_t r = 0; r < removed.size(); ++r) {
        const EntrySide &from = removed[r];
        const auto candidates = from.size > 0 && from.crc32 ? addedByContent.constFind({from.size, *from.crc32})
                                                            : addedByContent.constEnd();
        std::optional<std::size_t> match;
        if (candidates != addedByContent.constEnd()) {
            std::vector<std::size_t> order = *candidates;
            std::stable_partition(order.begin(), order.end(), [&](std::size_t a) {
                return fileNameOf(added[a].path).compare(fileNameOf(from.path), pathCase) == 0;
            });
            for (const std::size_t a : order) {
                if (addedTaken[a])
                    continue;
                if (removedComputed[r] || addedComputed[a]) { // a computed CRC-32 is confirmed byte for byte
                    auto same = reads.sameContent(from, added[a]);
                    if (!same)
                        return same.error();
                    if (!*same)
                        continue;
                }
                match = a;
                break;
            }
        }
        if (!match) {
            out.changes.push_back({ChangeKind::Removed, from, {}, Evidence::Size});
            continue;
        }
        addedTaken[*match] = 1;
        const EntrySide &to = added[*match];
        const bool sameName = fileNameOf(to.path).compare(fileNameOf(from.path), pathCase) == 0;
        out.changes.push_back({sameName ? ChangeKind::Moved : ChangeKind::Renamed, from, to, Evidence::Size});
    }
    for (std::size_t a = 0; a < added.size(); ++a) {
        if (!addedTaken[a])
            out.changes.push_back({ChangeKind::Added, {}, added[a], Evidence::Size});
    }
    return {};
}

} // namespace

int ArchiveDiff::count(ChangeKind kind) const
{
    return static_cast<int>(std::count_if(changes.begin(), changes.end(), [kind](const EntryChange &c) {
        return c.kind == kind;
    }));
}

Result<ArchiveDiff> diffArchives(const Archive &before, const Archive &after, Progress &progress)
{
    const Qt::CaseSensitivity pathCase
        = before.pathCase() == Qt::CaseInsensitive || after.pathCase() == Qt::CaseInsensitive ? Qt::CaseInsensitive
                                                                                              : Qt::CaseSensitive;
    progress.setText(DiffText::tr("Comparing %1 with %2").arg(before.path(), after.path()));
    const std::vector<File> a = filesOf(before, pathCase);
    const std::vector<File> b = filesOf(after, pathCase);
    std::vector<std::pair<EntrySide, EntrySide>> pairs;
    std::vector<EntrySide> removed;
    std::vector<EntrySide> added;
    std::size_t i = 0;
    std::size_t j = 0;
    while (i < a.size() || j < b.size()) {
        if (j == b.size() || (i < a.size() && a[i].key < b[j].key))
            removed.push_back(sideOf(*a[i++].input));
        else if (i == a.size() || b[j].key < a[i].key)
            added.push_back(sideOf(*b[j++].input));
        else
            pairs.emplace_back(sideOf(*a[i++].input), sideOf(*b[j++].input));
    }
    ArchiveDiff out;
    Reads reads(before, after, progress);
    if (auto ok = comparePairs(pairs, reads, out); !ok)
        return ok.error();
    if (auto ok = matchRenames(std::move(removed), std::move(added), pathCase, reads, out); !ok)
        return ok.error();
    out.contentReads = reads.count();
    std::sort(out.changes.begin(), out.changes.end(), [pathCase](const EntryChange &x, const EntryChange &y) {
        const int order = x.path().compare(y.path(), pathCase);
        return order != 0 ? order < 0 : x.kind < y.kind;
    });
    return out;
}

QString changeKindName(ChangeKind kind)
{
    switch (kind) {
    case ChangeKind::Added:
        return QStringLiteral("added");
    case ChangeKind::Removed:
        return QStringLiteral("removed");
    case ChangeKind::Changed:
        return QStringLiteral("changed");
    case ChangeKind::Renamed:
        return QStringLiteral("renamed");
    case ChangeKind::Moved:
        return QStringLiteral("moved");
    }
    return {};
}

QString evidenceName(Evidence evidence)
{
    switch (evidence) {
    case Evidence::Size:
        return QStringLiteral("size");
    case Evidence::Checksum:
        return QStringLiteral("crc32");
    case Evidence::Content:
        return QStringLiteral("content");
    }
    return {};
}

} // namespace mwb::diff
