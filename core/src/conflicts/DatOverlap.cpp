// SPDX-License-Identifier: GPL-3.0-or-later
#include "DatOverlap.h"

#include "mwb/formats/tl2dat/DatCompiler.h"
#include "mwb/formats/tl2dat/DatPropertyMerge.h"
#include "mwb/formats/tl2dat/DatVersions.h"

#include <QHash>

#include <set>

namespace mwb::conflicts::detail {

namespace {

using formats::tl2dat::DatDocument;
using formats::tl2dat::DatProperty;
using formats::tl2dat::DatPropertyChange;

bool sameValue(const std::optional<DatProperty> &a, const std::optional<DatProperty> &b)
{
    return a && b ? formats::tl2dat::sameDatValue(*a, *b) : !a && !b;
}

/// Mods (i < j) whose values differ, added to `pairs`.
void addDifferingPairs(const std::vector<PropertyValue> &values, std::set<std::pair<int, int>> &pairs)
{
    for (std::size_t a = 0; a < values.size(); ++a) {
        for (std::size_t b = a + 1; b < values.size(); ++b) {
            if (values[a].mod != values[b].mod && !sameValue(values[a].value, values[b].value))
                pairs.insert(std::minmax(values[a].mod, values[b].mod));
        }
    }
}

} // namespace

Result<DatOverlap> DatOverlap::compare(const QString &path, const std::vector<int> &mods,
    const std::vector<QByteArray> &copies, const std::optional<QByteArray> &base, bool withBase)
{
    std::vector<QByteArray> versions = copies;
    if (base)
        versions.insert(versions.begin(), *base);
    auto documents = formats::tl2dat::loadDatVersions(versions, path);
    if (!documents)
        return documents.error();
    DatOverlap overlap;
    overlap.m_mods = mods;
    overlap.m_withBase = withBase;
    if (base) {
        overlap.m_base = std::move(documents->front());
        documents->erase(documents->begin());
    } else if (withBase) {
        overlap.m_base.root.tag = documents->front().root.tag; // a new file: every property is a change
    } else {
        overlap.m_base = documents->front();
    }
    const quint32 root = formats::tl2dat::datNameHash(overlap.m_base.root.tag);
    QHash<QString, std::size_t> groupOf;
    overlap.m_changes.resize(documents->size());
    for (std::size_t i = 0; i < documents->size(); ++i) {
        if (formats::tl2dat::datNameHash((*documents)[i].root.tag) != root) {
            return Error{ErrorCode::InvalidInput,
                tr("The copies have different root blocks ([%1], [%2])")
                    .arg(overlap.m_base.root.tag, (*documents)[i].root.tag),
                path, -1};
        }
        if (!withBase && i == 0)
            continue;
        overlap.m_changes[i] = formats::tl2dat::diffDatProperties(overlap.m_base.root, (*documents)[i].root);
        for (std::size_t c = 0; c < overlap.m_changes[i].size(); ++c) {
            const DatPropertyChange &change = overlap.m_changes[i][c];
            const QString key = formats::tl2dat::datAddressKey(change);
            auto found = groupOf.constFind(key);
            if (found == groupOf.constEnd()) {
                found = groupOf.insert(key, overlap.m_groups.size());
                overlap.m_groups.push_back(Group{change.path(), {}});
            }
            overlap.m_groups[*found].touches.push_back(Touch{i, c});
        }
    }
    return overlap;
}

const DatPropertyChange &DatOverlap::changeOf(const Touch &touch) const
{
    return m_changes[touch.copy][touch.change];
}

void DatOverlap::describe(FileReport &report) const
{
    report.comparedByProperty = true;
    if (m_withBase)
        describeAgainstBase(report);
    else
        describeAgainstFirst(report);
}

void DatOverlap::describeAgainstBase(FileReport &report) const
{
    std::set<std::pair<int, int>> pairs;
    bool conflict = false;
    for (const Group &group : m_groups) {
        if (group.touches.size() < 2) {
            ++report.disjointChanges;
            continue;
        }
        PropertyOverlap overlap;
        overlap.address = group.address;
        overlap.base = changeOf(group.touches.front()).before;
        for (const Touch &touch : group.touches)
            overlap.values.push_back(PropertyValue{m_mods[touch.copy], changeOf(touch).after});
        overlap.winner = overlap.values.back().mod;
        addDifferingPairs(overlap.values, pairs);
        overlap.conflict = std::any_of(overlap.values.begin(), overlap.values.end(), [&](const PropertyValue &value) {
            return !sameValue(value.value, overlap.values.front().value);
        });
        conflict = conflict || overlap.conflict;
        report.properties.push_back(std::move(overlap));
    }
    report.conflictingPairs.assign(pairs.begin(), pairs.end());
    report.status = conflict ? FileStatus::Conflict : FileStatus::Harmless;
}

void DatOverlap::describeAgainstFirst(FileReport &report) const
{
    std::set<std::pair<int, int>> pairs;
    for (const Group &group : m_groups) {
        PropertyOverlap overlap;
        overlap.address = group.address;
        overlap.conflict = true;
        const std::optional<DatProperty> first = changeOf(group.touches.front()).before;
        for (std::size_t copy = 0; copy < m_mods.size(); ++copy) {
            std::optional<DatProperty> value = first;
            for (const Touch &touch : group.touches) {
                if (touch.copy == copy)
                    value = changeOf(touch).after;
            }
            overlap.values.push_back(PropertyValue{m_mods[copy], std::move(value)});
        }
        overlap.winner = m_mods.back();
        addDifferingPairs(overlap.values, pairs);
        report.properties.push_back(std::move(overlap));
    }
    report.conflictingPairs.assign(pairs.begin(), pairs.end());
    report.status = m_groups.empty() ? FileStatus::Harmless : FileStatus::PossibleConflict;
}

DatDocument DatOverlap::merged(const std::function<int(const QString &address)> &pick) const
{
    std::vector<const DatPropertyChange *> kept;
    kept.reserve(m_groups.size());
    for (const Group &group : m_groups) {
        const int chosen = pick(group.address);
        const Touch *winner = &group.touches.back();
        for (const Touch &touch : group.touches) {
            if (m_mods[touch.copy] == chosen)
                winner = &touch;
        }
        kept.push_back(&changeOf(*winner));
    }
    DatDocument document;
    document.root = formats::tl2dat::applyDatChanges(m_base.root, kept);
    return document;
}

} // namespace mwb::conflicts::detail
