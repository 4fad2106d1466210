// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/formats/tl2layout/BinLayoutDescriber.h"

#include "mwb/formats/tl2layout/LayoutSchema.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QtEndian>

#include <cstring>
#include <memory>

namespace mwb::formats::tl2layout {

namespace {

class DescriberText
{
    Q_DECLARE_TR_FUNCTIONS(mwb::formats::tl2layout::BinLayoutDescriber)
};

using Shared = std::shared_ptr<const BinLayout>;

QString floatText(float value)
{
    return QString::number(double(value), 'g', 7);
}

QString floatAt(const QByteArray &bytes, qsizetype at)
{
    const auto bits = qFromLittleEndian<quint32>(bytes.constData() + at);
    float value = 0;
    std::memcpy(&value, &bits, sizeof value);
    return floatText(value);
}

QString shortStringText(const QString &text)
{
    return QLatin1Char('"') + text + QLatin1Char('"');
}

/// Appends leaves to a group one after the other, each starting where the previous one ended.
class Fields
{
public:
    Fields(StructureNode &group, qint64 offset)
        : m_group(group)
        , m_at(offset)
    { }

    void add(const QString &name, const QString &value, const QString &type, qint64 size)
    {
        m_group.children.push_back(StructureNode::field(name, value, type, m_at, size));
        m_at += size;
    }
    void u8(const QString &name, quint32 value) { add(name, QString::number(value), QStringLiteral("u8"), 1); }
    void u16(const QString &name, quint32 value) { add(name, QString::number(value), QStringLiteral("u16"), 2); }
    void u32(const QString &name, quint32 value) { add(name, QString::number(value), QStringLiteral("u32"), 4); }
    void i64(const QString &name, qint64 value) { add(name, QString::number(value), QStringLiteral("i64"), 8); }
    void f32(const QString &name, float value) { add(name, floatText(value), QStringLiteral("f32"), 4); }
    void text(const QString &name, const QString &value)
    {
        add(name, shortStringText(value), QStringLiteral("ShortString"), 2 + 2 * qint64(value.size()));
    }
    /// Appends a prepared child (a sub-group) and moves past it.
    void child(StructureNode node)
    {
        m_at = node.offset + node.size;
        m_group.children.push_back(std::move(node));
    }
    [[nodiscard]] qint64 at() const { return m_at; }
    /// Sets the group's size to end here.
    void close() { m_group.size = m_at - m_group.offset; }

private:
    StructureNode &m_group;
    qint64 m_at;
};

QString descriptorLabel(quint8 code)
{
    const QString name = descriptorName(code);
    return name.isEmpty() ? DescriberText::tr("descriptor %1").arg(code) : name;
}

StructureNode propertyNode(quint8 descriptor, const LayoutProperty &property)
{
    const auto info = propertyInfo(descriptor, property.code);
    const auto known = info ? propertyText(property, info->kind) : std::nullopt;
    const QString label = info ? info->name : DescriberText::tr("property %1").arg(property.code);
    StructureNode node = StructureNode::group(label, property.offset, property.byteSize());
    node.value = known ? (isStringKind(info->kind) ? shortStringText(*known) : *known) : propertyValuePreview(property);
    Fields fields(node, property.offset);
    fields.u16(DescriberText::tr("size"), quint32(property.value.size() + 1));
    fields.u8(DescriberText::tr("code"), property.code);
    fields.add(DescriberText::tr("value"), node.value, QStringLiteral("bytes"), property.value.size());
    return node;
}

StructureNode logicNode(const std::vector<LogicObject> &logic, qint64 offset, qint64 size)
{
    StructureNode node = StructureNode::group(DescriberText::tr("Logic graph"), offset, size);
    Fields fields(node, offset);
    fields.u8(DescriberText::tr("logic objects"), quint32(logic.size()));
    for (const LogicObject &object : logic) {
        StructureNode item = StructureNode::group(DescriberText::tr("Logic object %1").arg(object.id), object.offset);
        item.value = QString::number(object.objectId);
        Fields itemFields(item, object.offset);
        itemFields.u8(QStringLiteral("ID"), object.id);
        itemFields.i64(QStringLiteral("OBJECTID"), object.objectId);
        itemFields.f32(QStringLiteral("X"), object.x);
        itemFields.f32(QStringLiteral("Y"), object.y);
        itemFields.u32(DescriberText::tr("end offset"), object.endOffset);
        itemFields.u8(DescriberText::tr("links"), quint32(object.links.size()));
        for (const LogicLink &link : object.links) {
            StructureNode linkNode = StructureNode::group(
                DescriberText::tr("Link %1 → %2 %3").arg(link.output).arg(link.target).arg(link.input), link.offset);
            Fields linkFields(linkNode, link.offset);
            linkFields.u8(QStringLiteral("LINKINGTO"), link.target);
            linkFields.text(QStringLiteral("OUTPUTNAME"), link.output);
            linkFields.text(QStringLiteral("INPUTNAME"), link.input);
            linkFields.close();
            itemFields.child(std::move(linkNode));
        }
        itemFields.close();
        fields.child(std::move(item));
    }
    return node;
}

StructureNode timelineNode(const std::vector<TimelineObject> &timeline, qint64 offset, qint64 size)
{
    StructureNode node = StructureNode::group(DescriberText::tr("Timeline tracks"), offset, size);
    Fields fields(node, offset);
    fields.u8(DescriberText::tr("objects"), quint32(timeline.size()));
    for (const TimelineObject &object : timeline) {
        StructureNode item = StructureNode::group(DescriberText::tr("Object %1").arg(object.objectId), object.offset);
        Fields itemFields(item, object.offset);
        itemFields.i64(QStringLiteral("OBJECTID"), object.objectId);
        itemFields.u8(DescriberText::tr("tracks"), quint32(object.tracks.size()));
        for (const TimelineTrack &track : object.tracks) {
            StructureNode trackNode
                = StructureNode::group(track.event.isEmpty() ? track.property : track.event, track.offset);
            Fields trackFields(trackNode, track.offset);
            trackFields.text(QStringLiteral("OBJECTPROPERTYNAME"), track.property);
            trackFields.text(QStringLiteral("OBJECTEVENTNAME"), track.event);
            trackFields.u8(DescriberText::tr("points"), quint32(track.points.size()));
            for (const TimelinePoint &point : track.points) {
                StructureNode pointNode
                    = StructureNode::group(DescriberText::tr("Point at %1").arg(floatText(point.time)), point.offset);
                Fields pointFields(pointNode, point.offset);
                pointFields.f32(QStringLiteral("TIMEPERCENT"), point.time);
                pointFields.u8(QStringLiteral("INTERPOLATION"), point.interpolation);
                if (point.value)
                    pointFields.text(QStringLiteral("VALUE"), *point.value);
                pointFields.close();
                trackFields.child(std::move(pointNode));
            }
            trackFields.close();
            itemFields.child(std::move(trackNode));
        }
        itemFields.close();
        fields.child(std::move(item));
    }
    return node;
}

StructureNode objectNode(const Shared &layout, const LayoutObject &object, std::size_t index);

/// A lazy group of `objects` that starts at `offset` (the first child object's block).
StructureNode objectsGroup(const Shared &layout, const std::vector<LayoutObject> &objects, const QString &name)
{
    const qint64 start = objects.empty() ? -1 : objects.front().offset;
    const qint64 size = objects.empty() ? 0 : objects.back().offset + objects.back().blockSize - start;
    StructureNode node = StructureNode::group(name, start, size);
    node.value = DescriberText::tr("%n object(s)", nullptr, static_cast<int>(objects.size()));
    if (!objects.empty()) {
        node.lazyCount = static_cast<int>(objects.size());
        const std::vector<LayoutObject> *list = &objects; // owned by *layout, which the lambda keeps alive
        node.makeChild = [layout, list](int row) {
            return objectNode(layout, (*list)[static_cast<std::size_t>(row)], static_cast<std::size_t>(row));
        };
    }
    return node;
}

StructureNode objectNode(const Shared &layout, const LayoutObject &object, std::size_t index)
{
    QString label = QStringLiteral("[%1] %2").arg(index).arg(descriptorLabel(object.descriptor));
    if (!object.name.isEmpty())
        label += QStringLiteral(" \"%1\"").arg(object.name);
    StructureNode node = StructureNode::group(label, object.offset, object.blockSize);
    node.type = DescriberText::tr("object");
    node.value = QString::number(object.id);
    Fields fields(node, object.offset);
    fields.u32(DescriberText::tr("block size"), object.blockSize);
    fields.add(DescriberText::tr("descriptor"),
        QStringLiteral("%1 (%2)").arg(object.descriptor).arg(descriptorLabel(object.descriptor)), QStringLiteral("u8"),
        1);
    fields.i64(QStringLiteral("ID"), object.id);
    fields.text(QStringLiteral("NAME"), object.name);
    fields.u8(DescriberText::tr("properties"), quint32(object.properties.size()));
    for (const LayoutProperty &property : object.properties)
        fields.child(propertyNode(object.descriptor, property));
    fields.u32(DescriberText::tr("extra region size"), object.extraSize);
    if (object.extraSize > 0) {
        const qint64 at = fields.at();
        fields.child(object.descriptor == kDescriptorLogicGroup ? logicNode(object.logic, at, object.extraSize)
                                                                : timelineNode(object.timeline, at, object.extraSize));
    }
    fields.u16(DescriberText::tr("children"), quint32(object.children.size()));
    if (!object.children.empty())
        fields.child(objectsGroup(layout, object.children, DescriberText::tr("Children")));
    return node;
}

StructureNode dataGroupNode(const LayoutDataGroup &group)
{
    StructureNode node = StructureNode::group(
        group.id == -1 ? DescriberText::tr("Datagroup root") : DescriberText::tr("Group %1").arg(group.id),
        group.offset);
    node.type = DescriberText::tr("datagroup");
    Fields fields(node, group.offset);
    fields.i64(QStringLiteral("ID"), group.id);
    fields.u8(QStringLiteral("CHOICE"), group.choice);
    fields.u32(QStringLiteral("RANDOMIZATION"), group.randomization);
    fields.u8(QStringLiteral("NUMBER"), group.number);
    fields.u32(DescriberText::tr("object offset"), group.objectOffset);
    fields.add(QStringLiteral("TAG"), QStringLiteral("0x%1").arg(group.tag, 8, 16, QLatin1Char('0')),
        QStringLiteral("u32"), 4);
    fields.u8(DescriberText::tr("no tag found"), group.noTagFound);
    fields.u8(QStringLiteral("LEVEL UNIQUE"), group.levelUnique);
    fields.u8(QStringLiteral("GAME MODE"), group.gameMode);
    fields.u32(DescriberText::tr("active themes"), quint32(group.activeThemes.size()));
    for (int i = 0; i < group.activeThemes.size(); ++i)
        fields.i64(QStringLiteral("[%1]").arg(i), group.activeThemes[i]);
    fields.u32(DescriberText::tr("deactive themes"), quint32(group.deactiveThemes.size()));
    for (int i = 0; i < group.deactiveThemes.size(); ++i)
        fields.i64(QStringLiteral("[%1]").arg(i), group.deactiveThemes[i]);
    fields.u16(DescriberText::tr("children"), quint32(group.children.size()));
    for (const LayoutDataGroup &child : group.children)
        fields.child(dataGroupNode(child));
    fields.close();
    return node;
}

} // namespace

QString propertyValuePreview(const LayoutProperty &property)
{
    const QByteArray &v = property.value;
    if (const auto text = property.asString(); text && v.size() > 4)
        return shortStringText(*text);
    switch (v.size()) {
    case 2:
        if (const auto text = property.asString())
            return shortStringText(*text);
        break;
    case 4:
        return QStringLiteral("u32 %1 / f32 %2").arg(*property.asUInt32()).arg(floatAt(v, 0));
    case 8:
        return QStringLiteral("f32 (%1, %2)").arg(floatAt(v, 0), floatAt(v, 4));
    case 12:
        return QStringLiteral("f32 (%1, %2, %3)").arg(floatAt(v, 0), floatAt(v, 4), floatAt(v, 8));
    default:
        break;
    }
    return QString::fromLatin1(v.toHex(' '));
}

bool probeBinLayout(const QString &entryPath, QByteArrayView bytes)
{
    const QString suffix = QFileInfo(entryPath).suffix();
    return looksLikeBinLayout(bytes)
        && (suffix.compare(QLatin1String("LAYOUT"), Qt::CaseInsensitive) == 0
            || suffix.compare(QLatin1String("BINLAYOUT"), Qt::CaseInsensitive) == 0);
}

StructureNode describeBinLayoutStructure(const BinLayout &layout, qint64 fileSize)
{
    const auto shared = std::make_shared<const BinLayout>(layout);
    StructureNode root = StructureNode::group(QStringLiteral("BINLAYOUT"), 0, fileSize);
    root.type = DescriberText::tr("compiled layout");
    if (fileSize < BinLayout::kHeaderSize)
        return root; // nothing was read whole
    StructureNode header = StructureNode::group(DescriberText::tr("Header"), 0, BinLayout::kHeaderSize);
    Fields fields(header, 0);
    fields.add(DescriberText::tr("magic"), QStringLiteral("0x0B"), QStringLiteral("u8"), 1);
    fields.u8(DescriberText::tr("flag"), shared->flag);
    fields.u32(DescriberText::tr("datagroup offset"), shared->dataGroupOffset);
    fields.u16(DescriberText::tr("top-level objects"), quint32(shared->objects.size()));
    root.children.push_back(std::move(header));
    if (!shared->objects.empty())
        root.children.push_back(objectsGroup(shared, shared->objects, DescriberText::tr("Objects")));
    if (shared->dataGroup)
        root.children.push_back(dataGroupNode(*shared->dataGroup));
    return root;
}

ContentDescription describeBinLayout(const QString &entryPath, const QByteArray &bytes)
{
    BinLayoutParseOutcome outcome = parseBinLayoutPartially(bytes, entryPath);
    ContentDescription description;
    description.root = describeBinLayoutStructure(outcome.layout, bytes.size());
    description.error = std::move(outcome.error);
    return description;
}

} // namespace mwb::formats::tl2layout
