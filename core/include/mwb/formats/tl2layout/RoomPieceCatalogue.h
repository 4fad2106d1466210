// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/core/Result.h"
#include "mwb/core/content/CompanionLookup.h"

#include <QByteArray>
#include <QRectF>
#include <QString>

#include <functional>
#include <memory>
#include <optional>
#include <vector>

namespace mwb::formats::tl2layout {

/// Reads one file of a Torchlight 2 media tree by its path from "MEDIA/" on (ASCII upper case, '/'); any thread.
/// content::archiveLookup() makes one of an archive.
using MediaLookup = content::CompanionLookup;

/// What a room piece of a level layout is (the layout only stores its GUID).
struct RoomPiece
{
    qint64 guid = 0;
    /// The level-set DAT a ROOMPIECES.RAW lists the GUID under ("MEDIA/LEVELSETS/CITY04.DAT"); empty when none does.
    QString levelSet;
    QString name; ///< the piece's NAME in its level set; empty when the level set or the piece was not found
    QString mesh; ///< the piece's mesh as a media path ("MEDIA/LEVELSETS/…/X.MESH"); empty when unknown
    /// The mesh's bounds on the ground in the piece's own frame: x from min X to max X, y from min Z to max Z;
    /// nullopt when the mesh was not found or not read.
    std::optional<QRectF> footprint;
    /// Why the piece is known less than it could be: a file that is there but cannot be read (a truncated mesh,
    /// a level set that does not parse). A file that is simply absent is no problem.
    std::optional<Error> problem;
};

/// Resolves room-piece GUIDs through a mod's and the game's files: ROOMPIECES.RAW (every source's, the first source
/// listing a GUID wins) names the level-set DAT, the level set's [PIECE] block with that GUID names the piece and its
/// mesh, the mesh's bounds chunk gives the footprint. Each file is read once per catalogue, from the first source
/// that has it, and kept. Nothing in the game's data is known to this project (no DATA.PAK in the corpus): a piece's
/// name is its NAME property and its mesh the first property whose value ends in ".MESH" — assumed, not checked
/// against the game's level sets. Thread-safe: resolve() may be called from several threads at once.
class RoomPieceCatalogue
{
public:
    /// Level-set DATs and meshes above this size are refused (LimitExceeded), before they are parsed.
    static constexpr qint64 kMaxFileSize = qint64(64) << 20;

    /// `sources` in priority order: the mod's files first, then the game's archive. Nothing is read yet.
    explicit RoomPieceCatalogue(std::vector<MediaLookup> sources);
    ~RoomPieceCatalogue();
    RoomPieceCatalogue(const RoomPieceCatalogue &) = delete;
    RoomPieceCatalogue &operator=(const RoomPieceCatalogue &) = delete;

    /// What `guid` is, as far as the sources tell.
    [[nodiscard]] RoomPiece resolve(qint64 guid) const;
    /// Errors reading the sources' ROOMPIECES.RAW files (read on the first resolve()); empty when every RAW that is
    /// there parsed.
    [[nodiscard]] std::vector<Error> indexProblems() const;

private:
    struct State;
    std::unique_ptr<State> m_state;
};

} // namespace mwb::formats::tl2layout
