// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/formats/dbc/DbcTable.h"

#include <vector>

namespace mwb::formats::dbc {

/// How sure a column's type is: taken from a definition, or guessed with high, medium or low confidence.
enum class Confidence { Defined, High, Medium, Low };

/// One field of a record (an array element and a locale slot are fields of their own).
struct DbcField
{
    QString name;
    ColumnKind kind = ColumnKind::UInt32;
    int offset = 0; ///< in the record
    int size = 4;
    Confidence confidence = Confidence::Defined;
    QString reason; ///< for guesses: the evidence, translated
    int localeSlot = -1; ///< a locstring's field: its slot 0–15 (enUS, koKR, …) or kLocaleFlags, else -1
    QString key{}; ///< untranslated name for CSV, JSON and SQL: `name` for a definition, `ID`/`field_N`/`byte_N` for
                   ///< guesses
    bool isId = false; ///< the record id (WoWDBDefs `$id$`, or a guessed id column)
    QString relation{}; ///< the table whose ids the values are (WoWDBDefs `int<Table::ID>`), else empty
    QString column{}; ///< the definition's column this field belongs to (`Name_lang` for `Name_lang[frFR]`)
    int element = -1; ///< the array element of `column`, -1 when it is not an array
};

/// DbcField::localeSlot of a locstring's flags mask (after its 16 slots).
inline constexpr int kLocaleFlags = 16;

/// The fields of a table's records, from the 3.3.5a definitions or guessed from the values.
struct DbcSchema
{
    Q_DECLARE_TR_FUNCTIONS(mwb::formats::dbc::DbcSchema)
public:
    QString tableName; ///< the definition used, empty for a guess
    std::vector<DbcField> fields;
    QStringList notes; ///< why the definition was not used, where guessing is unreliable (translated)

    [[nodiscard]] bool guessed() const { return tableName.isEmpty(); }
    /// The index of the id field, or -1 when records have none (gt* tables: a row's number is its id).
    [[nodiscard]] int idField() const;
    /// The index of the field whose key is `key` (case-insensitive), or -1.
    [[nodiscard]] int fieldIndex(QStringView key) const;
    /// The record size the fields add up to.
    [[nodiscard]] int recordBytes() const;

    /// The definition of the table named like `path`'s file (case-insensitive; "uni_SpellIcon.dbc" also tries
    /// "SpellIcon") when its field count and record size match the header, else guessSchema() with a note.
    [[nodiscard]] static DbcSchema forTable(const DbcTable &table, const QString &path);
    /// The definition the name of `path` selects (as forTable() looks it up), whether or not it fits the file; an
    /// empty schema when none is known.
    [[nodiscard]] static DbcSchema definitionNamed(const QString &path);
    /// The definition of `tableName` for build 3.3.5.12340, or an empty schema when none is known.
    [[nodiscard]] static DbcSchema defined(const QString &tableName);
    /// Types guessed per 4-byte column (int, float, string offset, bool, all zero) from every record (at most
    /// 20,000 evenly spaced ones, with a note, on bigger tables). When the
    /// record size is not 4 × the field count, fields are single raw bytes with low confidence.
    [[nodiscard]] static DbcSchema guess(const DbcTable &table);
};

/// The name of locale slot `slot` of a 3.3.5a locstring ("enUS", "zhCN"…; "flags" for kLocaleFlags).
[[nodiscard]] QString localeSlotName(int slot);
/// The slot the client that wrote the table fills (a zhCN client fills slot 4, wow.md §2.1): the slot with the
/// most non-empty strings over the locstring fields of `schema`, at most 2,000 evenly spaced records read; -1
/// when the table has no locstring or every one is empty.
[[nodiscard]] int clientLocaleSlot(const DbcTable &table, const DbcSchema &schema);

/// Untranslated names ("int32", "string", "bool"…) for JSON and the describer's type column.
[[nodiscard]] QString columnKindName(ColumnKind kind);
[[nodiscard]] QString confidenceName(Confidence confidence);

/// `cell` as a CSV field (RFC 4180): quoted, with its quotes doubled, when it holds a comma, a quote or a line end.
[[nodiscard]] QString csvCell(QString cell);

/// The text of one cell: numbers in decimal, floats shortest round-trip (formatNumber()), strings resolved in the
/// string block (an offset outside it as "<bad offset N>").
[[nodiscard]] QString cellText(const DbcTable &table, const DbcField &field, int row);

/// The table's name in a path on disk or in an archive, whatever its separator ('\' in an MPQ): "Item" for
/// "patch.MPQ::DBFilesClient\Item.dbc".
[[nodiscard]] QString tableNameOfPath(const QString &path);

} // namespace mwb::formats::dbc
