// SPDX-License-Identifier: GPL-3.0-or-later
#include "HexTestSources.h"
#include "mwb/widgets/HexScanner.h"
#include "mwb/widgets/HexSearch.h"

#include <QElapsedTimer>
#include <QSignalSpy>
#include <QTest>

using mwb::test::CountingHexData;
using mwb::test::ZerosWithMarker;
using mwb::widgets::BufferHexData;
using mwb::widgets::HexScanner;
using mwb::widgets::HexSearch;

namespace {

const QByteArray kPattern("MPQ\x1A", 4);

std::shared_ptr<BufferHexData> zerosWithPatternAt(qint64 size, std::initializer_list<qint64> offsets)
{
    QByteArray bytes(static_cast<qsizetype>(size), '\0');
    for (qint64 offset : offsets)
        bytes.replace(static_cast<qsizetype>(offset), kPattern.size(), kPattern);
    return std::make_shared<BufferHexData>(bytes);
}

} // namespace

class TestHexSearch : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void findsEveryPositionAcrossChunkBoundaries_data();
    void findsEveryPositionAcrossChunkBoundaries();
    void wrapsAroundToTheStart();
    void findsMatchStraddlingTheStartOffsetWhenWrapping();
    void readsOneBoundedChunkPerStep();
    void patternLongerThanDataIsNotFound();
    void searchRunsInSlicesAndReportsAsynchronously();
    void cancelStopsWithoutResult();
};

void TestHexSearch::findsEveryPositionAcrossChunkBoundaries_data()
{
    QTest::addColumn<char>("fill");
    QTest::addColumn<QByteArray>("pattern");
    QTest::newRow("rare first byte") << '\0' << kPattern;
    QTest::newRow("padding then anchor") << '\0' << QByteArray("\0\0\0\x01", 4);
    QTest::newRow("anchor everywhere") << 'A' << QByteArray("AAAB"); // every candidate fails: fallback path
    QTest::newRow("one byte") << '\xEE' << QByteArray("\x01", 1);
}

void TestHexSearch::findsEveryPositionAcrossChunkBoundaries()
{
    // Every placement of the pattern, with chunks of 1, 3, 8 and 64 bytes: with 8, placements 5, 6 and 7
    // straddle the boundary at 8 and placement 8 starts a chunk. The result must match QByteArray::indexOf.
    QFETCH(char, fill);
    QFETCH(QByteArray, pattern);
    constexpr qsizetype size = 200;
    for (const qint64 chunk : {qint64(1), qint64(3), qint64(8), qint64(64)}) {
        for (qsizetype at = 0; at + pattern.size() <= size; ++at) {
            QByteArray bytes(size, fill);
            bytes.replace(at, pattern.size(), pattern);
            const qsizetype expected = bytes.indexOf(pattern);
            HexScanner scanner(std::make_shared<BufferHexData>(bytes), pattern, 0, false, chunk);
            QCOMPARE(scanner.run(), HexScanner::Status::Found);
            QCOMPARE(scanner.matchOffset(), expected);
        }
    }
}

void TestHexSearch::wrapsAroundToTheStart()
{
    const auto source = zerosWithPatternAt(64, {10});
    HexScanner wrapping(source, kPattern, 20, true, 8);
    QCOMPARE(wrapping.run(), HexScanner::Status::Found);
    QCOMPARE(wrapping.matchOffset(), 10);
    QVERIFY(wrapping.wrapped());
    HexScanner forwardOnly(source, kPattern, 20, false, 8);
    QCOMPARE(forwardOnly.run(), HexScanner::Status::NotFound);
    QCOMPARE(forwardOnly.matchOffset(), -1);
    HexScanner fromTheMatch(source, kPattern, 10, true, 8);
    QCOMPARE(fromTheMatch.run(), HexScanner::Status::Found);
    QCOMPARE(fromTheMatch.matchOffset(), 10);
    QVERIFY(!fromTheMatch.wrapped());
    HexScanner pastTheMatch(source, kPattern, 11, true, 8);
    QCOMPARE(pastTheMatch.run(), HexScanner::Status::Found);
    QVERIFY(pastTheMatch.wrapped());
    QCOMPARE(pastTheMatch.scannedBytes(), 64 - 4 + 1); // every start position once: 11..60, then 0..10
}

void TestHexSearch::findsMatchStraddlingTheStartOffsetWhenWrapping()
{
    const auto source = zerosWithPatternAt(64, {18});
    HexScanner scanner(source, kPattern, 20, true, 8);
    QCOMPARE(scanner.run(), HexScanner::Status::Found);
    QCOMPARE(scanner.matchOffset(), 18);
    QVERIFY(scanner.wrapped());
}

void TestHexSearch::readsOneBoundedChunkPerStep()
{
    constexpr qint64 size = 10'000'000;
    const auto counting
        = std::make_shared<CountingHexData>(std::make_shared<ZerosWithMarker>(size, kPattern, size - 4));
    constexpr qint64 chunk = 64 * 1024;
    HexScanner scanner(counting, kPattern, 0, true, chunk);
    QCOMPARE(scanner.step(), HexScanner::Status::Running);
    QCOMPARE(counting->reads(), 1);
    QCOMPARE(counting->largestRead(), chunk + kPattern.size() - 1);
    QCOMPARE(scanner.run(), HexScanner::Status::Found);
    QCOMPARE(scanner.matchOffset(), size - 4);
    QCOMPARE(counting->largestRead(), chunk + kPattern.size() - 1);
    QCOMPARE(counting->reads(), (size - 4 + chunk) / chunk); // ceil((size - 3) / chunk) start positions
}

void TestHexSearch::patternLongerThanDataIsNotFound()
{
    const auto source = std::make_shared<BufferHexData>(QByteArray("MPQ"));
    HexScanner scanner(source, kPattern, 0, true);
    QCOMPARE(scanner.status(), HexScanner::Status::NotFound);
    HexScanner empty(source, QByteArray(), 0, true);
    QCOMPARE(empty.status(), HexScanner::Status::NotFound);
}

void TestHexSearch::searchRunsInSlicesAndReportsAsynchronously()
{
    constexpr qint64 size = qint64(1) << 30; // generated on demand, never allocated whole
    const auto source = std::make_shared<ZerosWithMarker>(size, kPattern, size - 100);
    HexSearch search;
    search.setSliceBudget(1);
    QSignalSpy found(&search, &HexSearch::found);
    QSignalSpy progressed(&search, &HexSearch::progressed);
    search.start(source, kPattern, 0);
    QVERIFY(search.isRunning());
    QCOMPARE(found.count(), 0); // nothing happens before the event loop runs
    QElapsedTimer longestGap;
    qint64 longest = 0;
    longestGap.start();
    connect(&search, &HexSearch::progressed, this, [&] {
        longest = std::max(longest, longestGap.restart());
    });
    QVERIFY(found.wait(30'000));
    QCOMPARE(found.first().at(0).toLongLong(), size - 100);
    QCOMPARE(found.first().at(1).toLongLong(), kPattern.size());
    QCOMPARE(found.first().at(2).toBool(), false);
    QVERIFY2(progressed.count() > 2, "the search must yield to the event loop between slices");
    QVERIFY2(longest < 250, qPrintable(QStringLiteral("a slice blocked the event loop for %1 ms").arg(longest)));
    QVERIFY(!search.isRunning());
}

void TestHexSearch::cancelStopsWithoutResult()
{
    constexpr qint64 size = qint64(1) << 40; // 1 TiB generated on demand: cannot finish within one slice
    const auto source = std::make_shared<ZerosWithMarker>(size, kPattern, size - 8);
    HexSearch search;
    search.setSliceBudget(1);
    QSignalSpy found(&search, &HexSearch::found);
    QSignalSpy notFound(&search, &HexSearch::notFound);
    QSignalSpy canceled(&search, &HexSearch::canceled);
    connect(&search, &HexSearch::progressed, &search, &HexSearch::cancel); // stop after the first slice
    search.start(source, kPattern, 0);
    QVERIFY(canceled.wait());
    QCOMPARE(canceled.count(), 1);
    QVERIFY(!search.isRunning());
    QTest::qWait(50);
    QCOMPARE(found.count() + notFound.count(), 0);
    search.cancel(); // idle: nothing more
    QCOMPARE(canceled.count(), 1);

    search.start(source, kPattern, 0); // canceled before the event loop ever ran
    search.cancel();
    QCOMPARE(canceled.count(), 2);
    QTest::qWait(20);
    QCOMPARE(found.count() + notFound.count(), 0);
}

QTEST_MAIN(TestHexSearch)
#include "tst_hexsearch.moc"
