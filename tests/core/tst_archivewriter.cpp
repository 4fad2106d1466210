// SPDX-License-Identifier: GPL-3.0-or-later
// The ArchiveWriter base class (edit plan, path rules, atomic commit: rewrite or in-place append) over a tiny
// line-based archive format, and the io::AtomicFile and io::InPlaceAppend it commits through.
#include "TestFiles.h"
#include "mwb/core/ArchiveWriter.h"
#include "mwb/core/io/AtomicFile.h"
#include "mwb/core/io/InPlaceAppend.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using mwb::ErrorCode;

namespace {

/// An archive of named byte strings, in the given order.
class ListArchive final : public mwb::Archive
{
public:
    explicit ListArchive(
        std::vector<std::pair<QString, QByteArray>> entries, QString path = QStringLiteral("list.archive"))
        : m_entries(std::move(entries))
        , m_path(std::move(path))
    { }

    QString path() const override { return m_path; }
    QString formatId() const override { return QStringLiteral("list"); }
    const mwb::ByteSource &source() const override { return *m_source; }
    std::vector<mwb::EntryIndex::Input> buildIndexInputs() const override
    {
        std::vector<mwb::EntryIndex::Input> inputs;
        for (std::size_t i = 0; i < m_entries.size(); ++i) {
            mwb::EntryIndex::Input input;
            input.path = m_entries[i].first;
            input.entry = static_cast<int>(i);
            inputs.push_back(input);
        }
        return inputs;
    }
    unsigned indexColumns() const override { return 0; }
    mwb::Result<QByteArray> readEntry(int entry) const override
    {
        return m_entries[static_cast<std::size_t>(entry)].second;
    }
    mwb::Result<mwb::ExtractSummary> extract(const std::vector<int> &, const QString &, mwb::Progress &) const override
    {
        return mwb::ExtractSummary{};
    }

private:
    std::vector<std::pair<QString, QByteArray>> m_entries;
    QString m_path;
    std::unique_ptr<mwb::ByteSource> m_source = mwb::ByteSource::fromBytes({});
};

/// Writes "path=content" lines. Paths are upper-cased and must not contain "..". `failAfter` >= 0 makes the write
/// fail after that many entries (a full disk); `cancelAfter` cancels the progress after that many. With `appendable`
/// a save to the base's own file appends the new entries' lines and turns the first byte into '*' (the "header");
/// `appendTooBig` makes the append give up with LimitExceeded after writing.
class ListWriter final : public mwb::ArchiveWriter
{
public:
    explicit ListWriter(std::shared_ptr<const mwb::Archive> base)
        : ArchiveWriter(std::move(base))
    { }

    int failAfter = -1;
    mwb::SilentProgress *cancelAfterOne = nullptr;
    bool appendable = false;
    bool appendTooBig = false;

    mwb::Result<QString> normalizePath(const QString &path) const override
    {
        if (path.contains(QLatin1String("..")))
            return mwb::Error{ErrorCode::UnsafePath, QStringLiteral("escapes"), path};
        if (path.isEmpty())
            return mwb::Error{ErrorCode::InvalidInput, QStringLiteral("empty"), path};
        return path.toUpper();
    }

protected:
    mwb::Result<mwb::CommitReport> writeArchive(QFile &out, mwb::Progress &progress) override
    {
        mwb::CommitReport report;
        for (const mwb::PlannedEntry &entry : entries()) {
            if (report.entries == failAfter)
                return mwb::Error{ErrorCode::Io, QStringLiteral("No space left on device"), out.fileName()};
            if (progress.isCanceled())
                return mwb::Error{ErrorCode::Canceled, QStringLiteral("canceled"), out.fileName()};
            auto bytes = entry.isNew() ? entry.content->load() : base().readEntry(entry.original);
            if (!bytes)
                return bytes.error();
            out.write(entry.path.toUtf8() + '=' + *bytes + '\n');
            ++report.entries;
            ++(entry.isNew() ? report.written : report.copiedRaw);
            if (cancelAfterOne)
                cancelAfterOne->cancel();
        }
        return report;
    }
    QString appendRefusal() const override { return appendable ? QString() : ArchiveWriter::appendRefusal(); }
    mwb::Result<mwb::AppendedArchive> appendArchive(QFile &file, mwb::Progress &) override
    {
        mwb::AppendedArchive appended;
        for (const mwb::PlannedEntry &entry : entries()) {
            if (entry.isNew()) {
                file.write(entry.path.toUtf8() + '=' + entry.content->bytes + '\n');
                ++appended.report.written;
            }
        }
        if (appendTooBig)
            return mwb::Error{ErrorCode::LimitExceeded, QStringLiteral("too big to append"), file.fileName()};
        appended.header = "*";
        return appended;
    }
};

std::shared_ptr<const mwb::Archive> sample()
{
    return std::make_shared<ListArchive>(std::vector<std::pair<QString, QByteArray>>{
        {QStringLiteral("A/ONE.TXT"), "1"}, {QStringLiteral("A/B/TWO.TXT"), "2"}, {QStringLiteral("THREE.TXT"), "3"}});
}

QStringList paths(const mwb::ArchiveWriter &writer)
{
    QStringList list;
    for (const mwb::PlannedEntry &entry : writer.entries())
        list << entry.path;
    return list;
}

/// "A B C" → {"A", "B", "C"}.
QStringList split(const char *names)
{
    return QString::fromLatin1(names).split(QLatin1Char(' '));
}

QStringList leftovers(const QString &dir)
{
    return QDir(dir).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot);
}

} // namespace

class TestArchiveWriter : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void startsWithEveryEntryUntouched()
    {
        ListWriter writer(sample());
        QCOMPARE(paths(writer), split("A/ONE.TXT A/B/TWO.TXT THREE.TXT"));
        QVERIFY(!writer.hasChanges());
        QVERIFY(writer.contains(QStringLiteral("A/B")));
        QVERIFY(!writer.contains(QStringLiteral("A/O")));
    }

    void addAppendsAndReplaceKeepsThePlace()
    {
        ListWriter writer(sample());
        QVERIFY(writer.add(QStringLiteral("new.txt"), mwb::EntrySource::fromBytes("n")));
        QVERIFY(writer.add(QStringLiteral("a/one.txt"), mwb::EntrySource::fromBytes("1b")));
        QCOMPARE(paths(writer), split("A/ONE.TXT A/B/TWO.TXT THREE.TXT NEW.TXT"));
        QVERIFY(writer.entries()[0].isNew());
        QCOMPARE(writer.entries()[0].content->bytes, QByteArray("1b"));
        QVERIFY(writer.hasChanges());
    }

    void editsThatCannotApplyAreRefused()
    {
        ListWriter writer(sample());
        QCOMPARE(writer.replace(QStringLiteral("missing"), {}).error().code, ErrorCode::InvalidInput);
        QCOMPARE(writer.remove(QStringLiteral("missing")).error().code, ErrorCode::InvalidInput);
        QCOMPARE(writer.rename(QStringLiteral("THREE.TXT"), QStringLiteral("A/ONE.TXT")).error().code,
            ErrorCode::InvalidInput);
        QCOMPARE(writer.copy(QStringLiteral("THREE.TXT"), QStringLiteral("A/B")).error().code, ErrorCode::InvalidInput);
        QCOMPARE(writer.add(QStringLiteral("A/B"), {}).error().code, ErrorCode::InvalidInput); // a folder
        QCOMPARE(writer.add(QStringLiteral("../X"), {}).error().code, ErrorCode::UnsafePath);
        QCOMPARE(writer.rename(QStringLiteral("A"), QStringLiteral("..")).error().code, ErrorCode::UnsafePath);
        QVERIFY(!writer.hasChanges());
        QCOMPARE(paths(writer), split("A/ONE.TXT A/B/TWO.TXT THREE.TXT"));
    }

    void removeTakesAFileOrAFolder()
    {
        ListWriter writer(sample());
        QCOMPARE(writer.remove(QStringLiteral("a")).value(), 2);
        QCOMPARE(paths(writer), split("THREE.TXT"));
    }

    void renameMovesAFolderWithEverythingBelowIt()
    {
        ListWriter writer(sample());
        QCOMPARE(writer.rename(QStringLiteral("A"), QStringLiteral("Z/Y")).value(), 2);
        QCOMPARE(paths(writer), split("Z/Y/ONE.TXT Z/Y/B/TWO.TXT THREE.TXT"));
        QCOMPARE(writer.entries()[1].original, 1); // still copied from the base
    }

    void copyKeepsTheStoredEntry()
    {
        ListWriter writer(sample());
        QVERIFY(writer.copy(QStringLiteral("THREE.TXT"), QStringLiteral("FOUR.TXT")));
        QCOMPARE(writer.entries().back().path, QStringLiteral("FOUR.TXT"));
        QCOMPARE(writer.entries().back().original, 2);
    }

    void rollbackUndoesEveryEditSinceTheCheckpoint()
    {
        ListWriter writer(sample());
        const auto untouched = writer.checkpoint();
        QVERIFY(writer.add(QStringLiteral("new.txt"), mwb::EntrySource::fromBytes("n")));
        const auto added = writer.checkpoint();
        QVERIFY(writer.rename(QStringLiteral("A"), QStringLiteral("Z")));
        QVERIFY(writer.remove(QStringLiteral("THREE.TXT")));
        QVERIFY(writer.add(QStringLiteral("z/one.txt"), mwb::EntrySource::fromBytes("1b")));
        QVERIFY(writer.copy(QStringLiteral("NEW.TXT"), QStringLiteral("COPY.TXT")));
        QCOMPARE(paths(writer), split("Z/ONE.TXT Z/B/TWO.TXT NEW.TXT COPY.TXT"));

        writer.rollback(added);
        QCOMPARE(paths(writer), split("A/ONE.TXT A/B/TWO.TXT THREE.TXT NEW.TXT"));
        QVERIFY(!writer.entries()[0].isNew());
        QVERIFY(writer.contains(QStringLiteral("A/B")) && !writer.contains(QStringLiteral("Z")));
        QVERIFY(!writer.contains(QStringLiteral("COPY.TXT")));
        QVERIFY(writer.hasChanges());

        writer.rollback(untouched);
        QCOMPARE(paths(writer), split("A/ONE.TXT A/B/TWO.TXT THREE.TXT"));
        QVERIFY(!writer.hasChanges());
        QVERIFY(!writer.contains(QStringLiteral("NEW.TXT")));
        // The index follows: the paths the rolled-back edits took are free again, the old ones taken.
        QVERIFY(writer.rename(QStringLiteral("THREE.TXT"), QStringLiteral("Z/THREE.TXT")));
        QCOMPARE(writer.rename(QStringLiteral("A/ONE.TXT"), QStringLiteral("A/B/TWO.TXT")).error().code,
            ErrorCode::InvalidInput);
    }

    void renamesAndTheirRollbackCostWhatTheyTouch()
    {
        std::vector<std::pair<QString, QByteArray>> many;
        for (int i = 0; i < 100000; ++i)
            many.emplace_back(QStringLiteral("D%1/F%2.TXT").arg(i % 100).arg(i), QByteArray());
        ListWriter writer(std::make_shared<ListArchive>(std::move(many)));
        QElapsedTimer timer;
        timer.start();
        const auto before = writer.checkpoint();
        for (int i = 0; i < 1000; ++i)
            QVERIFY(writer.rename(QStringLiteral("D%1/F%2.TXT").arg(i % 100).arg(i), QStringLiteral("R/%1").arg(i)));
        writer.rollback(before);
        // A rebuild of the path index per rename (the old rule) takes about 30 s here; incremental updates take
        // milliseconds (the bound leaves room for the sanitizer build).
        QVERIFY2(timer.elapsed() < 5000, qPrintable(QString::number(timer.elapsed())));
        QVERIFY(writer.contains(QStringLiteral("D5/F5.TXT")) && !writer.contains(QStringLiteral("R")));
        QCOMPARE(int(writer.entries().size()), 100000);
    }

    void duplicatePathsOfTheBaseStayFoundWhenOneGoes()
    {
        ListWriter writer(std::make_shared<ListArchive>(std::vector<std::pair<QString, QByteArray>>{
            {QStringLiteral("T.DAT"), "1"}, {QStringLiteral("T.DAT"), "2"}, {QStringLiteral("U.DAT"), "3"}}));
        QCOMPARE(writer.remove(QStringLiteral("T.DAT")).value(), 2);
        QCOMPARE(paths(writer), split("U.DAT"));
        QVERIFY(!writer.contains(QStringLiteral("T.DAT")));
    }

    void commitWritesThePlan()
    {
        QTemporaryDir dir;
        ListWriter writer(sample());
        QVERIFY(writer.remove(QStringLiteral("A/B/TWO.TXT")));
        QVERIFY(writer.add(QStringLiteral("NEW.TXT"), mwb::EntrySource::fromBytes("n")));
        mwb::SilentProgress progress;
        const QString target = dir.filePath(QStringLiteral("out.list"));
        auto report = writer.commit(target, progress);
        QVERIFY2(report, qPrintable(report ? QString() : report.error().toString()));
        QCOMPARE(mwb::test::readFile(target), QByteArray("A/ONE.TXT=1\nTHREE.TXT=3\nNEW.TXT=n\n"));
        QCOMPARE(report->outputPath, QFileInfo(target).absoluteFilePath());
        QCOMPARE(report->outputBytes, qint64(34));
        QCOMPARE(report->copiedRaw, 2);
        QCOMPARE(report->written, 1);
        QCOMPARE(leftovers(dir.path()), split("out.list"));
    }

    void failedCommitLeavesTheTargetAndNoTemporaryFile()
    {
        QTemporaryDir dir;
        const QString target = dir.filePath(QStringLiteral("out.list"));
        mwb::test::writeFile(target, "original");
        ListWriter writer(sample());
        writer.failAfter = 1;
        mwb::SilentProgress progress;
        auto report = writer.commit(target, progress);
        QVERIFY(!report);
        QCOMPARE(report.error().code, ErrorCode::Io);
        QCOMPARE(mwb::test::readFile(target), QByteArray("original"));
        QCOMPARE(leftovers(dir.path()), split("out.list"));
    }

    void canceledCommitLeavesTheTargetAndNoTemporaryFile()
    {
        QTemporaryDir dir;
        const QString target = dir.filePath(QStringLiteral("out.list"));
        mwb::test::writeFile(target, "original");
        ListWriter writer(sample());
        mwb::SilentProgress progress;
        writer.cancelAfterOne = &progress;
        auto report = writer.commit(target, progress);
        QVERIFY(!report);
        QCOMPARE(report.error().code, ErrorCode::Canceled);
        QCOMPARE(mwb::test::readFile(target), QByteArray("original"));
        QCOMPARE(leftovers(dir.path()), split("out.list"));
    }

    void unreadableSourceFailsTheCommit()
    {
        QTemporaryDir dir;
        ListWriter writer(sample());
        QVERIFY(writer.add(QStringLiteral("NEW.TXT"), mwb::EntrySource::fromFile(dir.filePath(QStringLiteral("gone")))));
        mwb::SilentProgress progress;
        auto report = writer.commit(dir.filePath(QStringLiteral("out.list")), progress);
        QVERIFY(!report);
        QCOMPARE(report.error().code, ErrorCode::Io);
        QVERIFY(leftovers(dir.path()).isEmpty());
    }

    void saveToTheBaseFileAppendsInPlace()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("own.list"));
        mwb::test::writeFile(path, "A/ONE.TXT=1\n");
        ListWriter writer(std::make_shared<ListArchive>(
            std::vector<std::pair<QString, QByteArray>>{{QStringLiteral("A/ONE.TXT"), "1"}}, path));
        writer.appendable = true;
        QVERIFY(writer.add(QStringLiteral("NEW.TXT"), mwb::EntrySource::fromBytes("n")));
        mwb::SilentProgress progress;
        auto report = writer.commit(path, progress);
        QVERIFY2(report, qPrintable(report ? QString() : report.error().toString()));
        QCOMPARE(report->strategy, mwb::CommitStrategy::Appended);
        QVERIFY(report->rewriteReason.isEmpty());
        QCOMPARE(mwb::test::readFile(path), QByteArray("*/ONE.TXT=1\nNEW.TXT=n\n"));
        QCOMPARE(report->outputBytes, qint64(22));
        QCOMPARE(leftovers(dir.path()), split("own.list"));
    }

    void appendIsUndoneByAFailedCheckAndRewrittenWhenTooBig()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("own.list"));
        const QByteArray original = "A/ONE.TXT=1\n";
        mwb::test::writeFile(path, original);
        ListWriter writer(std::make_shared<ListArchive>(
            std::vector<std::pair<QString, QByteArray>>{{QStringLiteral("A/ONE.TXT"), "1"}}, path));
        writer.appendable = true;
        QVERIFY(writer.add(QStringLiteral("NEW.TXT"), mwb::EntrySource::fromBytes("n")));
        mwb::SilentProgress progress;
        mwb::CommitOptions options;
        QByteArray seenByCheck;
        options.check = [&](const QString &written) -> mwb::Result<void> {
            seenByCheck = mwb::test::readFile(written);
            return mwb::Error{ErrorCode::ChecksumMismatch, QStringLiteral("differs"), written};
        };
        auto report = writer.commit(path, progress, options);
        QVERIFY(!report);
        QCOMPARE(report.error().code, ErrorCode::ChecksumMismatch);
        QCOMPARE(seenByCheck, QByteArray("*/ONE.TXT=1\nNEW.TXT=n\n")); // after the commit point
        QCOMPARE(mwb::test::readFile(path), original);

        writer.appendTooBig = true;
        report = writer.commit(path, progress);
        QVERIFY(report);
        QCOMPARE(report->strategy, mwb::CommitStrategy::Rewritten);
        QCOMPARE(report->rewriteReason, QStringLiteral("too big to append"));
        QCOMPARE(mwb::test::readFile(path), QByteArray("A/ONE.TXT=1\nNEW.TXT=n\n"));
        QCOMPARE(leftovers(dir.path()), split("own.list"));
    }

    void inPlaceAppendRollsBackUnlessAccepted()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("f"));
        mwb::test::writeFile(path, "HEADER+body");
        {
            auto file = mwb::io::InPlaceAppend::open(path);
            QVERIFY(file);
            QCOMPARE(file->originalSize(), qint64(11));
            QCOMPARE(file->device().write("+more"), qint64(5));
        } // dropped before the commit point: cut back
        QCOMPARE(mwb::test::readFile(path), QByteArray("HEADER+body"));
        {
            auto file = mwb::io::InPlaceAppend::open(path);
            file->device().write("+more");
            QCOMPARE(file->commitHeader(0, "header").value(), qint64(16));
            QCOMPARE(mwb::test::readFile(path), QByteArray("header+body+more"));
            QVERIFY(file->rollback());
        }
        QCOMPARE(mwb::test::readFile(path), QByteArray("HEADER+body"));
        {
            auto file = mwb::io::InPlaceAppend::open(path);
            file->device().write("+more");
            QCOMPARE(file->commitHeader(8, "too long").error().code, ErrorCode::Io); // past the original end
            QCOMPARE(mwb::test::readFile(path), QByteArray("HEADER+body"));
        }
        {
            auto file = mwb::io::InPlaceAppend::open(path);
            file->device().write("+more");
            QVERIFY(file->commitHeader(0, "header"));
            file->accept();
        }
        QCOMPARE(mwb::test::readFile(path), QByteArray("header+body+more"));
        QCOMPARE(mwb::io::InPlaceAppend::open(dir.path()).error().code, ErrorCode::Io);
    }

    void atomicFileKeepsTheTargetsPermissions()
    {
        QTemporaryDir dir;
        const QString target = dir.filePath(QStringLiteral("kept"));
        mwb::test::writeFile(target, "old");
        const auto mode = QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner;
        QVERIFY(QFile::setPermissions(target, mode));
        auto file = mwb::io::AtomicFile::create(target);
        QVERIFY(file);
        file->device().write("new");
        QCOMPARE(mwb::test::readFile(target), QByteArray("old")); // nothing visible before commit
        QCOMPARE(file->commit().value(), qint64(3));
        QCOMPARE(mwb::test::readFile(target), QByteArray("new"));
        QCOMPARE(QFile::permissions(target) & ~(QFileDevice::ReadUser | QFileDevice::WriteUser | QFileDevice::ExeUser),
            mode);
    }

    void atomicFileRefusesAFolderAndAnUnwritablePlace()
    {
        QTemporaryDir dir;
        QCOMPARE(mwb::io::AtomicFile::create(dir.path()).error().code, ErrorCode::InvalidInput);
        QCOMPARE(mwb::io::AtomicFile::create(dir.filePath(QStringLiteral("no/such/folder/x"))).error().code,
            ErrorCode::Io);
    }
};

QTEST_GUILESS_MAIN(TestArchiveWriter)
#include "tst_archivewriter.moc"
