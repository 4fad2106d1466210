// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ModFixtures.h"
#include "PakFixtures.h"
#include "RoomPieceFixtures.h"
#include "TestFiles.h"
#include "mwb/core/Progress.h"
#include "mwb/formats/tl2mod/ModPacker.h"

#include <QString>

namespace mwb::test {

/// A game install and a mod made with the project's own writer parts, in `dir`: install/PAKS/DATA.PAK with
/// DATA.PAK.MAN holding the level set of levelSetText() (compiled by the packer), the meshes of the Hall and the
/// Corridor and the ROOMPIECES.RAW the packer regenerates; mod/ with the layout roomPieceLevelText() at
/// MEDIA/LAYOUTS/TEST/TEST.LAYOUT and a ROOMPIECES.RAW of its own naming MEDIA/LEVELSETS/GONE.DAT, which nothing
/// holds. Returns what went wrong, empty on success.
struct RoomPieceGame
{
    QString pak; ///< install/PAKS/DATA.PAK
    QString mod; ///< the mod folder
    QString layout; ///< the mod's layout file

    [[nodiscard]] QString write(const QString &dir)
    {
        const QString game = dir + QStringLiteral("/game");
        if (!writeFile(game + QStringLiteral("/MOD.DAT"), formats::tl2mod::writeModDat(tl2::sampleInfo()))
            || !writeFile(game + QStringLiteral("/MEDIA/LEVELSETS/TEST.DAT"), levelSetText())
            || !writeFile(game + QStringLiteral("/MEDIA/LEVELSETS/TEST/HALL.MESH"), meshBytes(kHallBounds))
            || !writeFile(game + QStringLiteral("/MEDIA/LEVELSETS/TEST/CORRIDOR.MESH"), meshBytes(kCorridorBounds)))
            return QStringLiteral("cannot write the game's files");
        SilentProgress progress;
        const QString gameMod = dir + QStringLiteral("/GAME.MOD");
        auto packed = formats::tl2mod::packModFolder(game, gameMod, {}, progress);
        if (!packed)
            return packed.error().toString();
        pak = dir + QStringLiteral("/install/PAKS/DATA.PAK");
        if (QString failed = tl2::writePakPair(gameMod, pak); !failed.isEmpty())
            return failed;
        mod = dir + QStringLiteral("/mod");
        layout = mod + QStringLiteral("/MEDIA/LAYOUTS/TEST/TEST.LAYOUT");
        if (!writeFile(layout, roomPieceLevelText().toUtf8())
            || !writeFile(mod + QStringLiteral("/MEDIA/ROOMPIECES.RAW"),
                roomPiecesRaw({{QStringLiteral("MEDIA/LEVELSETS/GONE.DAT"), {kGoneGuid}}})))
            return QStringLiteral("cannot write the mod's files");
        return {};
    }
};

} // namespace mwb::test
