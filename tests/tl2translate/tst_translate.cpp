// SPDX-License-Identifier: GPL-3.0-or-later
// A mod's strings to PO and back (mwb::formats::tl2translate): collected from text and compiled DATs with their
// places, the mod's own pairs (also unused ones) and the game's; the PO built into TRANSLATION.DAT and the language
// DAT, inside the mod and as a separate mod, re-read and matched as the game matches them; placeholder checks.
#include "SharedCorpus.h"
#include "TranslateFixtures.h"
#include "mwb/core/FolderArchive.h"
#include "mwb/core/FormatRegistry.h"
#include "mwb/formats/tl2dat/DatDecompiler.h"
#include "mwb/formats/tl2dat/NameDictionary.h"
#include "mwb/formats/tl2mod/ModArchive.h"
#include "mwb/formats/tl2translate/PlaceholderCheck.h"
#include "mwb/formats/tl2translate/StringCollector.h"
#include "mwb/formats/tl2translate/TranslationBuilder.h"

#include <QDirIterator>
#include <QHash>
#include <QTemporaryDir>
#include <QTest>

using namespace mwb;
using namespace mwb::formats::tl2translate;
using namespace mwb::test::translate;

namespace {

const QString kVietnamese = QStringLiteral("VIETNAMESE");

StringCollection collect(const QString &path, const QString &language = {}, const Archive *base = nullptr)
{
    auto archive = openArchiveOrFolder(path);
    if (!archive)
        qFatal("%s", qPrintable(archive.error().toString()));
    SilentProgress progress;
    auto collection = collectStrings(**archive, {language, base}, progress);
    if (!collection)
        qFatal("%s", qPrintable(collection.error().toString()));
    return std::move(collection).value();
}

/// The entry of `original` (and `context`) in `po`, const or not as `po` is; null when there is none.
template<typename Po>
auto *find(Po &po, const QString &original, const QString &context = {})
{
    for (auto &entry : po.entries) {
        if (entry.original == original && entry.context == context)
            return &entry;
    }
    return static_cast<decltype(&po.entries.front())>(nullptr);
}

/// What the game shows for each TRANSLATE value of a mod once `pairs` are loaded: it looks the original up among
/// the pairs (the first pair of an original wins) and shows the original when there is none.
QHash<QString, QString> gameView(const PoFile &collected, const std::vector<TranslationPair> &pairs)
{
    QHash<QString, QString> lookup;
    for (const TranslationPair &pair : pairs) {
        if (!lookup.contains(pair.original))
            lookup.insert(pair.original, pair.translation);
    }
    QHash<QString, QString> shown;
    for (const PoEntry &entry : collected.entries) {
        for (const QString &reference : entry.references)
            shown.insert(reference, lookup.value(entry.original, entry.original));
    }
    return shown;
}

std::vector<TranslationPair> pairsOfEntry(const QString &modPath, const QString &path)
{
    auto mod = formats::tl2mod::ModArchive::open(modPath);
    if (!mod)
        qFatal("%s", qPrintable(mod.error().toString()));
    for (int i = 0; i < static_cast<int>((*mod)->records().size()); ++i) {
        if ((*mod)->records()[static_cast<std::size_t>(i)].path() == path) {
            auto pairs = readTranslationDat(*(*mod)->readEntry(i), path);
            if (!pairs)
                qFatal("%s", qPrintable(pairs.error().toString()));
            return std::move(pairs).value();
        }
    }
    qFatal("no %s in %s", qPrintable(path), qPrintable(modPath));
}

BuildOptions vietnamese(bool compiled = true)
{
    BuildOptions options;
    options.language = {kVietnamese, QStringLiteral("Tiếng Việt"), QStringLiteral("vi")};
    options.compiled = compiled;
    return options;
}

} // namespace

class TestTranslate : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void collectsFromAModFolder()
    {
        QTemporaryDir dir;
        writeModFolder(dir.path());
        const StringCollection collection = collect(dir.path());
        QCOMPARE(collection.language, kVietnamese);
        QCOMPARE(collection.translationFile, translationDatPath(kVietnamese));
        QCOMPARE(collection.datFiles, 2);
        QCOMPARE(collection.values, 6);
        QCOMPARE(collection.modPairs, 3);
        QCOMPARE(collection.unusedPairs, 1);
        QVERIFY(collection.skipped.empty());
        const PoFile &po = collection.po;
        QCOMPARE(po.headerField(QStringLiteral("Language")), kVietnamese);
        QStringList originals;
        for (const PoEntry &entry : po.entries)
            originals << entry.original;
        // First use order: FLAMESTRIKE.DAT (MEDIA/SKILLS) before FLAMESWORD.DAT (MEDIA/UNITS), then unused pairs.
        QCOMPARE(originals, (QStringList{kSwordName, kSetsOnFire, kMeleeBonus, kBurning, kStrike, kUnused}));
        QCOMPARE(find(po, kSwordName)->references,
            (QStringList{QStringLiteral("MEDIA/SKILLS/FLAMESTRIKE.DAT:SKILL:DISPLAYNAME"),
                QStringLiteral("MEDIA/UNITS/ITEMS/FLAMESWORD.DAT:UNIT:DISPLAYNAME")}));
        QCOMPARE(find(po, kBurning)->references,
            QStringList{QStringLiteral("MEDIA/UNITS/ITEMS/FLAMESWORD.DAT:UNIT/AFFIXES/AFFIX[1]:TEXT")});
        QCOMPARE(find(po, kStrike)->references,
            QStringList{QStringLiteral("MEDIA/UNITS/ITEMS/FLAMESWORD.DAT:UNIT/AFFIXES/AFFIX[2]:TEXT")});
        QCOMPARE(find(po, kSwordName)->translation, QStringLiteral("Kiếm Lửa"));
        QCOMPARE(find(po, kMeleeBonus)->status(), PoStatus::Translated);
        QCOMPARE(find(po, kBurning)->status(), PoStatus::Untranslated);
        const PoEntry *unused = find(po, kUnused);
        QVERIFY(unused->unused());
        QCOMPARE(unused->translation, QStringLiteral("Một chuỗi cũ"));
        QCOMPARE(unused->extractedComments, QStringList{QStringLiteral("not used by the mod's DATs")});
    }

    void compiledModGivesTheSameStrings()
    {
        QTemporaryDir dir;
        writeMod(dir.filePath(QStringLiteral("src")), dir.filePath(QStringLiteral("FLAMEARMS.MOD")));
        const StringCollection fromFolder = collect(dir.filePath(QStringLiteral("src")));
        const StringCollection fromMod = collect(dir.filePath(QStringLiteral("FLAMEARMS.MOD")));
        QCOMPARE(fromMod.datFiles, 2);
        QCOMPARE(fromMod.language, kVietnamese);
        QCOMPARE(fromMod.translationFile, translationDatPath(kVietnamese));
        PoFile a = fromFolder.po;
        PoFile b = fromMod.po;
        a.header = b.header = QString();
        QCOMPARE(b.toUtf8(), a.toUtf8());
    }

    void aLanguageIsChosenByName()
    {
        QTemporaryDir dir;
        writeModFolder(dir.path());
        QVERIFY(mwb::test::writeFile(dir.filePath(translationDatPath(QStringLiteral("FRENCH"))),
            translationDocument({{kSwordName, QStringLiteral("Épée de feu")}}).toUtf16()));
        auto folder = openArchiveOrFolder(dir.path());
        QVERIFY(folder);
        QCOMPARE(translatedLanguages(**folder), (QStringList{QStringLiteral("FRENCH"), kVietnamese}));
        const StringCollection none = collect(dir.path());
        QVERIFY(none.language.isEmpty()); // two languages and none asked for: no pairs
        QCOMPARE(none.modPairs, 0);
        QCOMPARE(find(none.po, kSwordName)->translation, QString());
        const StringCollection french = collect(dir.path(), QStringLiteral("french"));
        QCOMPARE(french.language, QStringLiteral("FRENCH"));
        QCOMPARE(find(french.po, kSwordName)->translation, QStringLiteral("Épée de feu"));
        const StringCollection german = collect(dir.path(), QStringLiteral("GERMAN"));
        QCOMPARE(german.modPairs, 0);
        QCOMPARE(german.language, QStringLiteral("GERMAN"));
    }

    void twoTranslationsOfOneOriginalGetAContext()
    {
        QTemporaryDir dir;
        auto pairs = modPairs();
        pairs.push_back({kSwordName, QStringLiteral("Thanh Kiếm Lửa")});
        pairs.push_back({kSwordName, QStringLiteral("Kiếm Lửa")}); // the same pair again: nothing new
        writeModFolder(dir.path(), pairs);
        const PoFile po = collect(dir.path()).po;
        QCOMPARE(find(po, kSwordName)->translation, QStringLiteral("Kiếm Lửa"));
        const PoEntry *second = find(po, kSwordName, QStringLiteral("TRANSLATION.DAT 2"));
        QVERIFY(second);
        QCOMPARE(second->translation, QStringLiteral("Thanh Kiếm Lửa"));
        int contexts = 0;
        for (const PoEntry &entry : po.entries)
            contexts += entry.context.isEmpty() ? 0 : 1;
        QCOMPARE(contexts, 1);
        MWB_REQUIRE_MSGFMT();
        const QString path = dir.filePath(QStringLiteral("vi.po"));
        QVERIFY(mwb::test::writeFile(path, po.toUtf8()));
        QCOMPARE(msgfmtCheck(path), QString());
    }

    void theGameTranslationFillsTheRest()
    {
        QTemporaryDir dir;
        writeModFolder(dir.filePath(QStringLiteral("mod")));
        const QString media = dir.filePath(QStringLiteral("game/MEDIA"));
        QVERIFY(mwb::test::writeFile(media + QStringLiteral("/TRANSLATIONS/VIETNAMESE/TRANSLATION.DAT"),
            translationDocument(
                {{kSetsOnFire, QStringLiteral("Đốt cháy kẻ thù")}, {kSwordName, QStringLiteral("Kiếm của game")},
                    {QStringLiteral("Not in the mod"), QStringLiteral("Không có")}})
                .toUtf16()));
        auto base = openArchiveOrFolder(media);
        QVERIFY(base.has_value());
        const StringCollection collection = collect(dir.filePath(QStringLiteral("mod")), {}, base->get());
        QCOMPARE(collection.gameTranslations, 1);
        const PoFile &po = collection.po;
        QCOMPARE(find(po, kSetsOnFire)->translation, QStringLiteral("Đốt cháy kẻ thù"));
        QCOMPARE(find(po, kSetsOnFire)->extractedComments, QStringList{QStringLiteral("translation of the game")});
        QCOMPARE(find(po, kSwordName)->translation, QStringLiteral("Kiếm Lửa")); // the mod's own wins
        QVERIFY(!find(po, QStringLiteral("Not in the mod")));
    }

    void buildsWhatTheGameMatches()
    {
        QTemporaryDir dir;
        const QString modPath = dir.filePath(QStringLiteral("FLAMEARMS.MOD"));
        writeMod(dir.filePath(QStringLiteral("src")), modPath);
        PoFile po = collect(modPath).po;
        find(po, kBurning)->translation = QStringLiteral("|cFFFF0000Cháy|u trong [DURATION] giây");
        find(po, kStrike)->translation = QStringLiteral("Nhấn [[KB:ATTACK]] để đánh <STAT1> lần");
        PoEntry *fire = find(po, kSetsOnFire);
        fire->translation = QStringLiteral("Đốt cháy kẻ thù");
        fire->fuzzy = true;

        auto build = buildTranslation(po, vietnamese());
        QVERIFY(build.has_value());
        QCOMPARE(build->fuzzy, 1);
        QCOMPARE(build->untranslated, 0);
        QCOMPARE(build->leftOut, 0);
        QCOMPARE(build->pairs.size(), std::size_t(5));
        QCOMPARE(build->translationPath, QStringLiteral("MEDIA/TRANSLATIONS/VIETNAMESE/TRANSLATION.DAT"));
        QCOMPARE(build->languagePath, QStringLiteral("MEDIA/TRANSLATIONS/VIETNAMESE.DAT"));

        const QString out = dir.filePath(QStringLiteral("FLAMEARMS-VI.MOD"));
        const QByteArray before = mwb::test::readFile(modPath);
        SilentProgress progress;
        const auto written = writeTranslationIntoMod(modPath, *build, out, progress);
        QVERIFY2(written.has_value(), qPrintable(written ? QString() : written.error().toString()));
        QCOMPARE(mwb::test::readFile(modPath), before);
        const std::vector<TranslationPair> reread = pairsOfEntry(out, build->translationPath);
        QCOMPARE(reread, build->pairs);

        // The game's view: every TRANSLATE value shows the PO's translation (the fuzzy one its original).
        const QHash<QString, QString> shown = gameView(collect(out).po, reread);
        QCOMPARE(shown.value(QStringLiteral("MEDIA/UNITS/ITEMS/FLAMESWORD.DAT:UNIT/AFFIXES/AFFIX[1]:TEXT")),
            QStringLiteral("|cFFFF0000Cháy|u trong [DURATION] giây"));
        QCOMPARE(
            shown.value(QStringLiteral("MEDIA/SKILLS/FLAMESTRIKE.DAT:SKILL:DISPLAYNAME")), QStringLiteral("Kiếm Lửa"));
        QCOMPARE(shown.value(QStringLiteral("MEDIA/SKILLS/FLAMESTRIKE.DAT:SKILL:DESCRIPTION")), kSetsOnFire);
        for (const PoEntry &entry : po.entries) {
            if (entry.status() != PoStatus::Translated)
                continue;
            for (const QString &reference : entry.references)
                QCOMPARE(shown.value(reference), entry.translation);
        }
        // Collected again from the built mod, the PO is what went in (the unused pair written back is still unused).
        const StringCollection again = collect(out);
        QCOMPARE(again.modPairs, 5);
        QCOMPARE(find(again.po, kStrike)->translation, find(po, kStrike)->translation);
        QVERIFY(find(again.po, kUnused)->unused());
    }

    void theLanguageDatDecompilesWithNames()
    {
        auto build = buildTranslation(PoFile{}, vietnamese());
        QVERIFY(build.has_value());
        auto language = formats::tl2dat::decompileBindat(
            build->languageDat, formats::tl2dat::NameDictionary::builtin(), QStringLiteral("VIETNAMESE.DAT"));
        QVERIFY(language.has_value());
        const QString text = language->toText();
        QVERIFY2(text.startsWith(QStringLiteral("[LANGUAGE]\r\n")), qPrintable(text));
        QVERIFY(text.contains(QStringLiteral("<STRING>DISPLAYNAME:Tiếng Việt")));
        QVERIFY(text.contains(QStringLiteral("<STRING>NAME:VIETNAMESE")));
        QVERIFY(text.contains(QStringLiteral("<STRING>ID:vi")));
        QVERIFY(text.contains(QStringLiteral("<STRING>TRANSLATIONFILE:MEDIA/TRANSLATIONS/VIETNAMESE/TRANSLATION.DAT")));
        PoFile po;
        po.entries.push_back({});
        po.entries.back().original = kMeleeBonus;
        po.entries.back().translation = QStringLiteral("+[VALUE] sát thương vũ khí cận chiến");
        auto one = buildTranslation(po, vietnamese());
        auto translation = formats::tl2dat::decompileBindat(
            one->translationDat, formats::tl2dat::NameDictionary::builtin(), QStringLiteral("TRANSLATION.DAT"));
        QVERIFY(translation.has_value());
        QCOMPARE(translation->toText(),
            QStringLiteral("[TRANSLATIONS]\r\n\t[TRANSLATION]\r\n\t\t<STRING>ORIGINAL:+[VALUE] Melee weapon damage "
                           "bonus\r\n\t\t<STRING>TRANSLATION:+[VALUE] sát thương vũ khí cận chiến\r\n"
                           "\t[/TRANSLATION]\r\n[/TRANSLATIONS]"));
        // As text, the same document GUTS would write.
        auto text16 = buildTranslation(po, vietnamese(false));
        QCOMPARE(text16->translationDat, translation->toUtf16());
        QCOMPARE(*readTranslationDat(text16->translationDat, QStringLiteral("t")), one->pairs);
    }

    void aSeparateTranslationMod()
    {
        QTemporaryDir dir;
        const QString modPath = dir.filePath(QStringLiteral("FLAMEARMS.MOD"));
        writeMod(dir.filePath(QStringLiteral("src")), modPath);
        const PoFile po = collect(modPath).po;
        auto build = buildTranslation(po, vietnamese());
        QVERIFY(build.has_value());
        const QString out = dir.filePath(QStringLiteral("FLAMEARMS_VI.MOD"));
        SilentProgress progress;
        const auto written = writeTranslationMod(modPath, *build, vietnamese().language, out, progress);
        QVERIFY2(written.has_value(), qPrintable(written ? QString() : written.error().toString()));
        QVERIFY(written->separateMod);
        auto mod = formats::tl2mod::ModArchive::open(out);
        QVERIFY(mod.has_value());
        const auto &header = (*mod)->header();
        QCOMPARE(header.title, QStringLiteral("Flame Arms (Tiếng Việt)"));
        QVERIFY(header.description.contains(QStringLiteral("Flame Arms")));
        QVERIFY(header.modId != 4242);
        QStringList files;
        for (const auto &record : (*mod)->records()) {
            if (record.hasData())
                files << record.path();
        }
        files.sort();
        QCOMPARE(files, (QStringList{build->languagePath, build->translationPath}));
        QCOMPARE(pairsOfEntry(out, build->translationPath), build->pairs);
    }

    void placeholders_data()
    {
        QTest::addColumn<QString>("original");
        QTest::addColumn<QString>("translation");
        QTest::addColumn<QStringList>("codes");
        QTest::addColumn<QStringList>("missing");
        QTest::addColumn<QStringList>("extra");
        QTest::newRow("kept") << kMeleeBonus << QStringLiteral("+[VALUE] sát thương") << QStringList{} << QStringList{}
                              << QStringList{};
        QTest::newRow("reordered") << QStringLiteral("[VALUE] for [DURATION]")
                                   << QStringLiteral("trong [DURATION]: [VALUE]") << QStringList{} << QStringList{}
                                   << QStringList{};
        QTest::newRow("renamed") << kMeleeBonus << QStringLiteral("+[GIÁ TRỊ] sát thương")
                                 << QStringList{QStringLiteral("placeholders")}
                                 << QStringList{QStringLiteral("[VALUE]")} << QStringList{};
        QTest::newRow("stat") << kStrike << QStringLiteral("Nhấn [[KB:ATTACK]] để đánh <STAT2> lần")
                              << QStringList{QStringLiteral("placeholders")} << QStringList{QStringLiteral("<STAT1>")}
                              << QStringList{QStringLiteral("<STAT2>")};
        QTest::newRow("keybinding") << kStrike << QStringLiteral("Nhấn [[KB:JUMP]] để đánh <STAT1> lần")
                                    << QStringList{QStringLiteral("placeholders")}
                                    << QStringList{QStringLiteral("[[KB:ATTACK]]")}
                                    << QStringList{QStringLiteral("[[KB:JUMP]]")};
        QTest::newRow("colour") << kBurning << QStringLiteral("|cFF00FF00Cháy|u trong [DURATION] giây")
                                << QStringList{QStringLiteral("placeholders")}
                                << QStringList{QStringLiteral("|cFFFF0000")}
                                << QStringList{QStringLiteral("|cFF00FF00")};
        QTest::newRow("colour not closed")
            << kBurning << QStringLiteral("|cFFFF0000Cháy trong [DURATION] giây")
            << QStringList{QStringLiteral("placeholders")} << QStringList{QStringLiteral("|u")} << QStringList{};
        QTest::newRow("twice") << QStringLiteral("[VALUE]") << QStringLiteral("[VALUE] [VALUE]")
                               << QStringList{QStringLiteral("placeholders")} << QStringList{}
                               << QStringList{QStringLiteral("[VALUE]")};
        QTest::newRow("line break") << QStringLiteral("Fire") << QStringLiteral("Lửa\nLửa")
                                    << QStringList{QStringLiteral("line-break")} << QStringList{} << QStringList{};
        QTest::newRow("too long") << QStringLiteral("Fire") << QString(60, QLatin1Char('x'))
                                  << QStringList{QStringLiteral("too-long")} << QStringList{} << QStringList{};
        QTest::newRow("too long for a DAT")
            << QStringLiteral("Fire") << QString(70000, QLatin1Char('x'))
            << QStringList{QStringLiteral("too-long-for-dat")} << QStringList{} << QStringList{};
        QTest::newRow("empty is never checked")
            << kMeleeBonus << QString() << QStringList{} << QStringList{} << QStringList{};
    }

    void placeholders()
    {
        QFETCH(QString, original);
        QFETCH(QString, translation);
        QFETCH(QStringList, codes);
        QFETCH(QStringList, missing);
        QFETCH(QStringList, extra);
        const auto problems = checkTranslation(original, translation);
        QStringList found;
        for (const TranslationProblem &problem : problems) {
            found << problem.code();
            QVERIFY(!problem.message().isEmpty());
            if (problem.kind == ProblemKind::Placeholders) {
                QCOMPARE(problem.missing, missing);
                QCOMPARE(problem.extra, extra);
            }
        }
        QCOMPARE(found, codes);
    }

    void problemsLeaveTheEntryOut()
    {
        PoFile po;
        const auto add = [&](const QString &original, const QString &translation) {
            PoEntry entry;
            entry.original = original;
            entry.translation = translation;
            po.entries.push_back(entry);
        };
        add(kMeleeBonus, QStringLiteral("+[GIÁ TRỊ] sát thương")); // placeholder renamed: left out
        add(QStringLiteral("Fire"), QString(60, QLatin1Char('x'))); // too long: a warning, written
        add(kSwordName, QString()); // empty: never written
        add(kSetsOnFire, QStringLiteral("Đốt cháy kẻ thù"));
        add(kSetsOnFire + QStringLiteral("!"), QStringLiteral("Đốt cháy kẻ thù"));
        po.entries.back().obsolete = true; // obsolete: never written
        auto build = buildTranslation(po, vietnamese());
        QVERIFY(build.has_value());
        QCOMPARE(build->leftOut, 1);
        QCOMPARE(build->untranslated, 1);
        QCOMPARE(build->problems.size(), std::size_t(2));
        QCOMPARE(build->problems[0].entry, std::size_t(0));
        QCOMPARE(build->problems[1].problems.front().kind, ProblemKind::TooLong);
        QCOMPARE(build->pairs.size(), std::size_t(2));
        QCOMPARE(build->pairs[0].original, QStringLiteral("Fire"));
        QCOMPARE(build->pairs[1].original, kSetsOnFire);
        QCOMPARE(buildTranslation(po, BuildOptions{}).error().code, ErrorCode::InvalidInput);
    }

    void unreadableDatsAreReported()
    {
        QTemporaryDir dir;
        writeModFolder(dir.path());
        QVERIFY(mwb::test::writeFile(dir.filePath(QStringLiteral("MEDIA/UNITS/BROKEN.DAT")),
            QByteArrayLiteral("[UNIT]\r\n<TRANSLATE>X:never closed\r\n")));
        const StringCollection collection = collect(dir.path());
        QCOMPARE(collection.datFiles, 2);
        QCOMPARE(collection.skipped.size(), std::size_t(1));
        QCOMPARE(collection.skipped.front().code, ErrorCode::Corrupt);
        QVERIFY(!find(collection.po, QStringLiteral("never closed")));

        QVERIFY(mwb::test::writeFile(dir.filePath(translationDatPath(kVietnamese)),
            QByteArrayLiteral("[NOTTRANSLATIONS]\r\n[/NOTTRANSLATIONS]\r\n")));
        auto archive = openArchiveOrFolder(dir.path());
        SilentProgress progress;
        QCOMPARE(collectStrings(**archive, {}, progress).error().code, ErrorCode::InvalidInput);
        progress.cancel();
        QCOMPARE(collectStrings(**archive, {}, progress).error().code, ErrorCode::Canceled);
    }

    void corpusModsCollect()
    {
        MWB_REQUIRE_CORPUS(corpus, "tl2");
        int mods = 0;
        int values = 0;
        for (QDirIterator it(
                 corpus, {QStringLiteral("*.MOD"), QStringLiteral("*.mod")}, QDir::Files, QDirIterator::Subdirectories);
             it.hasNext();) {
            const QString path = it.next();
            const StringCollection collection = collect(path, kVietnamese);
            QVERIFY2(collection.skipped.empty(), qPrintable(path));
            QCOMPARE(collection.values > 0, !collection.po.entries.empty());
            for (const PoEntry &entry : collection.po.entries)
                QVERIFY(!entry.references.isEmpty() && !entry.original.isEmpty());
            values += collection.values;
            ++mods;
            if (QStandardPaths::findExecutable(QStringLiteral("msgfmt")).isEmpty())
                continue;
            QTemporaryDir dir;
            const QString po = dir.filePath(QStringLiteral("mod.po"));
            QVERIFY(mwb::test::writeFile(po, collection.po.toUtf8()));
            QVERIFY2(msgfmtCheck(po).isEmpty(), qPrintable(path + QStringLiteral(": ") + msgfmtCheck(po)));
        }
        QVERIFY(mods > 0);
        qInfo("%d corpus mods, %d TRANSLATE values", mods, values);
    }
};

QTEST_GUILESS_MAIN(TestTranslate)
#include "tst_translate.moc"
