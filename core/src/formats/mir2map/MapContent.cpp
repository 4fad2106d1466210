// SPDX-License-Identifier: GPL-3.0-or-later
#include "MapContent.h"

#include "MapDescriber.h"
#include "mwb/formats/mir2map/MapLayout.h"

namespace mwb::formats::mir2map {

using grid::GridContent;

namespace {
QString hexByte(quint8 value)
{
    return QStringLiteral("0x%1").arg(value, 2, 16, QLatin1Char('0'));
}
} // namespace

MapContent::MapContent(const content::Kind &kind, QString path, QByteArray bytes, std::shared_ptr<const MapFile> map)
    : GridContent(kind, std::move(path), std::move(bytes),
        tr("Legend of Mir map, type %1").arg(static_cast<int>(map->type())), map->grid())
    , m_map(std::move(map))
{
    auto &statistics = this->statistics();
    const QString title = m_map->title().trimmed();
    if (!title.isEmpty())
        statistics.insert(statistics.begin() + 1, {tr("Title"), title, -1, {}});
    const MapDetection &detection = m_map->detection();
    statistics.push_back({tr("File size"), tr("%1 bytes").arg(number(detection.fileSize)), -1, {}});
    statistics.push_back({tr("Trailing bytes"), number(detection.trailingBytes),
        detection.trailingBytes > 0 ? detection.expectedSize : -1, tr("Bytes after the cell array, kept on save")});
    addInfo(detectionGroup(detection));
}

ContentDescription MapContent::describe() const
{
    return describeParsedMap(m_map, bytes());
}

PropertyGroup MapContent::detectionGroup(const MapDetection &detection)
{
    PropertyGroup group{tr("Detection"), {}};
    if (const auto *accepted = detection.acceptedCheck()) {
        group.rows.push_back({tr("Detected type"), MapLayout::describe(accepted->type), -1, {}});
        group.rows.push_back({tr("Signature"), accepted->signature, -1, {}});
        group.rows.push_back({tr("Size formula"), accepted->sizeFormula, -1, {}});
    }
    if (detection.crystalType != (detection.type ? static_cast<int>(*detection.type) : -1)) {
        group.rows.push_back({tr("Crystal would pick"), tr("type %1").arg(detection.crystalType), -1,
            tr("Crystal's own byte tests disagree; the size formula decided")});
    }
    for (const auto &check : detection.checks) {
        if (check.accepted)
            continue;
        group.rows.push_back({tr("Type %1").arg(static_cast<int>(check.type)), check.verdict, -1,
            MapLayout::describe(check.type) + u'\n' + check.signature + u'\n' + check.sizeFormula});
    }
    return group;
}

std::vector<Property> MapContent::formatCellRows(int x, int y) const
{
    const MapFile &map = *m_map;
    const MapCell cell = map.cell(x, y);
    const qint64 record = map.cellOffset(x, y);
    const MapLayout &layout = MapLayout::of(map.type());
    const QString blocked = tr(", blocks walking");
    std::vector<Property> rows{
        {tr("Record"), tr("%1 bytes").arg(layout.cellSize), record, tr("Cells are stored column by column")},
        {tr("Back image"),
            tr("%1 (library %2)").arg(cell.backImage).arg(cell.backLibrary) + (cell.backBlocked ? blocked : QString()),
            record, {}},
        {tr("Middle image"), tr("%1 (library %2)").arg(cell.middleImage).arg(cell.middleLibrary), -1, {}},
        {tr("Front image"), QString::number(cell.frontImage) + (cell.frontBlocked ? blocked : QString()), -1, {}},
        {tr("Area"), QString::number(cell.area), -1, tr("Object library of the front image")},
        {tr("Door bytes"),
            tr("%1 %2").arg(hexByte(cell.doorIndex), hexByte(cell.doorOffset))
                + (cell.isDoor() ? (cell.isDoorOpen() ? tr(" (open)") : tr(" (closed)")) : QString()),
            record + layout.doorOffset, tr("Door index (bit 7 door, bits 0..6 id) and door offset (bit 7 open)")},
        {tr("Light"), QString::number(cell.light), -1, {}},
        {tr("Animation"), tr("frame %1, tick %2").arg(cell.animationFrame).arg(cell.animationTick), -1, {}},
    };
    if (map.type() == MapType::WemadeMir3 || map.type() == MapType::ShandaMir3)
        rows.push_back({tr("Mir3 walk flag"), hexByte(cell.mir3Flag), record, {}});
    return rows;
}

} // namespace mwb::formats::mir2map
