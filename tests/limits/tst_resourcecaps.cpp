// SPDX-License-Identifier: GPL-3.0-or-later
// One table of every codec's hard caps: for each, a crafted input just over the cap must fail with LimitExceeded
// and a message that names the cap, before anything of the declared size is allocated.
#include "BlpFixtures.h"
#include "DdsFixtures.h"
#include "LittleEndianWriter.h"
#include "MapFixtures.h"
#include "MpqFixtureBuilder.h"
#include "mwb/core/ByteSource.h"
#include "mwb/formats/blp/BlpTexture.h"
#include "mwb/formats/dbc/DbcTable.h"
#include "mwb/formats/dds/DdsImage.h"
#include "mwb/formats/grid/GridFileIo.h"
#include "mwb/formats/mir2map/MapDetector.h"
#include "mwb/formats/mir2map/MapFile.h"
#include "mwb/formats/mpq/MpqArchive.h"
#include "mwb/formats/mpq/MpqLimits.h"
#include "mwb/formats/tl2dat/Bindat.h"
#include "mwb/formats/tl2dat/DatDocument.h"
#include "mwb/formats/tl2layout/BinLayout.h"
#include "mwb/formats/tl2mod/ModArchive.h"
#include "mwb/formats/tl2mpp/MppFile.h"
#include "mwb/formats/tl2raw/RawFile.h"

#include <QTemporaryDir>
#include <QTest>
#include <QtEndian>

#include <functional>

using namespace mwb;
using namespace mwb::formats;

namespace {

class Bytes : public test::LittleEndianWriter<Bytes>
{
};

/// A codec's cap and the crafted input just over it; `run` returns the error the codec gave (none: accepted).
struct Cap
{
    const char *name;
    qint64 cap;
    std::function<std::optional<Error>()> run;
};

template<typename T>
std::optional<Error> errorOf(const Result<T> &result)
{
    return result ? std::nullopt : std::optional<Error>(result.error());
}

QByteArray mppOf(qint32 width, qint32 height)
{
    QByteArray bytes = test::makeMpp(8, 8);
    qToLittleEndian<qint32>(width, bytes.data());
    qToLittleEndian<qint32>(height, bytes.data() + 4);
    return bytes;
}

QByteArray dbcHeader(quint32 records, quint32 fields, quint32 recordSize)
{
    return Bytes().raw(QByteArray("WDBC")).u32(records).u32(fields).u32(recordSize).u32(1).u8(0).bytes();
}

enum class MpqRead { Whole, Streamed };

/// Opens the archive and reads its entry "big" whole (readEntry()) or through the streaming reader (extraction's).
std::optional<Error> readBigMpqEntry(const QByteArray &archiveBytes, MpqRead how)
{
    auto archive = mpq::MpqArchive::open(ByteSource::fromBytes(archiveBytes, QStringLiteral("caps.mpq")));
    if (!archive)
        return archive.error();
    const std::optional<int> big = (*archive)->findEntry(QStringLiteral("big"));
    if (!big)
        return Error{ErrorCode::InvalidInput, QStringLiteral("fixture without \"big\""), QStringLiteral("caps.mpq")};
    if (how == MpqRead::Whole)
        return errorOf((*archive)->readEntry(*big));
    return errorOf((*archive)->readEntryStreamed(*big, [](QByteArrayView) { return Result<void>(); }));
}

/// A v2 MPQ whose block table declares `entries` entries (the file holds one): read as a compressed table.
QByteArray mpqDeclaringBlockEntries(quint32 entries)
{
    constexpr int kBlockEntriesField = 28;
    QByteArray bytes = test::MpqFixtureBuilder::build({}, 2);
    qToLittleEndian<quint32>(entries, bytes.data() + kBlockEntriesField);
    return bytes;
}

/// A TL2 .MOD with one block whose header and record declare `declaredSize` bytes (2 compressed bytes follow), and a
/// manifest whose only directory block declares `records` records (one is written).
QByteArray modDeclaring(quint32 declaredSize, quint32 records)
{
    constexpr quint32 kDataOffset = 54; // the fixed header, five empty strings, ids, flags, two empty lists
    const QByteArray data = Bytes().u32(0).u32(0).u32(declaredSize).u32(2).u16(0).bytes(); // PAK header, block
    Bytes mod;
    mod.u16(4).u16(1).u64(0).u32(kDataOffset).u32(kDataOffset + quint32(data.size()));
    for (int i = 0; i < 5; ++i)
        mod.shortString({});
    mod.u64(0).u32(0).u64(0).u16(0).u16(0);
    mod.raw(data);
    mod.u16(2).u32(0).shortString({}).u32(1).u32(1); // manifest version, hash, root, file count, one block
    mod.shortString({}).u32(records);
    mod.u32(0).u8(0).shortString(u"BIG.DAT").u32(8).u32(declaredSize).u64(0); // crc, type, name, offset, size, time
    return mod;
}

std::optional<Error> readModEntry(const QByteArray &modBytes)
{
    auto mod = tl2mod::ModArchive::open(ByteSource::fromBytes(modBytes, QStringLiteral("caps.MOD")));
    if (!mod)
        return mod.error();
    return errorOf((*mod)->readEntry(0));
}

/// BINDAT nodes nested `depth` deep, each with one child except the last.
QByteArray nestedBindat(int depth)
{
    Bytes bytes;
    bytes.u32(2).u32(0); // version, no strings
    for (int i = 0; i < depth; ++i)
        bytes.u32(quint32(i)).u32(0).u32(i + 1 < depth ? 1 : 0); // name hash, no properties, children
    return bytes;
}

/// BINLAYOUT objects nested `depth` deep, each with one child except the last.
QByteArray nestedLayout(int depth)
{
    Bytes bytes;
    bytes.u8(tl2layout::BinLayout::kMagic).u8(4).u32(0).u16(1); // magic, flag, no datagroup, one top-level object
    for (int i = 0; i < depth; ++i) // block size, descriptor, id, name, no properties, no extra, children
        bytes.u32(0).u8(1).i64(i).shortString({}).u8(0).u32(0).u16(i + 1 < depth ? 1 : 0);
    return bytes;
}

std::optional<Error> gridFileOver(qint64 maxBytes)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("over.bin"));
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || !file.resize(maxBytes + 1))
        return Error{ErrorCode::Io, QStringLiteral("fixture"), path};
    file.close();
    return errorOf(grid::GridFileIo::readAll(path, maxBytes));
}

QByteArray nestedDat(int depth)
{
    QByteArray text;
    for (int i = 0; i < depth; ++i)
        text += "[A]\n";
    for (int i = 0; i < depth; ++i)
        text += "[/A]\n";
    return text;
}

constexpr quint32 kMpqExists = 0x80000000u;
constexpr quint32 kMpqCompress = 0x00000200u;
constexpr quint32 kMpqSingleUnit = 0x01000000u;

const std::vector<Cap> &caps()
{
    static const std::vector<Cap> all = {
        {"MPP grid side", tl2mpp::MppFile::kMaxDimension,
            [] { return errorOf(tl2mpp::MppFile::fromBytes(mppOf(tl2mpp::MppFile::kMaxDimension + 1, 1))); }},
        {"Mir map side", mir2map::MapDetector::kMaxDimension,
            [] {
                QByteArray bytes = test::makeMap(mir2map::MapType::Wemade, 7, 6).bytes;
                qToLittleEndian<quint16>(quint16(mir2map::MapDetector::kMaxDimension + 1), bytes.data());
                return errorOf(mir2map::MapFile::fromBytes(bytes));
            }},
        {"Mir map file size", mir2map::MapFile::kMaxFileSize,
            [] { return gridFileOver(mir2map::MapFile::kMaxFileSize); }},
        {"DDS side", dds::DdsImage::kMaxSide,
            [] {
                test::DdsFixture fixture;
                fixture.fourCc = "DXT1";
                fixture.width = dds::DdsImage::kMaxSide + 1;
                return errorOf(dds::DdsImage::decode(fixture.bytes({})));
            }},
        {"BLP side", blp::BlpTexture::kMaxSide,
            [] {
                test::BlpFixture fixture;
                fixture.height = blp::BlpTexture::kMaxSide + 1;
                fixture.levels = {QByteArray(16, '\0')};
                return errorOf(blp::decodeBlp(fixture.bytes()));
            }},
        {"DBC records", dbc::DbcTable::kMaxRecords,
            [] { return errorOf(dbc::DbcTable::parse(dbcHeader(dbc::DbcTable::kMaxRecords + 1, 1, 4))); }},
        {"DBC fields", dbc::DbcTable::kMaxFields,
            [] { return errorOf(dbc::DbcTable::parse(dbcHeader(1, dbc::DbcTable::kMaxFields + 1, 4))); }},
        {"DBC record size", dbc::DbcTable::kMaxRecordSize,
            [] { return errorOf(dbc::DbcTable::parse(dbcHeader(1, 1, dbc::DbcTable::kMaxRecordSize + 1))); }},
        {"TL2 MOD records", tl2mod::ModArchive::kMaxRecords,
            [] { return readModEntry(modDeclaring(16, tl2mod::ModArchive::kMaxRecords + 1)); }},
        {"TL2 MOD entry size", tl2mod::ModArchive::kMaxEntrySize,
            [] { return readModEntry(modDeclaring(quint32(tl2mod::ModArchive::kMaxEntrySize + 1), 1)); }},
        {"BINDAT file size", tl2dat::BindatFile::kMaxFileSize,
            [] {
                const QByteArray bytes(tl2dat::BindatFile::kMaxFileSize + 1, '\0');
                return errorOf(tl2dat::readBindat(bytes, QStringLiteral("x.DAT")));
            }},
        {"BINDAT nesting", tl2dat::BindatFile::kMaxDepth,
            [] {
                return errorOf(
                    tl2dat::readBindat(nestedBindat(tl2dat::BindatFile::kMaxDepth + 1), QStringLiteral("x.DAT")));
            }},
        {"DAT nesting", tl2dat::DatDocument::kMaxDepth,
            [] {
                return errorOf(
                    tl2dat::DatDocument::parse(nestedDat(tl2dat::DatDocument::kMaxDepth + 1), QStringLiteral("x.DAT")));
            }},
        {"RAW records", tl2raw::RawFile::kMaxRecords,
            [] {
                const QByteArray bytes = Bytes().u32(quint32(tl2raw::RawFile::kMaxRecords + 1)).bytes();
                return errorOf(tl2raw::RawFile::parse(tl2raw::RawKind::UnitData, bytes));
            }},
        {"RAW file size", tl2raw::RawFile::kMaxFileSize, [] { return gridFileOver(tl2raw::RawFile::kMaxFileSize); }},
        {"BINLAYOUT file size", tl2layout::BinLayout::kMaxFileSize,
            [] { return gridFileOver(tl2layout::BinLayout::kMaxFileSize); }},
        {"BINLAYOUT nesting", tl2layout::BinLayout::kMaxDepth,
            [] {
                return errorOf(tl2layout::BinLayout::parse(nestedLayout(tl2layout::BinLayout::kMaxDepth + 1)));
            }},
        {"MPQ entry read into memory", mpq::limits::kMaxReadEntryBytes,
            [] {
                const QByteArray blob(16, 'x');
                return readBigMpqEntry(test::MpqFixtureBuilder::build({{"big", blob,
                                           quint32(mpq::limits::kMaxReadEntryBytes + 1), kMpqExists | kMpqCompress}}),
                    MpqRead::Whole);
            }},
        {"MPQ single-unit entry", mpq::limits::kMaxSingleUnitBytes,
            [] {
                const QByteArray blob(16, 'x');
                return readBigMpqEntry(test::MpqFixtureBuilder::build({{"big", blob,
                                           quint32(mpq::limits::kMaxSingleUnitBytes + 1),
                                           kMpqExists | kMpqCompress | kMpqSingleUnit}}),
                    MpqRead::Streamed);
            }},
        {"MPQ table", mpq::limits::kMaxTableBytes,
            [] {
                const auto entries = quint32(mpq::limits::kMaxTableBytes / 16 + 1);
                return errorOf(mpq::MpqArchive::open(
                    ByteSource::fromBytes(mpqDeclaringBlockEntries(entries), QStringLiteral("caps.mpq"))));
            }},
    };
    return all;
}

} // namespace

class TestResourceCaps : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void justOverTheCap_data()
    {
        QTest::addColumn<int>("row");
        for (std::size_t i = 0; i < caps().size(); ++i)
            QTest::newRow(caps()[i].name) << int(i);
    }

    void justOverTheCap()
    {
        QFETCH(int, row);
        const Cap &cap = caps()[static_cast<std::size_t>(row)];
        const std::optional<Error> error = cap.run();
        QVERIFY2(error, "accepted");
        QVERIFY2(error->code == ErrorCode::LimitExceeded, qPrintable(error->toString()));
        QVERIFY2(error->message.contains(QString::number(cap.cap)), qPrintable(error->toString()));
    }
};

QTEST_GUILESS_MAIN(TestResourceCaps)

#include "tst_resourcecaps.moc"
