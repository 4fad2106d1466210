// SPDX-License-Identifier: GPL-3.0-or-later
// Benchmark: our MPQ writer against StormLib in the same run, on generated source files (default 20,000 files,
// ~300 MB of mixed compressible/incompressible content) written to disk first, so both sides read the same files.
//  1. create: MpqWriter::create + add + commit (atomic, fsync) vs SFileCreateArchive + SFileAddFileEx (zlib) +
//     SFileCloseArchive.
//  2. add one 1 MB file and save: our commit (an in-place append: data and tables after the end, fdatasync, one header
//     write) vs StormLib's in-place SFileAddFileEx (no sync).
//  3. compact an archive with ~30 % dead space (every third file removed by StormLib): our compacting commit
//     (temporary file, fsync, rename) vs SFileCompactArchive.
// Each side works on its own copy of the same input archive; the file system is synced before every timing. The add and
// the compact run --reps times each (fresh copies, ours and StormLib alternating) and report the medians.
#include "StormLibOracle.h"

#include "mwb/core/FormatRegistry.h"
#include "mwb/core/Progress.h"
#include "mwb/formats/mpq/MpqArchive.h"
#include "mwb/formats/mpq/MpqWriter.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QDirIterator>
#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>

#include <StormLib.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <functional>
#include <vector>

namespace {

using mwb::formats::mpq::MpqWriteOptions;
using mwb::formats::mpq::MpqWriter;
namespace content = mwb::test::content;

double seconds(const std::function<bool()> &op)
{
    ::sync();
    QElapsedTimer timer;
    timer.start();
    if (!op()) {
        std::fprintf(stderr, "operation failed\n");
        std::exit(1);
    }
    return double(timer.nsecsElapsed()) / 1e9;
}

bool commit(mwb::ArchiveWriter &writer, const QString &path, bool compact = false)
{
    mwb::SilentProgress progress;
    mwb::CommitOptions options;
    options.compact = compact;
    auto report = writer.commit(path, progress, options);
    if (!report) {
        std::fprintf(stderr, "%s\n", qPrintable(report.error().toString()));
        return false;
    }
    if (report->strategy == mwb::CommitStrategy::Appended)
        std::printf("  (ours appended in place)\n");
    else
        std::printf("  (ours rewritten: %s)\n", qPrintable(report->rewriteReason));
    return true;
}

std::unique_ptr<mwb::ArchiveWriter> edit(const QString &path)
{
    auto archive = mwb::openArchive(path);
    auto writer = mwb::editArchive(std::shared_ptr<const mwb::Archive>(std::move(archive).value()));
    return std::move(writer).value();
}

bool stormCreate(const QString &path, const QString &sources, const QStringList &names, DWORD maxFiles)
{
    HANDLE mpq = nullptr;
    if (!SFileCreateArchive(path.toLocal8Bit().constData(), MPQ_CREATE_LISTFILE | MPQ_CREATE_ATTRIBUTES, maxFiles,
            &mpq))
        return false;
    for (const QString &name : names) {
        const QByteArray archived = QString(name).replace(QLatin1Char('/'), QLatin1Char('\\')).toUtf8();
        if (!SFileAddFileEx(mpq, (sources + QLatin1Char('/') + name).toLocal8Bit().constData(), archived.constData(),
                MPQ_FILE_COMPRESS, MPQ_COMPRESSION_ZLIB, MPQ_COMPRESSION_ZLIB))
            return false;
    }
    return SFileCloseArchive(mpq);
}

void report(const char *what, double ours, double storm, const char *target)
{
    std::printf("%-34s ours %8.3f s   StormLib %8.3f s   ratio %.2fx (target %s)\n", what, ours, storm, storm / ours,
        target);
    std::fflush(stdout);
}

double median(std::vector<double> values)
{
    std::sort(values.begin(), values.end());
    return values[values.size() / 2];
}

/// Runs `ours` and `storm` `reps` times each, alternating, each time on fresh copies of `input`; reports the medians.
void compareOnCopies(const char *what, const char *target, int reps, const QString &input, const QDir &dir,
    const std::function<bool(const QString &)> &ours, const std::function<bool(const QString &)> &storm)
{
    std::vector<double> oursTimes;
    std::vector<double> stormTimes;
    for (int rep = 0; rep < reps; ++rep) {
        const QString oursCopy = dir.filePath(QStringLiteral("ours-copy.mpq"));
        const QString stormCopy = dir.filePath(QStringLiteral("storm-copy.mpq"));
        for (const QString &copy : {oursCopy, stormCopy}) {
            QFile::remove(copy);
            QFile::copy(input, copy);
        }
        oursTimes.push_back(seconds([&] { return ours(oursCopy); }));
        stormTimes.push_back(seconds([&] { return storm(stormCopy); }));
        std::printf("  run %d: ours %.3f s, StormLib %.3f s\n", rep + 1, oursTimes.back(), stormTimes.back());
    }
    report(what, median(oursTimes), median(stormTimes), target);
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    parser.addHelpOption();
    parser.addOption({QStringLiteral("files"), QStringLiteral("Number of files."), QStringLiteral("N"),
        QStringLiteral("20000")});
    parser.addOption({QStringLiteral("megabytes"), QStringLiteral("Total size."), QStringLiteral("N"),
        QStringLiteral("300")});
    parser.addOption({QStringLiteral("scratch"),
        QStringLiteral("Work folder, kept afterwards (default: a temporary folder)."), QStringLiteral("DIR")});
    parser.addOption({QStringLiteral("reps"), QStringLiteral("Runs of the add and the compact (median)."),
        QStringLiteral("N"), QStringLiteral("5")});
    parser.process(app);
    const int reps = std::max(1, parser.value(QStringLiteral("reps")).toInt());
    const int files = parser.value(QStringLiteral("files")).toInt();
    const qint64 total = parser.value(QStringLiteral("megabytes")).toLongLong() << 20;
    QTemporaryDir temp(parser.isSet(QStringLiteral("scratch"))
            ? parser.value(QStringLiteral("scratch")) + QStringLiteral("/bench-XXXXXX")
            : QDir::tempPath() + QStringLiteral("/mwb-bench-XXXXXX"));
    temp.setAutoRemove(!parser.isSet(QStringLiteral("scratch")));
    const QDir dir(temp.path());
    const QString sources = dir.filePath(QStringLiteral("src"));
    QStringList names;
    for (int i = 0; i < files; ++i) {
        const QString name = QStringLiteral("dir%1/file%2.dat").arg(i % 50).arg(i);
        QDir().mkpath(QFileInfo(sources + QLatin1Char('/') + name).absolutePath());
        QFile f(sources + QLatin1Char('/') + name);
        if (!f.open(QIODevice::WriteOnly))
            return 1;
        f.write(content::mixed(quint64(i), total / files));
        names << name;
    }
    std::printf("%d files, %lld MB each side\n", files, total >> 20);

    const QString ours = dir.filePath(QStringLiteral("ours.mpq"));
    const QString storm = dir.filePath(QStringLiteral("storm.mpq"));
    const double createOurs = seconds([&] {
        auto writer = MpqWriter::create(MpqWriteOptions{});
        for (const QString &name : names) {
            if (!(*writer)->add(name, mwb::EntrySource::fromFile(sources + QLatin1Char('/') + name)))
                return false;
        }
        return commit(**writer, ours);
    });
    const double createStorm = seconds([&] { return stormCreate(storm, sources, names, DWORD(files + 16)); });
    report("create (zlib)", createOurs, createStorm, ">= 1.5x");

    const QString extra = dir.filePath(QStringLiteral("extra.bin"));
    {
        QFile f(extra);
        if (!f.open(QIODevice::WriteOnly))
            return 1;
        f.write(content::mixed(99, 1 << 20));
    }
    compareOnCopies("add 1 MB file and save", "<= 1 s and >= 0.5x", reps, storm, dir,
        [&](const QString &archive) {
            auto writer = edit(archive);
            return writer->add(QStringLiteral("extra/extra.bin"), mwb::EntrySource::fromFile(extra))
                && commit(*writer, archive);
        },
        [&](const QString &archive) {
            HANDLE mpq = nullptr;
            if (!SFileOpenArchive(archive.toLocal8Bit().constData(), 0, 0, &mpq))
                return false;
            const bool ok = SFileAddFileEx(mpq, extra.toLocal8Bit().constData(), "extra\\extra.bin",
                MPQ_FILE_COMPRESS, MPQ_COMPRESSION_ZLIB, MPQ_COMPRESSION_ZLIB);
            return SFileCloseArchive(mpq) && ok;
        });

    const QString dead = dir.filePath(QStringLiteral("dead.mpq"));
    QFile::copy(storm, dead);
    {
        HANDLE mpq = nullptr;
        if (!SFileOpenArchive(dead.toLocal8Bit().constData(), 0, 0, &mpq))
            return 1;
        for (int i = 0; i < files; i += 3)
            SFileRemoveFile(mpq, QString(names[i]).replace(QLatin1Char('/'), QLatin1Char('\\')).toUtf8().constData(), 0);
        SFileCloseArchive(mpq);
    }
    compareOnCopies("compact 30 % dead space", ">= 1.5x", reps, dead, dir,
        [&](const QString &archive) {
            auto writer = edit(archive);
            return commit(*writer, archive, true);
        },
        [&](const QString &archive) {
            HANDLE mpq = nullptr;
            if (!SFileOpenArchive(archive.toLocal8Bit().constData(), 0, 0, &mpq))
                return false;
            const bool ok = SFileCompactArchive(mpq, nullptr, false);
            return SFileCloseArchive(mpq) && ok;
        });
    const QString compactOurs = dir.filePath(QStringLiteral("ours-copy.mpq"));
    const QString compactStorm = dir.filePath(QStringLiteral("storm-copy.mpq"));
    std::printf("sizes: dead %lld, ours %lld, StormLib %lld bytes\n", QFileInfo(dead).size(),
        QFileInfo(compactOurs).size(), QFileInfo(compactStorm).size());
    return 0;
}
