// SPDX-License-Identifier: GPL-3.0-or-later
#include "SpinJob.h"
#include "mwb/core/JobQueue.h"
#include "mwb/widgets/JobStatusWidget.h"
#include "mwb/widgets/JobsPanel.h"

#include <QAbstractButton>
#include <QProgressBar>
#include <QSignalSpy>
#include <QTest>
#include <QTreeWidget>

using mwb::JobQueue;
using mwb::JobsPanel;

class TestJobsPanel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void showsProgressAndCancels();
    void showsErrors();
    void statusWidgetFollowsTheCurrentJob();
};

namespace {
void failWithOffset(QPromise<mwb::Result<int>> &promise)
{
    promise.addResult(mwb::Error{mwb::ErrorCode::Corrupt, QStringLiteral("bad block"), QStringLiteral("x.mod"), 0x40});
}
} // namespace

void TestJobsPanel::showsProgressAndCancels()
{
    JobQueue queue(2);
    JobsPanel panel(&queue);
    panel.show();
    QSignalSpy finished(&queue, &JobQueue::jobFinished);
    QFuture<void> future = queue.submit<void>(QStringLiteral("Spinning"), &mwb::test::spinUntilCanceled);
    QCOMPARE(panel.jobCount(), 1);
    QTreeWidgetItem *item = panel.list()->topLevelItem(0);
    QCOMPARE(item->text(JobsPanel::TitleColumn), QStringLiteral("Spinning"));

    auto *bar = panel.findChild<QProgressBar *>(QStringLiteral("jobProgress1"));
    QVERIFY(bar);
    QVERIFY(QTest::qWaitFor(
        [bar] {
            return bar->value() == 1;
        },
        5000));
    QCOMPARE(bar->maximum(), 10);

    auto *cancel = panel.findChild<QAbstractButton *>(QStringLiteral("cancelJob1"));
    QVERIFY(cancel);
    cancel->click();
    QVERIFY(QTest::qWaitFor(
        [&finished] {
            return !finished.isEmpty();
        },
        5000));
    QVERIFY(future.isCanceled());
    QCOMPARE(finished.at(0).at(1).toBool(), true);
    QCOMPARE(item->text(JobsPanel::ResultColumn), QStringLiteral("Canceled"));
    QVERIFY(QTest::qWaitFor([&panel] {
        return !panel.findChild<QAbstractButton *>(QStringLiteral("cancelJob1"));
    }));
    QVERIFY(!item->text(JobsPanel::ElapsedColumn).isEmpty());

    panel.clearFinished();
    QCOMPARE(panel.jobCount(), 0);
}

void TestJobsPanel::showsErrors()
{
    JobQueue queue(1);
    JobsPanel panel(&queue);
    QSignalSpy finished(&queue, &JobQueue::jobFinished);
    auto future = queue.submit<mwb::Result<int>>(QStringLiteral("Failing"), &failWithOffset);
    QVERIFY(QTest::qWaitFor(
        [&finished] {
            return !finished.isEmpty();
        },
        5000));
    QTreeWidgetItem *item = panel.list()->topLevelItem(0);
    QVERIFY(item->text(JobsPanel::ResultColumn).contains(QStringLiteral("bad block")));
    QVERIFY(item->toolTip(JobsPanel::ResultColumn).contains(QStringLiteral("0x40")));
    QVERIFY(item->toolTip(JobsPanel::ResultColumn).contains(QStringLiteral("x.mod")));
    QVERIFY(!future.result().has_value());
}

void TestJobsPanel::statusWidgetFollowsTheCurrentJob()
{
    JobQueue queue(2);
    QWidget statusBar; // the widget hides itself inside its parent while nothing runs
    auto *status = new mwb::JobStatusWidget(&queue, &statusBar);
    statusBar.show();
    QVERIFY(!status->isVisible());
    QSignalSpy finished(&queue, &JobQueue::jobFinished);
    QFuture<void> first = queue.submit<void>(QStringLiteral("First"), &mwb::test::spinUntilCanceled);
    QFuture<void> second = queue.submit<void>(QStringLiteral("Second"), &mwb::test::spinUntilCanceled);
    QVERIFY(status->isVisible());
    QCOMPARE(status->currentJob(), std::optional<mwb::JobId>(2));
    status->cancelCurrent();
    QVERIFY(QTest::qWaitFor(
        [&finished] {
            return finished.count() == 1;
        },
        5000));
    QVERIFY(second.isCanceled());
    QCOMPARE(status->currentJob(), std::optional<mwb::JobId>(1));
    status->cancelCurrent();
    QVERIFY(QTest::qWaitFor(
        [&finished] {
            return finished.count() == 2;
        },
        5000));
    QVERIFY(first.isCanceled());
    QVERIFY(!status->isVisible());
}

QTEST_MAIN(TestJobsPanel)
#include "tst_jobspanel.moc"
