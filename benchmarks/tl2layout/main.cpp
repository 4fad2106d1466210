// SPDX-License-Identifier: GPL-3.0-or-later
// Benchmark (a program, not a test): text LAYOUT → BINLAYOUT on real layouts, against heiybb/TL2-RE's binlayout.py
// run on the same files in the same session, and BINLAYOUT → text. See CMakeLists.txt.
#include "BestOf.h"
#include "mwb/core/io/WorkerPool.h"
#include "mwb/formats/tl2layout/LayoutCompiler.h"
#include "mwb/formats/tl2layout/LayoutDecompiler.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>

#include <cstdio>
#include <vector>

using namespace mwb::formats::tl2layout;

namespace {

constexpr double kMiB = 1024.0 * 1024.0;

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

/// The texts of the corpus pairs (a text X.LAYOUT with the X.LAYOUT.BINLAYOUT GUTS wrote beside it), by path.
QStringList corpusTexts(const QString &corpus)
{
    QStringList texts;
    QDirIterator it(corpus, {QStringLiteral("*.LAYOUT")}, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        if (QFile::exists(path + QStringLiteral(".BINLAYOUT")))
            texts.append(path);
    }
    texts.sort();
    return texts;
}

/// `body` with every object id (ID, PARENTID, OBJECTID lines; -1, "no parent", kept) moved by `shift`, so that
/// repeated copies of a layout's objects keep their ids unique, as in a real layout.
QString shiftedIds(const QString &body, qint64 shift)
{
    static const QRegularExpression idLine(QStringLiteral("(<INTEGER64>(?:PARENT|OBJECT)?ID:)(-?\\d+)"));
    QString out;
    qsizetype at = 0;
    for (auto it = idLine.globalMatch(body); it.hasNext();) {
        const QRegularExpressionMatch match = it.next();
        const qint64 id = match.captured(2).toLongLong();
        out += QStringView(body).sliced(at, match.capturedStart(2) - at);
        out += QString::number(id == -1 ? id : qint64(quint64(id) ^ quint64(shift)));
        at = match.capturedEnd(2);
    }
    return out + QStringView(body).sliced(at);
}

/// `utf16` (UTF-16LE with BOM) with the contents of its [OBJECTS] block repeated `times` times, ids kept unique.
QByteArray repeatedObjects(const QByteArray &utf16, int times)
{
    const QString text
        = QString::fromUtf16(reinterpret_cast<const char16_t *>(utf16.constData() + 2), (utf16.size() - 2) / 2);
    const QString open = QStringLiteral("[OBJECTS]\r\n");
    const qsizetype begin = text.indexOf(open) + open.size();
    const qsizetype end = text.lastIndexOf(QStringLiteral("\t[/OBJECTS]"));
    const QString body = text.mid(begin, end - begin);
    QString out = text.left(begin);
    for (int i = 0; i < times; ++i)
        out += i == 0 ? body : shiftedIds(body, qint64(i) << 40);
    out += text.mid(end);
    return layoutTextBytes(out);
}

struct PeerRun
{
    double seconds = 0;
    int failed = 0;
    int identical = 0;
};

/// binlayout.py on `files` through run_peer.py; nullopt (with a message) when it cannot run.
std::optional<PeerRun> runPeer(const QString &python, const QString &peer, const QStringList &files,
    const std::vector<QByteArray> &ours, int runs, const QTemporaryDir &dir)
{
    const QString list = dir.filePath(QStringLiteral("files.txt"));
    const QString out = dir.filePath(QStringLiteral("peer-out"));
    QDir().mkpath(out);
    QFile listFile(list);
    if (!listFile.open(QIODevice::WriteOnly) || listFile.write(files.join(QLatin1Char('\n')).toUtf8()) < 0)
        return std::nullopt;
    listFile.close();
    QProcess process;
    process.start(python, {QStringLiteral(MWB_BENCH_PEER_SCRIPT), peer, list, out, QString::number(runs)});
    if (!process.waitForFinished(-1) || process.exitCode() != 0) {
        std::fprintf(stderr, "peer: binlayout.py did not run: %s\n", process.readAllStandardError().constData());
        return std::nullopt;
    }
    const QJsonObject json = QJsonDocument::fromJson(process.readAllStandardOutput()).object();
    PeerRun run;
    run.seconds = json.value(QStringLiteral("seconds")).toDouble();
    run.failed = json.value(QStringLiteral("failed")).toInt();
    for (int i = 0; i < files.size(); ++i) {
        const QString peerOut = out + QLatin1Char('/') + QFileInfo(files[i]).fileName() + QStringLiteral(".BINLAYOUT");
        if (readAll(peerOut) == ours[std::size_t(i)])
            ++run.identical;
    }
    return run;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Torchlight 2 LAYOUT ⇄ BINLAYOUT benchmark"));
    parser.addHelpOption();
    const QCommandLineOption corpusOption(QStringLiteral("corpus"), QStringLiteral("The TL2 corpus folder."),
        QStringLiteral("DIR"), QStringLiteral(MWB_BENCH_CORPUS));
    const QCommandLineOption filesOption(
        QStringLiteral("files"), QStringLiteral("Files in the workload."), QStringLiteral("N"), QStringLiteral("120"));
    const QCommandLineOption sizeOption(QStringLiteral("megabytes"), QStringLiteral("UTF-16 text in all (MiB)."),
        QStringLiteral("N"), QStringLiteral("77"));
    const QCommandLineOption runsOption(
        QStringLiteral("runs"), QStringLiteral("Passes; the best counts."), QStringLiteral("N"), QStringLiteral("3"));
    const QCommandLineOption threadsOption(QStringLiteral("threads"), QStringLiteral("Also compile on N threads."),
        QStringLiteral("N"), QStringLiteral("2"));
    const QCommandLineOption peerOption(QStringLiteral("peer"), QStringLiteral("A copy of heiybb/TL2-RE."),
        QStringLiteral("DIR"), QStringLiteral("/work/peers/TL2-RE"));
    const QCommandLineOption pythonOption(QStringLiteral("python"), QStringLiteral("Python for the peer."),
        QStringLiteral("EXE"), QStringLiteral("python3"));
    parser.addOptions({corpusOption, filesOption, sizeOption, runsOption, threadsOption, peerOption, pythonOption});
    parser.process(app);
    const int fileCount = qMax(1, parser.value(filesOption).toInt());
    const double megabytes = qMax(0.01, parser.value(sizeOption).toDouble());
    const int runs = qMax(1, parser.value(runsOption).toInt());
    const int threads = qMax(1, parser.value(threadsOption).toInt());

    const QStringList sources = corpusTexts(parser.value(corpusOption));
    if (sources.isEmpty()) {
        std::fprintf(
            stderr, "bench_tl2layout: no LAYOUT / BINLAYOUT pair under %s\n", qPrintable(parser.value(corpusOption)));
        return 1;
    }
    int exact = 0;
    for (const QString &source : sources) {
        const auto compiled = compileLayoutText(readAll(source), source);
        exact += compiled && *compiled == readAll(source + QStringLiteral(".BINLAYOUT"));
    }

    // The workload: file i is corpus text i mod n with its objects repeated to about the per-file share.
    QTemporaryDir dir;
    const double perFile = megabytes * kMiB / fileCount;
    QStringList files;
    qint64 textBytes = 0;
    for (int i = 0; i < fileCount; ++i) {
        const QByteArray base = readAll(sources[i % sources.size()]);
        const int times = qMax(1, int(perFile / double(base.size()) + 0.5));
        const QByteArray text = repeatedObjects(base, times);
        const QString path = dir.filePath(QStringLiteral("W%1_%2")
                                              .arg(i, 3, 10, QLatin1Char('0'))
                                              .arg(QFileInfo(sources[i % sources.size()]).fileName()));
        QFile out(path);
        if (!out.open(QIODevice::WriteOnly) || out.write(text) != text.size())
            return 1;
        files.append(path);
        textBytes += text.size();
    }
    std::printf("corpus pairs compiled byte for byte: %d of %d\n", exact, int(sources.size()));
    std::printf("workload: %d files, %.1f MiB of UTF-16 text (%d corpus layouts, objects repeated)\n\n", fileCount,
        double(textBytes) / kMiB, int(sources.size()));

    std::vector<QByteArray> compiled(std::size_t(files.size()));
    int failures = 0;
    const double compileSeconds = mwb::bench::bestOf(runs, [&] {
        failures = 0;
        for (int i = 0; i < files.size(); ++i) {
            auto bytes = compileLayoutText(readAll(files[i]), files[i]);
            failures += !bytes;
            compiled[std::size_t(i)] = bytes ? std::move(bytes).value() : QByteArray();
        }
    }) / 1000;
    mwb::io::setThreadCap(threads);
    const double parallelSeconds = mwb::bench::bestOf(runs, [&] {
        mwb::io::parallelFor(int(files.size()), threads, [&](int i) {
            return compileLayoutText(readAll(files[i]), files[i]).has_value();
        });
    }) / 1000;
    qint64 decompiledBytes = 0;
    const double decompileSeconds = mwb::bench::bestOf(runs, [&] {
        decompiledBytes = 0;
        for (const QByteArray &bytes : compiled) {
            const auto text = decompileBinLayout(bytes, QString(), QStringLiteral("Layout"));
            decompiledBytes += text ? text->size() : 0;
        }
    }) / 1000;
    const double mib = double(textBytes) / kMiB;
    std::printf("%-34s %9s %9s\n", "", "seconds", "MiB/s");
    std::printf("%-34s %9.3f %9.1f   (%d failed)\n", "ours: compile (read + compile)", compileSeconds,
        mib / compileSeconds, failures);
    std::printf("%-34s %9.3f %9.1f\n", qPrintable(QStringLiteral("ours: compile on %1 threads").arg(threads)),
        parallelSeconds, mib / parallelSeconds);
    std::printf("%-34s %9.3f %9.1f   (MiB of text written)\n", "ours: decompile", decompileSeconds,
        double(decompiledBytes) / kMiB / decompileSeconds);

    const QString peer = parser.value(peerOption);
    if (!QFileInfo::exists(peer + QStringLiteral("/mikuro_mod_packer/binlayout.py"))) {
        std::printf(
            "\npeer: no copy of heiybb/TL2-RE at %s (fetch it there, or pass --peer DIR): skipped\n", qPrintable(peer));
        return failures == 0 ? 0 : 1;
    }
    const auto run = runPeer(parser.value(pythonOption), peer, files, compiled, runs, dir);
    if (!run)
        return 1;
    std::printf("%-34s %9.3f %9.1f   (%d failed; %d of %d outputs identical to ours)\n",
        "peer: binlayout.py (same files)", run->seconds, mib / run->seconds, run->failed, run->identical,
        int(files.size()));
    std::printf("\nratio, compile: %.1fx the peer (one thread each)\n", run->seconds / compileSeconds);
    return failures == 0 ? 0 : 1;
}
