// SPDX-License-Identifier: GPL-3.0-or-later
#include "MppDescriber.h"

#include "content/Extension.h"
#include "StructureReader.h"
#include "mwb/formats/tl2mpp/MppFile.h"

#include <array>

namespace mwb::formats::tl2mpp {

using detail::StructureReader;

namespace {

class MppText
{
    Q_DECLARE_TR_FUNCTIONS(mwb::formats::tl2mpp::MppDescriber)
};

QString cellMeaning(quint8 value)
{
    switch (value) {
    case MppFile::kWalkable:
        return MppText::tr("walkable");
    case MppFile::kBlocked:
        return MppText::tr("blocked");
    case MppFile::kOutside:
        return MppText::tr("outside");
    default:
        return MppText::tr("unusual value");
    }
}

/// "N walkable, N blocked, N outside, N other" for a run of cell bytes.
QString cellCounts(QByteArrayView cells)
{
    std::array<qint64, 256> counts{};
    for (const char c : cells)
        ++counts[static_cast<quint8>(c)];
    const qint64 other
        = cells.size() - counts[MppFile::kWalkable] - counts[MppFile::kBlocked] - counts[MppFile::kOutside];
    return MppText::tr("%1 walkable, %2 blocked, %3 outside, %4 other")
        .arg(counts[MppFile::kWalkable])
        .arg(counts[MppFile::kBlocked])
        .arg(counts[MppFile::kOutside])
        .arg(other);
}

/// Row z of the grid: one lazy child per cell.
StructureNode rowNode(const QByteArray &bytes, int width, int z)
{
    const qint64 start = MppFile::kHeaderSize + qint64(z) * width;
    StructureNode row
        = detail::lazyGroup(MppText::tr("Row z = %1").arg(z), start, width, width, [bytes, start, z](int x) {
              const auto value = static_cast<quint8>(bytes.at(start + x));
              return StructureNode::field(MppText::tr("(%1, %2)").arg(x).arg(z),
                  QString::number(value) + QStringLiteral(" (") + cellMeaning(value) + QLatin1Char(')'),
                  QStringLiteral("u8"), start + x, 1);
          });
    row.value = cellCounts(QByteArrayView(bytes).sliced(start, width));
    return row;
}

void readHeader(StructureReader &r, StructureNode &root)
{
    StructureNode header = StructureNode::group(MppText::tr("Header"), 0);
    r.i32(header, MppText::tr("Grid width (x)"));
    r.i32(header, MppText::tr("Grid height (z)"));
    r.f32(header, MppText::tr("Origin x"));
    r.f32(header, MppText::tr("Origin z"));
    r.f32(header, MppText::tr("Extent x"));
    r.f32(header, MppText::tr("Extent z"));
    r.close(header);
    root.children.push_back(std::move(header));
}

} // namespace

bool probeMpp(const QString &entryPath, QByteArrayView)
{
    return detail::hasExtension(entryPath, QLatin1StringView("mpp"));
}

ContentDescription describeMpp(const QString &entryPath, const QByteArray &bytes)
{
    StructureReader r(bytes);
    StructureNode root = StructureNode::group(MppText::tr("Torchlight 2 pathing grid"), 0, bytes.size());
    readHeader(r, root);
    auto file = MppFile::fromBytes(bytes, entryPath);
    if (!file) {
        r.fail(file.error().code, file.error().message, file.error().offset);
        return {std::move(root), r.error()};
    }
    const int width = file->gridWidth();
    const int height = file->gridHeight();
    const qint64 cellBytes = qint64(width) * height;
    StructureNode cells = detail::lazyGroup(MppText::tr("Cells (%1 × %2, row-major)").arg(width).arg(height),
        MppFile::kHeaderSize, cellBytes, height, [bytes, width](int z) {
            return rowNode(bytes, width, z);
        });
    cells.value = cellCounts(QByteArrayView(bytes).sliced(MppFile::kHeaderSize, cellBytes));
    root.children.push_back(std::move(cells));
    r.seek(MppFile::kHeaderSize + cellBytes);
    if (r.remaining() > 0)
        r.raw(root, MppText::tr("Trailing bytes"), r.remaining());
    return {std::move(root), r.error()};
}

} // namespace mwb::formats::tl2mpp
