// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/formats/dbc/DbcSchema.h"

#include "DbcLayouts.h"
#include "mwb/formats/dbc/DbcCell.h"

#include <QFileInfo>

#include <algorithm>
#include <array>
#include <bit>
#include <cmath>
#include <unordered_set>

namespace mwb::formats::dbc {

namespace {

/// Locale slots of a 3.3.5a locstring, in storage order (wow.md §2.1), then the flags mask.
constexpr int kMaxGuessRecords = 20000;

constexpr std::array<const char *, 16> kLocales = {"enUS", "koKR", "frFR", "deDE", "zhCN", "zhTW", "esES", "esMX",
    "ruRU", "jaJP", "ptPT", "ptBR", "itIT", "unk1", "unk2", "unk3"};

/// What a field is besides its name and kind.
struct FieldExtras
{
    Confidence confidence = Confidence::Defined;
    QString reason{};
    int localeSlot = -1;
    QString key{}; ///< empty: the name
    bool isId = false;
    QString relation{};
    QString column{};
    int element = -1;
};

void addField(DbcSchema &schema, QString name, ColumnKind kind, FieldExtras extras = {})
{
    const int offset = schema.fields.empty() ? 0 : schema.fields.back().offset + schema.fields.back().size;
    QString key = extras.key.isEmpty() ? name : std::move(extras.key);
    schema.fields.push_back(
        {std::move(name), kind, offset, kindSize(kind), extras.confidence, std::move(extras.reason), extras.localeSlot,
            std::move(key), extras.isId, std::move(extras.relation), std::move(extras.column), extras.element});
}

/// A key the 3.3.5a definitions leave a plain number although the client reads it as an id of another table.
struct UndeclaredRelation
{
    const char *table;
    const char *column;
    const char *relation;
};

/// Item.DisplayInfoID is the ItemDisplayInfo row of the item's model and icon (AzerothCore's item_template.displayid).
constexpr UndeclaredRelation kUndeclaredRelations[] = {{"Item", "DisplayInfoID", "ItemDisplayInfo"}};

/// The table the values of `column` of `table` are ids of, or empty.
QString relationOf(const KnownTable &table, const KnownColumn &column)
{
    if (column.relation)
        return QString(QLatin1StringView(column.relation));
    for (const UndeclaredRelation &undeclared : kUndeclaredRelations) {
        if (qstrcmp(undeclared.table, table.name) == 0 && qstrcmp(undeclared.column, column.name) == 0)
            return QString(QLatin1StringView(undeclared.relation));
    }
    return {};
}

/// Table names to look up for a file: its base name, then the name after each '_' (corpus and tool prefixes).
QStringList candidateNames(const QString &path)
{
    const QString base = tableNameOfPath(path);
    QStringList names{base};
    for (qsizetype at = base.indexOf(QLatin1Char('_')); at >= 0; at = base.indexOf(QLatin1Char('_'), at + 1))
        names << base.mid(at + 1);
    return names;
}

/// What the values of one 4-byte column across every record say about its type.
struct ColumnEvidence
{
    bool allZero = true;
    bool allBool = true;
    bool allInStringBlock = true;
    qsizetype stringStarts = 0;
    bool allFloatLike = true;
    bool allSmall = true; ///< below 2^24: a plausible id
    std::unordered_set<quint32> distinct;

    void add(const DbcTable &table, quint32 value)
    {
        distinct.insert(value);
        allZero = allZero && value == 0;
        allBool = allBool && value <= 1;
        allInStringBlock = allInStringBlock && table.stringAt(value).has_value();
        stringStarts += table.isStringStart(value) ? 1 : 0;
        allSmall = allSmall && value < (1U << 24);
        if (value != 0) {
            const float f = std::bit_cast<float>(value);
            allFloatLike = allFloatLike && std::isnormal(f) && std::fabs(f) >= 1e-6f && std::fabs(f) <= 1e9f;
        }
    }
    [[nodiscard]] qsizetype distinctNonZero() const { return qsizetype(distinct.size()) - (distinct.count(0) ? 1 : 0); }
};

void guessColumn(DbcSchema &schema, const ColumnEvidence &e, int column, int records)
{
    const QString name = DbcSchema::tr("field %1").arg(column);
    const QString key = QStringLiteral("field_%1").arg(column);
    const bool unique = qsizetype(e.distinct.size()) == records;
    const auto guess = [&](Confidence confidence, QString reason) {
        return FieldExtras{confidence, std::move(reason), -1, key};
    };
    if (e.allZero) {
        addField(schema, name, ColumnKind::Zero,
            guess(Confidence::Low, DbcSchema::tr("every value is 0: no type evidence")));
    } else if (column == 0 && unique && e.allSmall) {
        FieldExtras id = guess(e.allBool ? Confidence::Low : Confidence::High,
            e.allBool ? DbcSchema::tr("unique, but only 0 and 1: also valid as string offsets or booleans")
                      : DbcSchema::tr("unique small integers in the first column: the record id"));
        id.key = QStringLiteral("ID");
        id.isId = true;
        addField(schema, DbcSchema::tr("ID"), ColumnKind::UInt32, std::move(id));
    } else if (e.allBool) {
        addField(schema, name, ColumnKind::Bool,
            guess(Confidence::Medium,
                DbcSchema::tr("only 0 and 1: a flag, or an id or string offset that happens to be small")));
    } else if (e.allInStringBlock && e.stringStarts * 4 >= qsizetype(records) * 3) {
        // Writers share string tails, so a few offsets may point inside a string (wow.md §2.2: ≥ 75 % starts).
        addField(schema, name, ColumnKind::String,
            guess(e.distinctNonZero() >= 3 ? Confidence::High : Confidence::Medium,
                DbcSchema::tr("every value points into the string block, most at the start of a string")));
    } else if (e.allFloatLike) {
        addField(schema, name, ColumnKind::Float,
            guess(e.distinctNonZero() >= 3 ? Confidence::High : Confidence::Medium,
                DbcSchema::tr("every non-zero value reads as an ordinary float")));
    } else {
        addField(schema, name, ColumnKind::Int32, guess(Confidence::High, DbcSchema::tr("integers")));
    }
}

} // namespace

int DbcSchema::idField() const
{
    for (std::size_t i = 0; i < fields.size(); ++i) {
        if (fields[i].isId)
            return int(i);
    }
    return -1;
}

int DbcSchema::fieldIndex(QStringView key) const
{
    for (std::size_t i = 0; i < fields.size(); ++i) {
        if (key.compare(fields[i].key, Qt::CaseInsensitive) == 0)
            return int(i);
    }
    return -1;
}

int DbcSchema::recordBytes() const
{
    return fields.empty() ? 0 : fields.back().offset + fields.back().size;
}

DbcSchema DbcSchema::defined(const QString &tableName)
{
    DbcSchema schema;
    const std::span<const KnownColumn> columns = knownColumns();
    for (const KnownTable &table : knownTables()) {
        if (tableName.compare(QLatin1StringView(table.name), Qt::CaseInsensitive) != 0)
            continue;
        schema.tableName = QLatin1StringView(table.name);
        for (const KnownColumn &column : columns.subspan(std::size_t(table.first), std::size_t(table.count))) {
            const QString name = QLatin1StringView(column.name);
            for (int element = 0; element < column.count; ++element) {
                const QString elementName
                    = column.count > 1 ? QStringLiteral("%1[%2]").arg(name).arg(element) : name;
                FieldExtras extras;
                extras.isId = column.isId;
                extras.relation = relationOf(table, column);
                extras.column = name;
                extras.element = column.count > 1 ? element : -1;
                if (column.kind != ColumnKind::LocString) {
                    addField(schema, elementName, column.kind, extras);
                    continue;
                }
                for (int slot = 0; slot <= kLocaleFlags; ++slot) {
                    extras.localeSlot = slot;
                    addField(schema, QStringLiteral("%1[%2]").arg(elementName, localeSlotName(slot)),
                        slot == kLocaleFlags ? ColumnKind::UInt32 : ColumnKind::String, extras);
                }
            }
        }
        break;
    }
    return schema;
}

DbcSchema DbcSchema::definitionNamed(const QString &path)
{
    for (const QString &name : candidateNames(path)) {
        DbcSchema schema = defined(name);
        if (!schema.tableName.isEmpty())
            return schema;
    }
    return {};
}

DbcSchema DbcSchema::forTable(const DbcTable &table, const QString &path)
{
    const DbcHeader &h = table.header();
    QStringList notes;
    DbcSchema schema = definitionNamed(path);
    if (!schema.tableName.isEmpty()) {
        if (schema.fields.size() == h.fieldCount && quint32(schema.recordBytes()) == h.recordSize)
            return schema;
        notes << tr("The %1 definition of %2 has %3 fields in %4 bytes, this file %5 in %6 (another client build?)")
                     .arg(QLatin1StringView(knownLayoutsBuild()), schema.tableName)
                     .arg(schema.fields.size())
                     .arg(schema.recordBytes())
                     .arg(h.fieldCount)
                     .arg(h.recordSize);
    }
    if (notes.isEmpty()) {
        notes << tr("No %1 definition for %2: column types are guessed")
                     .arg(QLatin1StringView(knownLayoutsBuild()), tableNameOfPath(path));
    }
    DbcSchema guessed = guess(table);
    guessed.notes = notes + guessed.notes;
    return guessed;
}

DbcSchema DbcSchema::guess(const DbcTable &table)
{
    DbcSchema schema;
    const DbcHeader &h = table.header();
    if (h.recordSize != 4 * h.fieldCount) {
        schema.notes << tr("Records are %1 bytes for %2 fields, not 4 bytes each: some columns are 1 or 2 bytes "
                           "wide and cannot be told apart without a definition; shown as single bytes")
                            .arg(h.recordSize).arg(h.fieldCount);
        for (quint32 i = 0; i < h.recordSize; ++i) {
            addField(schema, tr("byte %1").arg(i), ColumnKind::UInt8,
                {Confidence::Low, tr("no 4-byte grid"), -1, QStringLiteral("byte_%1").arg(i)});
        }
        return schema;
    }
    if (h.recordCount == 0) {
        schema.notes << tr("The table has no records: nothing to guess column types from");
        for (quint32 i = 0; i < h.fieldCount; ++i) {
            addField(schema, tr("field %1").arg(i), ColumnKind::UInt32,
                {Confidence::Low, tr("no records"), -1, QStringLiteral("field_%1").arg(i)});
        }
        return schema;
    }
    // Evenly spaced records, at most kMaxGuessRecords of them: enough evidence, bounded time on huge tables.
    const int stride = (table.recordCount() + kMaxGuessRecords - 1) / kMaxGuessRecords;
    const int sampled = (table.recordCount() + stride - 1) / stride;
    if (stride > 1)
        schema.notes << tr("Types guessed from %1 of %2 records").arg(sampled).arg(table.recordCount());
    for (int column = 0; column < int(h.fieldCount); ++column) {
        ColumnEvidence evidence;
        for (int row = 0; row < table.recordCount(); row += stride)
            evidence.add(table, quint32(table.value(row, column * 4, 4)));
        guessColumn(schema, evidence, column, sampled);
    }
    if (table.recordCount() < 3)
        schema.notes << tr("Only %1 records: every guess rests on very few values").arg(table.recordCount());
    return schema;
}

QString localeSlotName(int slot)
{
    return slot >= 0 && slot < kLocaleFlags ? QString(QLatin1StringView(kLocales[std::size_t(slot)]))
                                            : QStringLiteral("flags");
}

int clientLocaleSlot(const DbcTable &table, const DbcSchema &schema)
{
    constexpr int kMaxSampled = 2000;
    std::array<qint64, kLocaleFlags> filled{};
    const int stride = std::max(1, (table.recordCount() + kMaxSampled - 1) / kMaxSampled);
    for (const DbcField &field : schema.fields) {
        if (field.localeSlot < 0 || field.localeSlot >= kLocaleFlags)
            continue;
        for (int row = 0; row < table.recordCount(); row += stride) {
            const std::optional<QString> text = table.stringAt(quint32(table.value(row, field.offset, field.size)));
            filled[std::size_t(field.localeSlot)] += text && !text->isEmpty() ? 1 : 0;
        }
    }
    const auto best = std::max_element(filled.begin(), filled.end());
    return *best > 0 ? int(best - filled.begin()) : -1;
}

QString columnKindName(ColumnKind kind)
{
    static constexpr std::array<const char *, 13> kNames = {"int8", "uint8", "int16", "uint16", "int32", "uint32",
        "int64", "uint64", "float", "string", "locstring", "bool", "zero"};
    return QLatin1StringView(kNames[std::size_t(kind)]);
}

QString confidenceName(Confidence confidence)
{
    static constexpr std::array<const char *, 4> kNames = {"defined", "high", "medium", "low"};
    return QLatin1StringView(kNames[std::size_t(confidence)]);
}

QString csvCell(QString cell)
{
    if (!cell.contains(QLatin1Char(',')) && !cell.contains(QLatin1Char('"')) && !cell.contains(QLatin1Char('\n'))
        && !cell.contains(QLatin1Char('\r')))
        return cell;
    cell.replace(QLatin1String("\""), QLatin1String("\"\""));
    return QLatin1Char('"') + cell + QLatin1Char('"');
}

QString cellText(const DbcTable &table, const DbcField &field, int row)
{
    const quint64 raw = table.value(row, field.offset, field.size);
    if (!isTextKind(field.kind))
        return formatNumber(field.kind, raw);
    const std::optional<QString> text = table.stringAt(quint32(raw));
    return text ? *text : DbcSchema::tr("<bad offset %1>").arg(raw);
}

QString tableNameOfPath(const QString &path)
{
    return QFileInfo(QString(path).replace(QLatin1Char('\\'), QLatin1Char('/'))).completeBaseName();
}

} // namespace mwb::formats::dbc
