// SPDX-License-Identifier: GPL-3.0-or-later
#include "SyntheticIndex.h"
#include "mwb/widgets/ArchiveTreeModel.h"
#include "mwb/widgets/ArchiveView.h"
#include "mwb/widgets/EntryFilterProxy.h"

#include <QAction>
#include <QLineEdit>
#include <QMenu>
#include <QSignalSpy>
#include <QStackedWidget>
#include <QTest>
#include <QTreeView>

using mwb::ArchiveTreeModel;
using mwb::ArchiveView;

namespace {
/// A view over a model holding `entries` synthetic entries (none: empty model).
struct ViewFixture
{
    explicit ViewFixture(int entries = 0)
    {
        if (entries > 0)
            model.setIndex(mwb::test::syntheticIndex(entries));
        view.setModel(&model);
    }
    ArchiveTreeModel model;
    ArchiveView view;
};
} // namespace

class TestArchiveView : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void showsPlaceholderWhileEmpty();
    void debouncesTheFilter();
    void expandsFilteredMatches();
    void reportsSelectedNodes();
    void treeStateSurvivesARebuiltIndex();
    void contextMenuListsTheTreesActionsWithTooltips();
};

void TestArchiveView::showsPlaceholderWhileEmpty()
{
    ViewFixture fixture;
    auto &[model, view] = fixture;
    view.setPlaceholderText(QStringLiteral("nothing"));
    auto *pages = view.findChild<QStackedWidget *>();
    QVERIFY(pages);
    QVERIFY(pages->currentWidget() != view.treeView());
    QVERIFY(!view.filterEdit()->isEnabled());
    model.setIndex(mwb::test::syntheticIndex(50));
    QCOMPARE(pages->currentWidget(), view.treeView());
    QVERIFY(view.filterEdit()->isEnabled());
    QVERIFY(view.treeView()->uniformRowHeights());
    QVERIFY(view.treeView()->isExpanded(view.proxy()->index(0, 0))); // the lone top folder
}

void TestArchiveView::debouncesTheFilter()
{
    ViewFixture fixture(100'000);
    auto &[model, view] = fixture;
    QSignalSpy applied(&view, &ArchiveView::filterApplied);
    QTest::keyClicks(view.filterEdit(), QStringLiteral("needle"));
    QVERIFY(view.proxy()->filterText().isEmpty()); // not on every keystroke
    QVERIFY(applied.wait(ArchiveView::kFilterDelayMs * 10));
    QCOMPARE(applied.count(), 1);
    QCOMPARE(applied.at(0).at(0).toString(), QStringLiteral("needle"));
    qInfo("ArchiveView filter of 100k entries applied in %lld ms", applied.at(0).at(1).toLongLong());
    QCOMPARE(view.proxy()->filterText(), QStringLiteral("needle"));
}

void TestArchiveView::expandsFilteredMatches()
{
    ViewFixture fixture(10'000);
    auto &[model, view] = fixture;
    QSignalSpy applied(&view, &ArchiveView::filterApplied);
    view.filterEdit()->setText(QStringLiteral("file4242"));
    QVERIFY(applied.wait(ArchiveView::kFilterDelayMs * 10));
    const QModelIndex data = view.proxy()->index(0, 0);
    const QModelIndex pack = view.proxy()->index(0, 0, data);
    const QModelIndex dir = view.proxy()->index(0, 0, pack);
    QVERIFY(view.treeView()->isExpanded(data));
    QVERIFY(view.treeView()->isExpanded(pack));
    QVERIFY(view.treeView()->isExpanded(dir));
    QCOMPARE(view.proxy()->index(0, 0, dir).data().toString(), QStringLiteral("file4242.bin"));
}

void TestArchiveView::reportsSelectedNodes()
{
    ViewFixture fixture(100);
    auto &[model, view] = fixture;
    QSignalSpy changed(&view, &ArchiveView::selectionChanged);
    QVERIFY(view.selectedNodes().empty());
    const QModelIndex data = view.proxy()->index(0, 0);
    const QModelIndex needle = view.proxy()->index(view.proxy()->rowCount(data) - 1, 0, data);
    view.treeView()->selectionModel()->select(needle, QItemSelectionModel::Select | QItemSelectionModel::Rows);
    QVERIFY(changed.count() >= 1);
    const auto nodes = view.selectedNodes();
    QCOMPARE(nodes.size(), std::size_t(1));
    QCOMPARE(model.entryIndex()->node(nodes.front()).name, QStringLiteral("unique_needle.txt"));
}

void TestArchiveView::treeStateSurvivesARebuiltIndex()
{
    ViewFixture fixture(100);
    auto &[model, view] = fixture;
    QVERIFY(view.selectPath(QStringLiteral("data/pack3/dir10/file10.bin")));
    ArchiveView::TreeState state = view.treeState();
    QCOMPARE(state.selected, QStringList{QStringLiteral("data/pack3/dir10/file10.bin")});
    QCOMPARE(state.current, QStringLiteral("data/pack3/dir10/file10.bin"));
    QVERIFY(state.expanded.contains(QStringLiteral("data/pack3/dir10")));

    model.setIndex(mwb::test::syntheticIndex(100)); // a new index object: nothing selected, folders collapsed
    QVERIFY(view.selectedPaths().isEmpty());
    state.expanded << QStringLiteral("data/pack9"); // gone: skipped
    view.restoreTreeState(state);
    QCOMPARE(view.selectedPaths(), QStringList{QStringLiteral("data/pack3/dir10/file10.bin")});
    QVERIFY(view.treeView()->isExpanded(view.treeView()->currentIndex().parent()));
    QVERIFY(view.treeState().expanded.contains(QStringLiteral("data/pack3")));
    QVERIFY(!view.treeState().expanded.contains(QStringLiteral("data/pack9")));
}

void TestArchiveView::contextMenuListsTheTreesActionsWithTooltips()
{
    ViewFixture fixture(10);
    auto &[model, view] = fixture;
    QAction disabled(QStringLiteral("Delete"));
    disabled.setEnabled(false);
    disabled.setToolTip(QStringLiteral("cannot be edited"));
    view.treeView()->addAction(&disabled);
    const std::unique_ptr<QMenu> menu(view.createContextMenu());
    QCOMPARE(menu->actions(), QList<QAction *>{&disabled});
    QVERIFY(menu->toolTipsVisible());
    QCOMPARE(view.treeView()->contextMenuPolicy(), Qt::CustomContextMenu);
}

QTEST_MAIN(TestArchiveView)
#include "tst_archiveview.moc"
