// SPDX-License-Identifier: GPL-3.0-or-later
// ROOMPIECES.RAW: specs/tl2.md §6; the level set's [PIECE] blocks with their GUID: seed 001 §4 (the RAW builder
// reads them); the mesh bounds: MeshBounds.h.
#include "mwb/formats/tl2layout/RoomPieceCatalogue.h"

#include "formats/tl2raw/SourceDocuments.h"
#include "mwb/formats/tl2layout/MeshBounds.h"
#include "mwb/formats/tl2raw/RawFile.h"
#include "mwb/formats/tl2raw/RawSources.h"

#include <QCoreApplication>
#include <QHash>

#include <mutex>

namespace mwb::formats::tl2layout {

namespace {

struct CatalogueText
{
    Q_DECLARE_TR_FUNCTIONS(mwb::formats::tl2layout::RoomPieceCatalogue)
};

struct PieceInfo
{
    QString name;
    QString mesh;
};

/// One level set as read: its pieces by GUID, or why it could not be read (absent: neither).
struct LevelSet
{
    QHash<qint64, PieceInfo> pieces;
    bool found = false;
    std::optional<Error> problem;
};

struct MeshFootprint
{
    std::optional<QRectF> footprint;
    std::optional<Error> problem;
};

/// The name and the mesh of each [PIECE] of a level set with a GUID. The property names are not known from game
/// data (none is in the corpus): NAME is taken for the name, and the first value that ends in ".MESH" for the mesh.
QHash<qint64, PieceInfo> piecesOf(const tl2dat::DatNode &root)
{
    QHash<qint64, PieceInfo> pieces;
    for (const tl2dat::DatNode *piece : tl2raw::blocksTagged(root, u"PIECE")) {
        const auto guid = tl2raw::toInteger(tl2raw::propertyValue(*piece, u"GUID"));
        if (!guid || pieces.contains(*guid))
            continue;
        PieceInfo info;
        info.name = tl2raw::propertyValue(*piece, u"NAME").value_or(QString());
        for (const tl2dat::DatProperty &property : piece->properties) {
            if (property.value.trimmed().endsWith(QLatin1String(".MESH"), Qt::CaseInsensitive)) {
                info.mesh = tl2raw::mediaPath(property.value);
                break;
            }
        }
        pieces.insert(*guid, std::move(info));
    }
    return pieces;
}

} // namespace

struct RoomPieceCatalogue::State
{
    std::vector<MediaLookup> sources;
    std::mutex mutex;
    bool indexed = false;
    QHash<qint64, QString> levelSetOf; ///< GUID → level-set path
    std::vector<Error> indexProblems;
    QHash<QString, LevelSet> levelSets;
    QHash<QString, MeshFootprint> meshes;

    /// The bytes of `path` from the first source that has it.
    Result<std::optional<QByteArray>> read(const QString &path) const
    {
        for (const MediaLookup &source : sources) {
            auto bytes = source(path);
            if (!bytes || *bytes) {
                if (bytes && (*bytes)->size() > kMaxFileSize) {
                    return Error{ErrorCode::LimitExceeded,
                        CatalogueText::tr("%1 is larger than %2 bytes").arg(path).arg(kMaxFileSize), path};
                }
                return bytes;
            }
        }
        return std::optional<QByteArray>();
    }

    void index()
    {
        indexed = true;
        const QString path = tl2raw::mediaPath(tl2raw::rawFileName(tl2raw::RawKind::RoomPieces));
        for (const MediaLookup &source : sources) {
            auto bytes = source(path);
            if (!bytes) {
                indexProblems.push_back(bytes.error());
                continue;
            }
            if (!*bytes)
                continue;
            auto raw = tl2raw::RawFile::parse(tl2raw::RawKind::RoomPieces, **bytes, path);
            if (!raw) {
                indexProblems.push_back(raw.error());
                continue;
            }
            const auto &files = raw->tables[0].records;
            const auto &guids = raw->tables[1].records;
            for (std::size_t i = 0; i < files.size() && i < guids.size(); ++i) {
                const QString levelSet = tl2raw::mediaPath(files[i].text(0));
                for (const qint64 guid : guids[i].integers(0)) {
                    if (!levelSetOf.contains(guid))
                        levelSetOf.insert(guid, levelSet);
                }
            }
        }
    }

    /// The entry of `path` in `cache`, made on the first call: an error reading it becomes its problem, bytes that
    /// were found are handed to `fill` (which sets what they hold, or the problem).
    template<typename Entry, typename Fill>
    const Entry &cached(QHash<QString, Entry> &cache, const QString &path, Fill fill)
    {
        if (const auto known = cache.constFind(path); known != cache.constEnd())
            return *known;
        Entry entry;
        if (auto bytes = read(path); !bytes)
            entry.problem = bytes.error();
        else if (*bytes)
            fill(**bytes, entry);
        return *cache.insert(path, std::move(entry));
    }

    const LevelSet &levelSet(const QString &path)
    {
        return cached(levelSets, path, [&path](const QByteArray &bytes, LevelSet &set) {
            set.found = true;
            auto document = tl2raw::parseDat(bytes, path);
            if (document)
                set.pieces = piecesOf(document->root);
            else
                set.problem = document.error();
        });
    }

    const MeshFootprint &mesh(const QString &path)
    {
        return cached(meshes, path, [&path](const QByteArray &bytes, MeshFootprint &mesh) {
            auto bounds = readMeshBounds(bytes, path);
            if (bounds) {
                mesh.footprint = QRectF(
                    QPointF(bounds->minimum[0], bounds->minimum[2]), QPointF(bounds->maximum[0], bounds->maximum[2]));
            } else {
                mesh.problem = bounds.error();
            }
        });
    }
};

RoomPieceCatalogue::RoomPieceCatalogue(std::vector<MediaLookup> sources)
    : m_state(std::make_unique<State>())
{
    m_state->sources = std::move(sources);
}

RoomPieceCatalogue::~RoomPieceCatalogue() = default;

RoomPiece RoomPieceCatalogue::resolve(qint64 guid) const
{
    State &state = *m_state;
    const std::lock_guard lock(state.mutex);
    if (!state.indexed)
        state.index();
    RoomPiece piece;
    piece.guid = guid;
    piece.levelSet = state.levelSetOf.value(guid);
    if (piece.levelSet.isEmpty())
        return piece;
    const LevelSet &set = state.levelSet(piece.levelSet);
    piece.problem = set.problem;
    const auto info = set.pieces.constFind(guid);
    if (info == set.pieces.constEnd()) {
        if (set.found && !set.problem) {
            piece.problem = Error{ErrorCode::InvalidInput,
                CatalogueText::tr("%1 has no piece with GUID %2").arg(piece.levelSet).arg(guid), piece.levelSet};
        }
        return piece;
    }
    piece.name = info->name;
    piece.mesh = info->mesh;
    if (piece.mesh.isEmpty())
        return piece;
    const MeshFootprint &mesh = state.mesh(piece.mesh);
    piece.footprint = mesh.footprint;
    piece.problem = mesh.problem;
    return piece;
}

std::vector<Error> RoomPieceCatalogue::indexProblems() const
{
    const std::lock_guard lock(m_state->mutex);
    if (!m_state->indexed)
        m_state->index();
    return m_state->indexProblems;
}

} // namespace mwb::formats::tl2layout
