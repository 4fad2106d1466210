// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/formats/dbc/DbcSchema.h"

#include <vector>

namespace mwb::formats::dbc {

/// A MySQL/MariaDB column type as the SQL export writes it.
enum class SqlType {
    TinyInt,
    TinyIntUnsigned,
    SmallInt,
    SmallIntUnsigned,
    Int,
    IntUnsigned,
    BigInt,
    BigIntUnsigned,
    Float,
    Varchar,
    Text,
    TinyText
};

/// How an SQL column holds its field when their types differ: AzerothCore keeps a few string and float columns of
/// the client as integers (`chrclasses_dbc.PetNameToken`: the string's offset; `vehicleseat_dbc.Flags`: the float's
/// bits) and one integer column as a float (`vehicleseat_dbc.CameraExitingDelay`). The bits stay the same.
enum class SqlValueForm {
    Natural, ///< the field's own value (a number, or a string)
    IntegerBits, ///< the field's 32 bits as an integer (a string offset, a float's bits)
    FloatBits, ///< the field's 32 bits read as a float
};

/// SqlColumn::field of a column that holds the row's number (the leading `ID` AzerothCore gives the gt* tables).
inline constexpr int kRowNumberField = -2;

/// One column of an SQL table and the field it holds.
struct SqlColumn
{
    QString name;
    SqlType type = SqlType::Int;
    int length = 0; ///< varchar length, else 0
    bool nullable = false; ///< a string column that may be NULL
    int field = -1; ///< the schema's field, or kRowNumberField
    SqlValueForm form = SqlValueForm::Natural;
};

/// The SQL table a client table maps to.
struct SqlLayout
{
    QString table; ///< `spell_dbc`
    std::vector<SqlColumn> columns;
    int keyColumn = 0; ///< the primary key
    bool azerothCore = false; ///< AzerothCore's own table (names, order and types as it has them), else the rule
    QStringList notes; ///< why the rule was used, translated
};

/// The table AzerothCore keeps for a client table (`--dialect azerothcore`): `<name>_dbc`, lower-case. For the 110
/// tables AzerothCore has, its own column names, order and types (facts read from its CREATE TABLE statements), the
/// gt* tables' leading `ID` holding the row number. For any other table, AzerothCore's naming rule on the
/// definition's names (arrays `X_1…X_n`, locstrings `X_Lang_enUS … X_Lang_Unk, X_Lang_Mask`), the SQL type of each
/// field's kind, and a leading `ID` (the row number) when the table has no id field. `tableName` names the table when
/// the schema is guessed (the file's base name).
[[nodiscard]] SqlLayout azerothCoreLayout(const DbcSchema &schema, const QString &tableName);

/// The column as CREATE TABLE spells it: "`Flags` int unsigned NOT NULL DEFAULT '0'", "`Name` varchar(100) DEFAULT
/// NULL".
[[nodiscard]] QString sqlColumnDefinition(const SqlColumn &column);
/// The name AzerothCore's rule gives a field (`Name_Lang_enUS`, `Reagent_3`).
[[nodiscard]] QString ruleColumnName(const DbcField &field);
/// AzerothCore's name of locale slot 0–15 (enUS, enGB, koKR, frFR, … Unk; the client's slots in order).
[[nodiscard]] QString azerothCoreLocaleName(int slot);
/// The names AzerothCore gives the columns of its table `table` (`spell_dbc`, case-insensitive), or empty.
[[nodiscard]] QStringList azerothCoreColumnNames(const QString &table);

[[nodiscard]] bool isIntegerType(SqlType type);
[[nodiscard]] bool isStringType(SqlType type);
/// The width in bytes and sign of an integer type.
[[nodiscard]] int integerTypeBytes(SqlType type);
[[nodiscard]] bool isUnsignedType(SqlType type);

} // namespace mwb::formats::dbc
