// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/formats/dbc/EditableTable.h"

#include <vector>

namespace mwb::formats::dbc {

/// One cell that differs between two tables.
struct CellDifference
{
    qint64 id = 0;
    int field = 0;
    QString a;
    QString b;
};

/// What differs between two tables of one schema: the `dbc diff` of a client patch against the server's rows.
struct TableDiff
{
    std::vector<qint64> onlyInA; ///< ids, in A's row order
    std::vector<qint64> onlyInB; ///< ids, in B's row order
    std::vector<CellDifference> cells; ///< in A's row order, then field order
    int changedRows = 0;
    /// Changed float cells whose values agree to 6 significant digits: what MariaDB (and older MySQL) prints for a
    /// FLOAT, so a dump of them differs from the client's bits in every such cell.
    int floatsEqualTo6Digits = 0;

    [[nodiscard]] bool isEmpty() const { return onlyInA.empty() && onlyInB.empty() && cells.empty(); }
};

/// Pairs the rows of `a` and `b` by id (a repeated id: its first row) and compares them cell by cell: numbers by
/// their bits, strings by their text. Errors: InvalidInput when the tables' fields differ in number or type.
[[nodiscard]] Result<TableDiff> diffTables(const EditableTable &a, const EditableTable &b);

} // namespace mwb::formats::dbc
