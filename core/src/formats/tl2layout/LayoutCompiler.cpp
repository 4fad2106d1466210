// SPDX-License-Identifier: GPL-3.0-or-later
// Text .LAYOUT → the in-memory layout (→ BINLAYOUT through BinLayoutWriter): one pass over the lines, no tree of
// text blocks in between. The rules are those of heiybb/TL2-RE's packer (which matches GUTS byte for byte) with
// the member table of LayoutSchema.h; every corpus pair compiles to GUTS's bytes.
#include "mwb/formats/tl2layout/LayoutCompiler.h"

#include "LayoutGraphText.h"
#include "LayoutGroups.h"
#include "LayoutValues.h"
#include "formats/tl2dat/TextEncoding.h"
#include "mwb/formats/tl2dat/DatTypes.h"
#include "mwb/formats/tl2layout/BinLayoutWriter.h"
#include "mwb/formats/tl2layout/LayoutSchema.h"

#include <QCoreApplication>
#include <QSysInfo>
#include <QtEndian>

#include <algorithm>
#include <bit>
#include <functional>
#include <initializer_list>
#include <iterator>

namespace mwb::formats::tl2layout {

using namespace detail;

namespace {

class CompilerText
{
    Q_DECLARE_TR_FUNCTIONS(mwb::formats::tl2layout::LayoutCompiler)
};

constexpr quint8 kDefaultVersion = 4;
constexpr qsizetype kMaxProperties = 0xFF;
constexpr qsizetype kMaxChildren = 0xFFFF;

using ByteOffsetOf = TextReader::ByteOffsetOf;

/// A vector member being gathered from its component lines.
struct PendingVector
{
    const PropertySchema *member;
    std::size_t property; ///< index in the object's properties
    int axesSeen; ///< bit per axis
};

class Compiler : private TextReader
{
public:
    Compiler(QStringView text, ByteOffsetOf byteOffset, const QString &path)
        : TextReader(text, std::move(byteOffset), path)
    { }

    Result<LayoutText> run()
    {
        LayoutText result;
        if (!readRoot(result))
            return *error();
        return result;
    }

private:
    // --- root and objects ----------------------------------------------------------------------------------------

    bool readRoot(LayoutText &result)
    {
        TextLine open;
        if (!next(open))
            return failAtStart(ErrorCode::Corrupt, CompilerText::tr("The text holds no layout"));
        if (open.kind != TextLine::Kind::Open)
            return fail(ErrorCode::Corrupt, open, {}, CompilerText::tr("expected the root block, such as [Layout]"));
        result.rootTag = open.tag.toString();
        BinLayout &layout = result.layout;
        layout.flag = kDefaultVersion;
        std::vector<LayoutDataGroup> groups;
        bool haveObjects = false;
        quint32 seen = 0;
        const bool read = readBlock(open, [&](const TextLine &line) {
            if (opens(line, QLatin1String("OBJECTS")) && !haveObjects) {
                haveObjects = true;
                return readObjects(line, layout.objects, 0, groups);
            }
            if (line.kind != TextLine::Kind::Property)
                return unexpected(line, open.tag);
            const int field = fieldOf(line, {"VERSION", "COUNT"}, seen, open.tag);
            if (field < 0 || !knownType(line))
                return false;
            if (field == 0)
                return byteValue(line, layout.flag);
            return parseUInt32(line.value) ? true : badValue(line, CompilerText::tr("UNSIGNED INT"));
        });
        if (!read)
            return false;
        TextLine after;
        if (next(after))
            return fail(ErrorCode::Corrupt, after, {}, CompilerText::tr("text follows the end of the layout"));
        if (!groups.empty()) {
            layout.dataGroup = rootGroupNode();
            layout.dataGroup->children = std::move(groups);
        }
        return true;
    }

    /// The objects of an [OBJECTS] or [CHILDREN] block (`open`); Group nodes found below go to `groups`.
    bool readObjects(
        const TextLine &open, std::vector<LayoutObject> &into, int depth, std::vector<LayoutDataGroup> &groups)
    {
        return readBlock(open, [&](const TextLine &line) {
            if (!opens(line, QLatin1String("BASEOBJECT")))
                return unexpected(line, open.tag);
            if (qsizetype(into.size()) >= kMaxChildren)
                return tooMany(line, kMaxChildren, CompilerText::tr("objects in one block"));
            if (depth >= BinLayout::kMaxDepth) {
                return fail(ErrorCode::LimitExceeded, line, {},
                    CompilerText::tr("objects nest deeper than %1 levels").arg(BinLayout::kMaxDepth));
            }
            if (++m_objectCount > BinLayout::kMaxObjects)
                return tooMany(line, BinLayout::kMaxObjects, CompilerText::tr("objects"));
            into.emplace_back();
            return readObject(line, into.back(), depth, groups);
        });
    }

    bool readObject(const TextLine &open, LayoutObject &object, int depth, std::vector<LayoutDataGroup> &groups)
    {
        object.sourceLine = open.number;
        std::vector<LayoutDataGroup> childGroups;
        std::optional<LayoutDataGroup> node;
        bool haveProperties = false;
        bool haveChildren = false;
        const bool read = readBlock(open, [&](const TextLine &line) {
            if (opens(line, QLatin1String("PROPERTIES")) && !haveProperties) {
                haveProperties = true;
                return readProperties(line, object, node);
            }
            if (opens(line, QLatin1String("CHILDREN")) && !haveChildren) {
                haveChildren = true;
                return readObjects(line, object.children, depth + 1, childGroups);
            }
            return unexpected(line, open.tag);
        });
        if (!read)
            return false;
        object.sourceEndLine = closedAt();
        if (!haveProperties) {
            return fail(ErrorCode::Corrupt, open, open.tag, CompilerText::tr("the object has no [PROPERTIES] block"));
        }
        if (node) {
            node->children = std::move(childGroups);
            groups.push_back(std::move(*node));
        } else {
            std::move(childGroups.begin(), childGroups.end(), std::back_inserter(groups));
        }
        return true;
    }

    // --- properties ----------------------------------------------------------------------------------------------

    bool readProperties(const TextLine &open, LayoutObject &object, std::optional<LayoutDataGroup> &node)
    {
        m_properties.clear();
        std::optional<TextLine> graphLine;
        const bool read = readBlock(open, [&](const TextLine &line) {
            const bool logic = opens(line, QLatin1String("LOGICGROUP"));
            if ((logic || opens(line, QLatin1String("TIMELINEDATA"))) && !graphLine) {
                graphLine = line;
                object.hasGraph = true;
                return logic ? readLogicGroup(*this, line, object.logic)
                             : readTimelineData(*this, line, object.timeline);
            }
            if (line.kind != TextLine::Kind::Property)
                return unexpected(line, open.tag);
            m_properties.push_back(line);
            return true;
        });
        if (!read || !applyProperties(open, object, node))
            return false;
        if (graphLine) {
            const bool logic = graphLine->tag == QLatin1String("LOGICGROUP");
            if (object.descriptor != (logic ? kDescriptorLogicGroup : kDescriptorTimeline)) {
                return fail(ErrorCode::Corrupt, *graphLine, graphLine->tag,
                    CompilerText::tr("only a %1 object has a [%2] block")
                        .arg(descriptorName(logic ? kDescriptorLogicGroup : kDescriptorTimeline), graphLine->tag));
            }
        }
        return true;
    }

    /// The object's identity (DESCRIPTOR, first NAME, ID), then its members in the order of their first line.
    bool applyProperties(const TextLine &open, LayoutObject &object, std::optional<LayoutDataGroup> &node)
    {
        const TextLine *descriptorLine = nullptr;
        const TextLine *idLine = nullptr;
        const TextLine *nameLine = nullptr;
        for (const TextLine &line : m_properties) {
            if (!knownType(line))
                return false;
            if (line.key == QLatin1String("DESCRIPTOR")) {
                if (descriptorLine)
                    return twice(line);
                descriptorLine = &line;
            } else if (line.key == QLatin1String("ID")) {
                if (idLine)
                    return twice(line);
                idLine = &line;
            } else if (line.key == QLatin1String("PARENTID")) {
                qint64 ignored = 0;
                if (!int64Value(line, ignored))
                    return false;
            } else if (line.key == QLatin1String("NAME") && !nameLine) {
                nameLine = &line;
            }
        }
        if (!descriptorLine) {
            return fail(
                ErrorCode::Corrupt, open, open.tag, CompilerText::tr("the object has no <STRING>DESCRIPTOR line"));
        }
        const DescriptorSchema *schema = descriptorSchemaNamed(descriptorLine->value.trimmed());
        if (!schema) {
            return fail(ErrorCode::InvalidInput, *descriptorLine, descriptorLine->value,
                CompilerText::tr("unknown descriptor \"%1\"").arg(descriptorLine->value.left(64)));
        }
        if (!idLine)
            return fail(ErrorCode::Corrupt, open, open.tag, CompilerText::tr("the object has no <INTEGER64>ID line"));
        if (!int64Value(*idLine, object.id))
            return false;
        object.descriptor = schema->code;
        // The name is stored only when it differs from the descriptor's (as written, or as the schema spells it).
        const QStringView identity = nameLine ? nameLine->value : descriptorLine->value;
        if (identity != descriptorLine->value && identity != schema->name && !text(*nameLine, object.name))
            return false;
        if (schema->code == kDescriptorGroup)
            node = defaultGroupNode(object.id);
        // A NAME member holds the object's name, whatever its own line says (heiybb/TL2-RE: GUTS reads it from the
        // object): the stored name, or the descriptor's when none is stored.
        return applyMembers(*schema, object, node, nameLine, object.name.isEmpty() ? schema->name : object.name);
    }

    bool applyMembers(const DescriptorSchema &schema, LayoutObject &object, std::optional<LayoutDataGroup> &node,
        const TextLine *nameLine, QStringView identity)
    {
        m_members.clear();
        m_vectors.clear();
        object.properties.reserve(m_properties.size());
        bool groupChoiceSeen = false;
        bool groupGameModeSeen = false;
        for (const TextLine &line : m_properties) {
            if (&line == nameLine || line.key == QLatin1String("DESCRIPTOR") || line.key == QLatin1String("ID")
                || line.key == QLatin1String("PARENTID"))
                continue;
            if (node) {
                const auto field = groupFieldNamed(line.key);
                bool *firstSeen = field == GroupField::Choice ? &groupChoiceSeen
                    : field == GroupField::GameMode           ? &groupGameModeSeen
                                                              : nullptr;
                if (field && !(firstSeen && *firstSeen)) {
                    if (firstSeen)
                        *firstSeen = true;
                    if (!setGroupField(*node, *field, line.value))
                        return badValue(line, CompilerText::tr("value of the Group's %1").arg(line.key));
                    continue;
                }
            }
            const TextKeyTarget *target = schema.textKey(line.key);
            if (!target)
                return unknownMember(schema, line);
            if (target->axis >= 0) {
                if (!applyComponent(*target, line, object))
                    return false;
                continue;
            }
            if (std::find(m_members.begin(), m_members.end(), target->member) != m_members.end())
                return twice(line);
            m_members.push_back(target->member);
            if (!target->member->editorOnly && !applyMember(*target->member, line, object, identity))
                return false;
        }
        return true;
    }

    bool unknownMember(const DescriptorSchema &schema, const TextLine &line)
    {
        QString hint;
        for (const auto &entry : schema.textKeys) {
            const QStringView name(entry.first.data(), qsizetype(entry.first.size()));
            if (name.compare(line.key, Qt::CaseInsensitive) == 0)
                hint = CompilerText::tr(" (is it %1?)").arg(name);
        }
        return fail(ErrorCode::InvalidInput, line, line.key,
            CompilerText::tr("descriptor %1 has no property %2%3").arg(schema.name, line.key, hint));
    }

    bool addProperty(LayoutObject &object, const TextLine &line, quint8 code, QByteArray value)
    {
        if (qsizetype(object.properties.size()) >= kMaxProperties)
            return tooMany(line, kMaxProperties, CompilerText::tr("properties in one object"));
        LayoutProperty property;
        property.code = code;
        property.value = std::move(value);
        property.sourceLine = line.number;
        object.properties.push_back(std::move(property));
        return true;
    }

    bool applyMember(const PropertySchema &member, const TextLine &line, LayoutObject &object, QStringView identity)
    {
        const QStringView value = member.name == QLatin1String("NAME") ? identity : line.value;
        if (isStringKind(member.kind) && value.size() > kMaxShortCount) {
            QString unused;
            return text(line, unused);
        }
        auto bytes = encodeValue(member.kind, isListForm(member.kind, line.type), value);
        if (!bytes) {
            const bool list = isListForm(member.kind, line.type);
            return badValue(line,
                list ? CompilerText::tr("list of numbers for %1").arg(member.name)
                     : CompilerText::tr("%1 value for %2").arg(typeNameFor(member.kind), member.name));
        }
        return addProperty(object, line, member.code, std::move(*bytes));
    }

    bool applyComponent(const TextKeyTarget &target, const TextLine &line, LayoutObject &object)
    {
        const PropertySchema *member = target.member;
        auto it = std::find_if(m_vectors.begin(), m_vectors.end(), [member](const PendingVector &v) {
            return v.member == member;
        });
        if (it == m_vectors.end()) {
            const int axes = member->kind == PropertyKind::Vector3 ? 3 : 2;
            if (!addProperty(object, line, member->code, QByteArray(4 * axes, '\0')))
                return false;
            it = m_vectors.insert(m_vectors.end(), PendingVector{member, object.properties.size() - 1, 0});
        }
        if (it->axesSeen & (1 << target.axis))
            return twice(line);
        it->axesSeen |= 1 << target.axis;
        const auto bits = parseFloatBits(line.value);
        if (!bits)
            return badValue(line, CompilerText::tr("FLOAT"));
        qToLittleEndian(*bits, object.properties[it->property].value.data() + 4 * target.axis);
        return true;
    }

    qint64 m_objectCount = 0;
    std::vector<TextLine> m_properties; ///< the property lines of the object being read
    std::vector<const PropertySchema *> m_members; ///< the members the object's lines gave so far
    std::vector<PendingVector> m_vectors;
};

/// The input decoded as UTF-16 code units, with the mapping back to its bytes.
struct DecodedText
{
    QStringView view; ///< into `bytes` (UTF-16LE on a little-endian host) or into `storage`
    QString storage;
    ByteOffsetOf byteOffset;
};

std::optional<Error> decode(const QByteArray &bytes, const QString &path, DecodedText &out)
{
    if (bytes.size() > kMaxLayoutTextSize) {
        return Error{ErrorCode::LimitExceeded,
            CompilerText::tr("The text is %1 bytes, more than the %2 bytes a layout may have")
                .arg(bytes.size())
                .arg(kMaxLayoutTextSize),
            path, -1};
    }
    using Kind = tl2dat::TextEncoding::Kind;
    const tl2dat::TextEncoding encoding = tl2dat::detectTextEncoding(bytes);
    const qsizetype prefix = encoding.prefix;
    const char *data = bytes.constData() + prefix;
    const qsizetype size = bytes.size() - prefix;
    if (!encoding.isUtf16()) {
        out.storage = QString::fromUtf8(data, size);
        out.view = out.storage;
        const QString *text = &out.storage;
        out.byteOffset = [prefix, text](qsizetype index) {
            return qint64(prefix + QStringView(*text).first(index).toUtf8().size());
        };
        return std::nullopt;
    }
    if (size % 2 != 0) {
        return Error{ErrorCode::Truncated, CompilerText::tr("The UTF-16 text ends in the middle of a character"), path,
            bytes.size() - 1};
    }
    out.byteOffset = [prefix](qsizetype index) {
        return qint64(prefix + 2 * index);
    };
    // UTF-16LE as GUTS writes it is read in place on a little-endian host: no copy of the text.
    if (encoding.kind == Kind::Utf16Le && QSysInfo::ByteOrder == QSysInfo::LittleEndian
        && quintptr(data) % alignof(char16_t) == 0) {
        out.view = QStringView(reinterpret_cast<const char16_t *>(data), size / 2);
        return std::nullopt;
    }
    out.storage = QString(size / 2, Qt::Uninitialized);
    if (encoding.kind == Kind::Utf16Le)
        qFromLittleEndian<quint16>(data, size / 2, out.storage.data());
    else
        qFromBigEndian<quint16>(data, size / 2, out.storage.data());
    out.view = out.storage;
    return std::nullopt;
}

Result<QByteArray> written(Result<LayoutText> parsed, const QString &path)
{
    if (!parsed)
        return parsed.error();
    return writeBinLayout(parsed->layout, path);
}

} // namespace

Result<LayoutText> parseLayoutText(const QByteArray &textBytes, const QString &pathForErrors)
{
    DecodedText decoded;
    if (auto error = decode(textBytes, pathForErrors, decoded))
        return *error;
    return Compiler(decoded.view, decoded.byteOffset, pathForErrors).run();
}

Result<LayoutText> parseLayoutText(const QString &text, const QString &pathForErrors)
{
    if (2 * qint64(text.size()) > kMaxLayoutTextSize) {
        return Error{ErrorCode::LimitExceeded,
            CompilerText::tr("The text is more than the %1 bytes a layout may have").arg(kMaxLayoutTextSize),
            pathForErrors, -1};
    }
    return Compiler(
        text,
        [](qsizetype index) {
            return qint64(2 + 2 * index);
        },
        pathForErrors)
        .run();
}

Result<QByteArray> compileLayoutText(const QByteArray &textBytes, const QString &pathForErrors)
{
    return written(parseLayoutText(textBytes, pathForErrors), pathForErrors);
}

Result<QByteArray> compileLayoutText(const QString &text, const QString &pathForErrors)
{
    return written(parseLayoutText(text, pathForErrors), pathForErrors);
}

} // namespace mwb::formats::tl2layout
