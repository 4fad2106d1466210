// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/formats/dbc/ColumnMapping.h"

#include <QHash>

namespace mwb::formats::dbc {

namespace {

class MappingText
{
    Q_DECLARE_TR_FUNCTIONS(mwb::formats::dbc::ColumnMapping)
};

using Names = QHash<QString, MappedColumn>;

/// Adds a name unless one of higher precedence (added before) has it.
void addIfNew(Names &names, const QString &name, MappedColumn column)
{
    const QString key = name.toLower();
    if (!names.contains(key))
        names.insert(key, column);
}

void addWorkbenchNames(Names &names, const DbcSchema &schema)
{
    for (std::size_t f = 0; f < schema.fields.size(); ++f)
        addIfNew(names, schema.fields[f].key, {int(f), SqlValueForm::Natural});
}

void addLayoutNames(Names &names, const SqlLayout &layout)
{
    for (const SqlColumn &column : layout.columns)
        addIfNew(names, column.name, {column.field, column.form});
}

/// AzerothCore's rule and its variants for array elements: `X_2`, `X2`, and `XY` for the first four elements.
void addRuleNames(Names &names, const DbcSchema &schema)
{
    static const QString kAxes = QStringLiteral("XYZW");
    for (std::size_t f = 0; f < schema.fields.size(); ++f) {
        const DbcField &field = schema.fields[f];
        const MappedColumn column{int(f), SqlValueForm::Natural};
        addIfNew(names, ruleColumnName(field), column);
        if (field.element < 0 || field.localeSlot >= 0)
            continue;
        addIfNew(names, field.column + QString::number(field.element + 1), column);
        if (field.element < kAxes.size())
            addIfNew(names, field.column + kAxes.at(field.element), column);
    }
}

} // namespace

Result<ColumnMapping> mapColumns(const DbcSchema &schema, const TextRows &source, const QString &tableName)
{
    const SqlLayout layout = azerothCoreLayout(schema, tableName);
    Names names;
    if (source.dialect == TextRows::Dialect::Sql) {
        addLayoutNames(names, layout);
        addWorkbenchNames(names, schema);
    } else {
        addWorkbenchNames(names, schema);
        addLayoutNames(names, layout);
    }
    addRuleNames(names, schema);

    ColumnMapping mapping;
    QStringList unknown;
    std::vector<int> filledBy(schema.fields.size(), -1);
    const int idField = schema.idField();
    for (int c = 0; c < source.columnCount(); ++c) {
        const auto found = names.constFind(source.columns[c].toLower());
        if (found == names.cend()) {
            unknown << source.columns[c];
            mapping.columns.push_back({});
            continue;
        }
        mapping.columns.push_back(*found);
        const int field = found->field;
        if (field == kRowNumberField || (field >= 0 && field == idField)) {
            if (mapping.idColumn >= 0) {
                unknown << source.columns[c];
                continue;
            }
            mapping.idColumn = c;
        }
        if (field >= 0) {
            if (filledBy[std::size_t(field)] >= 0) {
                unknown << source.columns[c];
                continue;
            }
            filledBy[std::size_t(field)] = c;
        }
    }
    QStringList missing;
    for (std::size_t f = 0; f < schema.fields.size(); ++f) {
        if (filledBy[f] < 0)
            missing << schema.fields[f].key;
    }
    if (unknown.isEmpty() && missing.isEmpty())
        return mapping;
    const QString table = schema.guessed() ? tableName : schema.tableName;
    QStringList problems;
    if (!unknown.isEmpty()) {
        problems << MappingText::tr(
            "%n column(s) that no field of %1 takes (or that repeat one): %2", nullptr, int(unknown.size()))
                        .arg(table, unknown.join(QStringLiteral(", ")));
    }
    if (!missing.isEmpty()) {
        problems << MappingText::tr("%n field(s) of %1 that no column fills: %2", nullptr, int(missing.size()))
                        .arg(table, missing.join(QStringLiteral(", ")));
    }
    return Error{ErrorCode::InvalidInput,
        MappingText::tr("The columns of %1 do not match the table: %2")
            .arg(source.label, problems.join(QStringLiteral("; "))),
        source.label, -1};
}

} // namespace mwb::formats::dbc
