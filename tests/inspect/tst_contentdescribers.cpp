// SPDX-License-Identifier: GPL-3.0-or-later
// describeContent(): exact offsets and values for PNG, DDS, BMP, TGA, WAV, .MPP and Mir2 .map; partial trees and the
// failing offset for truncated inputs; every truncation of every fixture stays within its bytes.
#include "MapFixtures.h"
#include "StructureTestUtil.h"
#include "mwb/core/ContentDescriber.h"
#include "mwb/formats/mir2map/MapFile.h"

#include <QRandomGenerator>
#include <QTest>
#include <QtEndian>

#include <zlib.h>

using mwb::ContentDescription;
using mwb::describeContent;
using mwb::ErrorCode;
using mwb::StructureNode;
using namespace Qt::StringLiterals;

namespace {

void put16(QByteArray &b, quint16 v)
{
    char bytes[2];
    qToLittleEndian(v, bytes);
    b.append(bytes, 2);
}

void put32(QByteArray &b, quint32 v)
{
    char bytes[4];
    qToLittleEndian(v, bytes);
    b.append(bytes, 4);
}

void put32be(QByteArray &b, quint32 v)
{
    char bytes[4];
    qToBigEndian(v, bytes);
    b.append(bytes, 4);
}

QByteArray pngChunk(const QByteArray &type, const QByteArray &data)
{
    QByteArray chunk;
    put32be(chunk, static_cast<quint32>(data.size()));
    const QByteArray covered = type + data;
    chunk += covered;
    put32be(chunk,
        static_cast<quint32>(
            crc32(0, reinterpret_cast<const Bytef *>(covered.constData()), static_cast<uInt>(covered.size()))));
    return chunk;
}

/// A 37 × 19 RGBA PNG header with an empty IDAT and IEND (pixels do not matter to the describer).
QByteArray png()
{
    QByteArray ihdr;
    put32be(ihdr, 37);
    put32be(ihdr, 19);
    ihdr += QByteArray("\x08\x06\x00\x00\x00", 5);
    return QByteArray("\x89PNG\r\n\x1A\n", 8) + pngChunk("IHDR", ihdr) + pngChunk("IDAT", "xyz") + pngChunk("IEND", {});
}

/// A DDS header: 64 × 32, 7 mips, FourCC `fourCC`, then `extra` (a DX10 header) and 32 bytes of surface.
QByteArray dds(const QByteArray &fourCC, const QByteArray &extra = {})
{
    QByteArray b("DDS ");
    put32(b, 124);
    put32(b, 0x1 | 0x2 | 0x4 | 0x1000 | 0x20000);
    put32(b, 32);
    put32(b, 64);
    put32(b, 1024);
    put32(b, 0);
    put32(b, 7);
    b += QByteArray(44, '\0');
    put32(b, 32);
    put32(b, 0x4);
    b += fourCC;
    for (int i = 0; i < 5; ++i)
        put32(b, 0);
    put32(b, 0x1000 | 0x8 | 0x400000);
    for (int i = 0; i < 4; ++i)
        put32(b, 0);
    return b + extra + QByteArray(32, '\x5A');
}

QByteArray dx10Header()
{
    QByteArray b;
    put32(b, 98); // BC7_UNORM
    put32(b, 3); // TEXTURE2D
    put32(b, 0);
    put32(b, 1);
    put32(b, 1); // straight alpha
    return b;
}

/// A 2 × 2, 24-bit BMP (rows padded to 8 bytes).
QByteArray bmp()
{
    QByteArray b("BM");
    put32(b, 14 + 40 + 16);
    put16(b, 0);
    put16(b, 0);
    put32(b, 54);
    put32(b, 40);
    put32(b, 2);
    put32(b, 2);
    put16(b, 1);
    put16(b, 24);
    put32(b, 0);
    put32(b, 16);
    put32(b, 2835);
    put32(b, 2835);
    put32(b, 0);
    put32(b, 0);
    return b + QByteArray(16, '\x7F');
}

/// A 2 × 1 true-colour TGA with a 3-byte image id and a TGA 2.0 footer.
QByteArray tga()
{
    QByteArray b;
    b += char(3);
    b += char(0);
    b += char(2);
    b += QByteArray(5, '\0');
    put16(b, 0);
    put16(b, 0);
    put16(b, 2);
    put16(b, 1);
    b += char(24);
    b += char(0x20);
    b += "abc";
    b += QByteArray(6, '\x11');
    put32(b, 0);
    put32(b, 0);
    return b + QByteArray("TRUEVISION-XFILE.\0", 18);
}

/// PCM 22050 Hz mono 16-bit: "fmt " (16 bytes), then a 5-byte "data" chunk with its pad byte.
QByteArray wav()
{
    QByteArray body("WAVE");
    body += "fmt ";
    put32(body, 16);
    put16(body, 1);
    put16(body, 1);
    put32(body, 22050);
    put32(body, 44100);
    put16(body, 2);
    put16(body, 16);
    body += "data";
    put32(body, 5);
    body += QByteArray("\x01\x02\x03\x04\x05\x00", 6);
    QByteArray b("RIFF");
    put32(b, static_cast<quint32>(body.size()));
    return b + body;
}

ContentDescription describe(const QString &path, const QByteArray &bytes)
{
    auto described = describeContent(path, bytes);
    if (!described)
        qWarning("%s", qPrintable(described.error().toString()));
    return described ? std::move(described).value() : ContentDescription{};
}

} // namespace

class TestContentDescribers : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void pngChunks();
    void pngCrcMismatch();
    void pngTruncated_data();
    void pngTruncated();
    void ddsHeader();
    void ddsDx10();
    void ddsTruncated_data();
    void ddsTruncated();
    void bmpHeaders();
    void bmpTruncated();
    void tgaHeaderAndFooter();
    void wavChunks();
    void wavTruncated();
    void mppHeaderAndLazyCells();
    void mppTruncated_data();
    void mppTruncated();
    void mir2MapEveryType();
    void mir2MapRefused();
    void unsupported();
    void magicBeforeExtension();
    void everyTruncationStaysInside();
    void noiseBehindEveryMagic();
};

void TestContentDescribers::pngChunks()
{
    const ContentDescription d = describe(u"UI/ICON.PNG"_s, png());
    QVERIFY(!d.error);
    QCOMPARE(d.root.size, qint64(png().size()));
    QCOMPARE(d.root.children.size(), std::size_t(4));
    MWB_CHECK_FIELD(d.root, "Signature", 0, 8, u"89 50 4E 47 0D 0A 1A 0A"_s);
    MWB_CHILD(ihdr, d.root, "IHDR");
    QCOMPARE(ihdr->offset, qint64(8));
    QCOMPARE(ihdr->size, qint64(25));
    MWB_CHECK_FIELD(*ihdr, "Length", 8, 4, u"13"_s);
    MWB_CHECK_FIELD(*ihdr, "Type", 12, 4, u"IHDR"_s);
    MWB_CHECK_FIELD(*ihdr, "Width", 16, 4, u"37"_s);
    MWB_CHECK_FIELD(*ihdr, "Height", 20, 4, u"19"_s);
    MWB_CHECK_FIELD(*ihdr, "Bit depth", 24, 1, u"8"_s);
    MWB_CHECK_FIELD(*ihdr, "Colour type", 25, 1, u"6 (RGBA)"_s);
    MWB_CHECK_FIELD(*ihdr, "Interlace method", 28, 1, u"0 (none)"_s);
    MWB_CHILD(crc, *ihdr, "CRC-32");
    QCOMPARE(crc->offset, qint64(29));
    QVERIFY2(crc->value.endsWith(u"(matches)"_s), qPrintable(crc->value));
    MWB_CHILD(idat, d.root, "IDAT");
    MWB_CHECK_FIELD(*idat, "Data", 41, 3, u"78 79 7A"_s);
    MWB_CHILD(iend, d.root, "IEND");
    QCOMPARE(iend->offset, qint64(48));
    QCOMPARE(iend->size, qint64(12));
}

void TestContentDescribers::pngCrcMismatch()
{
    QByteArray bytes = png();
    bytes[30] = static_cast<char>(bytes[30] ^ 0x01);
    const ContentDescription d = describe(u"x.png"_s, bytes);
    QVERIFY(!d.error);
    MWB_CHILD(ihdr, d.root, "IHDR");
    MWB_CHILD(crc, *ihdr, "CRC-32");
    QVERIFY2(crc->value.contains(u"mismatch: computed 0x"_s), qPrintable(crc->value));
}

void TestContentDescribers::pngTruncated_data()
{
    QTest::addColumn<int>("size");
    QTest::addColumn<qint64>("failsAt");
    QTest::addColumn<int>("ihdrFields");
    QTest::newRow("in length") << 10 << qint64(8) << 0;
    QTest::newRow("in width") << 18 << qint64(16) << 2;
    QTest::newRow("in interlace") << 28 << qint64(28) << 8;
    QTest::newRow("in crc") << 31 << qint64(29) << 9;
}

void TestContentDescribers::pngTruncated()
{
    QFETCH(int, size);
    QFETCH(qint64, failsAt);
    QFETCH(int, ihdrFields);
    const ContentDescription d = describe(u"x.png"_s, png().left(size));
    QVERIFY(d.error.has_value());
    QCOMPARE(d.error->code, ErrorCode::Truncated);
    QCOMPARE(d.error->offset, failsAt);
    QCOMPARE(d.error->path, u"x.png"_s);
    QCOMPARE(d.root.children.size(), std::size_t(2)); // the signature and the partial chunk
    QCOMPARE(int(d.root.children[1].children.size()), ihdrFields);
    QCOMPARE(d.root.children[1].offset + d.root.children[1].size, failsAt);
}

void TestContentDescribers::ddsHeader()
{
    const ContentDescription d = describe(u"T.DDS"_s, dds("DXT1"));
    QVERIFY(!d.error);
    MWB_CHECK_FIELD(d.root, "Magic", 0, 4, u"DDS "_s);
    MWB_CHILD(header, d.root, "Header (DDS_HEADER)");
    QCOMPARE(header->offset, qint64(4));
    QCOMPARE(header->size, qint64(124));
    MWB_CHECK_FIELD(*header, "Size", 4, 4, u"124"_s);
    MWB_CHECK_FIELD(*header, "Flags", 8, 4, u"0x00021007 (CAPS | HEIGHT | WIDTH | PIXELFORMAT | MIPMAPCOUNT)"_s);
    MWB_CHECK_FIELD(*header, "Height", 12, 4, u"32"_s);
    MWB_CHECK_FIELD(*header, "Width", 16, 4, u"64"_s);
    MWB_CHECK_FIELD(*header, "Mipmap count", 28, 4, u"7"_s);
    MWB_CHILD(pf, *header, "Pixel format (DDS_PIXELFORMAT)");
    QCOMPARE(pf->offset, qint64(76));
    QCOMPARE(pf->size, qint64(32));
    MWB_CHECK_FIELD(*pf, "Flags", 80, 4, u"0x00000004 (FOURCC)"_s);
    MWB_CHECK_FIELD(*pf, "FourCC", 84, 4, u"DXT1"_s);
    MWB_CHECK_FIELD(*header, "Caps", 108, 4, u"0x00401008 (COMPLEX | TEXTURE | MIPMAP)"_s);
    MWB_CHILD(surface, d.root, "Surface data");
    QCOMPARE(surface->offset, qint64(128));
    QCOMPARE(surface->size, qint64(32));
    QVERIFY(!mwb::test::childNamed(d.root, u"DX10 header (DDS_HEADER_DXT10)"_s));
}

void TestContentDescribers::ddsDx10()
{
    const ContentDescription d = describe(u"T.DDS"_s, dds("DX10", dx10Header()));
    QVERIFY(!d.error);
    MWB_CHILD(dx10, d.root, "DX10 header (DDS_HEADER_DXT10)");
    QCOMPARE(dx10->offset, qint64(128));
    QCOMPARE(dx10->size, qint64(20));
    MWB_CHECK_FIELD(*dx10, "DXGI format", 128, 4, u"98 (BC7_UNORM)"_s);
    MWB_CHECK_FIELD(*dx10, "Resource dimension", 132, 4, u"3 (TEXTURE2D)"_s);
    MWB_CHECK_FIELD(*dx10, "Array size", 140, 4, u"1"_s);
    MWB_CHECK_FIELD(*dx10, "Misc flags 2", 144, 4, u"0x00000001 (straight alpha)"_s);
    MWB_CHILD(surface, d.root, "Surface data");
    QCOMPARE(surface->offset, qint64(148));
}

void TestContentDescribers::ddsTruncated_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<qint64>("failsAt");
    QTest::newRow("magic only") << QByteArray("DDS ") << qint64(4);
    QTest::newRow("in reserved") << dds("DXT1").left(50) << qint64(32);
    QTest::newRow("in pixel format") << dds("DXT1").left(86) << qint64(84);
    QTest::newRow("in DX10 header") << dds("DX10", dx10Header()).left(142) << qint64(140);
}

void TestContentDescribers::ddsTruncated()
{
    QFETCH(QByteArray, bytes);
    QFETCH(qint64, failsAt);
    const ContentDescription d = describe(u"t.dds"_s, bytes);
    QVERIFY(d.error.has_value());
    QCOMPARE(d.error->code, ErrorCode::Truncated);
    QCOMPARE(d.error->offset, failsAt);
    MWB_CHECK_FIELD(d.root, "Magic", 0, 4, u"DDS "_s);
}

void TestContentDescribers::bmpHeaders()
{
    const ContentDescription d = describe(u"x.bin"_s, bmp());
    QVERIFY(!d.error);
    MWB_CHILD(file, d.root, "File header (BITMAPFILEHEADER)");
    QCOMPARE(file->size, qint64(14));
    MWB_CHECK_FIELD(*file, "Signature", 0, 2, u"BM"_s);
    MWB_CHECK_FIELD(*file, "File size", 2, 4, u"70"_s);
    MWB_CHECK_FIELD(*file, "Pixel data offset", 10, 4, u"54"_s);
    MWB_CHILD(dib, d.root, "DIB header");
    QCOMPARE(dib->offset, qint64(14));
    QCOMPARE(dib->size, qint64(40));
    MWB_CHECK_FIELD(*dib, "Width", 18, 4, u"2"_s);
    MWB_CHECK_FIELD(*dib, "Height", 22, 4, u"2 (bottom-up)"_s);
    MWB_CHECK_FIELD(*dib, "Bits per pixel", 28, 2, u"24"_s);
    MWB_CHECK_FIELD(*dib, "Compression", 30, 4, u"0 (BI_RGB)"_s);
    MWB_CHILD(pixels, d.root, "Pixel data");
    QCOMPARE(pixels->offset, qint64(54));
    QCOMPARE(pixels->size, qint64(16));
}

void TestContentDescribers::bmpTruncated()
{
    const ContentDescription d = describe(u"cut.bmp"_s, bmp().left(20));
    QVERIFY(d.error.has_value());
    QCOMPARE(d.error->code, ErrorCode::Truncated);
    QCOMPARE(d.error->offset, qint64(18));
    QByteArray pastEnd = bmp();
    qToLittleEndian<quint32>(4000, pastEnd.data() + 10);
    const ContentDescription past = describe(u"x.bmp"_s, pastEnd);
    QVERIFY(past.error.has_value());
    QCOMPARE(past.error->offset, qint64(10));
}

void TestContentDescribers::tgaHeaderAndFooter()
{
    const ContentDescription d = describe(u"UI/A.TGA"_s, tga());
    QVERIFY(!d.error);
    MWB_CHILD(header, d.root, "Header");
    QCOMPARE(header->size, qint64(18));
    MWB_CHECK_FIELD(*header, "Image type", 2, 1, u"2 (true-colour)"_s);
    MWB_CHECK_FIELD(*header, "Width", 12, 2, u"2"_s);
    MWB_CHECK_FIELD(*header, "Image descriptor", 17, 1, u"0x20 (0 alpha bits, origin top-left)"_s);
    MWB_CHECK_FIELD(d.root, "Image ID", 18, 3, u"61 62 63"_s);
    MWB_CHILD(pixels, d.root, "Image data");
    QCOMPARE(pixels->offset, qint64(21));
    QCOMPARE(pixels->size, qint64(6));
    MWB_CHILD(footer, d.root, "Footer (TGA 2.0)");
    QCOMPARE(footer->offset, qint64(27));
    MWB_CHECK_FIELD(*footer, "Signature", 35, 18, u"TRUEVISION-XFILE.\\x00"_s);
    QCOMPARE(describeContent(u"A.BIN"_s, tga()).error().code, ErrorCode::Unsupported);
}

void TestContentDescribers::wavChunks()
{
    const ContentDescription d = describe(u"SOUND/HIT.WAV"_s, wav());
    QVERIFY(!d.error);
    MWB_CHILD(riff, d.root, "RIFF header");
    MWB_CHECK_FIELD(*riff, "Chunk size", 4, 4, QString::number(wav().size() - 8));
    MWB_CHECK_FIELD(*riff, "Form type", 8, 4, u"WAVE"_s);
    MWB_CHILD(fmt, d.root, "fmt ");
    QCOMPARE(fmt->offset, qint64(12));
    QCOMPARE(fmt->size, qint64(24));
    MWB_CHECK_FIELD(*fmt, "Format tag", 20, 2, u"0x0001 (PCM)"_s);
    MWB_CHECK_FIELD(*fmt, "Sample rate", 24, 4, u"22050"_s);
    MWB_CHECK_FIELD(*fmt, "Bits per sample", 34, 2, u"16"_s);
    MWB_CHILD(data, d.root, "data");
    QCOMPARE(data->offset, qint64(36));
    QCOMPARE(data->size, qint64(14));
    MWB_CHECK_FIELD(*data, "Data", 44, 5, u"01 02 03 04 05"_s);
    MWB_CHECK_FIELD(*data, "Pad byte", 49, 1, u"0"_s);
}

void TestContentDescribers::wavTruncated()
{
    const ContentDescription d = describe(u"x.wav"_s, wav().left(30));
    QVERIFY(d.error.has_value());
    QCOMPARE(d.error->code, ErrorCode::Truncated);
    QCOMPARE(d.error->offset, qint64(28));
    MWB_CHILD(fmt, d.root, "fmt ");
    MWB_CHECK_FIELD(*fmt, "Sample rate", 24, 4, u"22050"_s);
    const ContentDescription cutData = describe(u"x.wav"_s, wav().left(46));
    QVERIFY(cutData.error.has_value());
    QCOMPARE(cutData.error->offset, qint64(44));
}

void TestContentDescribers::mppHeaderAndLazyCells()
{
    const QByteArray bytes = mwb::test::makeMpp(5, 3);
    const ContentDescription d = describe(u"MEDIA/LEVELS/A.MPP"_s, bytes);
    QVERIFY(!d.error);
    MWB_CHILD(header, d.root, "Header");
    QCOMPARE(header->size, qint64(24));
    MWB_CHECK_FIELD(*header, "Grid width (x)", 0, 4, u"5"_s);
    MWB_CHECK_FIELD(*header, "Grid height (z)", 4, 4, u"3"_s);
    MWB_CHECK_FIELD(*header, "Origin z", 12, 4, u"12.5"_s);
    MWB_CHECK_FIELD(*header, "Extent x", 16, 4, u"2"_s);
    MWB_CHILD(cells, d.root, "Cells (5 × 3, row-major)");
    QCOMPARE(cells->offset, qint64(24));
    QCOMPARE(cells->size, qint64(15));
    QCOMPARE(cells->lazyCount, 3);
    QVERIFY(cells->children.empty());
    QCOMPARE(cells->value, u"6 walkable, 4 blocked, 4 outside, 1 other"_s);
    const StructureNode row1 = cells->makeChild(1);
    QCOMPARE(row1.offset, qint64(29));
    QCOMPARE(row1.lazyCount, 5);
    const StructureNode cell = row1.makeChild(0);
    QCOMPARE(cell.name, u"(0, 1)"_s);
    QCOMPARE(cell.offset, qint64(29));
    QCOMPARE(cell.size, qint64(1));
    QCOMPARE(cell.value, u"1 (blocked)"_s);
    QCOMPARE(row1.makeChild(1).value, u"255 (outside)"_s);
    QCOMPARE(cells->makeChild(0).makeChild(0).value, u"7 (unusual value)"_s);
}

void TestContentDescribers::mppTruncated_data()
{
    QTest::addColumn<int>("size");
    QTest::addColumn<qint64>("failsAt");
    QTest::addColumn<ErrorCode>("code");
    QTest::newRow("in the header") << 22 << qint64(20) << ErrorCode::Truncated;
    QTest::newRow("in the cells") << 30 << qint64(30) << ErrorCode::Truncated;
}

void TestContentDescribers::mppTruncated()
{
    QFETCH(int, size);
    QFETCH(qint64, failsAt);
    QFETCH(ErrorCode, code);
    const ContentDescription d = describe(u"a.mpp"_s, mwb::test::makeMpp(5, 3).left(size));
    QVERIFY(d.error.has_value());
    QCOMPARE(d.error->code, code);
    QCOMPARE(d.error->offset, failsAt);
    MWB_CHILD(header, d.root, "Header");
    MWB_CHECK_FIELD(*header, "Grid width (x)", 0, 4, u"5"_s);
}

void TestContentDescribers::mir2MapEveryType()
{
    using mwb::formats::mir2map::MapFile;
    using mwb::formats::mir2map::MapLayout;
    for (const mwb::test::MapFixture &fixture : mwb::test::allMapFixtures()) {
        const QString path = fixture.name + u".map"_s;
        const ContentDescription d = describe(path, fixture.bytes);
        QVERIFY2(!d.error, qPrintable(fixture.name));
        auto map = MapFile::fromBytes(fixture.bytes, path);
        QVERIFY(map.has_value());
        const MapLayout &layout = MapLayout::of(fixture.type);
        MWB_CHILD(detection, d.root, "Detection");
        QCOMPARE(detection->value, MapLayout::describe(fixture.type));
        MWB_CHILD(header, d.root, "Header");
        QCOMPARE(header->size, layout.headerSize);
        qint64 covered = 0;
        for (const StructureNode &field : header->children) {
            QCOMPARE(field.offset, covered); // fields and reserved runs tile the header
            covered += field.size;
        }
        QCOMPARE(covered, layout.headerSize);
        const StructureNode *cells = nullptr;
        for (const StructureNode &child : d.root.children) {
            if (child.name.startsWith(u"Cells"_s))
                cells = &child;
        }
        QVERIFY(cells);
        QCOMPARE(cells->lazyCount, fixture.width);
        QCOMPARE(cells->offset, map->cellOffset(0, 0));
        QCOMPARE(cells->size, qint64(fixture.width) * fixture.height * layout.cellSize);
        const StructureNode column = cells->makeChild(1);
        QCOMPARE(column.lazyCount, fixture.height);
        QCOMPARE(column.offset, map->cellOffset(1, 0));
        const StructureNode door = column.makeChild(1);
        QCOMPARE(door.offset, map->cellOffset(1, 1));
        QCOMPARE(door.size, layout.cellSize);
        QVERIFY2(door.value.contains(u"door 5"_s), qPrintable(fixture.name + door.value));
        MWB_CHECK_FIELD(door, "Door index", map->cellOffset(1, 1) + layout.doorOffset, 1, u"133"_s);
    }
}

void TestContentDescribers::mir2MapRefused()
{
    for (const mwb::test::HostileFixture &fixture : mwb::test::hostileFixtures()) {
        auto described = describeContent(fixture.name + u".map"_s, fixture.bytes);
        QVERIFY(described.has_value());
        QVERIFY2(described->error.has_value(), qPrintable(fixture.name));
        QCOMPARE(int(described->error->code), fixture.expectedCode);
        QVERIFY(mwb::test::childNamed(described->root, u"Detection"_s));
    }
}

void TestContentDescribers::unsupported()
{
    QByteArray junk;
    for (int i = 0; i < 256; ++i)
        junk.append(char(i));
    auto described = describeContent(u"MEDIA/DATA.BIN"_s, junk);
    QVERIFY(!described.has_value());
    QCOMPARE(described.error().code, ErrorCode::Unsupported);
    QCOMPARE(described.error().path, u"MEDIA/DATA.BIN"_s);
    // Text is a kind of its own: its structure names it. An empty file is empty text (a new file to write in).
    QCOMPARE(describeContent(u"MEDIA/NOTES.TXT"_s, "hello world")->root.name, u"Text"_s);
    const auto empty = describeContent(u"empty"_s, {});
    QVERIFY(empty.has_value());
    QCOMPARE(empty->root.name, u"Text"_s);
}

void TestContentDescribers::magicBeforeExtension()
{
    const ContentDescription asTga = describe(u"misnamed.tga"_s, png());
    QCOMPARE(asTga.root.name, u"PNG image"_s);
    const ContentDescription asMpp = describe(u"misnamed.MPP"_s, wav());
    QCOMPARE(asMpp.root.name, u"WAVE audio"_s);
}

void TestContentDescribers::everyTruncationStaysInside()
{
    const std::vector<std::pair<QString, QByteArray>> inputs{{u"a.png"_s, png()},
        {u"a.dds"_s, dds("DX10", dx10Header())}, {u"a.bmp"_s, bmp()}, {u"a.tga"_s, tga()}, {u"a.wav"_s, wav()},
        {u"a.mpp"_s, mwb::test::makeMpp(4, 4)},
        {u"a.map"_s, mwb::test::makeMap(mwb::formats::mir2map::MapType::Map2010, 3, 2).bytes}};
    for (const auto &[path, whole] : inputs) {
        for (qsizetype size = 0; size <= whole.size(); ++size) {
            const QByteArray bytes = whole.left(size);
            auto described = describeContent(path, bytes);
            if (!described)
                continue; // too short to be recognised at all
            bool inside = true;
            mwb::test::walk(described->root, [&](const StructureNode &node) {
                inside = inside && (node.offset < 0 || node.offset + node.size <= size);
                return node.lazyCount < 64; // the big lazy lists were checked above
            });
            QVERIFY2(inside, qPrintable(path + u" cut to "_s + QString::number(size)));
            if (described->error)
                QVERIFY(described->error->offset >= 0 && described->error->offset <= size);
        }
    }
}

void TestContentDescribers::noiseBehindEveryMagic()
{
    QRandomGenerator rng(20261202);
    const std::vector<std::pair<QString, QByteArray>> prefixes{{u"n.png"_s, QByteArray("\x89PNG\r\n\x1A\n", 8)},
        {u"n.dds"_s, "DDS "}, {u"n.bmp"_s, "BM"}, {u"n.wav"_s, QByteArray("RIFF\xFF\xFF\xFF\x7FWAVE", 12)},
        {u"n.tga"_s, QByteArray("\0\0\x02", 3)}, {u"n.mpp"_s, {}}, {u"n.map"_s, {}}};
    for (int round = 0; round < 200; ++round) {
        QByteArray noise(rng.bounded(1, 600), Qt::Uninitialized);
        for (char &c : noise)
            c = static_cast<char>(rng.bounded(256));
        for (const auto &[path, prefix] : prefixes) {
            const QByteArray bytes = prefix + noise;
            auto described = describeContent(path, bytes);
            if (!described)
                continue;
            bool inside = true;
            mwb::test::walk(described->root, [&](const StructureNode &node) {
                inside = inside && (node.offset < 0 || node.offset + node.size <= bytes.size());
                return node.lazyCount < 64;
            });
            QVERIFY2(inside, qPrintable(path));
            if (described->error)
                QVERIFY(described->error->offset <= bytes.size());
        }
    }
}

QTEST_GUILESS_MAIN(TestContentDescribers)
#include "tst_contentdescribers.moc"
