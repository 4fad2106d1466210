// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/core/JobQueue.h"
#include "mwb/core/Progress.h"

#include <QSignalSpy>
#include <QTest>

#include <atomic>

using namespace mwb;

class TestJobQueue : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void reportsProgressAndResult();
    void reportsFailedResultAsError();
    void cancels();
    void destructorWaitsForJobs();
};

namespace {
void countTo(QPromise<int> &promise, int n)
{
    PromiseProgress<int> progress(promise);
    progress.setTotal(n);
    int sum = 0;
    for (int i = 1; i <= n; ++i) {
        if (progress.isCanceled())
            return;
        sum += i;
        progress.setDone(i);
    }
    promise.addResult(sum);
}

void failAt(QPromise<Result<int>> &promise, qint64 offset)
{
    promise.addResult(Result<int>(Error{ErrorCode::Corrupt, QStringLiteral("bad"), QStringLiteral("f"), offset}));
}
} // namespace

void TestJobQueue::reportsProgressAndResult()
{
    JobQueue queue;
    QSignalSpy started(&queue, &JobQueue::jobStarted);
    QSignalSpy finished(&queue, &JobQueue::jobFinished);
    QSignalSpy progress(&queue, &JobQueue::jobProgress);
    auto future = queue.submit<int>(QStringLiteral("sum"), &countTo, 100);
    QCOMPARE(started.count(), 1);
    QVERIFY(QTest::qWaitFor([&] { return finished.count() == 1; }, 5000));
    QCOMPARE(future.result(), 5050);
    QCOMPARE(finished.first().at(1).toBool(), false);
    QVERIFY(!finished.first().at(2).value<std::optional<Error>>().has_value());
    QVERIFY(progress.count() >= 1); // Qt coalesces progress signals: ">= 1", never "== N"
    QCOMPARE(queue.activeCount(), 0);
}

void TestJobQueue::reportsFailedResultAsError()
{
    JobQueue queue;
    QSignalSpy finished(&queue, &JobQueue::jobFinished);
    queue.submit<Result<int>>(QStringLiteral("fail"), &failAt, qint64(0x40));
    QVERIFY(QTest::qWaitFor([&] { return finished.count() == 1; }, 5000));
    const auto error = finished.first().at(2).value<std::optional<Error>>();
    QVERIFY(error.has_value());
    QCOMPARE(error->code, ErrorCode::Corrupt);
    QCOMPARE(error->offset, 0x40);
}

void TestJobQueue::cancels()
{
    JobQueue queue;
    QSignalSpy finished(&queue, &JobQueue::jobFinished);
    std::atomic<bool> started{false};
    auto future = queue.submit<int>(QStringLiteral("spin"), [&started](QPromise<int> &p) {
        started = true;
        while (!p.isCanceled())
            QThread::msleep(1);
    });
    QVERIFY(QTest::qWaitFor([&] { return started.load(); }, 5000));
    queue.cancelAll();
    QVERIFY(QTest::qWaitFor([&] { return finished.count() == 1; }, 5000));
    QVERIFY(future.isCanceled());
    QCOMPARE(finished.first().at(1).toBool(), true);
}

void TestJobQueue::destructorWaitsForJobs()
{
    std::atomic<bool> returned{false};
    {
        JobQueue queue;
        queue.submit<int>(QStringLiteral("spin"), [&returned](QPromise<int> &p) {
            while (!p.isCanceled())
                QThread::msleep(1);
            returned = true;
        });
        QThread::msleep(20);
    }
    QVERIFY(returned.load()); // the job finished before the queue was gone
}

QTEST_GUILESS_MAIN(TestJobQueue)
#include "tst_jobqueue.moc"
