// SPDX-License-Identifier: GPL-3.0-or-later
#include "ModFixtures.h"
#include "SharedCorpus.h"
#include "mwb/core/Archive.h"
#include "mwb/formats/tl2mod/ModExtractor.h"
#include "mwb/formats/tl2mod/ModPacker.h"
#include "mwb/formats/tl2mod/ModVerifier.h"
#include "mwb/formats/tl2mod/RollingHash.h"
#include "mwb/formats/tl2mod/TypeCodes.h"

#include <QDirIterator>
#include <QTemporaryDir>
#include <QTest>

using namespace mwb::formats::tl2mod;

namespace {

QStringList corpusMods(const QString &dir)
{
    QStringList mods;
    QDirIterator it(dir, {QStringLiteral("*.mod")}, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext())
        mods << it.next();
    mods.sort();
    return mods;
}

} // namespace

class TestTl2ModCorpus : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void rollingHashKnownAnswer()
    {
        // N = 20: 695696193 * 20 mod 2^32 = 1029021972; 1029021972 mod 51 = 21 -> divisor 46;
        // stride = max(2, 20 / 46) = 2 -> offsets 8, 10, 12, 14, 16, 18 and finally 19.
        // Bytes are signed: data[10] = 0xF0 -> -16, data[19] = 0x80 -> -128.
        // h = 20; h = b + 33h for b in (8, -16, 12, 14, 16, 18, -128) -> 0xB88516C8 (mod 2^32).
        QByteArray data(20, '\0');
        for (int i = 0; i < 20; ++i)
            data[i] = char(i);
        data[10] = char(0xF0);
        data[19] = char(0x80);
        QCOMPARE(rollingHashSampleOffsets(20), (std::vector<qint64>{8, 10, 12, 14, 16, 18, 19}));
        QCOMPARE(rollingHash(data.constData(), data.size()), quint32(0xB88516C8));
        // Unsigned bytes would give a different value: the sign matters.
        quint32 unsignedHash = 20;
        for (const int b : {8, 0xF0, 12, 14, 16, 18, 0x80})
            unsignedHash = 33u * unsignedHash + quint32(b);
        QVERIFY(unsignedHash != 0xB88516C8);
    }

    void typeCodes()
    {
        QCOMPARE(typeCodeForName(QStringLiteral("a.dat")), quint8(TypeDat));
        QCOMPARE(typeCodeForName(QStringLiteral("A.DAT.BINDAT")), quint8(TypeDat));
        QCOMPARE(typeCodeForName(QStringLiteral("X.LAYOUT.BINLAYOUT")), quint8(TypeLayout));
        QCOMPARE(typeCodeForName(QStringLiteral("x.jpg")), quint8(TypeJpg));
        QCOMPARE(typeCodeForName(QStringLiteral("x.otf")), quint8(TypeUnknown));
        QCOMPARE(compiledSourceName(QStringLiteral("a.dat.bindat")), QStringLiteral("a.dat"));
        QVERIFY(!shouldCompress(TypeJpg, 10));
        QVERIFY(!shouldCompress(TypeDat, kStoredBlockThreshold));
        QVERIFY(shouldCompress(TypeDat, kStoredBlockThreshold - 1));
        quint64 v = 0;
        QVERIFY(parseGameVersion(QStringLiteral("1.25.9.5"), &v));
        QCOMPARE(v, kDefaultGameVersion);
        QCOMPARE(formatGameVersion(0x0006000500190001ULL), QStringLiteral("1.25.5.6"));
    }

    void corpusModsVerify()
    {
        MWB_REQUIRE_CORPUS(dir, "tl2");
        const QStringList mods = corpusMods(dir);
        QVERIFY(mods.size() >= 7); // 8 files today: four EDITORMOD builds and four published mods
        for (const QString &path : mods) {
            auto archive = ModArchive::open(path);
            QVERIFY2(archive.has_value(), qPrintable(path));
            const ModArchive &mod = *archive.value();
            QCOMPARE(mod.header().version, quint16(4));
            QCOMPARE(mod.manifest().version, quint16(2));
            QCOMPARE(mod.manifest().root, QStringLiteral("MEDIA/"));
            QCOMPARE(mod.records().front().path(), QStringLiteral("MEDIA/"));
            auto hash = mod.computeRollingHash();
            QVERIFY(hash.has_value());
            QCOMPARE(hash.value(), mod.pakHeader().rollingHash);
            int withData = 0;
            for (std::size_t i = 0; i < mod.records().size(); ++i) {
                const ModRecord &r = mod.records()[i];
                auto bytes = mod.readEntry(int(i));
                QVERIFY2(bytes.has_value(), qPrintable(bytes.has_value() ? QString() : bytes.error().toString()));
                QCOMPARE(quint32(bytes->size()), r.size);
                withData += r.hasData() ? 1 : 0;
            }
            QVERIFY(withData > 0);
            mwb::SilentProgress progress;
            auto report = verifyMod(mod, progress);
            QVERIFY(report.has_value());
            QVERIFY2(report->gameAccepts(), qPrintable(path));
            QCOMPARE(report->checkedEntries, withData);
        }
    }

    void corpusThroughArchiveInterface()
    {
        MWB_REQUIRE_CORPUS(dir, "tl2");
        const QString path = dir + QStringLiteral("/tukkek+torchlight2-flasks/FLASKS.MOD");
        auto archive = mwb::openArchive(path);
        QVERIFY(archive.has_value());
        QCOMPARE(archive.value()->formatName(), QStringLiteral("Torchlight 2 mod"));
        const auto inputs = archive.value()->indexInputs();
        QCOMPARE(inputs.size(), std::size_t(17)); // 21 records minus 4 directory records
        for (const auto &in : inputs) {
            QCOMPARE(in.compression, QStringLiteral("zlib"));
            QVERIFY(in.type.endsWith(QStringLiteral(" (0)")) || in.type == QStringLiteral("RAW (9)"));
            auto bytes = archive.value()->readEntry(in.entry);
            QVERIFY(bytes.has_value());
            QCOMPARE(bytes->size(), in.size);
        }
        const auto index = mwb::EntryIndex::build(inputs, archive.value()->indexColumns());
        QVERIFY(index.size() > 17);
    }

    void corpusExtractRepackIsEquivalent()
    {
        MWB_REQUIRE_CORPUS(dir, "tl2");
        QTemporaryDir tmp;
        for (const QString &path : corpusMods(dir)) {
            auto original = ModArchive::open(path);
            QVERIFY(original.has_value());
            const QString folder = tmp.filePath(QFileInfo(path).completeBaseName() + QString::number(qHash(path)));
            mwb::SilentProgress progress;
            QVERIFY(extractModFolder(*original.value(), folder, progress).has_value());
            PackOptions options;
            options.gameVersion = original.value()->header().gameVersion;
            options.compileSources = false; // as-is equivalence; compiling them is tst_tl2modguts's subject
            auto packed = packModFolder(folder, tmp.filePath(QStringLiteral("re.MOD")), options, progress);
            QVERIFY2(packed.has_value(), qPrintable(packed.has_value() ? QString() : packed.error().toString()));
            auto again = ModArchive::open(packed->outputPath);
            QVERIFY(again.has_value());
            QCOMPARE(mwb::test::tl2::recordSet(*again.value()), mwb::test::tl2::recordSet(*original.value()));
            QCOMPARE(again.value()->header().modVersion, original.value()->header().modVersion);
            QCOMPARE(again.value()->header().modId, original.value()->header().modId);
            QCOMPARE(again.value()->header().title, original.value()->header().title);
            QVERIFY(verifyMod(*again.value(), progress)->gameAccepts());
        }
    }

    void openArchiveRejectsOtherFiles()
    {
        QTemporaryDir tmp;
        const QString path = tmp.filePath(QStringLiteral("x.mod"));
        QVERIFY(mwb::test::tl2::writeFile(path, QByteArray("PK\x03\x04 not a mod at all, just bytes", 36)));
        auto archive = mwb::openArchive(path);
        QVERIFY(!archive.has_value());
        QCOMPARE(archive.error().code, mwb::ErrorCode::BadMagic);
    }
};

QTEST_GUILESS_MAIN(TestTl2ModCorpus)
#include "tst_tl2modcorpus.moc"
