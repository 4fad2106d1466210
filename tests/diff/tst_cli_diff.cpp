// SPDX-License-Identifier: GPL-3.0-or-later
#include "CliRunner.h"
#include "DiffFixtures.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QTest>

using namespace mwb;
using test::Files;
using test::runCli;

namespace {

QByteArray dat(int hp)
{
    return QStringLiteral("[UNIT]\r\n<INTEGER>HP:%1\r\n<STRING>NAME:Bob\r\n[/UNIT]\r\n").arg(hp).toUtf8();
}

Files before()
{
    return {{QStringLiteral("MEDIA/UNITS/BOB.DAT"), dat(5)}, {QStringLiteral("MEDIA/DATA.BIN"), QByteArray(64, 'a')},
        {QStringLiteral("MEDIA/A/TEX.DDS"), QByteArray(100, 't')}, {QStringLiteral("MEDIA/OLD.TXT"), "old name"},
        {QStringLiteral("MEDIA/GONE.TXT"), "gone"}};
}

Files after()
{
    QByteArray data(64, 'a');
    data[20] = 'b';
    return {{QStringLiteral("MEDIA/UNITS/BOB.DAT"), dat(12)}, {QStringLiteral("MEDIA/DATA.BIN"), data},
        {QStringLiteral("MEDIA/B/TEX.DDS"), QByteArray(100, 't')}, {QStringLiteral("MEDIA/NEW.TXT"), "old name"},
        {QStringLiteral("MEDIA/ADDED.TXT"), "added"}};
}

/// "kind path" per JSON change.
QStringList kinds(const QJsonDocument &json)
{
    QStringList out;
    for (const QJsonValue &change : json.object().value(QStringLiteral("changes")).toArray()) {
        out << change[QStringLiteral("kind")].toString() + QLatin1Char(' ') + change[QStringLiteral("path")].toString();
    }
    return out;
}

} // namespace

class TestCliDiff : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_modBefore;
    QString m_modAfter;
    QString m_modAgain;
    QString m_folderBefore;

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_modBefore = m_dir.filePath(QStringLiteral("before.MOD"));
        m_modAfter = m_dir.filePath(QStringLiteral("after.MOD"));
        m_modAgain = m_dir.filePath(QStringLiteral("again.MOD"));
        m_folderBefore = m_dir.filePath(QStringLiteral("before"));
        QVERIFY(test::writeMod(m_modBefore, before()));
        QVERIFY(test::writeMod(m_modAfter, after()));
        QVERIFY(test::writeMod(m_modAgain, before()));
        QVERIFY(test::writeFolder(m_folderBefore, before()));
    }

    void equalArchivesExitZero()
    {
        const auto run = runCli({QStringLiteral("diff"), m_modBefore, m_modAgain, QStringLiteral("--json")});
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.json().object().value(QStringLiteral("equal")).toBool());
        QCOMPARE(run.json().object().value(QStringLiteral("summary"))[QStringLiteral("unchanged")].toInt(), 5);
        QCOMPARE(run.json().object().value(QStringLiteral("content_reads")).toInt(), 0);
        const auto text = runCli({QStringLiteral("diff"), m_modBefore, m_modAgain});
        QCOMPARE(text.exitCode, 0);
        QCOMPARE(text.out, QByteArray("0 added, 0 removed, 0 changed, 0 renamed, 0 moved, 5 unchanged\n"));
    }

    void archiveAndFolderWithTheSameFilesAreEqual()
    {
        QCOMPARE(runCli({QStringLiteral("diff"), m_modBefore, m_folderBefore}).exitCode, 0);
    }

    void differencesExitOne()
    {
        const auto run = runCli({QStringLiteral("diff"), m_modBefore, m_modAfter, QStringLiteral("--json")});
        QCOMPARE(run.exitCode, 1);
        QCOMPARE(kinds(run.json()),
            (QStringList{QStringLiteral("added MEDIA/ADDED.TXT"), QStringLiteral("moved MEDIA/B/TEX.DDS"),
                QStringLiteral("changed MEDIA/DATA.BIN"), QStringLiteral("removed MEDIA/GONE.TXT"),
                QStringLiteral("renamed MEDIA/NEW.TXT"), QStringLiteral("changed MEDIA/UNITS/BOB.DAT")}));
        const QJsonArray changes = run.json().object().value(QStringLiteral("changes")).toArray();
        QCOMPARE(changes[1][QStringLiteral("before_path")].toString(), QStringLiteral("MEDIA/A/TEX.DDS"));
        QCOMPARE(changes[2][QStringLiteral("evidence")].toString(), QStringLiteral("crc32"));
        QCOMPARE(changes[5][QStringLiteral("evidence")].toString(), QStringLiteral("size"));
        const auto text = runCli({QStringLiteral("diff"), m_modBefore, m_modAfter});
        QCOMPARE(text.exitCode, 1);
        QVERIFY(text.out.contains("moved    MEDIA/A/TEX.DDS -> MEDIA/B/TEX.DDS\n"));
        QVERIFY(text.out.endsWith("1 added, 1 removed, 2 changed, 1 renamed, 1 moved, 0 unchanged\n"));
    }

    void entryDrillDownByProperty()
    {
        const auto run = runCli({QStringLiteral("diff"), m_folderBefore, m_modAfter, QStringLiteral("--entry"),
            QStringLiteral("MEDIA/UNITS/BOB.DAT"), QStringLiteral("--json")});
        QCOMPARE(run.exitCode, 1);
        const QJsonObject content = run.json().object().value(QStringLiteral("content")).toObject();
        QCOMPARE(content.value(QStringLiteral("kind")).toString(), QStringLiteral("tl2dat"));
        const QJsonArray changes = content.value(QStringLiteral("changes")).toArray();
        QCOMPARE(changes.size(), 1);
        QCOMPARE(changes[0][QStringLiteral("location")].toString(), QStringLiteral("UNIT/HP"));
        QCOMPARE(changes[0][QStringLiteral("before")].toString(), QStringLiteral("5"));
        QCOMPARE(changes[0][QStringLiteral("after")].toString(), QStringLiteral("12"));
        const auto text = runCli({QStringLiteral("diff"), m_modBefore, m_modAfter, QStringLiteral("--entry"),
            QStringLiteral("MEDIA/UNITS/BOB.DAT")});
        QVERIFY(text.out.contains("~ UNIT/HP: 5 -> 12\n"));
    }

    void entryDrillDownByBytes()
    {
        const auto run = runCli({QStringLiteral("diff"), m_modBefore, m_modAfter, QStringLiteral("--entry"),
            QStringLiteral("MEDIA/DATA.BIN"), QStringLiteral("--json")});
        QCOMPARE(run.exitCode, 1);
        const QJsonObject content = run.json().object().value(QStringLiteral("content")).toObject();
        QCOMPARE(content.value(QStringLiteral("kind")).toString(), QStringLiteral("bytes"));
        QCOMPARE(content.value(QStringLiteral("first_difference")).toInt(), 20);
        QCOMPARE(content.value(QStringLiteral("differing_bytes")).toInt(), 1);
    }

    void entryThatIsTheSameExitsZero()
    {
        const auto same = runCli({QStringLiteral("diff"), m_modBefore, m_modAgain, QStringLiteral("--entry"),
            QStringLiteral("MEDIA/DATA.BIN")});
        QCOMPARE(same.exitCode, 0);
        const auto missing = runCli({QStringLiteral("diff"), m_modBefore, m_modAfter, QStringLiteral("--entry"),
            QStringLiteral("MEDIA/NOPE.BIN")});
        QCOMPARE(missing.exitCode, 10 + int(ErrorCode::InvalidInput));
    }

    void errorsUseTheExitCodeTable()
    {
        QCOMPARE(runCli({QStringLiteral("diff"), m_modBefore}).exitCode, 2);
        QCOMPARE(runCli({QStringLiteral("diff"), m_modBefore, m_dir.filePath(QStringLiteral("nowhere"))}).exitCode, 10);
        const QString text = m_dir.filePath(QStringLiteral("plain.txt"));
        QVERIFY(test::writeFile(text, "not an archive"));
        QCOMPARE(runCli({QStringLiteral("diff"), text, m_modBefore}).exitCode, 10 + int(ErrorCode::BadMagic));
    }
};

QTEST_GUILESS_MAIN(TestCliDiff)
#include "tst_cli_diff.moc"
