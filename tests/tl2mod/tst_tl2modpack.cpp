// SPDX-License-Identifier: GPL-3.0-or-later
#include "ModFixtures.h"
#include "mwb/formats/tl2mod/ModExtractor.h"
#include "mwb/formats/tl2mod/ModPacker.h"
#include "mwb/formats/tl2mod/ModSidecar.h"
#include "mwb/formats/tl2mod/ModVerifier.h"
#include "mwb/formats/tl2mod/TypeCodes.h"

#include <QDateTime>
#include <QMap>
#include <QTemporaryDir>
#include <QTest>

using namespace mwb::formats::tl2mod;
using namespace mwb::test::tl2;

namespace {

constexpr int kTinyFiles = 3000;
constexpr qint64 kBigSize = kStoredBlockThreshold + 100;

/// The container tests store every file as it is: their DATs are text-like noise, not DATs (compiling is
/// tst_tl2modcompile's subject).
PackOptions storeAsIs()
{
    PackOptions options;
    options.compileSources = false;
    return options;
}

quint64 fileTimeOf(const QString &path)
{
    return quint64(QFileInfo(path).lastModified().toMSecsSinceEpoch()) * 10000 + 116444736000000000ULL;
}

/// Splits the records into directory blocks: a new block starts where the directory changes or where the
/// records switch between files and type-7 entries (a directory may head one block of each kind).
struct Run
{
    QString directory;
    bool directories = false;
    std::vector<const ModRecord *> records;
};

std::vector<Run> runs(const ModArchive &mod)
{
    std::vector<Run> out;
    for (const ModRecord &r : mod.records()) {
        if (out.empty() || out.back().directory != r.directory || out.back().directories != r.isDirectory())
            out.push_back(Run{r.directory, r.isDirectory(), {}});
        out.back().records.push_back(&r);
    }
    return out;
}

} // namespace

class TestTl2ModPack : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_tmp;
    QString m_modDir;
    QString m_packed;
    QMap<QString, QString> m_sources; ///< manifest path -> source file
    ModInfo m_info;

    void add(const QString &relative, const QByteArray &bytes, const QString &manifestPath)
    {
        const QString path = m_modDir + QLatin1Char('/') + relative;
        QVERIFY(writeFile(path, bytes));
        m_sources.insert(manifestPath, path);
    }

    std::unique_ptr<ModArchive> openPacked(const QString &path)
    {
        auto archive = ModArchive::open(path);
        if (!archive)
            qWarning() << archive.error().toString();
        return archive ? std::move(archive).value() : nullptr;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_tmp.isValid());
        m_modDir = m_tmp.filePath(QStringLiteral("MyMod"));
        m_info = sampleInfo();
        m_info.removeFiles << QStringLiteral("MEDIA/UNITS/OLD.DAT") << QStringLiteral("media\\skills\\gone.dat");
        QVERIFY(writeFile(m_modDir + QStringLiteral("/MOD.DAT"), writeModDat(m_info)));
        QVERIFY(writeFile(m_modDir + QStringLiteral("/notes.txt"), "ignored: outside MEDIA"));
        for (int i = 0; i < kTinyFiles; ++i) {
            const QString rel = QStringLiteral("MANY/D%1/file%2.dat").arg(i % 30).arg(i);
            add(QStringLiteral("MEDIA/") + rel, textLike(i, 20 + i % 200),
                QStringLiteral("MEDIA/MANY/D%1/FILE%2.DAT").arg(i % 30).arg(i));
        }
        add(QStringLiteral("MEDIA/A/B/C/D/deep.layout"), textLike(7, 9000),
            QStringLiteral("MEDIA/A/B/C/D/DEEP.LAYOUT"));
        add(QStringLiteral("MEDIA/UI/中文.DAT"), textLike(8, 500), QStringLiteral("MEDIA/UI/中文.DAT"));
        add(QStringLiteral("MEDIA/UI/é.dat"), textLike(9, 600), QStringLiteral("MEDIA/UI/é.DAT"));
        add(QStringLiteral("MEDIA/EMPTY.DAT"), QByteArray(), QStringLiteral("MEDIA/EMPTY.DAT"));
        add(QStringLiteral("MEDIA/UI/empty2.png"), QByteArray(), QStringLiteral("MEDIA/UI/EMPTY2.PNG"));
        add(QStringLiteral("MEDIA/UI/PIC.jpg"), noise(10, 10000), QStringLiteral("MEDIA/UI/PIC.JPG"));
        QVERIFY(writeFile(m_modDir + QStringLiteral("/MEDIA/UNITS/X.DAT"), "text form, replaced by the compiled one"));
        add(QStringLiteral("MEDIA/UNITS/X.DAT.BINDAT"), noise(11, 300), QStringLiteral("MEDIA/UNITS/X.DAT"));
        const QString big = m_modDir + QStringLiteral("/MEDIA/VIDEO/BIG.BIK");
        QVERIFY(writeFile(big, QByteArray()));
        QVERIFY(QFile::resize(big, kBigSize)); // sparse: fast to create, stored (>= threshold)
        m_sources.insert(QStringLiteral("MEDIA/VIDEO/BIG.BIK"), big);

        mwb::SilentProgress progress;
        m_packed = m_tmp.filePath(QStringLiteral("out/packed.MOD"));
        QDir().mkpath(m_tmp.filePath(QStringLiteral("out")));
        auto report = packModFolder(m_modDir, m_packed, storeAsIs(), progress);
        QVERIFY2(report.has_value(), qPrintable(report.has_value() ? QString() : report.error().toString()));
        QCOMPARE(report->files, int(m_sources.size()));
        QCOMPARE(report->outputPath, QFileInfo(m_packed).absoluteFilePath());
    }

    void everyEntryEqualsItsSource()
    {
        auto mod = openPacked(m_packed);
        QVERIFY(mod);
        int dataRecords = 0;
        for (const ModRecord &r : mod->records())
            dataRecords += r.hasData() ? 1 : 0;
        QCOMPARE(dataRecords, int(m_sources.size()));
        for (auto it = m_sources.cbegin(); it != m_sources.cend(); ++it) {
            const int index = recordIndex(*mod, it.key());
            QVERIFY2(index >= 0, qPrintable(it.key()));
            const ModRecord &r = mod->records()[std::size_t(index)];
            auto bytes = mod->readEntry(index);
            QVERIFY2(bytes.has_value(), qPrintable(it.key()));
            QCOMPARE(bytes.value(), readAll(it.value()));
            QCOMPARE(r.fileTime, fileTimeOf(it.value()));
            QCOMPARE(r.type, typeCodeForName(it.key()));
        }
        QCOMPARE(recordIndex(*mod, QStringLiteral("MEDIA/NOTES.TXT")), -1);
    }

    void blocksAreStoredOrCompressedByRule()
    {
        auto mod = openPacked(m_packed);
        QVERIFY(mod);
        const auto blockOf = [&](const QString &path) {
            return mod->block(recordIndex(*mod, path));
        };
        QVERIFY(blockOf(QStringLiteral("MEDIA/UI/PIC.JPG"))->isStored());
        QVERIFY(blockOf(QStringLiteral("MEDIA/VIDEO/BIG.BIK"))->isStored());
        QVERIFY(!blockOf(QStringLiteral("MEDIA/A/B/C/D/DEEP.LAYOUT"))->isStored());
        const auto empty = blockOf(QStringLiteral("MEDIA/EMPTY.DAT"));
        QVERIFY(empty.has_value());
        QCOMPARE(empty->uncompressedSize, quint32(0));
        QVERIFY(empty->isStored());
        quint32 maxCompressed = 0;
        for (std::size_t i = 0; i < mod->records().size(); ++i) {
            if (mod->records()[i].hasData())
                maxCompressed = std::max(maxCompressed, mod->block(int(i))->compressedSize);
        }
        QCOMPARE(mod->pakHeader().maxCompressedBlockSize, maxCompressed);
        // Two REMOVE_FILES records: 4 zero bytes each close the data section, as GUTS writes them.
        auto tail = mod->source().read(mod->header().manifestOffset - 8, 8);
        QCOMPARE(tail.value(), QByteArray(8, '\0'));
        mwb::SilentProgress progress;
        auto report = verifyMod(*mod, progress);
        QVERIFY(report.has_value());
        QVERIFY(report->gameAccepts());
        QCOMPARE(report->computedRollingHash, report->storedRollingHash);
    }

    void manifestFollowsGutsLayout()
    {
        auto mod = openPacked(m_packed);
        QVERIFY(mod);
        const ModHeader &h = mod->header();
        QCOMPARE(h.modVersion, quint16(m_info.version + 1));
        QCOMPARE(h.gameVersion, kDefaultGameVersion);
        QCOMPARE(h.title, m_info.name);
        QCOMPARE(h.flags, quint32(0));
        QCOMPARE(h.requiredHash, quint64(0));
        QCOMPARE(h.removedFiles, m_info.removeFiles);
        QCOMPARE(mod->manifest().version, quint16(2));
        QCOMPARE(mod->manifest().fileCount, quint32(mod->records().size()));

        const std::vector<Run> blocks = runs(*mod);
        QCOMPARE(quint32(blocks.size()), mod->manifest().blockCount);
        QCOMPARE(blocks[0].directory, QString());
        QCOMPARE(blocks[0].records.size(), std::size_t(1));
        QCOMPARE(blocks[0].records[0]->name, QStringLiteral("MEDIA/"));
        std::size_t i = 1;
        for (; i < blocks.size() && !blocks[i].directories; ++i) {
            if (i > 1)
                QVERIFY(blocks[i - 1].directory < blocks[i].directory);
            for (std::size_t k = 1; k < blocks[i].records.size(); ++k)
                QVERIFY(blocks[i].records[k - 1]->name <= blocks[i].records[k]->name);
        }
        const std::size_t firstDirBlock = i;
        QVERIFY(firstDirBlock > 1);
        for (; i < blocks.size(); ++i) {
            QVERIFY(blocks[i].directories);
            if (i > firstDirBlock)
                QVERIFY(blocks[i - 1].directory < blocks[i].directory);
        }
        QCOMPARE(blocks[firstDirBlock].directory, QStringLiteral("MEDIA/"));
        QStringList mediaChildren;
        for (const ModRecord *r : blocks[firstDirBlock].records)
            mediaChildren << r->name;
        QCOMPARE(mediaChildren,
            (QStringList{QStringLiteral("A/"), QStringLiteral("MANY/"), QStringLiteral("SKILLS/"),
                QStringLiteral("UI/"), QStringLiteral("UNITS/"), QStringLiteral("VIDEO/")}));
        int removals = 0;
        for (const ModRecord &r : mod->records()) {
            for (const QChar c : r.path())
                QVERIFY2(!(c >= QLatin1Char('a') && c <= QLatin1Char('z')), qPrintable(r.path()));
            if (r.isDirectory()) {
                QVERIFY(r.name.endsWith(QLatin1Char('/')));
                QCOMPARE(r.crc32 | r.offset | r.size, quint32(0));
                QCOMPARE(r.fileTime, quint64(0));
            } else if (!r.hasData()) {
                QCOMPARE(r.type, quint8(TypeDat));
                QVERIFY(r.path() == QStringLiteral("MEDIA/UNITS/OLD.DAT")
                    || r.path() == QStringLiteral("MEDIA/SKILLS/GONE.DAT"));
                ++removals;
            }
        }
        QCOMPARE(removals, 2);
    }

    void extractAndRepackIsEquivalent()
    {
        auto mod = openPacked(m_packed);
        QVERIFY(mod);
        const QString folder = m_tmp.filePath(QStringLiteral("extracted"));
        mwb::SilentProgress progress;
        auto extracted = extractModFolder(*mod, folder, progress);
        QVERIFY2(extracted.has_value(), qPrintable(extracted.has_value() ? QString() : extracted.error().toString()));
        QCOMPARE(extracted->files, int(m_sources.size()) + 2); // + MOD.DAT and the sidecar
        QCOMPARE(QDir(folder).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot),
            (QStringList{sidecarFileName(), QStringLiteral("MEDIA"), QStringLiteral("MOD.DAT")})); // no staging left
        QCOMPARE(readAll(folder + QStringLiteral("/MEDIA/UI/中文.DAT")),
            readAll(m_sources.value(QStringLiteral("MEDIA/UI/中文.DAT"))));
        auto info = readModDat(folder + QStringLiteral("/MOD.DAT"));
        QVERIFY(info.has_value());
        QCOMPARE(info->version, m_info.version);
        QCOMPARE(info->modFileName, QStringLiteral("packed"));

        auto repacked
            = packModFolder(folder, m_tmp.filePath(QStringLiteral("out/repacked.MOD")), storeAsIs(), progress);
        QVERIFY(repacked.has_value());
        auto again = openPacked(repacked->outputPath);
        QVERIFY(again);
        QCOMPARE(recordSet(*again), recordSet(*mod));
        const ModHeader &a = mod->header();
        const ModHeader &b = again->header();
        QCOMPARE(std::tie(a.modVersion, a.gameVersion, a.title, a.author, a.description, a.website, a.downloadUrl,
                     a.modId, a.flags, a.requiredHash, a.removedFiles),
            std::tie(b.modVersion, b.gameVersion, b.title, b.author, b.description, b.website, b.downloadUrl, b.modId,
                b.flags, b.requiredHash, b.removedFiles));
        for (std::size_t i = 0; i < again->records().size(); ++i) {
            const ModRecord &r = again->records()[i];
            if (r.isDirectory() || !r.hasData())
                continue;
            QCOMPARE(again->readEntry(int(i)).value(), mod->readEntry(recordIndex(*mod, r.path())).value());
            QCOMPARE(r.fileTime / 10000, mod->records()[std::size_t(recordIndex(*mod, r.path()))].fileTime / 10000);
        }
        // The sidecar puts every record, block and data block back where it was: the same bytes.
        QCOMPARE(readAll(repacked->outputPath), readAll(m_packed));
        QVERIFY(repacked->usedSidecar);
        QCOMPARE(repacked->keptRecords, int(mod->records().size()));
    }

    void outputIsDeterministicAcrossThreadCounts()
    {
        mwb::SilentProgress progress;
        PackOptions one = storeAsIs();
        one.threads = 1;
        auto single = packModFolder(m_modDir, m_tmp.filePath(QStringLiteral("out/one.MOD")), one, progress);
        QVERIFY(single.has_value());
        QCOMPARE(readAll(single->outputPath), readAll(m_packed));
    }

    void defaultOutputNameAndLowerCaseFolder()
    {
        const QString dir = m_tmp.filePath(QStringLiteral("lower/src"));
        QVERIFY(writeFile(dir + QStringLiteral("/mod.dat"),
            QStringLiteral("[MOD]\n<STRING>NAME:Lower\n<STRING>MOD_FILE_NAME:Lower Case\n<INTEGER>VERSION:2\n[/MOD]\n")
                .toUtf8()));
        QVERIFY(writeFile(dir + QStringLiteral("/media/units/a.dat"), unitDat(1, 100)));
        mwb::SilentProgress progress;
        auto report = packModFolder(dir, QString(), PackOptions{}, progress);
        QVERIFY2(report.has_value(), qPrintable(report.has_value() ? QString() : report.error().toString()));
        QCOMPARE(report->outputPath, m_tmp.filePath(QStringLiteral("lower/Lower Case.MOD")));
        auto mod = openPacked(report->outputPath);
        QVERIFY(mod);
        QCOMPARE(mod->header().title, QStringLiteral("Lower"));
        QCOMPARE(mod->header().modVersion, quint16(3));
        QVERIFY(recordIndex(*mod, QStringLiteral("MEDIA/UNITS/A.DAT")) >= 0);
    }

    void refusesInvalidFolders()
    {
        mwb::SilentProgress progress;
        ModInfo withRequirement = sampleInfo();
        withRequirement.requiredMods.append({QStringLiteral("Base"), 1, 1});
        const QString required = m_tmp.filePath(QStringLiteral("bad/required"));
        QVERIFY(makeSmallModFolder(required, withRequirement));
        const QString collide = m_tmp.filePath(QStringLiteral("bad/collide"));
        QVERIFY(makeSmallModFolder(collide));
        QVERIFY(writeFile(collide + QStringLiteral("/MEDIA/ui/pic.jpg"), "same path once upper-cased"));
        const QString noMedia = m_tmp.filePath(QStringLiteral("bad/nomedia"));
        QVERIFY(writeFile(noMedia + QStringLiteral("/MOD.DAT"), writeModDat(sampleInfo())));
        for (const QString &dir :
            QStringList{required, collide, noMedia, m_tmp.filePath(QStringLiteral("bad/missing"))}) {
            const QString out = m_tmp.filePath(QStringLiteral("bad/out.MOD"));
            auto report = packModFolder(dir, out, PackOptions{}, progress);
            QVERIFY2(!report.has_value(), qPrintable(dir));
            QCOMPARE(report.error().code, mwb::ErrorCode::InvalidInput);
            QVERIFY(!QFile::exists(out));
        }
    }
};

QTEST_GUILESS_MAIN(TestTl2ModPack)
#include "tst_tl2modpack.moc"
