// SPDX-License-Identifier: GPL-3.0-or-later
// io::parallelFor on the shared worker pool: every index once, early stop, nested calls, the one thread cap.
#include "mwb/core/io/WorkerPool.h"

#include <QTest>
#include <QThread>

#include <mutex>
#include <set>
#include <vector>

class TestWorkerPool : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init() { mwb::io::setThreadCap(4); }
    void cleanupTestCase() { mwb::io::setThreadCap(0); }

    void everyIndexRunsOnce()
    {
        std::vector<std::atomic<int>> calls(1000);
        mwb::io::parallelFor(1000, 0, [&](int i) {
            ++calls[static_cast<std::size_t>(i)];
            return true;
        });
        for (const auto &count : calls)
            QCOMPARE(count.load(), 1);
    }

    void falseStopsHandingOutIndices()
    {
        std::atomic<int> calls{0};
        mwb::io::parallelFor(100000, 0, [&](int) {
            ++calls;
            return false;
        });
        QVERIFY(calls.load() <= mwb::io::threadCap());
    }

    void nestedCallsFinishWhenThePoolIsBusy()
    {
        std::atomic<int> inner{0};
        mwb::io::parallelFor(8, 0, [&](int) {
            mwb::io::parallelFor(50, 0, [&](int) {
                ++inner;
                return true;
            });
            return true;
        });
        QCOMPARE(inner.load(), 8 * 50);
    }

    void threadsStayWithinTheCap()
    {
        mwb::io::setThreadCap(2);
        std::mutex mutex;
        std::set<QThread *> threads;
        mwb::io::parallelFor(200, 16, [&](int) {
            QThread::usleep(200);
            const std::lock_guard lock(mutex);
            threads.insert(QThread::currentThread());
            return true;
        });
        QVERIFY(threads.size() <= 2);
        QCOMPARE(mwb::io::threadCap(), 2);
    }
};

QTEST_GUILESS_MAIN(TestWorkerPool)
#include "tst_workerpool.moc"
