// SPDX-License-Identifier: GPL-3.0-or-later
// In-place saves of MpqWriter (CommitStrategy::Appended) with StormLib as the oracle: the changes go after the end
// of the file and one header write makes them visible. Every version, encrypted and FIX_KEY files (re-keyed at the
// end when renamed), repeated appends, a hash table that grows, Compact removing the dead space they leave, and the
// rollbacks: a write that fails part-way, a cancel and a failing post-write check each leave the file byte for byte
// as it was.
#include "FileSizeLimit.h"
#include "MpqWriterChecks.h"
#include "StormLibOracle.h"
#include "TestFiles.h"

#include "mwb/core/Progress.h"
#include "mwb/formats/mpq/MpqArchive.h"
#include "mwb/formats/mpq/MpqWriter.h"

#include <QCryptographicHash>
#include <QDir>
#include <QTemporaryDir>
#include <QTest>

namespace {

using mwb::CommitStrategy;
using mwb::formats::mpq::MpqArchive;
using mwb::formats::mpq::MpqWriteOptions;
using namespace mwb::test;

QByteArray sha256(const QString &path)
{
    return QCryptographicHash::hash(readFile(path), QCryptographicHash::Sha256);
}

Files startFiles()
{
    return {{"keep\\text.txt", content::text(1, 9000)}, {"keep\\noise.bin", content::random(2, 5000)},
        {"move\\me.txt", content::text(3, 7000)}, {"gone.txt", content::text(4, 3000)},
        {"replace.txt", content::mixed(5, 70000)}, {"empty.txt", QByteArray()}};
}

/// A new archive of startFiles() in a temporary folder, its SHA-256, and a writer that edits it.
struct Scratch
{
    QTemporaryDir dir;
    QString path = dir.filePath(QStringLiteral("a.mpq"));
    QByteArray before;
    std::unique_ptr<mwb::formats::mpq::MpqWriter> writer;

    [[nodiscard]] bool create()
    {
        QString error;
        if (!writeNew(path, MpqWriteOptions{}, startFiles(), &error))
            return false;
        before = sha256(path);
        writer = editor(path);
        return writer != nullptr;
    }
};

mwb::Result<mwb::CommitReport> commitTo(mwb::ArchiveWriter &writer, const QString &path, bool compact = false)
{
    mwb::SilentProgress progress;
    mwb::CommitOptions options;
    options.compact = compact;
    return writer.commit(path, progress, options);
}

} // namespace

class TestMpqAppend : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void appendedEditsReadInStormLib_data()
    {
        QTest::addColumn<int>("version");
        QTest::addColumn<bool>("encrypt");
        QTest::addColumn<bool>("fixKey");
        for (int version = 1; version <= 4; ++version) {
            QTest::addRow("v%d", version) << version << false << false;
            QTest::addRow("v%d encrypted", version) << version << true << false;
            QTest::addRow("v%d FIX_KEY", version) << version << true << true;
        }
    }

    void appendedEditsReadInStormLib()
    {
        QFETCH(int, version);
        QFETCH(bool, encrypt);
        QFETCH(bool, fixKey);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("a.mpq"));
        MpqWriteOptions options;
        options.version = version;
        options.files.encrypt = encrypt;
        options.files.fixKey = fixKey;
        QString error;
        Files files = startFiles();
        QVERIFY2(writeNew(path, options, files, &error), qPrintable(error));
        const QByteArray original = readFile(path);

        auto writer = editor(path);
        QVERIFY(writer);
        QVERIFY(writer->remove(QStringLiteral("gone.txt")));
        QVERIFY(writer->rename(QStringLiteral("move\\me.txt"), QStringLiteral("moved\\here.txt")));
        QVERIFY(writer->replace(QStringLiteral("replace.txt"), mwb::EntrySource::fromBytes("new content")));
        QVERIFY(writer->add(QStringLiteral("added\\new.bin"), mwb::EntrySource::fromBytes(content::random(7, 5000))));
        QVERIFY(writer->copy(QStringLiteral("keep\\text.txt"), QStringLiteral("copy\\text.txt")));
        auto report = commitTo(*writer, path);
        QVERIFY2(report, qPrintable(report ? QString() : report.error().toString()));
        QCOMPARE(report->strategy, CommitStrategy::Appended);
        QVERIFY(report->rewriteReason.isEmpty());
        QCOMPARE(report->written, 2);
        // Encrypted files' keys depend on their names: the renamed one moves to the end, re-keyed. The copy always
        // gets bytes of its own.
        QCOMPARE(report->copiedRaw, encrypt ? 2 : 1);
        QCOMPARE(report->keptInPlace, encrypt ? 3 : 4);

        // Only the header changed before the old end; everything else was appended.
        const QByteArray after = readFile(path);
        const qint64 header = (*MpqArchive::open(path))->header().headerSize;
        QCOMPARE(report->outputBytes, after.size());
        QVERIFY(after.size() > original.size());
        QVERIFY(after.left(header) != original.left(header));
        QVERIFY(after.mid(header, original.size() - header) == original.mid(header));

        files.erase("gone.txt");
        files["moved\\here.txt"] = files.at("move\\me.txt");
        files.erase("move\\me.txt");
        files["replace.txt"] = "new content";
        files["added\\new.bin"] = content::random(7, 5000);
        files["copy\\text.txt"] = files.at("keep\\text.txt");
        checkArchive(path, files);
        QString stormError;
        auto storm = StormLibArchive::open(path, &stormError);
        QVERIFY(!storm->read("gone.txt", 0, &stormError));
        QVERIFY(!storm->read("move\\me.txt", 0, &stormError));
    }

    void repeatedAppendsThenCompactDropsTheDeadSpace()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("a.mpq"));
        QString error;
        Files files = startFiles();
        files["big.bin"] = content::random(9, 300000);
        QVERIFY2(writeNew(path, MpqWriteOptions{}, files, &error), qPrintable(error));
        qint64 size = QFileInfo(path).size();
        for (int round = 0; round < 3; ++round) {
            auto writer = editor(path);
            const QByteArray name = "round\\" + QByteArray::number(round) + ".txt";
            files[name] = content::text(quint64(20 + round), 4000);
            QVERIFY(writer->add(QString::fromLatin1(name), mwb::EntrySource::fromBytes(files[name])));
            auto report = commitTo(*writer, path);
            QVERIFY(report);
            QCOMPARE(report->strategy, CommitStrategy::Appended);
            QVERIFY(QFileInfo(path).size() > size);
            size = QFileInfo(path).size();
            checkArchive(path, files);
        }
        // A removal appends new tables only: the removed bytes stay as dead space until Compact.
        auto writer = editor(path);
        QVERIFY(writer->remove(QStringLiteral("big.bin")));
        auto report = commitTo(*writer, path);
        QVERIFY(report);
        QCOMPARE(report->strategy, CommitStrategy::Appended);
        QVERIFY(QFileInfo(path).size() > size);
        files.erase("big.bin");
        checkArchive(path, files);

        writer = editor(path);
        report = commitTo(*writer, path, true);
        QVERIFY(report);
        QCOMPARE(report->strategy, CommitStrategy::Rewritten);
        QVERIFY(!report->rewriteReason.isEmpty());
        QCOMPARE(report->copiedRaw, int(files.size()));
        QVERIFY(QFileInfo(path).size() < 80000);
        checkArchive(path, files);
    }

    void appendGrowsTheHashTable()
    {
        Scratch scratch;
        QVERIFY(scratch.create());
        const quint32 slotsBefore = (*MpqArchive::open(scratch.path))->header().hashTableEntries;
        Files files = startFiles();
        for (int i = 0; i < 100; ++i) {
            const QByteArray name = "many\\" + QByteArray::number(i) + ".txt";
            files[name] = content::text(quint64(100 + i), 500);
            QVERIFY(scratch.writer->add(QString::fromLatin1(name), mwb::EntrySource::fromBytes(files[name])));
        }
        auto report = commitTo(*scratch.writer, scratch.path);
        QVERIFY(report);
        QCOMPARE(report->strategy, CommitStrategy::Appended);
        QVERIFY((*MpqArchive::open(scratch.path))->header().hashTableEntries > slotsBefore);
        checkArchive(scratch.path, files);
    }

    void failedWriteLeavesTheFileIdentical()
    {
        Scratch scratch;
        QVERIFY(scratch.create());
        auto big = mwb::EntrySource::fromBytes(content::random(3, 200000));
        QVERIFY(scratch.writer->add(QStringLiteral("big.bin"), big));
        mwb::Result<mwb::CommitReport> report = mwb::Error{};
        {
            const FileSizeLimit limit(static_cast<rlim_t>(QFileInfo(scratch.path).size() + 50000));
            QVERIFY(limit.active());
            report = commitTo(*scratch.writer, scratch.path);
        }
        QVERIFY(!report);
        QCOMPARE(report.error().code, mwb::ErrorCode::Io);
        QCOMPARE(sha256(scratch.path), scratch.before);
        QCOMPARE(QDir(scratch.dir.path()).entryList(QDir::Files | QDir::Hidden), QStringList{QStringLiteral("a.mpq")});
    }

    void cancelLeavesTheFileIdentical()
    {
        Scratch scratch;
        QVERIFY(scratch.create());
        QVERIFY(scratch.writer->add(QStringLiteral("new.txt"), mwb::EntrySource::fromBytes("new")));
        mwb::SilentProgress progress;
        progress.cancel();
        auto report = scratch.writer->commit(scratch.path, progress);
        QVERIFY(!report);
        QCOMPARE(report.error().code, mwb::ErrorCode::Canceled);
        QCOMPARE(sha256(scratch.path), scratch.before);
    }

    void failedCheckRestoresTheOldHeader()
    {
        Scratch scratch;
        QVERIFY(scratch.create());
        QVERIFY(scratch.writer->add(QStringLiteral("new.txt"), mwb::EntrySource::fromBytes("new")));
        bool sawNewFile = false;
        mwb::CommitOptions options;
        options.check = [&](const QString &written) -> mwb::Result<void> {
            // The check runs after the commit point, on the archive itself: the new file is there.
            auto archive = MpqArchive::open(written);
            sawNewFile = written == scratch.path && archive && (*archive)->findEntry(QStringLiteral("new.txt"));
            return mwb::Error{mwb::ErrorCode::ChecksumMismatch, QStringLiteral("mismatch"), written};
        };
        mwb::SilentProgress progress;
        auto report = scratch.writer->commit(scratch.path, progress, options);
        QVERIFY(sawNewFile);
        QVERIFY(!report);
        QCOMPARE(report.error().code, mwb::ErrorCode::ChecksumMismatch);
        QCOMPARE(sha256(scratch.path), scratch.before);
        checkArchive(scratch.path, startFiles());
    }

    void rewriteWhenAnAppendCannotApply()
    {
        Scratch scratch;
        QVERIFY(scratch.create());
        const QString &path = scratch.path;
        const auto rewritten = [](mwb::ArchiveWriter &writer, const QString &out, bool compact) {
            auto report = commitTo(writer, out, compact);
            return report && report->strategy == CommitStrategy::Rewritten && !report->rewriteReason.isEmpty();
        };
        auto writer = std::move(scratch.writer);
        QVERIFY(writer->add(QStringLiteral("x.txt"), mwb::EntrySource::fromBytes("x")));
        QVERIFY(rewritten(*writer, scratch.dir.filePath(QStringLiteral("other.mpq")), false)); // another file
        QVERIFY(rewritten(*writer, path, true)); // compact
        writer = editor(path);
        QVERIFY(rewritten(*writer, path, false)); // nothing changed
        writer = editor(path);
        MpqWriteOptions v2 = writer->options();
        v2.version = 2;
        QVERIFY(writer->setOptions(v2));
        QVERIFY(writer->add(QStringLiteral("y.txt"), mwb::EntrySource::fromBytes("y")));
        QVERIFY(rewritten(*writer, path, false)); // the header grows
        QCOMPARE((*MpqArchive::open(path))->header().formatVersion, 2);
    }
};

QTEST_GUILESS_MAIN(TestMpqAppend)
#include "tst_mpqappend.moc"
