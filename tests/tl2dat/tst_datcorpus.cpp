// SPDX-License-Identifier: GPL-3.0-or-later
// Real files: every text / compiled pair of the corpus, and every BINDAT inside the corpus .MODs.
#include "SharedCorpus.h"
#include "TestFiles.h"
#include "mwb/formats/tl2dat/DatCompiler.h"
#include "mwb/formats/tl2dat/DatDecompiler.h"
#include "mwb/formats/tl2dat/DatValues.h"
#include "mwb/formats/tl2mod/ModArchive.h"

#include <QDirIterator>
#include <QFile>
#include <QSet>
#include <QTest>

using namespace mwb::formats::tl2dat;
using mwb::formats::tl2mod::ModArchive;

namespace {

using mwb::test::readFile;

QStringList filesUnder(const QString &dir, const QStringList &patterns)
{
    QStringList files;
    QDirIterator it(dir, patterns, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext())
        files << it.next();
    files.sort();
    return files;
}

/// The bytes of `entry` (case-insensitive path) in the .MOD at `modPath`, or empty.
QByteArray modEntry(const QString &modPath, const QString &entry)
{
    auto archive = ModArchive::open(modPath);
    if (!archive)
        return {};
    const auto &records = (*archive)->records();
    for (int i = 0; i < int(records.size()); ++i) {
        if (records[std::size_t(i)].path().compare(entry, Qt::CaseInsensitive) == 0)
            return (*archive)->readEntry(i).value();
    }
    return {};
}

/// Same tags, keys, types and values in the same order: strings and floats as written, other numbers as parsed
/// (a BOOL "0" equals "false").
void compareTrees(const DatNode &text, const DatNode &decompiled)
{
    QCOMPARE(decompiled.tag, text.tag);
    QCOMPARE(decompiled.properties.size(), text.properties.size());
    for (std::size_t i = 0; i < text.properties.size(); ++i) {
        const DatProperty &a = text.properties[i];
        const DatProperty &b = decompiled.properties[i];
        QCOMPARE(b.key, a.key);
        const auto type = datTypeFromName(a.type);
        QVERIFY(type.has_value());
        QCOMPARE(datTypeFromName(b.type), type);
        if (isStringType(*type) || *type == DatType::Float) // floats: the game's own spelling ("0.008", "1")
            QCOMPARE(b.value, a.value);
        else
            QCOMPARE(parseDatValue(*type, b.value), parseDatValue(*type, a.value));
    }
    QCOMPARE(decompiled.children.size(), text.children.size());
    for (std::size_t i = 0; i < text.children.size(); ++i)
        compareTrees(text.children[i], decompiled.children[i]);
}

} // namespace

class TestDatCorpus : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void textAndCompiledPairs_data()
    {
        MWB_REQUIRE_CORPUS(dir, "tl2");
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QByteArray>("compiled");
        // X.DAT beside X.DAT.BINDAT (names may differ in case), as GUTS leaves them in a mod folder
        for (const QString &bindat : filesUnder(dir, {QStringLiteral("*.BINDAT")})) {
            const QString base = bindat.chopped(7);
            const QFileInfo info(base);
            for (const QString &sibling : QDir(info.path()).entryList(QDir::Files)) {
                if (sibling.compare(info.fileName(), Qt::CaseInsensitive) == 0
                    && !sibling.endsWith(QLatin1String(".BINDAT")))
                    QTest::newRow(qPrintable(sibling))
                        << readFile(info.path() + QLatin1Char('/') + sibling) << readFile(bindat);
            }
        }
        // a text DAT whose compiled form is only inside the mod built from it
        QTest::newRow("healthflask.dat") << readFile(
            dir + QStringLiteral("/tukkek+torchlight2-flasks/media/units/items/potions/healthflask.dat"))
                                         << modEntry(dir + QStringLiteral("/tukkek+torchlight2-flasks/EDITORMOD.MOD"),
                                                QStringLiteral("MEDIA/UNITS/ITEMS/POTIONS/HEALTHFLASK.DAT"));
        // a mod that shipped its text source as X.DAT.BAK next to the compiled X.DAT (33 KB, 40 blocks)
        const QString cyber = dir + QStringLiteral("/PhanboiGames+CYBER_MOD/EDITORMOD.MOD");
        QTest::newRow("HUM_M.DAT.BAK") << modEntry(cyber, QStringLiteral("MEDIA/UNITS/PLAYERS/CYBER/HUM_M.DAT.BAK"))
                                       << modEntry(cyber, QStringLiteral("MEDIA/UNITS/PLAYERS/CYBER/HUM_M.DAT"));
    }

    void textAndCompiledPairs()
    {
        QFETCH(QByteArray, text);
        QFETCH(QByteArray, compiled);
        QVERIFY(!text.isEmpty() && !compiled.isEmpty());
        const QString textPath = QString::fromLatin1(QTest::currentDataTag());
        auto original = readBindat(compiled, textPath);
        QVERIFY2(original.has_value(), qPrintable(original.has_value() ? QString() : original.error().toString()));
        // compile(text) equals the game's BINDAT once both number their strings the same way
        auto ours = compileDatText(text, textPath);
        QVERIFY2(ours.has_value(), qPrintable(ours.has_value() ? QString() : ours.error().toString()));
        QCOMPARE(*ours, writeBindat(normalizeStringIds(*original)));
        // decompile(BINDAT) gives the text's tree back, and compiles to the same bytes
        auto decompiled = decompileDat(*original, NameDictionary::builtin(), textPath);
        QVERIFY(decompiled.has_value());
        compareTrees(DatDocument::parse(text, textPath)->root, decompiled->root);
        auto reparsed = DatDocument::parse(decompiled->toUtf16(), textPath);
        QVERIFY(reparsed.has_value());
        compareTrees(DatDocument::parse(text, textPath)->root, reparsed->root);
        QCOMPARE(*compileDatText(decompiled->toUtf16(), textPath), *ours);
    }

    void everyCompiledDatOfTheCorpus()
    {
        MWB_REQUIRE_CORPUS(dir, "tl2");
        QList<QPair<QString, QByteArray>> files;
        for (const QString &path : filesUnder(dir, {QStringLiteral("*.BINDAT")}))
            files.append({path, readFile(path)});
        for (const QString &modPath : filesUnder(dir, {QStringLiteral("*.MOD"), QStringLiteral("*.mod")})) {
            auto archive = ModArchive::open(modPath);
            QVERIFY(archive.has_value());
            const auto &records = (*archive)->records();
            for (int i = 0; i < int(records.size()); ++i) {
                const auto &record = records[std::size_t(i)];
                if (record.type == 0 && record.hasData())
                    files.append({modPath + QLatin1Char(':') + record.path(), (*archive)->readEntry(i).value()});
            }
        }
        QVERIFY(files.size() >= 150);
        QSet<QString> unknownNames;
        for (const auto &[path, bytes] : files) {
            auto file = readBindat(bytes, path);
            QVERIFY2(file.has_value(), qPrintable(file.has_value() ? QString() : file.error().toString()));
            QCOMPARE(writeBindat(*file), bytes);
            auto text = decompileDat(*file, NameDictionary::builtin(), path);
            QVERIFY(text.has_value());
            QCOMPARE(*compileDatText(text->toUtf16(), path), writeBindat(normalizeStringIds(*file)));
            const QString decompiled = text->toText();
            for (qsizetype at = decompiled.indexOf(QLatin1String("0x")); at >= 0;
                 at = decompiled.indexOf(QLatin1String("0x"), at + 1)) {
                const QChar before = at > 0 ? decompiled.at(at - 1) : QChar();
                if (before == QLatin1Char('[') || before == QLatin1Char('>'))
                    unknownNames.insert(decompiled.mid(at, 10));
            }
        }
        // The shipped dictionary names every tag and key of the corpus except five hashes nobody has a name for.
        QCOMPARE(unknownNames,
            (QSet<QString>{QStringLiteral("0x0E1D80F2"), QStringLiteral("0x5EF1BAC4"), QStringLiteral("0x8D6A6EBA"),
                QStringLiteral("0xA89B8A42"), QStringLiteral("0xBFFA63F0")}));
    }
};

QTEST_GUILESS_MAIN(TestDatCorpus)
#include "tst_datcorpus.moc"
