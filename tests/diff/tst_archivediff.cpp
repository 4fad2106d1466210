// SPDX-License-Identifier: GPL-3.0-or-later
#include "DiffFixtures.h"
#include "mwb/core/FolderArchive.h"
#include "mwb/core/diff/ArchiveDiff.h"

#include <QTest>

using namespace mwb;
using namespace mwb::diff;
using test::Container;
using test::Files;

Q_DECLARE_METATYPE(test::Container)

namespace {

QByteArray pattern(int size, char seed)
{
    QByteArray bytes(size, Qt::Uninitialized);
    for (int i = 0; i < size; ++i)
        bytes[i] = static_cast<char>(seed + i * 7);
    return bytes;
}

/// Every kind of change from `before()` to `after()`.
Files before()
{
    return {{QStringLiteral("MEDIA/SAME.DAT"), pattern(300, 'a')},
        {QStringLiteral("MEDIA/GROWS.DAT"), pattern(100, 'b')}, {QStringLiteral("MEDIA/EDITED.DAT"), pattern(200, 'c')},
        {QStringLiteral("MEDIA/UNITS/MOVED.DDS"), pattern(400, 'd')},
        {QStringLiteral("MEDIA/OLDNAME.TXT"), pattern(500, 'e')},
        {QStringLiteral("MEDIA/GONE.WAV"), pattern(600, 'f')}};
}

Files after()
{
    QByteArray edited = pattern(200, 'c');
    edited[150] = 'X';
    return {{QStringLiteral("MEDIA/SAME.DAT"), pattern(300, 'a')},
        {QStringLiteral("MEDIA/GROWS.DAT"), pattern(101, 'b')}, {QStringLiteral("MEDIA/EDITED.DAT"), edited},
        {QStringLiteral("MEDIA/ITEMS/MOVED.DDS"), pattern(400, 'd')},
        {QStringLiteral("MEDIA/NEWNAME.TXT"), pattern(500, 'e')}, {QStringLiteral("MEDIA/NEW.WAV"), pattern(700, 'g')}};
}

QString suffixFor(Container container)
{
    return container == Container::Folder ? QString()
        : container == Container::Mod     ? QStringLiteral(".MOD")
                                          : QStringLiteral(".mpq");
}

/// The changes as "kind path[<-before path][:evidence]" lines, leaving out the MPQ's own (listfile)/(attributes).
QStringList describe(const ArchiveDiff &diff)
{
    QStringList lines;
    for (const EntryChange &change : diff.changes) {
        if (change.path().startsWith(QLatin1Char('(')))
            continue;
        QString line = changeKindName(change.kind) + QLatin1Char(' ') + change.path();
        if (change.kind == ChangeKind::Renamed || change.kind == ChangeKind::Moved)
            line += QStringLiteral(" <- ") + change.before.path;
        if (change.kind == ChangeKind::Changed)
            line += QLatin1Char(':') + evidenceName(change.evidence);
        lines << line;
    }
    return lines;
}

} // namespace

class TestArchiveDiff : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    int m_count = 0;

    std::unique_ptr<Archive> build(Container container, const Files &files)
    {
        const QString path = m_dir.filePath(QStringLiteral("c%1").arg(++m_count) + suffixFor(container));
        if (!test::writeContainer(container, path, files))
            return nullptr;
        auto archive = openArchiveOrFolder(path);
        return archive ? std::move(archive).value() : nullptr;
    }

private Q_SLOTS:
    void everyKindOfChange_data()
    {
        QTest::addColumn<Container>("from");
        QTest::addColumn<Container>("to");
        QTest::addColumn<QString>("editedEvidence");
        QTest::addColumn<int>("maxReads"); // -1: content must be read
        QTest::newRow("mod-mod") << Container::Mod << Container::Mod << QStringLiteral("crc32") << 0;
        // (listfile) and (attributes) carry no CRC-32 of their own
        QTest::newRow("mpq-mpq") << Container::Mpq << Container::Mpq << QStringLiteral("crc32") << 4;
        QTest::newRow("mpq without crc") << Container::MpqWithoutCrc << Container::MpqWithoutCrc
                                         << QStringLiteral("content") << -1;
        QTest::newRow("folder-folder") << Container::Folder << Container::Folder << QStringLiteral("content") << -1;
        QTest::newRow("mod-folder") << Container::Mod << Container::Folder << QStringLiteral("content") << -1;
        QTest::newRow("folder-mpq") << Container::Folder << Container::Mpq << QStringLiteral("content") << -1;
        QTest::newRow("mod-mpq") << Container::Mod << Container::Mpq << QStringLiteral("crc32") << 4;
    }

    void everyKindOfChange()
    {
        QFETCH(Container, from);
        QFETCH(Container, to);
        QFETCH(QString, editedEvidence);
        QFETCH(int, maxReads);
        const auto a = build(from, before());
        const auto b = build(to, after());
        QVERIFY(a && b);
        SilentProgress progress;
        const auto diff = diffArchives(*a, *b, progress);
        QVERIFY2(diff, qPrintable(diff ? QString() : diff.error().toString()));
        QCOMPARE(describe(*diff),
            (QStringList{QStringLiteral("changed MEDIA/EDITED.DAT:") + editedEvidence,
                QStringLiteral("removed MEDIA/GONE.WAV"), QStringLiteral("changed MEDIA/GROWS.DAT:size"),
                QStringLiteral("moved MEDIA/ITEMS/MOVED.DDS <- MEDIA/UNITS/MOVED.DDS"),
                QStringLiteral("added MEDIA/NEW.WAV"),
                QStringLiteral("renamed MEDIA/NEWNAME.TXT <- MEDIA/OLDNAME.TXT")}));
        QVERIFY(diff->unchanged >= 1);
        QVERIFY(maxReads < 0 ? diff->contentReads > 0 : diff->contentReads <= maxReads);
        QCOMPARE(diff->count(ChangeKind::Moved), 1);
    }

    void equalArchivesHaveNoChanges_data()
    {
        QTest::addColumn<Container>("container");
        QTest::newRow("mod") << Container::Mod;
        QTest::newRow("mpq") << Container::Mpq;
        QTest::newRow("folder") << Container::Folder;
    }

    void equalArchivesHaveNoChanges()
    {
        QFETCH(Container, container);
        const auto a = build(container, before());
        const auto b = build(container, before());
        QVERIFY(a && b);
        SilentProgress progress;
        const auto diff = diffArchives(*a, *b, progress);
        QVERIFY(diff);
        QVERIFY(diff->equal());
        QVERIFY(diff->unchanged >= 6);
        QCOMPARE(diff->contentReads, container == Container::Folder ? 12 : container == Container::Mpq ? 2 : 0);
    }

    void mpqPathsCompareWithoutCase()
    {
        const auto a = build(Container::Mpq, {{QStringLiteral("War3Map/Units.txt"), "x"}});
        const auto b = build(Container::Folder, {{QStringLiteral("WAR3MAP/UNITS.TXT"), "x"}});
        QVERIFY(a && b);
        SilentProgress progress;
        const auto diff = diffArchives(*a, *b, progress);
        QVERIFY(diff);
        QCOMPARE(describe(*diff), QStringList());
        const auto c = build(Container::Folder, {{QStringLiteral("war3map/units.txt"), "x"}});
        const auto folders = diffArchives(*b, *c, progress);
        QVERIFY(folders);
        QCOMPARE(describe(*folders), QStringList{QStringLiteral("renamed war3map/units.txt <- WAR3MAP/UNITS.TXT")});
    }

    void renamePrefersTheSameFileNameAndSkipsEmptyFiles()
    {
        const QByteArray twin = pattern(64, 't');
        const auto a = build(Container::Folder,
            {{QStringLiteral("A/ONE.BIN"), twin}, {QStringLiteral("A/TWO.BIN"), twin}, {QStringLiteral("E1"), {}}});
        const auto b = build(Container::Folder,
            {{QStringLiteral("B/TWO.BIN"), twin}, {QStringLiteral("B/ONE.BIN"), twin}, {QStringLiteral("E2"), {}}});
        QVERIFY(a && b);
        SilentProgress progress;
        const auto diff = diffArchives(*a, *b, progress);
        QVERIFY(diff);
        QCOMPARE(describe(*diff),
            (QStringList{QStringLiteral("moved B/ONE.BIN <- A/ONE.BIN"), QStringLiteral("moved B/TWO.BIN <- A/TWO.BIN"),
                QStringLiteral("removed E1"), QStringLiteral("added E2")}));
    }

    void sameCrcDifferentBytesIsNoRenameWithoutStoredCrcs()
    {
        // Same size, but different content: the computed CRC-32s differ, so no rename is claimed.
        const auto a = build(Container::Folder, {{QStringLiteral("OLD"), pattern(32, 'x')}});
        const auto b = build(Container::Folder, {{QStringLiteral("NEW"), pattern(32, 'y')}});
        QVERIFY(a && b);
        SilentProgress progress;
        const auto diff = diffArchives(*a, *b, progress);
        QVERIFY(diff);
        QCOMPARE(describe(*diff), (QStringList{QStringLiteral("added NEW"), QStringLiteral("removed OLD")}));
    }

    void cancelStopsTheComparison()
    {
        const auto a = build(Container::Folder, before());
        const auto b = build(Container::Folder, after());
        QVERIFY(a && b);
        SilentProgress progress;
        progress.cancel();
        const auto diff = diffArchives(*a, *b, progress);
        QVERIFY(!diff);
        QCOMPARE(diff.error().code, ErrorCode::Canceled);
    }

    void initTestCase() { QVERIFY(m_dir.isValid()); }
};

QTEST_GUILESS_MAIN(TestArchiveDiff)
#include "tst_archivediff.moc"
