// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/formats/dbc/SqlLayout.h"

#include <span>

namespace mwb::formats::dbc {

/// One column of an AzerothCore `_dbc` table.
struct AcColumn
{
    const char *name;
    SqlType type;
    int length; ///< varchar length, else 0
    bool nullable; ///< a string column that may be NULL
};

/// An AzerothCore table: its columns are azerothCoreColumns()[first, first + count).
struct AcTable
{
    const char *name;
    int first;
    int count;
};

/// The generated facts (AzerothCoreTables.cpp, by scripts/convert-azerothcore-ddl.py), sorted by name.
[[nodiscard]] std::span<const AcTable> azerothCoreTables();
[[nodiscard]] std::span<const AcColumn> azerothCoreColumns();

} // namespace mwb::formats::dbc
