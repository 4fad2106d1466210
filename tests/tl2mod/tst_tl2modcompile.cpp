// SPDX-License-Identifier: GPL-3.0-or-later
// packModFolder() on a GUTS-style folder (generated, always runs): text DATs compiled in the workers, compiled forms
// and binary layouts passed through, RAW index files regenerated in place of stale ones; structured errors that
// leave nothing behind.
#include "ModFixtures.h"
#include "mwb/formats/tl2dat/DatCompiler.h"
#include "mwb/formats/tl2layout/BinLayout.h"
#include "mwb/formats/tl2layout/LayoutCompiler.h"
#include "mwb/formats/tl2mod/ModPacker.h"
#include "mwb/formats/tl2mod/ModVerifier.h"
#include "mwb/formats/tl2mod/TypeCodes.h"
#include "mwb/formats/tl2raw/RawRegenerator.h"

#include <QMap>
#include <QTemporaryDir>
#include <QTest>
#include <QtEndian>

using namespace mwb::formats::tl2mod;
using namespace mwb::test::tl2;
using mwb::ErrorCode;
using mwb::formats::tl2dat::compileDatText;

namespace {

QByteArray utf16WithBom(const QString &text)
{
    QByteArray out("\xFF\xFE", 2);
    out.append(reinterpret_cast<const char *>(text.utf16()), 2 * text.size()); // little-endian host
    return out;
}

/// A small BINLAYOUT that BinLayout::parse accepts: header (0x0B, flag 4, no datagroup) and one object named
/// `name` with descriptor 1, no properties, no extra region, no children.
QByteArray binLayout(const QString &name)
{
    QByteArray object;
    const auto put = [&object](auto value) {
        char bytes[sizeof(value)];
        qToLittleEndian(value, bytes);
        object.append(bytes, sizeof(value));
    };
    put(quint32(4 + 1 + 8 + 2 + 2 * name.size() + 1 + 4 + 2)); // block size, this object included
    put(quint8(1));
    put(qint64(0x1234567890LL));
    put(quint16(name.size()));
    object.append(reinterpret_cast<const char *>(name.utf16()), 2 * name.size());
    put(quint8(0)); // properties
    put(quint32(0)); // extra region
    put(quint16(0)); // children
    return QByteArray("\x0B\x04\0\0\0\0\x01\0", 8) + object;
}

/// A text layout of one named object, as GUTS saves it (CRLF); its DESCRIPTOR line is line 6.
QString layoutText(const QString &name)
{
    return QStringLiteral("[Layout]\r\n<INTEGER>VERSION:4\r\n[OBJECTS]\r\n[BASEOBJECT]\r\n[PROPERTIES]\r\n"
                          "<STRING>DESCRIPTOR:Damage Shape\r\n<STRING>NAME:%1\r\n<INTEGER64>ID:9\r\n"
                          "<FLOAT>MAX RADIUS:2.5\r\n[/PROPERTIES]\r\n[/BASEOBJECT]\r\n[/OBJECTS]\r\n[/Layout]\r\n")
        .arg(name);
}

QStringList folderEntries(const QString &dir)
{
    return QDir(dir).entryList(QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot);
}

} // namespace

class TestTl2ModCompile : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_tmp;
    QString m_modDir;
    QString m_packed;
    PackReport m_report;
    QMap<QString, QByteArray> m_texts; ///< manifest path → text source (compiled by the packer)
    QByteArray m_ringBindat;
    QByteArray m_arenaBinLayout;
    QByteArray m_gateBinLayout;
    QByteArray m_towerBinLayout;
    QByteArray m_roomBinLayout;
    QByteArray m_notesRaw;

    QString media(const QString &relative) const { return m_modDir + QStringLiteral("/MEDIA/") + relative; }

    void addText(const QString &relative, const QByteArray &bytes)
    {
        QVERIFY(writeFile(media(relative), bytes));
        m_texts.insert(QStringLiteral("MEDIA/") + relative.toUpper(), bytes);
    }

    mwb::Result<PackReport> pack(const QString &dir, const QString &out, int threads, bool compile = true)
    {
        PackOptions options;
        options.threads = threads;
        options.compileSources = compile;
        mwb::SilentProgress progress;
        return packModFolder(dir, out, options, progress);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_tmp.isValid());
        m_modDir = m_tmp.filePath(QStringLiteral("Guts"));
        QVERIFY(writeFile(m_modDir + QStringLiteral("/MOD.DAT"), writeModDat(sampleInfo())));
        // Text DATs in every encoding GUTS folders hold, in the RAW builders' folders and elsewhere.
        addText(QStringLiteral("UNITS/ITEMS/SWORD.DAT"), unitDat(1, 3000));
        addText(QStringLiteral("UNITS/ITEMS/POTION.DAT"),
            "[UNIT]\n<STRING>NAME:Potion\n<INTEGER64>UNIT_GUID:-5\n<STRING>UNITTYPE:potion\n<INTEGER>LEVEL:3\n[/"
            "UNIT]\n");
        addText(QStringLiteral("UNITS/ITEMS/SHIELD.DAT"),
            QByteArray("\xEF\xBB\xBF")
                + QStringLiteral("[UNIT]\r\n<STRING>NAME:Bouclier é\r\n<INTEGER64>UNIT_GUID:77\r\n"
                                 "<STRING>UNITTYPE:shield\r\n[/UNIT]\r\n")
                      .toUtf8());
        addText(QStringLiteral("SKILLS/FIREBALL.DAT"),
            utf16WithBom(QStringLiteral("[SKILL]\r\n\t<STRING>NAME:Fireball\r\n\t<INTEGER64>UNIQUE_GUID:42\r\n"
                                        "\t[EFFECT]\r\n\t\t<FLOAT>DAMAGE:12.5\r\n\t[/EFFECT]\r\n[/SKILL]")));
        addText(QStringLiteral("SPAWNCLASSES/CHEST.TEMPLATE"), unitDat(3, 500));
        // A text DAT wins over the stale X.DAT.BINDAT beside it; an X.DAT.BINDAT alone is stored as it is.
        addText(QStringLiteral("DUNGEONS/TOWN.DAT"), unitDat(4, 800));
        QVERIFY(writeFile(media(QStringLiteral("DUNGEONS/TOWN.DAT.BINDAT")),
            compileDatText(unitDat(5, 300), QStringLiteral("stale")).value()));
        m_ringBindat = compileDatText(unitDat(6, 600), QStringLiteral("ring")).value();
        QVERIFY(writeFile(media(QStringLiteral("UNITS/ITEMS/RING.DAT.BINDAT")), m_ringBindat));
        // A text layout with a stale BINLAYOUT beside it (the text wins and is compiled), a text layout with the
        // BINLAYOUT GUTS built from it, a BINLAYOUT alone, and a binary .LAYOUT alone (e.g. from an extracted mod).
        const QByteArray arenaText = utf16WithBom(layoutText(QStringLiteral("Arena")));
        m_arenaBinLayout = mwb::formats::tl2layout::compileLayoutText(arenaText, QStringLiteral("arena")).value();
        QVERIFY(writeFile(media(QStringLiteral("LAYOUTS/ARENA/ARENA.LAYOUT")), arenaText));
        QVERIFY(
            writeFile(media(QStringLiteral("LAYOUTS/ARENA/ARENA.LAYOUT.BINLAYOUT")), binLayout(QStringLiteral("OLD"))));
        const QByteArray gateText = layoutText(QStringLiteral("Gate")).toUtf8();
        m_gateBinLayout = mwb::formats::tl2layout::compileLayoutText(gateText, QStringLiteral("gate")).value();
        QVERIFY(writeFile(media(QStringLiteral("LAYOUTS/GATE/GATE.LAYOUT")), gateText));
        QVERIFY(writeFile(media(QStringLiteral("LAYOUTS/GATE/GATE.LAYOUT.BINLAYOUT")), m_gateBinLayout));
        m_towerBinLayout = binLayout(QStringLiteral("TOWER"));
        QVERIFY(writeFile(media(QStringLiteral("LAYOUTS/TOWER/TOWER.LAYOUT.BINLAYOUT")), m_towerBinLayout));
        m_roomBinLayout = binLayout(QStringLiteral("ROOM"));
        QVERIFY(writeFile(media(QStringLiteral("LAYOUTS/ROOM/ROOM.LAYOUT")), m_roomBinLayout));
        // Stale RAWs as GUTS folders ship them: UNITDATA is regenerated, AFFIXES has no sources any more; a .RAW
        // that is not one of the seven index files is an ordinary file.
        QVERIFY(writeFile(media(QStringLiteral("UNITDATA.RAW")), "stale unit index"));
        QVERIFY(writeFile(media(QStringLiteral("affixes.raw")), "stale affix index"));
        m_notesRaw = noise(1, 300);
        QVERIFY(writeFile(media(QStringLiteral("MISC/NOTES.RAW")), m_notesRaw));
        // Files at MEDIA/ itself, around the RAWs' names: the regenerated RAWs join their block in name order.
        QVERIFY(writeFile(media(QStringLiteral("AAA.TXT")), "first"));
        QVERIFY(writeFile(media(QStringLiteral("ZZZ.TXT")), "last"));

        QVERIFY(QDir().mkpath(m_tmp.filePath(QStringLiteral("out"))));
        m_packed = m_tmp.filePath(QStringLiteral("out/Guts.MOD"));
        auto report = pack(m_modDir, m_packed, 4);
        QVERIFY2(report.has_value(), qPrintable(report.has_value() ? QString() : report.error().toString()));
        m_report = report.value();
    }

    void reportCountsWhatWasBuilt()
    {
        QCOMPARE(m_report.compiledDats, 6); // SWORD, POTION, SHIELD, FIREBALL, CHEST.TEMPLATE, TOWN
        QCOMPARE(m_report.compiledLayouts, 2); // ARENA, GATE
        QCOMPARE(m_report.staleLayouts,
            QStringList{QFileInfo(media(QStringLiteral("LAYOUTS/ARENA/ARENA.LAYOUT.BINLAYOUT"))).absoluteFilePath()});
        QCOMPARE(m_report.binLayouts, 1); // TOWER; ROOM.LAYOUT is a .LAYOUT that was already binary
        QCOMPARE(m_report.regeneratedRaws, 2); // UNITDATA, SKILLS
        QCOMPARE(m_report.files, 16);
    }

    void pathsAndTypesAreGuts()
    {
        auto mod = openModOrWarn(m_packed);
        QVERIFY(mod);
        QStringList expected = m_texts.keys();
        expected << QStringLiteral("MEDIA/UNITS/ITEMS/RING.DAT") << QStringLiteral("MEDIA/LAYOUTS/ARENA/ARENA.LAYOUT")
                 << QStringLiteral("MEDIA/LAYOUTS/GATE/GATE.LAYOUT")
                 << QStringLiteral("MEDIA/LAYOUTS/TOWER/TOWER.LAYOUT")
                 << QStringLiteral("MEDIA/LAYOUTS/ROOM/ROOM.LAYOUT") << QStringLiteral("MEDIA/UNITDATA.RAW")
                 << QStringLiteral("MEDIA/SKILLS.RAW") << QStringLiteral("MEDIA/MISC/NOTES.RAW")
                 << QStringLiteral("MEDIA/AAA.TXT") << QStringLiteral("MEDIA/ZZZ.TXT");
        expected.sort();
        QCOMPARE(entryBytes(*mod).keys(), expected); // no AFFIXES.RAW, no *.BINDAT / *.BINLAYOUT names
        QStringList rootBlock; // the records after block 0's "MEDIA/", up to the next directory
        for (std::size_t i = 1; i < mod->records().size() && mod->records()[i].directory == QStringLiteral("MEDIA/");
             ++i)
            rootBlock << mod->records()[i].name;
        QCOMPARE(rootBlock,
            (QStringList{QStringLiteral("AAA.TXT"), QStringLiteral("SKILLS.RAW"), QStringLiteral("UNITDATA.RAW"),
                QStringLiteral("ZZZ.TXT")}));
        for (const QString &path : m_texts.keys())
            QCOMPARE(typeOfPath(*mod, path), quint8(TypeDat));
        QCOMPARE(typeOfPath(*mod, QStringLiteral("MEDIA/UNITS/ITEMS/RING.DAT")), quint8(TypeDat));
        QCOMPARE(typeOfPath(*mod, QStringLiteral("MEDIA/LAYOUTS/ARENA/ARENA.LAYOUT")), quint8(TypeLayout));
        QCOMPARE(typeOfPath(*mod, QStringLiteral("MEDIA/UNITDATA.RAW")), quint8(TypeRaw));
        QCOMPARE(typeOfPath(*mod, QStringLiteral("MEDIA/SKILLS.RAW")), quint8(TypeRaw));
    }

    void everyEntryHoldsWhatGutsWouldStore()
    {
        auto mod = openModOrWarn(m_packed);
        QVERIFY(mod);
        const QMap<QString, QByteArray> packed = entryBytes(*mod);
        for (auto it = m_texts.cbegin(); it != m_texts.cend(); ++it) {
            const auto compiled = compileDatText(it.value(), it.key());
            QVERIFY2(compiled.has_value(), qPrintable(it.key()));
            QVERIFY2(packed.value(it.key()) == compiled.value(), qPrintable(it.key()));
        }
        QCOMPARE(packed.value(QStringLiteral("MEDIA/UNITS/ITEMS/RING.DAT")), m_ringBindat);
        QCOMPARE(packed.value(QStringLiteral("MEDIA/LAYOUTS/ARENA/ARENA.LAYOUT")), m_arenaBinLayout);
        QCOMPARE(packed.value(QStringLiteral("MEDIA/LAYOUTS/GATE/GATE.LAYOUT")), m_gateBinLayout);
        QCOMPARE(packed.value(QStringLiteral("MEDIA/LAYOUTS/TOWER/TOWER.LAYOUT")), m_towerBinLayout);
        QCOMPARE(packed.value(QStringLiteral("MEDIA/LAYOUTS/ROOM/ROOM.LAYOUT")), m_roomBinLayout);
        QCOMPARE(packed.value(QStringLiteral("MEDIA/MISC/NOTES.RAW")), m_notesRaw);
        QCOMPARE(packed.value(QStringLiteral("MEDIA/AAA.TXT")), QByteArray("first"));
        QCOMPARE(packed.value(QStringLiteral("MEDIA/ZZZ.TXT")), QByteArray("last"));

        auto sources = mwb::formats::tl2raw::RawSources::fromFolder(m_modDir);
        QVERIFY(sources.has_value());
        auto raws = mwb::formats::tl2raw::regenerateRaws(sources.value());
        QVERIFY(raws.has_value());
        QCOMPARE(raws->size(), std::size_t(2));
        for (const auto &raw : raws.value()) {
            const QString path = QStringLiteral("MEDIA/") + mwb::formats::tl2raw::rawFileName(raw.kind);
            QCOMPARE(packed.value(path), raw.serialize().value());
        }
        // The regenerated index lists the four items, the stand-alone BINDAT included.
        const auto &items = raws->front().tables[0].records;
        QStringList files;
        for (const auto &record : items)
            files << record.text(2);
        QCOMPARE(files,
            (QStringList{QStringLiteral("MEDIA/UNITS/ITEMS/POTION.DAT"), QStringLiteral("MEDIA/UNITS/ITEMS/RING.DAT"),
                QStringLiteral("MEDIA/UNITS/ITEMS/SHIELD.DAT"), QStringLiteral("MEDIA/UNITS/ITEMS/SWORD.DAT")}));
    }

    void compiledEntriesAreCompressedAndTheModVerifies()
    {
        auto mod = openModOrWarn(m_packed);
        QVERIFY(mod);
        for (const QString &path : m_texts.keys())
            QVERIFY2(!mod->block(recordIndex(*mod, path))->isStored(), qPrintable(path));
        mwb::SilentProgress progress;
        auto verified = verifyMod(*mod, progress);
        QVERIFY(verified.has_value());
        QVERIFY(verified->gameAccepts());
        QCOMPARE(verified->checkedEntries, m_report.files);
        QCOMPARE(mod->manifest().version, quint16(2));
        QCOMPARE(mod->manifest().fileCount, quint32(mod->records().size()));
    }

    void regeneratedRawsCarryTheNewestSourceTime()
    {
        auto mod = openModOrWarn(m_packed);
        QVERIFY(mod);
        quint64 newest = 0;
        for (const ModRecord &r : mod->records()) {
            if (r.type != TypeRaw || r.directory != QStringLiteral("MEDIA/"))
                newest = std::max(newest, r.fileTime);
        }
        QVERIFY(newest > 0);
        QCOMPARE(mod->records()[std::size_t(recordIndex(*mod, QStringLiteral("MEDIA/UNITDATA.RAW")))].fileTime, newest);
    }

    void outputIsIdenticalForOneAndFourThreads()
    {
        const QString single = m_tmp.filePath(QStringLiteral("out/single.MOD"));
        auto report = pack(m_modDir, single, 1);
        QVERIFY(report.has_value());
        QCOMPARE(report->compiledDats, m_report.compiledDats);
        QCOMPARE(readAll(single), readAll(m_packed));
    }

    void withoutCompilingEveryFileIsStoredAsItIs()
    {
        const QString out = m_tmp.filePath(QStringLiteral("out/asis.MOD"));
        auto report = pack(m_modDir, out, 2, false);
        QVERIFY(report.has_value());
        QCOMPARE(report->compiledDats, 0);
        QCOMPARE(report->regeneratedRaws, 0);
        QCOMPARE(report->compiledLayouts, 0);
        QCOMPARE(report->binLayouts, 3); // the compiled forms win: ARENA (stale as it is), GATE, TOWER
        auto mod = openModOrWarn(out);
        QVERIFY(mod);
        const QMap<QString, QByteArray> packed = entryBytes(*mod);
        QCOMPARE(packed.value(QStringLiteral("MEDIA/UNITS/ITEMS/SWORD.DAT")),
            m_texts.value(QStringLiteral("MEDIA/UNITS/ITEMS/SWORD.DAT")));
        QCOMPARE(packed.value(QStringLiteral("MEDIA/DUNGEONS/TOWN.DAT")),
            readAll(media(QStringLiteral("DUNGEONS/TOWN.DAT.BINDAT")))); // the compiled form wins here
        QCOMPARE(packed.value(QStringLiteral("MEDIA/UNITDATA.RAW")), QByteArray("stale unit index"));
        QCOMPARE(packed.value(QStringLiteral("MEDIA/AFFIXES.RAW")), QByteArray("stale affix index"));
    }

    void badDatFailsWithItsPathAndOffset_data()
    {
        QTest::addColumn<int>("threads");
        QTest::newRow("1 thread") << 1;
        QTest::newRow("4 threads") << 4;
    }

    void badDatFailsWithItsPathAndOffset()
    {
        QFETCH(int, threads);
        const QString dir = m_tmp.filePath(QStringLiteral("bad%1/mod").arg(threads));
        QVERIFY(makeSmallModFolder(dir));
        for (int i = 0; i < 40; ++i)
            QVERIFY(writeFile(
                dir + QStringLiteral("/MEDIA/LEVELS/L%1/GOOD.DAT").arg(i, 2, 10, QLatin1Char('0')), unitDat(i, 2000)));
        const QString text
            = QStringLiteral("[LEVEL]\r\n\t<STRING>NAME:Broken\r\n\t<INTEGER>DEPTH:deep\r\n[/LEVEL]\r\n");
        const QString first = dir + QStringLiteral("/MEDIA/LEVELS/L07/BAD.DAT");
        QVERIFY(writeFile(first, utf16WithBom(text)));
        QVERIFY(writeFile(dir + QStringLiteral("/MEDIA/LEVELS/L30/BAD.DAT"), "[LEVEL]\n<BOGUS>X:1\n[/LEVEL]\n"));
        const QString outDir = m_tmp.filePath(QStringLiteral("bad%1/out").arg(threads));
        QVERIFY(QDir().mkpath(outDir));

        auto report = pack(dir, outDir + QStringLiteral("/BAD.MOD"), threads);
        QVERIFY(!report.has_value());
        QCOMPARE(report.error().code, ErrorCode::InvalidInput);
        QCOMPARE(report.error().path, QFileInfo(first).absoluteFilePath()); // the first in manifest order
        QCOMPARE(report.error().offset, qint64(2 + 2 * text.indexOf(QLatin1String("\t<INTEGER>DEPTH"))));
        QCOMPARE(folderEntries(outDir), QStringList()); // no output, no temporary file
    }

    void brokenSourcesFailThePack_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("errorPath");
        QTest::addColumn<qint64>("offset");
        // A DAT that the RAW builders read too: the compiler, which runs first, names it by its path on disk.
        QTest::newRow("DAT of UNITDATA") << QStringLiteral("MEDIA/units/items/broken.dat")
                                         << QByteArray("[UNIT]\n<STRING>NAME:x\n[/ITEM]\n") << QString() << qint64(22);
        // A text layout that the RAW builders read too, with a BINLAYOUT beside it: the text wins, and the layout
        // compiler, which runs first, names it by its path on disk.
        QTest::newRow("layout of UI.RAW")
            << QStringLiteral("MEDIA/UI/MENU.LAYOUT") << QByteArray("[Layout]\n[/MENU]\n") << QString() << qint64(9);
    }

    void brokenSourcesFailThePack()
    {
        QFETCH(QString, file);
        QFETCH(QByteArray, text);
        QFETCH(QString, errorPath);
        QFETCH(qint64, offset);
        const QString dir = m_tmp.filePath(QStringLiteral("source-%1/mod").arg(QLatin1String(QTest::currentDataTag())));
        QVERIFY(makeSmallModFolder(dir));
        QVERIFY(writeFile(dir + QLatin1Char('/') + file, text));
        QVERIFY(writeFile(dir + QStringLiteral("/MEDIA/UI/MENU.LAYOUT.BINLAYOUT"), binLayout(QStringLiteral("MENU"))));
        const QString outDir
            = m_tmp.filePath(QStringLiteral("source-%1/out").arg(QLatin1String(QTest::currentDataTag())));
        QVERIFY(QDir().mkpath(outDir));
        auto report = pack(dir, outDir + QStringLiteral("/X.MOD"), 2);
        QVERIFY(!report.has_value());
        QCOMPARE(report.error().code, ErrorCode::Corrupt); // a closing tag that matches no block
        QCOMPARE(report.error().path,
            errorPath.isEmpty() ? QFileInfo(dir + QLatin1Char('/') + file).absoluteFilePath() : errorPath);
        QCOMPARE(report.error().offset, offset);
        QCOMPARE(folderEntries(outDir), QStringList());
    }

    void textLayoutWithoutBinLayoutIsCompiled()
    {
        const QString dir = m_tmp.filePath(QStringLiteral("layout/mod"));
        QVERIFY(makeSmallModFolder(dir));
        const QString layout = dir + QStringLiteral("/MEDIA/LAYOUTS/CAVE/cave.layout");
        const QByteArray text = utf16WithBom(layoutText(QStringLiteral("Cave")));
        QVERIFY(writeFile(layout, text));
        const QString outDir = m_tmp.filePath(QStringLiteral("layout/out"));
        QVERIFY(QDir().mkpath(outDir));
        auto report = pack(dir, outDir + QStringLiteral("/CAVE.MOD"), 2);
        QVERIFY2(report.has_value(), qPrintable(report.has_value() ? QString() : report.error().toString()));
        QCOMPARE(report->compiledLayouts, 1);
        QCOMPARE(report->binLayouts, 0);
        QCOMPARE(report->staleLayouts, QStringList());
        auto mod = openModOrWarn(report->outputPath);
        QVERIFY(mod);
        QCOMPARE(entryBytes(*mod).value(QStringLiteral("MEDIA/LAYOUTS/CAVE/CAVE.LAYOUT")),
            mwb::formats::tl2layout::compileLayoutText(text, QStringLiteral("cave")).value());
        QCOMPARE(typeOfPath(*mod, QStringLiteral("MEDIA/LAYOUTS/CAVE/CAVE.LAYOUT")), quint8(TypeLayout));
    }

    void brokenTextLayoutFailsWithItsLineAndNoOutput()
    {
        const QString dir = m_tmp.filePath(QStringLiteral("badlayout/mod"));
        QVERIFY(makeSmallModFolder(dir));
        const QString layout = dir + QStringLiteral("/MEDIA/LAYOUTS/CAVE/CAVE.LAYOUT");
        QString text = layoutText(QStringLiteral("Cave"));
        text.replace(QStringLiteral("DESCRIPTOR:Damage Shape"), QStringLiteral("DESCRIPTOR:No Such Thing"));
        QVERIFY(writeFile(layout, text.toUtf8()));
        const QString outDir = m_tmp.filePath(QStringLiteral("badlayout/out"));
        QVERIFY(QDir().mkpath(outDir));
        auto report = pack(dir, outDir + QStringLiteral("/CAVE.MOD"), 2);
        QVERIFY(!report.has_value());
        QCOMPARE(report.error().code, ErrorCode::InvalidInput);
        QCOMPARE(report.error().path, QFileInfo(layout).absoluteFilePath());
        QVERIFY2(report.error().message.contains(QStringLiteral("line 6")), qPrintable(report.error().message));
        QCOMPARE(folderEntries(outDir), QStringList());
    }
};

QTEST_GUILESS_MAIN(TestTl2ModCompile)
#include "tst_tl2modcompile.moc"
