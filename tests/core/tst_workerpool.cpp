// SPDX-License-Identifier: GPL-3.0-or-later
// io::parallelFor on the shared worker pool: every index once, early stop, nested calls, the one thread cap; and the
// folder-interleaved order parallel file writers take their files in.
#include "mwb/core/io/FolderInterleave.h"
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

    void filesTakenOneAfterTheOtherLieInDifferentFolders()
    {
        const std::vector<QString> paths{QStringLiteral("A/1"), QStringLiteral("A/2"), QStringLiteral("A/3"),
            QStringLiteral("B/1"), QStringLiteral("top"), QStringLiteral("A/sub/1"), QStringLiteral("B/2")};
        // Rounds: the first file of A, B, the root and A/sub, then the second of A and B, then the third of A.
        QCOMPARE(mwb::io::folderInterleavedOrder(paths), (std::vector<int>{0, 3, 4, 5, 1, 6, 2}));
        QVERIFY(mwb::io::folderInterleavedOrder({}).empty());
    }
};

QTEST_GUILESS_MAIN(TestWorkerPool)
#include "tst_workerpool.moc"
