// SPDX-License-Identifier: GPL-3.0-or-later
#include "MppContent.h"

#include "MppDescriber.h"

#include <QLocale>

namespace mwb::formats::tl2mpp {

MppContent::MppContent(const content::Kind &kind, QString path, QByteArray bytes, std::shared_ptr<const MppFile> mpp)
    : GridContent(kind, std::move(path), std::move(bytes), tr("Torchlight 2 pathing grid (.MPP)"), mpp->grid())
    , m_mpp(std::move(mpp))
{
    const QLocale locale;
    const auto pair = [&locale](float a, float b) {
        return tr("%1, %2").arg(locale.toString(a, 'f', 2), locale.toString(b, 'f', 2));
    };
    auto &rows = statistics();
    rows.push_back({tr("Origin (x, z)"), pair(m_mpp->originX(), m_mpp->originZ()), 8, {}});
    rows.push_back({tr("Extent (x, z)"), pair(m_mpp->extentX(), m_mpp->extentZ()), 16,
        m_mpp->extentMatchesGrid() ? tr("Equals the grid size × 0.4, as in every known level")
                                 : tr("Differs from the grid size × 0.4")});
    rows.push_back({tr("Trailing bytes"), number(m_mpp->trailingBytes()), -1, {}});
}

ContentDescription MppContent::describe() const
{
    return describeMpp(path(), bytes());
}

std::vector<Property> MppContent::formatCellRows(int x, int z) const
{
    const MppFile &mpp = *m_mpp;
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

} // namespace mwb::formats::tl2mpp
