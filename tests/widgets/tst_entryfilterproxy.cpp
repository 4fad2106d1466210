// SPDX-License-Identifier: GPL-3.0-or-later
#include "SyntheticIndex.h"
#include "mwb/widgets/ArchiveTreeModel.h"
#include "mwb/widgets/EntryFilterProxy.h"

#include <QAbstractItemModelTester>
#include <QElapsedTimer>
#include <QTest>

using mwb::ArchiveTreeModel;
using mwb::EntryFilterProxy;
using mwb::EntryIndex;
using mwb::test::fileInput;

class TestEntryFilterProxy : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void passesModelTesterOn100k();
    void passesModelTesterWhileFiltering();
    void keepsParentsOfMatches();
    void filters100kQuickly();
    void sortsSizesNumerically();
    void sortsDirectoriesFirstAndNamesNaturally();
};

namespace {
/// Leaves (rows without children) below `parent`, counted through the proxy.
int countLeaves(const QAbstractItemModel &model, const QModelIndex &parent = {})
{
    int leaves = 0;
    for (int row = 0; row < model.rowCount(parent); ++row) {
        const QModelIndex child = model.index(row, 0, parent);
        leaves += model.rowCount(child) == 0 ? 1 : countLeaves(model, child);
    }
    return leaves;
}
} // namespace

void TestEntryFilterProxy::passesModelTesterOn100k()
{
    ArchiveTreeModel model;
    EntryFilterProxy proxy;
    proxy.setSourceModel(&model);
    QAbstractItemModelTester tester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QElapsedTimer clock;
    clock.start();
    model.setIndex(mwb::test::syntheticIndex(100'000));
    proxy.sort(2, Qt::DescendingOrder);
    proxy.sort(-1);
    qInfo("tester over the proxy, 100k entries, reset + 2 sorts: %lld ms", clock.elapsed());
    QCOMPARE(proxy.rowCount(), 1);
}

void TestEntryFilterProxy::passesModelTesterWhileFiltering()
{
    // The tester re-checks every removed/inserted range, so filtering runs over a smaller index.
    ArchiveTreeModel model;
    EntryFilterProxy proxy;
    proxy.setSourceModel(&model);
    QAbstractItemModelTester tester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setIndex(mwb::test::syntheticIndex(300));
    proxy.setFilterText(QStringLiteral("file29"));
    proxy.sort(2, Qt::DescendingOrder);
    proxy.setFilterText(QStringLiteral("file1"));
    proxy.setFilterText(QString());
    proxy.sort(-1);
    model.setIndex(mwb::test::syntheticIndex(100));
    QCOMPARE(proxy.rowCount(), 1);
}

void TestEntryFilterProxy::keepsParentsOfMatches()
{
    ArchiveTreeModel model;
    EntryFilterProxy proxy;
    proxy.setSourceModel(&model);
    model.setIndex(mwb::test::syntheticIndex(1000));
    proxy.setFilterText(QStringLiteral("UNIQUE_NEEDLE")); // case-insensitive
    QCOMPARE(proxy.rowCount(), 1);
    const QModelIndex data = proxy.index(0, 0);
    QCOMPARE(data.data().toString(), QStringLiteral("data"));
    QCOMPARE(proxy.rowCount(data), 1);
    QCOMPARE(proxy.index(0, 0, data).data().toString(), QStringLiteral("unique_needle.txt"));

    proxy.setFilterText(QStringLiteral("file12")); // file12, file120..129 in three levels of folders
    QCOMPARE(countLeaves(proxy), 11);
    const QModelIndex dir = proxy.index(0, 0, proxy.index(0, 0, proxy.index(0, 0)));
    QVERIFY(dir.data(ArchiveTreeModel::IsDirRole).toBool());
    QVERIFY(dir.data().toString().startsWith(QStringLiteral("dir")));

    proxy.setFilterText(QString());
    QCOMPARE(countLeaves(proxy), 1001);
}

void TestEntryFilterProxy::filters100kQuickly()
{
    ArchiveTreeModel model;
    EntryFilterProxy proxy;
    proxy.setSourceModel(&model);
    model.setIndex(mwb::test::syntheticIndex(100'000));
    QCOMPARE(proxy.rowCount(), 1);

    // The proxy maps lazily: the recursive scan happens when the root's rows are first asked for, as a view does.
    const auto timed = [&proxy](const QString &text) {
        QElapsedTimer clock;
        clock.start();
        proxy.setFilterText(text);
        const int rows = proxy.rowCount();
        const qint64 ms = clock.elapsed();
        return std::pair{rows, ms};
    };
    const auto [narrowRows, narrow] = timed(QStringLiteral("file4242"));
    QCOMPARE(narrowRows, 1);
    QCOMPARE(countLeaves(proxy), 11); // file4242 and file42420..42429
    const auto [broadRows, broad] = timed(QStringLiteral(".bin")); // every file matches
    QCOMPARE(broadRows, 1);
    const auto [noRows, none] = timed(QStringLiteral("no such entry"));
    QCOMPARE(noRows, 0);
    const auto [allRows, clear] = timed(QString());
    QCOMPARE(allRows, 1);
    QElapsedTimer walk;
    walk.start();
    QCOMPARE(countLeaves(proxy), 100'001);
    qInfo("filtering 100k entries: narrow %lld ms, broad %lld ms, no match %lld ms, clear %lld ms; "
          "walking every row after clearing %lld ms",
        narrow, broad, none, clear, walk.elapsed());
    for (const qint64 ms : {narrow, broad, none, clear})
        QVERIFY2(ms < 2000, qPrintable(QString::number(ms)));
}

void TestEntryFilterProxy::sortsSizesNumerically()
{
    std::vector<EntryIndex::Input> inputs{fileInput(QStringLiteral("a"), 9 * 1024, 10, 0),
        fileInput(QStringLiteral("b"), 10 * 1024, 9, 1), fileInput(QStringLiteral("c"), 100, 1000, 2)};
    ArchiveTreeModel model;
    model.setIndex(std::make_shared<const EntryIndex>(EntryIndex::build(inputs)));
    EntryFilterProxy proxy;
    proxy.setSourceModel(&model);
    proxy.sort(1, Qt::AscendingOrder); // Size: "100 bytes" < "9 KiB" < "10 KiB"
    QCOMPARE(proxy.index(0, 0).data().toString(), QStringLiteral("c"));
    QCOMPARE(proxy.index(1, 0).data().toString(), QStringLiteral("a"));
    QCOMPARE(proxy.index(2, 0).data().toString(), QStringLiteral("b"));
    proxy.sort(2, Qt::DescendingOrder); // Packed: 1000 > 10 > 9
    QCOMPARE(proxy.index(0, 0).data().toString(), QStringLiteral("c"));
    QCOMPARE(proxy.index(1, 0).data().toString(), QStringLiteral("a"));
    QCOMPARE(proxy.index(2, 0).data().toString(), QStringLiteral("b"));
}

void TestEntryFilterProxy::sortsDirectoriesFirstAndNamesNaturally()
{
    std::vector<EntryIndex::Input> inputs{fileInput(QStringLiteral("file10"), 1, 1, 0),
        fileInput(QStringLiteral("file9"), 1, 1, 1), fileInput(QStringLiteral("zdir/x"), 1, 1, 2)};
    ArchiveTreeModel model;
    model.setIndex(std::make_shared<const EntryIndex>(EntryIndex::build(inputs)));
    EntryFilterProxy proxy;
    proxy.setSourceModel(&model);
    proxy.sort(0, Qt::AscendingOrder);
    QCOMPARE(proxy.index(0, 0).data().toString(), QStringLiteral("zdir"));
    QCOMPARE(proxy.index(1, 0).data().toString(), QStringLiteral("file9"));
    QCOMPARE(proxy.index(2, 0).data().toString(), QStringLiteral("file10"));
    proxy.sort(0, Qt::DescendingOrder);
    QCOMPARE(proxy.index(0, 0).data().toString(), QStringLiteral("zdir"));
    QCOMPARE(proxy.index(1, 0).data().toString(), QStringLiteral("file10"));
}

QTEST_MAIN(TestEntryFilterProxy)
#include "tst_entryfilterproxy.moc"
