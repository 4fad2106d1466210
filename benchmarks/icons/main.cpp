// SPDX-License-Identifier: GPL-3.0-or-later
// bench_icons: see CMakeLists.txt. Prints icons per second for the export and its peers, and their ratios (time
// of the export over the peer's; for Pillow, its rate over the export's).
#include "BestOf.h"
#include "TestFiles.h"
#include "WowFixtures.h"
#include "mwb/core/FormatRegistry.h"
#include "mwb/core/io/WorkerPool.h"
#include "mwb/formats/blp/BlpTexture.h"
#include "mwb/formats/images/ImageExport.h"
#include "mwb/formats/images/PngWriter.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QProcess>
#include <QTemporaryDir>

#include <cstdio>

using namespace mwb;
using formats::images::ImageExport;

namespace {

constexpr int kDistinctIcons = 64; ///< encoded once each, then repeated under distinct names
constexpr int kPillowIcons = 1000; ///< Pillow decodes DXT in Python (some 90 icons/s): a sample keeps the run short

/// `count` 64×64 DXT5 icons with their mips, as a WoW icon has them.
std::vector<QByteArray> makeIcons()
{
    std::vector<QByteArray> icons;
    formats::blp::BlpEncodeOptions options;
    options.target = formats::blp::BlpTarget::Dxt5;
    for (int i = 0; i < kDistinctIcons; ++i)
        icons.push_back(formats::blp::encodeBlp(test::patternImage(64, 64, quint8(i * 4)), options).value());
    return icons;
}

const char kPillowScript[] = R"(
import os, sys
from PIL import Image
src, dst = sys.argv[1], sys.argv[2]
for name in sorted(os.listdir(src)):
    Image.open(os.path.join(src, name)).save(os.path.join(dst, name[:-4] + '.png'), compress_level=6)
)";

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    parser.addHelpOption();
    parser.addOption({QStringLiteral("icons"), QStringLiteral("Icons to export."), QStringLiteral("N"), QStringLiteral("10000")});
    parser.addOption({QStringLiteral("threads"), QStringLiteral("Worker threads."), QStringLiteral("N"), QStringLiteral("2")});
    parser.process(app);
    const int count = parser.value(QStringLiteral("icons")).toInt();
    io::setThreadCap(parser.value(QStringLiteral("threads")).toInt());

    QTemporaryDir dir;
    const std::vector<QByteArray> icons = makeIcons();
    std::vector<std::pair<QString, QByteArray>> files;
    QDir().mkpath(dir.filePath(QStringLiteral("loose")));
    for (int i = 0; i < count; ++i) {
        const QString name = QStringLiteral("Icon_%1.blp").arg(i, 5, 10, QLatin1Char('0'));
        files.emplace_back(QStringLiteral("Interface\\Icons\\") + name, icons[std::size_t(i % kDistinctIcons)]);
        if (i < kPillowIcons)
            test::writeFile(dir.filePath(QStringLiteral("loose/") + name), files.back().second);
    }
    const QString mpq = dir.filePath(QStringLiteral("icons.mpq"));
    if (const QString error = test::writeMpq(mpq, files); !error.isEmpty()) {
        std::fprintf(stderr, "%s\n", qPrintable(error));
        return 1;
    }
    const std::shared_ptr<const Archive> archive(openArchive(mpq).value());
    const auto plan = ImageExport::plan({archive}, PathPatterns({}));

    int run = 0;
    const double exportMs = bench::bestOf(3, [&] {
        SilentProgress progress;
        const QString out = dir.filePath(QStringLiteral("out%1").arg(run++));
        if (!ImageExport::write(plan, {}, out, progress))
            std::fprintf(stderr, "export failed\n");
        QDir(out).removeRecursively();
    });
    const double decodeMs = bench::bestOf(3, [&] {
        io::parallelFor(count, 0, [&](int i) {
            return formats::blp::decodeBlp(files[std::size_t(i)].second).has_value();
        });
    });
    const double encodeMs = bench::bestOf(3, [&] {
        io::parallelFor(count, 0, [&](int i) {
            const auto image = formats::blp::decodeBlp(files[std::size_t(i)].second).value();
            return !formats::images::encodePng(image.rgba, image.width, image.height).isEmpty();
        });
    });

    const auto perSecond = [count](double ms) { return count / (ms / 1000.0); };
    std::printf("%d icons 64x64 DXT5, %d threads, PNG zlib level %d (libdeflate)\n", count, io::threadCap(),
        formats::images::kPngCompressionLevel);
    std::printf("%-52s %9.0f ms  %8.0f icons/s\n", "export job: MPQ -> decode -> PNG files (atomic)", exportMs,
        perSecond(exportMs));
    std::printf("%-52s %9.0f ms  %8.0f icons/s  ratio %.2f\n", "peer: decode only (in memory)", decodeMs,
        perSecond(decodeMs), exportMs / decodeMs);
    std::printf("%-52s %9.0f ms  %8.0f icons/s  ratio %.2f\n", "peer: decode + PNG encode (in memory, no files)",
        encodeMs, perSecond(encodeMs), exportMs / encodeMs);

    const QString pillowOut = dir.filePath(QStringLiteral("pillow"));
    QDir().mkpath(pillowOut);
    QProcess pillow;
    QElapsedTimer timer;
    timer.start();
    pillow.start(QStringLiteral("/usr/bin/python3"),
        {QStringLiteral("-c"), QString::fromLatin1(kPillowScript), dir.filePath(QStringLiteral("loose")), pillowOut});
    if (pillow.waitForFinished(-1) && pillow.exitCode() == 0) {
        const double pillowMs = double(timer.nsecsElapsed()) / 1e6;
        const double pillowPerSecond = std::min(count, kPillowIcons) / (pillowMs / 1000.0);
        std::printf("%-52s %9.0f ms  %8.0f icons/s  ratio %.2f\n", "peer: Pillow BLP -> PNG files (first 1000, 1 process)",
            pillowMs, pillowPerSecond, pillowPerSecond / perSecond(exportMs));
    } else {
        std::printf("peer: Pillow not available (%s)\n", pillow.readAllStandardError().constData());
    }
    return 0;
}
