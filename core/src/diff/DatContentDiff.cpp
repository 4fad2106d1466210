// SPDX-License-Identifier: GPL-3.0-or-later
// TL2 DAT / TEMPLATE, text or compiled (BINDAT): the changes by property path.
#include "BytesDiff.h"
#include "KindDiffs.h"
#include "mwb/formats/tl2dat/DatPropertyDiff.h"
#include "mwb/formats/tl2dat/DatVersions.h"

namespace mwb::diff {

namespace {

using namespace formats::tl2dat;

/// The value as shown; with its type when the two sides' types differ.
QString valueText(const std::optional<DatProperty> &property, bool withType)
{
    if (!property)
        return {};
    return withType ? QStringLiteral("<%1>%2").arg(property->type, property->value) : property->value;
}

ContentChange::Kind kindOf(DatPropertyChange::Kind kind)
{
    switch (kind) {
    case DatPropertyChange::Kind::Added:
        return ContentChange::Kind::Added;
    case DatPropertyChange::Kind::Removed:
        return ContentChange::Kind::Removed;
    case DatPropertyChange::Kind::Changed:
        break;
    }
    return ContentChange::Kind::Changed;
}

} // namespace

Result<ContentDiff> diffDatVersions(const QString &entryPath, const QByteArray &before, const QByteArray &after)
{
    auto documents = loadDatVersions({before, after}, entryPath);
    if (!documents)
        return documents.error();
    ContentDiff diff;
    const std::vector<DatPropertyChange> changes = diffDatProperties(documents->at(0).root, documents->at(1).root);
    for (const DatPropertyChange &change : changes) {
        const bool typeChanged = change.before && change.after
            && change.before->type.compare(change.after->type, Qt::CaseInsensitive) != 0;
        if (change.key.isEmpty()) { // an empty block
            const QString block = QStringLiteral("[%1]").arg(change.blocks.constLast());
            addChange(diff,
                {kindOf(change.kind), change.path(),
                    change.kind == DatPropertyChange::Kind::Removed ? block : QString(),
                    change.kind == DatPropertyChange::Kind::Added ? block : QString()});
            continue;
        }
        addChange(diff,
            {kindOf(change.kind), change.path(), valueText(change.before, typeChanged),
                valueText(change.after, typeChanged)});
    }
    diff.notes << ContentDiffText::tr("Property changes: %1").arg(changes.size());
    if (changes.empty() && before != after)
        diff.notes << ContentDiffText::tr("The bytes differ but every property is the same (formatting, string ids "
                                          "or text versus compiled form)");
    return diff;
}

} // namespace mwb::diff
