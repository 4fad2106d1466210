// SPDX-License-Identifier: GPL-3.0-or-later
// The game's own archive through the command line, typed as a user would: `list`, `info`, `extract` and `verify` on
// PAKS/DATA.PAK.MAN (or DATA.PAK), and DATA.PAK as the --base of `mod conflicts` and `mod merge`. The pair is made from
// the demo mod with the project's own writer parts (PakFixtures.h).
#include "../tl2mod/PakFixtures.h"
#include "CliRunner.h"

#include <QDir>
#include <QDirIterator>
#include <QJsonArray>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using mwb::test::runCli;

namespace {

const QString kTonic = QStringLiteral("MEDIA/UNITS/ITEMS/POTIONS/WORKBENCH_TONIC.DAT");

/// Copies the demo mod folder to `target` with one line of its tonic DAT (UTF-16LE text) replaced.
bool demoModWith(const QString &target, const QString &line, const QString &replacement)
{
    const QDir demo(QStringLiteral(MWB_DEMO_MOD_DIR));
    QDirIterator it(demo.path(), QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString file = it.next();
        QFile in(file);
        if (!in.open(QIODevice::ReadOnly))
            return false;
        QByteArray bytes = in.readAll();
        const QString relative = demo.relativeFilePath(file);
        if (relative.compare(kTonic, Qt::CaseInsensitive) == 0) {
            QString text = QString::fromUtf16(reinterpret_cast<const char16_t *>(bytes.constData()), bytes.size() / 2);
            if (!text.contains(line))
                return false;
            text.replace(line, replacement);
            bytes = QByteArray(reinterpret_cast<const char *>(text.utf16()), text.size() * 2);
        }
        if (!mwb::test::writeFile(target + QLatin1Char('/') + relative, bytes))
            return false;
    }
    return true;
}

} // namespace

class TestCliPak : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_demo; ///< the demo mod packed
    QString m_pak; ///< PAKS/DATA.PAK made from it

    [[nodiscard]] QString packed(const QString &folder, const QString &name)
    {
        const QString out = m_dir.filePath(name);
        const auto run = runCli({QStringLiteral("mod"), QStringLiteral("pack"), folder, QStringLiteral("-o"), out});
        if (run.exitCode != 0)
            qWarning() << run.err;
        return run.exitCode == 0 ? out : QString();
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_demo = packed(QStringLiteral(MWB_DEMO_MOD_DIR), QStringLiteral("DEMO.MOD"));
        QVERIFY(!m_demo.isEmpty());
        m_pak = m_dir.filePath(QStringLiteral("game/PAKS/DATA.PAK"));
        QCOMPARE(mwb::test::tl2::writePakPair(m_demo, m_pak), QString());
    }

    void listAndInfoFromEitherFile()
    {
        const auto mod = runCli({QStringLiteral("list"), m_demo, QStringLiteral("--json")});
        QCOMPARE(mod.exitCode, 0);
        for (const QString &path : QStringList{m_pak + QStringLiteral(".MAN"), m_pak}) {
            const auto list = runCli({QStringLiteral("list"), path, QStringLiteral("--json")});
            QVERIFY2(list.exitCode == 0, list.err.constData());
            QCOMPARE(list.json(), mod.json()); // the same entries, sizes, checksums and compression as the .MOD
            const auto info = runCli({QStringLiteral("info"), path, QStringLiteral("--json")});
            QCOMPARE(info.exitCode, 0);
            QCOMPARE(info.json().object().value(u"format").toString(), QStringLiteral("tl2pak"));
            QCOMPARE(info.json().object().value(u"files").toInt(), 9);
        }
    }

    void extractAndVerify()
    {
        const QString fromPak = m_dir.filePath(QStringLiteral("from-pak"));
        const QString fromMod = m_dir.filePath(QStringLiteral("from-mod"));
        const auto extracted
            = runCli({QStringLiteral("extract"), m_pak + QStringLiteral(".MAN"), QStringLiteral("-o"), fromPak});
        QVERIFY2(extracted.exitCode == 0, extracted.err.constData());
        QCOMPARE(runCli({QStringLiteral("extract"), m_demo, QStringLiteral("-o"), fromMod}).exitCode, 0);
        QDirIterator it(fromMod, QDir::Files, QDirIterator::Subdirectories);
        int files = 0;
        while (it.hasNext()) {
            const QString file = it.next();
            QFile mine(fromPak + QLatin1Char('/') + QDir(fromMod).relativeFilePath(file));
            QFile theirs(file);
            QVERIFY2(mine.open(QIODevice::ReadOnly) && theirs.open(QIODevice::ReadOnly), qPrintable(file));
            QCOMPARE(mine.readAll(), theirs.readAll());
            ++files;
        }
        QCOMPARE(files, 9);
        const auto verified = runCli({QStringLiteral("verify"), m_pak});
        QCOMPARE(verified.exitCode, 0);
        QVERIFY(verified.out.contains("9 entries checked"));
    }

    void pakIsTheBaseOfConflictsAndMerge()
    {
        // Two mods change different properties of one DAT: without the game's copy that is a possible conflict
        // (exit 1); against DATA.PAK they are disjoint changes (exit 0), and the merge takes both.
        const QString a = m_dir.filePath(QStringLiteral("A"));
        const QString b = m_dir.filePath(QStringLiteral("B"));
        QVERIFY(demoModWith(a, QStringLiteral("<INTEGER>VALUE:250"), QStringLiteral("<INTEGER>VALUE:999")));
        QVERIFY(demoModWith(b, QStringLiteral("<INTEGER>LEVEL:3"), QStringLiteral("<INTEGER>LEVEL:7")));
        const QString modA = packed(a, QStringLiteral("A.MOD"));
        const QString modB = packed(b, QStringLiteral("B.MOD"));
        QVERIFY(!modA.isEmpty() && !modB.isEmpty());
        QCOMPARE(runCli({QStringLiteral("mod"), QStringLiteral("conflicts"), modA, modB}).exitCode, 1);
        for (const QString &base : QStringList{m_pak, m_pak + QStringLiteral(".MAN")}) {
            const auto run = runCli({QStringLiteral("mod"), QStringLiteral("conflicts"), modA, modB,
                QStringLiteral("--base"), base, QStringLiteral("--json")});
            QVERIFY2(run.exitCode == 0, run.err.constData());
            bool seen = false;
            for (const QJsonValue &file : run.json().object().value(u"files").toArray()) {
                if (file.toObject().value(u"path").toString() != kTonic)
                    continue;
                seen = true;
                QCOMPARE(file.toObject().value(u"status").toString(), QStringLiteral("harmless"));
                QVERIFY(file.toObject().value(u"in_base").toBool());
            }
            QVERIFY(seen);
        }
        const QString merged = m_dir.filePath(QStringLiteral("MERGED.MOD"));
        const auto merge = runCli({QStringLiteral("mod"), QStringLiteral("merge"), modA, modB, QStringLiteral("--base"),
            m_pak, QStringLiteral("-o"), merged});
        QVERIFY2(merge.exitCode == 0, merge.err.constData());
        QVERIFY2(merge.out.contains("1 DATs merged by property"), merge.out.constData());
    }

    void missingHalfOfThePairIsAnIoError()
    {
        const QString lone = m_dir.filePath(QStringLiteral("lone/DATA.PAK"));
        QVERIFY(QDir().mkpath(QFileInfo(lone).path()));
        QVERIFY(QFile::copy(m_pak + QStringLiteral(".MAN"), lone + QStringLiteral(".MAN")));
        const auto run = runCli({QStringLiteral("list"), lone + QStringLiteral(".MAN")});
        QCOMPARE(run.exitCode, 10);
        QVERIFY2(run.err.contains("no DATA.PAK beside it"), run.err.constData());
    }
};

QTEST_GUILESS_MAIN(TestCliPak)
#include "tst_cli_pak.moc"
