// SPDX-License-Identifier: GPL-3.0-or-later
// The content differ table: one line per kind, tried in order (see ContentDiffers.h for how to add one).
#include "ContentDiffers.h"

namespace mwb::diff {

namespace {

constexpr detail::ContentDifferEntry kDiffers[] = {
    {"tl2dat", detail::probeDat, detail::diffDat},
    {"dbc", detail::probeDbc, detail::diffDbc},
    {"image", detail::probeImage, detail::diffImage},
    {"bytes", detail::probeBytes, detail::diffBytes},
};

} // namespace

void detail::addChange(ContentDiff &diff, ContentChange change)
{
    if (static_cast<int>(diff.changes.size()) < ContentDiff::kMaxChanges)
        diff.changes.push_back(std::move(change));
    else
        ++diff.omitted;
}

ContentDiff diffContent(const QString &entryPath, const QByteArray &before, const QByteArray &after)
{
    QStringList fallbackNotes;
    for (const detail::ContentDifferEntry &differ : kDiffers) {
        if (!differ.probe(entryPath, before, after))
            continue;
        auto diff = differ.diff(entryPath, before, after);
        if (diff) {
            diff->kind = QLatin1String(differ.kind);
            diff->notes = fallbackNotes + diff->notes;
            return std::move(diff).value();
        }
        fallbackNotes << detail::ContentDiffText::tr("Compared byte by byte: %1").arg(diff.error().toString());
    }
    return {}; // unreachable: the byte differ accepts everything and never fails
}

} // namespace mwb::diff
