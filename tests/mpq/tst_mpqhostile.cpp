// SPDX-License-Identifier: GPL-3.0-or-later
// Hand-built archives: hostile tables and streams give specific error codes without crashing or allocating
// beyond declared sizes; LZMA (which StormLib 9.22 writes wrongly) decodes.
#include "HashTable.h"
#include "HeaderLocator.h"
#include "MpqFixtureBuilder.h"
#include "ProbeIndex.h"

#include "mwb/core/Progress.h"
#include "mwb/formats/mpq/MpqArchive.h"
#include "mwb/formats/mpq/MpqExtractor.h"

#include <QElapsedTimer>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QDir>
#include <QFile>
#include <QTest>
#include <QtEndian>

#include <bzlib.h>
#include <lzma.h>
#include <zlib.h>

#include <numeric>

using mwb::ErrorCode;
using mwb::formats::mpq::MpqArchive;
using mwb::test::MpqFixtureBuilder;
using File = MpqFixtureBuilder::File;

namespace {

constexpr quint32 kExists = 0x80000000u;
constexpr quint32 kCompress = 0x00000200u;
constexpr quint32 kSingleUnit = 0x01000000u;
constexpr quint32 kPatchFile = 0x00100000u;
constexpr quint32 kDeleteMarker = 0x02000000u;

std::unique_ptr<MpqArchive> openBytes(const QByteArray &bytes)
{
    auto archive = MpqArchive::open(mwb::ByteSource::fromBytes(bytes, QStringLiteral("fixture")));
    return archive ? std::move(archive.value()) : nullptr;
}

ErrorCode openError(const QByteArray &bytes)
{
    auto archive = MpqArchive::open(mwb::ByteSource::fromBytes(bytes, QStringLiteral("fixture")));
    return archive ? ErrorCode::Canceled : archive.error().code;
}

ErrorCode readError(const MpqArchive &archive, const QString &name)
{
    const auto index = archive.findEntry(name);
    if (!index)
        return ErrorCode::InvalidInput;
    auto data = archive.readEntry(*index);
    return data ? ErrorCode::Canceled : data.error().code;
}

QByteArray zlibOf(const QByteArray &plain)
{
    uLongf size = compressBound(static_cast<uLong>(plain.size()));
    QByteArray out(static_cast<qsizetype>(size), '\0');
    compress2(reinterpret_cast<Bytef *>(out.data()), &size, reinterpret_cast<const Bytef *>(plain.constData()),
        static_cast<uLong>(plain.size()), 9);
    out.truncate(static_cast<qsizetype>(size));
    return out;
}

QByteArray bzip2Of(const QByteArray &plain)
{
    auto size = static_cast<unsigned>(plain.size() + plain.size() / 100 + 700);
    QByteArray out(static_cast<qsizetype>(size), '\0');
    BZ2_bzBuffToBuffCompress(out.data(), &size, const_cast<char *>(plain.constData()),
        static_cast<unsigned>(plain.size()), 9, 0, 30);
    out.truncate(static_cast<qsizetype>(size));
    return out;
}

/// MPQ LZMA layout: 0x12 mask, filter byte 0, 5 property bytes, 8 size bytes, raw stream.
QByteArray lzmaSector(const QByteArray &plain)
{
    lzma_options_lzma options;
    lzma_lzma_preset(&options, 6);
    lzma_stream stream = LZMA_STREAM_INIT;
    if (lzma_alone_encoder(&stream, &options) != LZMA_OK)
        return {};
    QByteArray alone(plain.size() + 1024, '\0');
    stream.next_in = reinterpret_cast<const uint8_t *>(plain.constData());
    stream.avail_in = static_cast<size_t>(plain.size());
    stream.next_out = reinterpret_cast<uint8_t *>(alone.data());
    stream.avail_out = static_cast<size_t>(alone.size());
    if (lzma_code(&stream, LZMA_FINISH) != LZMA_STREAM_END)
        alone.clear();
    alone.truncate(static_cast<qsizetype>(stream.total_out));
    lzma_end(&stream);
    QByteArray sector("\x12\x00", 2);
    sector += alone.left(5);
    char size[8];
    qToLittleEndian(static_cast<quint64>(plain.size()), size);
    sector += QByteArray(size, 8) + alone.mid(13);
    return sector;
}

QByteArray text(int bytes)
{
    QByteArray out;
    for (int i = 0; out.size() < bytes; ++i)
        out += "line " + QByteArray::number(i * 7919 % 1000) + " of the fixture text\n";
    return out.left(bytes);
}

} // namespace

class TestMpqHostile : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void lzmaSectorsDecode();
    void truncatedTablesAreTruncated();
    void hashSizeNotPowerOfTwoIsCorrupt();
    void lyingSizesAreCorrupt();
    void sectorOffsetsBackwardsAreCorrupt();
    void sectorLargerThanSectorSizeIsCorrupt();
    void bombsExceedLimits();
    void oversizedAttributesAreIgnored();
    void unknownMaskIsUnsupported();
    void notAnMpqIsBadMagic();
    void escapingNamesNeverLeaveTarget();
    void deleteMarkersAndPatchFilesAreNotData();
    void userListfilesNameUnlistedEntries();
    void fullHashTableLookupsStayExact();
    void probeIndexAnswersAsProbingDoes();
    void crowdedHashTableOpensInLinearTime();
    void lookupsPassOverSlotsOutsideTheBlockTable();
};

void TestMpqHostile::lzmaSectorsDecode()
{
    const QByteArray plain = text(10000);
    const QByteArray blob = MpqFixtureBuilder::sectored(
        {lzmaSector(plain.left(4096)), lzmaSector(plain.mid(4096, 4096)), lzmaSector(plain.mid(8192))});
    const QByteArray single = lzmaSector(plain);
    for (const int version : {1, 2}) {
        auto archive = openBytes(MpqFixtureBuilder::build({{"a.txt", blob, 10000, kExists | kCompress},
                                                              {"b.txt", single, 10000, kExists | kCompress | kSingleUnit}},
            version));
        QVERIFY(archive);
        for (const char *name : {"a.txt", "b.txt"}) {
            auto data = archive->readEntry(*archive->findEntry(QString::fromLatin1(name)));
            QVERIFY2(data.has_value(), qPrintable(data ? QString() : data.error().toString()));
            QCOMPARE(data.value(), plain);
        }
    }
}

void TestMpqHostile::truncatedTablesAreTruncated()
{
    const QByteArray full = MpqFixtureBuilder::build({{"a.txt", "hello", 5, kExists}}, 2);
    QCOMPARE(openError(full.left(full.size() - 20)), ErrorCode::Truncated);
}

void TestMpqHostile::hashSizeNotPowerOfTwoIsCorrupt()
{
    QCOMPARE(openError(MpqFixtureBuilder::build({{"a.txt", "hello", 5, kExists}}, 1, 12)), ErrorCode::Corrupt);
}

void TestMpqHostile::lyingSizesAreCorrupt()
{
    // A sector table that claims more than the file holds; the other entry stays readable.
    QByteArray lying = MpqFixtureBuilder::sectored({QByteArray(100, 'x')});
    qToLittleEndian(quint32(0x7FFF0000), lying.data() + 4);
    auto archive = openBytes(MpqFixtureBuilder::build({{"a.txt", lying, 4096, kExists | kCompress}, {"b.txt", "fine", 4, kExists}}));
    QVERIFY(archive);
    QCOMPARE(archive->entries().size(), std::size_t(3));
    QCOMPARE(readError(*archive, QStringLiteral("a.txt")), ErrorCode::Corrupt);
    QCOMPARE(archive->readEntry(*archive->findEntry(QStringLiteral("b.txt"))).value(), QByteArray("fine"));
    archive = openBytes(MpqFixtureBuilder::build({{"c.bin", QByteArray(64, 'x'), 1u << 20, kExists | kSingleUnit}}));
    QVERIFY(archive);
    QCOMPARE(readError(*archive, QStringLiteral("c.bin")), ErrorCode::Corrupt);
}

void TestMpqHostile::sectorOffsetsBackwardsAreCorrupt()
{
    QByteArray blob = MpqFixtureBuilder::sectored({zlibOf(text(4096)).prepend('\x02'), zlibOf(text(100)).prepend('\x02')});
    const quint32 second = qFromLittleEndian<quint32>(blob.constData() + 4);
    qToLittleEndian(second - 200, blob.data() + 8);
    auto archive = openBytes(MpqFixtureBuilder::build({{"a.txt", blob, 4196, kExists | kCompress}}));
    QVERIFY(archive);
    QCOMPARE(readError(*archive, QStringLiteral("a.txt")), ErrorCode::Corrupt);
}

void TestMpqHostile::sectorLargerThanSectorSizeIsCorrupt()
{
    const QByteArray blob = MpqFixtureBuilder::sectored({QByteArray(5000, 'a'), QByteArray(10, 'b')});
    auto archive = openBytes(MpqFixtureBuilder::build({{"a.txt", blob, 4106, kExists | kCompress}}));
    QVERIFY(archive);
    QCOMPARE(readError(*archive, QStringLiteral("a.txt")), ErrorCode::Corrupt);
}

void TestMpqHostile::bombsExceedLimits()
{
    const QByteArray zeros(1 << 22, '\0');
    QByteArray sparse("\x20", 1);
    sparse += QByteArray::fromHex("00400000") + QByteArray(64, '\x7F'); // declares 4 MiB
    const std::vector<QByteArray> bombs = {zlibOf(zeros).prepend('\x02'), bzip2Of(zeros).prepend('\x10'), sparse};
    for (const QByteArray &bomb : bombs) {
        auto archive = openBytes(MpqFixtureBuilder::build({{"bomb", MpqFixtureBuilder::sectored({bomb}), 4096,
            kExists | kCompress}}));
        QVERIFY(archive);
        QCOMPARE(readError(*archive, QStringLiteral("bomb")), ErrorCode::LimitExceeded);
    }
}

void TestMpqHostile::oversizedAttributesAreIgnored()
{
    // With the (listfile) the builder adds, an (attributes) of 3 entries needs at most 8 + 3 * 28 + 1 bytes; this one
    // claims 760 MiB from 20 stored bytes (a fuzzer's find: it was once decompressed into a buffer of that size).
    const quint32 claimed = 760u << 20;
    const QByteArray attributes = zlibOf(QByteArray(16, '\0')).prepend('\x02');
    auto archive = openBytes(MpqFixtureBuilder::build({{"a.txt", "kept", 4, kExists},
        {"(attributes)", attributes, claimed, kExists | kCompress | kSingleUnit}}));
    QVERIFY(archive);
    QCOMPARE(archive->warnings().size(), 1);
    QVERIFY2(archive->warnings().constFirst().contains(QStringLiteral("more than the 93 bytes 3 entries need")),
        qPrintable(archive->warnings().constFirst()));
    const auto index = archive->findEntry(QStringLiteral("a.txt"));
    QVERIFY(index);
    QCOMPARE(archive->readEntry(*index).value(), QByteArrayLiteral("kept"));
}

void TestMpqHostile::unknownMaskIsUnsupported()
{
    const QByteArray sector = zlibOf(text(4096)).prepend('\x04');
    for (const int version : {1, 2}) {
        auto archive = openBytes(MpqFixtureBuilder::build({{"a.txt", MpqFixtureBuilder::sectored({sector}), 4096,
            kExists | kCompress}}, version));
        QVERIFY(archive);
        QCOMPARE(readError(*archive, QStringLiteral("a.txt")), ErrorCode::Unsupported);
    }
}

void TestMpqHostile::notAnMpqIsBadMagic()
{
    QCOMPARE(openError(QByteArray(4096, 'x')), ErrorCode::BadMagic);
    QCOMPARE(openError(QByteArray("MPQ")), ErrorCode::BadMagic);
}

void TestMpqHostile::escapingNamesNeverLeaveTarget()
{
    auto archive = openBytes(MpqFixtureBuilder::build({{"..\\evil.txt", "evil", 4, kExists},
        {"C:\\evil2.txt", "evil", 4, kExists}, {"good\\ok.txt", "good", 4, kExists}}));
    QVERIFY(archive);
    QTemporaryDir parent;
    const QString target = parent.filePath(QStringLiteral("out"));
    mwb::SilentProgress progress;
    std::vector<int> all(archive->entries().size());
    std::iota(all.begin(), all.end(), 0);
    auto report = mwb::formats::mpq::MpqExtractor::extractToDisk(*archive, all, target, progress, mwb::io::FailurePolicy::KeepGoing);
    QVERIFY(report.has_value());
    QCOMPARE(report->failures.size(), std::size_t(2));
    for (const auto &failure : report->failures)
        QCOMPARE(failure.error.code, ErrorCode::UnsafePath);
    QVERIFY(QFile::exists(target + QStringLiteral("/good/ok.txt")));
    QVERIFY(!QFile::exists(parent.filePath(QStringLiteral("evil.txt"))));
    QCOMPARE(QDir(target).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden).size(), 2);
}

void TestMpqHostile::deleteMarkersAndPatchFilesAreNotData()
{
    auto archive = openBytes(MpqFixtureBuilder::build({{"gone.txt", {}, 0, kExists | kDeleteMarker},
        {"patched.txt", "PTCH patch bytes", 16, kExists | kPatchFile}, {"plain.txt", "plain", 5, kExists}}));
    QVERIFY(archive);
    const auto gone = archive->findEntry(QStringLiteral("gone.txt"));
    const auto patched = archive->findEntry(QStringLiteral("patched.txt"));
    const auto plain = archive->findEntry(QStringLiteral("plain.txt"));
    QVERIFY(gone && patched && plain);
    const auto &entries = archive->entries();
    QVERIFY(entries[std::size_t(*gone)].isDeleteMarker() && !entries[std::size_t(*gone)].isPatchFile());
    QVERIFY(entries[std::size_t(*patched)].isPatchFile() && !entries[std::size_t(*patched)].isDeleteMarker());
    QVERIFY(!entries[std::size_t(*plain)].isPatchFile() && !entries[std::size_t(*plain)].isDeleteMarker());
    // Never read as data, and not a verification failure either.
    QCOMPARE(readError(*archive, QStringLiteral("gone.txt")), ErrorCode::Unsupported);
    QCOMPARE(readError(*archive, QStringLiteral("patched.txt")), ErrorCode::Unsupported);
    for (const int index : {*gone, *patched}) {
        const auto verified = archive->verifyEntry(index);
        QVERIFY(verified.notData);
        QVERIFY(verified.ok());
    }
    const auto verified = archive->verifyEntry(*plain);
    QVERIFY(!verified.notData);
    QVERIFY(verified.readOk && verified.ok());
}

void TestMpqHostile::userListfilesNameUnlistedEntries()
{
    const QByteArray bytes = MpqFixtureBuilder::build({{"secret\\a.txt", "alpha", 5, kExists, false},
        {"b.txt", "beta", 4, kExists, false}, {"listed.txt", "x", 1, kExists}});
    const auto names = [](const MpqArchive &archive) {
        QStringList out;
        for (const auto &e : archive.entries())
            out << e.name() + (e.pseudoName ? QStringLiteral(" (pseudo)") : QString());
        out.sort();
        return out;
    };
    auto bare = openBytes(bytes);
    QVERIFY(bare);
    QCOMPARE(names(*bare), QStringList({QStringLiteral("(listfile)"), QStringLiteral("File00000000.xxx (pseudo)"),
                               QStringLiteral("File00000001.xxx (pseudo)"), QStringLiteral("listed.txt")}));

    QTemporaryDir dir;
    QFile listfile(dir.filePath(QStringLiteral("names.txt")));
    QVERIFY(listfile.open(QIODevice::WriteOnly));
    listfile.write("unrelated\\name.txt\r\n  secret\\a.txt ;other.txt\nb.txt\n");
    listfile.close();
    MpqArchive::Options options;
    options.listfiles = {listfile.fileName()};
    auto named = MpqArchive::open(mwb::ByteSource::fromBytes(bytes, QStringLiteral("fixture")), options);
    QVERIFY(named);
    const MpqArchive &archive = *named.value();
    QCOMPARE(names(archive), QStringList({QStringLiteral("(listfile)"), QStringLiteral("b.txt"),
                                 QStringLiteral("listed.txt"), QStringLiteral("secret\\a.txt")}));
    QCOMPARE(archive.readEntry(*archive.findEntry(QStringLiteral("secret/a.txt"))).value(), QByteArray("alpha"));
    QCOMPARE(archive.readEntry(*archive.findEntry(QStringLiteral("b.txt"))).value(), QByteArray("beta"));
}

void TestMpqHostile::fullHashTableLookupsStayExact()
{
    // 127 files + (listfile) fill all 128 slots: every probe runs past the short walk and goes through the index.
    std::vector<File> files;
    for (int i = 0; i < 127; ++i) {
        const QByteArray content = "file " + QByteArray::number(i);
        files.push_back({"dir\\f" + QByteArray::number(i) + ".txt", content, quint32(content.size()), kExists});
    }
    auto archive = openBytes(MpqFixtureBuilder::build(files, 1, 128));
    QVERIFY(archive);
    QCOMPARE(archive->entries().size(), std::size_t(128));
    for (const File &f : files) {
        const auto index = archive->findEntry(QString::fromLatin1(f.name));
        QVERIFY2(index, f.name.constData());
        QCOMPARE(archive->readEntry(*index).value(), f.blob);
    }
    QVERIFY(!archive->findEntry(QStringLiteral("dir\\missing.txt")));
}

void TestMpqHostile::probeIndexAnswersAsProbingDoes()
{
    // Tables of 300 slots (not a power of two, as HET tables may be) from full to a few empty ones, with few keys so
    // that chains hold many equal ones; 0 is empty, 1 a deleted slot, k >= 2 holds key k. Callers ask the index only
    // when a chain is longer than ProbeIndex::kDirectProbeSlots, so those are the starts compared.
    using mwb::formats::mpq::ProbeIndex;
    QRandomGenerator random(16);
    constexpr quint32 kSlots = 300;
    for (const int emptyPercent : {0, 1, 3}) {
        std::vector<quint32> table(kSlots);
        for (quint32 &slot : table) {
            const int roll = int(random.bounded(100));
            slot = roll < emptyPercent ? 0 : roll < emptyPercent + 5 ? 1 : 2 + random.bounded(4u);
        }
        const ProbeIndex index = ProbeIndex::build(
            kSlots, [&table](quint32 slot) { return table[slot] == 0; },
            [&table](quint32 slot) { return table[slot] == 1 ? std::nullopt : std::optional<quint64>(table[slot]); });
        int compared = 0;
        for (quint32 start = 0; start < kSlots; ++start) {
            quint32 chain = 0;
            while (chain < kSlots && table[(start + chain) % kSlots] != 0)
                ++chain;
            if (chain <= ProbeIndex::kDirectProbeSlots)
                continue;
            for (quint64 key = 2; key < 7; ++key) {
                QVarLengthArray<quint32, 4> probed;
                for (quint32 step = 0; step < chain; ++step) {
                    if (table[(start + step) % kSlots] == key)
                        probed.push_back((start + step) % kSlots);
                }
                QCOMPARE(index.reachable(key, start), probed);
                ++compared;
            }
        }
        QVERIFY2(compared >= 100, qPrintable(QString::number(compared)));
    }
}

void TestMpqHostile::crowdedHashTableOpensInLinearTime()
{
    // 16,383 files all named "a" fill a 16,384-slot table, and the (listfile) names "a" 16,383 times: probing (or
    // looking the name up again per line) would cost 16,383^2 steps. A fuzzer found the like: 131,072 slots holding
    // three name hashes took 44 s to open.
    std::vector<File> files(16383, File{"a", "x", 1, kExists});
    const QByteArray bytes = MpqFixtureBuilder::build(files, 1, 16384);
    QElapsedTimer timer;
    timer.start();
    auto archive = openBytes(bytes);
    const qint64 elapsed = timer.elapsed();
    QVERIFY(archive);
    QCOMPARE(archive->entries().size(), std::size_t(16384));
    const auto named = std::count_if(archive->entries().cbegin(), archive->entries().cend(),
        [](const auto &e) { return e.name() == QLatin1String("a"); });
    QCOMPARE(named, 16383);
    QVERIFY2(elapsed < 3000, qPrintable(QStringLiteral("opening took %1 ms").arg(elapsed)));
}

void TestMpqHostile::lookupsPassOverSlotsOutsideTheBlockTable()
{
    // n slots of a 128-slot table name "a.txt", pointing at blocks 0 to n-1; the header then declares only n/2 blocks.
    // As in Storm, a probe passes over the slots beyond the block table, on the short walk (n = 2) and through the
    // index (n = 100). A fuzzer found why it matters: the zero-filled rest of a 2^24-slot hash table cut by the end of
    // a 329 KB file decrypts to 16 million such slots, and indexing them all took 1.8 s and 800 MB.
    using mwb::formats::mpq::HashTable;
    using mwb::formats::mpq::HeaderLocator;
    for (const quint32 copies : {2u, 100u}) {
        QByteArray bytes = MpqFixtureBuilder::build(std::vector<File>(copies, File{"a.txt", "x", 1, kExists}), 1, 128);
        qToLittleEndian(copies / 2, bytes.data() + MpqFixtureBuilder::BlockEntriesField);
        const auto source = mwb::ByteSource::fromBytes(bytes, QStringLiteral("fixture"));
        const auto header = HeaderLocator::locate(*source);
        QVERIFY(header);
        const auto table = HashTable::load(*source, header.value());
        QVERIFY(table);
        QCOMPARE(table->blocks().size(), std::size_t(copies / 2));
        const auto found = table->find("a.txt");
        QCOMPARE(quint32(found.size()), copies / 2);
        for (const quint32 slot : found)
            QVERIFY(table->slots()[slot].blockIndex < copies / 2);
    }
}

QTEST_GUILESS_MAIN(TestMpqHostile)
#include "tst_mpqhostile.moc"
