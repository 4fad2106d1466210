// SPDX-License-Identifier: GPL-3.0-or-later
// packModFolder() against what GUTS built (../shared/corpus/tl2, skipped when absent): the corpus GUTS folders
// (MOD.DAT + a part of MEDIA/) packed and compared entry by entry with the real .MOD built from them.
//
// Which .MOD matches the sources: the folders' MOD.DAT give MOD_ID 2960700990 (0xB078B63E, flasks.mod; FLASKS.MOD
// has another id and description) and 2500774315 (0x950EC9AB, Scaling_vendors.mod). EDITORMOD.MOD is the editor's
// copy (title "EDITOR"); ScalingVendors' one holds older MERCHANT_* DATs.
//
// Documented differences, asserted precisely below:
// - The corpus copied only some files of each folder (flasks: 1 of 16 DATs; ScalingVendors: 3 of 13), so a pack
//   of the folder as it is holds those DATs and a UNITDATA.RAW indexing only them: the real UNITDATA.RAW's records
//   for those files, in the same order. Completing the folder with the real mod's other entries reproduces the
//   real RAW byte for byte.
// - Our BINDATs number their strings 1, 2, 3… while GUTS uses an editor-session counter; the game resolves ids per
//   file, so the bytes are compared after tl2dat::normalizeStringIds on both sides.
// - Commando.mod's SKILLS.RAW leaves out two skills that the regenerator lists (tst_tl2rawregen explains).
#include "ModFixtures.h"
#include "SharedCorpus.h"
#include "mwb/formats/tl2dat/Bindat.h"
#include "mwb/formats/tl2mod/ModExtractor.h"
#include "mwb/formats/tl2mod/ModPacker.h"
#include "mwb/formats/tl2mod/ModSidecar.h"
#include "mwb/formats/tl2mod/ModVerifier.h"
#include "mwb/formats/tl2mod/TypeCodes.h"
#include "mwb/formats/tl2raw/RawFile.h"

#include <QDirIterator>
#include <QMap>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

using namespace mwb::formats::tl2mod;
using namespace mwb::test::tl2;
namespace tl2dat = mwb::formats::tl2dat;
namespace tl2raw = mwb::formats::tl2raw;

namespace {

/// A BINDAT with its strings numbered canonically; empty when `bytes` is not a BINDAT.
QByteArray normalized(const QByteArray &bytes)
{
    auto file = tl2dat::readBindat(bytes, QString());
    return file ? tl2dat::writeBindat(tl2dat::normalizeStringIds(file.value())) : QByteArray();
}

/// Upper-cased MEDIA/… paths of the sources in a folder's MEDIA (X.DAT.BINDAT counts as X.DAT).
QSet<QString> sourcePaths(const QString &folder)
{
    QSet<QString> paths;
    const QDir media(folder + QStringLiteral("/media"));
    QDirIterator it(media.path(), QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString relative = media.relativeFilePath(it.next()).toUpper();
        const QString source = compiledSourceName(relative);
        paths.insert(QStringLiteral("MEDIA/") + (source.isEmpty() ? relative : source));
    }
    return paths;
}

/// The text DATs of a folder's MEDIA (not the compiled forms).
QStringList textDats(const QString &folder)
{
    QStringList files;
    QDirIterator it(
        folder + QStringLiteral("/media"), {QStringLiteral("*.dat")}, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext())
        files << it.next();
    return files;
}

/// `raw` with only the records whose FILE (field 2 of every UNITDATA table) is in `files`.
QByteArray unitDataRestrictedTo(const QByteArray &raw, const QSet<QString> &files)
{
    auto parsed = tl2raw::RawFile::parse(tl2raw::RawKind::UnitData, raw);
    if (!parsed)
        return {};
    for (tl2raw::RawTable &table : parsed->tables) {
        std::erase_if(table.records, [&](const tl2raw::RawRecord &r) {
            return !files.contains(r.text(2));
        });
    }
    return parsed->serialize().value();
}

PackOptions optionsLike(const ModArchive &mod)
{
    PackOptions options;
    options.gameVersion = mod.header().gameVersion;
    return options;
}

bool copyFile(const QString &from, const QString &to)
{
    QDir().mkpath(QFileInfo(to).path());
    QFile::remove(to);
    return QFile::copy(from, to);
}

} // namespace

class TestTl2ModGuts : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_tmp;

    static void gutsFolders()
    {
        QTest::addColumn<QString>("folder");
        QTest::addColumn<QString>("modFile");
        QTest::addColumn<int>("realDats");
        QTest::newRow("flasks") << QStringLiteral("tukkek+torchlight2-flasks") << QStringLiteral("flasks.mod") << 16;
        QTest::newRow("ScalingVendors") << QStringLiteral("tukkek+torchlight2-ScalingVendors")
                                        << QStringLiteral("Scaling_vendors.mod") << 13;
    }

private Q_SLOTS:
    void folderAsItIsPacksLikeItsMod_data() { gutsFolders(); }

    void folderAsItIsPacksLikeItsMod()
    {
        MWB_REQUIRE_CORPUS(root, "tl2");
        QFETCH(QString, folder);
        QFETCH(QString, modFile);
        QFETCH(int, realDats);
        const QString dir = root + QLatin1Char('/') + folder;
        const auto real = openModOrWarn(dir + QLatin1Char('/') + modFile);
        QVERIFY(real);
        mwb::SilentProgress progress;
        const QString out = m_tmp.filePath(folder + QStringLiteral(".MOD"));
        auto report = packModFolder(dir, out, optionsLike(*real), progress);
        QVERIFY2(report.has_value(), qPrintable(report.has_value() ? QString() : report.error().toString()));
        QCOMPARE(report->compiledDats, int(textDats(dir).size()));
        QCOMPARE(report->regeneratedRaws, 1);
        const auto ours = openModOrWarn(out);
        QVERIFY(ours);
        QVERIFY(verifyMod(*ours, progress)->gameAccepts());

        const ModHeader &a = ours->header();
        const ModHeader &b = real->header();
        QCOMPARE(std::tie(a.modVersion, a.gameVersion, a.dataOffset, a.title, a.author, a.description, a.website,
                     a.downloadUrl, a.modId, a.flags, a.requiredHash, a.removedFiles),
            std::tie(b.modVersion, b.gameVersion, b.dataOffset, b.title, b.author, b.description, b.website,
                b.downloadUrl, b.modId, b.flags, b.requiredHash, b.removedFiles));

        const QMap<QString, QByteArray> mine = entryBytes(*ours);
        const QMap<QString, QByteArray> theirs = entryBytes(*real);
        const QSet<QString> sources = sourcePaths(dir);
        QCOMPARE(QSet<QString>(mine.keyBegin(), mine.keyEnd()), sources); // the folder's DATs + UNITDATA.RAW
        int missing = 0;
        for (const QString &path : theirs.keys()) {
            if (!sources.contains(path)) {
                QVERIFY2(path.endsWith(QLatin1String(".DAT")), qPrintable(path)); // only DATs the corpus left out
                ++missing;
            }
        }
        QCOMPARE(missing, realDats - (int(sources.size()) - 1));
        QSet<QString> dats;
        for (auto it = mine.cbegin(); it != mine.cend(); ++it) {
            if (typeOfPath(*ours, it.key()) != TypeDat)
                continue;
            dats.insert(it.key());
            QVERIFY2(!normalized(it.value()).isEmpty(), qPrintable(it.key()));
            QVERIFY2(normalized(it.value()) == normalized(theirs.value(it.key())), qPrintable(it.key()));
        }
        // The BINDATs GUTS left beside the texts are what the mod holds: these are its sources.
        QDirIterator compiled(
            dir + QStringLiteral("/media"), {QStringLiteral("*.BINDAT")}, QDir::Files, QDirIterator::Subdirectories);
        while (compiled.hasNext()) {
            const QString file = compiled.next();
            const QString path = QStringLiteral("MEDIA/")
                + compiledSourceName(QDir(dir + QStringLiteral("/media")).relativeFilePath(file).toUpper());
            QVERIFY2(readAll(file) == theirs.value(path), qPrintable(path));
        }
        const QByteArray unitData = mine.value(QStringLiteral("MEDIA/UNITDATA.RAW"));
        QVERIFY(unitData != theirs.value(QStringLiteral("MEDIA/UNITDATA.RAW")));
        QCOMPARE(unitData, unitDataRestrictedTo(theirs.value(QStringLiteral("MEDIA/UNITDATA.RAW")), dats));
    }

    void completedFolderReproducesItsMod_data() { gutsFolders(); }

    void completedFolderReproducesItsMod()
    {
        MWB_REQUIRE_CORPUS(root, "tl2");
        QFETCH(QString, folder);
        QFETCH(QString, modFile);
        const QString dir = root + QLatin1Char('/') + folder;
        const auto real = openModOrWarn(dir + QLatin1Char('/') + modFile);
        QVERIFY(real);
        // The real mod's entries as a folder (BINDATs under their source names), then the corpus folder's own
        // files over them: its MOD.DAT, text DATs and X.DAT.BINDATs (the text must win); its UNITDATA.RAW is
        // replaced by a stale one that regeneration must not keep.
        const QString completed = m_tmp.filePath(folder + QStringLiteral("-completed"));
        mwb::SilentProgress progress;
        QVERIFY(extractModFolder(*real, completed, progress).has_value());
        QVERIFY(copyFile(dir + QStringLiteral("/mod.dat"), completed + QStringLiteral("/MOD.DAT")));
        const QDir media(dir + QStringLiteral("/media"));
        QDirIterator it(media.path(), QDir::Files, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString relative = media.relativeFilePath(it.next());
            const QString source = compiledSourceName(relative.toUpper());
            QFile::remove(completed + QStringLiteral("/MEDIA/") + (source.isEmpty() ? relative.toUpper() : source));
            const QString target = completed + QStringLiteral("/MEDIA/") + QFileInfo(relative).path().toUpper()
                + QLatin1Char('/') + it.fileName();
            QVERIFY(copyFile(it.filePath(), target));
        }
        QVERIFY(writeFile(completed + QStringLiteral("/MEDIA/UNITDATA.RAW"), "stale"));

        const QString out = m_tmp.filePath(folder + QStringLiteral("-completed.MOD"));
        auto report = packModFolder(completed, out, optionsLike(*real), progress);
        QVERIFY2(report.has_value(), qPrintable(report.has_value() ? QString() : report.error().toString()));
        QCOMPARE(report->compiledDats, int(textDats(dir).size()));
        const auto ours = openModOrWarn(out);
        QVERIFY(ours);
        QVERIFY(verifyMod(*ours, progress)->gameAccepts());
        QCOMPARE(recordSet(*ours).size(), recordSet(*real).size());
        const QMap<QString, QByteArray> mine = entryBytes(*ours);
        const QMap<QString, QByteArray> theirs = entryBytes(*real);
        QCOMPARE(mine.keys(), theirs.keys());
        int compiledDiffer = 0;
        for (auto e = theirs.cbegin(); e != theirs.cend(); ++e) {
            QCOMPARE(typeOfPath(*ours, e.key()), typeOfPath(*real, e.key()));
            if (typeOfPath(*real, e.key()) == TypeDat && mine.value(e.key()) != e.value()) {
                QVERIFY2(normalized(mine.value(e.key())) == normalized(e.value()), qPrintable(e.key()));
                ++compiledDiffer; // compiled by us: other string ids
            } else {
                QVERIFY2(mine.value(e.key()) == e.value(), qPrintable(e.key())); // incl. the regenerated RAW
            }
        }
        QCOMPARE(compiledDiffer, report->compiledDats);
    }

    void extractedCorpusModsRoundTripExactly()
    {
        MWB_REQUIRE_CORPUS(root, "tl2");
        QDirIterator it(root, QDir::Files, QDirIterator::Subdirectories);
        QStringList mods;
        while (it.hasNext()) {
            const QString path = it.next();
            if (path.endsWith(QLatin1String(".mod"), Qt::CaseInsensitive))
                mods << path;
        }
        mods.sort();
        QCOMPARE(mods.size(), 8);
        QStringList differing;
        for (const QString &path : mods) {
            const auto real = openModOrWarn(path);
            QVERIFY(real);
            const QString folder = m_tmp.filePath(QStringLiteral("extracted-%1").arg(qHash(path)));
            mwb::SilentProgress progress;
            QVERIFY(extractModFolder(*real, folder, progress).has_value());

            // With the sidecar the extraction wrote: every record as it was, RAW indexes kept (sources unchanged).
            auto report = packModFolder(folder, folder + QStringLiteral(".MOD"), optionsLike(*real), progress);
            QVERIFY2(report.has_value(), qPrintable(path + (report ? QString() : report.error().toString())));
            QVERIFY(report->usedSidecar);
            QCOMPARE(report->compiledDats, 0); // every DAT of a .MOD is a BINDAT already and passes through
            QCOMPARE(report->regeneratedRaws, 0);
            QVERIFY(report->rawChanges.empty());
            QCOMPARE(report->keptRecords, int(real->records().size()));
            const auto ours = openModOrWarn(report->outputPath);
            QVERIFY(ours);
            QVERIFY(verifyMod(*ours, progress)->gameAccepts());
            QCOMPARE(orderedRecords(*ours), orderedRecords(*real));
            QCOMPARE(entryBytes(*ours), entryBytes(*real));
            QCOMPARE(ours->header().removedFiles, real->header().removedFiles);
            QCOMPARE(ours->manifest().fileCount, real->manifest().fileCount);

            // Without it, as GUTS would build the folder: the RAW indexes regenerated from the sources.
            QVERIFY(QFile::remove(folder + QLatin1Char('/') + sidecarFileName()));
            auto fresh = packModFolder(folder, folder + QStringLiteral("-fresh.MOD"), optionsLike(*real), progress);
            QVERIFY2(fresh.has_value(), qPrintable(path + (fresh ? QString() : fresh.error().toString())));
            const auto guts = openModOrWarn(fresh->outputPath);
            QVERIFY(guts);
            const QMap<QString, QByteArray> mine = entryBytes(*guts);
            const QMap<QString, QByteArray> theirs = entryBytes(*real);
            QCOMPARE(mine.keys(), theirs.keys());
            int raws = 0;
            for (auto e = theirs.cbegin(); e != theirs.cend(); ++e) {
                raws += typeOfPath(*real, e.key()) == TypeRaw ? 1 : 0;
                if (mine.value(e.key()) != e.value())
                    differing << QDir(root).relativeFilePath(path) + QLatin1Char(':') + e.key();
            }
            QCOMPARE(fresh->regeneratedRaws, raws);
        }
        QCOMPARE(differing, QStringList{QStringLiteral("dyerfelfire+Commando/Commando.mod:MEDIA/SKILLS.RAW")});
    }

    void looseLayoutsAndDatOfCyberMod()
    {
        MWB_REQUIRE_CORPUS(root, "tl2");
        // PhanboiGames+CYBER_MOD holds loose GUTS output (no MOD.DAT): text DAT + BINDAT, text LAYOUTs + BINLAYOUTs,
        // an MPP, an IMAGESET and stale RAWs whose sources (LEVELSETS, UI layouts) are not there.
        const QString source = root + QStringLiteral("/PhanboiGames+CYBER_MOD/MEDIA");
        const QString folder = m_tmp.filePath(QStringLiteral("cyber"));
        QVERIFY(writeFile(folder + QStringLiteral("/MOD.DAT"), writeModDat(sampleInfo())));
        QDirIterator it(source, QDir::Files, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString file = it.next();
            QVERIFY(copyFile(file, folder + QStringLiteral("/MEDIA/") + QDir(source).relativeFilePath(file)));
        }
        mwb::SilentProgress progress;
        auto report = packModFolder(folder, m_tmp.filePath(QStringLiteral("cyber.MOD")), PackOptions{}, progress);
        QVERIFY2(report.has_value(), qPrintable(report.has_value() ? QString() : report.error().toString()));
        QCOMPARE(report->compiledDats, 1);
        QCOMPARE(report->compiledLayouts, 2); // the text layouts win and compile to GUTS's BINLAYOUTs beside them
        QCOMPARE(report->staleLayouts, QStringList());
        QCOMPARE(report->binLayouts, 0);
        QCOMPARE(report->regeneratedRaws, 0);
        const auto ours = openModOrWarn(report->outputPath);
        QVERIFY(ours);
        QVERIFY(verifyMod(*ours, progress)->gameAccepts());
        const QMap<QString, QByteArray> mine = entryBytes(*ours);
        const QString city04 = QStringLiteral("MEDIA/LAYOUTS/CITY04/1X1SINGLE_ROOM/CITY_04B.LAYOUT");
        const QString city05 = QStringLiteral("MEDIA/LAYOUTS/CITY05/CITY05.LAYOUT");
        QCOMPARE(mine.keys(),
            (QStringList{QStringLiteral("MEDIA/DUNGEONS/CITY_04B.DAT"), city04, city05,
                QStringLiteral("MEDIA/LAYOUTS/CITY05/CITY05.MPP"),
                QStringLiteral("MEDIA/UI/HUD/SCHEMES/CEGUIWIDGET.IMAGESET")})); // the stale RAWs are left out
        QCOMPARE(normalized(mine.value(QStringLiteral("MEDIA/DUNGEONS/CITY_04B.DAT"))),
            normalized(readAll(source + QStringLiteral("/DUNGEONS/CITY_04B.DAT.BINDAT"))));
        QCOMPARE(mine.value(city04), readAll(folder + QLatin1Char('/') + city04 + QStringLiteral(".BINLAYOUT")));
        QCOMPARE(mine.value(city05), readAll(folder + QLatin1Char('/') + city05 + QStringLiteral(".BINLAYOUT")));
        QCOMPARE(mine.value(QStringLiteral("MEDIA/LAYOUTS/CITY05/CITY05.MPP")),
            readAll(source + QStringLiteral("/LAYOUTS/CITY05/CITY05.MPP")));
        QCOMPARE(typeOfPath(*ours, city05), quint8(TypeLayout));
    }
};

QTEST_GUILESS_MAIN(TestTl2ModGuts)
#include "tst_tl2modguts.moc"
