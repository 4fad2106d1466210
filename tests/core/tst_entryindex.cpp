// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/core/EntryIndex.h"
#include "mwb/core/EntryIndexStorage.h"

#include <QElapsedTimer>
#include <QTest>

#include <sys/resource.h>

using namespace mwb;

class TestEntryIndex : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void buildsContiguousChildren();
    void sortsDirectoriesFirstInNaturalOrder();
    void keepsDuplicateLeavesAndMergesDirectories();
    void interleavedFoldersMergeAndRootFilesStay();
    void findsAcrossFoldersOfOtherCase();
    void sumsDirectorySizes();
    void collectsEntriesBelowANode();
    void scalesTo100kEntries();
    void patchesIntoPreparedMemory();
    void reusesTheMemoryOfDroppedTrees();
};

namespace {
EntryIndex::Input file(const QString &path, qint64 size = 1, int entry = 0)
{
    EntryIndex::Input in;
    in.path = path;
    in.size = size;
    in.packedSize = size / 2;
    in.entry = entry;
    return in;
}

QStringList childNames(const EntryIndex &index, EntryIndex::NodeId parent)
{
    QStringList names;
    for (int row = 0; row < index.node(parent).childCount; ++row)
        names << index.node(index.childAt(parent, row)).name;
    return names;
}
std::vector<EntryIndex::Input> manyFiles(int count)
{
    std::vector<EntryIndex::Input> inputs;
    for (int i = 0; i < count; ++i)
        inputs.push_back(file(QStringLiteral("data/pack%1/file%2.bin").arg(i % 7).arg(i), i, i));
    return inputs;
}

long minorPageFaults()
{
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return usage.ru_minflt;
}
} // namespace

void TestEntryIndex::buildsContiguousChildren()
{
    const auto index = EntryIndex::build({file(QStringLiteral("a/b/c.txt")), file(QStringLiteral("a/d.txt"))});
    QCOMPARE(index.size(), 5); // root, a, b, d.txt, c.txt
    const auto a = index.childAt(EntryIndex::Root, 0);
    QCOMPARE(index.node(a).name, QStringLiteral("a"));
    QCOMPARE(childNames(index, a), (QStringList{QStringLiteral("b"), QStringLiteral("d.txt")}));
    for (EntryIndex::NodeId id = 1; id < index.size(); ++id)
        QCOMPARE(index.childAt(index.node(id).parent, index.rowOf(id)), id);
    QCOMPARE(index.pathOf(index.childAt(index.childAt(a, 0), 0)), QStringLiteral("a/b/c.txt"));
}

void TestEntryIndex::sortsDirectoriesFirstInNaturalOrder()
{
    const auto index = EntryIndex::build({file(QStringLiteral("file10")), file(QStringLiteral("File2")),
        file(QStringLiteral("dir10/x")), file(QStringLiteral("dir2/x")), file(QStringLiteral("file1"))});
    QCOMPARE(childNames(index, EntryIndex::Root),
        (QStringList{QStringLiteral("dir2"), QStringLiteral("dir10"), QStringLiteral("file1"), QStringLiteral("File2"),
            QStringLiteral("file10")}));
    QVERIFY(EntryIndex::naturalLess(QStringLiteral("a2"), QStringLiteral("a10")));
    QVERIFY(!EntryIndex::naturalLess(QStringLiteral("a10"), QStringLiteral("a2")));
    QVERIFY(EntryIndex::naturalLess(QStringLiteral("a02"), QStringLiteral("a3")));
}

void TestEntryIndex::keepsDuplicateLeavesAndMergesDirectories()
{
    const auto index = EntryIndex::build({file(QStringLiteral("MEDIA/T.DAT2"), 5, 0),
        file(QStringLiteral("MEDIA/T.DAT2"), 7, 1), file(QStringLiteral("MEDIA/UI/")),
        file(QStringLiteral("MEDIA/UI/A.PNG"), 1, 2)});
    QCOMPARE(index.node(EntryIndex::Root).childCount, 1);
    const auto media = index.childAt(EntryIndex::Root, 0);
    QCOMPARE(childNames(index, media), (QStringList{QStringLiteral("UI"), QStringLiteral("T.DAT2"),
                                           QStringLiteral("T.DAT2")}));
    QCOMPARE(index.entryCount(), 3);
}

void TestEntryIndex::interleavedFoldersMergeAndRootFilesStay()
{
    // Consecutive files of one folder take a shortcut; a folder met again later, a root file and a doubled slash
    // must land where the full walk puts them.
    const auto index = EntryIndex::build({file(QStringLiteral("A/B/x"), 1, 0), file(QStringLiteral("A/B/y"), 1, 1),
        file(QStringLiteral("A/C/z"), 1, 2), file(QStringLiteral("A/B/w"), 1, 3), file(QStringLiteral("top"), 1, 4),
        file(QStringLiteral("/root2"), 1, 5), file(QStringLiteral("A//B/v"), 1, 6)});
    QCOMPARE(childNames(index, EntryIndex::Root), (QStringList{QStringLiteral("A"), QStringLiteral("root2"),
                                                      QStringLiteral("top")}));
    const auto a = index.childAt(EntryIndex::Root, 0);
    QCOMPARE(childNames(index, a), (QStringList{QStringLiteral("B"), QStringLiteral("C")}));
    QCOMPARE(childNames(index, index.childAt(a, 0)),
        (QStringList{QStringLiteral("v"), QStringLiteral("w"), QStringLiteral("x"), QStringLiteral("y")}));
    QCOMPARE(childNames(index, index.childAt(a, 1)), QStringList{QStringLiteral("z")});
    QCOMPARE(index.entryCount(), 7);
}

void TestEntryIndex::findsAcrossFoldersOfOtherCase()
{
    // One MPQ with "Interface\Icons\" and "INTERFACE\ICONS\": two folders in the tree, one folder for the game.
    const auto index = EntryIndex::build({file(QStringLiteral("INTERFACE/ICONS/FROST.BLP"), 1, 0),
        file(QStringLiteral("Interface/Icons/Fire.blp"), 1, 1)});
    QCOMPARE(index.node(EntryIndex::Root).childCount, 2);
    const auto fire = index.find(u"interface\\icons\\fire.BLP");
    QVERIFY(fire > EntryIndex::Root);
    QCOMPARE(index.node(fire).entry, 1);
    QCOMPARE(index.node(index.find(u"Interface/Icons/Frost.blp")).entry, 0);
    QCOMPARE(index.find(u"Interface/Icons/Gone.blp"), -1);
    QCOMPARE(index.find(u"Interface/Icons/Fire.blp/x"), -1);
}

void TestEntryIndex::sumsDirectorySizes()
{
    const auto index = EntryIndex::build({file(QStringLiteral("a/x"), 10), file(QStringLiteral("a/b/y"), 32)});
    const auto a = index.childAt(EntryIndex::Root, 0);
    QCOMPARE(index.node(a).size, 42);
    QCOMPARE(index.node(a).packedSize, 5 + 16);
}

void TestEntryIndex::collectsEntriesBelowANode()
{
    const auto index = EntryIndex::build(
        {file(QStringLiteral("a/x"), 1, 4), file(QStringLiteral("a/b/y"), 1, 9), file(QStringLiteral("c"), 1, 3)});
    std::vector<int> entries;
    index.collectEntries(index.childAt(EntryIndex::Root, 0), entries);
    std::sort(entries.begin(), entries.end());
    QCOMPARE(entries, (std::vector<int>{4, 9}));
}

void TestEntryIndex::scalesTo100kEntries()
{
    std::vector<EntryIndex::Input> inputs;
    for (int i = 0; i < 100'000; ++i)
        inputs.push_back(file(QStringLiteral("data/pack%1/sub%2/file%3.bin").arg(i % 7).arg(i % 13).arg(i), i, i));
    QElapsedTimer timer;
    timer.start();
    const auto index = EntryIndex::build(inputs);
    const qint64 ms = timer.elapsed();
    qInfo("built %d nodes in %lld ms", index.size(), ms);
    QCOMPARE(index.entryCount(), 100'000);
    QCOMPARE(index.size(), 1 + 1 + 7 + 7 * 13 + 100'000);
    QVERIFY2(ms < 3000, "building a 100k index must stay well under a second on a normal machine");
}

void TestEntryIndex::patchesIntoPreparedMemory()
{
    // A 100k-node tree is ~15 MB: written into fresh memory it takes ~3,700 page faults (tens of ms in an editor's
    // undo); into memory prepared beforehand, none beyond a few for the patch's own bookkeeping.
    const auto inputs = manyFiles(100'000);
    const EntryIndex index = EntryIndex::build(inputs);
    entryindex::prepareStorage(std::size_t(index.size()));
    EntryIndex::Input renamed = inputs[5];
    renamed.path = QStringLiteral("data/pack5/renamed.bin");
    const long before = minorPageFaults();
    const EntryIndex patched
        = index.patched({QStringLiteral("data/pack5/file5.bin"), QStringLiteral("data/pack5/renamed.bin")}, {renamed});
    const long faults = minorPageFaults() - before;
    qInfo("patched %d nodes with %ld page faults", patched.size(), faults);
    QCOMPARE(patched.size(), index.size());
    QVERIFY(patched.find(u"data/pack5/renamed.bin") >= 0);
    QCOMPARE(patched.find(u"data/pack5/file5.bin"), -1);
    QVERIFY2(faults < 500, qPrintable(QStringLiteral("%1 page faults").arg(faults)));
}

void TestEntryIndex::reusesTheMemoryOfDroppedTrees()
{
    const auto inputs = manyFiles(150'000); // larger than the trees before: it cannot take an array they left
    const EntryIndex::Node *first = nullptr;
    {
        const EntryIndex dropped = EntryIndex::build(inputs);
        first = &dropped.node(EntryIndex::Root);
    }
    const EntryIndex next = EntryIndex::build(inputs);
    QCOMPARE(&next.node(EntryIndex::Root), first);
    QCOMPARE(next.entryCount(), 150'000);
    QCOMPARE(next.node(next.find(u"data/pack3")).childCount, 21'429); // i % 7 == 3 for i < 150,000

    // A small tree takes no kept memory: it is cheap to allocate, and the kept array stays for the large ones.
    const EntryIndex small = EntryIndex::build(manyFiles(10));
    QVERIFY(&small.node(EntryIndex::Root) != first);
}

QTEST_GUILESS_MAIN(TestEntryIndex)
#include "tst_entryindex.moc"
