// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/formats/dbc/SqlLayout.h"
#include "mwb/formats/dbc/TextRows.h"

#include <vector>

namespace mwb::formats::dbc {

/// What one source column fills.
struct MappedColumn
{
    int field = -1; ///< the schema's field, or kRowNumberField (the row number of a table without an id field)
    SqlValueForm form = SqlValueForm::Natural;
};

/// Which source column fills which field: one entry per source column (mapColumns()).
struct ColumnMapping
{
    std::vector<MappedColumn> columns;
    /// The source column that holds a row's id (the id field's column, or the row number of a table without an id
    /// field); -1 when rows are numbered in the source's order.
    int idColumn = -1;
};

/// Matches the column names of `source` to the fields of `schema`, ignoring case. Three namings are known: the
/// definition's (`Name_lang[enUS]`, `Reagent[2]`: what `dbc export` writes to CSV and JSON), AzerothCore's table
/// (azerothCoreLayout(): `Name_Lang_enUS`, `Reagent_3`, its own names for the exceptions, and the value forms of
/// columns it keeps as numbers), and the variants of AzerothCore's rule (`Pos1`, `PosX`). An SQL source tries
/// AzerothCore's names first, a CSV or JSON source the definition's. `tableName` names the table when the schema is
/// guessed. Errors (InvalidInput): source columns no field takes and fields no column fills, each named.
[[nodiscard]] Result<ColumnMapping> mapColumns(
    const DbcSchema &schema, const TextRows &source, const QString &tableName);

} // namespace mwb::formats::dbc
