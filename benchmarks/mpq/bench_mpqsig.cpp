// SPDX-License-Identifier: GPL-3.0-or-later
// Benchmark: MPQ signature checks and the name scanner against StormLib, side by side in one run.
// - Signatures: open + MpqArchive::verifySignature against open + SFileVerifyArchive, on the signed corpus archives
//   and on a generated archive (--megabytes, default 256) signed weak by our writer, and the same archive with 260
//   bytes of a strong signature no published key made (SHA-1 and five RSA-2048 operations).
// - Names: open without the listfile + MpqNameScanner::scan against what any scanner must at least do in StormLib:
//   open + read every file into memory. Each corpus archive.
// Each figure is the median of --reps samples; the two sides alternate; small archives repeat an operation until a
// sample lasts >= 20 ms.
#include "StormLibOracle.h"
#include "mwb/core/Progress.h"
#include "mwb/formats/mpq/MpqArchive.h"
#include "mwb/formats/mpq/MpqNameScanner.h"
#include "mwb/formats/mpq/MpqWriter.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDirIterator>
#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>

#include <algorithm>
#include <cstdio>
#include <functional>

namespace {

using mwb::formats::mpq::MpqArchive;
using mwb::test::StormLibArchive;

using Operation = std::function<bool()>;

double median(std::vector<double> values)
{
    std::sort(values.begin(), values.end());
    const std::size_t n = values.size();
    return n % 2 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
}

/// Milliseconds per call of `ours` and of `peer`: medians of `reps` alternating samples.
std::pair<double, double> timePair(const Operation &ours, const Operation &peer, int reps)
{
    const auto sample = [](const Operation &op, int repeat) {
        QElapsedTimer timer;
        timer.start();
        for (int i = 0; i < repeat; ++i) {
            if (!op())
                return -1.0;
        }
        return double(timer.nsecsElapsed()) / 1e6 / repeat;
    };
    const double once = sample(ours, 1) + sample(peer, 1);
    const int repeat = qBound(1, int(20 / qMax(once, 1e-3)), 1000);
    std::vector<double> a;
    std::vector<double> b;
    for (int r = 0; r < reps; ++r) {
        a.push_back(sample(ours, repeat));
        b.push_back(sample(peer, repeat));
    }
    return {median(a), median(b)};
}

bool oursVerify(const QString &path, QString *verdict)
{
    auto archive = MpqArchive::open(path);
    if (!archive)
        return false;
    mwb::SilentProgress progress;
    auto check = (*archive)->verifySignature(progress);
    if (check && verdict)
        *verdict = check->verdictId();
    return check.has_value();
}

bool stormVerify(const QString &path)
{
    auto archive = StormLibArchive::open(path, nullptr);
    return archive && archive->verifyArchive() != 1;
}

bool oursScan(const QString &path, mwb::formats::mpq::MpqNameScan *out)
{
    MpqArchive::Options options;
    options.ignoreListfile = true;
    auto archive = MpqArchive::open(path, options);
    if (!archive)
        return false;
    mwb::SilentProgress progress;
    auto scan = mwb::formats::mpq::MpqNameScanner::scan(**archive, progress);
    if (scan && out)
        *out = *scan;
    return scan.has_value();
}

bool stormReadAll(const QString &path)
{
    auto archive = StormLibArchive::open(path, nullptr);
    if (!archive)
        return false;
    QByteArray buffer;
    for (const auto &l : archive->list())
        static_cast<void>(archive->read(l.name, l.locale, buffer, nullptr));
    return true;
}

/// A v1 archive of about `megabytes` MB of mixed files written by our writer, signed weak when `sign`.
QString generatedArchive(const QString &path, int megabytes, bool sign)
{
    using namespace mwb::formats::mpq;
    MpqWriteOptions options;
    options.signWeak = sign;
    auto writer = MpqWriter::create(options);
    for (int i = 0; i < megabytes; ++i) {
        QByteArray data(1 << 20, '\0');
        for (qsizetype k = 0; k < data.size(); k += 7)
            data[k] = char((i * 31 + k) % 251);
        static_cast<void>((*writer)->add(QStringLiteral("data\\%1.bin").arg(i), mwb::EntrySource::fromBytes(data)));
    }
    mwb::SilentProgress progress;
    return (*writer)->commit(path, progress) ? path : QString();
}

QStringList corpusArchives()
{
    QStringList files;
    for (const char *root : {MWB_SHARED_DIR "/corpus/mpq", MWB_SHARED_DIR "/corpus/wow/mpq"}) {
        QDirIterator it(QString::fromUtf8(root), QDir::Files, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString file = it.next();
            if (!file.endsWith(QLatin1String(".json")) && !file.endsWith(QLatin1String(".md")))
                files << file;
        }
    }
    files.sort();
    return files;
}

void signatures(const QStringList &corpus, const QString &scratch, int megabytes, int reps)
{
    std::printf("\n== signatures: open + check (ours) vs open + SFileVerifyArchive (StormLib), ms\n");
    std::printf("%-44s %-12s %10s %10s %7s\n", "archive", "verdict", "ours", "StormLib", "ratio");
    QStringList archives;
    for (const QString &file : corpus) {
        QString verdict;
        if (oursVerify(file, &verdict) && verdict != QLatin1String("none"))
            archives << file;
    }
    archives << generatedArchive(scratch + QStringLiteral("/signed.mpq"), megabytes, true);
    const QString strong = generatedArchive(scratch + QStringLiteral("/strong.mpq"), megabytes, false);
    QFile file(strong);
    if (file.open(QIODevice::Append))
        file.write(QByteArray("NGIS") + QByteArray(256, '\x5a'));
    file.close();
    archives << strong;
    for (const QString &path : archives) {
        QString verdict;
        oursVerify(path, &verdict);
        const auto [ours, storm] = timePair(
            [&] {
                return oursVerify(path, nullptr);
            },
            [&] {
                return stormVerify(path);
            },
            reps);
        std::printf("%-44s %-12s %10.3f %10.3f %7.2f\n", qPrintable(QFileInfo(path).fileName()), qPrintable(verdict),
            ours, storm, ours / storm);
    }
}

void names(const QStringList &corpus, int reps)
{
    std::printf("\n== names: open without listfile + scan (ours) vs open + read every file (StormLib), ms\n");
    std::printf("%-44s %9s %10s %10s %7s\n", "archive", "named", "ours", "StormLib", "ratio");
    double oursTotal = 0;
    double stormTotal = 0;
    for (const QString &path : corpus) {
        mwb::formats::mpq::MpqNameScan scan;
        if (!oursScan(path, &scan))
            continue;
        const auto [ours, storm] = timePair(
            [&] {
                return oursScan(path, nullptr);
            },
            [&] {
                return stormReadAll(path);
            },
            reps);
        oursTotal += ours;
        stormTotal += storm;
        std::printf("%-44s %4d/%-4d %10.3f %10.3f %7.2f\n", qPrintable(QFileInfo(path).fileName()), scan.recovered,
            scan.unnamedBefore, ours, storm, ours / storm);
    }
    std::printf("%-44s %9s %10.3f %10.3f %7.2f\n", "total", "", oursTotal, stormTotal, oursTotal / stormTotal);
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    parser.addHelpOption();
    parser.addOption({QStringLiteral("reps"), QStringLiteral("Samples per figure (default 5)."), QStringLiteral("N")});
    parser.addOption({QStringLiteral("megabytes"),
        QStringLiteral("Size of the generated signed archive (default 256)."), QStringLiteral("N")});
    parser.process(app);
    const int reps
        = qMax(1, parser.value(QStringLiteral("reps")).toInt() > 0 ? parser.value(QStringLiteral("reps")).toInt() : 5);
    const int megabytes
        = parser.isSet(QStringLiteral("megabytes")) ? parser.value(QStringLiteral("megabytes")).toInt() : 256;
    QTemporaryDir scratch;
    const QStringList corpus = corpusArchives();
    signatures(corpus, scratch.path(), megabytes, reps);
    names(corpus, reps);
    return 0;
}
