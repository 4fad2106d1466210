// SPDX-License-Identifier: GPL-3.0-or-later
// The name scanner: its file parsers (import lists, JASS and Lua strings, .mdx textures, paths in any bytes, the
// variants games resolve, content guesses), a Warcraft III map our writer builds without a listfile (every mentioned
// file found, an encrypted one in a second round, nothing else named), and the corpus with each archive's listfile
// ignored: every recovered name is the archive's true name (same hash-table slot, same name up to letter case).
#include "ContentSniffer.h"
#include "ImportList.h"
#include "ModelPaths.h"
#include "MpqWriterChecks.h"
#include "NameVariants.h"
#include "PathTokens.h"
#include "ScriptStrings.h"
#include "SharedCorpus.h"
#include "mwb/core/Progress.h"
#include "mwb/formats/mpq/MpqArchive.h"
#include "mwb/formats/mpq/MpqNameScanner.h"

#include <QElapsedTimer>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>
#include <QtEndian>

#include <algorithm>
#include <set>

namespace {

using mwb::formats::mpq::ContentSniffer;
using mwb::formats::mpq::ImportList;
using mwb::formats::mpq::ModelPaths;
using mwb::formats::mpq::MpqArchive;
using mwb::formats::mpq::MpqNameScan;
using mwb::formats::mpq::MpqNameScanner;
using mwb::formats::mpq::MpqNameSource;
using mwb::formats::mpq::MpqWriteOptions;
using mwb::formats::mpq::NameVariants;
using mwb::formats::mpq::PathTokens;
using mwb::formats::mpq::ScriptStrings;
using namespace mwb::test;

using Names = std::set<QByteArray>;

QByteArray le32(quint32 value)
{
    QByteArray out(4, '\0');
    qToLittleEndian(value, out.data());
    return out;
}

QByteArray importList(const std::vector<std::pair<quint8, QByteArray>> &imports)
{
    QByteArray out = le32(1) + le32(quint32(imports.size()));
    for (const auto &[flag, path] : imports)
        out += char(flag) + path + '\0';
    return out;
}

/// An .mdx with a VERS chunk and a TEXS chunk of `textures`.
QByteArray model(const QByteArrayList &textures)
{
    QByteArray texs;
    for (const QByteArray &path : textures) {
        QByteArray field = path;
        field.resize(260, '\0');
        texs += le32(0) + field + le32(0);
    }
    return "MDLX" + QByteArray("VERS") + le32(4) + le32(800) + "TEXS" + le32(quint32(texs.size())) + texs;
}

Names collect(const std::function<void(const std::function<void(QByteArrayView)> &)> &run)
{
    Names out;
    run([&out](QByteArrayView piece) {
        out.insert(piece.toByteArray());
    });
    return out;
}

MpqNameScan scanned(const MpqArchive &archive)
{
    mwb::SilentProgress progress;
    auto scan = MpqNameScanner::scan(archive, progress);
    if (!scan)
        qFatal("scan failed: %s", qPrintable(scan.error().toString()));
    return *scan;
}

/// The true names of `path` by hash-table slot (its listfile read), and the archive opened without it.
struct Blinded
{
    QHash<qint64, QByteArray> truth;
    std::unique_ptr<MpqArchive> archive;
};

Blinded blinded(const QString &path)
{
    Blinded b;
    auto named = MpqArchive::open(path);
    if (!named)
        return b;
    for (const auto &e : (*named)->entries()) {
        if (!e.pseudoName)
            b.truth.insert(e.hashIndex, e.rawName.toByteArray());
    }
    MpqArchive::Options options;
    options.ignoreListfile = true;
    auto archive = MpqArchive::open(path, options);
    if (archive)
        b.archive = std::move(archive).value();
    return b;
}

/// Every recovered name is the true one of its entry; returns how many were recovered.
int checkRecovered(const Blinded &b, const MpqNameScan &scan, const QString &label)
{
    int recovered = 0;
    for (const auto &n : scan.names) {
        if (!n.recovered)
            continue;
        ++recovered;
        const qint64 slot = b.archive->entries()[static_cast<std::size_t>(n.entry)].hashIndex;
        const QByteArray truth = b.truth.value(slot);
        if (!truth.isEmpty() && truth.compare(n.name, Qt::CaseInsensitive) != 0)
            QTest::qFail(qPrintable(QStringLiteral("%1: recovered %2, the listfile says %3")
                                        .arg(label, QString::fromUtf8(n.name), QString::fromUtf8(truth))),
                __FILE__, __LINE__);
    }
    return recovered;
}

} // namespace

class TestMpqNames : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void importListParses()
    {
        const QByteArray v1 = importList({{5, "icons\\BTNHero.blp"}, {13, "Models\\Hero.mdx"}});
        const auto imports = ImportList::parse(v1);
        QVERIFY(imports);
        QCOMPARE(int(imports->size()), 2);
        QCOMPARE((*imports)[0].flag, quint8(5));
        QCOMPARE((*imports)[0].path, QByteArrayView("icons\\BTNHero.blp"));
        QCOMPARE((*imports)[1].path, QByteArrayView("Models\\Hero.mdx"));
        QVERIFY(ImportList::parse(QByteArray(le32(0) + le32(1) + "old.mdx" + '\0'))); // version 0: no flags
        QVERIFY(!ImportList::parse(v1.chopped(1))); // a path without its terminator
        QVERIFY(!ImportList::parse(QByteArray(v1 + "x"))); // bytes after the last path
        QVERIFY(!ImportList::parse(QByteArray(le32(1) + le32(0xFFFFFFFF) + "a"))); // a count the bytes cannot hold
        QVERIFY(!ImportList::parse(QByteArray(le32(2) + le32(0)))); // an unknown version
        // Fuzzing finding: long paths leave no byte for the next import's flag, though the count fits the bytes.
        QVERIFY(!ImportList::parse(QByteArray(le32(1) + le32(2) + "\x05path.mdx" + '\0')));
        QVERIFY(!ImportList::parse("imp"));
    }

    void scriptStrings()
    {
        const QByteArray jass = "// \"Not\\\\This.mdx\" in a comment\n"
                                "function main takes nothing returns nothing\n"
                                "  local integer u = 'hfoo' // don't\n"
                                "  call Preload(\"Abilities\\\\Spells\\\\Bolt.mdl\")\n"
                                "  call Echo(\"say \\\"hi\\\"\")\n"
                                "endfunction\n";
        const Names j = collect([&](const auto &visit) {
            ScriptStrings::forEachLiteral(jass, ScriptStrings::Language::Jass, visit);
        });
        QCOMPARE(j, (Names{"Abilities\\\\Spells\\\\Bolt.mdl", "say \\\"hi\\\""}));

        const QByteArray lua = "-- 'Not.mdx'\n--[[ \"Nor.mdx\" ]]\n"
                               "local a = \"Units\\\\A.mdl\" local b = 'B.blp'\n"
                               "local c = [==[Long\\C.txt]==] -- end\n";
        const Names l = collect([&](const auto &visit) {
            ScriptStrings::forEachLiteral(lua, ScriptStrings::Language::Lua, visit);
        });
        QCOMPARE(l, (Names{"Units\\\\A.mdl", "B.blp", "Long\\C.txt"}));
        // Unterminated literals and brackets end with the script.
        QCOMPARE(collect([](const auto &visit) {
            ScriptStrings::forEachLiteral("\"abc", ScriptStrings::Language::Jass, visit);
        }),
            Names{"abc"});
        QCOMPARE(collect([](const auto &visit) {
            ScriptStrings::forEachLiteral("[[abc", ScriptStrings::Language::Lua, visit);
        }),
            Names{"abc"});
    }

    void modelTextures()
    {
        const QByteArray mdx = model({"Textures\\HeroSkin.blp", "", "ReplaceableTextures\\TeamColor\\TeamColor00.blp"});
        QVERIFY(ModelPaths::isModel(mdx));
        QCOMPARE(collect([&](const auto &visit) {
            ModelPaths::forEachTexture(mdx, visit);
        }),
            (Names{"Textures\\HeroSkin.blp", "ReplaceableTextures\\TeamColor\\TeamColor00.blp"}));
        // A chunk larger than the bytes left ends the walk; nothing is read past the end.
        QVERIFY(collect([&](const auto &visit) {
            ModelPaths::forEachTexture(mdx.chopped(10), visit);
        }).count("Textures\\HeroSkin.blp")
            == 0);
    }

    void pathTokens()
    {
        QVERIFY(PathTokens::looksLikePath("war3map.j"));
        QVERIFY(PathTokens::looksLikePath("Units\\Human\\Footman\\Footman.mdx"));
        QVERIFY(!PathTokens::looksLikePath("1.5"));
        QVERIFY(!PathTokens::looksLikePath("TRIGSTR_001"));
        QVERIFY(!PathTokens::looksLikePath("dir\\.blp"));
        QVERIFY(!PathTokens::looksLikePath("name.toolong"));
        QVERIFY(PathTokens::looksLikePath("textures\\BloodSplats\\BloodSplatRed01")); // WoW tables: no extension
        QVERIFY(!PathTokens::looksLikePath("textures\\"));
        // Object data: strings between binary fields; an INI value list; a UTF-8 name.
        const QByteArray objectData = QByteArray("umdl\x03\0\0\0", 8) + "war3mapImported\\tcBox.mdl" + '\0'
            + QByteArray("\xcd\xcc\xcc=", 4) + "Art=ReplaceableTextures\\CommandButtons\\BTNA.blp,BTNB.blp;x" + '\n'
            + "\xe6\x96\x87\xe4\xbb\xb6.txt" + '\0';
        const Names tokens = collect([&](const auto &visit) {
            PathTokens::forEachInBytes(objectData, visit);
        });
        QVERIFY(tokens.count("war3mapImported\\tcBox.mdl"));
        QVERIFY(tokens.count("ReplaceableTextures\\CommandButtons\\BTNA.blp"));
        QVERIFY(tokens.count("BTNB.blp"));
        QVERIFY(tokens.count("\xe6\x96\x87\xe4\xbb\xb6.txt"));
        QVERIFY(tokens.count("My Effect.mdx") == 0);
        QVERIFY(collect([](const auto &visit) {
            PathTokens::forEachInText("\"My Effect.mdx\",x.blp", visit);
        }).count("My Effect.mdx"));
    }

    void variants()
    {
        const Names model = collect([](const auto &visit) {
            NameVariants::forEach("units\\\\x\\\\Hero.mdl", visit);
        });
        for (const char *name : {"units\\x\\Hero.mdl", "units\\x\\Hero.mdx", "units\\x\\Hero_portrait.mdx"})
            QVERIFY2(model.count(name), name);
        const Names icon = collect([](const auto &visit) {
            NameVariants::forEach("ReplaceableTextures/CommandButtons/BTNPeon.tga", visit);
        });
        for (const char *name : {"ReplaceableTextures\\CommandButtons\\BTNPeon.blp",
                 "ReplaceableTextures\\CommandButtonsDisabled\\DISBTNPeon.blp",
                 "ReplaceableTextures\\CommandButtons\\DISBTNPeon.blp",
                 "ReplaceableTextures\\CommandButtons\\PASBTNPeon.dds"})
            QVERIFY2(icon.count(name), name);
        const Names bare = collect([](const auto &visit) {
            NameVariants::forEach(" .\\horn.wav ", visit);
        });
        QVERIFY(bare.count("horn.wav") && bare.count("war3mapImported\\horn.mp3"));
        QCOMPARE(NameVariants::normalize(" \\\\"), QByteArray());
        const Names wow = collect([](const auto &visit) {
            NameVariants::forEach("Creature\\Wolf\\Wolf.mdx", visit);
            NameVariants::forEach("textures\\Splat01", visit);
        });
        for (const char *name : {"Creature\\Wolf\\Wolf.m2", "Creature\\Wolf\\Wolf00.skin",
                 "Creature\\Wolf\\Wolf03.skin", "textures\\Splat01.blp"})
            QVERIFY2(wow.count(name), name);
    }

    void contentGuesses()
    {
        const auto ext = [](const QByteArray &bytes) {
            return ContentSniffer::guess(bytes).extension;
        };
        QCOMPARE(ext(model({})), QByteArray("mdx"));
        QCOMPARE(ext("BLP1xxxx"), QByteArray("blp"));
        QCOMPARE(ext("W3E!\x0b"), QByteArray("w3e"));
        QCOMPARE(ext(QByteArray("RIFF\x10\0\0\0WAVEfmt ", 16)), QByteArray("wav"));
        QCOMPARE(ext("function main takes nothing returns nothing\nendfunction\n"), QByteArray("j"));
        QCOMPARE(ext("function Main()\n  print('x')\nend\n"), QByteArray("lua"));
        QCOMPARE(ext("\xEF\xBB\xBFSTRING 1\r\n{\r\nFootman\r\n}\r\n"), QByteArray("wts"));
        QCOMPARE(ext(importList({{13, "a.mdx"}})), QByteArray("imp"));
        QCOMPARE(ext("ID;PWXL;N;E\r\n"), QByteArray("slk"));
        QCOMPARE(ext("[Misc]\r\nA=1\r\n"), QByteArray("txt"));
        QCOMPARE(ext(QByteArray("\x01\x02\x03\x04\x05\x06\x07\x08", 8)), QByteArray());
        QCOMPARE(ContentSniffer::guess("W3E!").reading, ContentSniffer::Reading::Skip);
    }

    void mapWithoutListfileIsNamedFromItsOwnFiles()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("map.w3x"));
        const Files files{
            {"war3map.j",
                "function main takes nothing returns nothing\n"
                "  call Preload(\"Abilities\\\\Spells\\\\Custom\\\\Bolt.mdl\")\n"
                "endfunction\n"},
            {"war3map.imp", importList({{5, "icons\\BTNHero.blp"}, {13, "Models\\Hero.mdx"}})},
            {"Models\\Hero.mdx", model({"Textures\\HeroSkin.blp"})},
            {"Models\\Hero_portrait.mdx", model({})},
            {"war3mapImported\\icons\\BTNHero.blp", "BLP1 icon"},
            {"war3mapImported\\icons\\DISBTNHero.blp", "BLP1 disabled icon"},
            {"Textures\\HeroSkin.blp", "BLP1 skin"},
            {"Abilities\\Spells\\Custom\\Bolt.mdx", model({})},
            {"war3map.w3u",
                le32(2) + le32(1) + "hfoo" + le32(0) + "umdl" + le32(3) + "Units\\Peon\\Peon.mdl" + '\0' + "uico"
                    + le32(3) + "ReplaceableTextures\\CommandButtons\\BTNPeon.blp" + '\0'},
            {"Units\\Peon\\Peon.mdx", model({})},
            {"ReplaceableTextures\\CommandButtonsDisabled\\DISBTNPeon.blp", "BLP1 peon"},
            {"war3mapMisc.txt", "[Misc]\r\nSounds=Sound\\Custom\\horn.wav,Sound\\Custom\\drum.wav\r\n"},
            {"Sound\\Custom\\drum.mp3", "ID3 drum"},
            {"war3map.w3e", "W3E!" + QByteArray(100, '\0')},
            {"secret\\unmentioned.dat", QByteArray("\x01\x02\x03 nothing mentions this file")},
        };
        QString error;
        QVERIFY2(writeNew(path, MpqWriteOptions{}, files, &error), qPrintable(error));
        // Added encrypted and stored: its key cannot be guessed from its bytes, only from its name.
        auto writer = editor(path);
        MpqWriteOptions encrypted = writer->options();
        encrypted.files.compression = mwb::formats::mpq::MpqCompression::None;
        encrypted.files.encrypt = true;
        QVERIFY(writer->setOptions(encrypted));
        QVERIFY(writer->add(QStringLiteral("war3mapExtra.txt"),
            mwb::EntrySource::fromBytes("[Extra]\r\nModel=Doodads\\Hidden\\Crate.mdx\r\n")));
        QVERIFY(writer->add(QStringLiteral("Doodads\\Hidden\\Crate.mdx"), mwb::EntrySource::fromBytes("MDLX")));
        mwb::SilentProgress progress;
        QVERIFY(writer->commit(path, progress));

        const Blinded b = blinded(path);
        QVERIFY(b.archive);
        const auto &entries = b.archive->entries();
        const auto extra = std::find_if(entries.begin(), entries.end(), [](const auto &e) {
            return e.pseudoName && e.fileSize == 41 && e.isEncrypted();
        });
        QVERIFY(extra != entries.end() && !extra->fileKey); // readable only once named
        const MpqNameScan scan = scanned(*b.archive);
        QCOMPARE(scan.unnamedBefore, int(files.size()) + 2);
        QCOMPARE(checkRecovered(b, scan, path), int(files.size()) + 1);
        QCOMPARE(scan.recovered, int(files.size()) + 1);
        QCOMPARE(int(scan.guesses.size()), 1); // secret\unmentioned.dat
        QCOMPARE(scan.guesses.front().extension, QByteArray());
        std::map<QByteArray, MpqNameSource> sources;
        for (const auto &n : scan.names)
            sources[n.name] = n.source;
        QCOMPARE(sources["war3map.j"], MpqNameSource::StandardName);
        QCOMPARE(sources["Models\\Hero.mdx"], MpqNameSource::ImportList);
        QCOMPARE(sources["Textures\\HeroSkin.blp"], MpqNameSource::Model);
        QCOMPARE(sources["Abilities\\Spells\\Custom\\Bolt.mdx"], MpqNameSource::Script);
        QCOMPARE(sources["Sound\\Custom\\drum.mp3"], MpqNameSource::FileText);
        QCOMPARE(sources["(listfile)"], MpqNameSource::Known);

        // The listfile-like result reopens the archive with every name, marked as recovered.
        QVERIFY(scan.listfile().contains("Doodads\\Hidden\\Crate.mdx\r\n"));
        QVERIFY(!scan.listfile().contains("(listfile)"));
        MpqArchive::Options options;
        options.ignoreListfile = true;
        options.recoveredNames = scan.recoveredNames();
        auto reopened = MpqArchive::open(path, options);
        QVERIFY(reopened);
        int marked = 0;
        for (const auto &e : (*reopened)->entries())
            marked += e.recoveredName ? 1 : 0;
        QCOMPARE(marked, scan.recovered);
        QVERIFY((*reopened)->findEntry(QStringLiteral("Doodads\\Hidden\\Crate.mdx")));
    }

    void scanIsCanceled()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("map.w3x"));
        QString error;
        QVERIFY(writeNew(path, MpqWriteOptions{}, {{"war3map.j", "x"}, {"a.txt", "b.txt"}}, &error));
        const Blinded b = blinded(path);
        mwb::SilentProgress canceled;
        canceled.cancel();
        auto scan = MpqNameScanner::scan(*b.archive, canceled);
        QVERIFY(!scan);
        QCOMPARE(scan.error().code, mwb::ErrorCode::Canceled);
    }

    void listfilelessCorpusMap()
    {
        MWB_REQUIRE_CORPUS(corpus, "mpq");
        const QString folder = corpus + QStringLiteral("/inwc3+JMPQ3/src/test/resources/mpqs/");
        auto archive = MpqArchive::open(folder + QStringLiteral("listfilelessMap.w3x"));
        auto normal = MpqArchive::open(folder + QStringLiteral("normalMap.w3x")); // the same map, with a listfile
        QVERIFY(archive && normal);
        QHash<quint32, QByteArray> truth; // by block index: the two archives share their block tables
        for (const auto &e : (*normal)->entries())
            truth.insert(e.blockIndex, e.rawName.toByteArray());
        QElapsedTimer timer;
        timer.start();
        const MpqNameScan scan = scanned(**archive);
        const qint64 ms = timer.elapsed();
        QCOMPARE(scan.unnamedBefore, 19);
        QCOMPARE(scan.recovered, 19);
        for (const auto &n : scan.names) {
            const quint32 block = (*archive)->entries()[static_cast<std::size_t>(n.entry)].blockIndex;
            QVERIFY2(truth.value(block).compare(n.name, Qt::CaseInsensitive) == 0, n.name.constData());
        }
        qInfo("listfilelessMap.w3x: %d of %d named in %lld ms (%lld names tried)", scan.recovered, scan.unnamedBefore,
            ms, scan.candidates);
    }

    /// Every corpus archive with its listfile ignored: no recovered name is wrong, and the figures are printed.
    void corpusWithoutListfiles()
    {
        MWB_REQUIRE_CORPUS(corpus, "mpq");
        int unnamed = 0;
        int recovered = 0;
        for (const QString &file : corpusArchives(corpus)) {
            const Blinded b = blinded(file);
            QVERIFY2(b.archive, qPrintable(file));
            QElapsedTimer timer;
            timer.start();
            const MpqNameScan scan = scanned(*b.archive);
            const int found = checkRecovered(b, scan, file);
            qInfo("%-48s %4d of %4d named in %5lld ms", qPrintable(QFileInfo(file).fileName()), found,
                scan.unnamedBefore, timer.elapsed());
            unnamed += scan.unnamedBefore;
            recovered += found;
        }
        qInfo("corpus without listfiles: %d of %d named", recovered, unnamed);
        QVERIFY2(recovered >= 709, "fewer names than measured when the scanner was written (709 of 1046)");
    }
};

QTEST_GUILESS_MAIN(TestMpqNames)
#include "tst_mpqnames.moc"
