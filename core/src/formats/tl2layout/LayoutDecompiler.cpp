// SPDX-License-Identifier: GPL-3.0-or-later
// The in-memory layout → text .LAYOUT as GUTS saves it. Every corpus BINLAYOUT written beside its text prints to
// that text byte for byte (given its root tag); every one compiles back to its bytes.
#include "mwb/formats/tl2layout/LayoutDecompiler.h"

#include "LayoutGroups.h"
#include "LayoutValues.h"
#include "mwb/formats/tl2layout/BinLayoutWriter.h"
#include "mwb/formats/tl2layout/LayoutSchema.h"

#include <QCoreApplication>
#include <QtEndian>

#include <algorithm>
#include <bit>

namespace mwb::formats::tl2layout {

using namespace detail;

namespace {

class DecompilerText
{
    Q_DECLARE_TR_FUNCTIONS(mwb::formats::tl2layout::LayoutDecompiler)
};

constexpr quint8 kChoiceCode = 101; ///< a Group's own CHOICE member
constexpr quint8 kGameModeCode = 118; ///< a Group's own GAME MODE member

/// A Group object and the number of Group nodes right below it in the datagroup tree.
struct GroupShape
{
    const LayoutObject *object;
    std::size_t childGroups;
};

/// The Group objects below `objects` in pre-order (into `out`); returns how many Group nodes this level gives its
/// nearest Group ancestor (Groups inside other objects move up to it, as GUTS builds the tree).
std::size_t collectGroups(const std::vector<LayoutObject> &objects, std::vector<GroupShape> &out)
{
    std::size_t here = 0;
    for (const LayoutObject &object : objects) {
        if (object.descriptor == kDescriptorGroup) {
            const std::size_t at = out.size();
            out.push_back(GroupShape{&object, 0});
            out[at].childGroups = collectGroups(object.children, out);
            ++here;
        } else {
            here += collectGroups(object.children, out);
        }
    }
    return here;
}

void flatten(const LayoutDataGroup &node, std::vector<const LayoutDataGroup *> &out)
{
    for (const LayoutDataGroup &child : node.children) {
        out.push_back(&child);
        flatten(child, out);
    }
}

class Printer
{
public:
    Printer(const QString &path, qsizetype expectedSize)
        : m_path(path)
    {
        m_out.reserve(expectedSize);
    }

    Result<QString> print(const BinLayout &layout, const QString &rootTag)
    {
        if (!matchGroups(layout))
            return *m_error;
        line(0, QLatin1Char('[') + rootTag + QLatin1Char(']'));
        property(1, QLatin1String("INTEGER"), QLatin1String("VERSION"), QString::number(layout.flag));
        property(1, QLatin1String("UNSIGNED INT"), QLatin1String("COUNT"), QString::number(layout.objectCount()));
        line(1, u"[OBJECTS]");
        for (const LayoutObject &object : layout.objects) {
            if (!printObject(object, -1, 2))
                return *m_error;
        }
        line(1, u"[/OBJECTS]");
        line(0, QLatin1String("[/") + rootTag + QLatin1Char(']'));
        return std::move(m_out);
    }

private:
    bool fail(qint64 offset, const QString &message)
    {
        m_error = Error{ErrorCode::Unsupported, message, m_path, offset};
        return false;
    }

    /// A text goes on one line: a stored line break has no text form.
    bool oneLine(QStringView text, qint64 offset)
    {
        if (!text.contains(QLatin1Char('\n')))
            return true;
        return fail(offset, DecompilerText::tr("A text holds a line break, which a text layout cannot keep"));
    }

    void indent(int depth) { m_out.append(QString(depth, QLatin1Char('\t'))); }
    void line(int depth, QStringView text)
    {
        indent(depth);
        m_out.append(text);
        m_out.append(QLatin1String("\r\n"));
    }
    void line(int depth, const QString &text) { line(depth, QStringView(text)); }
    /// Starts `<TYPE>KEY:` (the value is appended by the caller, then endLine()).
    template<typename Type, typename Key>
    void beginProperty(int depth, Type type, Key key)
    {
        indent(depth);
        m_out.append(QLatin1Char('<'));
        m_out.append(type);
        m_out.append(QLatin1Char('>'));
        m_out.append(key);
        m_out.append(QLatin1Char(':'));
    }
    void endLine() { m_out.append(QLatin1String("\r\n")); }
    template<typename Type, typename Key>
    void property(int depth, Type type, Key key, QStringView value)
    {
        beginProperty(depth, type, key);
        m_out.append(value);
        endLine();
    }

    /// The datagroup tree must mirror the Group objects (one node each, same nesting, a root of defaults).
    bool matchGroups(const BinLayout &layout)
    {
        std::vector<GroupShape> groups;
        const std::size_t top = collectGroups(layout.objects, groups);
        if (!layout.dataGroup) {
            if (groups.empty())
                return true;
            return fail(groups.front().object->offset,
                DecompilerText::tr("The layout has Group objects but no datagroup tree"));
        }
        const LayoutDataGroup &root = *layout.dataGroup;
        const LayoutDataGroup defaults = rootGroupNode();
        if (groups.empty() || root.id != defaults.id || root.choice != 0 || root.randomization != 0 || root.number != 0
            || root.tag != defaults.tag || root.noTagFound != 0 || root.levelUnique != 0 || root.gameMode != 0
            || !root.activeThemes.isEmpty() || !root.deactiveThemes.isEmpty() || root.children.size() != top) {
            return fail(
                root.offset, DecompilerText::tr("The datagroup root does not match the layout's Group objects"));
        }
        flatten(root, m_nodes);
        if (m_nodes.size() != groups.size())
            return fail(root.offset, DecompilerText::tr("The datagroup tree does not have one node per Group object"));
        for (std::size_t i = 0; i < groups.size(); ++i) {
            if (m_nodes[i]->id != groups[i].object->id || m_nodes[i]->children.size() != groups[i].childGroups) {
                return fail(m_nodes[i]->offset,
                    DecompilerText::tr("Datagroup node %1 does not mirror Group object %2")
                        .arg(m_nodes[i]->id)
                        .arg(groups[i].object->id));
            }
        }
        return true;
    }

    bool printObject(const LayoutObject &object, qint64 parentId, int depth)
    {
        const DescriptorSchema *schema = descriptorSchema(object.descriptor);
        if (!schema) {
            return fail(object.offset < 0 ? -1 : object.offset + 4,
                DecompilerText::tr("Descriptor %1 is unknown").arg(object.descriptor));
        }
        if (!object.name.isEmpty() && object.name == schema->name) {
            return fail(object.offset,
                DecompilerText::tr("The object stores its descriptor's name \"%1\", which a text cannot say")
                    .arg(object.name));
        }
        const QString &identity = object.name.isEmpty() ? schema->name : object.name;
        if (!oneLine(identity, object.offset))
            return false;
        line(depth, u"[BASEOBJECT]");
        line(depth + 1, u"[PROPERTIES]");
        const int inner = depth + 2;
        property(inner, QLatin1String("STRING"), QLatin1String("DESCRIPTOR"), schema->name);
        property(inner, QLatin1String("STRING"), QLatin1String("NAME"), identity);
        property(inner, QLatin1String("INTEGER64"), QLatin1String("PARENTID"), QString::number(parentId));
        property(inner, QLatin1String("INTEGER64"), QLatin1String("ID"), QString::number(object.id));
        if (object.descriptor == kDescriptorGroup && !printGroupLines(object, inner))
            return false;
        m_members.clear();
        for (const LayoutProperty &p : object.properties) {
            if (!printMember(*schema, identity, p, inner))
                return false;
        }
        if (object.hasGraph || !object.logic.empty() || !object.timeline.empty()) {
            const bool ok
                = object.descriptor == kDescriptorLogicGroup ? printLogic(object, inner) : printTimeline(object, inner);
            if (!ok)
                return false;
        }
        line(depth + 1, u"[/PROPERTIES]");
        if (!object.children.empty()) {
            line(depth + 1, u"[CHILDREN]");
            for (const LayoutObject &child : object.children) {
                if (!printObject(child, object.id, depth + 2))
                    return false;
            }
            line(depth + 1, u"[/CHILDREN]");
        }
        line(depth, u"[/BASEOBJECT]");
        return true;
    }

    bool printGroupLines(const LayoutObject &object, int depth)
    {
        const LayoutDataGroup &node = *m_nodes[m_nextNode++];
        const auto memberText = [&object](quint8 code) -> std::optional<QString> {
            const LayoutProperty *p = object.property(code);
            return p ? p->asString() : std::nullopt;
        };
        const auto lines = groupLines(node, memberText(kChoiceCode), memberText(kGameModeCode));
        if (!lines)
            return fail(node.offset, DecompilerText::tr("Datagroup node %1 holds a value no text gives").arg(node.id));
        for (const GroupLine &l : *lines) {
            if (!oneLine(l.value, node.offset))
                return false;
            property(depth, l.type, l.key, l.value);
        }
        return true;
    }

    bool printMember(const DescriptorSchema &schema, const QString &identity, const LayoutProperty &p, int depth)
    {
        const PropertySchema *member = schema.member(p.code);
        if (!member) {
            return fail(p.offset, DecompilerText::tr("Descriptor %1 has no property %2").arg(schema.name).arg(p.code));
        }
        // A member's line may appear once in its object: a member stored twice has no text.
        if (std::find(m_members.begin(), m_members.end(), member) != m_members.end()) {
            return fail(
                p.offset, DecompilerText::tr("Property %1 of %2 is stored twice").arg(member->name, schema.name));
        }
        m_members.push_back(member);
        if (member->name == QLatin1String("NAME") && p.asString() != identity) {
            return fail(
                p.offset, DecompilerText::tr("The NAME property differs from the object's name \"%1\"").arg(identity));
        }
        const int axes = member->kind == PropertyKind::Vector3 ? 3 : member->kind == PropertyKind::Vector2 ? 2 : 0;
        if (axes > 0) {
            if (p.value.size() != 4 * axes)
                return badSize(p, *member);
            for (int axis = 0; axis < axes; ++axis) {
                beginProperty(depth, u"FLOAT", member->name + QChar(u"XYZ"[axis]));
                appendFloat(m_out, qFromLittleEndian<quint32>(p.value.constData() + 4 * axis));
                endLine();
            }
            return true;
        }
        // The value is printed first into a scratch string: its type depends on it (a number or a list).
        m_value.clear();
        if (!appendValueText(m_value, m_type, member->kind, p.value))
            return badSize(p, *member);
        if (!oneLine(m_value, p.offset))
            return false;
        property(depth, m_type, member->name, m_value);
        return true;
    }

    bool badSize(const LayoutProperty &p, const PropertySchema &member)
    {
        m_error = Error{ErrorCode::Corrupt,
            DecompilerText::tr("Property %1 holds %2 bytes, which are no %3 value")
                .arg(member.name)
                .arg(p.value.size())
                .arg(typeNameFor(member.kind)),
            m_path, p.offset};
        return false;
    }

    bool printLogic(const LayoutObject &object, int depth)
    {
        line(depth, u"[LOGICGROUP]");
        for (const LogicObject &logic : object.logic) {
            line(depth + 1, u"[LOGICOBJECT]");
            const int inner = depth + 2;
            property(inner, QLatin1String("UNSIGNED INT"), QLatin1String("ID"), QString::number(logic.id));
            property(inner, QLatin1String("INTEGER64"), QLatin1String("OBJECTID"), QString::number(logic.objectId));
            floatProperty(inner, u"X", logic.x);
            floatProperty(inner, u"Y", logic.y);
            for (const LogicLink &link : logic.links) {
                if (!oneLine(link.output, link.offset) || !oneLine(link.input, link.offset))
                    return false;
                line(inner, u"[LOGICLINK]");
                property(inner + 1, QLatin1String("INTEGER"), QLatin1String("LINKINGTO"), QString::number(link.target));
                property(inner + 1, QLatin1String("STRING"), QLatin1String("OUTPUTNAME"), link.output);
                property(inner + 1, QLatin1String("STRING"), QLatin1String("INPUTNAME"), link.input);
                line(inner, u"[/LOGICLINK]");
            }
            line(depth + 1, u"[/LOGICOBJECT]");
        }
        line(depth, u"[/LOGICGROUP]");
        return true;
    }

    void floatProperty(int depth, QStringView key, float value)
    {
        beginProperty(depth, u"FLOAT", key);
        appendFloat(m_out, std::bit_cast<quint32>(value));
        endLine();
    }

    bool printTimeline(const LayoutObject &object, int depth)
    {
        line(depth, u"[TIMELINEDATA]");
        property(depth + 1, QLatin1String("INTEGER64"), QLatin1String("ID"), QString::number(object.id));
        for (const TimelineObject &timeline : object.timeline) {
            line(depth + 1, u"[TIMELINEOBJECT]");
            const int inner = depth + 2;
            property(inner, QLatin1String("INTEGER64"), QLatin1String("OBJECTID"), QString::number(timeline.objectId));
            bool eventSeen = false;
            for (const TimelineTrack &track : timeline.tracks) {
                const bool event = !track.event.isEmpty();
                if ((!event && eventSeen) || (event && !track.property.isEmpty())) {
                    return fail(track.offset,
                        DecompilerText::tr("A timeline track its text cannot keep (an event track before a property "
                                           "track, or one with both names)"));
                }
                eventSeen = eventSeen || event;
                if (!printTrack(track, event, inner))
                    return false;
            }
            line(depth + 1, u"[/TIMELINEOBJECT]");
        }
        line(depth, u"[/TIMELINEDATA]");
        return true;
    }

    bool printTrack(const TimelineTrack &track, bool event, int depth)
    {
        if (!oneLine(track.property, track.offset) || !oneLine(track.event, track.offset))
            return false;
        const QString block = event ? QStringLiteral("TIMELINEOBJECTEVENT") : QStringLiteral("TIMELINEOBJECTPROPERTY");
        line(depth, QLatin1Char('[') + block + QLatin1Char(']'));
        if (event)
            property(depth + 1, QLatin1String("STRING"), QLatin1String("OBJECTEVENTNAME"), track.event);
        else
            property(depth + 1, QLatin1String("STRING"), QLatin1String("OBJECTPROPERTYNAME"), track.property);
        for (const TimelinePoint &point : track.points) {
            const QLatin1String interpolation = interpolationName(point.interpolation);
            if (interpolation.isEmpty())
                return fail(point.offset, DecompilerText::tr("Interpolation %1 is unknown").arg(point.interpolation));
            if (!oneLine(point.value.value_or(QString()), point.offset))
                return false;
            line(depth + 1, u"[TIMELINEPOINT]");
            floatProperty(depth + 2, u"TIMEPERCENT", point.time);
            property(depth + 2, QLatin1String("STRING"), QLatin1String("INTERPOLATION"), QString(interpolation));
            if (!event)
                property(depth + 2, QLatin1String("STRING"), QLatin1String("VALUE"), point.value.value_or(QString()));
            line(depth + 1, u"[/TIMELINEPOINT]");
        }
        line(depth, QLatin1String("[/") + block + QLatin1Char(']'));
        return true;
    }

    QString m_path;
    QString m_out;
    QString m_value;
    QString m_type;
    std::optional<Error> m_error;
    std::vector<const LayoutDataGroup *> m_nodes; ///< datagroup nodes (root excluded) in pre-order
    std::size_t m_nextNode = 0;
    std::vector<const PropertySchema *> m_members; ///< the members the object's lines gave so far
};

/// The first offset where `a` and `b` differ (the shorter one's size when one is a prefix of the other).
qint64 firstDifference(QByteArrayView a, QByteArrayView b)
{
    return std::mismatch(a.begin(), a.end(), b.begin(), b.end()).first - a.begin();
}

} // namespace

QString layoutRootTag(const QString &path, const BinLayout &layout)
{
    const QString normalized = QString(path).replace(QLatin1Char('\\'), QLatin1Char('/')).toUpper();
    if (normalized.contains(QLatin1String("MEDIA/UI/")))
        return QStringLiteral("UI");
    if (normalized.contains(QLatin1String("MEDIA/PARTICLES/")))
        return QStringLiteral("Particle Creator");
    const bool ui = std::any_of(layout.objects.begin(), layout.objects.end(), [](const LayoutObject &object) {
        const DescriptorSchema *schema = descriptorSchema(object.descriptor);
        return schema && schema->ui;
    });
    return ui ? QStringLiteral("UI") : QStringLiteral("Layout");
}

Result<QString> layoutToText(const BinLayout &layout, const QString &rootTag, const QString &pathForErrors)
{
    return Printer(pathForErrors, 64 * layout.objectCount() + 256).print(layout, rootTag);
}

QByteArray layoutTextBytes(const QString &text)
{
    QByteArray out(2 + 2 * text.size(), Qt::Uninitialized);
    out[0] = char(0xFF);
    out[1] = char(0xFE);
    qToLittleEndian<quint16>(text.utf16(), text.size(), out.data() + 2);
    return out;
}

Result<QString> decompileBinLayoutText(QByteArrayView bytes, const QString &pathForErrors, const QString &rootTag)
{
    auto layout = BinLayout::parse(bytes, pathForErrors);
    if (!layout)
        return layout.error();
    auto text
        = layoutToText(*layout, rootTag.isEmpty() ? layoutRootTag(pathForErrors, *layout) : rootTag, pathForErrors);
    if (!text)
        return text.error();
    const auto rewritten = writeBinLayout(*layout, pathForErrors);
    if (!rewritten)
        return rewritten.error();
    if (*rewritten != bytes) {
        const qint64 at = firstDifference(bytes, *rewritten);
        return Error{ErrorCode::Unsupported,
            DecompilerText::tr("The layout stores a size or offset GUTS would have written otherwise (byte %1), "
                               "which its text cannot keep")
                .arg(at),
            pathForErrors, at};
    }
    return text;
}

Result<QByteArray> decompileBinLayout(QByteArrayView bytes, const QString &pathForErrors, const QString &rootTag)
{
    const auto text = decompileBinLayoutText(bytes, pathForErrors, rootTag);
    if (!text)
        return text.error();
    return layoutTextBytes(*text);
}

} // namespace mwb::formats::tl2layout
