// SPDX-License-Identifier: GPL-3.0-or-later
#include "RawIndexDiff.h"

#include "mwb/formats/tl2raw/RawFile.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QHash>

#include <cstring>

namespace mwb::formats::tl2mod {

namespace {

using tl2raw::RawFile;
using tl2raw::RawRecord;

class DiffText
{
    Q_DECLARE_TR_FUNCTIONS(mwb::formats::tl2mod::ModPacker)
};

/// Each record's key: its FILE value (made unique by its occurrence), or the key of the same record of the table
/// before for a table without FILE.
std::vector<QString> recordKeys(const RawFile &file, std::size_t table, const std::vector<QString> &previous)
{
    const auto &spec = file.layout().tables[table];
    std::size_t fileField = spec.fields.size();
    for (std::size_t f = 0; f < spec.fields.size(); ++f) {
        if (std::strcmp(spec.fields[f].name, "FILE") == 0)
            fileField = f;
    }
    const std::vector<RawRecord> &records = file.tables[table].records;
    std::vector<QString> keys;
    QHash<QString, int> seen;
    for (std::size_t i = 0; i < records.size(); ++i) {
        QString key = fileField < spec.fields.size() ? records[i].text(fileField)
            : i < previous.size()                    ? previous[i]
                                                     : QString::number(i);
        keys.push_back(key + QLatin1Char('#') + QString::number(seen[key]++));
    }
    return keys;
}

RawTableChange compareTable(const RawFile &before, const RawFile &after, std::size_t table,
    std::vector<QString> &beforeKeys, std::vector<QString> &afterKeys)
{
    beforeKeys = recordKeys(before, table, beforeKeys);
    afterKeys = recordKeys(after, table, afterKeys);
    QHash<QString, const RawRecord *> old;
    for (std::size_t i = 0; i < beforeKeys.size(); ++i)
        old.insert(beforeKeys[i], &before.tables[table].records[i]);
    RawTableChange change{QString::fromLatin1(after.layout().tables[table].name), 0, 0, 0};
    for (std::size_t i = 0; i < afterKeys.size(); ++i) {
        const RawRecord *was = old.take(afterKeys[i]);
        if (!was)
            ++change.added;
        else if (was->values != after.tables[table].records[i].values)
            ++change.changed;
    }
    change.removed = static_cast<int>(old.size());
    return change;
}

} // namespace

QString RawIndexChange::tablesSummary() const
{
    QStringList parts;
    for (const RawTableChange &table : tables) {
        QStringList counts;
        if (table.added)
            counts << QStringLiteral("+%1").arg(table.added);
        if (table.removed)
            counts << QStringLiteral("-%1").arg(table.removed);
        if (table.changed)
            counts << DiffText::tr("%1 changed").arg(table.changed);
        parts << QStringLiteral("%1 %2").arg(table.table, counts.join(QLatin1Char(' ')));
    }
    return parts.isEmpty() ? DiffText::tr("same records in another order") : parts.join(QLatin1String(", "));
}

QString RawIndexChange::summary() const
{
    const QString name = QFileInfo(path).fileName();
    if (kind == Kind::Dropped)
        return DiffText::tr("%1: left out, its sources are gone").arg(name);
    return (kind == Kind::Added ? DiffText::tr("%1 (new): %2") : DiffText::tr("%1: %2")).arg(name, tablesSummary());
}

std::optional<RawIndexChange> compareRawIndex(
    const QString &path, const std::optional<QByteArray> &before, const std::optional<QByteArray> &after)
{
    const auto kind = tl2raw::rawKindFromPath(path);
    if (!kind || (!before && !after) || (before && after && *before == *after))
        return std::nullopt;
    RawIndexChange change;
    change.path = path;
    change.kind = !before ? RawIndexChange::Kind::Added
        : !after          ? RawIndexChange::Kind::Dropped
                          : RawIndexChange::Kind::Updated;
    if (!after)
        return change;
    auto oldFile = before ? RawFile::parse(*kind, *before) : Result<RawFile>(RawFile::empty(*kind));
    const RawFile empty = RawFile::empty(*kind);
    auto newFile = RawFile::parse(*kind, *after);
    if (!newFile)
        return change;
    const RawFile &oldRaw = oldFile ? oldFile.value() : empty;
    std::vector<QString> beforeKeys;
    std::vector<QString> afterKeys;
    for (std::size_t t = 0; t < newFile->tables.size(); ++t) {
        const RawTableChange table = compareTable(oldRaw, newFile.value(), t, beforeKeys, afterKeys);
        if (table.added || table.removed || table.changed)
            change.tables.push_back(table);
    }
    return change;
}

bool lacksOrContradicts(const RawIndexChange &change)
{
    if (change.kind == RawIndexChange::Kind::Added)
        return true;
    for (const RawTableChange &table : change.tables) {
        if (table.added || table.changed)
            return true;
    }
    return false;
}

} // namespace mwb::formats::tl2mod
