// SPDX-License-Identifier: GPL-3.0-or-later
#include "BindatDescriber.h"

#include "StructureReader.h"
#include "mwb/formats/tl2dat/Bindat.h"
#include "mwb/formats/tl2dat/DatDecompiler.h"
#include "mwb/formats/tl2dat/DatValues.h"

#include <QCoreApplication>
#include <QHash>
#include <QtEndian>

#include <memory>

namespace mwb::formats::tl2dat {

namespace {

using detail::hexText;

class DescriberText
{
    Q_DECLARE_TR_FUNCTIONS(mwb::formats::tl2dat::BindatDescriber)
};

/// The parsed file and what its lazy rows need, shared by every row made from it.
struct DescribedFile
{
    BindatFile file;
    NameDictionary names;
    QHash<quint32, const BindatString *> strings;

    QString valueText(const BindatProperty &property) const
    {
        if (!isStringType(property.type))
            return formatDatValue(property.type, property.value);
        if (property.value == kEmptyStringId)
            return {};
        const BindatString *entry = strings.value(quint32(property.value));
        return entry ? entry->text
                     : DescriberText::tr("(id %1 missing from the string table)").arg(hexText(property.value));
    }
};

using Shared = std::shared_ptr<const DescribedFile>;

StructureNode stringRow(const Shared &described, int row)
{
    const BindatString &entry = described->file.strings[std::size_t(row)];
    return StructureNode::field(QStringLiteral("[%1] %2").arg(row).arg(hexText(entry.id)), entry.text,
        QStringLiteral("u32 id + ShortString"), entry.offset, 6 + 2 * qint64(entry.text.size()));
}

StructureNode propertyRow(const Shared &described, const BindatProperty &property)
{
    StructureNode node = StructureNode::field(datNameText(property.keyHash, described->names, false),
        described->valueText(property), datTypeName(property.type), property.offset, property.size());
    node.lazyCount = 3;
    node.makeChild = [described, &property](int row) {
        const qint64 at = property.offset;
        switch (row) {
        case 0:
            return StructureNode::field(
                DescriberText::tr("key hash"), hexText(property.keyHash), QStringLiteral("u32"), at, 4);
        case 1:
            return StructureNode::field(DescriberText::tr("type"),
                QStringLiteral("%1 (%2)").arg(quint32(property.type)).arg(datTypeName(property.type)),
                QStringLiteral("u32"), at + 4, 4);
        default:
            return StructureNode::field(DescriberText::tr("value"),
                hexText(property.value, 2 * datValueSize(property.type)),
                datValueSize(property.type) == 8 ? QStringLiteral("u64") : QStringLiteral("u32"), at + 8,
                datValueSize(property.type));
        }
    };
    return node;
}

StructureNode nodeRow(const Shared &described, const BindatNode &node)
{
    StructureNode out = StructureNode::field(datNameText(node.nameHash, described->names, true),
        DescriberText::tr("%n properties", nullptr, int(node.properties.size())) + QStringLiteral(", ")
            + DescriberText::tr("%n children", nullptr, int(node.children.size())),
        QStringLiteral("BINDAT node"), node.offset, node.size);
    const int properties = int(node.properties.size());
    const int children = int(node.children.size());
    const bool complete = node.childCountOffset >= 0;
    const int headerFields = int(qMin<qint64>(2, node.size / 4)); // fewer when the node was cut short
    out.lazyCount = headerFields + properties + (complete ? 1 + children : 0);
    out.makeChild = [described, &node, properties](int row) {
        if (row == 0)
            return StructureNode::field(
                DescriberText::tr("name hash"), hexText(node.nameHash), QStringLiteral("u32"), node.offset, 4);
        if (row == 1)
            return StructureNode::field(DescriberText::tr("property count"), QString::number(properties),
                QStringLiteral("u32"), node.offset + 4, 4);
        if (row < 2 + properties)
            return propertyRow(described, node.properties[std::size_t(row - 2)]);
        if (row == 2 + properties)
            return StructureNode::field(DescriberText::tr("child count"), QString::number(node.children.size()),
                QStringLiteral("u32"), node.childCountOffset, 4);
        return nodeRow(described, node.children[std::size_t(row - 3 - properties)]);
    };
    return out;
}

} // namespace

bool probeBindat(const QString &entryPath, QByteArrayView bytes)
{
    const QString name = entryPath.section(QLatin1Char('/'), -1);
    const bool datName = name.endsWith(QLatin1String(".DAT"), Qt::CaseInsensitive)
        || name.endsWith(QLatin1String(".TEMPLATE"), Qt::CaseInsensitive)
        || name.endsWith(QLatin1String(".BINDAT"), Qt::CaseInsensitive);
    return datName && BindatFile::hasSignature(bytes);
}

ContentDescription describeBindat(const QByteArray &bytes, const NameDictionary &names)
{
    BindatReadResult read = readBindatPartial(bytes, QString());
    auto described = std::make_shared<DescribedFile>();
    described->file = std::move(read.file);
    described->names = names;
    for (const BindatString &entry : described->file.strings)
        described->strings.insert(entry.id, &entry);
    const Shared shared = described;
    const BindatFile &file = shared->file;

    ContentDescription description;
    description.error = read.error;
    StructureNode &root = description.root;
    root = StructureNode::group(DescriberText::tr("Compiled DAT (BINDAT)"), 0, bytes.size());
    StructureNode header = StructureNode::group(DescriberText::tr("Header"), 0, qMin<qint64>(8, bytes.size()));
    if (bytes.size() >= 4)
        header.children.push_back(StructureNode::field(DescriberText::tr("version"),
            QString::number(qFromLittleEndian<quint32>(bytes.constData())), QStringLiteral("u32"), 0, 4));
    if (bytes.size() >= 8)
        header.children.push_back(StructureNode::field(DescriberText::tr("string count"),
            QString::number(qFromLittleEndian<quint32>(bytes.constData() + 4)), QStringLiteral("u32"), 4, 4));
    root.children.push_back(std::move(header));
    if (!file.strings.empty()) {
        const BindatString &last = file.strings.back();
        const qint64 end = last.offset + 6 + 2 * qint64(last.text.size());
        StructureNode table = StructureNode::group(DescriberText::tr("String table"), 8, end - 8);
        table.lazyCount = int(file.strings.size());
        table.makeChild = [shared](int row) {
            return stringRow(shared, row);
        };
        root.children.push_back(std::move(table));
    }
    if (file.emptyTableFirstId) {
        root.children.push_back(StructureNode::field(DescriberText::tr("first id (empty table)"),
            hexText(*file.emptyTableFirstId), QStringLiteral("u32"), 8, 4));
    }
    if (file.root.offset >= 0)
        root.children.push_back(nodeRow(shared, file.root));
    return description;
}

ContentDescription describeBindat(const QString &entryPath, const QByteArray &bytes)
{
    Q_UNUSED(entryPath)
    return describeBindat(bytes, NameDictionary::builtin());
}

} // namespace mwb::formats::tl2dat
