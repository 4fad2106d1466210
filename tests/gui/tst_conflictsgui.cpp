// SPDX-License-Identifier: GPL-3.0-or-later
// File › Show Conflicts… and Merge into New Mod… on a stack of generated mods: the files, the property conflicts,
// the matrix, a winner picked in the dialog and the merge job.
#include "ConflictFixtures.h"
#include "DefaultBackend.h"
#include "MainWindow.h"
#include "MessagePresenter.h"
#include "WindowControllers.h"
#include "controllers/ConflictsController.h"
#include "controllers/StackController.h"
#include "documents/DocumentManager.h"
#include "dialogs/ConflictsDialog.h"
#include "mwb/formats/tl2dat/DatVersions.h"
#include "mwb/formats/tl2mod/ModArchive.h"
#include "mwb/formats/tl2mod/ModVerifier.h"

#include <QAction>
#include <QComboBox>
#include <QMenu>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTest>
#include <QTreeWidget>

using namespace mwb;
using namespace mwb::test::conflicts;
using mwb::gui::ConflictsController;
using mwb::gui::ConflictsDialog;
using mwb::gui::MainWindow;

namespace {

QTreeWidgetItem *topItem(QTreeWidget *tree, const QString &path)
{
    for (int i = 0; i < tree->topLevelItemCount(); ++i) {
        if (tree->topLevelItem(i)->text(0) == path)
            return tree->topLevelItem(i);
    }
    return nullptr;
}

QAction *actionNamed(const MainWindow &window, const QString &text)
{
    for (QAction *action : window.findChildren<QAction *>()) {
        if (action->text() == text)
            return action;
    }
    return nullptr;
}

} // namespace

class TestConflictsGui : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void showPickAndMerge();
    void baseOffersTheGamesArchive();
};

void TestConflictsGui::showPickAndMerge()
{
    QStandardPaths::setTestModeEnabled(true);
    QSettings().clear();
    QTemporaryDir dir;
    QVERIFY(writeLoadOrder(dir.path()));
    MainWindow window(gui::defaultBackend());
    window.messages()->setInteractive(false);
    QAction *show = actionNamed(window, ConflictsController::tr("Show Conf&licts…"));
    QAction *merge = actionNamed(window, ConflictsController::tr("Mer&ge into New Mod…"));
    QVERIFY(show && merge);
    QVERIFY(!show->isEnabled());

    auto *stacks = test::controller<gui::StackController>(window);
    stacks->openStack({dir.filePath(QStringLiteral("A.MOD")), dir.filePath(QStringLiteral("B.MOD")),
        dir.filePath(QStringLiteral("C.MOD"))});
    QVERIFY(QTest::qWaitFor([&window] { return window.documents().currentArchive(); }, 20000));
    QVERIFY(show->isEnabled() && merge->isEnabled());

    auto *controller = test::controller<ConflictsController>(window);
    QSignalSpy analyzed(controller, &ConflictsController::analyzed);
    show->trigger();
    QVERIFY(QTest::qWaitFor([&analyzed] { return !analyzed.isEmpty(); }, 20000));
    auto *dialog = window.findChild<ConflictsDialog *>();
    QVERIFY(dialog && dialog->isVisible());
    QVERIFY(!dialog->report().withBase);
    QTreeWidgetItem *sword = topItem(dialog->filesTree(), kSword);
    QVERIFY(sword);
    QCOMPARE(sword->childCount(), 5); // every differing property, possible conflicts

    controller->showConflicts(dir.filePath(QStringLiteral("base")));
    QVERIFY(QTest::qWaitFor([&analyzed] { return analyzed.size() == 2; }, 20000));
    QCOMPARE(window.findChildren<ConflictsDialog *>().size(), qsizetype(1));
    QVERIFY(dialog->report().withBase);
    sword = topItem(dialog->filesTree(), kSword);
    QVERIFY(sword);
    QCOMPARE(sword->text(3), QStringLiteral("C.MOD"));
    QCOMPARE(sword->childCount(), 2); // DAMAGE (conflict), SPEED (same value)
    QCOMPARE(sword->child(0)->text(0), QStringLiteral("UNIT/DAMAGE"));
    const auto *loadOrderBox = qobject_cast<QComboBox *>(dialog->filesTree()->itemWidget(sword->child(0), 3));
    QVERIFY(loadOrderBox);
    QCOMPARE(loadOrderBox->currentText(), QStringLiteral("B.MOD"));
    QVERIFY(!dialog->filesTree()->itemWidget(sword->child(1), 3));
    QVERIFY(topItem(dialog->filesTree(), QStringLiteral("MEDIA/UNITDATA.RAW")));
    QTableWidget *matrix = dialog->matrixTable();
    QCOMPARE(matrix->rowCount(), 3);
    QCOMPARE(matrix->item(0, 1)->text(), QStringLiteral("1"));
    QCOMPARE(matrix->item(1, 2)->text(), QStringLiteral("0"));
    QVERIFY(dialog->chosenWinners().isEmpty());

    merge->trigger(); // the same dialog, analyzed again against the base chosen last
    QVERIFY(QTest::qWaitFor([&analyzed] { return analyzed.size() == 3; }, 20000));
    QCOMPARE(window.findChildren<ConflictsDialog *>().size(), qsizetype(1));
    QVERIFY(dialog->report().withBase);
    sword = topItem(dialog->filesTree(), kSword);
    auto *damageBox = qobject_cast<QComboBox *>(dialog->filesTree()->itemWidget(sword->child(0), 3));
    QVERIFY(damageBox);
    damageBox->setCurrentIndex(damageBox->findText(QStringLiteral("A.MOD")));
    QCOMPARE(dialog->chosenWinners().size(), 1);
    QVERIFY(dialog->chooseWinner(kIcon, {}, 0)); // the file-level conflict's box
    QVERIFY(!dialog->chooseWinner(kShield, {}, 0)); // harmless: no box
    QCOMPARE(dialog->chosenWinners().size(), 2);
    QSignalSpy merged(controller, &ConflictsController::merged);
    const QString output = dir.filePath(QStringLiteral("MERGED.MOD"));
    dialog->mergeInto(output);
    QVERIFY(QTest::qWaitFor([&merged] { return !merged.isEmpty(); }, 30000));
    const auto report = merged.front().front().value<conflicts::MergeReport>();
    QCOMPARE(report.chosen, 2);
    auto mod = formats::tl2mod::ModArchive::open(output);
    QVERIFY(mod);
    SilentProgress progress;
    const auto verified = formats::tl2mod::verifyMod(**mod, progress);
    QVERIFY(verified && verified->gameAccepts());
    for (const EntryIndex::Input &input : (*mod)->indexInputs()) {
        if (input.path == kIcon)
            QCOMPARE(*(*mod)->readEntry(input.entry), QByteArray("icon of A"));
        if (input.path != kSword)
            continue;
        const auto documents = formats::tl2dat::loadDatVersions({*(*mod)->readEntry(input.entry), baseFiles().value(kSword)}, kSword);
        QVERIFY(documents);
        QCOMPARE(documents->front().root.value(u"DAMAGE"), QStringLiteral("12"));
        QCOMPARE(documents->front().root.value(u"RANGE"), QStringLiteral("2.5"));
    }
}

void TestConflictsGui::baseOffersTheGamesArchive()
{
    ConflictsDialog dialog;
    QVERIFY(!dialog.baseButton()->menu()); // no game known: the button asks for a folder
    const QString pak = QStringLiteral("/games/Torchlight II/PAKS/DATA.PAK");
    dialog.setGameArchive(pak);
    QMenu *menu = dialog.baseButton()->menu();
    QVERIFY(menu);
    QCOMPARE(menu->actions().size(), 2);
    QSignalSpy requested(&dialog, &ConflictsDialog::baseRequested);
    menu->actions().constFirst()->trigger();
    QCOMPARE(requested.size(), 1);
    QCOMPARE(requested.constFirst().constFirst().toString(), pak);
    dialog.setGameArchive({});
    QVERIFY(!dialog.baseButton()->menu());
}

QTEST_MAIN(TestConflictsGui)
#include "tst_conflictsgui.moc"
