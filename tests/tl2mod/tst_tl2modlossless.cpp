// SPDX-License-Identifier: GPL-3.0-or-later
// Lossless extract → pack: the sidecar, shadowed duplicate paths, stale RAW indexes kept until their sources change,
// changed / added / removed files, and the verifier's warnings.
#include "LayoutFixtures.h"
#include "LosslessFixtures.h"
#include "SharedCorpus.h"
#include "mwb/formats/tl2mod/ModExtractor.h"
#include "mwb/formats/tl2mod/ModSidecar.h"
#include "mwb/formats/tl2mod/ModVerifier.h"
#include "mwb/formats/tl2mpp/MppFile.h"

#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace mwb::formats::tl2mod;
using namespace mwb::test::tl2;
using mwb::SilentProgress;

namespace {

QStringList warningCodes(const VerifyReport &report, const QString &path)
{
    QStringList codes;
    for (const ModWarning &w : report.warnings) {
        if (w.path == path)
            codes << w.code;
    }
    return codes;
}

/// The verification of the mod at `path` (no value, with the reason printed, when it cannot be opened or checked).
std::optional<VerifyReport> verified(const QString &path)
{
    const auto archive = path.isEmpty() ? nullptr : openModOrWarn(path);
    if (!archive)
        return std::nullopt;
    SilentProgress progress;
    auto report = verifyMod(*archive, progress);
    if (!report)
        qWarning() << report.error().toString();
    return report ? std::optional(std::move(report).value()) : std::nullopt;
}

const ModWarning *findWarning(const VerifyReport &report, const char *code)
{
    for (const ModWarning &w : report.warnings) {
        if (w.code == QLatin1String(code))
            return &w;
    }
    return nullptr;
}

} // namespace

class TestTl2ModLossless : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_tmp;

    std::unique_ptr<ModArchive> extractTo(const QString &mod, const QString &folder, ExtractReport *report = nullptr)
    {
        auto archive = openModOrWarn(mod);
        if (!archive)
            return nullptr;
        SilentProgress progress;
        auto extracted = extractModFolder(*archive, folder, progress);
        if (!extracted) {
            qWarning() << extracted.error().toString();
            return nullptr;
        }
        if (report)
            *report = extracted.value();
        return archive;
    }

    static mwb::Result<PackReport> pack(const QString &folder, const QString &out)
    {
        SilentProgress progress;
        return packModFolder(folder, out, PackOptions{}, progress);
    }

private Q_SLOTS:
    void duplicatePathIsShadowedListedAndPackedBack()
    {
        const QString mod = makeDuplicatePathMod(m_tmp.path());
        QVERIFY(!mod.isEmpty());
        const QString folder = m_tmp.filePath(QStringLiteral("dup"));
        ExtractReport extracted;
        const auto original = extractTo(mod, folder, &extracted);
        QVERIFY(original);
        const auto duplicates = findDuplicatePaths(original->records());
        QCOMPARE(duplicates.size(), std::size_t(1));
        const DuplicatePath &dup = duplicates.front();
        QCOMPARE(dup.path, kDuplicatePath);
        QCOMPARE(dup.records.size(), std::size_t(2));
        const auto first = std::size_t(dup.records[0]);
        const auto second = std::size_t(dup.records[1]);
        QCOMPARE(original->records()[first].type, quint8(TypeUnknown));
        QCOMPARE(original->records()[second].type, quint8(TypeDat));

        // Extract: the last record in the tree, the first beside it; both in the report and the sidecar.
        QCOMPARE(extracted.duplicates.size(), std::size_t(1));
        QCOMPARE(extracted.duplicates.front().records, dup.records);
        QCOMPARE(extracted.duplicates.front().inFolder, int(second));
        QCOMPARE(readAll(folder + QLatin1Char('/') + kDuplicatePath), original->readEntry(int(second)).value());
        const QString shadow = folder + QLatin1Char('/') + shadowedFilePath(int(first), kDuplicatePath);
        QCOMPARE(readAll(shadow), original->readEntry(int(first)).value());
        const QString message = duplicatePathMessage(original->records(), extracted.duplicates.front());
        QVERIFY2(message.contains(QStringLiteral("#%1").arg(second)) && message.contains(QLatin1String("UNKNOWN")),
            qPrintable(message));
        const QJsonObject sidecar
            = QJsonDocument::fromJson(readAll(folder + QLatin1Char('/') + sidecarFileName())).object();
        const QJsonArray listed = sidecar.value(QStringLiteral("duplicates")).toArray();
        QCOMPARE(listed.size(), 1);
        QCOMPARE(listed.at(0).toObject().value(QStringLiteral("path")).toString(), kDuplicatePath);
        QCOMPARE(listed.at(0).toObject().value(QStringLiteral("in_folder")).toInt(), int(second));

        // Pack: both records come back with their types, in their order, with their file times.
        const auto report = pack(folder, m_tmp.filePath(QStringLiteral("dup-repacked.MOD")));
        QVERIFY2(report, qPrintable(report ? QString() : report.error().toString()));
        QVERIFY(report->usedSidecar);
        QCOMPARE(report->changedFiles, 0);
        const auto repacked = openModOrWarn(report->outputPath);
        QVERIFY(repacked);
        QCOMPARE(orderedRecords(*repacked), orderedRecords(*original));
        QCOMPARE(repacked->readEntry(int(first)).value(), original->readEntry(int(first)).value());

        // The shadowed copy deleted: its record is dropped, the folder's stays.
        QVERIFY(QFile::remove(shadow));
        const auto dropped = pack(folder, m_tmp.filePath(QStringLiteral("dup-dropped.MOD")));
        QVERIFY(dropped);
        QCOMPARE(dropped->droppedRecords, 1);
        const auto single = openModOrWarn(dropped->outputPath);
        QVERIFY(single);
        QCOMPARE(int(single->records().size()), int(original->records().size()) - 1);
        QCOMPARE(typeOfPath(*single, kDuplicatePath), quint8(TypeDat));
    }

    void verifyWarnsAboutTheDuplicateAndTheTypeCode()
    {
        const auto report = verified(makeDuplicatePathMod(m_tmp.filePath(QStringLiteral("verify-dup"))));
        QVERIFY(report);
        QVERIFY(report->gameAccepts()); // warnings do not fail the check
        // The path's two records: the duplicate, and type 0 for an extension GUTS stores as 18.
        QCOMPARE(warningCodes(*report, kDuplicatePath),
            (QStringList{QString::fromLatin1(kDuplicatePathWarning), QString::fromLatin1(kTypeMismatchWarning)}));
        // And SWORD.DAT is a unit without a UNITDATA.RAW to list it.
        QCOMPARE(warningCodes(*report, QStringLiteral("MEDIA/UNITDATA.RAW")),
            QStringList{QString::fromLatin1(kStaleRawWarning)});
        QCOMPARE(report->warnings.size(), std::size_t(3));
    }

    void verifyWarnsAboutStaleRawNamesAndDats()
    {
        auto report = verified(makeStaleUnitDataMod(m_tmp.filePath(QStringLiteral("verify-stale"))));
        QVERIFY(report);
        QVERIFY(report->gameAccepts());
        QCOMPARE(report->warnings.size(), std::size_t(1));
        const ModWarning *stale = findWarning(*report, kStaleRawWarning);
        QVERIFY(stale);
        QCOMPARE(stale->path, QStringLiteral("MEDIA/UNITDATA.RAW"));
        QVERIFY2(
            stale->message.contains(QLatin1String("ITEMS +1")) && stale->message.contains(QLatin1String("PLAYERS +5")),
            qPrintable(stale->message));

        // A lower-case name and a DAT that does not parse, packed as they are.
        const QString folder = m_tmp.filePath(QStringLiteral("verify-names"));
        QVERIFY(writeFile(folder + QStringLiteral("/MEDIA/UI/broken.dat"), QByteArray("[UNIT]\r\n<NUMBER>X:1\r\n")));
        QVERIFY(!packAsIs(folder, folder + QStringLiteral(".MOD")).isEmpty());
        QVERIFY(patchRecord(
            folder + QStringLiteral(".MOD"), QStringLiteral("MEDIA/UI/BROKEN.DAT"), 0, QLatin1Char('b'), TypeDat));
        report = verified(folder + QStringLiteral(".MOD"));
        QVERIFY(report);
        QCOMPARE(warningCodes(*report, QStringLiteral("MEDIA/UI/bROKEN.DAT")),
            (QStringList{QString::fromLatin1(kLowerCaseNameWarning), QString::fromLatin1(kUnparsableDatWarning)}));
        QCOMPARE(report->warnings.size(), std::size_t(2));
    }

    void verifyWarnsAboutLevelGrids()
    {
        // A level layout (a Room Piece) with a grid of no walkable cell beside it, a level layout without a grid, a
        // UI layout without one (no warning) and a walkable grid (no warning), packed as they are.
        // Both grids cover the fixture's room piece (at X -9.69, Z 6.1: its group stands at (1, 3)).
        const QString folder = m_tmp.filePath(QStringLiteral("verify-grids"));
        const QByteArray level = mwb::test::levelFixture().bytes;
        const auto blocked = mwb::formats::tl2mpp::MppFile::create(50, 50, 10.0F, 0.0F, 0xFF);
        const auto open = mwb::formats::tl2mpp::MppFile::create(4, 4, 10.5F, -5.5F, 0);
        QVERIFY(blocked && open);
        QVERIFY(writeFile(folder + QStringLiteral("/MEDIA/LAYOUTS/TOWN/TOWN.LAYOUT"), level));
        QVERIFY(writeFile(folder + QStringLiteral("/MEDIA/LAYOUTS/TOWN/TOWN.MPP"), blocked->bytes()));
        QVERIFY(writeFile(folder + QStringLiteral("/MEDIA/LAYOUTS/CAVE/CAVE.LAYOUT"), level));
        QVERIFY(writeFile(folder + QStringLiteral("/MEDIA/LAYOUTS/PIT/PIT.LAYOUT"), level));
        QVERIFY(writeFile(folder + QStringLiteral("/MEDIA/LAYOUTS/PIT/PIT.MPP"), open->bytes()));
        QVERIFY(writeFile(folder + QStringLiteral("/MEDIA/UI/MENU.LAYOUT"), mwb::test::uiFixture().bytes));
        QVERIFY(!packAsIs(folder, folder + QStringLiteral(".MOD")).isEmpty());
        const auto report = verified(folder + QStringLiteral(".MOD"));
        QVERIFY(report);
        QVERIFY(report->gameAccepts());
        QCOMPARE(warningCodes(*report, QStringLiteral("MEDIA/LAYOUTS/TOWN/TOWN.MPP")),
            QStringList{QString::fromLatin1(kUnwalkableGridWarning)});
        QCOMPARE(warningCodes(*report, QStringLiteral("MEDIA/LAYOUTS/CAVE/CAVE.LAYOUT")),
            QStringList{QString::fromLatin1(kMissingGridWarning)});
        QVERIFY(findWarning(*report, kUnwalkableGridWarning)->message.contains(QLatin1String("2500")));
        const auto gridWarnings
            = std::count_if(report->warnings.begin(), report->warnings.end(), [](const ModWarning &w) {
                  return w.code.startsWith(QLatin1String("mpp-"));
              });
        QCOMPARE(gridWarnings, 2); // PIT has its walkable grid, MENU is no level; the others are the RAW indexes'
    }

    void verifyWarnsAboutGridsThatDoNotFitTheirLevel()
    {
        // The fixture's one room piece stands at X -9.69, Z 6.1. FAR's grid (X 0…10, Z 0…10) leaves it outside; EDGE's
        // (X -9.4…0.6) misses it by less than a cell; GUTS's default grid ([-10, 10]², every cell outside) is
        // reported as such, and also leaves it inside; the same box with one walkable cell is no default grid.
        const QString folder = m_tmp.filePath(QStringLiteral("verify-fit"));
        const QByteArray level = mwb::test::levelFixture().bytes;
        const auto far = mwb::formats::tl2mpp::MppFile::create(25, 25, 0.0F, 0.0F, 0);
        const auto edge = mwb::formats::tl2mpp::MppFile::create(25, 25, 9.4F, 0.0F, 0);
        const auto fallback = mwb::formats::tl2mpp::MppFile::create(50, 50, 10.0F, 10.0F, 0xFF);
        auto almost = mwb::formats::tl2mpp::MppFile::create(50, 50, 10.0F, 10.0F, 0xFF);
        QVERIFY(far && edge && fallback && almost);
        QVERIFY(almost->setCell(3, 4, 0));
        using Grid = std::pair<const char *, const mwb::formats::tl2mpp::MppFile *>;
        for (const auto &[name, grid] :
            {Grid{"FAR", &*far}, Grid{"EDGE", &*edge}, Grid{"FALLBACK", &*fallback}, Grid{"ALMOST", &*almost}}) {
            const QString base = folder + QStringLiteral("/MEDIA/LAYOUTS/%1/%1").arg(QLatin1String(name));
            QVERIFY(writeFile(base + QStringLiteral(".LAYOUT"), level));
            QVERIFY(writeFile(base + QStringLiteral(".MPP"), grid->bytes()));
        }
        QVERIFY(!packAsIs(folder, folder + QStringLiteral(".MOD")).isEmpty());
        const auto report = verified(folder + QStringLiteral(".MOD"));
        QVERIFY(report);
        QCOMPARE(warningCodes(*report, QStringLiteral("MEDIA/LAYOUTS/FAR/FAR.MPP")),
            QStringList{QString::fromLatin1(kUncoveredGridWarning)});
        QVERIFY(warningCodes(*report, QStringLiteral("MEDIA/LAYOUTS/EDGE/EDGE.MPP")).isEmpty());
        QCOMPARE(warningCodes(*report, QStringLiteral("MEDIA/LAYOUTS/FALLBACK/FALLBACK.MPP")),
            QStringList{QString::fromLatin1(kDefaultGridWarning)});
        QVERIFY(warningCodes(*report, QStringLiteral("MEDIA/LAYOUTS/ALMOST/ALMOST.MPP")).isEmpty());
        const QString message = findWarning(*report, kUncoveredGridWarning)->message;
        QVERIFY2(message.contains(QStringLiteral("X 0…10 and Z 0…10, but 1 of the level's 1 room pieces")),
            qPrintable(message));
        QVERIFY(findWarning(*report, kDefaultGridWarning)->message.contains(QLatin1String("2500")));
    }

    void verifyFindsGutsDefaultGridInTheCorpus()
    {
        // CYBER_MOD ships CITY05.MPP as GUTS's default grid: 50 × 50 cells over [-10, 10]², all outside, while the
        // level's room pieces stand at X -17.98…-0.8, Z 2.79…11.04 (a box of X -20…0, Z 0…20 once snapped).
        MWB_REQUIRE_CORPUS(corpus, "tl2");
        const QString city = corpus + QStringLiteral("/PhanboiGames+CYBER_MOD/MEDIA/LAYOUTS/CITY05/CITY05");
        const QString folder = m_tmp.filePath(QStringLiteral("verify-city05"));
        const QString base = folder + QStringLiteral("/MEDIA/LAYOUTS/CITY05/CITY05");
        QVERIFY(writeFile(base + QStringLiteral(".LAYOUT"), readAll(city + QStringLiteral(".LAYOUT.BINLAYOUT"))));
        QVERIFY(writeFile(base + QStringLiteral(".MPP"), readAll(city + QStringLiteral(".MPP"))));
        QVERIFY(!packAsIs(folder, folder + QStringLiteral(".MOD")).isEmpty());
        const auto report = verified(folder + QStringLiteral(".MOD"));
        QVERIFY(report);
        QCOMPARE(warningCodes(*report, QStringLiteral("MEDIA/LAYOUTS/CITY05/CITY05.MPP")),
            (QStringList{QString::fromLatin1(kDefaultGridWarning), QString::fromLatin1(kUncoveredGridWarning)}));
        const QString message = findWarning(*report, kUncoveredGridWarning)->message;
        QVERIFY2(message.contains(QStringLiteral("X -10…10 and Z -10…10, but 12 of the level's 21 room pieces")),
            qPrintable(message));
    }

    void staleUnitDataIsKeptUntilItsSourcesChange()
    {
        const QString mod = makeStaleUnitDataMod(m_tmp.filePath(QStringLiteral("stale")));
        QVERIFY(!mod.isEmpty());
        const QString folder = m_tmp.filePath(QStringLiteral("stale-extracted"));
        const auto original = extractTo(mod, folder);
        QVERIFY(original);
        const QString raw = QStringLiteral("MEDIA/UNITDATA.RAW");
        const QByteArray staleRaw = original->readEntry(recordIndex(*original, raw)).value();

        // Nothing changed: the stale RAW is kept, every record as it was, nothing reported.
        auto report = pack(folder, m_tmp.filePath(QStringLiteral("stale-same.MOD")));
        QVERIFY2(report, qPrintable(report ? QString() : report.error().toString()));
        QCOMPARE(report->regeneratedRaws, 0);
        QVERIFY(report->rawChanges.empty());
        auto repacked = openModOrWarn(report->outputPath);
        QVERIFY(repacked);
        QCOMPARE(orderedRecords(*repacked), orderedRecords(*original));
        QCOMPARE(repacked->readEntry(recordIndex(*repacked, raw)).value(), staleRaw);

        // A new item: regenerated, and the change against the folder's RAW reported by table.
        QVERIFY(writeFile(folder + QStringLiteral("/MEDIA/UNITS/ITEMS/ITEM4.DAT"), unitDat(4, 600)));
        report = pack(folder, m_tmp.filePath(QStringLiteral("stale-added.MOD")));
        QVERIFY2(report, qPrintable(report ? QString() : report.error().toString()));
        QCOMPARE(report->addedFiles, 1);
        QCOMPARE(report->compiledDats, 1);
        QCOMPARE(report->regeneratedRaws, 1);
        QCOMPARE(report->rawChanges.size(), std::size_t(1));
        const RawIndexChange &change = report->rawChanges.front();
        QCOMPARE(change.path, raw);
        QCOMPARE(change.kind, RawIndexChange::Kind::Updated);
        QCOMPARE(change.tables.size(), std::size_t(2));
        QCOMPARE(change.tables[0].table, QStringLiteral("ITEMS"));
        QCOMPARE(change.tables[0].added, 2); // ITEM3 (never listed) and ITEM4
        QCOMPARE(change.tables[1].table, QStringLiteral("PLAYERS"));
        QCOMPARE(change.tables[1].added, 5);
        QCOMPARE(change.summary(), QStringLiteral("UNITDATA.RAW: ITEMS +2, PLAYERS +5"));
        repacked = openModOrWarn(report->outputPath);
        QVERIFY(repacked);
        QCOMPARE(int(repacked->records().size()), int(original->records().size()) + 1);
        auto units = staleModUnits();
        units.insert(QStringLiteral("MEDIA/UNITS/ITEMS/ITEM4.DAT"), compiledUnit(4));
        QCOMPARE(repacked->readEntry(recordIndex(*repacked, raw)).value(), unitDataOf(units));
        for (const ModRecord &r : original->records()) { // the unchanged records keep theirs, in their blocks
            if (r.path() == raw)
                continue;
            const ModRecord &now = repacked->records()[std::size_t(recordIndex(*repacked, r.path()))];
            QCOMPARE(
                std::tie(now.type, now.size, now.crc32, now.fileTime), std::tie(r.type, r.size, r.crc32, r.fileTime));
        }

        // Every unit gone: the RAW is dropped with them (GUTS writes none without sources).
        QVERIFY(QDir(folder + QStringLiteral("/MEDIA/UNITS")).removeRecursively());
        report = pack(folder, m_tmp.filePath(QStringLiteral("stale-dropped.MOD")));
        QVERIFY2(report, qPrintable(report ? QString() : report.error().toString()));
        QCOMPARE(report->rawChanges.size(), std::size_t(1));
        QCOMPARE(report->rawChanges.front().kind, RawIndexChange::Kind::Dropped);
        repacked = openModOrWarn(report->outputPath);
        QVERIFY(repacked);
        QCOMPARE(recordIndex(*repacked, raw), -1);
        SilentProgress progress;
        QVERIFY(verifyMod(*repacked, progress)->gameAccepts());
    }

    void changedFileTakesTheNormalRulesAndRemovedFileLeaves()
    {
        const QString mod = makeDuplicatePathMod(m_tmp.filePath(QStringLiteral("changed")));
        QVERIFY(!mod.isEmpty());
        const QString folder = m_tmp.filePath(QStringLiteral("changed-extracted"));
        const auto original = extractTo(mod, folder);
        QVERIFY(original);
        // The folder's TRANSLATION.DAT2 (type 0 in the mod) gets other bytes: type 18 as its extension says, and the
        // file's own time. SWORD.DAT is removed.
        const QString changed = folder + QLatin1Char('/') + kDuplicatePath;
        QVERIFY(writeFile(changed, QByteArray("other bytes")));
        const QDateTime when = QDateTime::fromSecsSinceEpoch(1700000000, Qt::UTC);
        QFile file(changed);
        QVERIFY(file.open(QIODevice::ReadWrite) && file.setFileTime(when, QFileDevice::FileModificationTime));
        file.close();
        QVERIFY(QFile::remove(folder + QStringLiteral("/MEDIA/UNITS/ITEMS/SWORD.DAT")));

        const auto report = pack(folder, m_tmp.filePath(QStringLiteral("changed.MOD")));
        QVERIFY2(report, qPrintable(report ? QString() : report.error().toString()));
        QCOMPARE(report->changedFiles, 1);
        // SWORD.DAT and the directory records of UNITS/ and ITEMS/, which hold nothing any more.
        QCOMPARE(report->droppedRecords, 3);
        const auto repacked = openModOrWarn(report->outputPath);
        QVERIFY(repacked);
        QCOMPARE(recordIndex(*repacked, QStringLiteral("MEDIA/UNITS/ITEMS/SWORD.DAT")), -1);
        QCOMPARE(recordIndex(*repacked, QStringLiteral("MEDIA/UNITS/")), -1);
        std::vector<ModRecord> atPath;
        for (const ModRecord &r : repacked->records()) {
            if (r.path() == kDuplicatePath)
                atPath.push_back(r);
        }
        QCOMPARE(atPath.size(), std::size_t(2));
        QCOMPARE(atPath[0].type, quint8(TypeUnknown)); // the shadowed copy, unchanged
        QCOMPARE(atPath[1].type, quint8(TypeUnknown)); // changed: the extension's type
        QCOMPARE(atPath[1].size, quint32(11));
        QCOMPARE(atPath[1].fileTime / 10000000, quint64(when.toSecsSinceEpoch()) + 11644473600ULL);
    }

    void extractionMergesIntoAnExistingFolder()
    {
        const QString mod = makeStaleUnitDataMod(m_tmp.filePath(QStringLiteral("merge")));
        QVERIFY(!mod.isEmpty());
        const QString folder = m_tmp.filePath(QStringLiteral("merge-target"));
        QVERIFY(writeFile(folder + QStringLiteral("/MEDIA/UNITS/ITEMS/MINE.TXT"), "mine"));
        QVERIFY(writeFile(folder + QStringLiteral("/MEDIA/UNITS/ITEMS/ITEM1.DAT"), "old"));
        const auto archive = extractTo(mod, folder);
        QVERIFY(archive);
        QCOMPARE(readAll(folder + QStringLiteral("/MEDIA/UNITS/ITEMS/MINE.TXT")), QByteArray("mine"));
        QCOMPARE(readAll(folder + QStringLiteral("/MEDIA/UNITS/ITEMS/ITEM1.DAT")), compiledUnit(1));
        QCOMPARE(readAll(folder + QStringLiteral("/MEDIA/UNITS/PLAYERS/CLASS5.DAT")), compiledUnit(15));
        QCOMPARE(
            QDir(folder).entryList({QStringLiteral(".mwb-extract-*")}, QDir::AllEntries | QDir::Hidden), QStringList());
    }

    void malformedSidecarIsRefused()
    {
        const QString mod = makeStaleUnitDataMod(m_tmp.filePath(QStringLiteral("malformed")));
        const QString folder = m_tmp.filePath(QStringLiteral("malformed-extracted"));
        QVERIFY(extractTo(mod, folder));
        const QString sidecar = folder + QLatin1Char('/') + sidecarFileName();
        QByteArray json = readAll(sidecar);
        json.replace("\"crc32\": \"0x", "\"crc32\": \"zz");
        QVERIFY(writeFile(sidecar, json));
        const auto report = pack(folder, m_tmp.filePath(QStringLiteral("malformed.MOD")));
        QVERIFY(!report);
        QCOMPARE(report.error().code, mwb::ErrorCode::InvalidInput);
        QCOMPARE(report.error().path, sidecar);
        QVERIFY(!QFile::exists(m_tmp.filePath(QStringLiteral("malformed.MOD"))));
    }
};

QTEST_GUILESS_MAIN(TestTl2ModLossless)
#include "tst_tl2modlossless.moc"
