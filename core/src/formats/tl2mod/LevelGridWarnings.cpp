// SPDX-License-Identifier: GPL-3.0-or-later
#include "LevelGridWarnings.h"

#include "mwb/formats/tl2layout/BinLayout.h"
#include "mwb/formats/tl2layout/LayoutSchema.h"
#include "mwb/formats/tl2mpp/MppFile.h"

#include <QCoreApplication>
#include <QSet>

#include <algorithm>

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

} // namespace

std::vector<ModWarning> levelGridWarnings(const ModArchive &archive)
{
    const std::vector<ModRecord> &records = archive.records();
    QSet<QString> grids;
    for (const ModRecord &record : records) {
        if (record.hasData() && record.name.endsWith(kGridSuffix, Qt::CaseInsensitive))
            grids.insert(record.path().chopped(kGridSuffix.size()).toUpper());
    }
    std::vector<ModWarning> warnings;
    for (int i = 0; i < static_cast<int>(records.size()); ++i) {
        const ModRecord &record = records[static_cast<std::size_t>(i)];
        const bool isGrid = record.name.endsWith(kGridSuffix, Qt::CaseInsensitive);
        const bool isLayout = record.name.endsWith(kLayoutSuffix, Qt::CaseInsensitive);
        if (!record.hasData() || (!isGrid && !isLayout))
            continue;
        auto bytes = archive.readEntry(i);
        if (!bytes)
            continue;
        if (isGrid) {
            const auto grid = tl2mpp::MppFile::fromBytes(std::move(bytes).value(), record.path());
            if (grid && walkableCells(*grid) == 0) {
                warnings.push_back(gridWarning(kUnwalkableGridWarning, record.path(),
                    GridWarningText::tr("%1: none of its %2 cells is walkable, so the player cannot move in this "
                                        "level (GUTS writes such grids when the level's files were missing at build "
                                        "time)")
                        .arg(record.name)
                        .arg(qint64(grid->gridWidth()) * grid->gridHeight())));
            }
            continue;
        }
        if (grids.contains(record.path().chopped(kLayoutSuffix.size()).toUpper()))
            continue;
        const auto layout = tl2layout::BinLayout::parse(*bytes, record.path());
        if (layout && hasRoomPiece(layout->objects)) {
            warnings.push_back(gridWarning(kMissingGridWarning, record.path(),
                GridWarningText::tr("%1 is a level layout without its pathing grid %2 beside it: the game's own "
                                    "grid of that name, if any, must match the edited level")
                    .arg(record.name, record.name.chopped(kLayoutSuffix.size()) + kGridSuffix)));
        }
    }
    return warnings;
}

} // namespace mwb::formats::tl2mod
