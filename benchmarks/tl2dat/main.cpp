// SPDX-License-Identifier: GPL-3.0-or-later
// Benchmark: text DAT → BINDAT compilation against zlib level 6 compression of the result, and packModFolder end
// to end on the text folder (compile + compress + write) against the same folder precompiled (compress + write).
#include "mwb/core/Progress.h"
#include "mwb/formats/tl2dat/DatCompiler.h"
#include "mwb/formats/tl2dat/DatValues.h"
#include "mwb/formats/tl2dat/NameDictionary.h"
#include "mwb/formats/tl2mod/ModFolder.h"
#include "mwb/formats/tl2mod/ModPacker.h"
#include "mwb/formats/tl2raw/RawRegenerator.h"

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

/// The DATs are unit files spread over MEDIA/UNITS/ITEMS/SET0..SET99, so a pack also regenerates UNITDATA.RAW
/// from all of them, as for a real mod.
constexpr int kSets = 100;

QString setFolder(const QString &modDir, int set)
{
    return modDir + QStringLiteral("/MEDIA/UNITS/ITEMS/SET%1").arg(set);
}

void makeSetFolders(const QString &modDir)
{
    for (int set = 0; set < kSets; ++set)
        QDir().mkpath(setFolder(modDir, set));
}

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

/// Packs `modDir` into `out` with `threads` workers and times it.
mwb::Result<PackReport> timedPack(const QString &modDir, const QString &out, int threads, Timing *timing)
{
    PackOptions options;
    options.threads = threads;
    mwb::SilentProgress progress;
    mwb::Result<PackReport> report = mwb::Error{};
    *timing = timed([&] {
        report = packModFolder(modDir, out, options, progress);
    });
    return report;
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
        paths[std::size_t(i)] = setFolder(modDir, i % kSets) + QStringLiteral("/ITEM%1.DAT").arg(i);
    }
    makeSetFolders(modDir);
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

    // Phase 3: what the packer does on a thread of its own alongside its workers: regenerate the RAW index files.
    std::size_t raws = 0;
    const Timing regenerate = timed([&] {
        const auto sources = mwb::formats::tl2raw::RawSources::fromFolder(modDir);
        const auto generated = sources ? mwb::formats::tl2raw::regenerateRaws(sources.value())
                                       : mwb::Result<std::vector<mwb::formats::tl2raw::RawFile>>(sources.error());
        raws = generated ? generated->size() : 0;
    });
    if (raws != 1) {
        std::fprintf(stderr, "bench_tl2dat: UNITDATA.RAW was not regenerated\n");
        return 1;
    }

    // Phase 4: the real packer over the text folder: RAWs regenerated, every DAT compiled in the workers,
    // compressed, written.
    Timing pack;
    const auto report = timedPack(modDir, tmp.filePath(QStringLiteral("Benchmark.MOD")), threads, &pack);
    if (!report || report->compiledDats != count) {
        std::fprintf(stderr, "bench_tl2dat: %s\n",
            report ? "not every DAT was compiled" : qPrintable(report.error().toString()));
        return 1;
    }

    // Phase 5: the same folder already compiled (each X.DAT holds its BINDAT, as in an extracted mod): the DATs
    // pass through, so this is the pack without compilation.
    const QString compiledDir = tmp.filePath(QStringLiteral("BenchModCompiled"));
    makeSetFolders(compiledDir);
    bool copied = writeFile(compiledDir + QStringLiteral("/MOD.DAT"), writeModDat(info));
    for (int i = 0; i < count && copied; ++i)
        copied = writeFile(compiledDir + paths[std::size_t(i)].mid(modDir.size()), compiled[std::size_t(i)]);
    if (!copied) {
        std::fprintf(stderr, "bench_tl2dat: cannot write the precompiled folder in %s\n", qPrintable(tmp.path()));
        return 1;
    }
    Timing packCompiled;
    const auto reportCompiled
        = timedPack(compiledDir, tmp.filePath(QStringLiteral("Compiled.MOD")), threads, &packCompiled);
    if (!reportCompiled || reportCompiled->compiledDats != 0) {
        std::fprintf(stderr, "bench_tl2dat: %s\n",
            reportCompiled ? "a precompiled DAT was compiled again" : qPrintable(reportCompiled.error().toString()));
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
    printRow("regenerate RAWs, 1 thread (MB of text)", regenerate, count, textMb);
    printRow("pack text folder (MB of text)", pack, report->files, textMb);
    printRow("pack precompiled folder (MB of BINDAT)", packCompiled, reportCompiled->files, compiledMb);
    std::printf("compile share of compile + compress: %.0f %% of wall time, %.0f %% of CPU time\n",
        100.0 * compile.wall / (compile.wall + compress.wall), 100.0 * compile.cpu / (compile.cpu + compress.cpu));
    std::printf("share of the text pack's CPU time: compiling %.0f %%, RAW regeneration %.0f %% (phase CPU / pack CPU; "
                "the packer regenerates on a thread of its own while its workers compile and compress)\n",
        100.0 * compile.cpu / pack.cpu, 100.0 * regenerate.cpu / pack.cpu);
    std::printf("text pack minus precompiled pack: %.2f s wall, %.2f s CPU\n", pack.wall - packCompiled.wall,
        pack.cpu - packCompiled.cpu);

    return 0;
}
