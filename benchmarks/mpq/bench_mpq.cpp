// SPDX-License-Identifier: GPL-3.0-or-later
// Benchmark: our MPQ reader against StormLib in the same run, on every corpus archive and on a generated archive
// (default 20,000 files, ~300 MB, zlib, mixed compressible/incompressible content, written by StormLib).
// Operations: open+list, extract-all to memory, extract-all to disk. Runs alternate between the two readers; each
// figure is the median of --reps repetitions (small archives repeat each operation until a sample lasts >= 20 ms).
// Like for like: both sides list every entry by touching its name bytes with nothing copied; both extract every
// entry StormLib enumerates and create each output folder once. Every extract-to-disk call writes into a new folder
// and the file system is synced (untimed) before every sample, so neither side pays for the other's write-back;
// outputs are deleted only when the benchmark ends (see freshTarget). What stays different is by design: ours writes
// atomically (staged inside the target, renamed into place) with 2 threads, StormLib's loop writes straight to the
// final names with 1 thread.
#include "StormLibOracle.h"

#include "mwb/core/Progress.h"
#include "mwb/formats/mpq/MpqArchive.h"
#include "mwb/formats/mpq/MpqExtractor.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QDirIterator>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QSet>
#include <QTemporaryDir>

#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <functional>
#include <numeric>

namespace {

using mwb::formats::mpq::MpqArchive;
using mwb::formats::mpq::MpqExtractor;
using mwb::test::StormLibArchive;

/// One timed operation: returns the bytes it produced (or -1 on failure).
using Operation = std::function<qint64()>;

struct Settings
{
    int reps = 5;
    int threads = 2;
    QString scratch; ///< folder for extract-to-disk targets
};

double median(std::vector<double> values)
{
    std::sort(values.begin(), values.end());
    const std::size_t n = values.size();
    return n % 2 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
}

/// Seconds per call, median over `reps` samples of `repeat` calls each, alternating with the peer (`other`).
struct Pair
{
    double ours = 0;
    double storm = 0;
    qint64 oursBytes = 0;
    qint64 stormBytes = 0;
};

/// `reset` runs (untimed) before every call; `settle` before every sample.
Pair timePair(const Operation &ours, const Operation &storm, const Settings &s, const std::function<void()> &reset,
    const std::function<void()> &settle)
{
    QElapsedTimer timer;
    const auto sample = [&](const Operation &op, int repeat, qint64 &bytes) {
        settle();
        qint64 elapsed = 0;
        for (int i = 0; i < repeat; ++i) {
            reset();
            timer.start();
            bytes = op();
            elapsed += timer.nsecsElapsed();
        }
        return double(elapsed) / 1e9 / repeat;
    };
    Pair p;
    // Warm-up (page cache, allocators), then calibrate: small archives repeat until a sample lasts >= 20 ms.
    const double once = sample(ours, 1, p.oursBytes) + sample(storm, 1, p.stormBytes);
    const int repeat = qBound(1, int(0.04 / qMax(once, 1e-6)), 1000);
    std::vector<double> a;
    std::vector<double> b;
    for (int r = 0; r < s.reps; ++r) {
        if (r % 2 == 0) {
            a.push_back(sample(ours, repeat, p.oursBytes));
            b.push_back(sample(storm, repeat, p.stormBytes));
        } else {
            b.push_back(sample(storm, repeat, p.stormBytes));
            a.push_back(sample(ours, repeat, p.oursBytes));
        }
    }
    p.ours = median(a);
    p.storm = median(b);
    return p;
}

std::vector<int> allEntries(const MpqArchive &archive)
{
    std::vector<int> all(archive.entries().size());
    std::iota(all.begin(), all.end(), 0);
    return all;
}

qint64 oursOpenList(const QString &path)
{
    auto archive = MpqArchive::open(path);
    if (!archive)
        return -1;
    qint64 names = 0;
    for (const auto &e : archive.value()->entries())
        names += e.rawName.size();
    return names;
}

qint64 stormOpenList(const QString &path)
{
    auto archive = StormLibArchive::open(path, nullptr);
    if (!archive)
        return -1;
    qint64 names = 0;
    archive->enumerate([&names](const char *name, qint64, quint16) { names += qint64(std::strlen(name)); });
    return names;
}

qint64 oursExtract(const QString &path, const QString &target, int threads)
{
    auto archive = MpqArchive::open(path);
    if (!archive)
        return -1;
    mwb::SilentProgress progress;
    const MpqArchive &mpq = *archive.value();
    auto report = target.isEmpty() ? MpqExtractor::extractToMemory(mpq, allEntries(mpq), progress, threads)
                                   : MpqExtractor::extractToDisk(mpq, allEntries(mpq), target, progress, mwb::io::FailurePolicy::AllOrNothing, threads);
    return report ? report->summary.bytes : -1;
}

/// StormLib's extract-all: every listed file read into one reused buffer, and written below `target` when set (each
/// folder created once).
qint64 stormExtract(const QString &path, const QString &target)
{
    auto archive = StormLibArchive::open(path, nullptr);
    if (!archive)
        return -1;
    QByteArray buffer;
    qint64 bytes = 0;
    QDir root(target);
    QSet<QString> folders;
    for (const auto &l : archive->list()) {
        if (!archive->read(l.name, l.locale, buffer, nullptr))
            continue;
        if (!target.isEmpty()) {
            const QString name = QString::fromUtf8(l.name).replace(QLatin1Char('\\'), QLatin1Char('/'));
            const QString file = root.filePath(name);
            const QString folder = QFileInfo(file).absolutePath();
            if (!folders.contains(folder)) {
                QDir().mkpath(folder);
                folders.insert(folder);
            }
            QFile out(file);
            if (!out.open(QIODevice::WriteOnly) || out.write(buffer) != buffer.size())
                continue;
        }
        bytes += buffer.size();
    }
    return bytes;
}

struct Row
{
    QString name;
    int files = 0;
    double megabytes = 0;
    Pair list;
    Pair memory;
    Pair disk;
};

/// A folder no extract-to-disk call has used. Outputs are kept until the benchmark ends: deleting them between calls
/// would slow every file creation of the next calls on file systems that keep freed inodes out of reuse for a while
/// (ext4 without a journal does, for a minute or more), for both sides alike and unlike real use.
QString freshTarget(const Settings &s)
{
    static int made = 0;
    return QStringLiteral("%1/out/%2").arg(s.scratch).arg(++made);
}

Row measure(const QString &path, const QString &label, const Settings &s)
{
    Row row;
    row.name = label;
    if (auto a = MpqArchive::open(path)) {
        row.files = int(a.value()->entries().size());
        for (const auto &e : a.value()->entries())
            row.megabytes += double(e.fileSize) / 1e6;
    }
    QString target;
    const auto nothing = [] {};
    const auto newTarget = [&target, &s] { target = freshTarget(s); };
    const auto syncDisk = [] { ::sync(); };
    row.list = timePair([&] { return oursOpenList(path); }, [&] { return stormOpenList(path); }, s, nothing, nothing);
    row.memory = timePair([&] { return oursExtract(path, {}, s.threads); }, [&] { return stormExtract(path, {}); },
        s, nothing, nothing);
    row.disk = timePair([&] { return oursExtract(path, target, s.threads); },
        [&] { return stormExtract(path, target); }, s, newTarget, syncDisk);
    return row;
}

double throughput(qint64 bytes, double seconds)
{
    return seconds > 0 ? double(bytes) / 1e6 / seconds : 0;
}

void printHeader()
{
    std::printf("| archive | files | MB | open+list ours / StormLib (ms) | ratio (target <= 1.0) "
                "| extract to memory ours / StormLib (MB/s) | ratio (target >= 1.5) "
                "| extract to disk ours / StormLib (MB/s) | ratio |\n");
    std::printf("|---|---:|---:|---:|---:|---:|---:|---:|---:|\n");
}

void printRow(const Row &r)
{
    const auto mbps = [](const Pair &p, bool ours) {
        return ours ? throughput(p.oursBytes, p.ours) : throughput(p.stormBytes, p.storm);
    };
    const auto ratio = [&](const Pair &p) { return mbps(p, true) / qMax(mbps(p, false), 1e-9); };
    std::printf("| %s | %d | %.2f | %.3f / %.3f | %.2f | %.0f / %.0f | %.2f | %.0f / %.0f | %.2f |\n",
        qPrintable(r.name), r.files, r.megabytes, r.list.ours * 1e3, r.list.storm * 1e3, r.list.ours / r.list.storm,
        mbps(r.memory, true), mbps(r.memory, false), ratio(r.memory), mbps(r.disk, true), mbps(r.disk, false),
        ratio(r.disk));
    std::fflush(stdout);
}

/// Sums the per-call medians of several rows (the corpus as one workload).
Row total(const std::vector<Row> &rows, const QString &name)
{
    Row t;
    t.name = name;
    for (const Row &r : rows) {
        t.files += r.files;
        t.megabytes += r.megabytes;
        for (auto [sum, part] : {std::pair{&t.list, &r.list}, {&t.memory, &r.memory}, {&t.disk, &r.disk}}) {
            sum->ours += part->ours;
            sum->storm += part->storm;
            sum->oursBytes += part->oursBytes;
            sum->stormBytes += part->stormBytes;
        }
    }
    return t;
}

/// Writes the generated archive with StormLib: `files` files of about `megabytes` MB in total, zlib, v1.
bool generate(const QString &path, int files, qint64 megabytes)
{
    namespace content = mwb::test::content;
    mwb::test::StormArchiveOptions options;
    options.maxFiles = quint32(files) + 16;
    QString error;
    auto writer = StormLibArchive::create(path, options, &error);
    if (!writer) {
        std::fprintf(stderr, "bench_mpq: %s\n", qPrintable(error));
        return false;
    }
    const qint64 average = megabytes * 1000 * 1000 / qMax(files, 1);
    for (int i = 0; i < files; ++i) {
        mwb::test::StormFile f;
        f.name = "bench\\dir" + QByteArray::number(i % 64) + "\\file_" + QByteArray::number(i) + ".dat";
        const quint64 seed = quint64(i) * 7919 + 1;
        // Sizes spread from 1/8 to 15/8 of the average; a quarter random (incompressible), the rest text or mixed.
        const qsizetype size = qsizetype(average / 8 + qint64(seed % 15) * average / 8);
        f.data = i % 4 == 0 ? content::random(seed, size) : i % 4 == 1 ? content::mixed(seed, size)
                                                                         : content::text(seed, size);
        f.flags = 0x200; // COMPRESS
        f.compression = 0x02; // zlib
        if (!writer->add(f, &error)) {
            std::fprintf(stderr, "bench_mpq: %s\n", qPrintable(error));
            return false;
        }
    }
    return writer->close(&error);
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("MPQ reader benchmark against StormLib"));
    parser.addHelpOption();
    const QCommandLineOption reps(QStringLiteral("reps"), QStringLiteral("Repetitions per figure."),
        QStringLiteral("n"), QStringLiteral("5"));
    const QCommandLineOption files(QStringLiteral("files"), QStringLiteral("Files in the generated archive."),
        QStringLiteral("n"), QStringLiteral("20000"));
    const QCommandLineOption megabytes(QStringLiteral("megabytes"), QStringLiteral("Size of the generated archive."),
        QStringLiteral("mb"), QStringLiteral("300"));
    const QCommandLineOption threads(QStringLiteral("threads"), QStringLiteral("Our extract-all threads."),
        QStringLiteral("n"), QStringLiteral("2"));
    const QCommandLineOption noCorpus(QStringLiteral("no-corpus"), QStringLiteral("Skip the corpus archives."));
    const QCommandLineOption noBig(QStringLiteral("no-big"), QStringLiteral("Skip the generated archive."));
    const QCommandLineOption archive(QStringLiteral("archive"),
        QStringLiteral("Generated archive to keep at this path (reused when it exists; for profiling)."),
        QStringLiteral("path"));
    parser.addOptions({reps, files, megabytes, threads, noCorpus, noBig, archive});
    parser.process(app);

    QTemporaryDir scratch;
    Settings s;
    s.reps = qMax(1, parser.value(reps).toInt());
    s.threads = qMax(1, parser.value(threads).toInt());
    s.scratch = scratch.path();
    std::printf("bench_mpq: medians of %d runs, alternating ours/StormLib; ours extracts with %d threads, "
                "StormLib with 1; open+list and extract include opening the archive\n\n",
        s.reps, s.threads);
    printHeader();

    const QString corpus = QStringLiteral(MWB_SHARED_DIR "/corpus/mpq");
    if (parser.isSet(noCorpus)) {
        std::printf("(corpus skipped)\n");
    } else if (!QDir(corpus).exists()) {
        std::printf("(corpus %s is absent: skipped)\n", qPrintable(corpus));
    } else {
        QStringList archives;
        QDirIterator it(corpus, QDir::Files, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString path = it.next();
            if (!path.contains(QStringLiteral("/golden/")) && !path.endsWith(QStringLiteral(".md")))
                archives << path;
        }
        archives.sort();
        std::vector<Row> rows;
        for (const QString &path : archives) {
            const QString repo = QDir(corpus).relativeFilePath(path).section(QLatin1Char('/'), 0, 0);
            rows.push_back(measure(path, repo + QLatin1Char('/') + QFileInfo(path).fileName(), s));
            printRow(rows.back());
        }
        printRow(total(rows, QStringLiteral("**corpus total (%1 archives)**").arg(rows.size())));
    }

    if (!parser.isSet(noBig)) {
        const int count = parser.value(files).toInt();
        const QString path = parser.isSet(archive) ? parser.value(archive)
                                                   : scratch.filePath(QStringLiteral("generated.mpq"));
        QElapsedTimer timer;
        timer.start();
        const bool reused = QFileInfo::exists(path);
        if (!reused && !generate(path, count, parser.value(megabytes).toLongLong()))
            return 1;
        if (reused) {
            std::fprintf(stderr, "reusing %s (%.1f MB on disk)\n", qPrintable(path),
                double(QFileInfo(path).size()) / 1e6);
        } else {
            std::fprintf(stderr, "generated %s (%.1f MB on disk) with StormLib in %.1f s\n", qPrintable(path),
                double(QFileInfo(path).size()) / 1e6, double(timer.elapsed()) / 1e3);
        }
        printRow(measure(path, QStringLiteral("**generated (zlib, mixed content)**"), s));
        Settings single = s;
        single.threads = 1;
        printRow(measure(path, QStringLiteral("generated, ours with 1 thread"), single));
    }
    return 0;
}
