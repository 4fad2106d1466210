// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/core/Result.h"

#include <QTest>

using namespace mwb;

class TestResult : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void carriesValue();
    void carriesError();
    void voidResult();
    void errorStringHasCodePathAndOffset();
    void exitCodesAreStable();
};

void TestResult::carriesValue()
{
    const Result<int> r = 42;
    QVERIFY(r.has_value());
    QCOMPARE(r.value(), 42);
}

void TestResult::carriesError()
{
    const Result<QString> r = Error{ErrorCode::Truncated, QStringLiteral("short"), QStringLiteral("a.mod"), 7};
    QVERIFY(!r);
    QCOMPARE(r.error().code, ErrorCode::Truncated);
    QCOMPARE(r.error().offset, 7);
}

void TestResult::voidResult()
{
    const Result<void> ok;
    QVERIFY(ok.has_value());
    const Result<void> failed = Error{ErrorCode::Canceled, {}, {}, -1};
    QVERIFY(!failed);
    QCOMPARE(failed.error().code, ErrorCode::Canceled);
}

void TestResult::errorStringHasCodePathAndOffset()
{
    const Error e{ErrorCode::Corrupt, QStringLiteral("bad block"), QStringLiteral("x.mod"), 0x1f};
    QCOMPARE(e.toString(), QStringLiteral("corrupt: bad block [x.mod] @0x1f"));
    QCOMPARE(errorCodeName(ErrorCode::ChecksumMismatch), QStringLiteral("checksum-mismatch"));
}

void TestResult::exitCodesAreStable()
{
    // Scripts depend on these values (documented in `mwb-cli --help` and the README).
    QCOMPARE(exitCodeFor(ErrorCode::Io), 10);
    QCOMPARE(exitCodeFor(ErrorCode::Truncated), 11);
    QCOMPARE(exitCodeFor(ErrorCode::ChecksumMismatch), 15);
    QCOMPARE(exitCodeFor(ErrorCode::UnsafePath), 17);
    QCOMPARE(exitCodeFor(ErrorCode::Canceled), 19);
}

QTEST_GUILESS_MAIN(TestResult)
#include "tst_result.moc"
