// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/formats/dbc/TableDiff.h"

#include "mwb/formats/dbc/DbcCell.h"

#include <bit>
#include <unordered_set>

namespace mwb::formats::dbc {

namespace {

class DiffText
{
    Q_DECLARE_TR_FUNCTIONS(mwb::formats::dbc::TableDiff)
};

bool sameLayout(const DbcSchema &a, const DbcSchema &b)
{
    if (a.fields.size() != b.fields.size())
        return false;
    for (std::size_t f = 0; f < a.fields.size(); ++f) {
        if (a.fields[f].kind != b.fields[f].kind || a.fields[f].size != b.fields[f].size)
            return false;
    }
    return true;
}

bool equalTo6Digits(quint64 a, quint64 b)
{
    const auto text = [](quint64 bits) {
        return QString::number(double(std::bit_cast<float>(quint32(bits))), 'g', 6);
    };
    return text(a) == text(b);
}

bool cellsEqual(const EditableTable &a, int rowA, const EditableTable &b, int rowB, int field)
{
    const quint64 rawA = a.raw(rowA, field);
    const quint64 rawB = b.raw(rowB, field);
    if (!isTextKind(a.schema().fields[std::size_t(field)].kind))
        return rawA == rawB;
    const auto textA = a.stringAt(rawA);
    const auto textB = b.stringAt(rawB);
    return textA && textB ? *textA == *textB : rawA == rawB;
}

} // namespace

Result<TableDiff> diffTables(const EditableTable &a, const EditableTable &b)
{
    if (!sameLayout(a.schema(), b.schema())) {
        return Error{ErrorCode::InvalidInput,
            DiffText::tr("%1 and %2 have different columns: they are not the same table").arg(a.label(), b.label()),
            b.label(), -1};
    }
    TableDiff diff;
    const int fields = int(a.schema().fields.size());
    std::unordered_set<qint64> seen;
    for (int rowA = 0; rowA < a.rowCount(); ++rowA) {
        const qint64 id = a.id(rowA);
        if (!seen.insert(id).second || a.rowOf(id) != rowA)
            continue;
        const int rowB = b.rowOf(id);
        if (rowB < 0) {
            diff.onlyInA.push_back(id);
            continue;
        }
        bool changed = false;
        for (int field = 0; field < fields; ++field) {
            if (cellsEqual(a, rowA, b, rowB, field))
                continue;
            diff.cells.push_back({id, field, a.text(rowA, field), b.text(rowB, field)});
            if (a.schema().fields[std::size_t(field)].kind == ColumnKind::Float
                && equalTo6Digits(a.raw(rowA, field), b.raw(rowB, field)))
                ++diff.floatsEqualTo6Digits;
            changed = true;
        }
        diff.changedRows += changed ? 1 : 0;
    }
    for (int rowB = 0; rowB < b.rowCount(); ++rowB) {
        const qint64 id = b.id(rowB);
        if (b.rowOf(id) == rowB && a.rowOf(id) < 0)
            diff.onlyInB.push_back(id);
    }
    return diff;
}

} // namespace mwb::formats::dbc
