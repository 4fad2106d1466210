// SPDX-License-Identifier: GPL-3.0-or-later
// Archive stacks in the window: File › Open as Stack…, the Source column, the Layers dock and reordering by drag.
#include "DefaultBackend.h"
#include "MainWindow.h"
#include "MessagePresenter.h"
#include "StackFixtures.h"
#include "controllers/StackController.h"
#include "mwb/core/LayeredArchive.h"
#include "mwb/widgets/ArchiveTreeModel.h"
#include "session/ArchiveSession.h"

#include <QListWidget>
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
    void openReorderAndClose();
};

void TestStackGui::openReorderAndClose()
{
    QStandardPaths::setTestModeEnabled(true);
    QSettings().clear();
    MainWindow window(gui::defaultBackend());
    window.messages()->setInteractive(false);
    QTemporaryDir dir;
    const QString lower = dir.filePath(QStringLiteral("lower.mpq"));
    const QString upper = dir.filePath(QStringLiteral("upper.mpq"));
    QVERIFY(test::writeMpq(lower, {{QStringLiteral("a.txt"), "lower a"}, {QStringLiteral("b.txt"), "lower b"}}));
    QVERIFY(test::writeMpq(upper, {{QStringLiteral("a.txt"), "upper a"}}));

    gui::StackController *stacks = window.stackController();
    QSignalSpy opened(stacks, &gui::StackController::stackOpened);
    stacks->openStack({lower, upper});
    QVERIFY(QTest::qWaitFor([&opened] { return !opened.isEmpty(); }, 20000));
    QVERIFY(std::dynamic_pointer_cast<const LayeredArchive>(window.archive()));
    QCOMPARE(window.model()->fieldOfColumn(1), ArchiveTreeModel::Field::Source);
    QCOMPARE(sourceOf(*window.model(), QStringLiteral("a.txt")), QStringLiteral("upper.mpq"));
    QCOMPARE(sourceOf(*window.model(), QStringLiteral("b.txt")), QStringLiteral("lower.mpq"));
    QListWidget *list = stacks->layersList();
    QVERIFY(list->parentWidget()->isVisibleTo(&window));
    QCOMPARE(listed(*list), (QStringList{QStringLiteral("upper.mpq"), QStringLiteral("lower.mpq")}));
    list->doItemsLayout(); // the view itself knows the rows (not only the model)
    QVERIFY(!list->visualItemRect(list->item(1)).isEmpty());
    QVERIFY(!window.session().canEdit());

    // Dragging lower.mpq above upper.mpq rebuilds the stack: lower.mpq now supplies a.txt.
    QVERIFY(list->model()->moveRow({}, 1, {}, 0));
    QVERIFY(QTest::qWaitFor([&opened] { return opened.size() == 2; }, 20000));
    QCOMPARE(sourceOf(*window.model(), QStringLiteral("a.txt")), QStringLiteral("lower.mpq"));
    QCOMPARE(listed(*list), (QStringList{QStringLiteral("lower.mpq"), QStringLiteral("upper.mpq")}));

    // Opening a plain archive hides the dock.
    window.setArchive({});
    QVERIFY(!list->parentWidget()->isVisibleTo(&window));
    QCOMPARE(list->count(), 0);
}

QTEST_MAIN(TestStackGui)
#include "tst_stackgui.moc"
