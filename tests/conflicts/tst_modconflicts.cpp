// SPDX-License-Identifier: GPL-3.0-or-later
// Conflict analysis and merge of a Torchlight 2 load order: three generated mods with overlapping and disjoint DAT
// edits over a generated base.
#include "ConflictFixtures.h"
#include "mwb/core/conflicts/ModMerge.h"
#include "mwb/formats/tl2dat/DatVersions.h"
#include "mwb/formats/tl2mod/ModArchive.h"
#include "mwb/formats/tl2mod/ModVerifier.h"

#include <QTest>

using namespace mwb;
using namespace mwb::conflicts;
using namespace mwb::test::conflicts;

namespace {

const FileReport *fileAt(const ConflictReport &report, const QString &path)
{
    for (const FileReport &file : report.shared) {
        if (file.path == path)
            return &file;
    }
    return nullptr;
}

const PropertyOverlap *propertyAt(const FileReport &file, const QString &address)
{
    for (const PropertyOverlap &property : file.properties) {
        if (property.address == address)
            return &property;
    }
    return nullptr;
}

/// The merged mod's copy of `path` as a text document (decompiled with the names the base spells out).
formats::tl2dat::DatDocument mergedDat(const formats::tl2mod::ModArchive &mod, const QString &path)
{
    for (const EntryIndex::Input &input : mod.indexInputs()) {
        if (input.path != path)
            continue;
        auto bytes = mod.readEntry(input.entry);
        auto documents = formats::tl2dat::loadDatVersions({*bytes, baseFiles().value(path)}, path);
        return documents ? documents->front() : formats::tl2dat::DatDocument{};
    }
    return {};
}

int tempStagingFolders()
{
    return static_cast<int>(
        QDir(QDir::tempPath()).entryList({QStringLiteral("mwb-merge-*")}, QDir::Dirs | QDir::NoDotAndDotDot).size());
}

} // namespace

class TestModConflicts : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_tmp;

    [[nodiscard]] QStringList loadOrder() const
    {
        return {m_tmp.filePath(QStringLiteral("A.MOD")), m_tmp.filePath(QStringLiteral("B.MOD")),
            m_tmp.filePath(QStringLiteral("C.MOD"))};
    }
    [[nodiscard]] QString base() const { return m_tmp.filePath(QStringLiteral("base")); }

    Result<ConflictReport> analyze(const QStringList &mods, const QString &baseDir)
    {
        auto inputs = openConflictInputs(mods, baseDir);
        if (!inputs)
            return inputs.error();
        SilentProgress progress;
        return analyzeConflicts(*inputs, progress);
    }

    Result<MergeReport> merge(const QString &output, const MergeOptions &options, const QString &baseDir)
    {
        auto inputs = openConflictInputs(loadOrder(), baseDir);
        if (!inputs)
            return inputs.error();
        SilentProgress progress;
        return mergeMods(*inputs, output, options, progress);
    }

private Q_SLOTS:
    void initTestCase() { QVERIFY(writeLoadOrder(m_tmp.path())); }

    void classifiesAgainstTheBase()
    {
        const auto report = analyze(loadOrder(), base());
        QVERIFY2(report, qPrintable(report ? QString() : report.error().toString()));
        QVERIFY(report->withBase);
        QCOMPARE(report->mods, (QStringList{QStringLiteral("A.MOD"), QStringLiteral("B.MOD"), QStringLiteral("C.MOD")}));
        QCOMPARE(report->files, 5); // SWORD, SHIELD, ICON, A_ONLY, UNITDATA.RAW
        QCOMPARE(report->shared.size(), std::size_t(4));

        const FileReport *sword = fileAt(*report, kSword);
        QVERIFY(sword);
        QCOMPARE(sword->status, FileStatus::Conflict);
        QVERIFY(sword->comparedByProperty);
        QVERIFY(sword->inBase);
        QCOMPARE(sword->mods, (std::vector<int>{0, 1, 2}));
        QCOMPARE(sword->winner, 2);
        QCOMPARE(sword->disjointChanges, 3); // RANGE (B), LEVEL (C), ICON added (C)
        QCOMPARE(sword->properties.size(), std::size_t(2));
        const PropertyOverlap *damage = propertyAt(*sword, QStringLiteral("UNIT/DAMAGE"));
        QVERIFY(damage);
        QVERIFY(damage->conflict);
        QCOMPARE(damage->base->value, QStringLiteral("10"));
        QCOMPARE(damage->values.size(), std::size_t(2));
        QCOMPARE(damage->values[0].mod, 0);
        QCOMPARE(damage->values[0].value->value, QStringLiteral("12"));
        QCOMPARE(damage->values[1].mod, 1);
        QCOMPARE(damage->values[1].value->value, QStringLiteral("15"));
        QCOMPARE(damage->winner, 1);
        const PropertyOverlap *speed = propertyAt(*sword, QStringLiteral("UNIT/SPEED"));
        QVERIFY(speed);
        QVERIFY(!speed->conflict);
        QCOMPARE(sword->conflictingPairs, (std::vector<std::pair<int, int>>{{0, 1}}));

        const FileReport *shield = fileAt(*report, kShield);
        QVERIFY(shield);
        QCOMPARE(shield->status, FileStatus::Harmless);
        QCOMPARE(shield->disjointChanges, 2);
        QVERIFY(shield->properties.empty());

        const FileReport *icon = fileAt(*report, kIcon);
        QVERIFY(icon);
        QCOMPARE(icon->status, FileStatus::Conflict);
        QVERIFY(!icon->comparedByProperty);
        QCOMPARE(icon->conflictingPairs, (std::vector<std::pair<int, int>>{{0, 2}}));

        const FileReport *raw = fileAt(*report, QStringLiteral("MEDIA/UNITDATA.RAW"));
        QVERIFY(raw);
        QCOMPARE(raw->status, FileStatus::Regenerated);
        QCOMPARE(raw->mods, (std::vector<int>{0, 1, 2}));
        QVERIFY(!raw->conflicts());

        const std::vector<std::vector<int>> matrix{{0, 1, 1}, {1, 0, 0}, {1, 0, 0}};
        QCOMPARE(report->matrix, matrix);
        QVERIFY(report->hasConflicts());
        QCOMPARE(report->count(FileStatus::Conflict), 2);
        QCOMPARE(report->count(FileStatus::Harmless), 1);
        QCOMPARE(report->count(FileStatus::Regenerated), 1);
    }

    void findsTheBaseInsideItsMediaFolder()
    {
        const auto report = analyze(loadOrder(), base() + QStringLiteral("/MEDIA"));
        QVERIFY(report);
        QCOMPARE(fileAt(*report, kSword)->status, FileStatus::Conflict);
        QVERIFY(fileAt(*report, kSword)->inBase);
        QCOMPARE(fileAt(*report, kShield)->status, FileStatus::Harmless);
    }

    void harmlessOverlapsOnlyAreNoConflict()
    {
        const auto report = analyze({loadOrder()[1], loadOrder()[2]}, base());
        QVERIFY(report);
        QCOMPARE(fileAt(*report, kSword)->status, FileStatus::Harmless);
        QCOMPARE(fileAt(*report, kSword)->disjointChanges, 5);
        QVERIFY(!report->hasConflicts());
        QCOMPARE(report->matrix, (std::vector<std::vector<int>>{{0, 0}, {0, 0}}));
    }

    void withoutBaseEveryDifferenceIsPossible()
    {
        const auto report = analyze(loadOrder(), {});
        QVERIFY(report);
        QVERIFY(!report->withBase);
        const FileReport *sword = fileAt(*report, kSword);
        QCOMPARE(sword->status, FileStatus::PossibleConflict);
        QCOMPARE(sword->properties.size(), std::size_t(5)); // DAMAGE, SPEED, RANGE, LEVEL, ICON
        for (const PropertyOverlap &property : sword->properties) {
            QVERIFY(property.conflict);
            QCOMPARE(property.values.size(), std::size_t(3));
            QCOMPARE(property.winner, 2);
        }
        QCOMPARE(fileAt(*report, kShield)->status, FileStatus::PossibleConflict);
        QCOMPARE(fileAt(*report, kIcon)->status, FileStatus::Conflict);
        const std::vector<std::vector<int>> matrix{{0, 1, 2}, {1, 0, 2}, {2, 2, 0}};
        QCOMPARE(report->matrix, matrix);
    }

    void identicalCopiesAndDeletions()
    {
        const QString same = m_tmp.filePath(QStringLiteral("SAME.MOD"));
        const QString remover = m_tmp.filePath(QStringLiteral("REMOVER.MOD"));
        QVERIFY(writeMod(same, QStringLiteral("Same"), modA()));
        QVERIFY(writeMod(remover, QStringLiteral("Remover"), {{QStringLiteral("MEDIA/OTHER.TXT"), "x"}},
            {QStringLiteral("MEDIA/A_ONLY.TXT")}));
        const auto report = analyze({loadOrder()[0], same, remover}, base());
        QVERIFY(report);
        QCOMPARE(fileAt(*report, kSword)->status, FileStatus::Identical);
        QCOMPARE(fileAt(*report, kIcon)->status, FileStatus::Identical);
        const FileReport *gone = fileAt(*report, QStringLiteral("MEDIA/A_ONLY.TXT"));
        QVERIFY(gone);
        QCOMPARE(gone->status, FileStatus::Deleted);
        QCOMPARE(gone->winner, 2);
        QVERIFY(!report->hasConflicts());
    }

    void mergesDisjointChangesAndLoadOrderWins()
    {
        const QString output = m_tmp.filePath(QStringLiteral("MERGED.MOD"));
        const auto report = merge(output, {}, base());
        QVERIFY2(report, qPrintable(report ? QString() : report.error().toString()));
        QCOMPARE(report->mergedDats, 2);
        QCOMPARE(report->conflicts, 2); // DAMAGE and ICON.DDS
        QCOMPARE(report->chosen, 0);
        QCOMPARE(report->regeneratedRaws, 1);
        QCOMPARE(report->files, 4); // SWORD, SHIELD, ICON, A_ONLY

        auto mod = formats::tl2mod::ModArchive::open(output);
        QVERIFY(mod);
        const formats::tl2dat::DatDocument sword = mergedDat(**mod, kSword);
        QCOMPARE(sword.root.value(u"DAMAGE"), QStringLiteral("15"));
        QCOMPARE(sword.root.value(u"SPEED"), QStringLiteral("7"));
        QCOMPARE(sword.root.value(u"RANGE"), QStringLiteral("2.5"));
        QCOMPARE(sword.root.value(u"LEVEL"), QStringLiteral("3"));
        QCOMPARE(sword.root.value(u"ICON"), QStringLiteral("sword_c"));
        QCOMPARE(sword.root.value(u"NAME"), QStringLiteral("Sword"));
        QVERIFY(sword.root.child(u"EFFECTS"));
        const formats::tl2dat::DatDocument shieldDat = mergedDat(**mod, kShield);
        QCOMPARE(shieldDat.root.value(u"ARMOR"), QStringLiteral("25"));
        QCOMPARE(shieldDat.root.value(u"WEIGHT"), QStringLiteral("4"));

        SilentProgress progress;
        const auto verified = formats::tl2mod::verifyMod(**mod, progress);
        QVERIFY(verified);
        QVERIFY(verified->gameAccepts());
        QVERIFY(verified->warnings.empty());
        const std::vector<EntryIndex::Input> entries = (*mod)->indexInputs();
        QVERIFY(std::any_of(entries.begin(), entries.end(), [](const EntryIndex::Input &input) {
            return input.path == QLatin1String("MEDIA/UNITDATA.RAW");
        }));
        for (const EntryIndex::Input &input : entries) {
            if (input.path == kIcon)
                QCOMPARE(*(*mod)->readEntry(input.entry), QByteArray("icon of C"));
        }
    }

    void mergeHonoursChosenWinners()
    {
        const QString output = m_tmp.filePath(QStringLiteral("CHOSEN.MOD"));
        MergeOptions options;
        options.winners.insert(choiceKey(kSword, QStringLiteral("UNIT/DAMAGE")), 0);
        options.winners.insert(choiceKey(kIcon, {}), 0);
        options.title = QStringLiteral("Chosen");
        const auto report = merge(output, options, base());
        QVERIFY(report);
        QCOMPARE(report->chosen, 2);
        auto mod = formats::tl2mod::ModArchive::open(output);
        QVERIFY(mod);
        QCOMPARE((*mod)->header().title, QStringLiteral("Chosen"));
        QCOMPARE(mergedDat(**mod, kSword).root.value(u"DAMAGE"), QStringLiteral("12"));
        QCOMPARE(mergedDat(**mod, kSword).root.value(u"RANGE"), QStringLiteral("2.5"));
        for (const EntryIndex::Input &input : (*mod)->indexInputs()) {
            if (input.path == kIcon)
                QCOMPARE(*(*mod)->readEntry(input.entry), QByteArray("icon of A"));
        }
    }

    void mergeWithoutBaseTakesWholeFiles()
    {
        const QString output = m_tmp.filePath(QStringLiteral("NOBASE.MOD"));
        const auto report = merge(output, {}, {});
        QVERIFY(report);
        QCOMPARE(report->mergedDats, 0);
        auto mod = formats::tl2mod::ModArchive::open(output);
        QVERIFY(mod);
        const formats::tl2dat::DatDocument sword = mergedDat(**mod, kSword);
        QCOMPARE(sword.root.value(u"DAMAGE"), QStringLiteral("10")); // C's whole file
        QCOMPARE(sword.root.value(u"RANGE"), QStringLiteral("1.5"));
    }

    void errorsHaveExactCodes()
    {
        const auto missing = openConflictInputs({m_tmp.filePath(QStringLiteral("NOPE.MOD"))}, {});
        QVERIFY(!missing);
        QCOMPARE(missing.error().code, ErrorCode::Io);
        const QString text = m_tmp.filePath(QStringLiteral("notes.txt"));
        QVERIFY(test::writeFile(text, "not an archive"));
        const auto badBase = openConflictInputs(loadOrder(), text);
        QVERIFY(!badBase);
        QCOMPARE(badBase.error().code, ErrorCode::BadMagic);
        const auto missingBase = openConflictInputs(loadOrder(), m_tmp.filePath(QStringLiteral("nobase")));
        QVERIFY(!missingBase);
        QCOMPARE(missingBase.error().code, ErrorCode::Io);
        const auto none = openConflictInputs({}, {});
        QVERIFY(!none);
        QCOMPARE(none.error().code, ErrorCode::InvalidInput);
        const auto notMod = openConflictInputs({text}, {});
        QVERIFY(!notMod);
        QCOMPARE(notMod.error().code, ErrorCode::BadMagic);
    }

    void failedOrCanceledMergeLeavesNothing()
    {
        const int staged = tempStagingFolders();
        const QString output = m_tmp.filePath(QStringLiteral("missing/dir/OUT.MOD"));
        const auto failed = merge(output, {}, base());
        QVERIFY(!failed);
        QCOMPARE(failed.error().code, ErrorCode::Io);
        QVERIFY(!QFileInfo::exists(output));

        auto inputs = openConflictInputs(loadOrder(), base());
        QVERIFY(inputs);
        SilentProgress canceled;
        canceled.cancel();
        const QString target = m_tmp.filePath(QStringLiteral("CANCELED.MOD"));
        const auto merged = mergeMods(*inputs, target, {}, canceled);
        QVERIFY(!merged);
        QCOMPARE(merged.error().code, ErrorCode::Canceled);
        QVERIFY(!QFileInfo::exists(target));
        const auto analyzed = analyzeConflicts(*inputs, canceled);
        QVERIFY(!analyzed);
        QCOMPARE(analyzed.error().code, ErrorCode::Canceled);
        QCOMPARE(tempStagingFolders(), staged);
        QVERIFY(QDir(m_tmp.path()).entryList({QStringLiteral("CANCELED*")}, QDir::Files | QDir::Hidden).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestModConflicts)
#include "tst_modconflicts.moc"
