// SPDX-License-Identifier: GPL-3.0-or-later
#include "DefaultBackend.h"
#include "MainWindow.h"
#include "WindowControllers.h"
#include "MessagePresenter.h"
#include "controllers/ArchiveController.h"
#include "mwb/core/Progress.h"
#include "mwb/formats/tl2mod/ModArchive.h"
#include "mwb/formats/tl2mod/ModVerifier.h"

#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using mwb::gui::MainWindow;

/// "Pack Folder into .MOD…" as the window runs it: a job on the real packer, whose output the game would accept.
class TestGuiPack : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void packJobWritesAModTheGameAccepts();
    void packJobOfABadFolderReportsAndWritesNothing();
};

void TestGuiPack::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QSettings().clear();
}

void TestGuiPack::packJobWritesAModTheGameAccepts()
{
    QTemporaryDir dir;
    const QString output = dir.filePath(QStringLiteral("DEMO.MOD"));
    MainWindow window(mwb::gui::defaultBackend());
    window.messages()->setInteractive(false);
    QSignalSpy packed(mwb::test::controller<mwb::gui::ArchiveController>(window), &mwb::gui::ArchiveController::packed);
    mwb::test::controller<mwb::gui::ArchiveController>(window)->pack({QStringLiteral(MWB_DEMO_MOD_DIR), output, QStringLiteral("1.25.9.2")});
    QVERIFY(QTest::qWaitFor([&] { return !packed.isEmpty(); }, 30000));
    const auto outcome = packed.first().at(0).value<mwb::gui::PackOutcome>();
    QCOMPARE(outcome.outputPath, output);
    QVERIFY(outcome.files > 0);

    const auto archive = mwb::formats::tl2mod::ModArchive::open(output);
    QVERIFY(archive);
    QCOMPARE(mwb::formats::tl2mod::formatGameVersion((*archive)->header().gameVersion), QStringLiteral("1.25.9.2"));
    mwb::SilentProgress progress;
    const auto report = mwb::formats::tl2mod::verifyMod(**archive, progress);
    QVERIFY(report);
    QVERIFY(report->gameAccepts());
}

void TestGuiPack::packJobOfABadFolderReportsAndWritesNothing()
{
    QTemporaryDir dir;
    const QString output = dir.filePath(QStringLiteral("BROKEN.MOD"));
    MainWindow window(mwb::gui::defaultBackend());
    window.messages()->setInteractive(false);
    QSignalSpy presented(window.messages(), &mwb::gui::MessagePresenter::presented);
    QSignalSpy packed(mwb::test::controller<mwb::gui::ArchiveController>(window), &mwb::gui::ArchiveController::packed);
    mwb::test::controller<mwb::gui::ArchiveController>(window)->pack({dir.path(), output, QStringLiteral("1.25.9.5")}); // no MOD.DAT, no MEDIA/
    QVERIFY(QTest::qWaitFor([&] { return !presented.isEmpty(); }, 30000));
    QVERIFY(packed.isEmpty());
    QVERIFY(!QFile::exists(output));
    QCOMPARE(QDir(dir.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden), QStringList());
}

QTEST_MAIN(TestGuiPack)
#include "tst_guipack.moc"
