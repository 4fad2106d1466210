// SPDX-License-Identifier: GPL-3.0-or-later
#include "LevelGridWarnings.h"

#include "mwb/formats/tl2layout/BinLayout.h"
#include "mwb/formats/tl2layout/LayoutPlan.h"
#include "mwb/formats/tl2layout/LayoutSchema.h"
#include "mwb/formats/tl2mpp/MppFile.h"

#include <QCoreApplication>
#include <QHash>
#include <QRectF>

#include <algorithm>
#include <iterator>
#include <optional>

namespace mwb::formats::tl2mod {

namespace {

class GridWarningText
{
    Q_DECLARE_TR_FUNCTIONS(mwb::formats::tl2mod::ModVerifier)
};

const QString kLayoutSuffix = QStringLiteral(".LAYOUT");
const QString kGridSuffix = QStringLiteral(".MPP");
const QString kRoomPiece = QStringLiteral("Room Piece");

bool hasRoomPiece(const std::vector<tl2layout::LayoutObject> &objects)
{
    return std::any_of(objects.begin(), objects.end(), [](const tl2layout::LayoutObject &object) {
        return tl2layout::descriptorName(object.descriptor) == kRoomPiece || hasRoomPiece(object.children);
    });
}

qint64 walkableCells(const tl2mpp::MppFile &grid)
{
    const QByteArrayView cells
        = QByteArrayView(grid.bytes())
              .sliced(tl2mpp::MppFile::kHeaderSize, qint64(grid.gridWidth()) * grid.gridHeight());
    return std::count(cells.begin(), cells.end(), char(tl2mpp::MppFile::kWalkable));
}

ModWarning gridWarning(const char *code, const QString &path, const QString &message)
{
    return ModWarning{QString::fromLatin1(code), path, message};
}

/// GUTS's grid for a level it could not load: the empty box at the world origin, snapped out by 0.2 to 10-unit tiles
/// as every level box is (seed 001 §5.1), is [-10, 10]²; the header floats are -min (10, 10) and the size (20, 20),
/// 50 × 50 cells of 0.4, and with no collision every cell is outside.
bool isDefaultGrid(const tl2mpp::MppFile &grid)
{
    constexpr int kCells = 50;
    constexpr float kHalf = 10.0F;
    constexpr float kSize = 20.0F;
    if (grid.gridWidth() != kCells || grid.gridHeight() != kCells || grid.originX() != kHalf || grid.originZ() != kHalf
        || grid.extentX() != kSize || grid.extentZ() != kSize)
        return false;
    const QByteArrayView cells = QByteArrayView(grid.bytes()).sliced(tl2mpp::MppFile::kHeaderSize, kCells * kCells);
    return std::all_of(cells.begin(), cells.end(), [](char c) {
        return quint8(c) == tl2mpp::MppFile::kOutside;
    });
}

/// The area a grid covers in world X and Z: its header floats are -(box minimum) and the box size (seed 001 §5.1; the
/// writer in heiybb/TL2-RE's mpp/region.py names them).
QRectF gridArea(const tl2mpp::MppFile &grid)
{
    return QRectF(-grid.originX(), -grid.originZ(), grid.extentX(), grid.extentZ());
}

/// The ground positions (world X, Z) of the room pieces of a level layout.
std::vector<QPointF> roomPiecePositions(const tl2layout::BinLayout &layout)
{
    std::vector<QPointF> positions;
    for (const tl2layout::PlanItem &item : tl2layout::buildLayoutPlan(layout, false).items) {
        if (item.category == tl2layout::PlanCategory::RoomPiece)
            positions.push_back(item.position);
    }
    return positions;
}

/// kUncoveredGridWarning when room pieces of `layout` stand more than a cell outside `grid`'s area.
std::optional<ModWarning> coverageWarning(
    const tl2mpp::MppFile &grid, const tl2layout::BinLayout &layout, const ModRecord &gridRecord)
{
    const QRectF area = gridArea(grid);
    const QRectF tolerant = area.adjusted(-tl2mpp::MppFile::kCellSize, -tl2mpp::MppFile::kCellSize,
        tl2mpp::MppFile::kCellSize, tl2mpp::MppFile::kCellSize);
    const std::vector<QPointF> pieces = roomPiecePositions(layout);
    std::vector<QPointF> outside;
    std::copy_if(pieces.begin(), pieces.end(), std::back_inserter(outside), [&](const QPointF &p) {
        return !tolerant.contains(p);
    });
    if (outside.empty())
        return std::nullopt;
    return gridWarning(kUncoveredGridWarning, gridRecord.path(),
        GridWarningText::tr("%1 covers X %2…%3 and Z %4…%5, but %6 of the level's %7 room pieces stand outside it "
                            "(the first at X %8, Z %9): the game has no pathing there")
            .arg(gridRecord.name)
            .arg(area.left(), 0, 'g', 6)
            .arg(area.right(), 0, 'g', 6)
            .arg(area.top(), 0, 'g', 6)
            .arg(area.bottom(), 0, 'g', 6)
            .arg(outside.size())
            .arg(pieces.size())
            .arg(outside.front().x(), 0, 'g', 6)
            .arg(outside.front().y(), 0, 'g', 6));
}

} // namespace

std::vector<ModWarning> levelGridWarnings(const ModArchive &archive)
{
    const std::vector<ModRecord> &records = archive.records();
    QHash<QString, int> layoutOfLevel; // path without suffix, upper case → record
    QHash<QString, int> gridOfLevel;
    for (int i = 0; i < static_cast<int>(records.size()); ++i) {
        const ModRecord &record = records[static_cast<std::size_t>(i)];
        if (!record.hasData())
            continue;
        if (record.name.endsWith(kGridSuffix, Qt::CaseInsensitive))
            gridOfLevel.insert(record.path().chopped(kGridSuffix.size()).toUpper(), i);
        else if (record.name.endsWith(kLayoutSuffix, Qt::CaseInsensitive))
            layoutOfLevel.insert(record.path().chopped(kLayoutSuffix.size()).toUpper(), i);
    }
    const auto parsedLayout = [&](int record) -> std::optional<tl2layout::BinLayout> {
        auto bytes = archive.readEntry(record);
        if (!bytes)
            return std::nullopt;
        auto layout = tl2layout::BinLayout::parse(*bytes, records[static_cast<std::size_t>(record)].path());
        return layout ? std::optional(std::move(layout).value()) : std::nullopt;
    };
    std::vector<ModWarning> warnings;
    for (int i = 0; i < static_cast<int>(records.size()); ++i) {
        const ModRecord &record = records[static_cast<std::size_t>(i)];
        const bool isGrid = record.name.endsWith(kGridSuffix, Qt::CaseInsensitive);
        const bool isLayout = record.name.endsWith(kLayoutSuffix, Qt::CaseInsensitive);
        if (!record.hasData() || (!isGrid && !isLayout))
            continue;
        if (isLayout) {
            if (gridOfLevel.contains(record.path().chopped(kLayoutSuffix.size()).toUpper()))
                continue;
            const auto layout = parsedLayout(i);
            if (layout && hasRoomPiece(layout->objects)) {
                warnings.push_back(gridWarning(kMissingGridWarning, record.path(),
                    GridWarningText::tr("%1 is a level layout without its pathing grid %2 beside it: the game's own "
                                        "grid of that name, if any, must match the edited level")
                        .arg(record.name, record.name.chopped(kLayoutSuffix.size()) + kGridSuffix)));
            }
            continue;
        }
        auto bytes = archive.readEntry(i);
        if (!bytes)
            continue;
        const auto grid = tl2mpp::MppFile::fromBytes(std::move(bytes).value(), record.path());
        if (!grid)
            continue;
        const qint64 cells = qint64(grid->gridWidth()) * grid->gridHeight();
        const bool fallback = isDefaultGrid(*grid);
        if (fallback || walkableCells(*grid) == 0) {
            const QString message = fallback
                ? GridWarningText::tr("%1 is the grid GUTS writes when it could not load the level (its compiled "
                                      "layout or grid was missing at build time): %2 cells round the world origin, "
                                      "none of them walkable, so the player cannot move in this level")
                : GridWarningText::tr("%1: none of its %2 cells is walkable, so the player cannot move in this "
                                      "level (GUTS writes such grids when the level's files were missing at build "
                                      "time)");
            warnings.push_back(gridWarning(fallback ? kDefaultGridWarning : kUnwalkableGridWarning, record.path(),
                message.arg(record.name).arg(cells)));
        }
        const auto layoutRecord = layoutOfLevel.constFind(record.path().chopped(kGridSuffix.size()).toUpper());
        if (layoutRecord == layoutOfLevel.constEnd())
            continue;
        if (const auto layout = parsedLayout(*layoutRecord)) {
            if (auto uncovered = coverageWarning(*grid, *layout, record))
                warnings.push_back(std::move(*uncovered));
        }
    }
    return warnings;
}

} // namespace mwb::formats::tl2mod
