// SPDX-License-Identifier: GPL-3.0-or-later
#include "MapFixtures.h"

#include "mwb/core/Error.h"

#include <QtEndian>

#include <cstring>

namespace mwb::test {

using formats::mir2map::MapLayout;
using formats::mir2map::MapType;

namespace {

constexpr quint16 kMap2010Key = 0xAA38;
constexpr quint16 kAntiHackKey = 0x5A17;

struct CellSpec
{
    bool backBlocked = false;
    bool frontBlocked = false;
    quint8 door = 0;
    quint8 doorOffset = 0;
    quint8 light = 0;
};

/// The shared pattern: (x + y) % 3 == 0 ground-blocked, x % 4 == 1 on even rows front-blocked, doors at (1, 1) and
/// (1, 2) with id 5, a junk door at (2, 0), light 3 on the diagonal.
CellSpec specAt(int x, int y)
{
    CellSpec s;
    s.backBlocked = (x + y) % 3 == 0;
    s.frontBlocked = x % 4 == 1 && y % 2 == 0;
    if (x == 1 && (y == 1 || y == 2)) {
        s.door = 0x85;
        s.doorOffset = 0x07;
    }
    if (x == 2 && y == 0)
        s.door = s.doorOffset = 0xFF;
    s.light = x == y ? 3 : 0;
    return s;
}

void put16(QByteArray &b, qint64 at, quint16 v)
{
    qToLittleEndian<quint16>(v, b.data() + at);
}

void put32(QByteArray &b, qint64 at, quint32 v)
{
    qToLittleEndian<quint32>(v, b.data() + at);
}

void putText(QByteArray &b, qint64 at, const char *text)
{
    std::memcpy(b.data() + at, text, std::strlen(text));
}

quint16 bit(bool on, quint16 mask)
{
    return on ? mask : quint16(0);
}

/// Writes the header of `type` (signature, title, dimensions) into `b`.
void writeHeader(QByteArray &b, MapType type, int w, int h)
{
    const auto uw = static_cast<quint16>(w);
    const auto uh = static_cast<quint16>(h);
    switch (type) {
    case MapType::Wemade:
    case MapType::WemadeNew:
    case MapType::Shanda2012:
        put16(b, 0, uw);
        put16(b, 2, uh);
        b[4] = type == MapType::Wemade ? char(13) : char(15);
        putText(b, 5, type == MapType::Wemade ? "Legend of mir" : "Legend of mir\r\n");
        b[28] = type == MapType::Shanda2012 ? char(6) : char(type == MapType::WemadeNew ? 2 : 0);
        break;
    case MapType::Map2010:
        b[0] = 0x10;
        putText(b, 1, "Map 2010 Ver 1.0");
        put16(b, 21, uw ^ kMap2010Key);
        put16(b, 23, kMap2010Key);
        put16(b, 25, uh ^ kMap2010Key);
        put16(b, 27, 0x4024);
        break;
    case MapType::AntiHack:
        b[0] = 0x15;
        putText(b, 1, "Mir2 AntiHack Ver 1.0");
        put16(b, 31, uw ^ kAntiHackKey);
        put16(b, 33, kAntiHackKey);
        put16(b, 35, uh ^ kAntiHackKey);
        break;
    case MapType::WemadeMir3:
        put16(b, 22, uw);
        put16(b, 24, uh);
        break;
    case MapType::ShandaMir3:
        b[0] = 0x0F;
        putText(b, 1, "(C) SNDA, MIR3.");
        put16(b, 16, uw);
        put16(b, 18, uh);
        break;
    case MapType::Heroes:
        b[0] = 0x0D;
        putText(b, 1, "Legend of mir");
        put16(b, 21, uw);
        put16(b, 25, uh);
        break;
    case MapType::Crystal:
        b[0] = 1;
        putText(b, 2, "C#");
        put16(b, 4, uw);
        put16(b, 6, uh);
        break;
    }
}

/// Writes one cell record at `at` from the spec tables (mir2.md §2.2, §3.1, §3.2).
void writeCell(QByteArray &b, qint64 at, MapType type, const CellSpec &s)
{
    const quint16 back = 0x0123;
    const quint16 front = 0x0042;
    switch (type) {
    case MapType::Wemade:
    case MapType::WemadeNew:
    case MapType::Shanda2012:
    case MapType::AntiHack: {
        const quint16 key = type == MapType::AntiHack ? kAntiHackKey : 0;
        put16(b, at, (back | bit(s.backBlocked, 0x8000)) ^ key);
        put16(b, at + 2, key);
        put16(b, at + 4, (front | bit(s.frontBlocked, 0x8000)) ^ key);
        b[at + 6] = char(s.door);
        b[at + 7] = char(s.doorOffset);
        b[at + 11] = char(s.light);
        break;
    }
    case MapType::Map2010:
        put16(b, at, back ^ kMap2010Key);
        put16(b, at + 2, bit(s.backBlocked, 0x2000) ^ kMap2010Key);
        put16(b, at + 4, kMap2010Key);
        put16(b, at + 6, (front | bit(s.frontBlocked, 0x8000)) ^ kMap2010Key);
        b[at + 8] = char(s.door);
        b[at + 9] = char(s.doorOffset);
        b[at + 13] = char(s.light);
        break;
    case MapType::Heroes:
        put16(b, at, back | bit(s.backBlocked, 0x8000));
        put16(b, at + 6, front | bit(s.frontBlocked, 0x8000));
        b[at + 8] = char(s.door);
        b[at + 9] = char(s.doorOffset);
        b[at + 13] = char(s.light);
        break;
    case MapType::WemadeMir3:
    case MapType::ShandaMir3: {
        const bool mir3 = type == MapType::WemadeMir3;
        b[at] = char((s.backBlocked ? 0 : 1) | (s.frontBlocked ? 0 : 2));
        b[at + 3] = char(0xFF);
        b[at + (mir3 ? 9 : 14)] = char(s.door);
        b[at + (mir3 ? 10 : 15)] = char(s.doorOffset);
        b[at + 12] = char(s.light);
        break;
    }
    case MapType::Crystal:
        put32(b, at + 2, back | (s.backBlocked ? 0x20000000U : 0U));
        put16(b, at + 12, front | bit(s.frontBlocked, 0x8000));
        b[at + 14] = char(s.door);
        b[at + 15] = char(s.doorOffset);
        b[at + 25] = char(s.light);
        break;
    }
}

MapFixture build(MapType type, int w, int h, qint64 tileBlock)
{
    const MapLayout &layout = MapLayout::of(type);
    MapFixture f;
    f.type = type;
    f.width = w;
    f.height = h;
    f.name = QStringLiteral("type%1_%2x%3").arg(static_cast<int>(type)).arg(w).arg(h);
    const qint64 base = layout.headerSize + tileBlock;
    f.bytes = QByteArray(base + layout.cellSize * w * h, '\0');
    writeHeader(f.bytes, type, w, h);
    if (tileBlock > 0)
        std::memset(f.bytes.data() + layout.headerSize, 0xFF, static_cast<std::size_t>(tileBlock));
    for (int x = 0; x < w; ++x) {
        for (int y = 0; y < h; ++y) {
            const CellSpec s = specAt(x, y);
            writeCell(f.bytes, base + (qint64(x) * h + y) * layout.cellSize, type, s);
            f.walkable += (!s.backBlocked && !s.frontBlocked) ? 1 : 0;
            f.doors += s.door == 0x85 ? 1 : 0;
            f.suspiciousDoors += s.door == 0xFF ? 1 : 0;
            f.lights += s.light != 0 ? 1 : 0;
        }
    }
    return f;
}

} // namespace

MapFixture makeMap(MapType type, int width, int height)
{
    const qint64 tileBlock = type == MapType::WemadeMir3 ? 3 * qint64((width + 1) / 2) * (height / 2) : 0;
    return build(type, width, height, tileBlock);
}

std::vector<MapFixture> allMapFixtures()
{
    std::vector<MapFixture> all;
    for (const MapType t : MapLayout::detectionOrder())
        all.push_back(makeMap(t, t == MapType::WemadeMir3 ? 8 : 7, 6));
    MapFixture trailing = makeMap(MapType::Wemade, 9, 4);
    trailing.bytes.append("TRAILER!");
    trailing.name += QStringLiteral("_trailing");
    all.push_back(trailing);
    MapFixture delphi = build(MapType::WemadeMir3, 7, 5, 7 * 5 * 3 / 4);
    delphi.name += QStringLiteral("_delphi_block");
    all.push_back(delphi);
    return all;
}

std::vector<HostileFixture> hostileFixtures()
{
    std::vector<HostileFixture> all;
    const auto code = [](ErrorCode c) { return static_cast<int>(c); };
    all.push_back({QStringLiteral("shorter_than_any_map"), makeMap(MapType::Wemade, 7, 6).bytes.left(30),
        code(ErrorCode::Truncated)});
    all.push_back({QStringLiteral("type0_truncated"), makeMap(MapType::Wemade, 7, 6).bytes.chopped(5),
        code(ErrorCode::Truncated)});
    all.push_back({QStringLiteral("type100_truncated"), makeMap(MapType::Crystal, 7, 6).bytes.chopped(1),
        code(ErrorCode::Truncated)});
    all.push_back({QStringLiteral("type2_truncated"), makeMap(MapType::WemadeNew, 7, 6).bytes.left(200),
        code(ErrorCode::Truncated)});
    QByteArray zero = makeMap(MapType::Wemade, 7, 6).bytes;
    put16(zero, 0, 0);
    all.push_back({QStringLiteral("type0_zero_width"), zero, code(ErrorCode::Corrupt)});
    QByteArray zeroCrystal = makeMap(MapType::Crystal, 7, 6).bytes;
    put16(zeroCrystal, 6, 0);
    all.push_back({QStringLiteral("type100_zero_height"), zeroCrystal, code(ErrorCode::Corrupt)});
    QByteArray huge = makeMap(MapType::Wemade, 7, 6).bytes;
    put16(huge, 0, 5000);
    all.push_back({QStringLiteral("type0_huge_width"), huge, code(ErrorCode::LimitExceeded)});
    QByteArray overflow = makeMap(MapType::Map2010, 7, 6).bytes;
    put16(overflow, 21, 0xFFFF ^ kMap2010Key);
    put16(overflow, 25, 0xFFFF ^ kMap2010Key);
    all.push_back({QStringLiteral("type1_size_overflow"), overflow, code(ErrorCode::LimitExceeded)});
    QByteArray version = makeMap(MapType::Crystal, 7, 6).bytes;
    version[0] = 2;
    all.push_back({QStringLiteral("type100_version2"), version, code(ErrorCode::Unsupported)});
    // High-entropy bytes with byte 4 = 0x0F: Crystal's "byte4 == 0x0F" alone calls this type 2 (like xssl.map).
    QByteArray noise(4000, '\0');
    quint32 state = 0x12345678U;
    for (char &c : noise) {
        state = state * 1664525U + 1013904223U;
        c = static_cast<char>(state >> 24);
    }
    noise[0] = char(0x5A);
    noise[1] = char(0xF0);
    noise[2] = char(0x11);
    noise[3] = char(0xE0);
    noise[4] = char(0x0F);
    noise[5] = char(0x01);
    noise[18] = char(0x7F);
    all.push_back({QStringLiteral("encrypted_noise_byte4_0F"), noise, code(ErrorCode::Unsupported)});
    return all;
}

QByteArray makeMpp(int w, int h)
{
    QByteArray b(24 + qint64(w) * h, '\0');
    qToLittleEndian<qint32>(w, b.data());
    qToLittleEndian<qint32>(h, b.data() + 4);
    const float header[4] = {10.0F, 12.5F, float(w) * 0.4F, float(h) * 0.4F};
    for (int i = 0; i < 4; ++i) {
        quint32 bits = 0;
        std::memcpy(&bits, &header[i], sizeof bits);
        put32(b, 8 + 4 * i, bits);
    }
    const char cycle[4] = {0, 1, char(0xFF), 0};
    for (qint64 i = 0; i < qint64(w) * h; ++i)
        b[24 + i] = cycle[i % 4];
    b[24] = 7;
    return b;
}

} // namespace mwb::test
