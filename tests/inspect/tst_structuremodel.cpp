// SPDX-License-Identifier: GPL-3.0-or-later
// StructureModel: QAbstractItemModelTester with lazy lists, a 1,000,000-row list shown in a tree view without making
// its rows, indexForOffset() through eager, offset-less and lazy levels, columns and roles.
#include "StructureTestUtil.h"
#include "mwb/core/ContentDescriber.h"
#include "mwb/widgets/StructureModel.h"

#include <QAbstractItemModelTester>
#include <QElapsedTimer>
#include <QScrollBar>
#include <QTest>
#include <QTreeView>

#include <atomic>
#include <memory>

using mwb::StructureModel;
using mwb::StructureNode;
using namespace Qt::StringLiterals;

namespace {

constexpr int kMillion = 1'000'000;

/// A list of `count` 8-byte records from `offset`, each a group of two u32 fields; counts the rows made.
StructureNode recordList(const QString &name, qint64 offset, int count, const std::shared_ptr<std::atomic<int>> &made)
{
    StructureNode list = StructureNode::group(name, offset, 8 * qint64(count));
    list.lazyCount = count;
    list.makeChild = [offset, made](int row) {
        ++*made;
        const qint64 at = offset + 8 * qint64(row);
        StructureNode record = StructureNode::group(u"[%1]"_s.arg(row), at, 8);
        record.children.push_back(StructureNode::field(u"id"_s, QString::number(row), u"u32"_s, at, 4));
        record.children.push_back(StructureNode::field(u"flags"_s, u"0x0"_s, u"u32"_s, at + 4, 4));
        return record;
    };
    return list;
}

/// Header [0, 16) of four u32 fields, a computed group, a 1000-record list at 16 and a lazy list of lazy lists.
StructureNode sampleTree(const std::shared_ptr<std::atomic<int>> &made)
{
    StructureNode root = StructureNode::group(u"sample"_s, 0, 16 + 8000 + 3 * 2400);
    StructureNode header = StructureNode::group(u"Header"_s, 0, 16);
    for (int i = 0; i < 4; ++i)
        header.children.push_back(StructureNode::field(u"f%1"_s.arg(i), QString::number(i), u"u32"_s, 4 * i, 4));
    root.children.push_back(std::move(header));
    StructureNode computed = StructureNode::group(u"Computed"_s);
    computed.children.push_back(StructureNode::field(u"total"_s, u"42"_s, {}, -1, 0));
    root.children.push_back(std::move(computed));
    root.children.push_back(recordList(u"Records"_s, 16, 1000, made));
    StructureNode pages = StructureNode::group(u"Pages"_s, 8016, 3 * 2400);
    pages.lazyCount = 3;
    pages.makeChild = [made](int row) {
        return recordList(u"page %1"_s.arg(row), 8016 + 2400 * qint64(row), 300, made);
    };
    root.children.push_back(std::move(pages));
    return root;
}

StructureNode millionRows(const std::shared_ptr<std::atomic<int>> &made)
{
    StructureNode root;
    StructureNode list = StructureNode::group(u"Hash table"_s, 0, 4 * qint64(kMillion));
    list.lazyCount = kMillion;
    list.makeChild = [made](int row) {
        ++*made;
        return StructureNode::field(u"[%1]"_s.arg(row), QString::number(row), u"u32"_s, 4 * qint64(row), 4);
    };
    root.children.push_back(std::move(list));
    return root;
}

} // namespace

class TestStructureModel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void modelTester();
    void columnsAndRoles();
    void lazyRowsArriveInBatches();
    void millionRowsInATreeView();
    void indexForOffset_data();
    void indexForOffset();
    void indexForOffsetInAMillionRows();
    void indexForOffsetOnADescribedPng();
    void setRootResets();
};

void TestStructureModel::modelTester()
{
    auto made = std::make_shared<std::atomic<int>>(0);
    StructureModel model;
    model.setRoot(sampleTree(made));
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    const QModelIndex records = model.index(2, 0);
    while (model.canFetchMore(records))
        model.fetchMore(records);
    QCOMPARE(model.rowCount(records), 1000);
    const QModelIndex pages = model.index(3, 0);
    while (model.canFetchMore(pages))
        model.fetchMore(pages);
    const QModelIndex page = model.index(1, 0, pages);
    while (model.canFetchMore(page))
        model.fetchMore(page);
    QCOMPARE(model.rowCount(page), 300);
    QCOMPARE(model.index(299, 0, page).data().toString(), u"[299]"_s);
    model.setRoot(sampleTree(made));
}

void TestStructureModel::columnsAndRoles()
{
    auto made = std::make_shared<std::atomic<int>>(0);
    StructureModel model;
    model.setRoot(sampleTree(made));
    QCOMPARE(model.columnCount(), 5);
    QCOMPARE(model.headerData(StructureModel::OffsetColumn, Qt::Horizontal, Qt::DisplayRole).toString(), u"Offset"_s);
    const QModelIndex header = model.index(0, 0);
    const QModelIndex f2 = model.index(2, 0, header);
    QCOMPARE(f2.data().toString(), u"f2"_s);
    QCOMPARE(f2.siblingAtColumn(StructureModel::ValueColumn).data().toString(), u"2"_s);
    QCOMPARE(f2.siblingAtColumn(StructureModel::TypeColumn).data().toString(), u"u32"_s);
    QCOMPARE(f2.siblingAtColumn(StructureModel::OffsetColumn).data().toString(), u"0x00000008"_s);
    QCOMPARE(f2.siblingAtColumn(StructureModel::SizeColumn).data().toString(), u"4"_s);
    QCOMPARE(f2.data(StructureModel::OffsetRole).toLongLong(), 8);
    QCOMPARE(f2.data(StructureModel::SizeRole).toLongLong(), 4);
    const QModelIndex total = model.index(0, 0, model.index(1, 0));
    QCOMPARE(total.siblingAtColumn(StructureModel::OffsetColumn).data().toString(), QString());
    QCOMPARE(total.siblingAtColumn(StructureModel::SizeColumn).data().toString(), QString());
    QCOMPARE(total.data(StructureModel::OffsetRole).toLongLong(), -1);
    QCOMPARE(model.node(total)->value, u"42"_s);
    QCOMPARE(model.node({}), nullptr);
}

void TestStructureModel::lazyRowsArriveInBatches()
{
    auto made = std::make_shared<std::atomic<int>>(0);
    StructureModel model;
    model.setRoot(sampleTree(made));
    const QModelIndex records = model.index(2, 0);
    QVERIFY(model.hasChildren(records));
    QCOMPARE(model.rowCount(records), 0);
    QVERIFY(model.canFetchMore(records));
    model.fetchMore(records);
    QCOMPARE(model.rowCount(records), StructureModel::kFetchBatch);
    QCOMPARE(made->load(), 0); // rows are announced, not made
    const QModelIndex row5 = model.index(5, 0, records);
    QCOMPARE(made->load(), 0);
    QCOMPARE(row5.data().toString(), u"[5]"_s);
    QCOMPARE(made->load(), 1);
    QCOMPARE(model.index(1, StructureModel::ValueColumn, row5).data().toString(), u"0x0"_s);
    QCOMPARE(made->load(), 1); // cached
    for (int i = 0; i < 3; ++i)
        model.fetchMore(records);
    QCOMPARE(model.rowCount(records), 1000);
    QVERIFY(!model.canFetchMore(records));
    QVERIFY(!model.canFetchMore(model.index(0, 0)));
}

void TestStructureModel::millionRowsInATreeView()
{
    auto made = std::make_shared<std::atomic<int>>(0);
    StructureModel model;
    model.setRoot(millionRows(made));
    QTreeView view;
    view.setUniformRowHeights(true);
    view.setModel(&model);
    view.resize(600, 400);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    const QModelIndex list = model.index(0, 0);
    view.expand(list);
    QCoreApplication::processEvents();
    QTRY_VERIFY(model.rowCount(list) > 0);
    view.viewport()->repaint();
    // Each layout of an expanded item fetches one batch: a few batches, nowhere near a million rows.
    const int fetched = model.rowCount(list);
    QVERIFY2(fetched >= StructureModel::kFetchBatch && fetched <= 4 * StructureModel::kFetchBatch,
        qPrintable(QString::number(fetched)));
    // Only the rows on screen (about 20 at this height) are made.
    const int shown = made->load();
    QVERIFY2(shown > 0 && shown <= 64, qPrintable(QString::number(shown)));
    view.verticalScrollBar()->setValue(view.verticalScrollBar()->maximum());
    view.viewport()->repaint();
    QVERIFY(model.rowCount(list) > fetched);
    QVERIFY(model.rowCount(list) < 8 * StructureModel::kFetchBatch);
    QVERIFY2(made->load() <= 2 * shown + 16, qPrintable(QString::number(made->load())));
    // A click on the last byte: every row up to it reaches the view, still without being made.
    QElapsedTimer timer;
    timer.start();
    const QModelIndex last = model.indexForOffset(4 * qint64(kMillion) - 1);
    view.setCurrentIndex(last);
    view.scrollTo(last);
    view.viewport()->repaint();
    qInfo("select the last of 1,000,000 rows: %lld ms, %d rows made", timer.elapsed(), made->load());
    QCOMPARE(model.rowCount(list), kMillion);
    QCOMPARE(view.currentIndex().data().toString(), u"[999999]"_s);
    QVERIFY2(made->load() <= 3 * shown + 64, qPrintable(QString::number(made->load())));
}

void TestStructureModel::indexForOffset_data()
{
    QTest::addColumn<qint64>("offset");
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("parentName");
    QTest::newRow("header field") << qint64(5) << u"f1"_s << u"Header"_s;
    QTest::newRow("record field") << qint64(16 + 8 * 700 + 6) << u"flags"_s << u"[700]"_s;
    QTest::newRow("first record") << qint64(16) << u"id"_s << u"[0]"_s;
    QTest::newRow("nested lazy") << qint64(8016 + 2400 + 8 * 299) << u"id"_s << u"[299]"_s;
    QTest::newRow("past the end") << qint64(16 + 8000 + 3 * 2400) << QString() << QString();
    QTest::newRow("negative") << qint64(-1) << QString() << QString();
}

void TestStructureModel::indexForOffset()
{
    QFETCH(qint64, offset);
    QFETCH(QString, name);
    QFETCH(QString, parentName);
    auto made = std::make_shared<std::atomic<int>>(0);
    StructureModel model;
    model.setRoot(sampleTree(made));
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    const QModelIndex found = model.indexForOffset(offset);
    QCOMPARE(found.data().toString(), name);
    QCOMPARE(found.parent().data().toString(), parentName);
    if (found.isValid()) {
        QCOMPARE(found.column(), 0);
        const qint64 start = found.data(StructureModel::OffsetRole).toLongLong();
        QVERIFY(offset >= start && offset < start + found.data(StructureModel::SizeRole).toLongLong());
    }
}

void TestStructureModel::indexForOffsetInAMillionRows()
{
    auto made = std::make_shared<std::atomic<int>>(0);
    StructureModel model;
    model.setRoot(millionRows(made));
    const QModelIndex found = model.indexForOffset(4 * qint64(kMillion) - 2);
    QCOMPARE(found.row(), kMillion - 1);
    QCOMPARE(found.data().toString(), u"[999999]"_s);
    QCOMPARE(model.node(found)->offset, 4 * qint64(kMillion) - 4);
    QCOMPARE(model.rowCount(model.index(0, 0)), kMillion);
    QVERIFY2(made->load() <= 25, qPrintable(QString::number(made->load())));
    const QModelIndex middle = model.indexForOffset(4 * 123'456 + 3);
    QCOMPARE(middle.row(), 123'456);
}

void TestStructureModel::indexForOffsetOnADescribedPng()
{
    const QByteArray png("\x89PNG\r\n\x1A\n\0\0\0\x0DIHDR\0\0\0\x25\0\0\0\x13\x08\x06\0\0\0\0\0\0\0", 33);
    auto described = mwb::describeContent(u"a.png"_s, png);
    QVERIFY(described.has_value());
    StructureModel model;
    model.setRoot(described->root);
    const QModelIndex width = model.indexForOffset(17);
    QCOMPARE(width.data().toString(), u"Width"_s);
    QCOMPARE(width.siblingAtColumn(StructureModel::ValueColumn).data().toString(), u"37"_s);
    QCOMPARE(width.parent().data().toString(), u"IHDR"_s);
    QCOMPARE(model.indexForOffset(3).data().toString(), u"Signature"_s);
}

void TestStructureModel::setRootResets()
{
    auto made = std::make_shared<std::atomic<int>>(0);
    StructureModel model;
    QCOMPARE(model.rowCount(), 0);
    QVERIFY(!model.indexForOffset(0).isValid());
    model.setRoot(sampleTree(made));
    QCOMPARE(model.rowCount(), 4);
    QCOMPARE(model.root().name, u"sample"_s);
    model.setRoot(millionRows(made));
    QCOMPARE(model.rowCount(), 1);
    QCOMPARE(model.index(0, 0).data().toString(), u"Hash table"_s);
}

QTEST_MAIN(TestStructureModel)
#include "tst_structuremodel.moc"
