// SPDX-License-Identifier: GPL-3.0-or-later
// Every writer meets a write that fails part-way (FileSizeLimit: EFBIG past 1 KiB, as on a full disk): the command
// fails with an i/o error, the target is untouched and no temporary file is left beside it.
#include "CliRunner.h"
#include "FileSizeLimit.h"
#include "MapFixtures.h"
#include "TestFiles.h"
#include "mwb/formats/mir2map/MapFile.h"

#include <QDir>
#include <QDirIterator>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>

using namespace mwb;
using namespace mwb::test;

namespace {

constexpr rlim_t kLimit = 1024;
constexpr int kExitIo = 10;

/// Names and contents of every file below `dir` (hidden ones too), relative.
QMap<QString, QByteArray> snapshot(const QString &dir)
{
    QMap<QString, QByteArray> out;
    QDirIterator it(dir, QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        out.insert(QDir(dir).relativeFilePath(path), it.fileInfo().isDir() ? QByteArray("<dir>") : readFile(path));
    }
    return out;
}

QByteArray noise(qsizetype size)
{
    QByteArray out(size, Qt::Uninitialized);
    for (char &c : out)
        c = static_cast<char>(QRandomGenerator::global()->bounded(256));
    return out;
}

} // namespace

class TestCliFailingWrites : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        const QString mod = m_dir.filePath(QStringLiteral("in/mod"));
        QVERIFY(writeFile(mod + QStringLiteral("/MOD.DAT"), "[MOD]\r\n<STRING>NAME:Limits\r\n[/MOD]\r\n"));
        QVERIFY(writeFile(mod + QStringLiteral("/MEDIA/DATA/A.BIN"), noise(8000)));
        QVERIFY(writeFile(mod + QStringLiteral("/MEDIA/DATA/B.BIN"), noise(8000)));
        QCOMPARE(runCli({QStringLiteral("mod"), QStringLiteral("pack"), mod, QStringLiteral("-o"), input("x.MOD"),
                     QStringLiteral("--no-compile")})
                     .exitCode,
            0);
        QCOMPARE(runCli({QStringLiteral("mpq"), QStringLiteral("create"), input("x.mpq"), mod + QStringLiteral("/MEDIA")})
                     .exitCode,
            0);
        QVERIFY(writeFile(input("big.bin"), noise(8000)));
        QVERIFY(writeFile(input("x.map"), makeMap(formats::mir2map::MapType::Wemade, 64, 64).bytes));
        QVERIFY(QDir().mkpath(m_dir.filePath(QStringLiteral("out"))));
        QVERIFY(writeFile(output("existing.MOD"), "old"));
        QVERIFY(writeFile(output("existing.mpq"), "old"));
        QVERIFY(writeFile(output("existing.png"), "old"));
        QVERIFY(writeFile(output("existing.map"), "old"));
        QVERIFY(writeFile(output("extracted/MEDIA/DATA/A.BIN"), "old"));
        QVERIFY(writeFile(output("extracted/KEEP.TXT"), "keep"));
    }

    void writerFailsAndLeavesNothing_data()
    {
        QTest::addColumn<QStringList>("arguments");
        const QString mod = m_dir.filePath(QStringLiteral("in/mod"));
        QTest::newRow("mod pack") << QStringList{QStringLiteral("mod"), QStringLiteral("pack"), mod,
            QStringLiteral("-o"), output("existing.MOD"), QStringLiteral("--no-compile")};
        QTest::newRow("mod pack, new file") << QStringList{QStringLiteral("mod"), QStringLiteral("pack"), mod,
            QStringLiteral("-o"), output("new.MOD"), QStringLiteral("--no-compile")};
        QTest::newRow("mod add (ModWriter save)") << QStringList{QStringLiteral("mod"), QStringLiteral("add"),
            input("x.MOD"), input("big.bin"), QStringLiteral("--as"), QStringLiteral("MEDIA/BIG.BIN"),
            QStringLiteral("-o"), output("existing.MOD")};
        QTest::newRow("mod extract") << QStringList{QStringLiteral("mod"), QStringLiteral("extract"), input("x.MOD"),
            QStringLiteral("-o"), output("extracted"), QStringLiteral("--overwrite")};
        QTest::newRow("extract (MPQ)") << QStringList{QStringLiteral("extract"), input("x.mpq"), QStringLiteral("-o"),
            output("extracted"), QStringLiteral("--overwrite")};
        QTest::newRow("mpq create") << QStringList{QStringLiteral("mpq"), QStringLiteral("create"),
            output("existing.mpq"), mod + QStringLiteral("/MEDIA")};
        QTest::newRow("mpq add (MpqWriter)") << QStringList{QStringLiteral("mpq"), QStringLiteral("add"),
            input("x.mpq"), input("big.bin"), QStringLiteral("-o"), output("existing.mpq")};
        QTest::newRow("mpq add in place (append, cut back)") << QStringList{QStringLiteral("mpq"),
            QStringLiteral("add"), input("x.mpq"), input("big.bin")};
        QTest::newRow("map png") << QStringList{QStringLiteral("map"), QStringLiteral("png"), input("x.map"),
            QStringLiteral("-o"), output("existing.png"), QStringLiteral("--scale"), QStringLiteral("32")};
    }

    void writerFailsAndLeavesNothing()
    {
        QFETCH(QStringList, arguments);
        const QMap<QString, QByteArray> outBefore = snapshot(m_dir.filePath(QStringLiteral("out")));
        const QMap<QString, QByteArray> inBefore = snapshot(m_dir.filePath(QStringLiteral("in")));
        CliRun run;
        {
            const FileSizeLimit limit(kLimit);
            QVERIFY(limit.active());
            run = runCli(arguments);
        }
        QVERIFY2(run.exitCode == kExitIo, run.err.constData());
        QCOMPARE(snapshot(m_dir.filePath(QStringLiteral("out"))), outBefore);
        QCOMPARE(snapshot(m_dir.filePath(QStringLiteral("in"))), inBefore);
    }

    void mapEditSaveFailsAndLeavesNothing()
    {
        auto map = formats::mir2map::MapFile::open(input("x.map"));
        QVERIFY(map);
        const QMap<QString, QByteArray> before = snapshot(m_dir.filePath(QStringLiteral("out")));
        const FileSizeLimit limit(kLimit);
        const auto saved = map->save(output("existing.map"));
        QVERIFY(!saved);
        QCOMPARE(saved.error().code, ErrorCode::Io);
        QCOMPARE(snapshot(m_dir.filePath(QStringLiteral("out"))), before);
    }

private:
    [[nodiscard]] QString input(const char *name) const { return m_dir.filePath(QStringLiteral("in/") + QLatin1String(name)); }
    [[nodiscard]] QString output(const char *name) const
    {
        return m_dir.filePath(QStringLiteral("out/") + QLatin1String(name));
    }

    QTemporaryDir m_dir;
};

QTEST_GUILESS_MAIN(TestCliFailingWrites)

#include "tst_cli_failingwrites.moc"
