// SPDX-License-Identifier: GPL-3.0-or-later
// MpqWriter with StormLib as the oracle: every archive we write must open in StormLib with the same names, bytes
// and locales and pass SFileVerifyFile, and reopen in our reader. Covers versions x compressions x encryption x
// sector CRC x single unit x empty files, sector sizes 512 B - 1 MiB, hash-table growth, edits (add, replace,
// remove, rename with re-keying) on generated and corpus archives, and hostile writer inputs.
#include "MpqWriterChecks.h"
#include "StormLibOracle.h"
#include "TestFiles.h"

#include "PkwareExplode.h"
#include "PkwareImplode.h"
#include "SharedCorpus.h"
#include "mwb/core/FormatRegistry.h"
#include "mwb/core/Progress.h"
#include "mwb/formats/mpq/MpqArchive.h"
#include "mwb/formats/mpq/MpqWriter.h"

#include <QCryptographicHash>
#include <QDirIterator>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <map>

namespace {

using mwb::formats::mpq::MpqArchive;
using mwb::formats::mpq::MpqCompression;
using mwb::formats::mpq::MpqWriteOptions;
using mwb::formats::mpq::MpqWriter;
using mwb::test::StormLibArchive;
using namespace mwb::test;
namespace content = mwb::test::content;

Files sampleFiles(quint64 seed)
{
    return {
        {"Units\\Human\\Footman.txt", content::text(seed, 9000)},
        {"noise.bin", content::random(seed + 1, 3000)},
        {"war3map.j", content::mixed(seed + 2, 70000)},
        {"zeros\\big.dat", content::zeros(seed + 3, 20000)},
        {"empty.txt", QByteArray()},
        {"tiny", QByteArray("ab")},
    };
}

} // namespace

class TestMpqWriter : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void implodeRoundTrips_data()
    {
        QTest::addColumn<QByteArray>("data");
        QTest::newRow("text 1k") << content::text(1, 1000);
        QTest::newRow("text 4k") << content::text(2, 4096);
        QTest::newRow("random 3k") << content::random(3, 3000);
        QTest::newRow("zeros 4k") << QByteArray(4096, '\0');
        QTest::newRow("mixed 2k") << content::mixed(4, 2000);
        QTest::newRow("one byte") << QByteArray("x");
    }
    void implodeRoundTrips()
    {
        QFETCH(QByteArray, data);
        const QByteArray packed = mwb::formats::mpq::PkwareImplode::compress(data);
        QByteArray out(data.size(), '\0');
        const auto r = mwb::formats::mpq::PkwareExplode::decompress(reinterpret_cast<const uchar *>(packed.constData()),
            packed.size(), reinterpret_cast<uchar *>(out.data()), out.size());
        QCOMPARE(int(r.status), int(mwb::formats::mpq::format::CodecStatus::Ok));
        QCOMPARE(r.produced, data.size());
        QCOMPARE(out, data);
        if (data == QByteArray(data.size(), '\0'))
            QVERIFY(packed.size() < data.size() / 10);
    }

    void matrix_data()
    {
        QTest::addColumn<int>("version");
        QTest::addColumn<int>("compression");
        QTest::addColumn<int>("mode"); ///< 0 plain, 1 encrypted, 2 encrypted + FIX_KEY
        QTest::addColumn<bool>("sectorCrc");
        QTest::addColumn<bool>("singleUnit");
        const std::pair<const char *, MpqCompression> methods[] = {{"none", MpqCompression::None},
            {"zlib", MpqCompression::Zlib}, {"bzip2", MpqCompression::Bzip2}, {"pkware", MpqCompression::Pkware},
            {"lzma", MpqCompression::Lzma}, {"sparse", MpqCompression::SparseZlib}};
        for (int version = 1; version <= 4; ++version) {
            for (const auto &[tag, method] : methods) {
                if (method == MpqCompression::Lzma && version == 1)
                    continue;
                for (int mode = 0; mode < 3; ++mode) {
                    for (const bool crc : {false, true}) {
                        for (const bool single : {false, true}) {
                            QTest::addRow("v%d %s mode%d%s%s", version, tag, mode, crc ? " crc" : "",
                                single ? " single" : "")
                                << version << int(method) << mode << crc << single;
                        }
                    }
                }
            }
        }
    }
    void matrix()
    {
        QFETCH(int, version);
        QFETCH(int, compression);
        QFETCH(int, mode);
        QFETCH(bool, sectorCrc);
        QFETCH(bool, singleUnit);
        MpqWriteOptions options;
        options.version = version;
        options.files.compression = MpqCompression(compression);
        options.files.encrypt = mode > 0;
        options.files.fixKey = mode == 2;
        options.files.sectorCrc = sectorCrc;
        options.files.singleUnit = singleUnit;
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("out.mpq"));
        QString error;
        const Files files = sampleFiles(quint64(version * 100 + compression * 10 + mode));
        QVERIFY2(writeNew(path, options, files, &error), qPrintable(error));
        checkArchive(path, files);
    }

    void sectorSizes_data()
    {
        QTest::addColumn<quint32>("sectorSize");
        for (quint32 size = 512; size <= (1u << 20); size <<= 1)
            QTest::addRow("%u", size) << size;
    }
    void sectorSizes()
    {
        QFETCH(quint32, sectorSize);
        MpqWriteOptions options;
        options.version = 2;
        options.sectorSize = sectorSize;
        options.files.sectorCrc = true;
        options.files.encrypt = true;
        options.files.fixKey = true;
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("out.mpq"));
        QString error;
        const Files files = sampleFiles(sectorSize);
        QVERIFY2(writeNew(path, options, files, &error), qPrintable(error));
        if (sectorSize == 512) {
            // StormLib 9.22 refuses every archive whose sector-size shift is 0 (ERROR_BAD_FORMAT), whoever wrote
            // it; our reader reads it.
            QVERIFY(!StormLibArchive::open(path, &error));
            checkOurs(path, files);
        } else {
            checkArchive(path, files);
        }
        auto ours = MpqArchive::open(path);
        QVERIFY(ours);
        QCOMPARE((*ours)->header().sectorSize, sectorSize);
    }

    void localeIsKept()
    {
        MpqWriteOptions options;
        options.files.locale = 0x409;
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("out.mpq"));
        QString error;
        const Files files{{"a.txt", "hello"}, {"b\\c.txt", content::text(5, 5000)}};
        QVERIFY2(writeNew(path, options, files, &error), qPrintable(error));
        checkArchive(path, files, 0x409);
    }

    void setLocaleIsWrittenAndOthersKeepTheirs()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("locales.mpq"));
        QString error;
        const Files files{{"a.txt", "hello"}, {"b\\c.txt", content::text(5, 5000)}};
        QVERIFY2(writeNew(path, MpqWriteOptions{}, files, &error), qPrintable(error));
        auto writer = editor(path);
        QVERIFY(writer);
        QVERIFY(writer->setLocale(QStringLiteral("b/c.txt"), 0x804));
        QCOMPARE(writer->setLocale(QStringLiteral("missing.txt"), 0x804).error().code, mwb::ErrorCode::InvalidInput);
        mwb::SilentProgress progress;
        QVERIFY(writer->commit(path, progress));
        auto storm = StormLibArchive::open(path, &error);
        QVERIFY2(storm, qPrintable(error));
        std::map<QByteArray, quint16> locales;
        for (const auto &entry : storm->list())
            locales[entry.name] = entry.locale;
        QCOMPARE(locales[QByteArrayLiteral("a.txt")], quint16(0));
        QCOMPARE(locales[QByteArrayLiteral("b\\c.txt")], quint16(0x804));
        auto read = storm->read(QByteArrayLiteral("b\\c.txt"), 0x804, &error);
        QVERIFY2(read, qPrintable(error));
        QCOMPARE(*read, files.at(QByteArrayLiteral("b\\c.txt")));
    }

    void registryCreatesEmptyArchivesFromPresets()
    {
        const mwb::FormatDescription *mpq = mwb::FormatRegistry::byId(u"mpq");
        QVERIFY(mpq && mpq->can(mwb::Capability::Create) && mpq->presets);
        const std::vector<mwb::FormatPreset> presets = mpq->presets();
        QCOMPARE(presets.size(), MpqWriter::presets().size());
        for (const mwb::FormatPreset &preset : presets) {
            QTemporaryDir dir;
            const QString path = dir.filePath(QStringLiteral("new.mpq"));
            auto writer = mwb::createArchive(QStringLiteral("mpq"), preset.id);
            QVERIFY2(writer, qPrintable(preset.id));
            mwb::SilentProgress progress;
            QVERIFY((*writer)->commit(path, progress));
            auto reopened = mwb::openArchive(path);
            QVERIFY2(reopened, qPrintable(preset.id));
            const int version = MpqWriter::preset(preset.id)->options.version;
            QCOMPARE(static_cast<const MpqArchive &>(**reopened).header().formatVersion, version);
        }
        QCOMPARE(mwb::createArchive(QStringLiteral("mpq"), QStringLiteral("no-such")).error().code,
            mwb::ErrorCode::InvalidInput);
        QCOMPARE(mwb::createArchive(QStringLiteral("tl2mod"), QStringLiteral("no-such")).error().code,
            mwb::ErrorCode::InvalidInput);
        QCOMPARE(mwb::createArchive(QStringLiteral("mir2map"), {}).error().code, mwb::ErrorCode::Unsupported);
    }

    void propertiesNameTheCompressionMethod_data()
    {
        QTest::addColumn<MpqCompression>("compression");
        QTest::addColumn<bool>("singleUnit");
        QTest::addColumn<QString>("method");
        QTest::newRow("none") << MpqCompression::None << false << QStringLiteral("stored");
        QTest::newRow("zlib") << MpqCompression::Zlib << false << QStringLiteral("zlib");
        QTest::newRow("zlib single unit") << MpqCompression::Zlib << true << QStringLiteral("zlib");
        QTest::newRow("bzip2") << MpqCompression::Bzip2 << false << QStringLiteral("bzip2");
        QTest::newRow("pkware") << MpqCompression::Pkware << false << QStringLiteral("PKWARE implode");
        QTest::newRow("lzma") << MpqCompression::Lzma << false << QStringLiteral("LZMA");
    }

    void propertiesNameTheCompressionMethod()
    {
        QFETCH(MpqCompression, compression);
        QFETCH(bool, singleUnit);
        QFETCH(QString, method);
        MpqWriteOptions options;
        options.version = 2; // LZMA needs it
        options.files.compression = compression;
        options.files.singleUnit = singleUnit;
        options.files.encrypt = !singleUnit; // the mask byte is read through the file key
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("m.mpq"));
        QString error;
        QVERIFY2(writeNew(path, options, {{"t.txt", content::text(3, 20000)}}, &error), qPrintable(error));
        auto archive = MpqArchive::open(path);
        QVERIFY(archive);
        const auto entry = (*archive)->findEntry(QStringLiteral("t.txt"));
        QVERIFY(entry);
        const std::function<QString(const mwb::StructureNode &)> find = [&find](const mwb::StructureNode &node) {
            if (node.name == QLatin1String("Compression method"))
                return node.value;
            for (const mwb::StructureNode &child : node.children) {
                if (const QString value = find(child); !value.isEmpty())
                    return value;
            }
            return QString();
        };
        QCOMPARE(find((*archive)->describeEntry(*entry)), method);
    }

    void hashTableGrows()
    {
        MpqWriteOptions options;
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("out.mpq"));
        QString error;
        Files files{{"first.txt", "1"}};
        QVERIFY2(writeNew(path, options, files, &error), qPrintable(error));
        const quint32 before = (*MpqArchive::open(path))->header().hashTableEntries;
        auto writer = editor(path);
        QVERIFY(writer);
        for (quint32 i = 0; i < before * 3; ++i) {
            const QByteArray name = "many\\file" + QByteArray::number(i) + ".txt";
            files[name] = "content " + QByteArray::number(i);
            QVERIFY(writer->add(QString::fromUtf8(name), mwb::EntrySource::fromBytes(files[name])));
        }
        mwb::SilentProgress progress;
        QVERIFY(writer->commit(path, progress));
        const quint32 after = (*MpqArchive::open(path))->header().hashTableEntries;
        QVERIFY2(after > before * 3, qPrintable(QStringLiteral("%1 -> %2").arg(before).arg(after)));
        QVERIFY((after & (after - 1)) == 0);
        checkArchive(path, files);
    }

    void seventyThousandFiles()
    {
        MpqWriteOptions options;
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("many.mpq"));
        Files files;
        for (int i = 0; i < 70000; ++i)
            files["d" + QByteArray::number(i % 97) + "\\f" + QByteArray::number(i)] = QByteArray::number(i);
        QString error;
        QVERIFY2(writeNew(path, options, files, &error), qPrintable(error));
        QString stormError;
        auto storm = StormLibArchive::open(path, &stormError);
        QVERIFY2(storm, qPrintable(stormError));
        qint64 count = 0;
        storm->enumerate([&](const char *name, qint64, quint16) { count += name[0] == '(' ? 0 : 1; });
        QCOMPARE(count, qint64(70000));
        QCOMPARE(*storm->read("d5\\f69845", 0, &stormError), QByteArray("69845"));
        QVERIFY((*MpqArchive::open(path))->header().hashTableEntries >= 131072);
    }

    void editsOnStormArchive()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("storm.mpq"));
        QString error;
        {
            mwb::test::StormArchiveOptions options;
            options.version = 2;
            auto storm = StormLibArchive::create(path, options, &error);
            QVERIFY2(storm, qPrintable(error));
            const quint32 fixKey = 0x00010000 | 0x00020000;
            QVERIFY(storm->add({"keep\\plain.txt", content::text(1, 10000), 0x200, 0x02, 0, 0}, &error));
            QVERIFY(storm->add({"keep\\fixkey.bin", content::mixed(2, 30000), 0x200 | fixKey, 0x02, 0, 0}, &error));
            QVERIFY(storm->add({"move\\me.txt", content::text(3, 9000), 0x200 | fixKey, 0x02, 0, 0}, &error));
            QVERIFY(storm->add({"move\\single.txt", content::text(4, 900), 0x01000200 | 0x00010000, 0x02, 0, 0},
                &error));
            QVERIFY(storm->add({"gone.txt", content::text(5, 3000), 0x200, 0x02, 0, 0}, &error));
            QVERIFY(storm->add({"replace.txt", content::text(6, 3000), 0x200 | fixKey, 0x02, 0, 0}, &error));
            QVERIFY2(storm->close(&error), qPrintable(error));
        }
        Files expected = storedFiles(path);
        QCOMPARE(expected.size(), std::size_t(6));
        const QByteArray originalBytes = readFile(path);
        auto writer = editor(path);
        QVERIFY(writer);
        QCOMPARE(writer->remove(QStringLiteral("gone.txt")).value(), 1);
        QCOMPARE(writer->rename(QStringLiteral("move"), QStringLiteral("moved/here")).value(), 2);
        QVERIFY(writer->replace(QStringLiteral("replace.txt"), mwb::EntrySource::fromBytes("new content")));
        QVERIFY(writer->add(QStringLiteral("added/new.bin"), mwb::EntrySource::fromBytes(content::random(7, 5000))));
        const QString out = dir.filePath(QStringLiteral("edited.mpq"));
        mwb::SilentProgress progress;
        auto report = writer->commit(out, progress);
        QVERIFY2(report, qPrintable(report ? QString() : report.error().toString()));
        QCOMPARE(report->copiedRaw, 4);
        QCOMPARE(report->written, 2);
        QVERIFY(report->notes.join(QLatin1Char(' ')).contains(QLatin1String("'/'")));
        QCOMPARE(readFile(path), originalBytes);
        expected.erase("gone.txt");
        expected["moved\\here\\me.txt"] = expected.at("move\\me.txt");
        expected["moved\\here\\single.txt"] = expected.at("move\\single.txt");
        expected.erase("move\\me.txt");
        expected.erase("move\\single.txt");
        expected["replace.txt"] = "new content";
        expected["added\\new.bin"] = content::random(7, 5000);
        checkArchive(out, expected);
        // No stale entry: the removed and old names are gone from the hash table, not just from the listfile.
        auto storm = StormLibArchive::open(out, &error);
        QVERIFY(!storm->read("gone.txt", 0, &error));
        QVERIFY(!storm->read("move\\me.txt", 0, &error));
    }

    void war3HeaderIsKept()
    {
        QTemporaryDir dir;
        const QString plain = dir.filePath(QStringLiteral("plain.mpq"));
        QString error;
        Files files{{"war3map.j", content::text(1, 5000)}, {"war3map.w3i", content::random(2, 300)}};
        MpqWriteOptions options = MpqWriter::preset(u"war3-map")->options;
        QVERIFY2(writeNew(plain, options, files, &error), qPrintable(error));
        QByteArray hm3w(512, '\0');
        hm3w.replace(0, 4, "HM3W");
        hm3w.replace(8, 8, "My map\0\0", 8);
        hm3w[511] = '\x7F';
        const QString map = dir.filePath(QStringLiteral("map.w3x"));
        {
            QFile f(map);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(hm3w + readFile(plain));
        }
        auto writer = editor(map);
        QVERIFY(writer);
        QVERIFY(writer->add(QStringLiteral("war3map.wts"), mwb::EntrySource::fromBytes("STRING 1")));
        mwb::SilentProgress progress;
        QVERIFY(writer->commit(map, progress));
        QCOMPARE(readFile(map).left(512), hm3w);
        files["war3map.wts"] = "STRING 1";
        checkArchive(map, files);
    }

    void presetsAreNamed()
    {
        QCOMPARE(MpqWriter::presets().size(), std::size_t(4));
        for (const auto &preset : MpqWriter::presets()) {
            QVERIFY(preset.options.validate());
            QVERIFY(!preset.displayName().isEmpty());
            QTemporaryDir dir;
            const QString path = dir.filePath(QStringLiteral("p.mpq"));
            QString error;
            const Files files = sampleFiles(9);
            QVERIFY2(writeNew(path, preset.options, files, &error), qPrintable(error));
            checkArchive(path, files);
        }
    }

    void corpusEditsAndRoundTrips_data()
    {
        QTest::addColumn<bool>("inPlace");
        QTest::newRow("to another file") << false;
        QTest::newRow("in place (appended unless refused)") << true;
    }

    void corpusEditsAndRoundTrips()
    {
        MWB_REQUIRE_CORPUS(corpus, "mpq");
        QFETCH(bool, inPlace);
        int edited = 0;
        int appended = 0;
        for (const QString &source : corpusArchives(corpus)) {
            QTemporaryDir dir;
            const QString out = dir.filePath(QStringLiteral("edited.mpq"));
            if (inPlace)
                QVERIFY(QFile::copy(source, out));
            auto archive = mwb::openArchive(inPlace ? out : source);
            if (!archive)
                continue;
            const Files before = storedFiles(source);
            if (before.empty())
                continue;
            auto writer = mwb::editArchive(std::shared_ptr<const mwb::Archive>(std::move(archive).value()));
            QVERIFY(writer);
            Files after = before;
            QVERIFY((*writer)->add(QStringLiteral("mwb\\added.txt"), mwb::EntrySource::fromBytes("added")));
            after["mwb\\added.txt"] = "added";
            auto name = after.begin();
            if (!name->first.startsWith("mwb\\")) { // rename the first file (re-keyed when encrypted)
                QVERIFY((*writer)->rename(QString::fromUtf8(name->first), QStringLiteral("mwb\\renamed.bin")));
                after["mwb\\renamed.bin"] = name->second;
                name = after.erase(name);
            }
            if (after.size() > 3 && !name->first.startsWith("mwb\\")) { // remove the next one
                QVERIFY((*writer)->remove(QString::fromUtf8(name->first)));
                name = after.erase(name);
            }
            if (after.size() > 3 && !name->first.startsWith("mwb\\")) { // and replace the one after it
                QVERIFY((*writer)->replace(QString::fromUtf8(name->first), mwb::EntrySource::fromBytes("replaced")));
                name->second = "replaced";
            }
            mwb::SilentProgress progress;
            auto report = (*writer)->commit(out, progress);
            if (!report) {
                // Unnamed entries cannot be kept once the hash table must change; anything else is a failure.
                QVERIFY2(report.error().code == mwb::ErrorCode::Unsupported, qPrintable(report.error().toString()));
                continue;
            }
            const Files seen = storedFiles(out);
            QVERIFY2(seen == after, qPrintable(source));
            // Whatever precedes the MPQ header (HM3W, user data) is kept byte for byte.
            const qint64 prefix = (*MpqArchive::open(source))->header().archiveOffset;
            QCOMPARE(readFile(out).left(prefix), readFile(source).left(prefix));
            ++edited;
            appended += report->strategy == mwb::CommitStrategy::Appended ? 1 : 0;
        }
        QVERIFY(edited > 0);
        QCOMPARE(appended > 0, inPlace);
    }

    void corpusCompactKeepsUnnamedEntries()
    {
        MWB_REQUIRE_CORPUS(corpus, "mpq");
        // Every file StormLib can open, named or not (unnamed ones open by block index), as a sorted list of SHA-256.
        const auto contents = [](const QString &path) {
            QStringList hashes;
            QString error;
            auto storm = StormLibArchive::open(path, &error);
            if (!storm)
                return hashes;
            for (const auto &entry : storm->list()) {
                if (entry.name.startsWith('('))
                    continue;
                if (auto data = storm->read(entry.name, entry.locale, &error))
                    hashes << QString::fromLatin1(QCryptographicHash::hash(*data, QCryptographicHash::Sha256).toHex());
            }
            hashes.sort();
            return hashes;
        };
        int unnamedKept = 0;
        for (const QString &source : corpusArchives(corpus)) {
            auto archive = MpqArchive::open(source);
            if (!archive)
                continue;
            const bool unnamed = std::any_of((*archive)->entries().begin(), (*archive)->entries().end(),
                [](const auto &e) { return e.pseudoName && !e.rawName.startsWith("("); });
            auto writer = mwb::editArchive(std::shared_ptr<const mwb::Archive>(std::move(archive).value()));
            QTemporaryDir dir;
            const QString out = dir.filePath(QStringLiteral("compact.mpq"));
            mwb::SilentProgress progress;
            auto report = (*writer)->commit(out, progress);
            QVERIFY2(report, qPrintable(source + QStringLiteral(": ") + (report ? QString() : report.error().toString())));
            const QStringList before = contents(source);
            QVERIFY2(contents(out) == before, qPrintable(source));
            unnamedKept += unnamed && !before.isEmpty() ? 1 : 0;
        }
        QVERIFY(unnamedKept > 0);
    }

    void corpusRoundTripsLikeOriginal()
    {
        MWB_REQUIRE_CORPUS(corpus, "mpq");
        int roundTripped = 0;
        for (const QString &source : corpusArchives(corpus)) {
            auto original = MpqArchive::open(source);
            if (!original)
                continue;
            const Files extracted = storedFiles(source);
            if (extracted.empty())
                continue;
            Files expected;
            for (const auto &[name, data] : extracted)
                expected[QByteArray(name).replace('/', '\\')] = data;
            QTemporaryDir dir;
            const QString out = dir.filePath(QStringLiteral("like.mpq"));
            QString error;
            QVERIFY2(writeNew(out, MpqWriteOptions::like(**original), expected, &error),
                qPrintable(source + QStringLiteral(": ") + error));
            const Files seen = storedFiles(out);
            QCOMPARE(seen.size(), expected.size());
            for (const auto &[name, data] : expected) {
                QVERIFY2(seen.count(name), name.constData());
                QVERIFY2(QCryptographicHash::hash(seen.at(name), QCryptographicHash::Sha256)
                        == QCryptographicHash::hash(data, QCryptographicHash::Sha256),
                    qPrintable(source + QStringLiteral(": ") + QString::fromUtf8(name)
                        + QStringLiteral(" %1 vs %2 bytes").arg(seen.at(name).size()).arg(data.size())));
            }
            ++roundTripped;
        }
        QVERIFY(roundTripped > 0);
    }

    void hostileInputs()
    {
        auto writer = MpqWriter::create(MpqWriteOptions{});
        QVERIFY(writer);
        auto &w = **writer;
        QCOMPARE(w.add(QStringLiteral("../escape.txt"), mwb::EntrySource::fromBytes("x")).error().code,
            mwb::ErrorCode::UnsafePath);
        QCOMPARE(w.add(QStringLiteral("a\\..\\b"), mwb::EntrySource::fromBytes("x")).error().code,
            mwb::ErrorCode::UnsafePath);
        QCOMPARE(w.add(QStringLiteral("C:\\windows"), mwb::EntrySource::fromBytes("x")).error().code,
            mwb::ErrorCode::UnsafePath);
        QCOMPARE(w.add(QString(300, QLatin1Char('n')), mwb::EntrySource::fromBytes("x")).error().code,
            mwb::ErrorCode::LimitExceeded);
        QCOMPARE(w.add(QStringLiteral("(listfile)"), mwb::EntrySource::fromBytes("x")).error().code,
            mwb::ErrorCode::InvalidInput);
        MpqWriteOptions bad;
        bad.sectorSize = 1000;
        QCOMPARE(MpqWriter::create(bad).error().code, mwb::ErrorCode::InvalidInput);
        bad = {};
        bad.files.compression = MpqCompression::Lzma;
        QCOMPARE(MpqWriter::create(bad).error().code, mwb::ErrorCode::InvalidInput);
    }

    void failurePartWayLeavesOriginal()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("a.mpq"));
        QString error;
        Files files;
        for (int i = 0; i < 600; ++i)
            files["f" + QByteArray::number(i)] = content::text(quint64(i), 2000);
        QVERIFY2(writeNew(path, MpqWriteOptions{}, files, &error), qPrintable(error));
        const QByteArray original = readFile(path);
        auto writer = editor(path);
        QVERIFY(writer->add(QStringLiteral("zz\\missing.bin"), mwb::EntrySource::fromFile(dir.filePath(QStringLiteral("nope")))));
        mwb::SilentProgress progress;
        auto report = writer->commit(path, progress);
        QVERIFY(!report);
        QCOMPARE(report.error().code, mwb::ErrorCode::Io);
        QCOMPARE(readFile(path), original);
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files), QStringList{QStringLiteral("a.mpq")});
    }

    void signatureIsDroppedAndReported()
    {
        MWB_REQUIRE_CORPUS(corpus, "mpq");
        for (const QString &file : corpusArchives(corpus)) {
            auto archive = MpqArchive::open(file);
            if (!archive || (*archive)->signature() == mwb::formats::mpq::MpqSignature::None)
                continue;
            auto writer = mwb::editArchive(std::shared_ptr<const mwb::Archive>(std::move(archive).value()));
            QTemporaryDir dir;
            mwb::SilentProgress progress;
            auto report = (*writer)->commit(dir.filePath(QStringLiteral("x.mpq")), progress);
            if (!report)
                continue;
            QVERIFY(report->notes.join(QLatin1Char(' ')).contains(QLatin1String("unsigned")));
            QCOMPARE((*MpqArchive::open(report->outputPath))->signature(), mwb::formats::mpq::MpqSignature::None);
            return;
        }
        QSKIP("no signed archive in the corpus");
    }
};

QTEST_GUILESS_MAIN(TestMpqWriter)
#include "tst_mpqwriter.moc"
