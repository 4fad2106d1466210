// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/core/SafePath.h"

#include <QTest>

using namespace mwb;

class TestSafePath : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void acceptsPlainPaths_data();
    void acceptsPlainPaths();
    void refusesEscapes_data();
    void refusesEscapes();
};

void TestSafePath::acceptsPlainPaths_data()
{
    QTest::addColumn<QString>("entry");
    QTest::addColumn<QString>("expected");
    QTest::newRow("nested") << QStringLiteral("MEDIA/UNITS/A.DAT") << QStringLiteral("/out/MEDIA/UNITS/A.DAT");
    QTest::newRow("backslashes") << QStringLiteral("war3map\\a.j") << QStringLiteral("/out/war3map/a.j");
    QTest::newRow("doubled separators") << QStringLiteral("a//b") << QStringLiteral("/out/a/b");
    QTest::newRow("dots inside names") << QStringLiteral("a..b/..c") << QStringLiteral("/out/a..b/..c");
    QTest::newRow("non-ascii") << QStringLiteral("MEDIA/中文.DAT") << QStringLiteral("/out/MEDIA/中文.DAT");
}

void TestSafePath::acceptsPlainPaths()
{
    QFETCH(QString, entry);
    QFETCH(QString, expected);
    const auto resolved = resolveInside(QStringLiteral("/out"), entry);
    QVERIFY2(resolved.has_value(), qPrintable(resolved ? QString() : resolved.error().toString()));
    QCOMPARE(resolved.value(), expected);
}

void TestSafePath::refusesEscapes_data()
{
    QTest::addColumn<QString>("entry");
    QTest::newRow("parent") << QStringLiteral("../evil");
    QTest::newRow("inner parent") << QStringLiteral("MEDIA/../../evil");
    QTest::newRow("backslash parent") << QStringLiteral("..\\evil");
    QTest::newRow("absolute") << QStringLiteral("/etc/passwd");
    QTest::newRow("drive") << QStringLiteral("C:\\Windows\\x.dll");
    QTest::newRow("drive relative") << QStringLiteral("c:x");
    QTest::newRow("empty") << QString();
    QTest::newRow("only separators") << QStringLiteral("//");
    QTest::newRow("dot") << QStringLiteral("./a");
}

void TestSafePath::refusesEscapes()
{
    QFETCH(QString, entry);
    const auto resolved = resolveInside(QStringLiteral("/out"), entry);
    QVERIFY(!resolved);
    QCOMPARE(resolved.error().code, ErrorCode::UnsafePath);
}

QTEST_GUILESS_MAIN(TestSafePath)
#include "tst_safepath.moc"
