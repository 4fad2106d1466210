// SPDX-License-Identifier: GPL-3.0-or-later
#include "MppDescriber.h"

#include <QLocale>

namespace mwb::gui {

using formats::tl2mpp::MppFile;

GridDocument MppDescriber::describe(std::shared_ptr<const MppFile> mpp, const QString &label)
{
    GridDocument document = GridDocument::make(label, tr("Torchlight 2 pathing grid (.MPP)"), mpp->grid());
    const QLocale locale;
    const auto pair = [&locale](float a, float b) {
        return tr("%1, %2").arg(locale.toString(a, 'f', 2), locale.toString(b, 'f', 2));
    };
    auto &rows = document.info.front().rows;
    rows.push_back({tr("Origin (x, z)"), pair(mpp->originX(), mpp->originZ()), 8, {}});
    rows.push_back({tr("Extent (x, z)"), pair(mpp->extentX(), mpp->extentZ()), 16,
        mpp->extentMatchesGrid() ? tr("Equals the grid size × 0.4, as in every known level")
                                 : tr("Differs from the grid size × 0.4")});
    rows.push_back({tr("Trailing bytes"), GridDocument::number(mpp->trailingBytes()), -1, {}});
    document.describeCell = [mpp](int x, int z) {
        return cellRows(*mpp, x, z);
    };
    return document;
}

std::vector<Property> MppDescriber::cellRows(const MppFile &mpp, int x, int z)
{
    const quint8 value = mpp.cell(x, z);
    QString meaning = tr("undefined");
    if (value == MppFile::kWalkable)
        meaning = tr("walkable");
    else if (value == MppFile::kBlocked)
        meaning = tr("blocked");
    else if (value == MppFile::kOutside)
        meaning = tr("outside");
    const qint64 offset = MppFile::kHeaderSize + qint64(z) * mpp.gridWidth() + x;
    return {{tr("Raw value"), tr("%1 (%2)").arg(value).arg(meaning), offset, {}}};
}

} // namespace mwb::gui
