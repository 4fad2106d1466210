// SPDX-License-Identifier: GPL-3.0-or-later
// repackMod(): files added and replaced in place (the open mod's own file), changes refused before anything is
// written, cancel leaving the mod untouched.
#include "ModFixtures.h"
#include "mwb/formats/tl2dat/DatCompiler.h"
#include "mwb/formats/tl2mod/ModPacker.h"
#include "mwb/formats/tl2mod/ModRepacker.h"
#include "mwb/formats/tl2mod/ModVerifier.h"

#include <QTemporaryDir>
#include <QTest>

using namespace mwb::formats::tl2mod;
using namespace mwb::test::tl2;
using mwb::ErrorCode;
using mwb::SilentProgress;

class TestTl2ModRepack : public QObject
{
    Q_OBJECT
private:
    QString packSmallMod(const QString &name)
    {
        const QString folder = m_tmp.filePath(name);
        if (!makeSmallModFolder(folder))
            return {};
        SilentProgress progress;
        const QString out = m_tmp.filePath(name + QStringLiteral(".MOD"));
        return packModFolder(folder, out, PackOptions{}, progress) ? out : QString();
    }

    QTemporaryDir m_tmp;

private Q_SLOTS:
    void addsAndReplacesInPlace()
    {
        const QString path = packSmallMod(QStringLiteral("inplace"));
        QVERIFY(!path.isEmpty());
        auto before = ModArchive::open(path);
        QVERIFY(before);
        const QString dropped = m_tmp.filePath(QStringLiteral("new sword.dat"));
        QVERIFY(writeFile(dropped, "dropped"));
        const std::vector<EntryChange> changes = {
            {QStringLiteral("MEDIA/units/items/NEW SWORD.dat"), dropped, {}, false},
            {QStringLiteral("MEDIA/UNITDATA.RAW"), {}, QByteArray("replaced"), false},
        };
        SilentProgress progress;
        auto report = repackMod(**before, changes, path, progress);
        QVERIFY2(report, qPrintable(report ? QString() : report.error().toString()));

        auto after = ModArchive::open(path);
        QVERIFY(after);
        QCOMPARE(int((*after)->records().size()), int((*before)->records().size()) + 1);
        const int added = recordIndex(**after, QStringLiteral("MEDIA/UNITS/ITEMS/NEW SWORD.DAT"));
        QVERIFY(added >= 0);
        QCOMPARE(*(*after)->readEntry(added), QByteArray("dropped"));
        QCOMPARE(
            *(*after)->readEntry(recordIndex(**after, QStringLiteral("MEDIA/UNITDATA.RAW"))), QByteArray("replaced"));
        const QString sword = QStringLiteral("MEDIA/UNITS/ITEMS/SWORD.DAT");
        QCOMPARE(
            *(*after)->readEntry(recordIndex(**after, sword)), *(*before)->readEntry(recordIndex(**before, sword)));
        QCOMPARE((*after)->header().modVersion, (*before)->header().modVersion);
        QCOMPARE((*after)->header().title, (*before)->header().title);
        QVERIFY(verifyMod(**after, progress)->gameAccepts());
        QCOMPARE(
            QDir(m_tmp.path()).entryList({QStringLiteral(".mwb-*")}, QDir::AllEntries | QDir::Hidden), QStringList());
    }

    void compilesDroppedDatTextOnRequest()
    {
        const QString path = packSmallMod(QStringLiteral("compile"));
        QVERIFY(!path.isEmpty());
        auto before = ModArchive::open(path);
        QVERIFY(before);
        const QByteArray text = unitDat(7, 500);
        const QByteArray bindat = *mwb::formats::tl2dat::compileDatText(text, QStringLiteral("x"));
        const QString dropped = m_tmp.filePath(QStringLiteral("potion.dat"));
        QVERIFY(writeFile(dropped, text));
        const std::vector<EntryChange> changes = {
            {QStringLiteral("MEDIA/UNITS/ITEMS/POTION.DAT"), dropped, {}, true},
            {QStringLiteral("MEDIA/UNITS/ITEMS/COMPILED.TEMPLATE"), {}, bindat, true}, // already BINDAT: kept
            {QStringLiteral("MEDIA/UI/NOTES.TXT"), {}, text, true}, // not a DAT: stored as it is
        };
        SilentProgress progress;
        auto report = repackMod(**before, changes, path, progress);
        QVERIFY2(report, qPrintable(report ? QString() : report.error().toString()));
        auto after = ModArchive::open(path);
        QVERIFY(after);
        QCOMPARE(*(*after)->readEntry(recordIndex(**after, QStringLiteral("MEDIA/UNITS/ITEMS/POTION.DAT"))), bindat);
        QCOMPARE(
            *(*after)->readEntry(recordIndex(**after, QStringLiteral("MEDIA/UNITS/ITEMS/COMPILED.TEMPLATE"))), bindat);
        QCOMPARE(*(*after)->readEntry(recordIndex(**after, QStringLiteral("MEDIA/UI/NOTES.TXT"))), text);

        // Text that does not compile fails the repack with the compiler's error, and the mod stays as it was.
        const QByteArray saved = mwb::test::readFile(path);
        QVERIFY(writeFile(dropped, "[UNIT]\r\n<NUMBER>X:1\r\n[/UNIT]\r\n"));
        auto refused
            = repackMod(**after, {{QStringLiteral("MEDIA/UNITS/ITEMS/POTION.DAT"), dropped, {}, true}}, path, progress);
        QVERIFY(!refused);
        QCOMPARE(refused.error().code, ErrorCode::InvalidInput);
        QCOMPARE(refused.error().path, dropped);
        QCOMPARE(mwb::test::readFile(path), saved);
    }

    void refusesPathsOutsideMedia_data()
    {
        QTest::addColumn<QString>("changePath");
        QTest::newRow("outside MEDIA") << QStringLiteral("MOD.DAT");
        QTest::newRow("escaping") << QStringLiteral("MEDIA/../../evil.txt");
        QTest::newRow("absolute") << QStringLiteral("/etc/passwd");
    }

    void refusesPathsOutsideMedia()
    {
        QFETCH(QString, changePath);
        const QString path = packSmallMod(QStringLiteral("refuse"));
        const QByteArray original = readAll(path);
        auto mod = ModArchive::open(path);
        QVERIFY(mod);
        SilentProgress progress;
        auto report = repackMod(**mod, {{changePath, {}, QByteArray("x")}}, path, progress);
        QVERIFY(!report);
        QCOMPARE(report.error().code, ErrorCode::UnsafePath);
        QCOMPARE(readAll(path), original);
        QVERIFY(!QFileInfo::exists(m_tmp.filePath(QStringLiteral("evil.txt"))));
    }

    void missingSourceIsIoAndCancelKeepsTheMod()
    {
        const QString path = packSmallMod(QStringLiteral("cancel"));
        const QByteArray original = readAll(path);
        auto mod = ModArchive::open(path);
        QVERIFY(mod);
        SilentProgress progress;
        auto missing = repackMod(
            **mod, {{QStringLiteral("MEDIA/A.TXT"), m_tmp.filePath(QStringLiteral("nope")), {}}}, path, progress);
        QVERIFY(!missing);
        QCOMPARE(missing.error().code, ErrorCode::Io);

        progress.cancel();
        auto canceled = repackMod(**mod, {{QStringLiteral("MEDIA/A.TXT"), {}, QByteArray("a")}}, path, progress);
        QVERIFY(!canceled);
        QCOMPARE(canceled.error().code, ErrorCode::Canceled);
        QCOMPARE(readAll(path), original);
        QCOMPARE(
            QDir(m_tmp.path()).entryList({QStringLiteral(".mwb-*")}, QDir::AllEntries | QDir::Hidden), QStringList());
    }
};

QTEST_GUILESS_MAIN(TestTl2ModRepack)
#include "tst_tl2modrepack.moc"
