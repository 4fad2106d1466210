// SPDX-License-Identifier: GPL-3.0-or-later
// The Doctor dock: a WoW Data folder opened in the window is examined as a job and its findings listed; another
// archive hides the dock.
#include "DefaultBackend.h"
#include "MainWindow.h"
#include "MessagePresenter.h"
#include "WindowControllers.h"
#include "WowDoctorFixtures.h"
#include "controllers/StackController.h"
#include "controllers/WowDoctorController.h"
#include "documents/DocumentManager.h"

#include <QDockWidget>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>

using namespace mwb;

namespace {

/// The code column of the findings list, top to bottom.
QStringList codes(const QTreeWidget &tree)
{
    QStringList shown;
    for (int row = 0; row < tree.topLevelItemCount(); ++row)
        shown << tree.topLevelItem(row)->text(1);
    return shown;
}

/// The texts of `item`'s child rows.
QStringList childTexts(const QTreeWidgetItem &item)
{
    QStringList shown;
    for (int row = 0; row < item.childCount(); ++row)
        shown << item.child(row)->text(2);
    return shown;
}

} // namespace

class TestWowDoctorGui : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init()
    {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
    }
    void listsTheFindingsOfAnOpenDataFolder();
};

void TestWowDoctorGui::listsTheFindingsOfAnOpenDataFolder()
{
    gui::MainWindow window(gui::defaultBackend());
    window.messages()->setInteractive(false);
    QTemporaryDir dir;
    const QString data = dir.filePath(QStringLiteral("Data"));
    QVERIFY(test::writeBrokenDataFolder(data));
    auto *doctor = test::controller<gui::WowDoctorController>(window);
    QSignalSpy examined(doctor, &gui::WowDoctorController::examined);
    test::controller<gui::StackController>(window)->openStack({data});
    QVERIFY(QTest::qWaitFor(
        [&examined] {
            return !examined.isEmpty();
        },
        20000));

    auto *dock = window.findChild<QDockWidget *>(QStringLiteral("doctorDock"));
    QVERIFY(dock && dock->isVisibleTo(&window));
    const QTreeWidget &tree = *doctor->findingsTree();
    const QStringList shown = codes(tree);
    for (const test::PlantedMistake &mistake : test::kPlantedMistakes)
        QVERIFY2(shown.contains(QLatin1String(mistake.code)), mistake.code);
    QCOMPARE(tree.topLevelItem(0)->text(0), QStringLiteral("Error")); // errors first
    const int icon = int(shown.indexOf(QStringLiteral("icon-missing")));
    QVERIFY(childTexts(*tree.topLevelItem(icon)).contains(QStringLiteral("ID 2: Interface/Icons/Missing_Icon.blp")));
    QVERIFY(childTexts(*tree.topLevelItem(icon)).contains(QStringLiteral("Archive: patch-4.MPQ")));
    QVERIFY(childTexts(*tree.topLevelItem(icon)).constFirst().startsWith(QStringLiteral("What to do: ")));

    // Examine Again after a fix on disk: the unreadable v3 patch removed, its finding gone
    QVERIFY(QFile::remove(data + QStringLiteral("/patch-5.MPQ")));
    doctor->examine();
    QVERIFY(QTest::qWaitFor(
        [&examined] {
            return examined.size() == 2;
        },
        20000));
    QCOMPARE(codes(tree).count(QStringLiteral("archive-unsupported-version")), 1);

    // another archive current: the dock goes away
    const QString plain = dir.filePath(QStringLiteral("plain.mpq"));
    QVERIFY(test::writeMpqFiles(plain, {{QStringLiteral("a.txt"), "a"}}));
    test::controller<gui::StackController>(window)->openStack({plain});
    QVERIFY(QTest::qWaitFor(
        [&dock, &window] {
            return !dock->isVisibleTo(&window);
        },
        20000));
    QCOMPARE(window.documents().documents().size(), 2);
}

QTEST_MAIN(TestWowDoctorGui)
#include "tst_wowdoctor_gui.moc"
