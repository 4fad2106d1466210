// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/formats/mir2map/MapFile.h"

#include "CellCodec.h"
#include "mwb/formats/grid/GridFileIo.h"
#include "mwb/formats/mir2map/MapDetector.h"

#include <QStringDecoder>
#include <QtEndian>

namespace mwb::formats::mir2map {

namespace {

constexpr qint64 kMir3HeaderSize = 28;

/// Text of a Delphi ShortString at `offset` whose characters may fill at most `capacity` bytes.
QByteArray shortString(const QByteArray &bytes, qint64 offset, int capacity)
{
    const int length = qMin(static_cast<int>(static_cast<quint8>(bytes.at(offset))), capacity);
    return bytes.mid(offset + 1, length);
}

QString decodeLegacyText(const QByteArray &raw)
{
    QStringDecoder gbk("GBK");
    if (gbk.isValid()) {
        QString text = gbk.decode(raw);
        if (!gbk.hasError())
            return text;
    }
    return QString::fromLatin1(raw);
}

} // namespace

Result<MapFile> MapFile::open(const QString &path)
{
    auto file = grid::GridFileIo::readAll(path, kMaxFileSize);
    if (!file)
        return file.error();
    return fromBytes(std::move(file).value(), path);
}

Result<MapFile> MapFile::fromBytes(QByteArray bytes, const QString &label)
{
    MapFile map;
    map.m_detection = MapDetector::detect(bytes);
    if (!map.m_detection.type) {
        Error error = *map.m_detection.error;
        error.path = label;
        return error;
    }
    const MapLayout &layout = MapLayout::of(*map.m_detection.type);
    map.m_bytes = std::move(bytes);
    map.m_path = label;
    map.m_cellBase = layout.headerSize + map.m_detection.tileBlockSize;
    if (layout.keyOffset >= 0)
        map.m_key = qFromLittleEndian<quint16>(map.m_bytes.constData() + layout.keyOffset);
    return map;
}

QString MapFile::title() const
{
    switch (type()) {
    case MapType::Wemade:
    case MapType::WemadeNew:
    case MapType::Shanda2012:
        return decodeLegacyText(shortString(m_bytes, 4, 16)).trimmed();
    case MapType::Map2010:
        return decodeLegacyText(shortString(m_bytes, 0, 16)).trimmed();
    case MapType::AntiHack:
        return decodeLegacyText(shortString(m_bytes, 0, 30)).trimmed();
    case MapType::ShandaMir3:
        return decodeLegacyText(shortString(m_bytes, 0, 15)).trimmed();
    case MapType::Heroes:
        return decodeLegacyText(shortString(m_bytes, 0, 20)).trimmed();
    case MapType::WemadeMir3: {
        const QByteArray description = m_bytes.left(20);
        const qsizetype end = description.indexOf('\0');
        return decodeLegacyText(end < 0 ? description : description.left(end));
    }
    case MapType::Crystal:
        break;
    }
    return {};
}

qint64 MapFile::cellOffset(int x, int y) const
{
    return m_cellBase + (qint64(x) * height() + y) * MapLayout::of(type()).cellSize;
}

MapCell MapFile::cell(int x, int y) const
{
    const auto *base = reinterpret_cast<const uchar *>(m_bytes.constData());
    MapCell c = detail::CellCodec(type(), m_key).decode(base + cellOffset(x, y));
    if (type() == MapType::WemadeMir3) {
        // Ground tiles sit in the block before the cells: one {u8 file, u16 image} per 2×2 cells, column-major.
        const int halfHeight = height() / 2;
        const qint64 record = 3 * (qint64(x / 2) * halfHeight + y / 2);
        if (y / 2 < halfHeight && record + 3 <= m_detection.tileBlockSize) {
            c.backLibrary = base[kMir3HeaderSize + record];
            c.backImage = qFromLittleEndian<quint16>(base + kMir3HeaderSize + record + 1);
            c.hasImage = c.hasImage || c.backLibrary != 0xFF;
        }
    }
    return c;
}

grid::CellGrid MapFile::grid() const
{
    grid::CellGrid g;
    g.resize(width(), height(), true);
    const auto *base = reinterpret_cast<const uchar *>(m_bytes.constData());
    detail::CellCodec(type(), m_key).fillGrid(base + m_cellBase, g);
    if (type() == MapType::WemadeMir3) {
        // A ground tile from the Mir3 tile block also counts as an image.
        for (int x = 0; x < width(); ++x) {
            for (int y = 0; y < height(); ++y) {
                if (cell(x, y).hasImage)
                    g.flags[static_cast<std::size_t>(g.index(x, y))] |= grid::CellHasImage;
            }
        }
    }
    return g;
}

Result<uchar *> MapFile::recordForEdit(int x, int y)
{
    if (x < 0 || y < 0 || x >= width() || y >= height())
        return Error{ErrorCode::InvalidInput,
            tr("Cell (%1, %2) lies outside the %3 × %4 map").arg(x).arg(y).arg(width()).arg(height()), m_path, -1};
    return reinterpret_cast<uchar *>(m_bytes.data()) + cellOffset(x, y);
}

Result<void> MapFile::setWalkable(int x, int y, bool walkable)
{
    const auto record = recordForEdit(x, y);
    if (!record)
        return record.error();
    detail::CellCodec(type(), m_key).setWalkable(*record, walkable);
    return {};
}

Result<void> MapFile::setDoor(int x, int y, int id)
{
    if (id < 0 || id > 0x7F)
        return Error{ErrorCode::InvalidInput, tr("A door id must be between 1 and 127 (0 removes the door)"), m_path, -1};
    const auto record = recordForEdit(x, y);
    if (!record)
        return record.error();
    detail::CellCodec(type(), m_key).setDoor(*record, id);
    return {};
}

Result<void> MapFile::save(const QString &path) const
{
    return grid::GridFileIo::writeAtomically(path, m_bytes);
}

} // namespace mwb::formats::mir2map
