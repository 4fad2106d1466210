// SPDX-License-Identifier: GPL-3.0-or-later
// Chunk ids and layouts: Ogre's binary mesh format (OgreMeshFileFormat.h, public), restated as facts.
#include "mwb/formats/tl2layout/MeshBounds.h"

#include <QCoreApplication>
#include <QtEndian>

#include <cmath>
#include <cstring>

namespace mwb::formats::tl2layout {

namespace {

struct MeshText
{
    Q_DECLARE_TR_FUNCTIONS(mwb::formats::tl2layout::MeshBounds)
};

constexpr quint16 kHeaderChunk = 0x1000;
constexpr quint16 kSwappedHeaderChunk = 0x0010;
constexpr quint16 kMeshChunk = 0x3000;
constexpr quint16 kBoundsChunk = 0x9000;
constexpr qint64 kChunkHeaderSize = 6; ///< u16 id + u32 length
constexpr qint64 kBoundsSize = 7 * 4;
/// The version string is short ("[MeshSerializer_v1.41]"); a longer one is no Ogre mesh.
constexpr qint64 kMaxVersionLength = 256;

class MeshReader
{
public:
    MeshReader(QByteArrayView bytes, const QString &path)
        : m_bytes(bytes)
        , m_path(path)
    { }

    Result<MeshBounds> read()
    {
        if (m_bytes.size() < 2)
            return fail(ErrorCode::Truncated, MeshText::tr("the mesh ends before its header chunk"), 0);
        const quint16 first = qFromLittleEndian<quint16>(m_bytes.data());
        if (first == kSwappedHeaderChunk)
            return fail(ErrorCode::Unsupported, MeshText::tr("big-endian meshes are not read"), 0);
        if (first != kHeaderChunk)
            return fail(ErrorCode::BadMagic, MeshText::tr("not an Ogre binary mesh (no header chunk 0x1000)"), 0);
        const qint64 limit = std::min<qint64>(m_bytes.size(), 2 + kMaxVersionLength);
        qint64 position = 2;
        while (position < limit && m_bytes[position] != '\n')
            ++position;
        if (position >= m_bytes.size())
            return fail(ErrorCode::Truncated, MeshText::tr("the mesh ends inside its version string"), position);
        if (position >= limit)
            return fail(ErrorCode::Corrupt, MeshText::tr("the mesh's version string has no end"), 2);
        return findBounds(position + 1, m_bytes.size(), false);
    }

private:
    /// Walks the chunks in [start, end); descends into the mesh chunk; returns the bounds when found.
    Result<MeshBounds> findBounds(qint64 start, qint64 end, bool insideMesh)
    {
        qint64 position = start;
        while (position < end) {
            if (end - position < kChunkHeaderSize) {
                return fail(ErrorCode::Truncated, MeshText::tr("the mesh ends inside a chunk header"), position);
            }
            const quint16 id = qFromLittleEndian<quint16>(m_bytes.data() + position);
            const quint32 length = qFromLittleEndian<quint32>(m_bytes.data() + position + 2);
            if (length < kChunkHeaderSize)
                return fail(ErrorCode::Corrupt,
                    MeshText::tr("chunk 0x%1 is shorter than its header").arg(id, 4, 16, QLatin1Char('0')), position);
            if (qint64(length) > end - position) {
                const ErrorCode code = end == m_bytes.size() ? ErrorCode::Truncated : ErrorCode::Corrupt;
                return fail(code,
                    MeshText::tr("chunk 0x%1 of %2 bytes runs past the end of its container")
                        .arg(id, 4, 16, QLatin1Char('0'))
                        .arg(length),
                    position);
            }
            const qint64 payload = position + kChunkHeaderSize;
            const qint64 chunkEnd = position + qint64(length);
            if (!insideMesh && id == kMeshChunk) {
                // One byte: the mesh is skeletally animated; the sub-chunks follow.
                if (chunkEnd - payload < 1)
                    return fail(ErrorCode::Corrupt, MeshText::tr("the mesh chunk is empty"), position);
                return findBounds(payload + 1, chunkEnd, true);
            }
            if (insideMesh && id == kBoundsChunk)
                return bounds(payload, chunkEnd);
            position = chunkEnd;
        }
        return fail(ErrorCode::InvalidInput,
            insideMesh ? MeshText::tr("the mesh declares no bounds (chunk 0x9000)")
                       : MeshText::tr("the file holds no mesh chunk (0x3000)"),
            start);
    }

    Result<MeshBounds> bounds(qint64 payload, qint64 chunkEnd)
    {
        if (chunkEnd - payload < kBoundsSize) {
            const ErrorCode code = chunkEnd == m_bytes.size() ? ErrorCode::Truncated : ErrorCode::Corrupt;
            return fail(code, MeshText::tr("the bounds chunk holds %1 of 28 bytes").arg(chunkEnd - payload), payload);
        }
        float values[7];
        for (int i = 0; i < 7; ++i)
            values[i] = qFromLittleEndian<float>(m_bytes.data() + payload + 4 * i);
        MeshBounds out;
        for (int axis = 0; axis < 3; ++axis) {
            out.minimum[axis] = values[axis];
            out.maximum[axis] = values[3 + axis];
            if (!std::isfinite(values[axis]) || !std::isfinite(values[3 + axis]) || values[axis] > values[3 + axis])
                return fail(ErrorCode::Corrupt, MeshText::tr("the mesh's bounds are not a box"), payload);
        }
        out.radius = values[6];
        out.offset = payload;
        return out;
    }

    Error fail(ErrorCode code, const QString &message, qint64 offset) const
    {
        return Error{code, message, m_path, offset};
    }

    QByteArrayView m_bytes;
    const QString &m_path;
};

} // namespace

Result<MeshBounds> readMeshBounds(QByteArrayView bytes, const QString &pathForErrors)
{
    return MeshReader(bytes, pathForErrors).read();
}

} // namespace mwb::formats::tl2layout
