// SPDX-License-Identifier: GPL-3.0-or-later
// Room pieces on a level plan: the mesh-bounds reader (exact floats, exact errors with their bytes), the catalogue
// over a mod folder and a game archive pair (DATA.PAK + DATA.PAK.MAN) built with the project's own writer parts —
// names, level sets, footprints turned with their pieces, the markers left when a level set or mesh is missing, a
// truncated mesh reported — and the real CITY_04B layout with the real mod's ROOMPIECES.RAW.
#include "RoomPieceGame.h"
#include "SharedCorpus.h"
#include "TestFiles.h"
#include "mwb/core/Archive.h"
#include "mwb/core/FolderArchive.h"
#include "mwb/core/FormatRegistry.h"
#include "mwb/core/content/CompanionLookup.h"
#include "mwb/formats/tl2layout/LayoutCompiler.h"
#include "mwb/formats/tl2layout/LayoutPlan.h"
#include "mwb/formats/tl2layout/MeshBounds.h"
#include "mwb/formats/tl2layout/RoomPieceCatalogue.h"

#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace mwb;
using namespace mwb::formats::tl2layout;
using namespace mwb::test;

namespace {

/// A lookup over a folder opened as an archive, or over an archive file; null when it does not open.
content::CompanionLookup lookupOf(const QString &path)
{
    auto archive = openArchiveOrFolder(path);
    if (!archive) {
        qWarning() << archive.error().toString();
        return {};
    }
    return content::archiveLookup(std::shared_ptr<const Archive>(std::move(archive).value()));
}

bool near(QPointF a, QPointF b)
{
    return std::abs(a.x() - b.x()) < 1e-4 && std::abs(a.y() - b.y()) < 1e-4;
}

/// The plan of roomPieceLevelText() with `pieces` placed, and the item of each GUID.
struct PlacedPlan
{
    LayoutText text;
    LayoutPlan plan;

    [[nodiscard]] const PlanItem *item(qint64 guid) const
    {
        for (const PlanItem &item : plan.items) {
            if (roomPieceGuid(*item.object) == guid)
                return &item;
        }
        return nullptr;
    }
};

std::unique_ptr<PlacedPlan> placed(const RoomPieceCatalogue &catalogue)
{
    auto parsed = parseLayoutText(roomPieceLevelText(), QStringLiteral("TEST.LAYOUT"));
    if (!parsed)
        return nullptr;
    auto out = std::make_unique<PlacedPlan>();
    out->text = std::move(parsed).value();
    out->plan = buildLayoutPlan(out->text.layout, false);
    QHash<qint64, RoomPiece> pieces;
    for (const qint64 guid : roomPieceGuids(out->plan))
        pieces.insert(guid, catalogue.resolve(guid));
    placeRoomPieces(out->plan, pieces);
    return out;
}

} // namespace

class TestRoomPieces : public QObject
{
    Q_OBJECT

    QTemporaryDir m_tmp;
    RoomPieceGame m_game;
    QString m_pak; ///< the game archive: DATA.PAK with DATA.PAK.MAN beside it
    QString m_mod; ///< the mod folder whose layout places the game's pieces

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_tmp.isValid());
        const QString failed = m_game.write(m_tmp.path());
        QVERIFY2(failed.isEmpty(), qPrintable(failed));
        m_pak = m_game.pak;
        m_mod = m_game.mod;
    }

    void meshBoundsAreReadFromTheBoundsChunk()
    {
        const auto bounds = readMeshBounds(meshBytes(kHallBounds), QStringLiteral("HALL.MESH"));
        QVERIFY2(bounds, bounds ? "" : qPrintable(bounds.error().toString()));
        QCOMPARE(bounds->minimum[0], -2.0F);
        QCOMPARE(bounds->minimum[1], -1.0F);
        QCOMPARE(bounds->minimum[2], -1.0F);
        QCOMPARE(bounds->maximum[0], 4.0F);
        QCOMPARE(bounds->maximum[1], 3.0F);
        QCOMPARE(bounds->maximum[2], 3.0F);
        QCOMPARE(bounds->radius, 9.0F);
        QCOMPARE(bounds->offset, kBoundsPayloadOffset);
    }

    void badMeshesFailWithTheirCodeAndByte_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<int>("code");
        QTest::addColumn<qint64>("offset");
        const QByteArray mesh = meshBytes(kHallBounds);
        QTest::newRow("empty") << QByteArray() << int(ErrorCode::Truncated) << qint64(0);
        QTest::newRow("no header chunk") << QByteArray("\x00\x30xxxxxxxx", 10) << int(ErrorCode::BadMagic) << qint64(0);
        QTest::newRow("big-endian") << QByteArray("\x10\x00[x]\n", 6) << int(ErrorCode::Unsupported) << qint64(0);
        QTest::newRow("inside the version") << mesh.left(10) << int(ErrorCode::Truncated) << qint64(10);
        QTest::newRow("version without end")
            << QByteArray("\x00\x10", 2) + QByteArray(300, 'v') << int(ErrorCode::Corrupt) << qint64(2);
        QTest::newRow("inside a chunk header")
            << mesh.left(kMeshChunkOffset + 3) << int(ErrorCode::Truncated) << kMeshChunkOffset;
        // Cut inside the bounds: the mesh chunk around them claims more than the file holds.
        QTest::newRow("inside the bounds")
            << mesh.left(kBoundsPayloadOffset + 10) << int(ErrorCode::Truncated) << kMeshChunkOffset;
        QByteArray shortChunk = mesh;
        qToLittleEndian<quint32>(5, shortChunk.data() + kBoundsChunkOffset + 2);
        QTest::newRow("chunk shorter than its header") << shortChunk << int(ErrorCode::Corrupt) << kBoundsChunkOffset;
        QByteArray pastParent = mesh;
        qToLittleEndian<quint32>(40, pastParent.data() + kBoundsChunkOffset + 2);
        pastParent.append(6, '\0');
        QTest::newRow("chunk past its parent") << pastParent << int(ErrorCode::Corrupt) << kBoundsChunkOffset;
        QByteArray noBounds = mesh;
        qToLittleEndian<quint16>(0x9100, noBounds.data() + kBoundsChunkOffset);
        QTest::newRow("no bounds chunk") << noBounds << int(ErrorCode::InvalidInput) << kMeshChunkOffset + 7;
        QByteArray inverted = mesh;
        qToLittleEndian<float>(100, inverted.data() + kBoundsPayloadOffset);
        QTest::newRow("min above max") << inverted << int(ErrorCode::Corrupt) << kBoundsPayloadOffset;
    }

    void badMeshesFailWithTheirCodeAndByte()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(int, code);
        QFETCH(qint64, offset);
        const auto bounds = readMeshBounds(bytes, QStringLiteral("X.MESH"));
        QVERIFY(!bounds);
        QCOMPARE(int(bounds.error().code), code);
        QCOMPARE(bounds.error().offset, offset);
        QCOMPARE(bounds.error().path, QStringLiteral("X.MESH"));
    }

    void theGameArchiveNamesAndPlacesThePieces()
    {
        auto game = lookupOf(m_pak);
        auto mod = lookupOf(m_mod);
        QVERIFY(game && mod);
        const RoomPieceCatalogue catalogue({mod, game});
        QVERIFY(catalogue.indexProblems().empty());
        const RoomPiece hall = catalogue.resolve(kHallGuid);
        QCOMPARE(hall.levelSet, QStringLiteral("MEDIA/LEVELSETS/TEST.DAT"));
        QCOMPARE(hall.name, QStringLiteral("Hall"));
        QCOMPARE(hall.mesh, QStringLiteral("MEDIA/LEVELSETS/TEST/HALL.MESH"));
        QCOMPARE(hall.footprint, std::optional(kHallBounds));
        QVERIFY(!hall.problem);

        const auto shown = placed(catalogue);
        QVERIFY(shown);
        const PlanItem *hallItem = shown->item(kHallGuid);
        QVERIFY(hallItem);
        QCOMPARE(hallItem->label, QStringLiteral("Hall"));
        QVERIFY(hallItem->named);
        QVERIFY(hallItem->detail.contains(QLatin1String("MEDIA/LEVELSETS/TEST.DAT")));
        QCOMPARE(hallItem->footprint.size(), std::size_t(4));
        for (std::size_t i = 0; i < 4; ++i)
            QVERIFY2(near(hallItem->footprint[i], kHallFootprint[i]), qPrintable(QString::number(i)));
        const PlanItem *corridor = shown->item(kCorridorGuid);
        QVERIFY(corridor);
        QCOMPARE(corridor->label, QStringLiteral("Corridor"));
        QCOMPARE(corridor->footprint.size(), std::size_t(4));
        for (std::size_t i = 0; i < 4; ++i)
            QVERIFY2(near(corridor->footprint[i], kCorridorFootprint[i]), qPrintable(QString::number(i)));
        // The bounds hold the footprints (the Corridor reaches Z 107, beyond every position).
        QVERIFY(shown->plan.bounds.contains(QPointF(90, 107)));
        QVERIFY(shown->plan.bounds.contains(QPointF(9, 22)));
    }

    void missingFilesLeaveNamedMarkers()
    {
        const RoomPieceCatalogue catalogue({lookupOf(m_mod), lookupOf(m_pak)});
        const RoomPiece lost = catalogue.resolve(kLostGuid); // its mesh is nowhere
        QCOMPARE(lost.name, QStringLiteral("Lost"));
        QCOMPARE(lost.mesh, QStringLiteral("MEDIA/LEVELSETS/TEST/LOST.MESH"));
        QVERIFY(!lost.footprint);
        QVERIFY(!lost.problem);
        const RoomPiece gone = catalogue.resolve(kGoneGuid); // its level set is nowhere
        QCOMPARE(gone.levelSet, QStringLiteral("MEDIA/LEVELSETS/GONE.DAT"));
        QVERIFY(gone.name.isEmpty());
        QVERIFY(!gone.problem);
        const RoomPiece unknown = catalogue.resolve(12345); // in no ROOMPIECES.RAW
        QVERIFY(unknown.levelSet.isEmpty());

        const auto shown = placed(catalogue);
        QVERIFY(shown);
        QCOMPARE(shown->item(kLostGuid)->label, QStringLiteral("Lost"));
        QVERIFY(shown->item(kLostGuid)->footprint.empty());
        QCOMPARE(shown->item(kGoneGuid)->label, QStringLiteral("GONE"));
        QVERIFY(!shown->item(kGoneGuid)->named); // a level set's name is not written on the plan
        QVERIFY(shown->item(kGoneGuid)->footprint.empty());
        // Without the game only the mod's own RAW is known: the game's pieces stay "Room Piece" markers.
        const RoomPieceCatalogue modOnly({lookupOf(m_mod)});
        const auto alone = placed(modOnly);
        QCOMPARE(alone->item(kHallGuid)->label, QStringLiteral("Room Piece"));
        QVERIFY(!alone->item(kHallGuid)->named);
        QCOMPARE(alone->item(kGoneGuid)->label, QStringLiteral("GONE"));
    }

    void aTruncatedMeshIsReportedAndTheMarkerStays()
    {
        // The mod replaces the Corridor's mesh with a cut copy: the mod's file wins, and it is reported.
        QTemporaryDir dir;
        const QString mod = dir.filePath(QStringLiteral("mod"));
        QVERIFY(writeFile(mod + QStringLiteral("/MEDIA/LEVELSETS/TEST/CORRIDOR.MESH"),
            meshBytes(kCorridorBounds).left(kBoundsPayloadOffset + 10)));
        const RoomPieceCatalogue catalogue({lookupOf(mod), lookupOf(m_pak)});
        const RoomPiece corridor = catalogue.resolve(kCorridorGuid);
        QCOMPARE(corridor.name, QStringLiteral("Corridor"));
        QVERIFY(!corridor.footprint);
        QVERIFY(corridor.problem);
        QCOMPARE(corridor.problem->code, ErrorCode::Truncated);
        QCOMPARE(corridor.problem->offset, kMeshChunkOffset);
        QCOMPARE(corridor.problem->path, QStringLiteral("MEDIA/LEVELSETS/TEST/CORRIDOR.MESH"));
        const auto shown = placed(catalogue);
        QVERIFY(shown->item(kCorridorGuid)->footprint.empty());
        QVERIFY(shown->item(kCorridorGuid)->detail.contains(corridor.problem->message));
    }

    void aBrokenRoomPiecesRawIsAnIndexProblem()
    {
        QTemporaryDir dir;
        const QString mod = dir.filePath(QStringLiteral("mod"));
        QVERIFY(writeFile(mod + QStringLiteral("/MEDIA/ROOMPIECES.RAW"), QByteArray("\x05\x00\x00\x00", 4)));
        const RoomPieceCatalogue catalogue({lookupOf(mod), lookupOf(m_pak)});
        const std::vector<Error> problems = catalogue.indexProblems();
        QCOMPARE(problems.size(), std::size_t(1));
        QCOMPARE(problems.front().code, ErrorCode::Corrupt); // five files declared, no byte left for them
        QCOMPARE(problems.front().offset, qint64(0));
        // The game's index still serves.
        QCOMPARE(catalogue.resolve(kHallGuid).name, QStringLiteral("Hall"));
    }

    void theRealCityLayoutsPiecesComeFromItsLevelSets()
    {
        MWB_REQUIRE_CORPUS(corpus, "tl2");
        const QString modRoot = corpus + QStringLiteral("/PhanboiGames+CYBER_MOD");
        const QString layoutPath = modRoot + QStringLiteral("/MEDIA/LAYOUTS/CITY04/1X1SINGLE_ROOM/CITY_04B.LAYOUT");
        auto text = parseLayoutText(readFile(layoutPath), layoutPath);
        QVERIFY2(text, text ? "" : qPrintable(text.error().toString()));
        LayoutPlan plan = buildLayoutPlan(text->layout, false);
        const std::vector<qint64> guids = roomPieceGuids(plan);
        QVERIFY(!guids.empty());
        const RoomPieceCatalogue catalogue({lookupOf(modRoot)});
        QVERIFY(catalogue.indexProblems().empty());
        QHash<qint64, RoomPiece> pieces;
        for (const qint64 guid : guids) {
            const RoomPiece piece = catalogue.resolve(guid);
            QVERIFY2(piece.levelSet == QLatin1String("MEDIA/LEVELSETS/CITY04.DAT")
                    || piece.levelSet == QLatin1String("MEDIA/LEVELSETS/CITY05.DAT"),
                qPrintable(QStringLiteral("%1: %2").arg(guid).arg(piece.levelSet)));
            QVERIFY(piece.name.isEmpty()); // the level sets are not in the mod
            QVERIFY(!piece.problem);
            pieces.insert(guid, piece);
        }
        placeRoomPieces(plan, pieces);
        int rooms = 0;
        for (const PlanItem &item : plan.items) {
            if (item.category != PlanCategory::RoomPiece)
                continue;
            ++rooms;
            QVERIFY2(
                item.label == QLatin1String("CITY04") || item.label == QLatin1String("CITY05"), qPrintable(item.label));
            QVERIFY(item.footprint.empty());
        }
        QCOMPARE(rooms, 99);
    }
};

QTEST_GUILESS_MAIN(TestRoomPieces)
#include "tst_roompieces.moc"
