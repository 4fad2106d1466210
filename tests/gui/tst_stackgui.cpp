// SPDX-License-Identifier: GPL-3.0-or-later
// Archive stacks in the window: File › Open as Stack…, the Source column, the Layers dock and reordering by drag,
// the "also in" rows of shadowed copies and their commands.
#include "DefaultBackend.h"
#include "MainWindow.h"
#include "MessagePresenter.h"
#include "StackFixtures.h"
#include "WindowControllers.h"
#include "controllers/ShadowedCopyController.h"
#include "controllers/StackController.h"
#include "mwb/core/LayeredArchive.h"
#include "mwb/widgets/ArchiveTreeModel.h"
#include "mwb/widgets/ArchiveView.h"
#include "DocumentWaits.h"

#include <QAction>
#include <QDialog>
#include <QDir>
#include <QFile>
#include <QListWidget>
#include <QTreeView>
#include <QTreeWidget>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

using namespace mwb;
using mwb::gui::MainWindow;

namespace {

/// The Source column's text of the model's rows below the root, by name.
QString sourceOf(const ArchiveTreeModel &model, const QString &name)
{
    int column = -1;
    for (int c = 0; c < model.columnCount(); ++c) {
        if (model.fieldOfColumn(c) == ArchiveTreeModel::Field::Source)
            column = c;
    }
    for (int row = 0; row < model.rowCount(); ++row) {
        if (model.index(row, 0).data().toString() == name)
            return column < 0 ? QStringLiteral("<no column>") : model.index(row, column).data().toString();
    }
    return QStringLiteral("<no row>");
}

gui::ArchiveDocument *current(const MainWindow &window)
{
    return window.documents().currentArchive();
}

/// The stack on screen, or null.
std::shared_ptr<const LayeredArchive> shownStack(const MainWindow &window)
{
    return current(window) ? std::dynamic_pointer_cast<const LayeredArchive>(current(window)->archive()) : nullptr;
}

/// The tree's context-menu command named `text` (shown or not).
QAction *treeAction(const MainWindow &window, const QString &text)
{
    for (QAction *action : current(window)->archiveView()->treeView()->actions()) {
        if (action->text() == text)
            return action;
    }
    return nullptr;
}

/// lower.mpq (a.txt, b.txt) and upper.mpq (a.txt) in `dir`, lowest priority first; empty when not written.
QStringList writeTwoLayers(const QTemporaryDir &dir)
{
    const QString lower = dir.filePath(QStringLiteral("lower.mpq"));
    const QString upper = dir.filePath(QStringLiteral("upper.mpq"));
    if (!test::writeMpq(lower, {{QStringLiteral("a.txt"), "lower a"}, {QStringLiteral("b.txt"), "lower b"}})
        || !test::writeMpq(upper, {{QStringLiteral("a.txt"), "upper a"}}))
        return {};
    return {lower, upper};
}

QStringList listed(const QListWidget &list)
{
    QStringList names;
    for (int row = 0; row < list.count(); ++row)
        names << list.item(row)->text();
    return names;
}

} // namespace

class TestStackGui : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init()
    {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
    }
    void openReorderAndClose();
    void shadowedCopiesCanBeExtractedComparedAndOpened();
};

void TestStackGui::openReorderAndClose()
{
    MainWindow window(gui::defaultBackend());
    window.messages()->setInteractive(false);
    QTemporaryDir dir;
    const QStringList layers = writeTwoLayers(dir);
    QVERIFY(!layers.isEmpty());

    gui::StackController *stacks = mwb::test::controller<mwb::gui::StackController>(window);
    stacks->openStack(layers);
    QVERIFY(QTest::qWaitFor([&window] { return shownStack(window) != nullptr; }, 20000));
    const auto *model = current(window)->model();
    QCOMPARE(model->fieldOfColumn(1), ArchiveTreeModel::Field::Source);
    QCOMPARE(sourceOf(*model, QStringLiteral("a.txt")), QStringLiteral("upper.mpq"));
    QCOMPARE(sourceOf(*model, QStringLiteral("b.txt")), QStringLiteral("lower.mpq"));
    QListWidget *list = stacks->layersList();
    QVERIFY(list->parentWidget()->isVisibleTo(&window));
    QCOMPARE(listed(*list), (QStringList{QStringLiteral("upper.mpq"), QStringLiteral("lower.mpq")}));
    list->doItemsLayout(); // the view itself knows the rows (not only the model)
    QVERIFY(!list->visualItemRect(list->item(1)).isEmpty());
    QVERIFY(!current(window)->canEdit());
    QVERIFY(current(window)->readOnlyReason().contains(QLatin1String("read-only")));

    // Dragging lower.mpq above upper.mpq rebuilds the stack in place of the old one: lower.mpq now supplies a.txt.
    const auto before = shownStack(window);
    QVERIFY(list->model()->moveRow({}, 1, {}, 0));
    QVERIFY(QTest::qWaitFor([&] { return shownStack(window) && shownStack(window) != before; }, 20000));
    QCOMPARE(window.documents().documents().size(), 1);
    QCOMPARE(sourceOf(*current(window)->model(), QStringLiteral("a.txt")), QStringLiteral("lower.mpq"));
    QCOMPARE(listed(*list), (QStringList{QStringLiteral("lower.mpq"), QStringLiteral("upper.mpq")}));

    // Closing the stack hides the dock.
    QVERIFY(window.documents().close(current(window)));
    QVERIFY(!list->parentWidget()->isVisibleTo(&window));
    QCOMPARE(list->count(), 0);
}

void TestStackGui::shadowedCopiesCanBeExtractedComparedAndOpened()
{
    MainWindow window(gui::defaultBackend());
    window.messages()->setInteractive(false);
    QTemporaryDir dir;
    const QStringList layers = writeTwoLayers(dir);
    QVERIFY(!layers.isEmpty());
    const QString &lower = layers[0];
    auto *stacks = mwb::test::controller<gui::StackController>(window);
    stacks->openStack(layers);
    QVERIFY(QTest::qWaitFor([&window] { return shownStack(window) != nullptr; }, 20000));

    // a.txt (from upper.mpq) expands to one "also in lower.mpq" row; b.txt has none.
    ArchiveView *view = current(window)->archiveView();
    QTreeView *tree = view->treeView();
    QVERIFY(view->selectPath(QStringLiteral("a.txt")));
    const QModelIndex a = tree->currentIndex().siblingAtColumn(0);
    QCOMPARE(tree->model()->rowCount(a), 1);
    const QModelIndex copyRow = tree->model()->index(0, 0, a);
    QCOMPARE(copyRow.data().toString(), QStringLiteral("also in lower.mpq"));
    QVERIFY(view->selectPath(QStringLiteral("b.txt")));
    QCOMPARE(tree->model()->rowCount(tree->currentIndex().siblingAtColumn(0)), 0);
    QAction *extract = treeAction(window, QStringLiteral("Extract This Copy…"));
    QVERIFY(extract);
    QVERIFY(!extract->isVisible()); // not on a file's own row

    tree->selectionModel()->setCurrentIndex(copyRow, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    QVERIFY(view->selectedNodes().empty()); // an "also in" row is no entry to edit or extract
    QVERIFY(extract->isVisible());
    QVERIFY(extract->isEnabled());
    auto *copies = mwb::test::controller<gui::ShadowedCopyController>(window);
    QCOMPARE(copies->current().copy, 0);

    // Extract writes the shadowed copy's bytes, not the ones in use.
    const QString target = dir.filePath(QStringLiteral("out/a-lower.txt"));
    QVERIFY(QDir().mkpath(dir.filePath(QStringLiteral("out"))));
    copies->extractTo(target);
    QVERIFY(QTest::qWaitFor([&target] { return QFile::exists(target); }, 20000));
    QFile written(target);
    QVERIFY(written.open(QIODevice::ReadOnly));
    QCOMPARE(written.readAll(), QByteArray("lower a"));

    // Compare shows what the copy in use changes in this one.
    QSignalSpy compared(copies, &gui::ShadowedCopyController::compared);
    copies->compareWithWinner();
    QVERIFY(QTest::qWaitFor([&compared] { return !compared.isEmpty(); }, 20000));
    auto *dialog = window.findChild<QDialog *>(QStringLiteral("CopyCompareDialog"));
    QVERIFY(dialog);
    QCOMPARE(dialog->windowTitle(), QStringLiteral("a.txt: lower.mpq → upper.mpq"));
    auto *changes = dialog->findChild<QTreeWidget *>();
    QVERIFY(changes);
    QVERIFY(changes->topLevelItemCount() > 0);
    dialog->close();

    // Open This Copy's Archive opens lower.mpq on its own, beside the stack, with a.txt selected.
    treeAction(window, QStringLiteral("Open This Copy's Archive"))->trigger();
    QVERIFY(QTest::qWaitFor([&window, &lower] { return current(window) && current(window)->location() == lower; }, 20000));
    QCOMPARE(current(window)->archiveView()->selectedPaths(), QStringList{QStringLiteral("a.txt")});
    QCOMPARE(window.documents().documents().size(), 2);
}

QTEST_MAIN(TestStackGui)
#include "tst_stackgui.moc"
