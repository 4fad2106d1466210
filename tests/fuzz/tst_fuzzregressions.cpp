// SPDX-License-Identifier: GPL-3.0-or-later
// Replays every committed fuzz finding (tests/fuzz/regressions/<target>/*) and an empty input through the same
// entry points the fuzzers run: a regression crashes or aborts this test.
#include "FuzzTargets.h"

#include <QDirIterator>
#include <QFile>
#include <QTest>

class TestFuzzRegressions : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void everyTargetHasItsFolder()
    {
        const QDir regressions(QStringLiteral(MWB_FUZZ_REGRESSIONS));
        for (const mwb::fuzz::Target &target : mwb::fuzz::targets())
            QVERIFY2(regressions.exists(QString::fromLatin1(target.name)), target.name);
    }

    void replay_data()
    {
        QTest::addColumn<QString>("target");
        QTest::addColumn<QString>("file");
        for (const mwb::fuzz::Target &target : mwb::fuzz::targets()) {
            const QString name = QString::fromLatin1(target.name);
            QTest::newRow(qPrintable(name + QStringLiteral("/(empty)"))) << name << QString();
            QDirIterator it(QStringLiteral(MWB_FUZZ_REGRESSIONS) + QLatin1Char('/') + name, QDir::Files);
            while (it.hasNext()) {
                const QString file = it.next();
                if (!file.endsWith(QStringLiteral(".md")))
                    QTest::newRow(qPrintable(name + QLatin1Char('/') + it.fileName())) << name << file;
            }
        }
    }

    void replay()
    {
        QFETCH(QString, target);
        QFETCH(QString, file);
        const mwb::fuzz::Target *found = mwb::fuzz::findTarget(qPrintable(target));
        QVERIFY(found);
        QByteArray input;
        if (!file.isEmpty()) {
            QFile in(file);
            QVERIFY(in.open(QIODevice::ReadOnly));
            input = in.readAll();
        }
        found->run(input); // returns, or aborts on a broken invariant
    }
};

QTEST_GUILESS_MAIN(TestFuzzRegressions)

#include "tst_fuzzregressions.moc"
