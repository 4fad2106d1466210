// SPDX-License-Identifier: GPL-3.0-or-later
#include "DbcDescriber.h"

#include "StructureReader.h"
#include "mwb/formats/dbc/DbcSchema.h"

#include <memory>

namespace mwb::formats::dbc {

using detail::StructureReader;

namespace {

class DbcText
{
    Q_DECLARE_TR_FUNCTIONS(mwb::formats::dbc::DbcDescriber)
};

StructureNode schemaNode(const DbcSchema &schema)
{
    StructureNode node = StructureNode::group(DbcText::tr("Schema"));
    node.children.push_back(detail::computedField(DbcText::tr("Source"),
        schema.guessed() ? DbcText::tr("guessed from the values") : DbcText::tr("definition of %1").arg(schema.tableName)));
    for (const QString &note : schema.notes)
        node.children.push_back(detail::computedField(DbcText::tr("Note"), note));
    return node;
}

StructureNode recordNode(const DbcTable &table, const DbcSchema &schema, int row)
{
    const qint64 start = table.recordOffset(row);
    StructureNode record = StructureNode::group(DbcText::tr("[%1]").arg(row), start, table.header().recordSize);
    for (const DbcField &field : schema.fields) {
        QString type = columnKindName(field.kind);
        if (field.confidence != Confidence::Defined)
            type += QStringLiteral(" (%1)").arg(confidenceName(field.confidence));
        record.children.push_back(
            StructureNode::field(field.name, cellText(table, field, row), type, start + field.offset, field.size));
    }
    return record;
}

} // namespace

bool probeDbc(const QString &, QByteArrayView bytes)
{
    return DbcTable::hasSignature(bytes);
}

ContentDescription describeDbc(const QString &entryPath, const QByteArray &bytes)
{
    StructureReader r(bytes);
    StructureNode root = StructureNode::group(DbcText::tr("WDBC table"), 0, bytes.size());
    StructureNode header = StructureNode::group(DbcText::tr("Header"), 0);
    r.chars(header, DbcText::tr("Magic"), 4);
    r.u32(header, DbcText::tr("Record count"));
    r.u32(header, DbcText::tr("Field count"));
    r.u32(header, DbcText::tr("Record size"));
    r.u32(header, DbcText::tr("String block size"));
    r.close(header);
    root.children.push_back(std::move(header));
    if (!r.ok())
        return {std::move(root), r.error()};
    Result<DbcTable> parsed = DbcTable::parse(bytes, entryPath);
    if (!parsed)
        return {std::move(root), parsed.error()};
    const DbcTable table = *parsed;
    auto schema = std::make_shared<const DbcSchema>(DbcSchema::forTable(table, entryPath));
    root.children.push_back(schemaNode(*schema));
    for (const QString &warning : table.warnings())
        root.children.push_back(detail::computedField(DbcText::tr("Warning"), warning));
    if (schema->fields.empty() || table.recordCount() == 0) {
        root.children.push_back(StructureNode::group(DbcText::tr("Records (0)"), DbcTable::kHeaderSize, 0));
    } else {
        root.children.push_back(detail::lazyGroup(DbcText::tr("Records (%1)").arg(table.recordCount()),
            DbcTable::kHeaderSize, table.stringBlockOffset() - DbcTable::kHeaderSize, table.recordCount(),
            [table, schema](int row) { return recordNode(table, *schema, row); }));
    }
    r.seek(table.stringBlockOffset());
    r.raw(root, DbcText::tr("String block"), table.header().stringBlockSize);
    return {std::move(root), r.error()};
}

} // namespace mwb::formats::dbc
