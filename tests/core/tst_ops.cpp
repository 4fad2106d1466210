// SPDX-License-Identifier: GPL-3.0-or-later
// The operations the CLI and the GUI's jobs share (mwb::ops): targets, source files, edits, extraction policies.
#include "TestFiles.h"
#include "mwb/core/FolderArchive.h"
#include "mwb/core/FormatRegistry.h"
#include "mwb/core/ops/CommitChecked.h"
#include "mwb/core/ops/EditEntries.h"
#include "mwb/core/ops/EntryTarget.h"
#include "mwb/core/ops/ExtractEntries.h"
#include "mwb/core/ops/SourceFiles.h"

#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace mwb;
using test::readFile;
using test::writeFile;

namespace {

QStringList archivePaths(const ops::SourceFiles &files)
{
    QStringList out;
    for (const ops::SourceFile &file : files.files)
        out << file.path;
    return out;
}

QStringList changedPaths(const std::vector<ops::EntryChange> &changes)
{
    QStringList out;
    for (const ops::EntryChange &change : changes)
        out << change.path;
    return out;
}

} // namespace

class TestOps : public QObject
{
    Q_OBJECT
private:
    [[nodiscard]] QString path(const QString &name) const { return m_dir.filePath(name); }
    QTemporaryDir m_dir;

private Q_SLOTS:
    void targetPathsNest()
    {
        const auto plain = ops::TargetPath::parse(u"a.mpq"_s);
        QVERIFY(!plain.isEntry());
        const auto nested = ops::TargetPath::parse(u"camp.w3n::Maps\\x.w3x::war3map.j"_s);
        QCOMPARE(nested.file, u"camp.w3n"_s);
        QCOMPARE(nested.entries, (QStringList{u"Maps\\x.w3x"_s, u"war3map.j"_s}));
        QCOMPARE(nested.label(1), u"camp.w3n::Maps\\x.w3x"_s);
        QCOMPARE(nested.text(), u"camp.w3n::Maps\\x.w3x::war3map.j"_s);
    }

    void sourceFilesAreNamedFromTheFolderGiven()
    {
        QVERIFY(writeFile(path(u"tree/in/readme.txt"_s), "r"));
        QVERIFY(writeFile(path(u"tree/in/sub/a.txt"_s), "a"));
        QVERIFY(writeFile(path(u"tree/in/(listfile)"_s), "README.TXT\r\nSub\\A.txt\r\n"));
        QVERIFY(writeFile(path(u"tree/in/(attributes)"_s), "x"));
        const FormatDescription &mpq = *FormatRegistry::byId(u"mpq");
        const QDir cwd = QDir::current();
        QDir::setCurrent(path(u"tree"_s));
        for (const QString &spelling : {u"in"_s, u"./in/"_s, path(u"tree/in"_s)}) {
            const auto folder = ops::collectSourceFiles(mpq, {{spelling}, {}, {}});
            QVERIFY(folder);
            // The (listfile) gives the stored spelling; the internal files are read, not added.
            QCOMPARE(archivePaths(*folder), (QStringList{u"in/README.TXT"_s, u"in/Sub/A.txt"_s}));
            QCOMPARE(folder->sidecars, (QStringList{u"(attributes)"_s, u"(listfile)"_s}));
        }
        const auto into = ops::collectSourceFiles(mpq, {{u"in"_s}, {}, u"Docs\\"_s});
        QCOMPARE(archivePaths(*into), (QStringList{u"Docs/README.TXT"_s, u"Docs/Sub/A.txt"_s}));
        const auto as = ops::collectSourceFiles(mpq, {{u"in/readme.txt"_s}, u"x/y.txt"_s, {}});
        QCOMPARE(archivePaths(*as), QStringList{u"x/y.txt"_s});
        QCOMPARE(ops::collectSourceFiles(mpq, {{u"in"_s}, u"x.txt"_s, {}}).error().code, ErrorCode::InvalidInput);
        QCOMPARE(ops::collectSourceFiles(mpq, {{u"nope"_s}, {}, {}}).error().code, ErrorCode::Io);
        const auto contents = ops::collectFolderContents(mpq, u"in"_s);
        QCOMPARE(archivePaths(*contents), (QStringList{u"README.TXT"_s, u"Sub/A.txt"_s}));
        QDir::setCurrent(cwd.path());
        // A Torchlight 2 file keeps its path from the MEDIA folder it lies in.
        QVERIFY(writeFile(path(u"mod/Media/Units/x.dat"_s), "x"));
        const auto tl2
            = ops::collectSourceFiles(*FormatRegistry::byId(u"tl2mod"), {{path(u"mod/Media/Units/x.dat"_s)}, {}, {}});
        QCOMPARE(archivePaths(*tl2), QStringList{u"Media/Units/x.dat"_s});
    }

    void editsReportWhatTheyChanged()
    {
        auto writer = createArchive(u"mpq"_s, u"war3-map"_s);
        QVERIFY(writer);
        QVERIFY(writeFile(path(u"edit/a.txt"_s), "alpha"));
        QVERIFY(writeFile(path(u"edit/Units/b.txt"_s), "beta"));
        const std::vector<ops::SourceFile> files{
            {path(u"edit/a.txt"_s), u"a.txt"_s}, {path(u"edit/Units/b.txt"_s), u"Units/b.txt"_s}};
        const auto added = ops::addFiles(**writer, files, {});
        QVERIFY(added);
        QCOMPARE(changedPaths(*added), (QStringList{u"a.txt"_s, u"Units\\b.txt"_s})); // the archive's own separator
        SilentProgress progress;
        const QString archive = path(u"edit.mpq"_s);
        const auto created = ops::commitChecked(**writer, archive, progress);
        QVERIFY(created);
        QCOMPARE(created->verified, 2);

        auto opened = openArchive(archive);
        QVERIFY(opened);
        auto editor = editArchive(std::shared_ptr<const Archive>(std::move(opened).value()));
        QVERIFY(editor);
        const auto again = ops::addFiles(**editor, files, {}, true);
        QVERIFY(again);
        QCOMPARE(again->front().kind, ops::EntryChange::Kind::Unchanged); // stored CRC-32 equal: skipped
        QVERIFY(!(*editor)->hasChanges());
        const auto renamed = ops::renameEntries(**editor, u"Units/"_s, u"People"_s);
        QCOMPARE(renamed->front().from, u"Units\\b.txt"_s);
        QCOMPARE(renamed->front().path, u"People\\b.txt"_s);
        const auto locale = ops::setEntryLocale(**editor, {u"People"_s}, 0x407);
        QCOMPARE(locale->size(), std::size_t(1));
        const auto removed = ops::removeEntries(**editor, {u"A.TXT"_s});
        QCOMPARE(changedPaths(*removed), QStringList{u"a.txt"_s});
        QCOMPARE(ops::removeEntries(**editor, {u"*.none"_s}).error().code, ErrorCode::InvalidInput);
        const auto committed = ops::commitChecked(**editor, archive, progress);
        QVERIFY2(committed, qPrintable(committed ? QString() : committed.error().toString()));
        const auto read = ops::readTarget(archive + u"::people/B.TXT"_s, 100);
        QVERIFY(read);
        QCOMPARE(read->bytes, QByteArray("beta"));
        QCOMPARE(ops::readTarget(archive + u"::people/B.TXT"_s, 2).error().code, ErrorCode::LimitExceeded);
    }

    void writeTargetCommitsThroughTheArchive()
    {
        auto writer = createArchive(u"mpq"_s, u"war3-map"_s);
        QVERIFY(writeFile(path(u"wt/x.txt"_s), "old"));
        QVERIFY(ops::addFiles(**writer, {{path(u"wt/x.txt"_s), u"x.txt"_s}}, {}));
        SilentProgress progress;
        QVERIFY(ops::commitChecked(**writer, path(u"wt.mpq"_s), progress));
        const auto written = ops::writeTarget(path(u"wt.mpq::X.TXT"_s), "new", progress);
        QVERIFY2(written, qPrintable(written ? QString() : written.error().toString()));
        QVERIFY(written->commit && written->commit->verified >= 1);
        QCOMPARE(ops::readTarget(path(u"wt.mpq::x.txt"_s), 10)->bytes, QByteArray("new"));
        QVERIFY(ops::writeTarget(path(u"plain.bin"_s), "plain", progress));
        QCOMPARE(readFile(path(u"plain.bin"_s)), QByteArray("plain"));
        QCOMPARE(ops::writeTarget(path(u"wt.mpq::missing.txt"_s), "x", progress).error().code, ErrorCode::InvalidInput);
    }

    void extractionAppliesTheOverwritePolicy_data()
    {
        QTest::addColumn<int>("policy");
        QTest::addColumn<QStringList>("files");
        QTest::addColumn<QByteArray>("existing");
        QTest::newRow("refuse") << int(ops::OverwritePolicy::Refuse) << QStringList{u"a.txt"_s} << QByteArray("mine");
        QTest::newRow("overwrite") << int(ops::OverwritePolicy::Overwrite) << QStringList{u"a.txt"_s, u"b.txt"_s}
                                   << QByteArray("alpha");
        QTest::newRow("skip") << int(ops::OverwritePolicy::Skip) << QStringList{u"a.txt"_s, u"b.txt"_s}
                              << QByteArray("mine");
        QTest::newRow("rename") << int(ops::OverwritePolicy::Rename)
                                << QStringList{u"a (1).txt"_s, u"a.txt"_s, u"b.txt"_s} << QByteArray("mine");
    }
    void extractionAppliesTheOverwritePolicy()
    {
        QFETCH(int, policy);
        QFETCH(QStringList, files);
        QFETCH(QByteArray, existing);
        QVERIFY(writeFile(path(u"source/a.txt"_s), "alpha"));
        QVERIFY(writeFile(path(u"source/b.txt"_s), "beta"));
        auto folder = FolderArchive::open(path(u"source"_s));
        QVERIFY(folder);
        const QString target = path(u"target-"_s + QString::fromLatin1(QTest::currentDataTag()));
        QVERIFY(writeFile(target + u"/a.txt"_s, "mine"));
        const std::vector<int> all{0, 1};
        QCOMPARE(ops::extractConflicts(**folder, all, target).size(), std::size_t(1));
        ops::ExtractRequest request{all, target, io::FailurePolicy::AllOrNothing, ops::OverwritePolicy(policy)};
        SilentProgress progress;
        const auto result = ops::extractEntries(**folder, request, progress);
        QCOMPARE(bool(result), policy != int(ops::OverwritePolicy::Refuse));
        if (!result)
            QCOMPARE(result.error().code, ErrorCode::InvalidInput);
        QStringList written = QDir(target).entryList(QDir::Files);
        written.sort();
        QCOMPARE(written, files);
        QCOMPARE(readFile(target + u"/a.txt"_s), existing);
        if (policy == int(ops::OverwritePolicy::Rename)) {
            QCOMPARE(readFile(target + u"/a (1).txt"_s), QByteArray("alpha"));
            QCOMPARE(result->conflicts.front().renamedTo, u"a (1).txt"_s);
        }
    }
};

QTEST_GUILESS_MAIN(TestOps)
#include "tst_ops.moc"
