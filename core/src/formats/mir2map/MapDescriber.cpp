// SPDX-License-Identifier: GPL-3.0-or-later
#include "MapDescriber.h"

#include "content/Extension.h"
#include "StructureReader.h"
#include "mwb/formats/mir2map/MapDetector.h"
#include "mwb/formats/mir2map/MapFile.h"

#include <memory>
#include <vector>

namespace mwb::formats::mir2map {

using mwb::detail::StructureReader;

namespace {

class MapText
{
    Q_DECLARE_TR_FUNCTIONS(mwb::formats::mir2map::MapDescriber)
};

enum class Kind { U8, U16, U16Hex, F64, ShortString, Chars };

/// One named header field of a type (specs/mir2.md §2.2); bytes no field names are shown as "Reserved".
struct HeaderField
{
    int offset;
    int size;
    Kind kind;
    const char *name; ///< translated through MapText at display time
};

const std::vector<HeaderField> &headerFields(MapType type)
{
    static const std::vector<HeaderField> classic{
        {0, 2, Kind::U16, QT_TRANSLATE_NOOP("mwb::formats::mir2map::MapDescriber", "Width")},
        {2, 2, Kind::U16, QT_TRANSLATE_NOOP("mwb::formats::mir2map::MapDescriber", "Height")},
        {4, 17, Kind::ShortString, QT_TRANSLATE_NOOP("mwb::formats::mir2map::MapDescriber", "Title")},
        {28, 1, Kind::U8, QT_TRANSLATE_NOOP("mwb::formats::mir2map::MapDescriber", "Version (btVersion)")}};
    static const std::vector<HeaderField> map2010{
        {0, 17, Kind::ShortString, QT_TRANSLATE_NOOP("mwb::formats::mir2map::MapDescriber", "Title")},
        {21, 2, Kind::U16, QT_TRANSLATE_NOOP("mwb::formats::mir2map::MapDescriber", "Width (XOR key)")},
        {23, 2, Kind::U16Hex, QT_TRANSLATE_NOOP("mwb::formats::mir2map::MapDescriber", "Key")},
        {25, 2, Kind::U16, QT_TRANSLATE_NOOP("mwb::formats::mir2map::MapDescriber", "Height (XOR key)")},
        {27, 2, Kind::U16Hex, QT_TRANSLATE_NOOP("mwb::formats::mir2map::MapDescriber", "Not2")}};
    static const std::vector<HeaderField> antiHack{
        {0, 31, Kind::ShortString, QT_TRANSLATE_NOOP("mwb::formats::mir2map::MapDescriber", "Title")},
        {31, 2, Kind::U16, QT_TRANSLATE_NOOP("mwb::formats::mir2map::MapDescriber", "Width (XOR key)")},
        {33, 2, Kind::U16Hex, QT_TRANSLATE_NOOP("mwb::formats::mir2map::MapDescriber", "Key")},
        {35, 2, Kind::U16, QT_TRANSLATE_NOOP("mwb::formats::mir2map::MapDescriber", "Height (XOR key)")},
        {37, 8, Kind::F64, QT_TRANSLATE_NOOP("mwb::formats::mir2map::MapDescriber", "Date (TDateTime)")}};
    static const std::vector<HeaderField> wemadeMir3{
        {0, 20, Kind::Chars, QT_TRANSLATE_NOOP("mwb::formats::mir2map::MapDescriber", "Description")},
        {20, 2, Kind::U16, QT_TRANSLATE_NOOP("mwb::formats::mir2map::MapDescriber", "Attribute")},
        {22, 2, Kind::U16, QT_TRANSLATE_NOOP("mwb::formats::mir2map::MapDescriber", "Width")},
        {24, 2, Kind::U16, QT_TRANSLATE_NOOP("mwb::formats::mir2map::MapDescriber", "Height")},
        {26, 1, Kind::U8, QT_TRANSLATE_NOOP("mwb::formats::mir2map::MapDescriber", "Event file index")},
        {27, 1, Kind::U8, QT_TRANSLATE_NOOP("mwb::formats::mir2map::MapDescriber", "Fog colour")}};
    static const std::vector<HeaderField> shandaMir3{
        {0, 16, Kind::ShortString, QT_TRANSLATE_NOOP("mwb::formats::mir2map::MapDescriber", "Title")},
        {16, 2, Kind::U16, QT_TRANSLATE_NOOP("mwb::formats::mir2map::MapDescriber", "Width")},
        {18, 2, Kind::U16, QT_TRANSLATE_NOOP("mwb::formats::mir2map::MapDescriber", "Height")}};
    static const std::vector<HeaderField> heroes{
        {0, 21, Kind::ShortString, QT_TRANSLATE_NOOP("mwb::formats::mir2map::MapDescriber", "Title")},
        {21, 2, Kind::U16, QT_TRANSLATE_NOOP("mwb::formats::mir2map::MapDescriber", "Width")},
        {25, 2, Kind::U16, QT_TRANSLATE_NOOP("mwb::formats::mir2map::MapDescriber", "Height")}};
    static const std::vector<HeaderField> crystal{
        {0, 1, Kind::U8, QT_TRANSLATE_NOOP("mwb::formats::mir2map::MapDescriber", "Version")},
        {2, 2, Kind::Chars, QT_TRANSLATE_NOOP("mwb::formats::mir2map::MapDescriber", "Signature")},
        {4, 2, Kind::U16, QT_TRANSLATE_NOOP("mwb::formats::mir2map::MapDescriber", "Width")},
        {6, 2, Kind::U16, QT_TRANSLATE_NOOP("mwb::formats::mir2map::MapDescriber", "Height")}};
    switch (type) {
    case MapType::Map2010:
        return map2010;
    case MapType::AntiHack:
        return antiHack;
    case MapType::WemadeMir3:
        return wemadeMir3;
    case MapType::ShandaMir3:
        return shandaMir3;
    case MapType::Heroes:
        return heroes;
    case MapType::Crystal:
        return crystal;
    case MapType::Wemade:
    case MapType::WemadeNew:
    case MapType::Shanda2012:
        break;
    }
    return classic;
}

void readField(StructureReader &r, StructureNode &header, const HeaderField &field, const MapFile &map)
{
    const QString name = MapText::tr(field.name);
    switch (field.kind) {
    case Kind::U8:
        r.u8(header, name);
        break;
    case Kind::U16:
        r.u16(header, name);
        break;
    case Kind::U16Hex:
        r.u16(header, name, StructureReader::Base::Hex);
        break;
    case Kind::F64:
        r.f64(header, name);
        break;
    case Kind::Chars:
        r.chars(header, name, field.size);
        break;
    case Kind::ShortString:
        r.raw(header, name, field.size);
        header.children.back().value = map.title();
        header.children.back().type = QStringLiteral("ShortString[%1]").arg(field.size - 1);
        break;
    }
}

/// The type's header fields in file order, with the bytes between them as "Reserved".
void readHeader(StructureReader &r, StructureNode &root, const MapFile &map)
{
    const MapLayout &layout = MapLayout::of(map.type());
    StructureNode header = StructureNode::group(MapText::tr("Header"), 0, layout.headerSize);
    for (const HeaderField &field : headerFields(map.type())) {
        if (field.offset > r.pos())
            r.raw(header, MapText::tr("Reserved"), field.offset - r.pos());
        readField(r, header, field, map);
    }
    if (layout.headerSize > r.pos())
        r.raw(header, MapText::tr("Reserved"), layout.headerSize - r.pos());
    root.children.push_back(std::move(header));
}

StructureNode detectionNode(const MapDetection &detection)
{
    StructureNode node = StructureNode::group(MapText::tr("Detection"));
    node.value = detection.type ? MapLayout::describe(*detection.type) : MapText::tr("not a readable map");
    for (const DetectionCheck &check : detection.checks) {
        node.children.push_back(mwb::detail::computedField(MapLayout::describe(check.type), check.verdict));
    }
    return node;
}

StructureNode cellNode(const MapFile &map, int x, int y)
{
    const MapLayout &layout = MapLayout::of(map.type());
    const qint64 at = map.cellOffset(x, y);
    const MapCell cell = map.cell(x, y);
    StructureNode node = StructureNode::group(MapText::tr("(%1, %2)").arg(x).arg(y), at, layout.cellSize);
    node.value = cell.isWalkable() ? MapText::tr("walkable") : MapText::tr("blocked");
    if (cell.isDoor())
        node.value += MapText::tr(", door %1").arg(cell.doorId());
    const auto computed = [&node](const QString &name, const QString &value) {
        node.children.push_back(mwb::detail::computedField(name, value));
    };
    computed(MapText::tr("Back image"), QString::number(cell.backImage));
    computed(MapText::tr("Back blocked"), mwb::detail::yesNoText(cell.backBlocked));
    computed(MapText::tr("Middle image"), QString::number(cell.middleImage));
    computed(MapText::tr("Front image"), QString::number(cell.frontImage));
    computed(MapText::tr("Front blocked"), mwb::detail::yesNoText(cell.frontBlocked));
    node.children.push_back(StructureNode::field(
        MapText::tr("Door index"), QString::number(cell.doorIndex), QStringLiteral("u8"), at + layout.doorOffset, 1));
    node.children.push_back(StructureNode::field(MapText::tr("Door offset"), QString::number(cell.doorOffset),
        QStringLiteral("u8"), at + layout.doorOffset + 1, 1));
    computed(MapText::tr("Light"), QString::number(cell.light));
    return node;
}

StructureNode cellsNode(const std::shared_ptr<const MapFile> &map)
{
    const qint64 columnBytes = qint64(map->height()) * MapLayout::of(map->type()).cellSize;
    const qint64 start = map->cellOffset(0, 0);
    StructureNode cells
        = mwb::detail::lazyGroup(MapText::tr("Cells (%1 × %2, column-major)").arg(map->width()).arg(map->height()),
            start, columnBytes * map->width(), map->width(), [map, columnBytes, start](int x) {
                return mwb::detail::lazyGroup(MapText::tr("Column x = %1").arg(x), start + x * columnBytes, columnBytes,
                    map->height(), [map, x](int y) {
                        return cellNode(*map, x, y);
                    });
            });
    return cells;
}

} // namespace

bool probeMap(const QString &entryPath, QByteArrayView)
{
    return mwb::detail::hasExtension(entryPath, QLatin1StringView("map"));
}

ContentDescription describeMap(const QString &entryPath, const QByteArray &bytes)
{
    auto parsed = MapFile::fromBytes(bytes, entryPath);
    if (!parsed) {
        StructureNode root = StructureNode::group(MapText::tr("Legend of Mir map"), 0, bytes.size());
        root.children.push_back(detectionNode(MapDetector::detect(bytes)));
        return {std::move(root), parsed.error()};
    }
    return describeParsedMap(std::make_shared<const MapFile>(std::move(parsed).value()), bytes);
}

ContentDescription describeParsedMap(const std::shared_ptr<const MapFile> &map, const QByteArray &bytes)
{
    StructureNode root = StructureNode::group(MapText::tr("Legend of Mir map"), 0, bytes.size());
    root.children.push_back(detectionNode(map->detection()));
    StructureReader r(bytes);
    readHeader(r, root, *map);
    const qint64 tileBlock = map->detection().tileBlockSize;
    if (tileBlock > 0)
        r.raw(root, MapText::tr("Tile block (one record per 2 × 2 cells)"), tileBlock);
    root.children.push_back(cellsNode(map));
    if (map->trailingBytes() > 0) {
        r.seek(bytes.size() - map->trailingBytes());
        r.raw(root, MapText::tr("Trailing bytes"), map->trailingBytes());
    }
    return {std::move(root), r.error()};
}

} // namespace mwb::formats::mir2map
