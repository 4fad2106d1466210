// SPDX-License-Identifier: GPL-3.0-or-later
#include "TestFiles.h"
#include "mwb/core/FolderArchive.h"

#include <QTemporaryDir>
#include <QTest>

using namespace mwb;

class TestFolderArchive : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_folder;

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_folder = m_dir.filePath(QStringLiteral("tree"));
        QVERIFY(test::writeFile(m_folder + QStringLiteral("/MEDIA/UNITS/A.DAT"), "alpha"));
        QVERIFY(test::writeFile(m_folder + QStringLiteral("/MEDIA/b.txt"), "bravo!"));
        QVERIFY(test::writeFile(m_folder + QStringLiteral("/.hidden"), ""));
        QVERIFY(QDir().mkpath(m_folder + QStringLiteral("/EMPTY")));
    }

    void listsEveryFileWithRelativeSlashPaths()
    {
        auto folder = FolderArchive::open(m_folder);
        QVERIFY(folder);
        QStringList paths;
        for (const EntryIndex::Input &input : (*folder)->indexInputs()) {
            paths << input.path;
            QVERIFY(!input.hasChecksum);
        }
        QCOMPARE(paths,
            (QStringList{
                QStringLiteral(".hidden"), QStringLiteral("MEDIA/UNITS/A.DAT"), QStringLiteral("MEDIA/b.txt")}));
        QCOMPARE((*folder)->indexInputs()[2].size, 6);
        QCOMPARE((*folder)->formatId(), QStringLiteral("folder"));
        QCOMPARE((*folder)->pathCase(), Qt::CaseSensitive);
    }

    void readsEntries()
    {
        auto folder = FolderArchive::open(m_folder);
        QVERIFY(folder);
        auto bytes = (*folder)->readEntry(1);
        QVERIFY(bytes);
        QCOMPARE(*bytes, QByteArray("alpha"));
        const auto missing = (*folder)->readEntry(3);
        QVERIFY(!missing);
        QCOMPARE(missing.error().code, ErrorCode::InvalidInput);
    }

    void extractsSelectedEntries()
    {
        auto folder = FolderArchive::open(m_folder);
        QVERIFY(folder);
        const QString out = m_dir.filePath(QStringLiteral("out"));
        SilentProgress progress;
        auto summary = (*folder)->extract({1, 2}, out, progress);
        QVERIFY2(summary, qPrintable(summary ? QString() : summary.error().toString()));
        QCOMPARE(summary->files, 2);
        QCOMPARE(summary->bytes, 11);
        QCOMPARE(test::readFile(out + QStringLiteral("/MEDIA/UNITS/A.DAT")), QByteArray("alpha"));
        QCOMPARE(test::readFile(out + QStringLiteral("/MEDIA/b.txt")), QByteArray("bravo!"));
        QVERIFY(!QFileInfo::exists(out + QStringLiteral("/.hidden")));
    }

    void canceledExtractionLeavesNothing()
    {
        auto folder = FolderArchive::open(m_folder);
        QVERIFY(folder);
        const QString out = m_dir.filePath(QStringLiteral("canceled"));
        SilentProgress progress;
        progress.cancel();
        const auto summary = (*folder)->extract({0, 1, 2}, out, progress);
        QVERIFY(!summary);
        QCOMPARE(summary.error().code, ErrorCode::Canceled);
        QVERIFY(!QFileInfo::exists(out));
    }

    void openArchiveOrFolderDispatches()
    {
        auto folder = openArchiveOrFolder(m_folder);
        QVERIFY(folder);
        QCOMPARE((*folder)->formatId(), QStringLiteral("folder"));
        const auto notArchive = openArchiveOrFolder(m_folder + QStringLiteral("/MEDIA/b.txt"));
        QVERIFY(!notArchive);
        QCOMPARE(notArchive.error().code, ErrorCode::BadMagic);
        const auto missing = FolderArchive::open(m_dir.filePath(QStringLiteral("nowhere")));
        QVERIFY(!missing);
        QCOMPARE(missing.error().code, ErrorCode::Io);
    }
};

QTEST_GUILESS_MAIN(TestFolderArchive)
#include "tst_folderarchive.moc"
