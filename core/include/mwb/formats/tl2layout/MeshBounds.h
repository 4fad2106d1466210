// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/core/Result.h"

#include <QByteArrayView>
#include <QString>

namespace mwb::formats::tl2layout {

/// The bounding box an Ogre binary mesh (.MESH, the form Torchlight 2 ships, Ogre 1.7) declares for itself.
struct MeshBounds
{
    float minimum[3] = {0, 0, 0}; ///< x, y, z
    float maximum[3] = {0, 0, 0}; ///< x, y, z
    float radius = 0;
    qint64 offset = -1; ///< byte offset of the bounds chunk's payload in the file
};

/// Reads only the bounds of an Ogre binary mesh (public facts of Ogre's serializer: a stream of chunks
/// [u16 id][u32 length counting the 6-byte header]; the file starts with the header chunk 0x1000 whose payload is a
/// '\n'-terminated version string and which has no length; the mesh chunk 0x3000 starts with a one-byte
/// "skeletally animated" flag and holds the bounds chunk 0x9000: min x y z, max x y z, radius as f32). Every length is
/// checked against the bytes left (and a chunk's against its parent's end) before it is followed; nothing is
/// allocated. Errors carry the byte offset: BadMagic (no header chunk, or a byte-swapped one: Unsupported), Truncated
/// (the bytes end inside a chunk header, the version string or the bounds), Corrupt (a chunk length below 6 or past
/// its parent, non-finite bounds, min above max), InvalidInput (a mesh without a bounds chunk). Thread-safe.
[[nodiscard]] Result<MeshBounds> readMeshBounds(QByteArrayView bytes, const QString &pathForErrors = {});

} // namespace mwb::formats::tl2layout
