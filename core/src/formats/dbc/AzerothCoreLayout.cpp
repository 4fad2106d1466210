// SPDX-License-Identifier: GPL-3.0-or-later
#include "AzerothCoreTables.h"
#include "mwb/formats/dbc/DbcCell.h"

#include <array>

namespace mwb::formats::dbc {

namespace {

class LayoutText
{
    Q_DECLARE_TR_FUNCTIONS(mwb::formats::dbc::SqlLayout)
};

constexpr std::array<const char *, 16> kAcLocales = {"enUS", "enGB", "koKR", "frFR", "deDE", "enCN", "zhCN", "enTW",
    "zhTW", "esES", "esMX", "ruRU", "ptPT", "ptBR", "itIT", "Unk"};

const AcTable *findAcTable(const QString &table)
{
    for (const AcTable &t : azerothCoreTables()) {
        if (table.compare(QLatin1StringView(t.name), Qt::CaseInsensitive) == 0)
            return &t;
    }
    return nullptr;
}

SqlType typeOfKind(const DbcField &field)
{
    switch (field.kind) {
    case ColumnKind::Int8:
        return SqlType::TinyInt;
    case ColumnKind::UInt8:
        return SqlType::TinyIntUnsigned;
    case ColumnKind::Int16:
        return SqlType::SmallInt;
    case ColumnKind::UInt16:
        return SqlType::SmallIntUnsigned;
    case ColumnKind::Int32:
        return SqlType::Int;
    case ColumnKind::Int64:
        return SqlType::BigInt;
    case ColumnKind::UInt64:
        return SqlType::BigIntUnsigned;
    case ColumnKind::Float:
        return SqlType::Float;
    case ColumnKind::String:
    case ColumnKind::LocString:
        return SqlType::Text;
    default:
        return SqlType::IntUnsigned;
    }
}

SqlValueForm formOf(const DbcField &field, SqlType type)
{
    if (isIntegerType(type) && (isTextKind(field.kind) || field.kind == ColumnKind::Float))
        return SqlValueForm::IntegerBits;
    if (type == SqlType::Float && field.kind != ColumnKind::Float && !isTextKind(field.kind))
        return SqlValueForm::FloatBits;
    return SqlValueForm::Natural;
}

SqlColumn rowNumberColumn()
{
    return {QStringLiteral("ID"), SqlType::Int, 0, false, kRowNumberField, SqlValueForm::Natural};
}

SqlLayout ruleLayout(const DbcSchema &schema, QString table)
{
    SqlLayout layout;
    layout.table = std::move(table);
    const int id = schema.idField();
    if (id < 0)
        layout.columns.push_back(rowNumberColumn());
    for (std::size_t f = 0; f < schema.fields.size(); ++f) {
        const DbcField &field = schema.fields[f];
        const SqlType type = typeOfKind(field);
        if (int(f) == id)
            layout.keyColumn = int(layout.columns.size());
        layout.columns.push_back({schema.guessed() ? field.key : ruleColumnName(field), type, 0, isStringType(type),
            int(f), SqlValueForm::Natural});
    }
    return layout;
}

} // namespace

bool isIntegerType(SqlType type)
{
    return type != SqlType::Float && !isStringType(type);
}

bool isStringType(SqlType type)
{
    return type == SqlType::Varchar || type == SqlType::Text || type == SqlType::TinyText;
}

int integerTypeBytes(SqlType type)
{
    switch (type) {
    case SqlType::TinyInt:
    case SqlType::TinyIntUnsigned:
        return 1;
    case SqlType::SmallInt:
    case SqlType::SmallIntUnsigned:
        return 2;
    case SqlType::BigInt:
    case SqlType::BigIntUnsigned:
        return 8;
    default:
        return 4;
    }
}

bool isUnsignedType(SqlType type)
{
    return type == SqlType::TinyIntUnsigned || type == SqlType::SmallIntUnsigned || type == SqlType::IntUnsigned
        || type == SqlType::BigIntUnsigned;
}

QString azerothCoreLocaleName(int slot)
{
    return QLatin1StringView(kAcLocales[std::size_t(slot)]);
}

QString ruleColumnName(const DbcField &field)
{
    QString base = field.column.isEmpty() ? field.key : field.column;
    if (field.element >= 0)
        base += QStringLiteral("_%1").arg(field.element + 1);
    if (field.localeSlot < 0)
        return base;
    if (base.endsWith(QLatin1String("_lang"), Qt::CaseInsensitive))
        base.chop(5);
    return base + QStringLiteral("_Lang_")
        + (field.localeSlot == kLocaleFlags ? QStringLiteral("Mask") : azerothCoreLocaleName(field.localeSlot));
}

QStringList azerothCoreColumnNames(const QString &table)
{
    QStringList names;
    if (const AcTable *t = findAcTable(table)) {
        for (const AcColumn &column : azerothCoreColumns().subspan(std::size_t(t->first), std::size_t(t->count)))
            names << QLatin1StringView(column.name);
    }
    return names;
}

SqlLayout azerothCoreLayout(const DbcSchema &schema, const QString &tableName)
{
    const QString name = (schema.guessed() ? tableName : schema.tableName).toLower() + QStringLiteral("_dbc");
    const AcTable *ac = schema.guessed() ? nullptr : findAcTable(name);
    if (!ac)
        return ruleLayout(schema, name);
    const auto columns = azerothCoreColumns().subspan(std::size_t(ac->first), std::size_t(ac->count));
    const int fields = int(schema.fields.size());
    const bool rowNumber = ac->count == fields + 1 && schema.idField() < 0
        && QLatin1StringView(columns.front().name) == QLatin1String("ID");
    if (ac->count - (rowNumber ? 1 : 0) != fields) {
        SqlLayout layout = ruleLayout(schema, name);
        layout.notes << LayoutText::tr("AzerothCore's %1 has %2 columns, the definition of %3 %4: columns are named by "
                                       "AzerothCore's rule")
                            .arg(name)
                            .arg(ac->count)
                            .arg(schema.tableName)
                            .arg(fields);
        return layout;
    }
    SqlLayout layout;
    layout.table = QLatin1StringView(ac->name);
    layout.azerothCore = true;
    for (int i = 0; i < ac->count; ++i) {
        const AcColumn &c = columns[std::size_t(i)];
        const int field = rowNumber ? i - 1 : i;
        SqlColumn column{QLatin1StringView(c.name), c.type, c.length, c.nullable, field, SqlValueForm::Natural};
        if (field < 0)
            column.field = kRowNumberField;
        else
            column.form = formOf(schema.fields[std::size_t(field)], c.type);
        layout.columns.push_back(std::move(column));
    }
    return layout;
}

QString sqlColumnDefinition(const SqlColumn &column)
{
    static constexpr std::array<const char *, 12> kTypes
        = {"tinyint", "tinyint unsigned", "smallint", "smallint unsigned", "int", "int unsigned", "bigint",
            "bigint unsigned", "float", "varchar", "text", "tinytext"};
    QString type = QLatin1StringView(kTypes[std::size_t(column.type)]);
    if (column.type == SqlType::Varchar)
        type += QStringLiteral("(%1)").arg(column.length);
    const QString rest = !isStringType(column.type) ? QStringLiteral(" NOT NULL DEFAULT '0'")
        : column.nullable                           ? QStringLiteral(" DEFAULT NULL")
                                                    : QStringLiteral(" NOT NULL");
    return QStringLiteral("`%1` %2%3").arg(column.name, type, rest);
}

} // namespace mwb::formats::dbc
