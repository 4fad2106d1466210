// SPDX-License-Identifier: GPL-3.0-or-later
// BINLAYOUT writer: the layout of seed 001 §3 and BinLayout.h, sizes and offsets computed as GUTS computes them.
#include "mwb/formats/tl2layout/BinLayoutWriter.h"

#include "LayoutValues.h"
#include "mwb/formats/tl2layout/LayoutSchema.h"

#include <QCoreApplication>
#include <QtEndian>

#include <algorithm>
#include <cstring>

namespace mwb::formats::tl2layout {

using detail::kMaxShortCount;

namespace {

class WriterText
{
    Q_DECLARE_TR_FUNCTIONS(mwb::formats::tl2layout::BinLayoutWriter)
};

constexpr qint64 kMaxPropertyValue = 0xFFFF - 1; // the u16 size counts the code byte too
constexpr qint64 kRootObjectOffset = 6; // the datagroup root points just past the header's datagroup offset

class Writer
{
public:
    explicit Writer(const QString &path)
        : m_path(path)
    { }

    Result<QByteArray> write(const BinLayout &layout)
    {
        m_out.resize(1 << 16);
        u8(BinLayout::kMagic);
        u8(layout.flag);
        const qsizetype dataGroupField = m_size;
        u32(0);
        if (!count(layout.objects.size(), 0xFFFF, WriterText::tr("top-level objects")))
            return *m_error;
        u16(quint16(layout.objects.size()));
        for (const LayoutObject &object : layout.objects) {
            if (!writeObject(object))
                return *m_error;
        }
        if (layout.dataGroup) {
            patch32(dataGroupField, m_size);
            std::size_t nextGroup = 0;
            if (!writeDataGroup(*layout.dataGroup, true, nextGroup))
                return *m_error;
            if (nextGroup != m_groupOffsets.size())
                return mismatch();
        }
        if (m_size > qint64(0xFFFFFFFFu)) {
            return Error{ErrorCode::LimitExceeded, WriterText::tr("The layout would be larger than 4 GiB"), m_path, -1};
        }
        m_out.truncate(m_size);
        m_out.squeeze(); // the doubling may have left up to half of the buffer unused
        return m_out;
    }

private:
    bool fail(ErrorCode code, const QString &message)
    {
        m_error = Error{code, message, m_path, -1};
        return false;
    }

    Error mismatch()
    {
        return Error{ErrorCode::InvalidInput,
            WriterText::tr("The datagroup tree does not have one node for each Group object"), m_path, -1};
    }

    bool count(std::size_t n, std::size_t most, const QString &what)
    {
        if (n <= most)
            return true;
        return fail(ErrorCode::LimitExceeded,
            WriterText::tr("%1 %2, more than the %3 a layout can store").arg(n).arg(what).arg(most));
    }

    bool text(const QString &value)
    {
        if (!count(std::size_t(value.size()), kMaxShortCount, WriterText::tr("UTF-16 code units in a text")))
            return false;
        char *at = grow(2 + 2 * value.size());
        qToLittleEndian(quint16(value.size()), at);
        qToLittleEndian<quint16>(value.utf16(), value.size(), at + 2);
        return true;
    }

    bool writeObject(const LayoutObject &object)
    {
        const qsizetype start = m_size;
        if (object.descriptor == kDescriptorGroup)
            m_groupOffsets.push_back(start);
        u32(0);
        u8(object.descriptor);
        i64(object.id);
        if (!text(object.name) || !count(object.properties.size(), 0xFF, WriterText::tr("properties")))
            return false;
        u8(quint8(object.properties.size()));
        for (const LayoutProperty &p : object.properties) {
            if (p.value.size() > kMaxPropertyValue) {
                return fail(ErrorCode::LimitExceeded,
                    WriterText::tr("A value of %1 bytes, more than a property can store").arg(p.value.size()));
            }
            u16(quint16(1 + p.value.size()));
            u8(p.code);
            append(p.value);
        }
        const qsizetype extraField = m_size;
        u32(0);
        if (!writeGraph(object))
            return false;
        patch32(extraField, m_size - extraField - 4);
        if (!count(object.children.size(), 0xFFFF, WriterText::tr("children")))
            return false;
        u16(quint16(object.children.size()));
        for (const LayoutObject &child : object.children) {
            if (!writeObject(child))
                return false;
        }
        patch32(start, m_size - start);
        return true;
    }

    bool writeGraph(const LayoutObject &object)
    {
        const bool hasLogic = !object.logic.empty();
        const bool hasTimeline = !object.timeline.empty();
        if (!object.hasGraph && !hasLogic && !hasTimeline)
            return true;
        if (object.descriptor == kDescriptorLogicGroup && !hasTimeline)
            return writeLogic(object.logic);
        if (object.descriptor == kDescriptorTimeline && !hasLogic)
            return writeTimeline(object.timeline);
        return fail(ErrorCode::InvalidInput,
            WriterText::tr("Descriptor %1 cannot hold a logic graph or timeline tracks").arg(object.descriptor));
    }

    bool writeLogic(const std::vector<LogicObject> &logic)
    {
        if (!count(logic.size(), 0xFF, WriterText::tr("logic objects")))
            return false;
        u8(quint8(logic.size()));
        for (const LogicObject &object : logic) {
            u8(object.id);
            i64(object.objectId);
            f32(object.x);
            f32(object.y);
            const qsizetype endField = m_size;
            u32(0);
            if (!count(object.links.size(), 0xFF, WriterText::tr("logic links")))
                return false;
            u8(quint8(object.links.size()));
            for (const LogicLink &link : object.links) {
                u8(link.target);
                if (!text(link.output) || !text(link.input))
                    return false;
            }
            patch32(endField, m_size);
        }
        return true;
    }

    bool writeTimeline(const std::vector<TimelineObject> &timeline)
    {
        if (!count(timeline.size(), 0xFF, WriterText::tr("timeline objects")))
            return false;
        u8(quint8(timeline.size()));
        for (const TimelineObject &object : timeline) {
            i64(object.objectId);
            if (!count(object.tracks.size(), 0xFF, WriterText::tr("timeline tracks")))
                return false;
            u8(quint8(object.tracks.size()));
            for (const TimelineTrack &track : object.tracks) {
                if (!text(track.property) || !text(track.event)
                    || !count(track.points.size(), 0xFF, WriterText::tr("timeline points")))
                    return false;
                u8(quint8(track.points.size()));
                for (const TimelinePoint &point : track.points) {
                    f32(point.time);
                    u8(point.interpolation);
                    if (track.event.isEmpty() && !text(point.value.value_or(QString())))
                        return false;
                }
            }
        }
        return true;
    }

    bool writeDataGroup(const LayoutDataGroup &node, bool root, std::size_t &nextGroup)
    {
        qint64 objectOffset = kRootObjectOffset;
        if (!root) {
            if (nextGroup >= m_groupOffsets.size()) {
                m_error = mismatch();
                return false;
            }
            objectOffset = m_groupOffsets[nextGroup++];
        }
        i64(node.id);
        u8(node.choice);
        u32(node.randomization);
        u8(node.number);
        u32(quint32(objectOffset));
        u32(node.tag);
        u8(node.noTagFound);
        u8(node.levelUnique);
        u8(node.gameMode);
        for (const QList<qint64> *themes : {&node.activeThemes, &node.deactiveThemes}) {
            u32(quint32(themes->size()));
            for (qint64 theme : *themes)
                i64(theme);
        }
        if (!count(node.children.size(), 0xFFFF, WriterText::tr("datagroup children")))
            return false;
        u16(quint16(node.children.size()));
        for (const LayoutDataGroup &child : node.children) {
            if (!writeDataGroup(child, false, nextGroup))
                return false;
        }
        return true;
    }

    /// Room for `n` more bytes at the end of the output; the buffer grows by doubling and is cut to size at the end
    /// (QByteArray::append per field costs more than the fields).
    char *grow(qsizetype n)
    {
        const qsizetype at = m_size;
        if (at + n > m_out.size())
            m_out.resize(std::max(2 * m_out.size(), at + n));
        m_size += n;
        return m_out.data() + at;
    }
    void append(const QByteArray &bytes)
    {
        std::memcpy(grow(bytes.size()), bytes.constData(), std::size_t(bytes.size()));
    }
    template<typename T>
    void put(T value)
    {
        qToLittleEndian(value, grow(sizeof(T)));
    }
    void u8(quint8 v) { *grow(1) = char(v); }
    void u16(quint16 v) { put(v); }
    void u32(quint32 v) { put(v); }
    void i64(qint64 v) { put(v); }
    void f32(float v) { put(v); }
    void patch32(qsizetype at, qint64 value) { qToLittleEndian(quint32(value), m_out.data() + at); }

    QString m_path;
    QByteArray m_out;
    qsizetype m_size = 0; ///< bytes written; m_out may be longer
    std::vector<qint64> m_groupOffsets; ///< file offset of each Group object, pre-order
    std::optional<Error> m_error;
};

} // namespace

Result<QByteArray> writeBinLayout(const BinLayout &layout, const QString &pathForErrors)
{
    return Writer(pathForErrors).write(layout);
}

} // namespace mwb::formats::tl2layout
