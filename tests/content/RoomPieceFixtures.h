// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/formats/tl2raw/RawFile.h"

#include <QByteArray>
#include <QList>
#include <QPointF>
#include <QRectF>
#include <QString>
#include <QtEndian>

#include <vector>

namespace mwb::test {

/// The room pieces of roomPieceLevelText(): GUIDs and what the fixture's game files say about them.
inline constexpr qint64 kHallGuid = 4520203001761235575; ///< "Hall", mesh HALL.MESH, x −2..4, z −1..3
inline constexpr qint64 kCorridorGuid = -985018264202221493; ///< "Corridor", mesh CORRIDOR.MESH, x 0..10, z 0..2
inline constexpr qint64 kLostGuid = 444; ///< "Lost": its mesh LOST.MESH is in no source
inline constexpr qint64 kGoneGuid = 333; ///< listed under MEDIA/LEVELSETS/GONE.DAT, which no source has
inline const QRectF kHallBounds(QPointF(-2, -1), QPointF(4, 3));
inline const QRectF kCorridorBounds(QPointF(0, 0), QPointF(10, 2));

/// The Hall's footprint in world X / Z: it stands at (10, 20) turned a quarter (FORWARD +X, RIGHT −Z), so its local
/// (x, z) lands on (10 + z, 20 − x).
inline const QPointF kHallFootprint[] = {{9, 22}, {9, 16}, {13, 16}, {13, 22}};
/// The Corridor's footprint: it stands at (−20, 5) in a Group at (100, 0, 100), unturned.
inline const QPointF kCorridorFootprint[] = {{80, 105}, {90, 105}, {90, 107}, {80, 107}};

/// A level layout (LF line ends) placing the four pieces: Hall, Corridor (inside a Group), Lost and Gone.
inline QString roomPieceLevelText()
{
    const auto piece = [](int depth, qint64 id, qint64 parent, qint64 guid, QPointF at, bool turned) -> QString {
        const QString tabs(depth, QLatin1Char('\t'));
        QString text = tabs + QStringLiteral("[BASEOBJECT]\n") + tabs + QStringLiteral("\t[PROPERTIES]\n");
        const QString p = tabs + QStringLiteral("\t\t");
        text += p + QStringLiteral("<STRING>DESCRIPTOR:Room Piece\n") + p + QStringLiteral("<STRING>NAME:Room Piece\n");
        text += p + QStringLiteral("<INTEGER64>PARENTID:%1\n").arg(parent) + p
            + QStringLiteral("<INTEGER64>ID:%1\n").arg(id);
        text += p + QStringLiteral("<FLOAT>POSITIONX:%1\n").arg(at.x()) + p + QStringLiteral("<FLOAT>POSITIONY:0\n") + p
            + QStringLiteral("<FLOAT>POSITIONZ:%1\n").arg(at.y());
        if (turned) {
            text += p + QStringLiteral("<FLOAT>FORWARDX:1\n") + p + QStringLiteral("<FLOAT>FORWARDY:0\n") + p
                + QStringLiteral("<FLOAT>FORWARDZ:0\n") + p + QStringLiteral("<FLOAT>RIGHTX:0\n") + p
                + QStringLiteral("<FLOAT>RIGHTY:0\n") + p + QStringLiteral("<FLOAT>RIGHTZ:-1\n");
        }
        text += p + QStringLiteral("<STRING>GUID:%1\n").arg(guid);
        return text + tabs + QStringLiteral("\t[/PROPERTIES]\n") + tabs + QStringLiteral("[/BASEOBJECT]\n");
    };
    QString text = QStringLiteral("[Layout]\n\t<INTEGER>VERSION:54\n\t<UNSIGNED INT>COUNT:5\n\t[OBJECTS]\n");
    text += piece(2, 1, -1, kHallGuid, {10, 20}, true);
    text += QStringLiteral("\t\t[BASEOBJECT]\n\t\t\t[PROPERTIES]\n\t\t\t\t<STRING>DESCRIPTOR:Group\n"
                           "\t\t\t\t<STRING>NAME:Group\n\t\t\t\t<INTEGER64>PARENTID:-1\n\t\t\t\t<INTEGER64>ID:2\n"
                           "\t\t\t\t<FLOAT>POSITIONX:100\n\t\t\t\t<FLOAT>POSITIONY:0\n\t\t\t\t<FLOAT>POSITIONZ:100\n"
                           "\t\t\t[/PROPERTIES]\n\t\t\t[CHILDREN]\n");
    text += piece(4, 3, 2, kCorridorGuid, {-20, 5}, false);
    text += QStringLiteral("\t\t\t[/CHILDREN]\n\t\t[/BASEOBJECT]\n");
    text += piece(2, 4, -1, kLostGuid, {-30, -30}, false);
    text += piece(2, 5, -1, kGoneGuid, {30, -30}, false);
    return text + QStringLiteral("\t[/OBJECTS]\n[/Layout]\n");
}

/// An Ogre binary mesh written byte by byte: the header chunk 0x1000 and its version line, then the mesh chunk
/// 0x3000 (its "skeletally animated" byte, a geometry chunk 0x5000 of 10 filler bytes, the bounds chunk 0x9000:
/// min x y z, max x y z, radius). `y` is the height range used for both boxes.
inline QByteArray meshBytes(const QRectF &groundBounds)
{
    QByteArray bytes;
    const auto u16 = [&bytes](quint16 v) {
        char b[2];
        qToLittleEndian(v, b);
        bytes.append(b, 2);
    };
    const auto u32 = [&bytes](quint32 v) {
        char b[4];
        qToLittleEndian(v, b);
        bytes.append(b, 4);
    };
    const auto f32 = [&bytes](float v) {
        char b[4];
        qToLittleEndian(v, b);
        bytes.append(b, 4);
    };
    u16(0x1000);
    bytes.append("[MeshSerializer_v1.41]\n");
    u16(0x3000);
    u32(6 + 1 + 16 + 34);
    bytes.append('\0');
    u16(0x5000);
    u32(16);
    bytes.append(10, '\x7f');
    u16(0x9000);
    u32(34);
    f32(float(groundBounds.left()));
    f32(-1);
    f32(float(groundBounds.top()));
    f32(float(groundBounds.right()));
    f32(3);
    f32(float(groundBounds.bottom()));
    f32(9);
    return bytes;
}
/// Where meshBytes()'s mesh chunk header starts (after 0x1000 and "[MeshSerializer_v1.41]\n").
inline constexpr qint64 kMeshChunkOffset = 2 + 23;
/// Where meshBytes()'s bounds chunk header starts, and its payload.
inline constexpr qint64 kBoundsChunkOffset = kMeshChunkOffset + 6 + 1 + 16;
inline constexpr qint64 kBoundsPayloadOffset = kBoundsChunkOffset + 6;

/// The game's level set (text DAT, LF): three [PIECE]s (Hall, Corridor, Lost), each with its GUID, NAME and mesh.
inline QByteArray levelSetText()
{
    const auto piece = [](qint64 guid, const char *name, const char *mesh) -> QString {
        return QStringLiteral("\t[PIECE]\n\t\t<STRING>NAME:%2\n\t\t<INTEGER64>GUID:%1\n\t\t<STRING>FILE:%3\n"
                              "\t\t<BOOL>COLLISION:true\n\t[/PIECE]\n")
            .arg(guid)
            .arg(QLatin1String(name), QLatin1String(mesh));
    };
    return (QStringLiteral("[LEVELSET]\n\t<STRING>NAME:TEST\n")
        + piece(kHallGuid, "Hall", "media/levelsets/test/hall.mesh")
        + piece(kCorridorGuid, "Corridor", "media/levelsets/test/corridor.mesh")
        + piece(kLostGuid, "Lost", "media/levelsets/test/lost.mesh") + QStringLiteral("[/LEVELSET]\n"))
        .toUtf8();
}

/// A ROOMPIECES.RAW listing `files` (media paths) with their GUIDs.
inline QByteArray roomPiecesRaw(const std::vector<std::pair<QString, QList<qint64>>> &files)
{
    using formats::tl2raw::RawFile;
    using formats::tl2raw::RawRecord;
    RawFile raw = RawFile::empty(formats::tl2raw::RawKind::RoomPieces);
    for (const auto &[file, guids] : files) {
        RawRecord name;
        name.values = {file};
        raw.tables[0].records.push_back(name);
        RawRecord list;
        list.values = {guids};
        raw.tables[1].records.push_back(list);
    }
    auto bytes = raw.serialize();
    return bytes ? bytes.value() : QByteArray();
}

} // namespace mwb::test
