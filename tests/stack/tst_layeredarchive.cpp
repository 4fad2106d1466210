// SPDX-License-Identifier: GPL-3.0-or-later
// LayeredArchive and StackPlanner: synthetic WoW Data folders (written by our MpqWriter), TL2 mod stacks (packed by
// packModFolder), deletions, extraction, and the real corpus archives when ../shared is present.
#include "EnUsDataFolder.h"
#include "MpqFixtureBuilder.h"
#include "SharedCorpus.h"
#include "StackFixtures.h"
#include "mwb/core/FormatRegistry.h"
#include "mwb/core/LayeredArchive.h"
#include "mwb/core/StackPlan.h"

#include <QDirIterator>
#include <QTest>

using namespace mwb;
using namespace mwb::test;

namespace {

constexpr quint32 kExists = 0x80000000u;
constexpr quint32 kDeleteMarker = 0x02000000u;


QString pairPath(int higher, int lower)
{
    return QStringLiteral("Pairs\\%1_%2.txt").arg(higher).arg(lower);
}

/// Writes the archives of `highestFirst` below `dataDir`: for every two of them a file only those two hold, each
/// copy holding its archive's name; "everywhere.txt" in all. `extra` adds files per archive.
bool writePairwiseDataFolder(const QString &dataDir, const QStringList &highestFirst,
    const QMap<QString, StackFiles> &extra = {})
{
    const auto n = static_cast<int>(highestFirst.size());
    for (int k = 0; k < n; ++k) {
        const QString &name = highestFirst[k];
        StackFiles files = extra.value(name);
        files.insert(QStringLiteral("everywhere.txt"), name.toUtf8());
        for (int other = 0; other < n; ++other) {
            if (other != k)
                files.insert(pairPath(std::min(k, other), std::max(k, other)), name.toUtf8());
        }
        if (!writeMpq(QDir(dataDir).filePath(name), files))
            return false;
    }
    return true;
}

std::unique_ptr<LayeredArchive> openStack(const QStringList &inputs, const QString &locale = {})
{
    auto plan = StackPlanner::plan(inputs, locale);
    if (!plan)
        return nullptr;
    auto stack = StackPlanner::open(*plan);
    return stack ? std::move(stack).value() : nullptr;
}

QStringList layerNames(const LayeredArchive &stack)
{
    QStringList names;
    for (const LayeredArchive::Layer &layer : stack.layers())
        names.prepend(layer.name);
    return names;
}

QString layerName(const LayeredArchive &stack, const LayeredArchive::Copy &copy)
{
    return stack.layers()[static_cast<std::size_t>(copy.layer)].name;
}

QStringList shadowedNames(const LayeredArchive &stack, const LayeredArchive::Resolution &resolution)
{
    QStringList names;
    for (const LayeredArchive::Copy &copy : resolution.shadowed)
        names << layerName(stack, copy);
    return names;
}

QByteArray resolvedBytes(const LayeredArchive &stack, const QString &path)
{
    const LayeredArchive::Resolution *found = stack.find(path);
    if (!found || found->top.deletes)
        return "<none>";
    const auto entry = static_cast<int>(found - stack.files().data());
    auto bytes = stack.readEntry(entry);
    return bytes ? *bytes : "<error>";
}

/// Every pair resolves to the higher archive's copy, shadowing the lower one; everywhere.txt to the top one.
void checkPairwise(const LayeredArchive &stack, const QStringList &highestFirst)
{
    QCOMPARE(layerNames(stack), highestFirst);
    const auto n = static_cast<int>(highestFirst.size());
    for (int higher = 0; higher < n; ++higher) {
        for (int lower = higher + 1; lower < n; ++lower) {
            const QString path = pairPath(higher, lower);
            const LayeredArchive::Resolution *found = stack.find(path);
            QVERIFY2(found, qPrintable(path));
            QCOMPARE(layerName(stack, found->top), highestFirst[higher]);
            QCOMPARE(shadowedNames(stack, *found), QStringList{highestFirst[lower]});
            QCOMPARE(resolvedBytes(stack, path), highestFirst[higher].toUtf8());
        }
    }
    QCOMPARE(resolvedBytes(stack, QStringLiteral("EVERYWHERE.TXT")), highestFirst.constFirst().toUtf8());
    QCOMPARE(static_cast<int>(stack.find(QStringLiteral("everywhere.txt"))->shadowed.size()), n - 1);
}

} // namespace

class TestLayeredArchive : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void wowPresetResolvesEveryPairToTheHigherArchive();
    void russianClientRanksLocaleArchivesFirst();
    void localeFolderDetection();
    void notADataFolder();
    void tinyFilesDeleteInAWowStackOnly();
    void deleteMarkersAndReAdding();
    void tl2ModsLastWinsAndRemoveFiles();
    void pathsMatchCaseInsensitivelyPrivateEntriesStayOut();
    void extractWritesResolvedFilesAtomically();
    void sourceColumnAndStructure();
    void corpusTurtlePatchInADataFolder();
    void corpusTl2ModsStack();
};

void TestLayeredArchive::wowPresetResolvesEveryPairToTheHigherArchive()
{
    QTemporaryDir client;
    const QString data = client.filePath(QStringLiteral("Data"));
    QVERIFY(writePairwiseDataFolder(data, kEnUsHighestFirst));
    // Archives the client does not load hold every pair's file too: they must never supply anything.
    StackFiles decoys;
    for (int i = 0; i < 24; ++i)
        decoys.insert(pairPath(i, i + 1), "decoy");
    for (const QString &name : {QStringLiteral("patch-Dalaran.MPQ"), QStringLiteral("patch-12.MPQ"),
             QStringLiteral("enUS/base-enUS.MPQ"), QStringLiteral("deDE/locale-deDE.MPQ")})
        QVERIFY(writeMpq(QDir(data).filePath(name), decoys));

    for (const QString &input : {data, client.path()}) { // the Data folder, or the client folder holding it
        auto plan = StackPlanner::plan({input});
        QVERIFY(plan);
        QCOMPARE(plan->preset, StackPlan::Preset::Wow335a);
        QCOMPARE(plan->locale, QStringLiteral("enUS"));
        QCOMPARE(plan->otherLocales, QStringList{QStringLiteral("deDE")});
        QVERIFY(plan->tinyFilesDelete);
        QStringList ignored = plan->ignored;
        ignored.sort();
        QCOMPARE(ignored, (QStringList{QStringLiteral("enUS/base-enUS.MPQ"), QStringLiteral("patch-12.MPQ"),
                              QStringLiteral("patch-Dalaran.MPQ")}));
    }
    auto stack = openStack({data});
    QVERIFY(stack);
    QCOMPARE(stack->path(), QDir(data).absolutePath());
    checkPairwise(*stack, kEnUsHighestFirst);
    QCOMPARE(static_cast<int>(stack->files().size()), 24 * 23 / 2 + 1);
}

void TestLayeredArchive::russianClientRanksLocaleArchivesFirst()
{
    QTemporaryDir data;
    // alternate.MPQ stays on top; every other Data archive goes below every locale archive.
    const QStringList highestFirst{QStringLiteral("alternate.MPQ"), QStringLiteral("ruRU/patch-ruRU-3.MPQ"),
        QStringLiteral("ruRU/patch-ruRU.MPQ"), QStringLiteral("ruRU/locale-ruRU.MPQ"), QStringLiteral("patch-A.MPQ"),
        QStringLiteral("patch-3.MPQ"), QStringLiteral("patch.MPQ"), QStringLiteral("common.MPQ")};
    QVERIFY(writePairwiseDataFolder(data.path(), highestFirst));
    auto stack = openStack({data.path()});
    QVERIFY(stack);
    checkPairwise(*stack, highestFirst);
}

void TestLayeredArchive::localeFolderDetection()
{
    QTemporaryDir data;
    const StackFiles one{{QStringLiteral("a.txt"), "a"}};
    QVERIFY(writeMpq(data.filePath(QStringLiteral("common.MPQ")), one));
    QVERIFY(writeMpq(data.filePath(QStringLiteral("frFR/locale-frFR.MPQ")), one));
    QVERIFY(writeMpq(data.filePath(QStringLiteral("xxYY/locale-xxYY.MPQ")), one)); // no such locale
    QVERIFY(writeMpq(data.filePath(QStringLiteral("enUS/readme.MPQ")), one)); // holds nothing a client loads
    auto plan = StackPlanner::plan({data.path()});
    QVERIFY(plan);
    QCOMPARE(plan->locale, QStringLiteral("frFR"));
    QVERIFY(plan->otherLocales.isEmpty());
    QCOMPARE(plan->layers.size(), std::size_t(2));
    QCOMPARE(plan->layers[0].name, QStringLiteral("frFR/locale-frFR.MPQ"));

    // Several locale folders: the extractor's order picks enGB before enUS; --locale picks any, in any case.
    QVERIFY(writeMpq(data.filePath(QStringLiteral("enUS/patch-enUS.MPQ")), one));
    QVERIFY(writeMpq(data.filePath(QStringLiteral("enGB/locale-enGB.MPQ")), one));
    plan = StackPlanner::plan({data.path()});
    QVERIFY(plan);
    QCOMPARE(plan->locale, QStringLiteral("enGB"));
    QCOMPARE(plan->otherLocales, (QStringList{QStringLiteral("enUS"), QStringLiteral("frFR")}));
    plan = StackPlanner::plan({data.path()}, QStringLiteral("ENUS"));
    QVERIFY(plan);
    QCOMPARE(plan->locale, QStringLiteral("enUS"));
    QCOMPARE(plan->layers.back().name, QStringLiteral("enUS/patch-enUS.MPQ"));
    const auto unknown = StackPlanner::plan({data.path()}, QStringLiteral("koKR"));
    QVERIFY(!unknown);
    QCOMPARE(unknown.error().code, ErrorCode::InvalidInput);
}

void TestLayeredArchive::notADataFolder()
{
    QTemporaryDir dir;
    QVERIFY(writeMpq(dir.filePath(QStringLiteral("maps.mpq")), {{QStringLiteral("a"), "a"}}));
    QVERIFY(!StackPlanner::isWowDataFolder(dir.path()));
    auto plan = StackPlanner::plan({dir.path()});
    QVERIFY(!plan);
    QCOMPARE(plan.error().code, ErrorCode::InvalidInput);
    plan = StackPlanner::plan({dir.filePath(QStringLiteral("maps.mpq")), dir.path()});
    QVERIFY(!plan);
    QCOMPARE(plan.error().code, ErrorCode::InvalidInput);
    plan = StackPlanner::plan({dir.filePath(QStringLiteral("missing.mpq"))});
    QVERIFY(!plan);
    QCOMPARE(plan.error().code, ErrorCode::Io);
    QCOMPARE(LayeredArchive::create({}, {}).error().code, ErrorCode::InvalidInput);
}

void TestLayeredArchive::tinyFilesDeleteInAWowStackOnly()
{
    QTemporaryDir data;
    QVERIFY(writeMpq(data.filePath(QStringLiteral("patch-2.MPQ")),
        {{QStringLiteral("gone\\one.txt"), "x"}, {QStringLiteral("gone\\zero.txt"), ""},
            {QStringLiteral("lonely.txt"), "y"}}));
    QVERIFY(writeMpq(data.filePath(QStringLiteral("patch.MPQ")), {{QStringLiteral("gone\\one.txt"), "patch copy"}}));
    QVERIFY(writeMpq(data.filePath(QStringLiteral("common.MPQ")),
        {{QStringLiteral("gone\\one.txt"), "common copy"}, {QStringLiteral("gone\\zero.txt"), "common copy"},
            {QStringLiteral("kept.txt"), "kept"}}));
    auto stack = openStack({data.path()});
    QVERIFY(stack);
    const LayeredArchive::Resolution *one = stack->find(QStringLiteral("GONE/ONE.TXT"));
    QVERIFY(one && one->top.deletes);
    QCOMPARE(layerName(*stack, one->top), QStringLiteral("patch-2.MPQ"));
    QCOMPARE(shadowedNames(*stack, *one), (QStringList{QStringLiteral("patch.MPQ"), QStringLiteral("common.MPQ")}));
    QVERIFY(stack->find(QStringLiteral("gone/zero.txt"))->top.deletes);
    QVERIFY(stack->find(QStringLiteral("lonely.txt"))->top.deletes); // a deletion with nothing below
    QCOMPARE(stack->deletions().size(), std::size_t(3));
    QStringList paths;
    for (const EntryIndex::Input &input : stack->indexInputs())
        paths << input.path;
    QCOMPARE(paths, QStringList{QStringLiteral("kept.txt")});

    // The same archives as a plain list: a 1-byte file is a file.
    auto list = openStack({data.filePath(QStringLiteral("common.MPQ")), data.filePath(QStringLiteral("patch.MPQ")),
        data.filePath(QStringLiteral("patch-2.MPQ"))});
    QVERIFY(list);
    QCOMPARE(resolvedBytes(*list, QStringLiteral("gone/one.txt")), QByteArray("x"));
    QCOMPARE(resolvedBytes(*list, QStringLiteral("gone/zero.txt")), QByteArray());
    QVERIFY(list->deletions().empty());
}

void TestLayeredArchive::deleteMarkersAndReAdding()
{
    QTemporaryDir dir;
    const QString lower = dir.filePath(QStringLiteral("lower.mpq"));
    const QString marker = dir.filePath(QStringLiteral("marker.mpq"));
    const QString upper = dir.filePath(QStringLiteral("upper.mpq"));
    QVERIFY(writeMpq(lower, {{QStringLiteral("gone.txt"), "lower"}, {QStringLiteral("kept.txt"), "kept"}}));
    QVERIFY(writeFile(marker, MpqFixtureBuilder::build({{"gone.txt", {}, 0, kExists | kDeleteMarker}})));
    QVERIFY(writeMpq(upper, {{QStringLiteral("gone.txt"), "back again"}}));
    auto stack = openStack({lower, marker});
    QVERIFY(stack);
    const LayeredArchive::Resolution *gone = stack->find(QStringLiteral("gone.txt"));
    QVERIFY(gone && gone->top.deletes);
    QCOMPARE(layerName(*stack, gone->top), QStringLiteral("marker.mpq"));
    QCOMPARE(shadowedNames(*stack, *gone), QStringList{QStringLiteral("lower.mpq")});
    QCOMPARE(stack->files().size(), std::size_t(1));

    stack = openStack({lower, marker, upper});
    QVERIFY(stack);
    gone = stack->find(QStringLiteral("gone.txt"));
    QVERIFY(gone && !gone->top.deletes);
    QCOMPARE(resolvedBytes(*stack, QStringLiteral("gone.txt")), QByteArray("back again"));
    QCOMPARE(gone->shadowed.size(), std::size_t(2));
    QVERIFY(gone->shadowed[0].deletes);
    QVERIFY(!gone->shadowed[1].deletes);

    // The tree's "also in" rows: names (a deletion says so) and the bytes of each shadowed copy.
    const int entry = static_cast<int>(gone - stack->files().data());
    QCOMPARE(stack->indexInputs()[static_cast<std::size_t>(entry)].hiddenCopies, 2);
    QCOMPARE(stack->shadowedSources(entry),
        (QStringList{QStringLiteral("marker.mpq (deletion)"), QStringLiteral("lower.mpq")}));
    QCOMPARE(stack->readShadowed(entry, 1).value(), QByteArray("lower"));
    QCOMPARE(stack->readShadowed(entry, 0).error().code, ErrorCode::InvalidInput); // a deletion has no bytes
    QCOMPARE(stack->readShadowed(entry, 2).error().code, ErrorCode::InvalidInput);
    QCOMPARE(stack->readShadowed(-1, 0).error().code, ErrorCode::InvalidInput);
    QVERIFY(stack->shadowedSources(99).isEmpty());
}

void TestLayeredArchive::tl2ModsLastWinsAndRemoveFiles()
{
    QTemporaryDir dir;
    const QString first = dir.filePath(QStringLiteral("FIRST.MOD"));
    const QString second = dir.filePath(QStringLiteral("SECOND.MOD"));
    const QString remover = dir.filePath(QStringLiteral("REMOVER.MOD"));
    QVERIFY(writeMod(first, {{QStringLiteral("UNITS/A.DAT"), "first A"}, {QStringLiteral("UNITS/B.DAT"), "first B"}}));
    QVERIFY(writeMod(second, {{QStringLiteral("UNITS/A.DAT"), "second A"}}));
    QVERIFY(writeMod(remover, {{QStringLiteral("C.DAT"), "C"}}, {QStringLiteral("MEDIA/UNITS/B.DAT")}));

    auto stack = openStack({first, second});
    QVERIFY(stack);
    QCOMPARE(resolvedBytes(*stack, QStringLiteral("MEDIA/UNITS/A.DAT")), QByteArray("second A"));
    QCOMPARE(shadowedNames(*stack, *stack->find(QStringLiteral("MEDIA/UNITS/A.DAT"))),
        QStringList{QStringLiteral("FIRST.MOD")});
    stack = openStack({second, first});
    QVERIFY(stack);
    QCOMPARE(resolvedBytes(*stack, QStringLiteral("MEDIA/UNITS/A.DAT")), QByteArray("first A"));

    stack = openStack({first, second, remover});
    QVERIFY(stack);
    const LayeredArchive::Resolution *removed = stack->find(QStringLiteral("MEDIA/UNITS/B.DAT"));
    QVERIFY(removed && removed->top.deletes);
    QCOMPARE(layerName(*stack, removed->top), QStringLiteral("REMOVER.MOD"));
    QCOMPARE(resolvedBytes(*stack, QStringLiteral("MEDIA/C.DAT")), QByteArray("C"));
    stack = openStack({remover, first});
    QVERIFY(stack);
    QCOMPARE(resolvedBytes(*stack, QStringLiteral("MEDIA/UNITS/B.DAT")), QByteArray("first B"));
}

void TestLayeredArchive::pathsMatchCaseInsensitivelyPrivateEntriesStayOut()
{
    QTemporaryDir dir;
    const QString lower = dir.filePath(QStringLiteral("a.mpq"));
    const QString upper = dir.filePath(QStringLiteral("b.mpq"));
    QVERIFY(writeMpq(lower, {{QStringLiteral("Interface\\Icons\\X.blp"), "lower"}}));
    QVERIFY(writeMpq(upper, {{QStringLiteral("INTERFACE\\ICONS\\x.BLP"), "upper"}}));
    auto stack = openStack({lower, upper});
    QVERIFY(stack);
    QCOMPARE(stack->files().size(), std::size_t(1)); // (listfile) and (attributes) are each layer's own
    QVERIFY(!stack->find(QStringLiteral("(listfile)")));
    QCOMPARE(stack->files().front().path, QStringLiteral("INTERFACE/ICONS/x.BLP"));
    QCOMPARE(resolvedBytes(*stack, QStringLiteral("interface/icons/X.BLP")), QByteArray("upper"));
}

void TestLayeredArchive::extractWritesResolvedFilesAtomically()
{
    QTemporaryDir dir;
    const QString lower = dir.filePath(QStringLiteral("lower.mpq"));
    const QString upper = dir.filePath(QStringLiteral("upper.mpq"));
    const QString evil = dir.filePath(QStringLiteral("evil.mpq"));
    QVERIFY(writeMpq(lower, {{QStringLiteral("data\\a.txt"), "lower a"}, {QStringLiteral("data\\b.txt"), "lower b"}}));
    QVERIFY(writeMpq(upper, {{QStringLiteral("DATA\\A.TXT"), "upper a"}}));
    QVERIFY(writeFile(evil, MpqFixtureBuilder::build({{"..\\evil.txt", "evil", 4, kExists}})));
    auto stack = openStack({lower, upper});
    QVERIFY(stack);
    SilentProgress progress;
    const QString out = dir.filePath(QStringLiteral("out"));
    auto summary = stack->extract({0, 1}, out, progress);
    QVERIFY(summary);
    QCOMPARE(summary->files, 2);
    QCOMPARE(summary->bytes, qint64(14));
    QCOMPARE(readFile(out + QStringLiteral("/DATA/A.TXT")), QByteArray("upper a"));
    QCOMPARE(readFile(out + QStringLiteral("/data/b.txt")), QByteArray("lower b"));
    QCOMPARE(stack->extract({7}, out, progress).error().code, ErrorCode::InvalidInput);

    // A path that escapes the target fails the job and leaves nothing, unless KeepGoing.
    stack = openStack({lower, evil});
    QVERIFY(stack);
    std::vector<int> all(stack->files().size());
    std::iota(all.begin(), all.end(), 0);
    const QString refused = dir.filePath(QStringLiteral("refused"));
    QCOMPARE(stack->extract(all, refused, progress).error().code, ErrorCode::UnsafePath);
    QVERIFY(!QFileInfo::exists(refused));
    auto outcome = stack->extractWithPolicy(all, refused, progress, io::FailurePolicy::KeepGoing);
    QVERIFY(outcome);
    QCOMPARE(outcome->summary.files, 2);
    QCOMPARE(outcome->failures.size(), std::size_t(1));
    QCOMPARE(outcome->failures.front().error.code, ErrorCode::UnsafePath);
    QVERIFY(!QFileInfo::exists(dir.filePath(QStringLiteral("evil.txt"))));

    SilentProgress canceled;
    canceled.cancel();
    const QString never = dir.filePath(QStringLiteral("never"));
    QCOMPARE(stack->extract({0}, never, canceled).error().code, ErrorCode::Canceled);
    QVERIFY(!QFileInfo::exists(never));
}

void TestLayeredArchive::sourceColumnAndStructure()
{
    QTemporaryDir dir;
    const QString lower = dir.filePath(QStringLiteral("lower.mpq"));
    const QString upper = dir.filePath(QStringLiteral("upper.mpq"));
    QVERIFY(writeMpq(lower, {{QStringLiteral("a.txt"), "lower a"}, {QStringLiteral("b.txt"), "lower b"}}));
    QVERIFY(writeMpq(upper, {{QStringLiteral("a.txt"), "upper a"}}));
    auto stack = openStack({lower, upper});
    QVERIFY(stack);
    QCOMPARE(stack->formatId(), QStringLiteral("stack"));
    QVERIFY(stack->capabilities().testFlag(Capability::Extract));
    QVERIFY(!stack->capabilities().testFlag(Capability::Write));
    QVERIFY(stack->indexColumns() & EntryIndex::SourceColumn);
    QVERIFY(stack->indexColumns() & EntryIndex::CompressionColumn); // the layers' columns
    const auto &inputs = stack->indexInputs();
    QCOMPARE(inputs.size(), std::size_t(2));
    QCOMPARE(inputs[0].path, QStringLiteral("a.txt"));
    QCOMPARE(inputs[0].source, QStringLiteral("upper.mpq"));
    QCOMPARE(inputs[0].size, qint64(7));
    QCOMPARE(inputs[1].source, QStringLiteral("lower.mpq"));
    const EntryIndex index = EntryIndex::build(inputs, stack->indexColumns());
    QCOMPARE(index.node(index.childAt(EntryIndex::Root, 0)).source, QStringLiteral("upper.mpq"));

    const StructureNode structure = stack->describeStructure();
    const StructureNode &layers = structure.children.back();
    QCOMPARE(layers.childCount(), 2);
    QCOMPARE(layers.children[0].name, QStringLiteral("2. upper.mpq"));
    QCOMPARE(layers.children[0].value, upper);
    const StructureNode entry = stack->describeEntry(0);
    QCOMPARE(entry.children[0].value, QStringLiteral("upper.mpq"));
    QCOMPARE(entry.children[1].childCount(), 1);
    QCOMPARE(entry.children[1].children[0].value, QStringLiteral("lower.mpq"));

    SilentProgress progress;
    auto report = stack->verify(progress);
    QVERIFY(report);
    QVERIFY(report->problems.empty());
    QVERIFY(report->checkedEntries >= 3);
}

void TestLayeredArchive::corpusTurtlePatchInADataFolder()
{
    MWB_REQUIRE_CORPUS(wow, "wow");
    const QString turtle = wow + QStringLiteral("/mpq/turtle_patch-N.MPQ");
    if (!QFileInfo::exists(turtle))
        QSKIP("turtle_patch-N.MPQ is not in ../shared/corpus/wow/mpq");
    auto real = openArchive(turtle);
    QVERIFY(real);
    QStringList names;
    for (const EntryIndex::Input &input : (*real)->indexInputs()) {
        if ((*real)->layerRole(input.entry) == LayerRole::File)
            names << input.path;
    }
    QVERIFY(names.size() >= 2);
    QTemporaryDir data;
    QVERIFY(QFile::link(turtle, data.filePath(QStringLiteral("patch-N.MPQ")))); // a real custom letter patch
    QVERIFY(writeMpq(data.filePath(QStringLiteral("patch.MPQ")),
        {{names[0], "stock"}, {names[1], "stock"}, {QStringLiteral("stock.txt"), "stock"}}));
    QVERIFY(writeMpq(data.filePath(QStringLiteral("patch-Z.MPQ")), {{names[1], "custom Z"}}));
    auto stack = openStack({data.path()});
    QVERIFY(stack);
    QCOMPARE(layerNames(*stack),
        (QStringList{QStringLiteral("patch-Z.MPQ"), QStringLiteral("patch-N.MPQ"), QStringLiteral("patch.MPQ")}));
    QCOMPARE(stack->files().size(), std::size_t(names.size() + 1));
    const LayeredArchive::Resolution *first = stack->find(names[0]);
    QCOMPARE(layerName(*stack, first->top), QStringLiteral("patch-N.MPQ"));
    QCOMPARE(resolvedBytes(*stack, names[0]), (*real)->readEntry(first->top.entry).value());
    QCOMPARE(resolvedBytes(*stack, names[1]), QByteArray("custom Z"));
    QCOMPARE(shadowedNames(*stack, *stack->find(names[1])),
        (QStringList{QStringLiteral("patch-N.MPQ"), QStringLiteral("patch.MPQ")}));
}

void TestLayeredArchive::corpusTl2ModsStack()
{
    MWB_REQUIRE_CORPUS(tl2, "tl2");
    const QString lower = tl2 + QStringLiteral("/tukkek+torchlight2-flasks/EDITORMOD.MOD");
    const QString upper = tl2 + QStringLiteral("/tukkek+torchlight2-flasks/FLASKS.MOD");
    if (!QFileInfo::exists(lower) || !QFileInfo::exists(upper))
        QSKIP("the flasks mods are not in ../shared/corpus/tl2");
    auto stack = openStack({lower, upper});
    QVERIFY(stack);
    QCOMPARE(layerNames(*stack), (QStringList{QStringLiteral("FLASKS.MOD"), QStringLiteral("EDITORMOD.MOD")}));
    auto top = openArchive(upper);
    QVERIFY(top);
    int shadowing = 0;
    for (const EntryIndex::Input &input : (*top)->indexInputs()) {
        if ((*top)->layerRole(input.entry) != LayerRole::File)
            continue;
        const LayeredArchive::Resolution *found = stack->find(input.path);
        QVERIFY2(found, qPrintable(input.path));
        QCOMPARE(found->top.layer, 1);
        shadowing += found->shadowed.empty() ? 0 : 1;
        if (shadowing <= 20 && !found->shadowed.empty())
            QCOMPARE(resolvedBytes(*stack, input.path), (*top)->readEntry(input.entry).value());
    }
    QVERIFY(shadowing > 0);
}

QTEST_GUILESS_MAIN(TestLayeredArchive)
#include "tst_layeredarchive.moc"
