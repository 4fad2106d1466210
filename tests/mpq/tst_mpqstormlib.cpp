// SPDX-License-Identifier: GPL-3.0-or-later
// Archives written by StormLib at test time (v1-v4 x compression x per-file options, WAV/ADPCM, 5,000 small files,
// files over 1 MB, UTF-8 names, HET/BET-only v3/v4): our reader must list what StormLib lists and extract exactly
// what was added (lossy ADPCM: exactly what StormLib reads back).
#include "StormLibOracle.h"

#include "MpqFormat.h"
#include "mwb/core/Progress.h"
#include "mwb/formats/mpq/MpqArchive.h"
#include "mwb/formats/mpq/MpqExtractor.h"

#include <QCryptographicHash>
#include <QFile>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>
#include <QtEndian>

#include <numeric>

namespace {

namespace format = mwb::formats::mpq::format;
using mwb::formats::mpq::MpqArchive;
using mwb::test::StormFile;
using mwb::test::StormLibArchive;
namespace content = mwb::test::content;

struct Codec
{
    const char *tag;
    quint32 flags; ///< COMPRESS or IMPLODE
    quint32 mask;
};

constexpr Codec kCodecs[] = {
    {"zlib", format::FileCompress, format::CompressionZlib},
    {"bzip2", format::FileCompress, format::CompressionBzip2},
    {"pkware", format::FileCompress, format::CompressionPkware},
    {"implode", format::FileImplode, 0},
    {"sparse", format::FileCompress, format::CompressionSparse},
    {"sparse_zlib", format::FileCompress, format::CompressionSparse | format::CompressionZlib},
};

struct Option
{
    const char *tag;
    quint32 flags;
};

constexpr quint32 kFixKey = format::FileEncrypted | format::FileFixKey;
constexpr Option kOptions[] = {
    {"plain", 0},
    {"encrypted", format::FileEncrypted},
    {"fixkey", kFixKey},
    {"single", format::FileSingleUnit},
    {"single_fixkey", format::FileSingleUnit | kFixKey},
    {"crc", format::FileSectorCrc},
    {"crc_fixkey", format::FileSectorCrc | kFixKey},
};

/// What a row puts into its archive.
enum class Kind { Standard, Large, Wave, Many };

/// A file as added, and whether its compression is lossy (then StormLib's read-back is the reference).
struct Added
{
    StormFile file;
    bool lossy = false;
};

Added make(const char *name, QByteArray data, quint32 flags, const Codec &codec, quint16 locale = 0)
{
    StormFile f;
    f.name = QByteArray(name);
    f.data = std::move(data);
    f.flags = flags | codec.flags;
    f.compression = codec.mask;
    f.locale = locale;
    return {f, false};
}

std::vector<Added> standardFiles(const Codec &codec, quint32 flags, quint64 seed)
{
    return {
        make("empty.bin", {}, flags, codec),
        make("tiny\\one_byte.bin", content::random(seed, 1), flags, codec),
        make("text\\readme.txt", content::text(seed + 1, 3001), flags, codec),
        make("data\\mixed.bin", content::mixed(seed + 2, 150001), flags, codec),
        make("data\\sector_exact.bin", content::text(seed + 3, 4 * 4096), flags, codec),
        make("zeros\\mostly_zero.bin", content::zeros(seed + 4, 40000), flags, codec),
        make("unicode\\\xC3\x9Cn\xC3\xAF" "c\xC3\xB6" "d\xC3\xA9_\xD1\x84\xD0\xB0\xD0\xB9\xD0\xBB_\xE6\x96\x87.txt",
            content::text(seed + 5, 777), flags, codec),
        make("deep\\a\\b\\c\\nested file with spaces.txt", content::text(seed + 6, 5000), flags, codec),
        make("locale\\strings.txt", content::text(seed + 7, 1000), flags, codec),
        make("locale\\strings.txt", content::text(seed + 8, 1100), flags, codec, 0x407),
    };
}

std::vector<Added> largeFiles(const Codec &codec, quint64 seed)
{
    return {
        make("large\\mixed.bin", content::mixed(seed, 1100000), 0, codec),
        make("large\\single_unit.txt", content::text(seed + 1, 1050000), format::FileSingleUnit, codec),
        make("large\\crc_fixkey.bin", content::mixed(seed + 2, 1050000), format::FileSectorCrc | kFixKey, codec),
    };
}

std::vector<Added> waveFiles(quint32 flags, quint64 seed)
{
    const auto wave = [flags](const char *name, QByteArray data, quint32 adpcm, quint32 first) {
        StormFile f;
        f.name = QByteArray(name);
        f.data = std::move(data);
        f.flags = flags | format::FileCompress;
        f.compression = adpcm | format::CompressionHuffman;
        f.firstCompression = first;
        return Added{f, true};
    };
    return {
        wave("sound\\mono.wav", content::wave(seed, 60000, 1), format::CompressionAdpcmMono, format::CompressionZlib),
        wave("sound\\stereo.wav", content::wave(seed + 1, 80000, 2), format::CompressionAdpcmStereo,
            format::CompressionPkware),
    };
}

std::vector<Added> manyFiles(quint64 seed)
{
    std::vector<Added> files;
    files.reserve(5000);
    for (int i = 0; i < 5000; ++i) {
        const QByteArray name = "many\\dir" + QByteArray::number(i % 50) + "\\file_" + QByteArray::number(i) + ".txt";
        files.push_back(make(name.constData(), content::text(seed + quint64(i), 16 + (i * 37) % 300), 0, kCodecs[0]));
    }
    return files;
}

/// Turns a StormLib v3/v4 archive into a HET/BET-only one: the classic hash table is dropped from the header (v4:
/// also its 64-bit size and MD5, and the header MD5 is recomputed), so readers must look names up through HET.
bool dropClassicHashTable(const QString &path, int version)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadWrite))
        return false;
    QByteArray header = file.read(format::HeaderSizeV4);
    char *h = header.data();
    qToLittleEndian<quint32>(0, h + 16); // hash table position
    qToLittleEndian<quint32>(0, h + 24); // hash table entries
    qToLittleEndian<quint16>(0, h + 40); // hash table position, high 16 bits
    if (version == 4) {
        qToLittleEndian<quint64>(0, h + 68); // hash table size (64-bit)
        std::fill(h + 148, h + 164, '\0'); // MD5 of the hash table
        const QByteArray md5 = QCryptographicHash::hash(header.left(192), QCryptographicHash::Md5);
        std::copy(md5.begin(), md5.end(), h + 192);
    }
    return file.seek(0) && file.write(header) == header.size();
}

QByteArray key(const QByteArray &name, quint16 locale)
{
    return name + '|' + QByteArray::number(locale);
}

} // namespace

class TestMpqStormLib : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void matchesStormLib_data();
    void matchesStormLib();

private:
    QTemporaryDir m_dir;
};

void TestMpqStormLib::initTestCase()
{
    QVERIFY(m_dir.isValid());
    // MWB_KEEP_ARCHIVES=1 keeps the generated archives for a look with other tools.
    if (qEnvironmentVariableIntValue("MWB_KEEP_ARCHIVES") != 0) {
        m_dir.setAutoRemove(false);
        qInfo("Archives are kept in %s", qPrintable(m_dir.path()));
    }
}

void TestMpqStormLib::matchesStormLib_data()
{
    QTest::addColumn<int>("version");
    QTest::addColumn<int>("kind");
    QTest::addColumn<int>("codec");
    QTest::addColumn<int>("option");
    QTest::addColumn<bool>("hetBetOnly");
    const auto row = [](const QByteArray &name, int version, Kind kind, int codec, int option, bool hetBetOnly) {
        QTest::newRow(name.constData()) << version << int(kind) << codec << option << hetBetOnly;
    };
    for (int version = 1; version <= 4; ++version) {
        const QByteArray v = "v" + QByteArray::number(version) + '_';
        for (int c = 0; c < int(std::size(kCodecs)); ++c) {
            for (int o = 0; o < int(std::size(kOptions)); ++o)
                row(v + kCodecs[c].tag + '_' + kOptions[o].tag, version, Kind::Standard, c, o, false);
            row(v + kCodecs[c].tag + "_over_1mb", version, Kind::Large, c, 0, false);
        }
        row(v + "wave_adpcm_huffman", version, Kind::Wave, 0, 0, false);
        row(v + "wave_adpcm_huffman_fixkey", version, Kind::Wave, 0, 2, false);
        row(v + "many_5000", version, Kind::Many, 0, 0, false);
    }
    for (int version = 3; version <= 4; ++version) {
        const QByteArray v = "v" + QByteArray::number(version) + "_hetbet_only_";
        row(v + "zlib_fixkey", version, Kind::Standard, 0, 2, true);
        row(v + "bzip2_single_fixkey", version, Kind::Standard, 1, 4, true);
        row(v + "wave_adpcm_huffman_fixkey", version, Kind::Wave, 0, 2, true);
        row(v + "many_5000", version, Kind::Many, 0, 0, true);
    }
}

void TestMpqStormLib::matchesStormLib()
{
    QFETCH(int, version);
    QFETCH(int, kind);
    QFETCH(int, codec);
    QFETCH(int, option);
    QFETCH(bool, hetBetOnly);
    const Codec &c = kCodecs[codec];
    const quint64 seed = quint64(version * 1000 + codec * 10 + option);
    std::vector<Added> files;
    switch (Kind(kind)) {
    case Kind::Standard:
        files = standardFiles(c, kOptions[option].flags, seed);
        if (version >= 3) {
            // HET ignores locales: StormLib replaces the neutral file's data and keeps locale 0.
            files.erase(files.end() - 2);
            files.back().file.locale = 0;
        }
        break;
    case Kind::Large: files = largeFiles(c, seed); break;
    case Kind::Wave: files = waveFiles(kOptions[option].flags, seed); break;
    case Kind::Many: files = manyFiles(seed); break;
    }

    // Write with StormLib, then read back with StormLib (the oracle for lossy files and for the listing).
    const QString path = m_dir.filePath(QString::fromLatin1(QTest::currentDataTag()) + QStringLiteral(".mpq"));
    QString error;
    {
        mwb::test::StormArchiveOptions options;
        options.version = version;
        options.maxFiles = quint32(files.size()) + 16;
        auto writer = StormLibArchive::create(path, options, &error);
        QVERIFY2(writer, qPrintable(error));
        for (const Added &a : files)
            QVERIFY2(writer->add(a.file, &error), qPrintable(QString::fromUtf8(a.file.name) + QLatin1Char(' ') + error));
        QVERIFY2(writer->close(&error), qPrintable(error));
    }
    if (hetBetOnly)
        QVERIFY(dropClassicHashTable(path, version));
    auto storm = StormLibArchive::open(path, &error);
    QVERIFY2(storm, qPrintable(error));

    auto opened = MpqArchive::open(path);
    QVERIFY2(opened, qPrintable(opened ? QString() : opened.error().toString()));
    const MpqArchive &mpq = *opened.value();
    QCOMPARE(mpq.header().formatVersion, version);
    QCOMPARE(mpq.header().usesHetBet, hetBetOnly);
    QCOMPARE(mpq.warnings(), QStringList());

    // Same listing: names (from the (listfile) StormLib wrote; pseudo-names where StormLib has them too), locales, sizes.
    QSet<QByteArray> ours;
    QHash<QByteArray, int> byKey;
    for (int i = 0; i < int(mpq.entries().size()); ++i) {
        const auto &e = mpq.entries()[std::size_t(i)];
        const QByteArray k = key(e.rawName.toByteArray(), e.locale);
        ours.insert(k + '|' + QByteArray::number(e.fileSize));
        byKey.insert(k, i);
    }
    QSet<QByteArray> theirs;
    bool stormNamesAttributes = false;
    for (const auto &l : storm->list()) {
        theirs.insert(key(l.name, l.locale) + '|' + QByteArray::number(l.size));
        stormNamesAttributes |= l.name == "(attributes)";
    }
    QCOMPARE(ours, theirs);
    // StormLib 9.22's HET table of a v3 archive may miss (attributes): StormLib then pseudo-names it, and so do we.
    const bool hasAttributes = mpq.findEntry(QStringLiteral("(attributes)")).has_value();
    QCOMPARE(hasAttributes, stormNamesAttributes);
    QVERIFY(hasAttributes || (hetBetOnly && version == 3));
    QCOMPARE(int(mpq.entries().size()), int(files.size()) + 2); // + (listfile) + (attributes)

    for (const Added &a : files) {
        const StormFile &f = a.file;
        const QByteArray k = key(f.name, f.locale);
        QVERIFY2(byKey.contains(k), k.constData());
        const int index = byKey.value(k);
        auto stormData = storm->read(f.name, f.locale, &error);
        QVERIFY2(stormData, qPrintable(QString::fromUtf8(k) + QLatin1Char(' ') + error));
        if (!a.lossy)
            QVERIFY2(*stormData == f.data, "StormLib does not read back what it wrote");
        auto data = mpq.readEntry(index);
        QVERIFY2(data, qPrintable(QString::fromUtf8(k) + QLatin1Char(' ') + (data ? QString() : data.error().toString())));
        QVERIFY2(data.value() == *stormData, k.constData());
        if (a.lossy)
            QVERIFY2(data->first(4096) == f.data.first(4096), "the WAV header sector is stored losslessly");
        // (attributes) holds CRC32 and MD5 of the bytes added, so lossy files fail them (as in SFileVerifyFile).
        const auto verified = mpq.verifyEntry(index);
        QVERIFY2(verified.readOk && verified.sectorCrcOk, qPrintable(QString::fromUtf8(k) + QLatin1Char(' ') + verified.error));
        QCOMPARE(verified.crc32Ok && verified.md5Ok, !a.lossy || !hasAttributes);
        QCOMPARE(verified.hasCrc32 && verified.hasMd5, hasAttributes && !f.data.isEmpty());
        const bool sectorCrc = (f.flags & format::FileSectorCrc) && !f.data.isEmpty();
        QCOMPARE(verified.hasSectorCrc, sectorCrc);
        // Lookup by name goes through the classic hash table, or through HET when that is all there is.
        const auto found = mpq.findEntry(QString::fromUtf8(f.name));
        QVERIFY2(found, k.constData());
        QCOMPARE(mpq.entries()[std::size_t(*found)].name(), QString::fromUtf8(f.name));
    }
    QVERIFY(!mpq.findEntry(QStringLiteral("not\\in\\the archive.txt")));

    // Extract-all (parallel) meets no failure.
    std::vector<int> all(mpq.entries().size());
    std::iota(all.begin(), all.end(), 0);
    mwb::SilentProgress progress;
    auto report = mwb::formats::mpq::MpqExtractor::extractToMemory(mpq, all, progress);
    QVERIFY(report);
    QVERIFY(report->failures.empty());
}

QTEST_GUILESS_MAIN(TestMpqStormLib)
#include "tst_mpqstormlib.moc"
