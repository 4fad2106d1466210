// SPDX-License-Identifier: GPL-3.0-or-later
#include "CellCodec.h"

#include <QtEndian>

namespace mwb::formats::mir2map::detail {

namespace {

constexpr quint32 kMap2010Key32 = 0xAA38AA38U; // the type-1 back-image words use the constant key (mir2.md §2.2)

quint16 u16(const uchar *p, int offset)
{
    return qFromLittleEndian<quint16>(p + offset);
}

quint32 u32(const uchar *p, int offset)
{
    return qFromLittleEndian<quint32>(p + offset);
}

/// Sets or clears `mask` in the decoded value of the u16 at `offset`, whose stored form is XORed with `key`.
void setBits16(uchar *p, int offset, quint16 key, quint16 mask, bool on)
{
    const auto decoded = static_cast<quint16>(u16(p, offset) ^ key);
    const auto changed = static_cast<quint16>(on ? (decoded | mask) : (decoded & ~mask));
    qToLittleEndian<quint16>(static_cast<quint16>(changed ^ key), p + offset);
}

/// Types 0, 2, 3 and 4: back @0, middle @2, front @4 (type 4 XORed), then door, animation, area, light.
void decodeClassic(const uchar *c, quint16 key, MapCell &out)
{
    const auto back = static_cast<quint16>(u16(c, 0) ^ key);
    const auto front = static_cast<quint16>(u16(c, 4) ^ key);
    out.backImage = back & 0x7FFFU;
    out.middleImage = static_cast<quint16>(u16(c, 2) ^ key);
    out.frontImage = front & 0x7FFFU;
    out.backBlocked = (back & 0x8000U) != 0;
    out.frontBlocked = (front & 0x8000U) != 0;
    out.doorIndex = c[6];
    out.doorOffset = c[7];
    out.animationFrame = c[8];
    out.animationTick = c[9];
    out.area = c[10];
    out.light = c[11];
}

/// Types 1 and 7 (15-byte records); only type 1 is XORed.
void decodeFifteen(const uchar *c, bool xored, quint16 key, MapCell &out)
{
    if (xored) {
        const quint32 back = u32(c, 0) ^ kMap2010Key32;
        out.backImage = (back & 0xFFFFU) | ((back >> 16) & 1U) << 16;
        out.backBlocked = (back & 0x20000000U) != 0;
    } else {
        out.backImage = u32(c, 0) & ~0x8000U;
        out.backBlocked = (u16(c, 0) & 0x8000U) != 0;
    }
    const auto front = static_cast<quint16>(u16(c, 6) ^ (xored ? key : 0));
    out.middleImage = static_cast<quint16>(u16(c, 4) ^ (xored ? key : 0));
    out.frontImage = front & 0x7FFFU;
    out.frontBlocked = (front & 0x8000U) != 0;
    out.doorIndex = c[8];
    out.doorOffset = c[9];
    out.animationFrame = c[10];
    out.animationTick = c[11];
    out.area = c[12];
    out.light = c[13];
}

void decodeMir3Flag(quint8 flag, MapCell &out)
{
    out.mir3Flag = flag;
    out.backBlocked = !(flag & 0x01);
    out.frontBlocked = !(flag & 0x02);
}

/// The decoder proper, forced inline so fillGrid()'s loop has no call per cell.
Q_ALWAYS_INLINE MapCell decodeCell(MapType type, quint16 key, const uchar *c)
{
    MapCell out;
    switch (type) {
    case MapType::Wemade:
    case MapType::WemadeNew:
    case MapType::Shanda2012:
    case MapType::AntiHack:
        decodeClassic(c, type == MapType::AntiHack ? key : quint16(0), out);
        if (type == MapType::WemadeNew || type == MapType::Shanda2012) {
            out.backLibrary = c[12];
            out.middleLibrary = c[13];
        }
        out.hasImage = out.backImage != 0 || out.middleImage != 0 || out.frontImage != 0;
        break;
    case MapType::Map2010:
    case MapType::Heroes:
        decodeFifteen(c, type == MapType::Map2010, key, out);
        out.hasImage = out.backImage != 0 || out.middleImage != 0 || out.frontImage != 0;
        break;
    case MapType::WemadeMir3:
        decodeMir3Flag(c[0], out);
        out.animationFrame = c[2];
        out.area = c[3];
        out.middleLibrary = c[4];
        out.middleImage = u16(c, 5);
        out.frontImage = u16(c, 7);
        out.doorIndex = c[9];
        out.doorOffset = c[10];
        out.light = c[12] & 0x0FU;
        out.hasImage = out.area != 0xFF || out.middleLibrary != 0xFF;
        break;
    case MapType::ShandaMir3:
        decodeMir3Flag(c[0], out);
        out.backLibrary = c[1];
        out.middleLibrary = c[2];
        out.area = c[3];
        out.backImage = u16(c, 4);
        out.middleImage = u16(c, 6);
        out.frontImage = u16(c, 8);
        out.animationFrame = c[11];
        out.light = c[12] & 0x0FU;
        out.doorIndex = c[14];
        out.doorOffset = c[15];
        out.hasImage = out.backLibrary != 0xFF || out.middleLibrary != 0xFF || out.area != 0xFF;
        break;
    case MapType::Crystal:
        out.backLibrary = c[0];
        out.backImage = u32(c, 2) & 0x1FFFFFFFU;
        out.backBlocked = (u32(c, 2) & 0x20000000U) != 0;
        out.middleLibrary = c[6];
        out.middleImage = u16(c, 8);
        out.area = c[10];
        out.frontImage = u16(c, 12) & 0x7FFFU;
        out.frontBlocked = (u16(c, 12) & 0x8000U) != 0;
        out.doorIndex = c[14];
        out.doorOffset = c[15];
        out.animationFrame = c[16];
        out.animationTick = c[17];
        out.light = c[25];
        out.hasImage = out.backImage != 0 || out.middleImage != 0 || out.frontImage != 0;
        break;
    }
    return out;
}

Q_ALWAYS_INLINE quint8 cellFlags(const MapCell &c)
{
    const int f = (c.isWalkable() ? grid::CellWalkable : 0) | (c.frontBlocked ? grid::CellFrontBlocked : 0) |
        (c.isDoor() ? grid::CellDoor : 0) | (c.isSuspiciousDoor() ? grid::CellSuspiciousDoor : 0) |
        (c.light != 0 ? grid::CellLit : 0) | (c.hasImage ? grid::CellHasImage : 0);
    return static_cast<quint8>(f);
}

/// The column-major records into the row-major grid, 16 columns at a time so both sides stay in cache. The type is
/// a template argument so the per-type switch of decodeCell() folds away.
template<MapType Type>
void fillColumns(const uchar *cells, qint64 cellSize, quint16 key, grid::CellGrid &g)
{
    constexpr int kBlock = 16;
    for (int x0 = 0; x0 < g.width; x0 += kBlock) {
        const int x1 = qMin(g.width, x0 + kBlock);
        for (int y = 0; y < g.height; ++y) {
            const qint64 row = g.index(0, y);
            for (int x = x0; x < x1; ++x) {
                const MapCell c = decodeCell(Type, key, cells + (qint64(x) * g.height + y) * cellSize);
                const auto i = static_cast<std::size_t>(row + x);
                g.flags[i] = cellFlags(c);
                g.area[i] = c.area;
                g.doorId[i] = c.isDoor() ? static_cast<quint8>(c.doorId()) : quint8(0);
            }
        }
    }
}

} // namespace

MapCell CellCodec::decode(const uchar *c) const
{
    return decodeCell(m_type, m_key, c);
}

void CellCodec::fillGrid(const uchar *cells, grid::CellGrid &g) const
{
    const qint64 cellSize = MapLayout::of(m_type).cellSize;
    switch (m_type) {
    case MapType::Wemade:
        return fillColumns<MapType::Wemade>(cells, cellSize, m_key, g);
    case MapType::Map2010:
        return fillColumns<MapType::Map2010>(cells, cellSize, m_key, g);
    case MapType::WemadeNew:
        return fillColumns<MapType::WemadeNew>(cells, cellSize, m_key, g);
    case MapType::Shanda2012:
        return fillColumns<MapType::Shanda2012>(cells, cellSize, m_key, g);
    case MapType::AntiHack:
        return fillColumns<MapType::AntiHack>(cells, cellSize, m_key, g);
    case MapType::WemadeMir3:
        return fillColumns<MapType::WemadeMir3>(cells, cellSize, m_key, g);
    case MapType::ShandaMir3:
        return fillColumns<MapType::ShandaMir3>(cells, cellSize, m_key, g);
    case MapType::Heroes:
        return fillColumns<MapType::Heroes>(cells, cellSize, m_key, g);
    case MapType::Crystal:
        return fillColumns<MapType::Crystal>(cells, cellSize, m_key, g);
    }
}

void CellCodec::setWalkable(uchar *c, bool walkable) const
{
    switch (m_type) {
    case MapType::Wemade:
    case MapType::WemadeNew:
    case MapType::Shanda2012:
    case MapType::AntiHack: {
        const quint16 key = m_type == MapType::AntiHack ? m_key : quint16(0);
        setBits16(c, 0, key, 0x8000, !walkable);
        if (walkable)
            setBits16(c, 4, key, 0x8000, false);
        break;
    }
    case MapType::Map2010:
        setBits16(c, 2, 0xAA38, 0x2000, !walkable);
        if (walkable)
            setBits16(c, 6, m_key, 0x8000, false);
        break;
    case MapType::Heroes:
        setBits16(c, 0, 0, 0x8000, !walkable);
        if (walkable)
            setBits16(c, 6, 0, 0x8000, false);
        break;
    case MapType::WemadeMir3:
    case MapType::ShandaMir3:
        c[0] = walkable ? static_cast<uchar>(c[0] | 0x03U) : static_cast<uchar>(c[0] & ~0x01U);
        break;
    case MapType::Crystal:
        setBits16(c, 4, 0, 0x2000, !walkable); // bit 29 of the u32 at 2 is bit 13 of its high word at 4
        if (walkable)
            setBits16(c, 12, 0, 0x8000, false);
        break;
    }
}

void CellCodec::setDoor(uchar *c, int id) const
{
    const int at = MapLayout::of(m_type).doorOffset;
    c[at] = id > 0 ? static_cast<uchar>(0x80 | (id & 0x7F)) : uchar(0);
}

} // namespace mwb::formats::mir2map::detail
