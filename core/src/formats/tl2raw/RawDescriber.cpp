// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/formats/tl2raw/RawDescriber.h"

#include <QCoreApplication>

#include <memory>

namespace mwb::formats::tl2raw {

namespace {

class DescriberText
{
    Q_DECLARE_TR_FUNCTIONS(mwb::formats::tl2raw::RawDescriber)
};

QString typeName(RawFieldType type)
{
    switch (type) {
    case RawFieldType::Int64:
        return QStringLiteral("i64");
    case RawFieldType::Int32:
        return QStringLiteral("i32");
    case RawFieldType::UInt32:
        return QStringLiteral("u32");
    case RawFieldType::UInt8:
        return QStringLiteral("u8");
    case RawFieldType::String:
        return QStringLiteral("ShortString");
    case RawFieldType::StringList:
        return QStringLiteral("u8 + ShortString[]");
    case RawFieldType::Int64List:
        return QStringLiteral("u32 + i64[]");
    }
    return {};
}

/// The node of one field whose bytes start at `offset`; lists get one child per item after their count.
StructureNode fieldNode(const RawFieldSpec &spec, const RawValue &value, qint64 offset)
{
    const QString name = QString::fromLatin1(spec.name);
    const qint64 size = encodedSize(spec.type, value);
    switch (spec.type) {
    case RawFieldType::String:
        return StructureNode::field(name, std::get<QString>(value), typeName(spec.type), offset, size);
    case RawFieldType::StringList: {
        const QStringList &list = std::get<QStringList>(value);
        StructureNode node
            = StructureNode::field(name, list.join(QStringLiteral(", ")), typeName(spec.type), offset, size);
        node.children.push_back(StructureNode::field(
            DescriberText::tr("count"), QString::number(list.size()), QStringLiteral("u8"), offset, 1));
        qint64 at = offset + 1;
        for (int i = 0; i < list.size(); ++i) {
            const qint64 itemSize = 2 + 2 * qint64(list[i].size());
            node.children.push_back(StructureNode::field(
                QStringLiteral("[%1]").arg(i), list[i], QStringLiteral("ShortString"), at, itemSize));
            at += itemSize;
        }
        return node;
    }
    case RawFieldType::Int64List: {
        const QList<qint64> &list = std::get<QList<qint64>>(value);
        StructureNode node
            = StructureNode::field(name, DescriberText::tr("%n value(s)", nullptr, static_cast<int>(list.size())),
                typeName(spec.type), offset, size);
        node.children.push_back(StructureNode::field(
            DescriberText::tr("count"), QString::number(list.size()), QStringLiteral("u32"), offset, 4));
        for (int i = 0; i < list.size(); ++i) {
            node.children.push_back(StructureNode::field(QStringLiteral("[%1]").arg(i), QString::number(list[i]),
                QStringLiteral("i64"), offset + 4 + 8 * qint64(i), 8));
        }
        return node;
    }
    default:
        return StructureNode::field(name, QString::number(std::get<qint64>(value)), typeName(spec.type), offset, size);
    }
}

/// A label for a record: its first name-like string field ("NAME", "MENU NAME"), else its first string.
QString recordLabel(const RawTableSpec &spec, const RawRecord &record)
{
    QString label;
    for (std::size_t f = 0; f < spec.fields.size(); ++f) {
        if (spec.fields[f].type != RawFieldType::String)
            continue;
        const bool nameLike = QLatin1String(spec.fields[f].name).endsWith(QLatin1String("NAME"));
        if (nameLike || label.isEmpty())
            label = record.text(f);
        if (nameLike)
            break;
    }
    return label;
}

StructureNode recordNode(const RawTableSpec &spec, const RawRecord &record, std::size_t index)
{
    StructureNode node = StructureNode::group(QStringLiteral("[%1]").arg(index), record.offset);
    if (const QString label = recordLabel(spec, record); !label.isEmpty())
        node.name += QLatin1Char(' ') + label;
    qint64 at = record.offset;
    for (std::size_t f = 0; f < spec.fields.size(); ++f) {
        node.children.push_back(fieldNode(spec.fields[f], record.values[f], at));
        at += node.children.back().size;
    }
    node.size = at - record.offset;
    node.type = DescriberText::tr("record");
    return node;
}

qint64 recordEnd(const RawTableSpec &spec, const RawRecord &record)
{
    qint64 end = record.offset;
    for (std::size_t f = 0; f < spec.fields.size(); ++f)
        end += encodedSize(spec.fields[f].type, record.values[f]);
    return end;
}

StructureNode tableNode(const std::shared_ptr<const RawFile> &file, std::size_t tableIndex)
{
    const RawTableSpec &spec = file->layout().tables[tableIndex];
    const RawTable &table = file->tables[tableIndex];
    const bool hasCount = table.countOffset >= 0;
    const qint64 countSize = spec.count == RawCountType::UInt16 ? 2 : 4;
    const qint64 start = hasCount ? table.countOffset : (table.records.empty() ? -1 : table.records.front().offset);
    const qint64 end
        = table.records.empty() ? (hasCount ? start + countSize : -1) : recordEnd(spec, table.records.back());
    StructureNode node = StructureNode::group(QString::fromLatin1(spec.name), start, start < 0 ? 0 : end - start);
    node.value = DescriberText::tr("%n record(s)", nullptr, static_cast<int>(table.records.size()));
    const int countRows = hasCount ? 1 : 0;
    node.lazyCount = countRows + static_cast<int>(table.records.size());
    node.makeChild = [file, tableIndex, countRows, countSize](int row) {
        const RawTableSpec &tableSpec = file->layout().tables[tableIndex];
        const RawTable &rawTable = file->tables[tableIndex];
        if (row < countRows) {
            return StructureNode::field(DescriberText::tr("count"), QString::number(rawTable.records.size()),
                countSize == 2 ? QStringLiteral("u16") : QStringLiteral("u32"), rawTable.countOffset, countSize);
        }
        const auto index = static_cast<std::size_t>(row - countRows);
        return recordNode(tableSpec, rawTable.records[index], index);
    };
    if (node.lazyCount == 0)
        node.makeChild = nullptr;
    return node;
}

} // namespace

bool probeRaw(const QString &entryPath, QByteArrayView bytes)
{
    Q_UNUSED(bytes)
    return rawKindFromPath(entryPath).has_value();
}

StructureNode describeRawFile(const RawFile &file, qint64 fileSize)
{
    const auto shared = std::make_shared<const RawFile>(file);
    StructureNode root = StructureNode::group(rawFileName(file.kind), 0, fileSize);
    root.type = DescriberText::tr("RAW index");
    for (std::size_t t = 0; t < shared->tables.size(); ++t)
        root.children.push_back(tableNode(shared, t));
    return root;
}

ContentDescription describeRaw(const QString &entryPath, const QByteArray &bytes)
{
    ContentDescription description;
    const auto kind = rawKindFromPath(entryPath);
    if (!kind) {
        description.error
            = Error{ErrorCode::Unsupported, DescriberText::tr("Not a RAW index file name"), entryPath, -1};
        return description;
    }
    RawParseOutcome outcome = parseRawPartially(*kind, bytes, entryPath);
    description.root = describeRawFile(outcome.file, bytes.size());
    description.error = std::move(outcome.error);
    return description;
}

} // namespace mwb::formats::tl2raw
