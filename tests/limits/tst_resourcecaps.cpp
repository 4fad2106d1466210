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

std::optional<Error> readMpqEntry(const QByteArray &archiveBytes)
{
    auto archive = mpq::MpqArchive::open(ByteSource::fromBytes(archiveBytes, QStringLiteral("caps.mpq")));
    if (!archive)
        return archive.error();
    return errorOf((*archive)->readEntry(0));
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
        {"BINDAT file size", tl2dat::BindatFile::kMaxFileSize,
            [] {
                const QByteArray bytes(tl2dat::BindatFile::kMaxFileSize + 1, '\0');
                return errorOf(tl2dat::readBindat(bytes, QStringLiteral("x.DAT")));
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
        {"MPQ entry read into memory", mpq::limits::kMaxReadEntryBytes,
            [] {
                const QByteArray blob(16, 'x');
                return readMpqEntry(test::MpqFixtureBuilder::build(
                    {{"big", blob, quint32(mpq::limits::kMaxReadEntryBytes + 1), kMpqExists | kMpqCompress}}));
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
