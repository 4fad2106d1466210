// SPDX-License-Identifier: GPL-3.0-or-later
// BINLAYOUT reader. Layout from seed 001 §3 and specs/tl2.md §4; the logic-group and timeline regions follow the
// public reverse engineering (heiybb/TL2-RE, described not copied) and parse exactly on every corpus file.
#include "mwb/formats/tl2layout/BinLayout.h"

#include "formats/tl2raw/ViewCursor.h"
#include "mwb/formats/grid/GridFileIo.h"
#include "mwb/formats/tl2layout/LayoutSchema.h"

#include <QCoreApplication>
#include <QtEndian>

#include <cstring>

namespace mwb::formats::tl2layout {

using tl2raw::ViewCursor;

namespace {

class LayoutText
{
    Q_DECLARE_TR_FUNCTIONS(mwb::formats::tl2layout::BinLayout)
};

constexpr qint64 kMinObjectSize = 22; // block size, descriptor, id, empty name, counts
constexpr qint64 kMinPropertySize = 3;
constexpr qint64 kMinLogicObjectSize = 22;
constexpr qint64 kMinLogicLinkSize = 5;
constexpr qint64 kMinTimelineObjectSize = 9;
constexpr qint64 kMinTimelineTrackSize = 5;
constexpr qint64 kMinTimelinePointSize = 5;
constexpr qint64 kMinDataGroupSize = 35;
constexpr qint64 kMaxThemes = 1'000'000;

class Parser
{
public:
    Parser(QByteArrayView bytes, const QString &path)
        : m_in(bytes, path)
    { }

    BinLayoutParseOutcome run()
    {
        BinLayoutParseOutcome outcome;
        BinLayout &layout = outcome.layout;
        const quint8 magic = m_in.u8();
        if (m_in.ok() && magic != BinLayout::kMagic) {
            m_in.fail(ErrorCode::BadMagic,
                LayoutText::tr("Not a BINLAYOUT: the first byte is 0x%1, not 0x0B").arg(magic, 2, 16, QLatin1Char('0')),
                0);
        }
        layout.flag = m_in.u8();
        layout.dataGroupOffset = m_in.u32();
        readObjects(layout.objects, 0, LayoutText::tr("Top-level objects"));
        const qint64 objectsEnd = m_in.pos();
        if (m_in.ok() && layout.dataGroupOffset != 0) {
            if (layout.dataGroupOffset != objectsEnd) {
                m_in.fail(ErrorCode::Corrupt,
                    LayoutText::tr("The header puts the datagroup at offset %1, but the objects end at offset %2")
                        .arg(layout.dataGroupOffset)
                        .arg(objectsEnd),
                    2);
            } else {
                LayoutDataGroup root;
                if (readDataGroup(root, 0))
                    layout.dataGroup = std::move(root);
            }
        }
        if (m_in.ok() && m_in.remaining() > 0) {
            m_in.fail(ErrorCode::Corrupt,
                LayoutText::tr("%n byte(s) follow the end of the layout", nullptr, static_cast<int>(m_in.remaining())),
                m_in.pos());
        }
        outcome.error = m_in.error();
        return outcome;
    }

private:
    bool enter(int depth, qint64 at)
    {
        if (depth >= BinLayout::kMaxDepth)
            m_in.fail(ErrorCode::LimitExceeded,
                LayoutText::tr("Nesting deeper than %1 levels").arg(BinLayout::kMaxDepth), at);
        return m_in.ok();
    }

    /// u16 count + that many objects, appended to `into` only when read whole.
    void readObjects(std::vector<LayoutObject> &into, int depth, const QString &what)
    {
        const qint64 at = m_in.pos();
        const quint16 count = m_in.u16();
        if (!m_in.checkCount(count, BinLayout::kMaxObjects, kMinObjectSize, at, what))
            return;
        into.reserve(count);
        for (int i = 0; i < count; ++i) {
            LayoutObject object;
            if (!readObject(object, depth))
                return;
            into.push_back(std::move(object));
        }
    }

    bool readObject(LayoutObject &object, int depth)
    {
        object.offset = m_in.pos();
        if (!enter(depth, object.offset))
            return false;
        if (++m_objects > BinLayout::kMaxObjects) {
            m_in.fail(ErrorCode::LimitExceeded, LayoutText::tr("More than %1 objects").arg(BinLayout::kMaxObjects),
                object.offset);
            return false;
        }
        object.blockSize = m_in.u32();
        object.descriptor = m_in.u8();
        object.id = m_in.i64();
        object.name = m_in.shortString();
        readProperties(object);
        readExtra(object);
        readObjects(
            object.children, depth + 1, LayoutText::tr("Children of the object at offset %1").arg(object.offset));
        if (m_in.ok() && m_in.pos() != object.offset + qint64(object.blockSize)) {
            m_in.fail(ErrorCode::Corrupt,
                LayoutText::tr("The object at offset %1 declares %2 bytes but ends at offset %3")
                    .arg(object.offset)
                    .arg(object.blockSize)
                    .arg(m_in.pos()),
                object.offset);
        }
        return m_in.ok();
    }

    void readProperties(LayoutObject &object)
    {
        const qint64 at = m_in.pos();
        const quint8 count = m_in.u8();
        if (!m_in.checkCount(count, 255, kMinPropertySize, at, LayoutText::tr("Properties")))
            return;
        object.properties.reserve(count);
        for (int i = 0; i < count && m_in.ok(); ++i) {
            LayoutProperty property;
            property.offset = m_in.pos();
            const quint16 size = m_in.u16();
            if (m_in.ok() && size == 0) {
                m_in.fail(ErrorCode::Corrupt, LayoutText::tr("A property of 0 bytes has no code"), property.offset);
                return;
            }
            property.code = m_in.u8();
            const qint64 valueAt = m_in.pos();
            m_in.skip(size - 1);
            if (!m_in.ok())
                return;
            property.value = m_in.bytes().sliced(valueAt, size - 1).toByteArray();
            object.properties.push_back(std::move(property));
        }
    }

    void readExtra(LayoutObject &object)
    {
        const qint64 at = m_in.pos();
        object.extraSize = m_in.u32();
        if (!m_in.checkCount(object.extraSize, BinLayout::kMaxFileSize, 1, at, LayoutText::tr("Extra region")))
            return;
        const qint64 start = m_in.pos();
        if (object.extraSize == 0)
            return;
        object.hasGraph = true;
        if (object.descriptor == kDescriptorLogicGroup) {
            readLogic(object.logic);
        } else if (object.descriptor == kDescriptorTimeline) {
            readTimeline(object.timeline);
        } else {
            m_in.fail(ErrorCode::Unsupported,
                LayoutText::tr("An extra region of %1 bytes on descriptor %2, which is not known to have one")
                    .arg(object.extraSize)
                    .arg(object.descriptor),
                at);
            return;
        }
        if (m_in.ok() && m_in.pos() != start + qint64(object.extraSize)) {
            m_in.fail(ErrorCode::Corrupt,
                LayoutText::tr("The extra region at offset %1 declares %2 bytes but its data ends at offset %3")
                    .arg(start)
                    .arg(object.extraSize)
                    .arg(m_in.pos()),
                at);
        }
    }

    void readLogic(std::vector<LogicObject> &into)
    {
        const qint64 at = m_in.pos();
        const quint8 count = m_in.u8();
        if (!m_in.checkCount(count, 255, kMinLogicObjectSize, at, LayoutText::tr("Logic objects")))
            return;
        for (int i = 0; i < count && m_in.ok(); ++i) {
            LogicObject logic;
            logic.offset = m_in.pos();
            logic.id = m_in.u8();
            logic.objectId = m_in.i64();
            logic.x = m_in.f32();
            logic.y = m_in.f32();
            logic.endOffset = m_in.u32();
            const qint64 linksAt = m_in.pos();
            const quint8 links = m_in.u8();
            if (!m_in.checkCount(links, 255, kMinLogicLinkSize, linksAt, LayoutText::tr("Logic links")))
                return;
            for (int l = 0; l < links && m_in.ok(); ++l) {
                LogicLink link;
                link.offset = m_in.pos();
                link.target = m_in.u8();
                link.output = m_in.shortString();
                link.input = m_in.shortString();
                logic.links.push_back(std::move(link));
            }
            if (m_in.ok())
                into.push_back(std::move(logic));
        }
    }

    void readTimeline(std::vector<TimelineObject> &into)
    {
        const qint64 at = m_in.pos();
        const quint8 count = m_in.u8();
        if (!m_in.checkCount(count, 255, kMinTimelineObjectSize, at, LayoutText::tr("Timeline objects")))
            return;
        for (int i = 0; i < count && m_in.ok(); ++i) {
            TimelineObject object;
            object.offset = m_in.pos();
            object.objectId = m_in.i64();
            const qint64 tracksAt = m_in.pos();
            const quint8 tracks = m_in.u8();
            if (!m_in.checkCount(tracks, 255, kMinTimelineTrackSize, tracksAt, LayoutText::tr("Timeline tracks")))
                return;
            for (int t = 0; t < tracks && m_in.ok(); ++t) {
                TimelineTrack track;
                track.offset = m_in.pos();
                track.property = m_in.shortString();
                track.event = m_in.shortString();
                const qint64 pointsAt = m_in.pos();
                const quint8 points = m_in.u8();
                if (!m_in.checkCount(points, 255, kMinTimelinePointSize, pointsAt, LayoutText::tr("Timeline points")))
                    return;
                for (int p = 0; p < points && m_in.ok(); ++p) {
                    TimelinePoint point;
                    point.offset = m_in.pos();
                    point.time = m_in.f32();
                    point.interpolation = m_in.u8();
                    if (track.event.isEmpty())
                        point.value = m_in.shortString();
                    track.points.push_back(std::move(point));
                }
                object.tracks.push_back(std::move(track));
            }
            if (m_in.ok())
                into.push_back(std::move(object));
        }
    }

    bool readDataGroup(LayoutDataGroup &node, int depth)
    {
        node.offset = m_in.pos();
        if (!enter(depth, node.offset))
            return false;
        node.id = m_in.i64();
        node.choice = m_in.u8();
        node.randomization = m_in.u32();
        node.number = m_in.u8();
        node.objectOffset = m_in.u32();
        node.tag = m_in.u32();
        node.noTagFound = m_in.u8();
        node.levelUnique = m_in.u8();
        node.gameMode = m_in.u8();
        readThemes(node.activeThemes);
        readThemes(node.deactiveThemes);
        const qint64 at = m_in.pos();
        const quint16 count = m_in.u16();
        if (!m_in.checkCount(
                count, BinLayout::kMaxObjects, kMinDataGroupSize, at, LayoutText::tr("Datagroup children")))
            return false;
        for (int i = 0; i < count; ++i) {
            LayoutDataGroup child;
            if (!readDataGroup(child, depth + 1))
                return false;
            node.children.push_back(std::move(child));
        }
        return m_in.ok();
    }

    void readThemes(QList<qint64> &into)
    {
        const qint64 at = m_in.pos();
        const quint32 count = m_in.u32();
        if (!m_in.checkCount(count, kMaxThemes, 8, at, LayoutText::tr("Themes")))
            return;
        into.reserve(count);
        for (quint32 i = 0; i < count; ++i)
            into.append(m_in.i64());
    }

    ViewCursor m_in;
    qint64 m_objects = 0;
};

void collect(
    const std::vector<LayoutObject> &objects, quint8 descriptor, std::vector<const LayoutObject *> &out, bool firstOnly)
{
    for (const LayoutObject &object : objects) {
        if (firstOnly && !out.empty())
            return;
        if (object.descriptor == descriptor)
            out.push_back(&object);
        collect(object.children, descriptor, out, firstOnly);
    }
}

qint64 countObjects(const std::vector<LayoutObject> &objects)
{
    qint64 n = qint64(objects.size());
    for (const LayoutObject &object : objects)
        n += countObjects(object.children);
    return n;
}

} // namespace

std::optional<QString> LayoutProperty::asString() const
{
    if (value.size() < 2)
        return std::nullopt;
    const auto units = qFromLittleEndian<quint16>(value.constData());
    if (2 + 2 * qint64(units) != value.size())
        return std::nullopt;
    QString text(units, Qt::Uninitialized);
    qFromLittleEndian<quint16>(value.constData() + 2, units, text.data());
    return text;
}

std::optional<quint32> LayoutProperty::asUInt32() const
{
    if (value.size() != 4)
        return std::nullopt;
    return qFromLittleEndian<quint32>(value.constData());
}

std::optional<float> LayoutProperty::asFloat() const
{
    const auto bits = asUInt32();
    if (!bits)
        return std::nullopt;
    float f = 0;
    std::memcpy(&f, &*bits, sizeof f);
    return f;
}

const LayoutProperty *LayoutObject::property(quint8 code) const
{
    for (const LayoutProperty &p : properties) {
        if (p.code == code)
            return &p;
    }
    return nullptr;
}

qint64 LayoutObject::extraSizeOffset() const
{
    qint64 at = propertyCountOffset() + 1;
    for (const LayoutProperty &p : properties)
        at += p.byteSize();
    return at;
}

BinLayoutParseOutcome parseBinLayoutPartially(QByteArrayView bytes, const QString &pathForErrors)
{
    return Parser(bytes, pathForErrors).run();
}

Result<BinLayout> BinLayout::parse(QByteArrayView bytes, const QString &pathForErrors)
{
    BinLayoutParseOutcome outcome = parseBinLayoutPartially(bytes, pathForErrors);
    if (outcome.error)
        return *outcome.error;
    return std::move(outcome.layout);
}

Result<BinLayout> BinLayout::open(const QString &path)
{
    auto file = grid::GridFileIo::readAll(path, kMaxFileSize);
    if (!file)
        return file.error();
    return parse(*file, path);
}

const LayoutObject *BinLayout::findFirst(quint8 descriptor) const
{
    std::vector<const LayoutObject *> found;
    collect(objects, descriptor, found, true);
    return found.empty() ? nullptr : found.front();
}

std::vector<const LayoutObject *> BinLayout::findAll(quint8 descriptor) const
{
    std::vector<const LayoutObject *> found;
    collect(objects, descriptor, found, false);
    return found;
}

qint64 BinLayout::objectCount() const
{
    return countObjects(objects);
}

bool looksLikeBinLayout(QByteArrayView bytes)
{
    return !bytes.isEmpty() && static_cast<quint8>(bytes.front()) == BinLayout::kMagic;
}

} // namespace mwb::formats::tl2layout
