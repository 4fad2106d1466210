// SPDX-License-Identifier: GPL-3.0-or-later
// `mwb-cli layout plan`: a mod's level layout with the game archive as --base prints its room pieces named from
// the game's level set, with their footprints turned as the pieces stand; without the base they stay unnamed; the
// same layout read from inside a .MOD finds the mod's own files; a file that is no layout fails.
#include "CliRunner.h"
#include "RoomPieceGame.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace mwb::test;

namespace {

/// The object of a `layout plan --json` output whose guid is `guid`.
QJsonObject pieceOf(const QJsonDocument &plan, qint64 guid)
{
    for (const QJsonValue &object : plan.object().value(QStringLiteral("objects")).toArray()) {
        if (object.toObject().value(QStringLiteral("guid")).toString() == QString::number(guid))
            return object.toObject();
    }
    return {};
}

bool footprintIs(const QJsonObject &piece, const QPointF (&corners)[4])
{
    const QJsonArray footprint = piece.value(QStringLiteral("footprint")).toArray();
    if (footprint.size() != 4)
        return false;
    for (int i = 0; i < 4; ++i) {
        const QJsonArray corner = footprint[i].toArray();
        if (std::abs(corner[0].toDouble() - corners[i].x()) > 1e-4
            || std::abs(corner[1].toDouble() - corners[i].y()) > 1e-4)
            return false;
    }
    return true;
}

} // namespace

class TestCliLayoutPlan : public QObject
{
    Q_OBJECT

    QTemporaryDir m_tmp;
    RoomPieceGame m_game;

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_tmp.isValid());
        const QString failed = m_game.write(m_tmp.path());
        QVERIFY2(failed.isEmpty(), qPrintable(failed));
    }

    void theGameArchiveNamesAndPlacesThePieces()
    {
        const auto run = runCli({QStringLiteral("layout"), QStringLiteral("plan"), m_game.layout,
            QStringLiteral("--base"), m_game.pak, QStringLiteral("--json")});
        QCOMPARE(run.exitCode, 0);
        const QJsonDocument plan = run.json();
        QCOMPARE(plan.object().value(QStringLiteral("kind")).toString(), QStringLiteral("level"));
        QCOMPARE(plan.object().value(QStringLiteral("objects")).toArray().size(), 4); // the Group is not drawn
        const QJsonObject hall = pieceOf(plan, kHallGuid);
        QCOMPARE(hall.value(QStringLiteral("name")).toString(), QStringLiteral("Hall"));
        QCOMPARE(hall.value(QStringLiteral("level_set")).toString(), QStringLiteral("MEDIA/LEVELSETS/TEST.DAT"));
        QCOMPARE(hall.value(QStringLiteral("mesh")).toString(), QStringLiteral("MEDIA/LEVELSETS/TEST/HALL.MESH"));
        QVERIFY(footprintIs(hall, kHallFootprint));
        QVERIFY(footprintIs(pieceOf(plan, kCorridorGuid), kCorridorFootprint));
        QCOMPARE(pieceOf(plan, kLostGuid).value(QStringLiteral("footprint")).toArray().size(), 0);
        QCOMPARE(pieceOf(plan, kGoneGuid).value(QStringLiteral("name")).toString(), QStringLiteral("GONE"));

        const auto text = runCli(
            {QStringLiteral("layout"), QStringLiteral("plan"), m_game.layout, QStringLiteral("--base"), m_game.pak});
        QCOMPARE(text.exitCode, 0);
        QVERIFY(text.out.contains("Room piece \"Hall\" at (10, 20), footprint (9, 22) (9, 16) (13, 16) (13, 22)"));
    }

    void withoutTheGameOnlyTheModsOwnPiecesAreKnown()
    {
        const auto run
            = runCli({QStringLiteral("layout"), QStringLiteral("plan"), m_game.layout, QStringLiteral("--json")});
        QCOMPARE(run.exitCode, 0);
        const QJsonDocument plan = run.json();
        QCOMPARE(pieceOf(plan, kHallGuid).value(QStringLiteral("name")).toString(), QStringLiteral("Room Piece"));
        QCOMPARE(pieceOf(plan, kHallGuid).value(QStringLiteral("level_set")).toString(), QString());
        QCOMPARE(pieceOf(plan, kGoneGuid).value(QStringLiteral("name")).toString(), QStringLiteral("GONE"));
    }

    void anEntryOfTheGameArchiveFindsItsOwnPieces()
    {
        // The layout put into a game-like archive of its own: the archive holding it is where pieces are found.
        QTemporaryDir dir;
        const QString game = dir.filePath(QStringLiteral("game"));
        QVERIFY(writeFile(game + QStringLiteral("/MOD.DAT"), mwb::formats::tl2mod::writeModDat(tl2::sampleInfo())));
        QVERIFY(writeFile(game + QStringLiteral("/MEDIA/LEVELSETS/TEST.DAT"), levelSetText()));
        QVERIFY(writeFile(game + QStringLiteral("/MEDIA/LEVELSETS/TEST/HALL.MESH"), meshBytes(kHallBounds)));
        QVERIFY(writeFile(game + QStringLiteral("/MEDIA/LAYOUTS/TEST.LAYOUT"), roomPieceLevelText().toUtf8()));
        mwb::SilentProgress progress;
        const QString mod = dir.filePath(QStringLiteral("ALL.MOD"));
        auto packed = mwb::formats::tl2mod::packModFolder(game, mod, {}, progress);
        QVERIFY2(packed, packed ? "" : qPrintable(packed.error().toString()));
        const auto run = runCli({QStringLiteral("layout"), QStringLiteral("plan"),
            mod + QStringLiteral("::MEDIA/LAYOUTS/TEST.LAYOUT"), QStringLiteral("--json")});
        QCOMPARE(run.exitCode, 0);
        const QJsonDocument plan = run.json();
        QVERIFY(footprintIs(pieceOf(plan, kHallGuid), kHallFootprint));
        QCOMPARE(pieceOf(plan, kCorridorGuid).value(QStringLiteral("name")).toString(), QStringLiteral("Corridor"));
        QCOMPARE(pieceOf(plan, kCorridorGuid).value(QStringLiteral("footprint")).toArray().size(), 0);
    }

    void aFileThatIsNoLayoutFails()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("X.LAYOUT"));
        QVERIFY(writeFile(file, QByteArray("[Layout]\n\t[OBJECTS]\n")));
        const auto run = runCli({QStringLiteral("layout"), QStringLiteral("plan"), file});
        QVERIFY(run.exitCode != 0);
        QVERIFY(!run.err.isEmpty());
        const auto missingBase = runCli({QStringLiteral("layout"), QStringLiteral("plan"), m_game.layout,
            QStringLiteral("--base"), file + QStringLiteral("x")});
        QVERIFY(missingBase.exitCode != 0);
    }
};

QTEST_GUILESS_MAIN(TestCliLayoutPlan)
#include "tst_cli_layoutplan.moc"
