// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/formats/mir2map/MapLayout.h"

#include <QByteArray>
#include <QString>

#include <vector>

namespace mwb::test {

/// A synthetic map written from the byte layouts of specs/mir2.md (independently of the codec) and the counts the
/// codec must find in it.
struct MapFixture
{
    QString name;
    formats::mir2map::MapType type;
    int width = 0;
    int height = 0;
    QByteArray bytes;
    qint64 walkable = 0;
    qint64 doors = 0; ///< real door cells
    qint64 suspiciousDoors = 0; ///< 0xFF/0xFF junk door cells
    qint64 lights = 0;
};

/// A hostile input and the ErrorCode the detector must answer.
struct HostileFixture
{
    QString name;
    QByteArray bytes;
    int expectedCode = 0; ///< static_cast<int>(mwb::ErrorCode)
};

/// Every type (0–7, 100) with the same cell pattern: ground-blocked, front-blocked, walkable cells, two real door
/// cells (id 5), one junk door cell and lights on the diagonal. `width` × `height` applies to all types.
[[nodiscard]] MapFixture makeMap(formats::mir2map::MapType type, int width, int height);

/// makeMap() for every type, 7 × 6 cells (Mir3 8 × 6), plus a type-0 map with trailing bytes and an odd-sized Mir3
/// map whose tile block uses the Delphi formula.
[[nodiscard]] std::vector<MapFixture> allMapFixtures();

/// Truncated, zero, huge, overflowing, encrypted-looking and unsupported inputs.
[[nodiscard]] std::vector<HostileFixture> hostileFixtures();

/// A minimal .MPP: `w` × `h`, cell values cycling through 0, 1, 0xFF, 0 and one undefined value 7 at (0, 0).
[[nodiscard]] QByteArray makeMpp(int w, int h);

} // namespace mwb::test
