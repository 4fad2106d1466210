// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/formats/dbc/DbcTable.h"

#include <span>

namespace mwb::formats::dbc {

/// One column of a known table as the definitions list it (an array column once, with its count).
struct KnownColumn
{
    const char *name;
    ColumnKind kind;
    int count;
    bool isId;
    const char *relation; ///< the table whose ids the values are (WoWDBDefs `int<Table::ID>`), or null
};

/// A known table: its columns are knownColumns()[first, first + count).
struct KnownTable
{
    const char *name;
    int first;
    int count;
};

/// The generated table (DbcLayouts335.cpp, from WoWDBDefs by scripts/convert-wowdbdefs.py), sorted by name.
[[nodiscard]] std::span<const KnownTable> knownTables();
[[nodiscard]] std::span<const KnownColumn> knownColumns();
/// The client build the layouts describe ("3.3.5.12340").
[[nodiscard]] const char *knownLayoutsBuild();

} // namespace mwb::formats::dbc
