// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/formats/dbc/EditableTable.h"
#include "mwb/formats/dbc/TextRows.h"

namespace mwb::formats::dbc {

/// A table after an import, and what the import changed.
struct ImportResult
{
    EditableTable table;
    int rowsChanged = 0; ///< existing rows with at least one cell changed
    int cellsChanged = 0;
    int rowsAdded = 0;
    int rowsDeleted = 0; ///< base rows the source does not have (with onlySource)
};

/// `dbc import`: the rows of `source` matched to `base`'s fields (mapColumns()) and overlaid on it by id, as the
/// server overlays its `_dbc` table on the client's file (a row whose id exists is replaced, another added); with
/// `onlySource`, base's rows the source does not have are then deleted (the others keep their places and string
/// offsets). For `--definition NAME`, `base` is EditableTable::create() of that definition (rows in the source's
/// order). Errors: those of mapColumns() and applyRows(); `base` is
/// never changed.
[[nodiscard]] Result<ImportResult> importRows(const EditableTable &base, const TextRows &source, bool onlySource);

} // namespace mwb::formats::dbc
