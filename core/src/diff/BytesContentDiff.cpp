// SPDX-License-Identifier: GPL-3.0-or-later
// Any content: the first differing offset, how many bytes differ, and the first runs of differing bytes in hex.
#include "BytesDiff.h"

namespace mwb::diff {

namespace {

/// Runs listed; bytes of a run shown (the run's length is always given).
constexpr int kMaxRuns = 64;
constexpr qsizetype kMaxShownBytes = 16;

QString offsetText(qsizetype offset)
{
    return QStringLiteral("0x%1").arg(offset, 8, 16, QLatin1Char('0'));
}

QString hexOf(QByteArrayView bytes)
{
    const QByteArray shown = bytes.first(std::min(bytes.size(), kMaxShownBytes)).toByteArray().toHex(' ');
    return bytes.size() > kMaxShownBytes ? QString::fromLatin1(shown) + QStringLiteral(" …")
                                         : QString::fromLatin1(shown);
}

} // namespace

void addChange(ContentDiff &diff, ContentChange change)
{
    if (static_cast<int>(diff.changes.size()) < ContentDiff::kMaxChanges)
        diff.changes.push_back(std::move(change));
    else
        ++diff.omitted;
}

ContentDiff diffBytes(const QByteArray &before, const QByteArray &after)
{
    ContentDiff diff;
    const qsizetype common = std::min(before.size(), after.size());
    qsizetype differing = 0;
    qsizetype first = -1;
    int runs = 0;
    for (qsizetype i = 0; i < common;) {
        if (before[i] == after[i]) {
            ++i;
            continue;
        }
        qsizetype end = i;
        while (end < common && before[end] != after[end])
            ++end;
        differing += end - i;
        if (first < 0)
            first = i;
        if (runs++ < kMaxRuns) {
            addChange(diff,
                {ContentChange::Kind::Changed, offsetText(i), hexOf(QByteArrayView(before).sliced(i, end - i)),
                    hexOf(QByteArrayView(after).sliced(i, end - i))});
        } else {
            ++diff.omitted;
        }
        i = end;
    }
    if (before.size() > common) {
        addChange(
            diff, {ContentChange::Kind::Removed, offsetText(common), hexOf(QByteArrayView(before).sliced(common)), {}});
    } else if (after.size() > common) {
        addChange(
            diff, {ContentChange::Kind::Added, offsetText(common), {}, hexOf(QByteArrayView(after).sliced(common))});
    }
    if (first < 0 && before.size() != after.size())
        first = common;
    diff.firstDifference = first;
    diff.differingBytes = differing;
    diff.notes << ContentDiffText::tr("Size: %1 → %2 bytes").arg(before.size()).arg(after.size());
    if (first >= 0) {
        diff.notes << ContentDiffText::tr("First differing byte at %1").arg(offsetText(first));
        diff.notes << ContentDiffText::tr("Bytes that differ in the common length: %1").arg(differing);
    }
    diff.kind = QStringLiteral("bytes");
    return diff;
}

} // namespace mwb::diff
