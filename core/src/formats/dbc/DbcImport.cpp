// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/formats/dbc/DbcImport.h"

#include "mwb/formats/dbc/ColumnMapping.h"
#include "mwb/formats/dbc/DbcSchema.h"


#include <algorithm>
#include <unordered_set>

namespace mwb::formats::dbc {

Result<ImportResult> importRows(const EditableTable &base, const TextRows &source, bool onlySource)
{
    auto mapping = mapColumns(base.schema(), source, tableNameOfPath(base.label()));
    if (!mapping)
        return mapping.error();
    ImportResult result{base};
    std::vector<qint64> ids;
    auto change = result.table.applyRows(source, *mapping, &ids);
    if (!change)
        return change.error();
    if (onlySource) {
        // The source's rows keep base's places and string offsets; the rows it does not have go.
        std::sort(ids.begin(), ids.end());
        std::vector<qint64> gone;
        for (int row = 0; row < result.table.rowCount(); ++row) {
            if (!std::binary_search(ids.begin(), ids.end(), result.table.id(row)))
                gone.push_back(result.table.id(row));
        }
        if (auto deleted = result.table.deleteRows(gone); !deleted)
            return deleted.error();
        else
            result.rowsDeleted = int(deleted->removed.size());
    }
    std::unordered_set<int> rows;
    for (const CellChange &cell : change->cells)
        rows.insert(cell.row);
    result.rowsChanged = int(rows.size());
    result.cellsChanged = int(change->cells.size());
    result.rowsAdded = int(change->inserted.size());
    return result;
}

} // namespace mwb::formats::dbc
