// SPDX-License-Identifier: GPL-3.0-or-later
// The one pattern rule of every command that selects entries (mwb::PathPatterns).
#include "mwb/core/PathPatterns.h"

#include <QTest>

using mwb::EntryIndex;
using mwb::PathPatterns;

class TestPathPatterns : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void matches_data()
    {
        QTest::addColumn<QString>("pattern");
        QTest::addColumn<QString>("path");
        QTest::addColumn<bool>("expected");
        const QString sword = QStringLiteral("MEDIA/UNITS/ITEMS/SWORD.DAT");
        QTest::newRow("whole path") << QStringLiteral("MEDIA/UNITS/ITEMS/SWORD.DAT") << sword << true;
        QTest::newRow("below a folder") << QStringLiteral("ITEMS/SWORD.DAT") << sword << true;
        QTest::newRow("file name") << QStringLiteral("sword.dat") << sword << true;
        QTest::newRow("not inside a name") << QStringLiteral("WORD.DAT") << sword << false;
        QTest::newRow("not a folder prefix") << QStringLiteral("MEDIA/UNITS") << sword << false;
        QTest::newRow("star crosses folders") << QStringLiteral("MEDIA/*.DAT") << sword << true;
        QTest::newRow("star in a name") << QStringLiteral("S*D.DAT") << sword << true;
        QTest::newRow("question mark") << QStringLiteral("SWOR?.DA?") << sword << true;
        QTest::newRow("question mark is one character") << QStringLiteral("SWO?.DAT") << sword << false;
        QTest::newRow("backslash is a separator") << QStringLiteral("ITEMS\\SWORD.DAT") << sword << true;
        QTest::newRow("backslash path") << QStringLiteral("units/items/*") << QStringLiteral("Units\\Items\\x.mdx")
                                        << true;
        QTest::newRow("case-insensitive non-ASCII")
            << QStringLiteral("ÉPÉE.TXT") << QStringLiteral("a/épée.txt") << true;
        QTest::newRow("empty pattern") << QString() << sword << false;
        QTest::newRow("star alone") << QStringLiteral("*") << sword << true;
        QTest::newRow("many stars, no match")
            << QStringLiteral("*a*a*a*a*b") << QString(200, QLatin1Char('a')) << false;
    }

    void matches()
    {
        QFETCH(QString, pattern);
        QFETCH(QString, path);
        QFETCH(bool, expected);
        QCOMPARE(PathPatterns({pattern}).matches(path), expected);
    }

    void anyPatternSelects()
    {
        const PathPatterns patterns({QStringLiteral("*.dds"), QStringLiteral("README.TXT")});
        QVERIFY(patterns.matches(u"a/b.DDS"));
        QVERIFY(patterns.matches(u"README.txt"));
        QVERIFY(!patterns.matches(u"a/b.png"));
        QVERIFY(!PathPatterns({}).matches(u"a"));
    }

    void selectTakesFileEntriesInOrder()
    {
        std::vector<EntryIndex::Input> inputs(4);
        inputs[0].path = QStringLiteral("A/X.DDS");
        inputs[0].entry = 7;
        inputs[1].path = QStringLiteral("A/");
        inputs[1].entry = 3;
        inputs[2].path = QStringLiteral("B.TXT");
        inputs[2].entry = 1;
        inputs[3].path = QStringLiteral("C/Y.DDS");
        inputs[3].entry = 0;
        QCOMPARE(PathPatterns({}).select(inputs), std::vector<int>({7, 1, 0})); // no patterns: every file
        QCOMPARE(PathPatterns({QStringLiteral("*.dds")}).select(inputs), std::vector<int>({7, 0}));
        QCOMPARE(PathPatterns({QStringLiteral("A")}).select(inputs), std::vector<int>()); // folders never match
    }
};

QTEST_GUILESS_MAIN(TestPathPatterns)
#include "tst_pathpatterns.moc"
