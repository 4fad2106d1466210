// SPDX-License-Identifier: GPL-3.0-or-later
// Extraction to disk is atomic: files appear only when every entry is decoded, existing files are replaced whole,
// a canceled or failed job leaves the target as it was, and output never goes through a symbolic link.
#include "MpqFixtureBuilder.h"
#include "mwb/core/Progress.h"
#include "mwb/formats/mpq/MpqArchive.h"
#include "mwb/formats/mpq/MpqExtractor.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <QtEndian>

#include <numeric>

using mwb::ErrorCode;
using mwb::formats::mpq::MpqArchive;
using mwb::formats::mpq::MpqExtractor;
using mwb::test::MpqFixtureBuilder;

namespace {

constexpr quint32 kExists = 0x80000000u;
constexpr quint32 kCompress = 0x00000200u;

/// Cancels once `after` entries are done.
class CancelAfter final : public mwb::Progress
{
public:
    explicit CancelAfter(int after)
        : m_left(after)
    { }
    void setTotal(qint64) override { }
    void setDone(qint64) override { m_canceled = --m_left <= 0; }
    void setText(const QString &) override { }
    bool isCanceled() const override { return m_canceled; }

private:
    int m_left;
    bool m_canceled = false;
};

std::unique_ptr<MpqArchive> openArchive(const std::vector<MpqFixtureBuilder::File> &files)
{
    auto archive = MpqArchive::open(mwb::ByteSource::fromBytes(MpqFixtureBuilder::build(files), QStringLiteral("t")));
    return archive ? std::move(archive.value()) : nullptr;
}

/// a.txt, dir\sub\b.txt, dir\c.txt and (listfile).
std::unique_ptr<MpqArchive> sample()
{
    return openArchive(
        {{"a.txt", "hello", 5, kExists}, {"dir\\sub\\b.txt", "world", 5, kExists}, {"dir\\c.txt", "!", 1, kExists}});
}

std::vector<int> all(const MpqArchive &archive)
{
    std::vector<int> entries(archive.entries().size());
    std::iota(entries.begin(), entries.end(), 0);
    return entries;
}

QByteArray contents(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray("<missing>");
}

/// Every file and folder below `root`, relative, sorted (hidden ones included).
QStringList tree(const QString &root)
{
    QStringList found;
    QDirIterator it(
        root, QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden | QDir::System, QDirIterator::Subdirectories);
    while (it.hasNext())
        found << QDir(root).relativeFilePath(it.next());
    found.sort();
    return found;
}

void writeFile(const QString &path, const QByteArray &bytes)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    QCOMPARE(file.write(bytes), bytes.size());
}

} // namespace

class TestMpqExtract : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void freshTargetGetsEveryFileAndNothingElse();
    void existingTargetIsMergedAndFilesReplacedWhole();
    void canceledJobLeavesNoTrace();
    void canceledJobLeavesExistingFilesAlone();
    void failedEntryLeavesNoPartialFile();
    void failedEntryCommitsNothingByDefault();
    void symbolicLinkOnTheWayIsRefused();
    void targetThatIsAFileFails();
};

void TestMpqExtract::freshTargetGetsEveryFileAndNothingElse()
{
    const auto archive = sample();
    QVERIFY(archive);
    QTemporaryDir parent;
    const QString target = parent.filePath(QStringLiteral("out/deeper"));
    mwb::SilentProgress progress;
    auto report = MpqExtractor::extractToDisk(*archive, all(*archive), target, progress, mwb::io::FailurePolicy::KeepGoing, 2);
    QVERIFY(report);
    QVERIFY(report->failures.empty());
    QCOMPARE(report->summary.files, 4);
    QCOMPARE(tree(target),
        QStringList({QStringLiteral("(listfile)"), QStringLiteral("a.txt"), QStringLiteral("dir"),
            QStringLiteral("dir/c.txt"), QStringLiteral("dir/sub"), QStringLiteral("dir/sub/b.txt")}));
    QCOMPARE(contents(target + QStringLiteral("/a.txt")), QByteArray("hello"));
    QCOMPARE(contents(target + QStringLiteral("/dir/sub/b.txt")), QByteArray("world"));
    QCOMPARE(contents(target + QStringLiteral("/dir/c.txt")), QByteArray("!"));
}

void TestMpqExtract::existingTargetIsMergedAndFilesReplacedWhole()
{
    const auto archive = sample();
    QVERIFY(archive);
    QTemporaryDir target;
    writeFile(target.filePath(QStringLiteral("a.txt")), "an older and longer a.txt");
    writeFile(target.filePath(QStringLiteral("dir/c.txt")), "old c");
    writeFile(target.filePath(QStringLiteral("dir/keep.txt")), "keep");
    mwb::SilentProgress progress;
    auto report = MpqExtractor::extractToDisk(*archive, all(*archive), target.path(), progress, mwb::io::FailurePolicy::KeepGoing, 2);
    QVERIFY(report);
    QVERIFY(report->failures.empty());
    QCOMPARE(tree(target.path()),
        QStringList(
            {QStringLiteral("(listfile)"), QStringLiteral("a.txt"), QStringLiteral("dir"), QStringLiteral("dir/c.txt"),
                QStringLiteral("dir/keep.txt"), QStringLiteral("dir/sub"), QStringLiteral("dir/sub/b.txt")}));
    QCOMPARE(contents(target.filePath(QStringLiteral("a.txt"))), QByteArray("hello"));
    QCOMPARE(contents(target.filePath(QStringLiteral("dir/c.txt"))), QByteArray("!"));
    QCOMPARE(contents(target.filePath(QStringLiteral("dir/keep.txt"))), QByteArray("keep"));
    QCOMPARE(contents(target.filePath(QStringLiteral("dir/sub/b.txt"))), QByteArray("world"));
}

void TestMpqExtract::canceledJobLeavesNoTrace()
{
    const auto archive = sample();
    QVERIFY(archive);
    QTemporaryDir parent;
    const QString target = parent.filePath(QStringLiteral("out/deeper"));
    CancelAfter progress(2); // two entries are written (and staged) before the cancel
    auto report = MpqExtractor::extractToDisk(*archive, all(*archive), target, progress, mwb::io::FailurePolicy::KeepGoing, 1);
    QVERIFY(!report);
    QCOMPARE(report.error().code, ErrorCode::Canceled);
    QCOMPARE(tree(parent.path()), QStringList()); // not even the target folder it created
}

void TestMpqExtract::canceledJobLeavesExistingFilesAlone()
{
    const auto archive = sample();
    QVERIFY(archive);
    QTemporaryDir target;
    writeFile(target.filePath(QStringLiteral("a.txt")), "old a");
    writeFile(target.filePath(QStringLiteral("dir/c.txt")), "old c");
    CancelAfter progress(3);
    auto report = MpqExtractor::extractToDisk(*archive, all(*archive), target.path(), progress, mwb::io::FailurePolicy::KeepGoing, 1);
    QVERIFY(!report);
    QCOMPARE(report.error().code, ErrorCode::Canceled);
    QCOMPARE(tree(target.path()),
        QStringList({QStringLiteral("a.txt"), QStringLiteral("dir"), QStringLiteral("dir/c.txt")}));
    QCOMPARE(contents(target.filePath(QStringLiteral("a.txt"))), QByteArray("old a"));
    QCOMPARE(contents(target.filePath(QStringLiteral("dir/c.txt"))), QByteArray("old c"));
}

void TestMpqExtract::failedEntryLeavesNoPartialFile()
{
    // bad.bin: a good first sector, then one that is not the zlib stream it claims to be.
    const QByteArray broken = MpqFixtureBuilder::sectored({QByteArray(4096, 'x'), QByteArray("\x02not zlib", 9)});
    const auto archive = openArchive({{"bad.bin", broken, 8192, kExists | kCompress},
        {"sub\\good.txt", "fine", 4, kExists}, {"top.txt", "top", 3, kExists}});
    QVERIFY(archive);
    QTemporaryDir target;
    writeFile(target.filePath(QStringLiteral("bad.bin")), "old bad");
    mwb::SilentProgress progress;
    auto report = MpqExtractor::extractToDisk(*archive, all(*archive), target.path(), progress, mwb::io::FailurePolicy::KeepGoing, 1);
    QVERIFY(report);
    QCOMPARE(report->failures.size(), std::size_t(1));
    QCOMPARE(report->failures.front().entry, *archive->findEntry(QStringLiteral("bad.bin")));
    QCOMPARE(report->failures.front().error.code, ErrorCode::Corrupt);
    QCOMPARE(tree(target.path()),
        QStringList({QStringLiteral("(listfile)"), QStringLiteral("bad.bin"), QStringLiteral("sub"),
            QStringLiteral("sub/good.txt"), QStringLiteral("top.txt")}));
    QCOMPARE(contents(target.filePath(QStringLiteral("bad.bin"))), QByteArray("old bad"));
    QCOMPARE(contents(target.filePath(QStringLiteral("sub/good.txt"))), QByteArray("fine"));
}

void TestMpqExtract::failedEntryCommitsNothingByDefault()
{
    const QByteArray broken = MpqFixtureBuilder::sectored({QByteArray(4096, 'x'), QByteArray("\x02not zlib", 9)});
    const auto archive = openArchive({{"good.txt", "fine", 4, kExists}, {"bad.bin", broken, 8192, kExists | kCompress},
        {"top.txt", "top", 3, kExists}});
    QVERIFY(archive);
    QTemporaryDir target;
    writeFile(target.filePath(QStringLiteral("top.txt")), "old top");
    mwb::SilentProgress progress;
    auto report = MpqExtractor::extractToDisk(
        *archive, all(*archive), target.path(), progress, mwb::io::FailurePolicy::AllOrNothing, 2);
    QVERIFY(!report);
    QCOMPARE(report.error().code, ErrorCode::Corrupt);
    QCOMPARE(tree(target.path()), QStringList({QStringLiteral("top.txt")}));
    QCOMPARE(contents(target.filePath(QStringLiteral("top.txt"))), QByteArray("old top"));
}

void TestMpqExtract::symbolicLinkOnTheWayIsRefused()
{
#ifdef Q_OS_WIN
    QSKIP("creating symbolic links needs privileges on Windows");
#else
    const auto archive = sample();
    QVERIFY(archive);
    QTemporaryDir target;
    QTemporaryDir outside;
    QVERIFY(QFile::link(outside.path(), target.filePath(QStringLiteral("dir"))));
    mwb::SilentProgress progress;
    auto report = MpqExtractor::extractToDisk(*archive, all(*archive), target.path(), progress, mwb::io::FailurePolicy::KeepGoing, 2);
    QVERIFY(report);
    QCOMPARE(report->failures.size(), std::size_t(2)); // dir\sub\b.txt and dir\c.txt
    for (const auto &failure : report->failures)
        QCOMPARE(failure.error.code, ErrorCode::UnsafePath);
    QCOMPARE(tree(outside.path()), QStringList());
    QCOMPARE(contents(target.filePath(QStringLiteral("a.txt"))), QByteArray("hello"));
#endif
}

void TestMpqExtract::targetThatIsAFileFails()
{
    const auto archive = sample();
    QVERIFY(archive);
    QTemporaryDir parent;
    const QString file = parent.filePath(QStringLiteral("file"));
    writeFile(file, "not a folder");
    mwb::SilentProgress progress;
    auto report = MpqExtractor::extractToDisk(*archive, all(*archive), file, progress, mwb::io::FailurePolicy::KeepGoing, 2);
    QVERIFY(!report);
    QCOMPARE(report.error().code, ErrorCode::Io);
    QCOMPARE(tree(parent.path()), QStringList({QStringLiteral("file")}));
    QCOMPARE(contents(file), QByteArray("not a folder"));
}

QTEST_GUILESS_MAIN(TestMpqExtract)
#include "tst_mpqextract.moc"
