// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/widgets/PropertyModel.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

using mwb::Property;
using mwb::PropertyGroup;
using mwb::PropertyModel;

class TestPropertyModel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void groupsAndRows();
    void setRowsKeepsOtherGroups();
};

void TestPropertyModel::groupsAndRows()
{
    PropertyModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setGroups({{QStringLiteral("Cell"), {{QStringLiteral("Position"), QStringLiteral("(1, 2)"), -1, {}}}},
        {QStringLiteral("Statistics"),
            {{QStringLiteral("Title"), QStringLiteral("Legend"), 0x1A, QStringLiteral("header text")},
                {QStringLiteral("Walkable"), QStringLiteral("12"), -1, {}}}}});
    QCOMPARE(model.rowCount(), 2);
    QCOMPARE(model.columnCount(), 3);
    const QModelIndex statistics = model.index(1, 0);
    QCOMPARE(statistics.data().toString(), QStringLiteral("Statistics"));
    QCOMPARE(model.rowCount(statistics), 2);
    QCOMPARE(model.rowCount(model.index(1, 1)), 0); // only column 0 has children
    const QModelIndex title = model.index(0, PropertyModel::OffsetColumn, statistics);
    QCOMPARE(title.parent(), statistics);
    QCOMPARE(title.data().toString(), QStringLiteral("0x0000001A"));
    QCOMPARE(title.data(PropertyModel::OffsetRole).toLongLong(), 0x1A);
    QCOMPARE(model.index(1, PropertyModel::OffsetColumn, statistics).data().toString(), QString());
    QVERIFY(model.index(0, PropertyModel::ValueColumn, statistics).data(Qt::ToolTipRole).toString().contains(
        QStringLiteral("header text")));
    QCOMPARE(model.value(1, QStringLiteral("Walkable")), QStringLiteral("12"));
    QCOMPARE(model.value(1, QStringLiteral("Missing")), QString());
    QCOMPARE(model.value(7, QStringLiteral("Walkable")), QString());
    QCOMPARE(model.headerData(PropertyModel::ValueColumn, Qt::Horizontal, Qt::DisplayRole).toString(),
        QStringLiteral("Value"));
}

void TestPropertyModel::setRowsKeepsOtherGroups()
{
    PropertyModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setGroups({{QStringLiteral("Cell"), {}}, {QStringLiteral("Statistics"), {{QStringLiteral("A"), {}, -1, {}}}}});
    QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
    QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
    QSignalSpy removed(&model, &QAbstractItemModel::rowsRemoved);
    std::vector<Property> rows{{QStringLiteral("x"), QStringLiteral("1"), 4, {}}, {QStringLiteral("y"), QStringLiteral("2"), -1, {}}};
    model.setRows(0, rows);
    QCOMPARE(model.rowCount(model.index(0, 0)), 2);
    rows[0].value = QStringLiteral("5");
    model.setRows(0, rows); // same count: dataChanged only
    QCOMPARE(model.value(0, QStringLiteral("x")), QStringLiteral("5"));
    model.setRows(0, {{QStringLiteral("only"), QStringLiteral("row"), -1, {}}});
    QCOMPARE(model.rowCount(model.index(0, 0)), 1);
    model.setRows(3, {}); // no such group: ignored
    QCOMPARE(reset.size(), 0);
    QCOMPARE(inserted.size(), 1);
    QCOMPARE(removed.size(), 1);
    QCOMPARE(model.value(1, QStringLiteral("A")), QString());
    QCOMPARE(model.rowCount(model.index(1, 0)), 1);
}

QTEST_MAIN(TestPropertyModel)
#include "tst_propertymodel.moc"
