// SPDX-License-Identifier: GPL-3.0-or-later
#include "ArchiveContractTest.h"

#include "TestFiles.h"
#include "mwb/core/Archive.h"
#include "mwb/core/ArchiveWriter.h"
#include "mwb/core/FormatRegistry.h"
#include "mwb/core/PathPatterns.h"
#include "mwb/core/ops/CommitChecked.h"
#include "mwb/core/ops/EditEntries.h"

#include <QDirIterator>
#include <QFileInfo>
#include <QRandomGenerator>
#include <QTest>

#include <algorithm>
#include <atomic>

namespace mwb::test {

namespace {

const QString kVictim = QStringLiteral("UNITS/ITEMS/SWORD.DAT");

/// Text-like bytes (they compress), different per seed.
QByteArray text(int seed, qsizetype size)
{
    QByteArray out;
    for (int line = 0; out.size() < size; ++line)
        out += QStringLiteral("<INTEGER>KEY%1_%2:%3\r\n").arg(seed).arg(line).arg(line * 7919 % 1000).toLatin1();
    out.truncate(size);
    return out;
}

QByteArray noise(quint32 seed, qsizetype size)
{
    QRandomGenerator random(seed);
    QByteArray out(size, Qt::Uninitialized);
    for (char &c : out)
        c = static_cast<char>(random.bounded(256));
    return out;
}

/// Every file and folder below `dir` (hidden ones too), relative; folders end with '/' and map to nothing.
ArchiveFiles tree(const QString &dir)
{
    ArchiveFiles out;
    QDirIterator it(
        dir, QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        const QString relative = QDir(dir).relativeFilePath(path);
        if (it.fileInfo().isDir())
            out.insert(relative + QLatin1Char('/'), {});
        else
            out.insert(relative, readFile(path));
    }
    return out;
}

/// The folders that hold `files` (as tree() names them).
QStringList foldersOf(const ArchiveFiles &files)
{
    QStringList folders;
    for (auto it = files.begin(); it != files.end(); ++it) {
        for (qsizetype slash = it.key().indexOf(QLatin1Char('/')); slash >= 0;
             slash = it.key().indexOf(QLatin1Char('/'), slash + 1))
            folders << it.key().left(slash + 1);
    }
    folders.removeDuplicates();
    folders.sort();
    return folders;
}

/// Copies a file, or a folder with everything below it.
bool copyPath(const QString &from, const QString &to)
{
    if (!QFileInfo(from).isDir())
        return QFile::copy(from, to);
    const ArchiveFiles files = filesBelow(from);
    for (auto it = files.begin(); it != files.end(); ++it) {
        if (!writeFile(to + QLatin1Char('/') + it.key(), it.value()))
            return false;
    }
    return true;
}

/// Every entry id of `archive` whose path passes `keep`.
template<typename Keep>
std::vector<int> entriesWhere(const Archive &archive, Keep keep)
{
    std::vector<int> out;
    for (const EntryIndex::Input &input : archive.indexInputs()) {
        if (!input.path.endsWith(QLatin1Char('/')) && keep(input.path))
            out.push_back(input.entry);
    }
    return out;
}

/// Cancels at its first progress report.
class CancelingProgress final : public Progress
{
public:
    void setTotal(qint64) override { }
    void setDone(qint64) override { m_canceled = true; }
    void setText(const QString &) override { }
    bool isCanceled() const override { return m_canceled; }

private:
    std::atomic<bool> m_canceled{false};
};

} // namespace

ArchiveContractTest::ArchiveContractTest(std::unique_ptr<ArchiveFixture> fixture)
    : m_fixture(std::move(fixture))
{ }

ArchiveFiles ArchiveContractTest::expectedEntries() const
{
    ArchiveFiles out;
    for (auto it = m_files.begin(); it != m_files.end(); ++it)
        out.insert(m_fixture->entryPath(it.key()), it.value());
    return out;
}

std::unique_ptr<Archive> ArchiveContractTest::openOrFail(const QString &path) const
{
    auto archive = m_fixture->open(path);
    if (!archive) {
        qWarning("%s", qPrintable(archive.error().toString()));
        return nullptr;
    }
    return std::move(archive).value();
}

QString ArchiveContractTest::corruptedCopy()
{
    if (m_corrupted.isEmpty()) {
        const QString path = scratch(QStringLiteral("corrupted-") + m_fixture->fileName());
        if (copyPath(m_archive, path) && m_fixture->corrupt(path, kVictim, m_files))
            m_corrupted = path;
    }
    return m_corrupted;
}

bool ArchiveContractTest::skipWithoutDamageDetection() const
{
    return !m_fixture->detectsDamage();
}

void ArchiveContractTest::initTestCase()
{
    qInfo("format: %s", qPrintable(m_fixture->formatId()));
    QVERIFY(m_dir.isValid());
    m_files = {{QStringLiteral("README.TXT"), text(1, 300)}, {kVictim, text(2, 10000)},
        {QStringLiteral("DATA/BIG.BIN"), noise(3, 9000)}, {QStringLiteral("DATA/EMPTY.BIN"), {}}};
    m_archive = scratch(m_fixture->fileName());
    QVERIFY(m_fixture->build(m_archive, m_files));
}

void ArchiveContractTest::opensThroughTheRegistry()
{
    const auto archive = openOrFail(m_archive);
    QVERIFY(archive);
    QCOMPARE(archive->formatId(), m_fixture->formatId());
    const FormatDescription *format = FormatRegistry::byId(m_fixture->formatId());
    if (!m_fixture->inRegistry()) { // made otherwise (a stack, a folder): still an Archive that reads and extracts
        QVERIFY(!format);
        QVERIFY(archive->capabilities().testFlag(Capability::Read));
        QVERIFY(archive->capabilities().testFlag(Capability::Extract));
        return;
    }
    QVERIFY(format);
    QCOMPARE(&archive->format(), format);
    QCOMPARE(archive->capabilities().toInt(), format->capabilities.toInt());
    QVERIFY(format->can(Capability::Read));
    QCOMPARE(FormatRegistry::byFileName(m_archive), format);
}

void ArchiveContractTest::indexListsEveryEntry()
{
    const auto archive = openOrFail(m_archive);
    QVERIFY(archive);
    QStringList listed;
    for (const EntryIndex::Input &input : archive->indexInputs()) {
        if (!input.path.endsWith(QLatin1Char('/')) && !m_fixture->ownEntries().contains(input.path))
            listed << input.path;
    }
    listed.sort();
    QCOMPARE(listed, expectedEntries().keys());
    for (const EntryIndex::Input &input : archive->indexInputs()) {
        if (expectedEntries().contains(input.path))
            QCOMPARE(input.size, expectedEntries().value(input.path).size());
    }
}

void ArchiveContractTest::everyEntryReadsBack()
{
    const auto archive = openOrFail(m_archive);
    QVERIFY(archive);
    const ArchiveFiles expected = expectedEntries();
    int read = 0;
    for (const EntryIndex::Input &input : archive->indexInputs()) {
        if (!expected.contains(input.path))
            continue;
        const auto bytes = archive->readEntry(input.entry);
        QVERIFY2(bytes, qPrintable(input.path));
        QCOMPARE(*bytes, expected.value(input.path));
        ++read;
    }
    QCOMPARE(read, int(expected.size()));
}

void ArchiveContractTest::extractAllAndSelectionGiveTheBytes()
{
    const auto archive = openOrFail(m_archive);
    QVERIFY(archive);
    const QStringList own = m_fixture->ownEntries();
    SilentProgress progress;
    const QString all = scratch(QStringLiteral("all"));
    const auto everything = archive->extract(entriesWhere(*archive,
                                                 [&own](const QString &path) {
                                                     return !own.contains(path);
                                                 }),
        all, progress);
    QVERIFY2(everything, qPrintable(everything ? QString() : everything.error().toString()));
    QCOMPARE(everything->files, int(m_files.size()));
    QCOMPARE(filesBelow(all), expectedEntries());
    QStringList folders = tree(all).keys();
    folders.removeIf([](const QString &path) {
        return !path.endsWith(QLatin1Char('/'));
    });
    QCOMPARE(folders, foldersOf(expectedEntries())); // no staging folder left behind

    const QString some = scratch(QStringLiteral("some"));
    const std::vector<int> selected
        = PathPatterns({QStringLiteral("*.bin"), QStringLiteral("sword.dat")}).select(archive->indexInputs());
    QCOMPARE(selected.size(), std::size_t(3));
    QVERIFY(archive->extract(selected, some, progress));
    ArchiveFiles expected = expectedEntries();
    expected.remove(m_fixture->entryPath(QStringLiteral("README.TXT")));
    QCOMPARE(filesBelow(some), expected);
}

void ArchiveContractTest::escapingPathIsRefused()
{
    if (!m_fixture->holdsEscapingPaths())
        QSKIP("the format cannot hold a path that escapes the extraction folder");
    const QString path = scratch(QStringLiteral("escaping-") + m_fixture->fileName());
    QVERIFY(m_fixture->buildEscaping(path, m_files));
    const auto archive = openOrFail(path);
    QVERIFY(archive);
    const std::vector<int> all = PathPatterns({}).select(archive->indexInputs());
    const QString root = scratch(QStringLiteral("escape"));
    const QString target = root + QStringLiteral("/a/b");
    SilentProgress progress;
    const auto refused = archive->extract(all, target, progress);
    QVERIFY(!refused);
    QCOMPARE(refused.error().code, ErrorCode::UnsafePath);
    QVERIFY(!QFileInfo::exists(root));

    const auto kept = archive->extractWithPolicy(all, target, progress, io::FailurePolicy::KeepGoing);
    QVERIFY2(kept, qPrintable(kept ? QString() : kept.error().toString()));
    QCOMPARE(kept->failures.size(), std::size_t(1));
    QCOMPARE(kept->failures.front().error.code, ErrorCode::UnsafePath);
    ArchiveFiles written = filesBelow(root);
    for (const QString &own : m_fixture->ownEntries())
        written.remove(QStringLiteral("a/b/") + own);
    ArchiveFiles expected;
    const ArchiveFiles entries = expectedEntries();
    for (auto it = entries.begin(); it != entries.end(); ++it)
        expected.insert(QStringLiteral("a/b/") + it.key(), it.value());
    QCOMPARE(written, expected); // nothing beside the target
}

void ArchiveContractTest::failingEntryLeavesNothing()
{
    if (skipWithoutDamageDetection())
        QSKIP("the format stores no checksum: a damaged byte reads as any other");
    const QString corrupted = corruptedCopy();
    QVERIFY(!corrupted.isEmpty());
    const auto archive = openOrFail(corrupted);
    QVERIFY(archive);
    const std::vector<int> all = PathPatterns({}).select(archive->indexInputs());
    SilentProgress progress;

    const QString absent = scratch(QStringLiteral("failing-absent"));
    const auto failed = archive->extract(all, absent, progress);
    QVERIFY(!failed);
    QVERIFY2(failed.error().code == ErrorCode::Corrupt || failed.error().code == ErrorCode::ChecksumMismatch,
        qPrintable(failed.error().toString()));
    QVERIFY(!QFileInfo::exists(absent));

    const QString existing = scratch(QStringLiteral("failing-existing"));
    QVERIFY(writeFile(existing + QStringLiteral("/KEEP.TXT"), "keep"));
    QVERIFY(writeFile(existing + QLatin1Char('/') + m_fixture->entryPath(QStringLiteral("README.TXT")), "old"));
    const ArchiveFiles before = tree(existing);
    const auto again = archive->extractWithPolicy(all, existing, progress, io::FailurePolicy::AllOrNothing);
    QVERIFY(!again);
    QCOMPARE(again.error().code, failed.error().code);
    QCOMPARE(tree(existing), before);
}

void ArchiveContractTest::failingEntryIsSkippedWithKeepGoing()
{
    if (skipWithoutDamageDetection())
        QSKIP("the format stores no checksum: a damaged byte reads as any other");
    const QString corrupted = corruptedCopy();
    QVERIFY(!corrupted.isEmpty());
    const auto archive = openOrFail(corrupted);
    QVERIFY(archive);
    const QStringList own = m_fixture->ownEntries();
    const std::vector<int> files = entriesWhere(*archive, [&own](const QString &path) {
        return !own.contains(path);
    });
    const QString target = scratch(QStringLiteral("keep-going"));
    SilentProgress progress;
    const auto outcome = archive->extractWithPolicy(files, target, progress, io::FailurePolicy::KeepGoing);
    QVERIFY2(outcome, qPrintable(outcome ? QString() : outcome.error().toString()));
    QCOMPARE(outcome->failures.size(), std::size_t(1));
    const std::vector<int> victim = PathPatterns({kVictim}).select(archive->indexInputs());
    QCOMPARE(victim.size(), std::size_t(1));
    QCOMPARE(outcome->failures.front().entry, victim.front());
    QCOMPARE(outcome->summary.files, int(m_files.size()) - 1);
    ArchiveFiles expected = expectedEntries();
    expected.remove(m_fixture->entryPath(kVictim));
    QCOMPARE(filesBelow(target), expected);
}

void ArchiveContractTest::cancelLeavesNothing()
{
    const auto archive = openOrFail(m_archive);
    QVERIFY(archive);
    const std::vector<int> all = PathPatterns({}).select(archive->indexInputs());

    CancelingProgress first;
    const QString absent = scratch(QStringLiteral("cancel-absent"));
    const auto canceled = archive->extract(all, absent, first);
    QVERIFY(!canceled);
    QCOMPARE(canceled.error().code, ErrorCode::Canceled);
    QVERIFY(!QFileInfo::exists(absent));

    CancelingProgress second;
    const QString existing = scratch(QStringLiteral("cancel-existing"));
    QVERIFY(writeFile(existing + QLatin1Char('/') + m_fixture->entryPath(QStringLiteral("README.TXT")), "old"));
    const ArchiveFiles before = tree(existing);
    const auto again = archive->extract(all, existing, second);
    QVERIFY(!again);
    QCOMPARE(again.error().code, ErrorCode::Canceled);
    QCOMPARE(tree(existing), before);
}

void ArchiveContractTest::truncatedWhileOpenIsIoError()
{
    // Big enough to be memory-mapped by every format; the tail entry lies far past the cut.
    ArchiveFiles files = m_files;
    files.insert(QStringLiteral("DATA/LARGE.BIN"), noise(4, 2 << 20));
    const QString path = scratch(QStringLiteral("truncated-") + m_fixture->fileName());
    QVERIFY(m_fixture->build(path, files));
    const auto archive = openOrFail(path);
    QVERIFY(archive);
    const std::vector<int> all = PathPatterns({}).select(archive->indexInputs());
    const std::vector<int> large = PathPatterns({QStringLiteral("LARGE.BIN")}).select(archive->indexInputs());
    QCOMPARE(large.size(), std::size_t(1));

    QVERIFY(m_fixture->truncate(path, m_fixture->entryPath(QStringLiteral("DATA/LARGE.BIN")))); // another program

    const auto read = archive->readEntry(large.front());
    QVERIFY(!read);
    QCOMPARE(read.error().code, ErrorCode::Io);
    SilentProgress progress;
    const QString target = scratch(QStringLiteral("truncated-out"));
    const auto extracted = archive->extract(all, target, progress);
    QVERIFY(!extracted);
    QCOMPARE(extracted.error().code, ErrorCode::Io);
    QVERIFY(!QFileInfo::exists(target));
    if (archive->capabilities().testFlag(Capability::Verify)) {
        const auto verified = archive->verify(progress);
        QVERIFY(!verified);
        QCOMPARE(verified.error().code, ErrorCode::Io);
    }
    if (m_fixture->hasByteSource())
        QCOMPARE(archive->source().checkIntact().error().code, ErrorCode::Io);
}

void ArchiveContractTest::verifyPassesAndReportsDamage()
{
    const auto good = openOrFail(m_archive);
    QVERIFY(good);
    SilentProgress progress;
    if (!good->capabilities().testFlag(Capability::Verify)) { // nothing to check: said, not pretended
        const auto refused = good->verify(progress);
        QVERIFY(!refused);
        QCOMPARE(refused.error().code, ErrorCode::Unsupported);
        return;
    }
    const auto passed = good->verify(progress);
    QVERIFY2(passed, qPrintable(passed ? QString() : passed.error().toString()));
    QVERIFY2(passed->problems.empty(),
        qPrintable(passed->problems.empty() ? QString() : passed->problems.front().toString()));
    QVERIFY(passed->checkedEntries >= int(m_files.size()));

    if (skipWithoutDamageDetection())
        return;
    const QString corrupted = corruptedCopy();
    QVERIFY(!corrupted.isEmpty());
    const auto damaged = openOrFail(corrupted);
    QVERIFY(damaged);
    const auto failed = damaged->verify(progress);
    QVERIFY(failed);
    QVERIFY(!failed->problems.empty());
    const QString victim = m_fixture->entryPath(kVictim);
    QVERIFY2(
        std::any_of(failed->problems.begin(), failed->problems.end(),
            [&victim](const Error &e) {
                // the entry as the format names it: MPQ keeps its native '\' separators
                return e.toString().replace(QLatin1Char('\\'), QLatin1Char('/')).contains(victim, Qt::CaseInsensitive);
            }),
        qPrintable(failed->problems.front().toString()));
}

void ArchiveContractTest::writerRoundTrip()
{
    auto opened = openOrFail(m_archive);
    QVERIFY(opened);
    const std::shared_ptr<const Archive> base(std::move(opened));
    auto writer = editArchive(base);
    if (!base->capabilities().testFlag(Capability::Write)) { // no writer: said, not pretended
        QVERIFY(!writer);
        QCOMPARE(writer.error().code, ErrorCode::Unsupported);
        return;
    }
    QVERIFY2(writer, qPrintable(writer ? QString() : writer.error().toString()));
    const auto path = [this](const char *file) {
        return m_fixture->entryPath(QLatin1String(file));
    };
    ArchiveFiles expected = expectedEntries();
    QVERIFY((*writer)->add(path("NEW/ADDED.TXT"), EntrySource::fromBytes("added")));
    expected.insert(path("NEW/ADDED.TXT"), "added");
    QVERIFY((*writer)->replace(path("README.TXT"), EntrySource::fromBytes("replaced")));
    expected.insert(path("README.TXT"), "replaced");
    QVERIFY((*writer)->remove(path("DATA/EMPTY.BIN")));
    expected.remove(path("DATA/EMPTY.BIN"));
    QVERIFY((*writer)->rename(path("DATA/BIG.BIN"), path("MOVED/BIG.BIN")));
    expected.insert(path("MOVED/BIG.BIN"), expected.take(path("DATA/BIG.BIN")));

    const QString output = scratch(QStringLiteral("edited-") + m_fixture->fileName());
    SilentProgress progress;
    const auto committed = ops::commitChecked(**writer, output, progress); // reopened and compared before final
    QVERIFY2(committed, qPrintable(committed ? QString() : committed.error().toString()));
    QVERIFY(committed->verified >= int(expected.size()));
    QCOMPARE(contentsOf(output), expected);
    QCOMPARE(readFile(m_archive).isEmpty(), false); // the base archive is still there
}

void ArchiveContractTest::writerCreatesANewArchive()
{
    const FormatDescription *format = FormatRegistry::byId(m_fixture->formatId());
    if (!format || !format->can(Capability::Create)) { // said, not pretended
        QVERIFY(!createArchive(m_fixture->formatId(), QString()));
        return;
    }
    QVERIFY(format->presets);
    for (const FormatPreset &preset : format->presets()) {
        auto writer = createArchive(m_fixture->formatId(), preset.id);
        QVERIFY2(writer, qPrintable(preset.id));
        std::vector<ops::SourceFile> sources;
        for (auto it = m_files.begin(); it != m_files.end(); ++it) {
            const QString file = scratch(QStringLiteral("create-sources/") + it.key());
            QVERIFY(writeFile(file, it.value()));
            sources.push_back({file, m_fixture->entryPath(it.key())});
        }
        const auto added = ops::addFiles(**writer, sources, AddOptions{});
        QVERIFY2(added, qPrintable(added ? QString() : added.error().toString()));
        QCOMPARE(added->size(), std::size_t(m_files.size()));
        const QString output
            = scratch(QStringLiteral("created-") + preset.id + QLatin1Char('-') + m_fixture->fileName());
        SilentProgress progress;
        const auto committed = ops::commitChecked(**writer, output, progress);
        QVERIFY2(committed, qPrintable(committed ? QString() : committed.error().toString()));
        QCOMPARE(committed->verified, int(m_files.size()));
        QCOMPARE(contentsOf(output), expectedEntries());
    }
}

ArchiveFiles ArchiveContractTest::contentsOf(const QString &path) const
{
    ArchiveFiles actual;
    const auto reopened = openOrFail(path);
    if (!reopened)
        return actual;
    for (const EntryIndex::Input &input : reopened->indexInputs()) {
        if (input.path.endsWith(QLatin1Char('/')) || m_fixture->ownEntries().contains(input.path))
            continue;
        const auto bytes = reopened->readEntry(input.entry);
        actual.insert(input.path, bytes ? *bytes : QByteArray("<unreadable>"));
    }
    return actual;
}

} // namespace mwb::test
