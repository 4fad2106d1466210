// SPDX-License-Identifier: GPL-3.0-or-later
// Benchmark: Torchlight 2 .MOD packing (parallel libdeflate, ordered writes) against single-thread zlib level 6.
#include "ModFolderGenerator.h"
#include "mwb/formats/tl2mod/ModPacker.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QDirIterator>
#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <QThread>

#include <zlib.h>

#include <cstdio>
#include <ctime>

namespace {

using namespace mwb::formats::tl2mod;

/// Single-thread zlib compress2 level 6 over every file below MEDIA (reading included, like the packer).
double zlibBaselineSeconds(const QString &mediaDir, qint64 *compressedBytes)
{
    QElapsedTimer timer;
    timer.start();
    *compressedBytes = 0;
    QDirIterator it(mediaDir, QDir::Files, QDirIterator::Subdirectories);
    QByteArray out;
    while (it.hasNext()) {
        QFile file(it.next());
        if (!file.open(QIODevice::ReadOnly))
            return -1;
        const QByteArray in = file.readAll();
        uLongf outSize = compressBound(uLong(in.size()));
        out.resize(qsizetype(outSize));
        if (compress2(reinterpret_cast<Bytef *>(out.data()), &outSize, reinterpret_cast<const Bytef *>(in.constData()),
                uLong(in.size()), 6)
            != Z_OK)
            return -1;
        *compressedBytes += qint64(outSize);
    }
    return double(timer.nsecsElapsed()) / 1e9;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Torchlight 2 .MOD packing benchmark"));
    parser.addHelpOption();
    const QCommandLineOption megabytes(QStringLiteral("megabytes"), QStringLiteral("Mod size to generate (MB)."),
        QStringLiteral("N"), QStringLiteral("300"));
    const QCommandLineOption threads(QStringLiteral("threads"), QStringLiteral("Packer threads (0 = all cores)."),
        QStringLiteral("N"), QStringLiteral("0"));
    parser.addOptions({megabytes, threads});
    parser.process(app);

    QTemporaryDir tmp;
    const QString modDir = tmp.filePath(QStringLiteral("BenchMod"));
    QDir().mkpath(modDir);
    using mwb::bench::FileKind;
    const auto generated = mwb::bench::generateModFolder(modDir, parser.value(megabytes).toLongLong() * 1000 * 1000,
        {{FileKind::Dat, 1, 8 * 1024, 104 * 1024}, {FileKind::Dds, 1, 32 * 1024, 352 * 1024}});
    if (!generated) {
        std::fprintf(stderr, "tl2pack: could not generate the mod folder in %s\n", qPrintable(tmp.path()));
        return 1;
    }
    qint64 zlibBytes = 0;
    std::clock_t cpu = std::clock();
    const double zlibSeconds = zlibBaselineSeconds(modDir + QStringLiteral("/MEDIA"), &zlibBytes);
    const double zlibCpu = double(std::clock() - cpu) / CLOCKS_PER_SEC;

    PackOptions options;
    options.threads = parser.value(threads).toInt();
    options.compileSources = false; // the generated .DATs are DAT-like text, not DATs: this measures compression
    mwb::SilentProgress progress;
    QElapsedTimer timer;
    timer.start();
    cpu = std::clock();
    auto report = packModFolder(modDir, tmp.filePath(QStringLiteral("Benchmark.MOD")), options, progress);
    const double packSeconds = double(timer.nsecsElapsed()) / 1e9;
    const double packCpu = double(std::clock() - cpu) / CLOCKS_PER_SEC;
    if (!report) {
        std::fprintf(stderr, "tl2pack: %s\n", qPrintable(report.error().toString()));
        return 1;
    }
    const double mb = double(generated->bytes) / 1e6;
    std::printf("input: %d files, %.1f MB\n", report->files, mb);
    std::printf("zlib compress2 level 6, 1 thread: %.2f s wall (%.2f s CPU), %.1f MB/s, output %.1f MB\n", zlibSeconds,
        zlibCpu, mb / zlibSeconds, double(zlibBytes) / 1e6);
    std::printf("packModFolder, %d threads:        %.2f s wall (%.2f s CPU), %.1f MB/s, .MOD %.1f MB\n",
        options.threads > 0 ? options.threads : QThread::idealThreadCount(), packSeconds, packCpu, mb / packSeconds,
        double(report->outputBytes) / 1e6);
    std::printf("speed-up: %.2fx\n", zlibSeconds / packSeconds);
    return 0;
}
