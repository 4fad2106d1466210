// SPDX-License-Identifier: GPL-3.0-or-later
// The graphs a text layout holds inside an object's [PROPERTIES]: a Logic Group's [LOGICGROUP] and a Timeline's
// [TIMELINEDATA], read into the in-memory form (BinLayout.h) as GUTS writes them (heiybb/TL2-RE's packer;
// Awkward-im/Torchlight's TL2Lib).
#include "LayoutGraphText.h"

#include "LayoutValues.h"

#include <QCoreApplication>

#include <algorithm>

namespace mwb::formats::tl2layout::detail {

namespace {

class CompilerText
{
    Q_DECLARE_TR_FUNCTIONS(mwb::formats::tl2layout::LayoutCompiler)
};

constexpr qsizetype kMaxGraphItems = 0xFF;

bool readLogicLink(TextReader &reader, const TextLine &open, LogicLink &link)
{
    quint32 seen = 0;
    return reader.readBlock(open, [&](const TextLine &line) {
        if (line.kind != TextLine::Kind::Property)
            return reader.unexpected(line, open.tag);
        const int field = reader.fieldOf(line, {"LINKINGTO", "OUTPUTNAME", "INPUTNAME"}, seen, open.tag);
        if (field < 0 || !reader.knownType(line))
            return false;
        if (field == 0)
            return reader.byteValue(line, link.target);
        return reader.text(line, field == 1 ? link.output : link.input);
    });
}

bool readLogicObject(TextReader &reader, const TextLine &open, LogicObject &object)
{
    quint32 seen = 0;
    return reader.readBlock(open, [&](const TextLine &line) {
        if (TextReader::opens(line, QLatin1String("LOGICLINK"))) {
            if (qsizetype(object.links.size()) >= kMaxGraphItems)
                return reader.tooMany(line, kMaxGraphItems, CompilerText::tr("links of one logic object"));
            object.links.emplace_back();
            return readLogicLink(reader, line, object.links.back());
        }
        if (line.kind != TextLine::Kind::Property)
            return reader.unexpected(line, open.tag);
        const int field = reader.fieldOf(line, {"ID", "OBJECTID", "X", "Y"}, seen, open.tag);
        if (field < 0 || !reader.knownType(line))
            return false;
        switch (field) {
        case 0:
            return reader.byteValue(line, object.id);
        case 1:
            return reader.int64Value(line, object.objectId);
        case 2:
            return reader.floatValue(line, object.x);
        default:
            return reader.floatValue(line, object.y);
        }
    });
}

bool readPoint(TextReader &reader, const TextLine &open, bool event, TimelinePoint &point)
{
    quint32 seen = 0;
    if (!event)
        point.value = QString();
    return reader.readBlock(open, [&](const TextLine &line) {
        if (line.kind != TextLine::Kind::Property)
            return reader.unexpected(line, open.tag);
        const int field = event ? reader.fieldOf(line, {"TIMEPERCENT", "INTERPOLATION"}, seen, open.tag)
                                : reader.fieldOf(line, {"TIMEPERCENT", "INTERPOLATION", "VALUE"}, seen, open.tag);
        if (field < 0 || !reader.knownType(line))
            return false;
        if (field == 0)
            return reader.floatValue(line, point.time);
        if (field == 2)
            return reader.text(line, *point.value);
        const auto index = interpolationIndex(line.value);
        if (!index)
            return reader.badValue(line, CompilerText::tr("INTERPOLATION (Linear, Spline…)"));
        point.interpolation = *index;
        return true;
    });
}

bool readTrack(TextReader &reader, const TextLine &open, bool event, TimelineTrack &track)
{
    quint32 seen = 0;
    const bool read = reader.readBlock(open, [&](const TextLine &line) {
        if (TextReader::opens(line, QLatin1String("TIMELINEPOINT"))) {
            if (qsizetype(track.points.size()) >= kMaxGraphItems)
                return reader.tooMany(line, kMaxGraphItems, CompilerText::tr("points of one track"));
            track.points.emplace_back();
            return readPoint(reader, line, event, track.points.back());
        }
        if (line.kind != TextLine::Kind::Property)
            return reader.unexpected(line, open.tag);
        const char *key = event ? "OBJECTEVENTNAME" : "OBJECTPROPERTYNAME";
        return reader.fieldOf(line, {key}, seen, open.tag) >= 0 && reader.knownType(line)
            && reader.text(line, event ? track.event : track.property);
    });
    if (read && event && track.event.isEmpty()) {
        return reader.fail(ErrorCode::InvalidInput, open, open.tag,
            CompilerText::tr("an event track needs a non-empty OBJECTEVENTNAME"));
    }
    return read;
}

bool readTimelineObject(TextReader &reader, const TextLine &open, TimelineObject &object)
{
    quint32 seen = 0;
    const bool read = reader.readBlock(open, [&](const TextLine &line) {
        const bool event = TextReader::opens(line, QLatin1String("TIMELINEOBJECTEVENT"));
        if (event || TextReader::opens(line, QLatin1String("TIMELINEOBJECTPROPERTY"))) {
            if (qsizetype(object.tracks.size()) >= kMaxGraphItems)
                return reader.tooMany(line, kMaxGraphItems, CompilerText::tr("tracks of one timeline object"));
            object.tracks.emplace_back();
            return readTrack(reader, line, event, object.tracks.back());
        }
        if (line.kind != TextLine::Kind::Property)
            return reader.unexpected(line, open.tag);
        return reader.fieldOf(line, {"OBJECTID"}, seen, open.tag) >= 0 && reader.knownType(line)
            && reader.int64Value(line, object.objectId);
    });
    // GUTS keeps property tracks and event tracks apart and stores the property tracks first.
    std::stable_partition(object.tracks.begin(), object.tracks.end(), [](const TimelineTrack &track) {
        return track.event.isEmpty();
    });
    return read;
}

} // namespace

bool readLogicGroup(TextReader &reader, const TextLine &open, std::vector<LogicObject> &into)
{
    return reader.readBlock(open, [&](const TextLine &line) {
        if (!TextReader::opens(line, QLatin1String("LOGICOBJECT")))
            return reader.unexpected(line, open.tag);
        if (qsizetype(into.size()) >= kMaxGraphItems)
            return reader.tooMany(line, kMaxGraphItems, CompilerText::tr("logic objects"));
        into.emplace_back();
        return readLogicObject(reader, line, into.back());
    });
}

bool readTimelineData(TextReader &reader, const TextLine &open, std::vector<TimelineObject> &into)
{
    quint32 seen = 0;
    return reader.readBlock(open, [&](const TextLine &line) {
        if (line.kind == TextLine::Kind::Property) {
            // The timeline's own ID: not stored (the object's id says it).
            qint64 ignored = 0;
            return reader.fieldOf(line, {"ID"}, seen, open.tag) >= 0 && reader.knownType(line)
                && reader.int64Value(line, ignored);
        }
        if (!TextReader::opens(line, QLatin1String("TIMELINEOBJECT")))
            return reader.unexpected(line, open.tag);
        if (qsizetype(into.size()) >= kMaxGraphItems)
            return reader.tooMany(line, kMaxGraphItems, CompilerText::tr("timeline objects"));
        into.emplace_back();
        return readTimelineObject(reader, line, into.back());
    });
}

} // namespace mwb::formats::tl2layout::detail
