// SPDX-License-Identifier: GPL-3.0-or-later
#include "CommandLine.h"
#include "CommandRegistry.h"
#include "RawLayoutInput.h"
#include "mwb/formats/tl2layout/BinLayout.h"
#include "mwb/formats/tl2layout/BinLayoutDescriber.h"
#include "mwb/formats/tl2layout/LayoutSchema.h"

#include <QJsonArray>
#include <QJsonObject>

namespace mwb::cli {

using namespace mwb::formats::tl2layout;

namespace {

class LayoutText
{
    Q_DECLARE_TR_FUNCTIONS(mwb::cli::LayoutCommands)
};

QString idText(qint64 id)
{
    return QString::number(id);
}

/// The property's name (empty when unknown) and its value as far as LayoutSchema knows them, else a preview.
std::pair<QString, QString> propertyLabel(quint8 descriptor, const LayoutProperty &property)
{
    if (const auto info = propertyInfo(descriptor, property.code)) {
        if (const auto text = propertyText(property, info->kind))
            return {info->name, *text};
    }
    return {QString(), propertyValuePreview(property)};
}

/// "MENU NAME (#60)" or "#34".
QString propertyTitle(const QString &name, quint8 code)
{
    return name.isEmpty() ? QStringLiteral("#%1").arg(code) : QStringLiteral("%1 (#%2)").arg(name).arg(code);
}

QJsonObject objectJson(const LayoutObject &object)
{
    QJsonArray properties;
    for (const LayoutProperty &p : object.properties) {
        const auto [name, value] = propertyLabel(object.descriptor, p);
        properties.append(QJsonObject{{QStringLiteral("code"), p.code}, {QStringLiteral("name"), name},
            {QStringLiteral("offset"), p.offset}, {QStringLiteral("size"), p.byteSize()},
            {QStringLiteral("value"), value}, {QStringLiteral("hex"), QString::fromLatin1(p.value.toHex())}});
    }
    QJsonArray logic;
    for (const LogicObject &l : object.logic) {
        QJsonArray links;
        for (const LogicLink &link : l.links)
            links.append(QJsonObject{{QStringLiteral("to"), link.target}, {QStringLiteral("output"), link.output},
                {QStringLiteral("input"), link.input}});
        logic.append(QJsonObject{{QStringLiteral("id"), l.id}, {QStringLiteral("object_id"), idText(l.objectId)},
            {QStringLiteral("x"), double(l.x)}, {QStringLiteral("y"), double(l.y)}, {QStringLiteral("links"), links}});
    }
    QJsonArray timeline;
    for (const TimelineObject &t : object.timeline) {
        QJsonArray tracks;
        for (const TimelineTrack &track : t.tracks)
            tracks.append(QJsonObject{{QStringLiteral("property"), track.property},
                {QStringLiteral("event"), track.event}, {QStringLiteral("points"), qint64(track.points.size())}});
        timeline.append(
            QJsonObject{{QStringLiteral("object_id"), idText(t.objectId)}, {QStringLiteral("tracks"), tracks}});
    }
    QJsonArray children;
    for (const LayoutObject &child : object.children)
        children.append(objectJson(child));
    return QJsonObject{{QStringLiteral("offset"), object.offset}, {QStringLiteral("size"), qint64(object.blockSize)},
        {QStringLiteral("descriptor"), object.descriptor},
        {QStringLiteral("descriptor_name"), descriptorName(object.descriptor)},
        {QStringLiteral("id"), idText(object.id)}, {QStringLiteral("name"), object.name},
        {QStringLiteral("properties"), properties}, {QStringLiteral("logic"), logic},
        {QStringLiteral("timeline"), timeline}, {QStringLiteral("children"), children}};
}

QJsonObject dataGroupJson(const LayoutDataGroup &group)
{
    QJsonArray active;
    for (const qint64 theme : group.activeThemes)
        active.append(idText(theme));
    QJsonArray deactive;
    for (const qint64 theme : group.deactiveThemes)
        deactive.append(idText(theme));
    QJsonArray children;
    for (const LayoutDataGroup &child : group.children)
        children.append(dataGroupJson(child));
    return QJsonObject{{QStringLiteral("offset"), group.offset}, {QStringLiteral("id"), idText(group.id)},
        {QStringLiteral("choice"), group.choice}, {QStringLiteral("randomization"), qint64(group.randomization)},
        {QStringLiteral("number"), group.number}, {QStringLiteral("object_offset"), qint64(group.objectOffset)},
        {QStringLiteral("tag"), qint64(group.tag)}, {QStringLiteral("level_unique"), group.levelUnique},
        {QStringLiteral("game_mode"), group.gameMode}, {QStringLiteral("active_themes"), active},
        {QStringLiteral("deactive_themes"), deactive}, {QStringLiteral("children"), children}};
}

void objectText(const LayoutObject &object, int depth, QString &out)
{
    const QString indent(qsizetype(2) * depth, QLatin1Char(' '));
    const QString descriptor = descriptorName(object.descriptor);
    out += QStringLiteral("%1[%2] %3 id=%4 @%5 (%6 properties, %7 children)\n")
               .arg(indent, descriptor.isEmpty() ? QString::number(object.descriptor) : descriptor)
               .arg(object.name.isEmpty() ? QStringLiteral("-") : QStringLiteral("\"%1\"").arg(object.name))
               .arg(object.id)
               .arg(object.offset)
               .arg(object.properties.size())
               .arg(object.children.size());
    for (const LayoutProperty &p : object.properties) {
        const auto [name, value] = propertyLabel(object.descriptor, p);
        out += QStringLiteral("%1    %2 = %3\n").arg(indent, propertyTitle(name, p.code), value);
    }
    for (const LogicObject &l : object.logic) {
        for (const LogicLink &link : l.links)
            out += QStringLiteral("%1    logic %2 (object %3) %4 -> %5 %6\n")
                       .arg(indent)
                       .arg(l.id)
                       .arg(l.objectId)
                       .arg(link.output)
                       .arg(link.target)
                       .arg(link.input);
    }
    for (const TimelineObject &t : object.timeline) {
        for (const TimelineTrack &track : t.tracks)
            out += QStringLiteral("%1    timeline object %2: %3 (%4 points)\n")
                       .arg(indent)
                       .arg(t.objectId)
                       .arg(track.event.isEmpty() ? track.property : track.event)
                       .arg(track.points.size());
    }
    for (const LayoutObject &child : object.children)
        objectText(child, depth + 1, out);
}

void dataGroupText(const LayoutDataGroup &group, int depth, QString &out)
{
    out += QStringLiteral("%1group id=%2 choice=%3 randomization=%4 number=%5 object@%6 tag=0x%7 themes=%8/%9\n")
               .arg(QString(qsizetype(2) * depth, QLatin1Char(' ')))
               .arg(group.id)
               .arg(group.choice)
               .arg(group.randomization)
               .arg(group.number)
               .arg(group.objectOffset)
               .arg(group.tag, 8, 16, QLatin1Char('0'))
               .arg(group.activeThemes.size())
               .arg(group.deactiveThemes.size());
    for (const LayoutDataGroup &child : group.children)
        dataGroupText(child, depth + 1, out);
}

int layoutShow(const QStringList &arguments)
{
    CommandLine cli(QStringLiteral("layout show IN.BINLAYOUT [--json]"),
        LayoutText::tr("Show the structure of a compiled Torchlight 2 layout (BINLAYOUT): objects with their "
                       "descriptors, ids, names and properties, logic-group links, timelines and the datagroup tree. "
                       "IN may also name an entry of a .MOD: FILE.MOD::MEDIA/UI/X.LAYOUT."));
    cli.parser().addOption({QStringLiteral("json"), LayoutText::tr("Print JSON.")});
    cli.parser().addPositionalArgument(QStringLiteral("IN.BINLAYOUT"), LayoutText::tr("The compiled layout."));
    if (const auto stop = cli.parse(arguments, 1))
        return *stop;
    auto input = readInputBytes(cli.positional().first(), BinLayout::kMaxFileSize);
    if (!input)
        return CommandLine::fail(input.error());
    auto layout = BinLayout::parse(input->bytes, input->label);
    if (!layout)
        return CommandLine::fail(layout.error());
    if (cli.parser().isSet(QStringLiteral("json"))) {
        QJsonArray objects;
        for (const LayoutObject &object : layout->objects)
            objects.append(objectJson(object));
        QJsonObject root{{QStringLiteral("file"), input->label}, {QStringLiteral("size"), input->bytes.size()},
            {QStringLiteral("flag"), layout->flag},
            {QStringLiteral("datagroup_offset"), qint64(layout->dataGroupOffset)},
            {QStringLiteral("object_count"), layout->objectCount()}, {QStringLiteral("objects"), objects}};
        if (layout->dataGroup)
            root.insert(QStringLiteral("datagroup"), dataGroupJson(*layout->dataGroup));
        CommandLine::printJson(QJsonDocument(root));
        return CommandLine::ExitOk;
    }
    QString text = LayoutText::tr("%1: BINLAYOUT, %2 bytes, flag %3, datagroup offset %4, %n object(s)", nullptr,
                       static_cast<int>(layout->objectCount()))
                       .arg(input->label)
                       .arg(input->bytes.size())
                       .arg(layout->flag)
                       .arg(layout->dataGroupOffset)
        + QLatin1Char('\n');
    for (const LayoutObject &object : layout->objects)
        objectText(object, 0, text);
    if (layout->dataGroup) {
        text += LayoutText::tr("Datagroup:") + QLatin1Char('\n');
        dataGroupText(*layout->dataGroup, 1, text);
    }
    CommandLine::printOut(text);
    return CommandLine::ExitOk;
}

} // namespace

void addLayoutCommands(std::vector<Command> &commands)
{
    commands.push_back({QStringLiteral("layout"), QStringLiteral("show"),
        LayoutText::tr("Show the structure of a compiled Torchlight 2 layout"), layoutShow});
}

} // namespace mwb::cli
