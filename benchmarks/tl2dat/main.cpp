// SPDX-License-Identifier: GPL-3.0-or-later
// Benchmark: text DAT → BINDAT compilation against zlib level 6 compression of the result, and a full pack.
#include "mwb/core/Progress.h"
#include "mwb/formats/tl2dat/DatCompiler.h"
#include "mwb/formats/tl2dat/DatValues.h"
#include "mwb/formats/tl2dat/NameDictionary.h"
#include "mwb/formats/tl2mod/ModFolder.h"
#include "mwb/formats/tl2mod/ModPacker.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>

#include <libdeflate.h>

#include <QRandomGenerator64>
#include <atomic>
#include <cstdio>
#include <ctime>
#include <thread>
#include <vector>

namespace {

using namespace mwb::formats::tl2dat;
using namespace mwb::formats::tl2mod;

/// Runs fn(i) for i in [0, count) on `threads` threads.
template<typename Fn>
void forEachParallel(int count, int threads, Fn fn)
{
    std::atomic<int> next{0};
    std::vector<std::thread> pool;
    for (int t = 0; t < threads; ++t) {
        pool.emplace_back([&] {
            for (int i = next++; i < count; i = next++)
                fn(i);
        });
    }
    for (std::thread &thread : pool)
        thread.join();
}

/// Wall and process CPU seconds of one phase.
struct Timing
{
    double wall = 0;
    double cpu = 0;
};

template<typename Fn>
Timing timed(Fn fn)
{
    QElapsedTimer timer;
    timer.start();
    const std::clock_t cpu = std::clock();
    fn();
    return Timing{double(timer.nsecsElapsed()) / 1e9, double(std::clock() - cpu) / CLOCKS_PER_SEC};
}

/// One DAT in the shape of the game's unit files: a root block, a few child blocks with grandchildren, property
/// types in roughly the corpus mix (half STRING, then INTEGER, BOOL, FLOAT, TRANSLATE, INTEGER64), about
/// `targetBytes` of UTF-16 text.
QByteArray generateDat(QRandomGenerator64 &rng, const QStringList &names, qsizetype targetBytes)
{
    static const DatType mix[] = {DatType::String, DatType::String, DatType::String, DatType::String, DatType::String,
        DatType::Integer, DatType::Integer, DatType::Bool, DatType::Float, DatType::Translate, DatType::Integer64,
        DatType::UnsignedInt};
    static const char *const words[] = {"media/units/items/potions/", "HEALTHPOTION", "Sword of ", "fire", "ice",
        "MERCHANT", "icons_potions_", "PotionUse", "DYNAMIC", "Blacksmith", "media/models/NPCs/"};
    const auto name = [&] {
        return names[qsizetype(rng.bounded(quint32(names.size())))];
    };
    const auto property = [&](const QString &indent) -> QString {
        const DatType type = mix[rng.bounded(quint32(std::size(mix)))];
        QString value;
        if (isStringType(type)) {
            value = QString::fromLatin1(words[rng.bounded(quint32(std::size(words)))])
                + QString::number(rng.bounded(500));
        } else if (type == DatType::Float) {
            value = QString::number(double(rng.bounded(100000)) / 100.0);
        } else {
            value = formatDatValue(type, type == DatType::Bool ? rng.bounded(2) : rng.generate64() % 100000);
        }
        return indent + QLatin1Char('<') + datTypeName(type) + QLatin1Char('>') + name() + QLatin1Char(':') + value
            + QStringLiteral("\r\n");
    };
    QString text = QStringLiteral("[UNIT]\r\n");
    for (int i = 0; i < 30; ++i)
        text += property(QStringLiteral("\t"));
    while (2 * text.size() < targetBytes) {
        const QString tag = name();
        text += QStringLiteral("\t[") + tag + QStringLiteral("]\r\n");
        for (int i = 0; i < 15; ++i)
            text += property(QStringLiteral("\t\t"));
        text += QStringLiteral("\t\t[EFFECT]\r\n");
        for (int i = 0; i < 5; ++i)
            text += property(QStringLiteral("\t\t\t"));
        text += QStringLiteral("\t\t[/EFFECT]\r\n\t[/") + tag + QStringLiteral("]\r\n");
    }
    text += QStringLiteral("[/UNIT]\r\n");
    QByteArray bytes("\xFF\xFE", 2);
    bytes.append(reinterpret_cast<const char *>(text.utf16()), 2 * text.size());
    return bytes;
}

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

/// Wall-clock rates, and rates per CPU second (what the phase would reach per core on an idle machine).
void printRow(const char *phase, const Timing &t, int files, double megabytes)
{
    std::printf("%-40s %7.2f %7.2f %9.0f %7.1f %11.0f %9.1f\n", phase, t.wall, t.cpu, files / t.wall,
        megabytes / t.wall, files / t.cpu, megabytes / t.cpu);
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Torchlight 2 DAT → BINDAT compile benchmark"));
    parser.addHelpOption();
    const QCommandLineOption filesOption(QStringLiteral("files"), QStringLiteral("DAT files to generate."),
        QStringLiteral("N"), QStringLiteral("20000"));
    const QCommandLineOption threadsOption(
        QStringLiteral("threads"), QStringLiteral("Worker threads."), QStringLiteral("N"), QStringLiteral("2"));
    parser.addOptions({filesOption, threadsOption});
    parser.process(app);
    const int count = qMax(1, parser.value(filesOption).toInt());
    const int threads = qMax(1, parser.value(threadsOption).toInt());

    // Generate the texts (not timed as part of any phase) and write them as a GUTS mod folder.
    QTemporaryDir tmp;
    const QString modDir = tmp.filePath(QStringLiteral("BenchMod"));
    const QStringList names = NameDictionary::builtin().names();
    const auto n = std::size_t(count);
    std::vector<QByteArray> texts(n);
    std::vector<QString> paths(n);
    QRandomGenerator64 rng(7);
    for (int i = 0; i < count; ++i) {
        texts[std::size_t(i)] = generateDat(rng, names, qsizetype(6000 + rng.bounded(8000)));
        paths[std::size_t(i)] = modDir + QStringLiteral("/MEDIA/UNITS/SET%1/ITEM%2.DAT").arg(i % 100).arg(i);
    }
    for (int set = 0; set < 100; ++set)
        QDir().mkpath(modDir + QStringLiteral("/MEDIA/UNITS/SET%1").arg(set));
    ModInfo info;
    info.name = QStringLiteral("Benchmark");
    info.modFileName = QStringLiteral("Benchmark");
    bool written = writeFile(modDir + QStringLiteral("/MOD.DAT"), writeModDat(info));
    for (int i = 0; i < count && written; ++i)
        written = writeFile(paths[std::size_t(i)], texts[std::size_t(i)]);
    if (!written) {
        std::fprintf(stderr, "bench_tl2dat: cannot write the mod folder in %s\n", qPrintable(tmp.path()));
        return 1;
    }
    qint64 textBytes = 0;
    for (const QByteArray &text : texts)
        textBytes += text.size();

    // Phase 1: compile every text in memory.
    std::vector<QByteArray> compiled(n);
    std::atomic<int> failures{0};
    const Timing compile = timed([&] {
        forEachParallel(count, threads, [&](int i) {
            auto bytes = compileDatText(texts[std::size_t(i)], paths[std::size_t(i)]);
            if (bytes)
                compiled[std::size_t(i)] = std::move(bytes).value();
            else
                ++failures;
        });
    });
    if (failures > 0) {
        std::fprintf(stderr, "bench_tl2dat: %d files failed to compile\n", failures.load());
        return 1;
    }
    qint64 compiledBytes = 0;
    for (const QByteArray &bytes : compiled)
        compiledBytes += bytes.size();

    // Phase 2: zlib level 6 (what the packer does to each block) over the compiled bytes, one compressor per thread.
    std::atomic<qint64> deflatedBytes{0};
    const Timing compress = timed([&] {
        std::atomic<int> next{0};
        std::vector<std::thread> pool;
        for (int t = 0; t < threads; ++t) {
            pool.emplace_back([&] {
                libdeflate_compressor *compressor = libdeflate_alloc_compressor(6);
                QByteArray out;
                for (int i = next++; i < count; i = next++) {
                    const QByteArray &in = compiled[std::size_t(i)];
                    out.resize(qsizetype(libdeflate_zlib_compress_bound(compressor, std::size_t(in.size()))));
                    deflatedBytes += qint64(libdeflate_zlib_compress(
                        compressor, in.constData(), std::size_t(in.size()), out.data(), std::size_t(out.size())));
                }
                libdeflate_free_compressor(compressor);
            });
        }
        for (std::thread &thread : pool)
            thread.join();
    });

    // Phase 3: the real packer over the folder, with X.DAT.BINDAT beside every X.DAT (packed instead of it).
    for (int i = 0; i < count; ++i) {
        if (!writeFile(paths[std::size_t(i)] + QStringLiteral(".BINDAT"), compiled[std::size_t(i)])) {
            std::fprintf(stderr, "bench_tl2dat: cannot write the compiled files\n");
            return 1;
        }
    }
    PackOptions options;
    options.threads = threads;
    mwb::SilentProgress progress;
    mwb::Result<PackReport> report = mwb::Error{};
    const Timing pack = timed([&] {
        report = packModFolder(modDir, tmp.filePath(QStringLiteral("Benchmark.MOD")), options, progress);
    });
    if (!report) {
        std::fprintf(stderr, "bench_tl2dat: %s\n", qPrintable(report.error().toString()));
        return 1;
    }

    const double textMb = double(textBytes) / 1e6;
    const double compiledMb = double(compiledBytes) / 1e6;
    std::printf("%d generated DATs: %.1f MB UTF-16 text -> %.1f MB BINDAT -> %.1f MB zlib level 6; %d threads\n", count,
        textMb, compiledMb, double(deflatedBytes.load()) / 1e6, threads);
    std::printf(
        "%-40s %7s %7s %9s %7s %11s %9s\n", "phase", "wall s", "CPU s", "files/s", "MB/s", "files/CPU-s", "MB/CPU-s");
    printRow("compile text -> BINDAT (MB of text)", compile, count, textMb);
    printRow("compress BINDAT, libdeflate L6 (MB in)", compress, count, compiledMb);
    printRow("packModFolder of the BINDATs (MB in)", pack, report->files, compiledMb);
    std::printf("compile share of compile + compress: %.0f %% of wall time, %.0f %% of CPU time\n",
        100.0 * compile.wall / (compile.wall + compress.wall), 100.0 * compile.cpu / (compile.cpu + compress.cpu));
    return 0;
}
