// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/core/EntryIndexSearch.h"

namespace mwb {

std::vector<EntryIndex::NodeId> findInAnyCase(const EntryIndex &index, QStringView path)
{
    const QString slashed = path.toString().replace(QLatin1Char('\\'), QLatin1Char('/'));
    std::vector<EntryIndex::NodeId> level{EntryIndex::Root};
    for (const QStringView part : QStringView(slashed).split(QLatin1Char('/'), Qt::SkipEmptyParts)) {
        std::vector<EntryIndex::NodeId> next;
        for (const EntryIndex::NodeId parent : level) {
            const EntryIndex::Node &n = index.node(parent);
            for (EntryIndex::NodeId child = n.firstChild; child < n.firstChild + n.childCount; ++child) {
                if (index.node(child).name.compare(part, Qt::CaseInsensitive) == 0)
                    next.push_back(child);
            }
        }
        level = std::move(next);
    }
    return level;
}

} // namespace mwb
