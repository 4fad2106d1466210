// SPDX-License-Identifier: GPL-3.0-or-later
#include "DocumentWaits.h"
#include "FakeArchive.h"
#include "MainWindow.h"
#include "WindowControllers.h"
#include "MessagePresenter.h"
#include "SpinJob.h"
#include "controllers/ArchiveController.h"
#include "controllers/FileController.h"
#include "controllers/JobsController.h"
#include "controllers/RecentFiles.h"
#include "controllers/ViewController.h"
#include "mwb/widgets/ArchiveTreeModel.h"
#include "mwb/widgets/ArchiveView.h"
#include "mwb/widgets/EntryFilterProxy.h"
#include "mwb/widgets/JobsPanel.h"

#include <QDropEvent>
#include <QFileInfo>
#include <QMenuBar>
#include <QMimeData>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeView>
#include <QTreeWidget>

using mwb::gui::MainWindow;
using mwb::gui::UserMessage;

Q_DECLARE_METATYPE(mwb::gui::UserMessage)

namespace {

constexpr qint64 kCorruptOffset = 0x1234;

/// Opens "*.fake" files as FakeArchives ("slow*.fake" extract until canceled), "*.corrupt" fails with an offset,
/// anything missing fails like the real codecs do.
mwb::gui::Backend fakeBackend()
{
    mwb::gui::Backend backend;
    backend.open = [](const QString &path, const mwb::OpenOptions &) -> mwb::Result<std::unique_ptr<mwb::Archive>> {
        const QFileInfo info(path);
        if (!info.exists())
            return mwb::Error{mwb::ErrorCode::Io, QStringLiteral("No such file or directory"), path, -1};
        if (info.suffix() == QLatin1String("corrupt"))
            return mwb::Error{mwb::ErrorCode::Corrupt, QStringLiteral("manifest overlaps data"), path, kCorruptOffset};
        return std::unique_ptr<mwb::Archive>(
            new mwb::test::FakeArchive(path, 1000, info.fileName().startsWith(QLatin1String("slow"))));
    };
    backend.pack = [](const mwb::gui::PackRequest &request, mwb::Progress &) -> mwb::Result<mwb::gui::PackOutcome> {
        return mwb::gui::PackOutcome{request.folder + QStringLiteral(".MOD"), 3, 1234};
    };
    return backend;
}

/// True once `spy` has caught a signal. Continuations may run synchronously (when the job finished before
/// then() was attached), so the signal can come before a QSignalSpy::wait() would start listening.
bool emitted(const QSignalSpy &spy)
{
    return QTest::qWaitFor(
        [&spy] {
            return !spy.isEmpty();
        },
        5000);
}

} // namespace

class TestMainWindow : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void missingFileShowsAnError();
    void corruptFileShowsTheOffset();
    void openingFillsTheTree();
    void droppingAFileOpensIt();
    void extractAndPackRunAsJobs();
    void verifyReportsProblems();
    void closingCancelsRunningJobs();

private:
    [[nodiscard]] QString makeFile(const QString &name) const;
    QTemporaryDir m_dir;
};

void TestMainWindow::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    qRegisterMetaType<mwb::gui::UserMessage>();
    QVERIFY(m_dir.isValid());
}

void TestMainWindow::init()
{
    QSettings().clear();
}

QString TestMainWindow::makeFile(const QString &name) const
{
    QFile file(m_dir.filePath(name));
    if (!file.open(QIODevice::WriteOnly))
        return {};
    file.write("fake");
    return QFileInfo(file).absoluteFilePath();
}

void TestMainWindow::missingFileShowsAnError()
{
    MainWindow window(fakeBackend());
    window.messages()->setInteractive(false);
    QSignalSpy presented(window.messages(), &mwb::gui::MessagePresenter::presented);
    const QString missing = m_dir.filePath(QStringLiteral("missing.MOD"));
    mwb::test::controller<mwb::gui::FileController>(window)->openFile(missing);
    QVERIFY(emitted(presented));
    const auto message = presented.at(0).at(0).value<UserMessage>();
    QCOMPARE(message.severity, UserMessage::Severity::Critical);
    QCOMPARE(message.title, mwb::errorCodeTitle(mwb::ErrorCode::Io));
    QVERIFY(message.text.contains(QStringLiteral("No such file")));
    QVERIFY(message.text.contains(missing));
    QVERIFY(!window.documents().current());
    QVERIFY(mwb::gui::RecentFiles::load().isEmpty());
}

void TestMainWindow::corruptFileShowsTheOffset()
{
    MainWindow window(fakeBackend());
    window.messages()->setInteractive(false);
    QSignalSpy presented(window.messages(), &mwb::gui::MessagePresenter::presented);
    mwb::test::controller<mwb::gui::FileController>(window)->openFile(makeFile(QStringLiteral("broken.corrupt")));
    QVERIFY(emitted(presented));
    const auto message = presented.at(0).at(0).value<UserMessage>();
    QCOMPARE(message.title, mwb::errorCodeTitle(mwb::ErrorCode::Corrupt));
    QVERIFY2(message.text.contains(QStringLiteral("at byte offset 0x1234")), qPrintable(message.text));
    auto *jobs = mwb::test::controller<mwb::gui::JobsController>(window)->panel();
    QCOMPARE(jobs->jobCount(), 1);
    QVERIFY(QTest::qWaitFor([jobs] { // the panel hears of the failure from the queue, maybe after the box
        return jobs->list()->topLevelItem(0)->text(mwb::JobsPanel::ResultColumn).contains(QStringLiteral("manifest"));
    }));
}

void TestMainWindow::openingFillsTheTree()
{
    MainWindow window(fakeBackend());
    const QString path = makeFile(QStringLiteral("mod.fake"));
    mwb::gui::ArchiveDocument *archive = mwb::test::openArchiveAndWait(window, path);
    QVERIFY(archive);
    QCOMPARE(archive->model()->rowCount(), 1); // MEDIA
    QCOMPARE(archive->model()->entryIndex()->entryCount(), 1000);
    QCOMPARE(archive->model()->columnCount(), 5);
    QVERIFY(window.windowTitle().contains(QStringLiteral("mod.fake")));
    QCOMPARE(mwb::gui::RecentFiles::load(), QStringList{path});
    mwb::test::controller<mwb::gui::FileController>(window)->closeCurrent();
    QVERIFY(!window.documents().current());
    QCOMPARE(window.documents().documents().size(), 0);
}

void TestMainWindow::droppingAFileOpensIt()
{
    MainWindow window(fakeBackend());
    QMimeData mime;
    mime.setUrls({QUrl::fromLocalFile(makeFile(QStringLiteral("dropped.fake")))});
    QDragEnterEvent enter(QPoint(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(&window, &enter);
    QVERIFY(enter.isAccepted());
    QDropEvent drop(QPointF(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(&window, &drop);
    QVERIFY(QTest::qWaitFor([&window] { return window.documents().currentArchive(); }));
    QVERIFY(window.documents().currentArchive()->location().endsWith(QStringLiteral("dropped.fake")));
}

void TestMainWindow::extractAndPackRunAsJobs()
{
    MainWindow window(fakeBackend());
    mwb::gui::ArchiveDocument *archive = mwb::test::openArchiveAndWait(window, makeFile(QStringLiteral("extract.fake")));
    QVERIFY(archive);

    auto *view = archive->archiveView();
    const QModelIndex media = view->proxy()->index(0, 0);
    view->treeView()->selectionModel()->select(
        view->proxy()->index(0, 0, media), QItemSelectionModel::Select | QItemSelectionModel::Rows); // DIR0
    QCOMPARE(mwb::test::controller<mwb::gui::ArchiveController>(window)->selectedEntries().size(), std::size_t(100));

    QSignalSpy extracted(mwb::test::controller<mwb::gui::ArchiveController>(window), &mwb::gui::ArchiveController::extracted);
    mwb::test::controller<mwb::gui::ArchiveController>(window)->extractTo(mwb::test::controller<mwb::gui::ArchiveController>(window)->selectedEntries(), m_dir.path());
    QVERIFY(emitted(extracted));
    QCOMPARE(extracted.at(0).at(0).toInt(), 100);

    QSignalSpy packed(mwb::test::controller<mwb::gui::ArchiveController>(window), &mwb::gui::ArchiveController::packed);
    mwb::test::controller<mwb::gui::ArchiveController>(window)->pack({m_dir.path(), {}, QStringLiteral("1.25.9.5")});
    QVERIFY(emitted(packed));
    QCOMPARE(mwb::test::controller<mwb::gui::JobsController>(window)->panel()->jobCount(), 4);
    // open, the look for files the extraction would overwrite, extract, pack
}

void TestMainWindow::verifyReportsProblems()
{
    MainWindow window(fakeBackend());
    window.messages()->setInteractive(false);
    QVERIFY(mwb::test::openArchiveAndWait(window, makeFile(QStringLiteral("verify.fake"))));
    QSignalSpy presented(window.messages(), &mwb::gui::MessagePresenter::presented);
    mwb::test::controller<mwb::gui::ArchiveController>(window)->verify();
    QVERIFY(emitted(presented));
    const auto message = presented.at(0).at(0).value<UserMessage>();
    QCOMPARE(message.severity, UserMessage::Severity::Warning);
    QVERIFY(message.details.contains(QStringLiteral("CRC differs")));
    QVERIFY(message.details.contains(QStringLiteral("0x99")));
}

void TestMainWindow::closingCancelsRunningJobs()
{
    MainWindow window(fakeBackend());
    mwb::gui::ArchiveDocument *archive = mwb::test::openArchiveAndWait(window, makeFile(QStringLiteral("slow.fake")));
    QVERIFY(archive);
    QVERIFY(mwb::test::waitForJobs(window)); // the open job's watcher, the inspection
    std::vector<int> entries;
    archive->index()->collectEntries(mwb::EntryIndex::Root, entries);
    mwb::test::controller<mwb::gui::ArchiveController>(window)->extractTo(entries, m_dir.path());
    QFuture<void> spin = window.jobs().submit<void>(QStringLiteral("Spin"), &mwb::test::spinUntilCanceled);
    QTRY_COMPARE(window.jobs().activeCount(), 2); // the extraction (once the look for existing files is done), spin
    window.show();
    QVERIFY(window.close()); // blocks until both jobs returned
    QVERIFY(spin.isFinished());
    QVERIFY(spin.isCanceled());
    QVERIFY(QSettings().contains(QStringLiteral("window/geometry")));
    QVERIFY(QSettings().contains(QStringLiteral("layouts/v%1/window").arg(mwb::gui::ViewController::kLayoutVersion)));
}

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
