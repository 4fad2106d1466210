// SPDX-License-Identifier: GPL-3.0-or-later
// Every bad-input fixture is generated here by corrupting one valid mod the test packs itself.
#include "ModFixtures.h"
#include "mwb/formats/tl2mod/ModExtractor.h"
#include "mwb/formats/tl2mod/ModPacker.h"
#include "mwb/formats/tl2mod/ModVerifier.h"

#include <QTemporaryDir>
#include <QTest>
#include <QtEndian>

#include <atomic>

using namespace mwb::formats::tl2mod;
using namespace mwb::test::tl2;
using mwb::ErrorCode;

namespace {

const QString kVictim = QStringLiteral("MEDIA/UNITS/ITEMS/SWORD.DAT");
const QString kLongName = QStringLiteral("MEDIA/UNITS/ITEMS/AAAAAAAAAAAAAA.DAT");

void putU16(QByteArray &bytes, qint64 at, quint16 v)
{
    qToLittleEndian<quint16>(v, bytes.data() + at);
}
void putU32(QByteArray &bytes, qint64 at, quint32 v)
{
    qToLittleEndian<quint32>(v, bytes.data() + at);
}

mwb::Result<std::unique_ptr<ModArchive>> openBytes(const QByteArray &bytes)
{
    return ModArchive::open(mwb::ByteSource::fromBytes(bytes, QStringLiteral("fixture.MOD")));
}

/// Canceled as soon as the first unit of work has been reported done.
class CancelAfterFirst final : public mwb::Progress
{
public:
    void setTotal(qint64) override { }
    void setDone(qint64 done) override
    {
        if (done > 0)
            m_canceled = true;
    }
    void setText(const QString &) override { }
    bool isCanceled() const override { return m_canceled; }

private:
    std::atomic<bool> m_canceled{false};
};

} // namespace

class TestTl2ModRobustness : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_tmp;
    QByteArray m_good;
    std::unique_ptr<ModArchive> m_mod;

    /// Absolute offset of a field of the record at `path`: 0 crc, 1 type, then name, offset, size.
    qint64 recordField(const QString &path, const char *field) const
    {
        const ModRecord &r = m_mod->records()[std::size_t(recordIndex(*m_mod, path))];
        const qint64 afterName = r.recordOffset + 4 + 1 + 2 + 2 * r.name.size();
        if (qstrcmp(field, "crc") == 0)
            return r.recordOffset;
        if (qstrcmp(field, "name") == 0)
            return r.recordOffset + 7;
        return qstrcmp(field, "offset") == 0 ? afterName : afterName + 4;
    }

    BlockInfo victimBlock() const { return m_mod->block(recordIndex(*m_mod, kVictim)).value(); }

    /// Opens `bytes` and reads the victim entry; returns its error.
    mwb::Error victimReadError(const QByteArray &bytes)
    {
        auto mod = openBytes(bytes);
        if (!mod)
            return mod.error();
        auto entry = mod.value()->readEntry(recordIndex(*mod.value(), kVictim));
        return entry ? mwb::Error{} : entry.error();
    }

private Q_SLOTS:
    void initTestCase()
    {
        const QString dir = m_tmp.filePath(QStringLiteral("mod"));
        QVERIFY(makeSmallModFolder(dir));
        mwb::SilentProgress progress;
        auto packed = packModFolder(dir, m_tmp.filePath(QStringLiteral("good.MOD")), PackOptions{}, progress);
        QVERIFY(packed.has_value());
        m_good = readAll(packed->outputPath);
        auto mod = openBytes(m_good);
        QVERIFY(mod.has_value());
        m_mod = std::move(mod).value();
        QVERIFY(m_mod->readEntry(recordIndex(*m_mod, kVictim)).has_value());
    }

    void headerAndManifestFixtures_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<int>("code");
        QTest::addColumn<qint64>("offset");
        const qint64 size = m_good.size();
        const qint64 manifest = m_mod->header().manifestOffset;
        const qint64 data = m_mod->header().dataOffset;
        const qint64 blockCountAt = manifest + 2 + 4 + 2 + 12 + 4; // version, hash, "MEDIA/", file count
        QTest::newRow("empty file") << QByteArray() << int(ErrorCode::Truncated) << qint64(0);
        QTest::newRow("truncated header") << m_good.left(10) << int(ErrorCode::Truncated) << qint64(4);
        QTest::newRow("cut inside strings") << m_good.left(40) << int(ErrorCode::Truncated) << qint64(12);
        QByteArray b = m_good;
        putU16(b, 0, 5);
        QTest::newRow("container version 5") << b << int(ErrorCode::BadMagic) << qint64(0);
        b = m_good;
        putU32(b, 16, quint32(size + 100));
        QTest::newRow("manifest past EOF") << b << int(ErrorCode::Truncated) << qint64(16);
        b = m_good;
        putU32(b, 12, quint32(size + 5));
        QTest::newRow("data past EOF") << b << int(ErrorCode::Truncated) << qint64(12);
        b = m_good;
        putU32(b, 12, quint32(data - 10));
        // The header's last fields (ids, hash, counts) now overrun the data section: the u64 at data - 12 fails.
        QTest::newRow("data inside header") << b << int(ErrorCode::Corrupt) << qint64(data - 12);
        b = m_good;
        putU16(b, data - 2, 0xFFFF);
        QTest::newRow("absurd removed-file count") << b << int(ErrorCode::Corrupt) << qint64(data - 2);
        b = m_good;
        putU16(b, manifest, 3);
        QTest::newRow("manifest version 3") << b << int(ErrorCode::Unsupported) << manifest;
        b = m_good;
        putU32(b, blockCountAt, 0x7FFFFFFF);
        QTest::newRow("absurd block count") << b << int(ErrorCode::Corrupt) << blockCountAt;
        b = m_good;
        putU32(b, blockCountAt + 4 + 2, 3'000'000); // block 0: empty name, then its record count (under the cap)
        QTest::newRow("absurd record count") << b << int(ErrorCode::Corrupt) << blockCountAt + 6;
        b = m_good;
        putU32(b, blockCountAt + 4 + 2, ModArchive::kMaxRecords + 1);
        QTest::newRow("record count over the cap") << b << int(ErrorCode::LimitExceeded) << blockCountAt + 6;
        QTest::newRow("manifest cut short") << m_good.left(size - 3) << int(ErrorCode::Truncated) << qint64(-2);
    }

    void headerAndManifestFixtures()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(int, code);
        QFETCH(qint64, offset);
        auto mod = openBytes(bytes);
        QVERIFY(!mod.has_value());
        QCOMPARE(int(mod.error().code), code);
        if (offset >= 0)
            QCOMPARE(mod.error().offset, offset);
        else
            QVERIFY(mod.error().offset > 0); // somewhere in the last record
        QVERIFY(!mod.error().message.isEmpty());
    }

    void blockFixtures_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<int>("code");
        QTest::addColumn<qint64>("offset");
        const BlockInfo block = victimBlock();
        const qint64 sizeAt = recordField(kVictim, "size");
        QByteArray b = m_good;
        b[block.payloadOffset()] = char(0xFF);
        b[block.payloadOffset() + 1] = char(0xFF);
        QTest::newRow("corrupt zlib") << b << int(ErrorCode::Corrupt) << block.payloadOffset();
        const auto declare = [&](quint32 size) {
            QByteArray d = m_good;
            putU32(d, sizeAt, size);
            putU32(d, block.headerOffset, size);
            return d;
        };
        QTest::newRow("stream shorter than declared")
            << declare(block.uncompressedSize + 1) << int(ErrorCode::Corrupt) << block.payloadOffset();
        QTest::newRow("huge declared size (cap)")
            << declare(0xFFFFFFF0u) << int(ErrorCode::LimitExceeded) << block.headerOffset;
        QTest::newRow("1 GiB from a few bytes")
            << declare(0x40000000u) << int(ErrorCode::Corrupt) << block.headerOffset;
        b = m_good;
        putU32(b, sizeAt, block.uncompressedSize + 1);
        QTest::newRow("manifest and block sizes differ") << b << int(ErrorCode::Corrupt) << block.headerOffset;
        b = m_good;
        putU32(b, recordField(kVictim, "offset"), quint32(m_mod->dataSectionSize() + 100));
        const ModRecord &r = m_mod->records()[std::size_t(recordIndex(*m_mod, kVictim))];
        QTest::newRow("block offset past data") << b << int(ErrorCode::Corrupt) << r.recordOffset;
        b = m_good;
        putU32(b, recordField(kVictim, "crc"), r.crc32 ^ 1u);
        QTest::newRow("crc mismatch") << b << int(ErrorCode::ChecksumMismatch) << r.recordOffset;
    }

    void blockFixtures()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(int, code);
        QFETCH(qint64, offset);
        const mwb::Error error = victimReadError(bytes);
        QCOMPARE(int(error.code), code);
        QCOMPARE(error.offset, offset);
        // verify reports the same problem, with the same offset, and does not accept the mod.
        auto mod = openBytes(bytes);
        QVERIFY(mod.has_value());
        mwb::SilentProgress progress;
        auto report = verifyMod(*mod.value(), progress);
        QVERIFY(report.has_value());
        QVERIFY(!report->gameAccepts());
        QVERIFY(std::any_of(report->problems.begin(), report->problems.end(), [&](const mwb::Error &e) {
            return int(e.code) == code && e.offset == offset;
        }));
    }

    void rollingHashMismatchIsReported()
    {
        QByteArray b = m_good;
        const qint64 at = m_mod->header().dataOffset + 4;
        putU32(b, at, m_mod->pakHeader().rollingHash ^ 0x100u);
        auto mod = openBytes(b);
        QVERIFY(mod.has_value()); // the container still reads
        mwb::SilentProgress progress;
        auto report = verifyMod(*mod.value(), progress);
        QVERIFY(report.has_value());
        QVERIFY(!report->gameAccepts());
        QCOMPARE(report->problems.size(), std::size_t(1));
        QCOMPARE(report->problems[0].code, ErrorCode::ChecksumMismatch);
        QCOMPARE(report->problems[0].offset, at);
        QVERIFY(report->problems[0].message.contains(QStringLiteral("refuse")));
        QCOMPARE(report->computedRollingHash, m_mod->pakHeader().rollingHash);
    }

    void cancelDuringPackLeavesNothing()
    {
        const QString dir = m_tmp.filePath(QStringLiteral("cancel/mod"));
        QVERIFY(writeFile(dir + QStringLiteral("/MOD.DAT"), writeModDat(sampleInfo())));
        for (int i = 0; i < 40; ++i)
            QVERIFY(writeFile(dir + QStringLiteral("/MEDIA/F%1.DAT").arg(i), unitDat(i, 256 * 1024)));
        const QString outDir = m_tmp.filePath(QStringLiteral("cancel/out"));
        const QString existing = outDir + QStringLiteral("/existing.MOD");
        QVERIFY(writeFile(existing, "previous output"));
        for (const QString &out : QStringList{existing, outDir + QStringLiteral("/fresh.MOD")}) {
            CancelAfterFirst progress;
            auto report = packModFolder(dir, out, PackOptions{}, progress);
            QVERIFY(!report.has_value());
            QCOMPARE(report.error().code, ErrorCode::Canceled);
            QCOMPARE(readAll(existing), QByteArray("previous output"));
            QCOMPARE(QDir(outDir).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot),
                QStringList{QStringLiteral("existing.MOD")});
        }
    }

    void cancelDuringExtractLeavesNothing()
    {
        const QString target = m_tmp.filePath(QStringLiteral("cancel/extract"));
        QVERIFY(writeFile(target + QStringLiteral("/MEDIA/UNITDATA.RAW"), "mine"));
        CancelAfterFirst progress;
        auto report = extractModFolder(*m_mod, target, progress);
        QVERIFY(!report.has_value());
        QCOMPARE(report.error().code, ErrorCode::Canceled);
        QCOMPARE(QDir(target).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot),
            QStringList{QStringLiteral("MEDIA")});
        QCOMPARE(readAll(target + QStringLiteral("/MEDIA/UNITDATA.RAW")), QByteArray("mine"));
    }

    void unsafePathsAreRefused_data()
    {
        QTest::addColumn<QString>("name");
        QTest::newRow("dot-dot") << QStringLiteral("../../../EVIL1.DAT");
        QTest::newRow("backslashes") << QStringLiteral("..\\..\\..\\EVIL1.DAT");
    }

    void unsafePathsAreRefused()
    {
        QFETCH(QString, name);
        const QString original = kLongName.mid(kLongName.lastIndexOf(QLatin1Char('/')) + 1);
        QCOMPARE(name.size(), original.size()); // same length: the manifest stays well-formed
        QByteArray b = m_good;
        const qint64 at = recordField(kLongName, "name");
        for (qsizetype i = 0; i < name.size(); ++i)
            putU16(b, at + 2 * i, name.at(i).unicode());
        auto mod = openBytes(b);
        QVERIFY(mod.has_value());
        const QString target = m_tmp.filePath(QStringLiteral("unsafe/a/b/c"));
        mwb::SilentProgress progress;
        const std::vector<int> all = matchRecords(*mod.value(), {QStringLiteral("*")});
        QCOMPARE(all.size(), std::size_t(4));
        auto report = extractRecords(*mod.value(), all, target, progress);
        QVERIFY(!report.has_value());
        QCOMPARE(report.error().code, ErrorCode::UnsafePath);
        QVERIFY(!QDir(target).exists());
        QVERIFY(!QFile::exists(m_tmp.filePath(QStringLiteral("unsafe/a/b/EVIL1.DAT"))));
    }

    void matchRecordsUsesWildcards()
    {
        QCOMPARE(matchRecords(*m_mod, {QStringLiteral("units/*/sword.dat")}).size(), std::size_t(1));
        QCOMPARE(matchRecords(*m_mod, {QStringLiteral("MEDIA/*.DAT")}).size(), std::size_t(2));
        QCOMPARE(matchRecords(*m_mod, {QStringLiteral("*.RA?"), QStringLiteral("*.jpg")}).size(), std::size_t(2));
        QCOMPARE(matchRecords(*m_mod, {QStringLiteral("nothing")}).size(), std::size_t(0));
    }
};

QTEST_GUILESS_MAIN(TestTl2ModRobustness)
#include "tst_tl2modrobustness.moc"
