// SPDX-License-Identifier: GPL-3.0-or-later
// WDBC client tables: records paired by their id (the first column), changes by record and column.
#include "BytesDiff.h"
#include "KindDiffs.h"
#include "mwb/formats/dbc/DbcSchema.h"

#include <QHash>

namespace mwb::diff {

namespace {

using namespace formats::dbc;

/// Rows by record id (the first u32), or empty when the ids repeat (the rows then pair by position).
QHash<quint32, int> rowsById(const DbcTable &table)
{
    QHash<quint32, int> rows;
    rows.reserve(table.recordCount());
    for (int row = 0; row < table.recordCount(); ++row) {
        if (table.header().recordSize < 4)
            return {};
        const auto id = static_cast<quint32>(table.value(row, 0, 4));
        if (rows.contains(id))
            return {};
        rows.insert(id, row);
    }
    return rows;
}

QString recordText(const DbcTable &table, const DbcSchema &schema, int row)
{
    constexpr int kShownFields = 8;
    QStringList cells;
    for (std::size_t f = 0; f < schema.fields.size() && cells.size() < kShownFields; ++f)
        cells << cellText(table, schema.fields[f], row);
    return cells.join(QStringLiteral(", ")) + (schema.fields.size() > kShownFields ? QStringLiteral(", …") : QString());
}

void addHeaderChange(ContentDiff &diff, const QString &name, quint32 before, quint32 after)
{
    if (before != after)
        addChange(diff, {ContentChange::Kind::Changed, name, QString::number(before), QString::number(after)});
}

} // namespace

Result<ContentDiff> diffDbcVersions(const QString &entryPath, const QByteArray &before, const QByteArray &after)
{
    auto a = DbcTable::parse(before, entryPath);
    if (!a)
        return a.error();
    auto b = DbcTable::parse(after, entryPath);
    if (!b)
        return b.error();
    ContentDiff diff;
    const DbcHeader &ha = a->header();
    const DbcHeader &hb = b->header();
    addHeaderChange(diff, ContentDiffText::tr("record count"), ha.recordCount, hb.recordCount);
    addHeaderChange(diff, ContentDiffText::tr("field count"), ha.fieldCount, hb.fieldCount);
    addHeaderChange(diff, ContentDiffText::tr("record size"), ha.recordSize, hb.recordSize);
    if (ha.fieldCount != hb.fieldCount || ha.recordSize != hb.recordSize) {
        diff.notes << ContentDiffText::tr("The record layout changed: records are not compared");
        return diff;
    }
    const DbcSchema schema = DbcSchema::forTable(*b, entryPath);
    if (!schema.tableName.isEmpty())
        diff.notes << ContentDiffText::tr("Columns of %1 (3.3.5a definition)").arg(schema.tableName);
    else
        diff.notes << ContentDiffText::tr("Column types guessed from the values");
    const QHash<quint32, int> idsA = rowsById(*a);
    const QHash<quint32, int> idsB = rowsById(*b);
    const bool byId = (!idsA.isEmpty() || a->recordCount() == 0) && (!idsB.isEmpty() || b->recordCount() == 0);
    if (!byId)
        diff.notes << ContentDiffText::tr("Record ids repeat: records are paired by position");
    const QString recordLabel = byId ? ContentDiffText::tr("record %1") : ContentDiffText::tr("row %1");
    const bool stringsEqual
        = QByteArrayView(before).sliced(a->stringBlockOffset()) == QByteArrayView(after).sliced(b->stringBlockOffset());
    const auto keyOf = [&](const DbcTable &table, int row) {
        return byId ? static_cast<quint32>(table.value(row, 0, 4)) : static_cast<quint32>(row);
    };
    for (int row = 0; row < b->recordCount(); ++row) {
        const quint32 key = keyOf(*b, row);
        const int other = byId ? idsA.value(key, -1) : (row < a->recordCount() ? row : -1);
        const QString label = recordLabel.arg(key);
        if (other < 0) {
            addChange(diff, {ContentChange::Kind::Added, label, {}, recordText(*b, schema, row)});
            continue;
        }
        if (stringsEqual && a->record(other) == b->record(row))
            continue;
        for (const DbcField &field : schema.fields) {
            const QString old = cellText(*a, field, other);
            const QString now = cellText(*b, field, row);
            if (old != now)
                addChange(diff, {ContentChange::Kind::Changed, label + QLatin1Char('/') + field.name, old, now});
        }
    }
    for (int row = 0; row < a->recordCount(); ++row) {
        const quint32 key = keyOf(*a, row);
        if (byId ? !idsB.contains(key) : row >= b->recordCount())
            addChange(diff, {ContentChange::Kind::Removed, recordLabel.arg(key), recordText(*a, schema, row), {}});
    }
    return diff;
}

} // namespace mwb::diff
