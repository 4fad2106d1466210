// SPDX-License-Identifier: GPL-3.0-or-later
// The content registry: kinds chosen by content first and by name second, text decoding, Torchlight 2 DATs as text
// (compiled ones decompiled, text ones kept in their storage, edits encoded back and compiled first), images and
// textures decoded (or their problem named), grids parsed, and invariants every row of the registry keeps on its own
// sample and on cut copies of it.
#include "DatEditFixtures.h"
#include "DdsFixtures.h"
#include "MapFixtures.h"
#include "WowFixtures.h"
#include "mwb/core/content/ContentRegistry.h"
#include "mwb/core/content/ImageContent.h"
#include "mwb/core/content/TextContent.h"
#include "mwb/core/text/TextDecoding.h"
#include "mwb/formats/dbc/DbcContent.h"
#include "mwb/formats/grid/GridContent.h"
#include "mwb/formats/tl2dat/DatCompiler.h"
#include "mwb/formats/tl2dat/DatContent.h"
#include "mwb/formats/tl2dat/DatDecompiler.h"
#include "mwb/formats/tl2dat/NameDictionary.h"
#include "mwb/formats/tl2raw/RawFile.h"

#include <QTest>

using namespace mwb;
using mwb::formats::tl2dat::DatContent;
using mwb::formats::tl2dat::DatEncoding;
using mwb::test::sampleDatText;
using mwb::test::utf16Le;
using mwb::test::withCrLf;

namespace {

const QString kChinese = QStringLiteral("[MOD]\r\n<STRING>NAME:演示模组\r\n[/MOD]\r\n");

QByteArray compiledSample()
{
    auto bytes = formats::tl2dat::compileDatText(utf16Le(sampleDatText(), true), QStringLiteral("SAMPLE.DAT"));
    return bytes ? *bytes : QByteArray();
}

QString decompiled(const QByteArray &bindat)
{
    auto document = formats::tl2dat::decompileBindat(
        bindat, formats::tl2dat::NameDictionary::builtin(), QStringLiteral("X.DAT"));
    return document ? document->toText().replace(QLatin1String("\r\n"), QLatin1String("\n")) : QString();
}

/// A small PNG, written by hand (core has no image writer for tests to lean on): 1×1, RGBA.
QByteArray tinyPng()
{
    return QByteArray::fromHex("89504e470d0a1a0a0000000d4948445200000001000000010806000000"
                               "1f15c4890000000d4944415478da63f8cfc0f01f0005000201a1d6ba5e0000000049454e44ae426082");
}

/// An uncompressed 24-bit TGA, 2 × 1, red then blue.
QByteArray tinyTga()
{
    QByteArray bytes(18, '\0');
    bytes[2] = 2;
    bytes[12] = 2;
    bytes[14] = 1;
    bytes[16] = 24;
    bytes[17] = 0x20;
    return bytes + QByteArray::fromHex("0000ffff0000");
}

QByteArray binaryJunk()
{
    QByteArray bytes;
    for (int i = 0; i < 512; ++i)
        bytes.append(char((i * 37) % 256));
    return bytes;
}

/// A sample of every kind, named as it would be: the registry-driven invariants run on these and on cut copies.
std::vector<std::pair<QString, QByteArray>> samples()
{
    test::DdsFixture dds;
    dds.fourCc = "DXT1";
    return {
        {QStringLiteral("T.DDS"), dds.bytes(QByteArray(8, '\0'))},
        {QStringLiteral("X.blp"), test::patternBlp(8, 4)},
        {QStringLiteral("SpellIcon.dbc"), test::spellIconDbc({{1, "a"}, {2, "b"}})},
        {QStringLiteral("I.PNG"), tinyPng()},
        {QStringLiteral("P.JPG"), QByteArray::fromHex("ffd8ffe000104a46494600010100000100010000ffc0000b080002000301011100ffd9")},
        {QStringLiteral("A.GIF"), QByteArrayLiteral("GIF89a\x02\x00\x01\x00\x00\x00\x00;")},
        {QStringLiteral("W.WEBP"), QByteArrayLiteral("RIFF\x0c\x00\x00\x00WEBPVP8 ")},
        {QStringLiteral("B.BMP"), QByteArray::fromHex("424d3a0000000000000036000000280000000100000001000000010018000000"
                                                      "00000400000000000000000000000000000000000000ff0000")},
        {QStringLiteral("S.WAV"), QByteArrayLiteral("RIFF\x24\x00\x00\x00WAVEfmt \x10\x00\x00\x00\x01\x00\x01\x00"
                                                    "\x44\xac\x00\x00\x88\x58\x01\x00\x02\x00\x10\x00data\x00\x00\x00\x00")},
        {QStringLiteral("ICON.TGA"), tinyTga()},
        {QStringLiteral("UNITS/A.DAT"), compiledSample()},
        {QStringLiteral("A/B.MPP"), test::makeMpp(12, 9)},
        {QStringLiteral("0.map"), test::makeMap(formats::mir2map::MapType::Wemade, 7, 6).bytes},
        {QStringLiteral("MEDIA/UNITDATA.RAW"),
            formats::tl2raw::RawFile::empty(formats::tl2raw::RawKind::UnitData).serialize().value()},
        {QStringLiteral("LEVEL.LAYOUT"), QByteArray("\x0b\x01\x00\x00\x00\x00\x00\x00\x00", 9)},
        {QStringLiteral("NOTES.TXT"), QByteArrayLiteral("plain notes\n")},
        {QStringLiteral("X.BIN"), binaryJunk()},
    };
}

} // namespace

class TestContentRegistry : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void everyKindIsNamedOnceAndHexIsLast()
    {
        QStringList ids;
        for (const content::Kind &kind : content::kinds()) {
            QVERIFY(kind.probe && kind.parse);
            QVERIFY(!kind.displayName().isEmpty());
            ids << QLatin1String(kind.id);
        }
        QCOMPARE(ids.removeDuplicates(), 0);
        QCOMPARE(ids.constLast(), QStringLiteral("hex"));
        QVERIFY(content::fileExtensions().contains(QStringLiteral("dbc")));
        QVERIFY(content::fileExtensions().contains(QStringLiteral("template")));
    }

    void kindByContentThenName_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("kind");
        QTest::addColumn<int>("view");
        test::DdsFixture dds;
        dds.fourCc = "DXT1";
        QTest::newRow("PNG named .DAT") << QStringLiteral("MEDIA/ODD.DAT") << tinyPng() << QStringLiteral("png")
                                        << int(content::View::Image);
        QTest::newRow("DDS") << QStringLiteral("MEDIA/T.DDS") << dds.bytes(QByteArray(8, '\0')) << QStringLiteral("dds")
                             << int(content::View::Image);
        QTest::newRow("TGA by name") << QStringLiteral("ICON.TGA") << tinyTga() << QStringLiteral("tga")
                                     << int(content::View::Image);
        QTest::newRow("TGA bytes without the name") << QStringLiteral("ICON.BIN") << tinyTga()
                                                    << QStringLiteral("hex") << int(content::View::Hex);
        QTest::newRow("MPP") << QStringLiteral("A/B.MPP") << test::makeMpp(12, 9) << QStringLiteral("mpp")
                             << int(content::View::Grid);
        QTest::newRow("Mir map") << QStringLiteral("0.map")
                                 << test::makeMap(formats::mir2map::MapType::Wemade, 7, 6).bytes
                                 << QStringLiteral("mir2map") << int(content::View::Grid);
        QTest::newRow("MPP whose header does not fit") << QStringLiteral("A/B.MPP") << QByteArray(30, '\0')
                                                       << QStringLiteral("mpp") << int(content::View::Hex);
        QTest::newRow("text DAT") << QStringLiteral("MOD.DAT") << utf16Le(kChinese, true) << QStringLiteral("tl2dat")
                                  << int(content::View::Text);
        QTest::newRow("compiled DAT") << QStringLiteral("UNITS/A.DAT") << compiledSample() << QStringLiteral("tl2dat")
                                      << int(content::View::Text);
        QTest::newRow("junk named .DAT") << QStringLiteral("UNITS/A.DAT") << binaryJunk() << QStringLiteral("hex")
                                         << int(content::View::Hex);
        QTest::newRow("WDBC") << QStringLiteral("Map.dbc") << test::spellIconDbc({{1, "a"}}) << QStringLiteral("dbc")
                              << int(content::View::Table);
        QTest::newRow("text") << QStringLiteral("NOTES.TXT") << QByteArray("plain notes\n") << QStringLiteral("text")
                              << int(content::View::Text);
        QTest::newRow("text named .DDS") << QStringLiteral("FAKE.DDS") << QByteArray("hello") << QStringLiteral("hex")
                                         << int(content::View::Hex);
        QTest::newRow("unknown binary") << QStringLiteral("X.BIN") << binaryJunk() << QStringLiteral("hex")
                                        << int(content::View::Hex);
    }

    void kindByContentThenName()
    {
        QFETCH(QString, path);
        QFETCH(QByteArray, bytes);
        QFETCH(QString, kind);
        QFETCH(int, view);
        QCOMPARE(QLatin1String(content::recognize(path, bytes).id), kind);
        const auto parsed = content::parse(path, bytes);
        QCOMPARE(QLatin1String(parsed->kind().id), kind);
        QCOMPARE(int(parsed->view()), view);
        QCOMPARE(parsed->bytes(), bytes);
        QCOMPARE(parsed->path(), path);
    }

    void decodesByBom_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("encoding");
        QTest::newRow("UTF-16LE BOM") << utf16Le(kChinese, true) << QStringLiteral("UTF-16LE (BOM)");
        QTest::newRow("UTF-16LE no BOM") << utf16Le(kChinese, false) << QStringLiteral("UTF-16LE");
        QByteArray be("\xFE\xFF", 2);
        for (const QChar c : kChinese)
            be.append(char(c.unicode() >> 8)).append(char(c.unicode() & 0xFF));
        QTest::newRow("UTF-16BE BOM") << be << QStringLiteral("UTF-16BE (BOM)");
        QTest::newRow("UTF-8 BOM") << QByteArray("\xEF\xBB\xBF") + kChinese.toUtf8() << QStringLiteral("UTF-8 (BOM)");
        QTest::newRow("UTF-8") << kChinese.toUtf8() << QStringLiteral("UTF-8");
    }

    void decodesByBom()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, encoding);
        QVERIFY(text::looksLikeText(bytes));
        const auto decoded = text::decodeText(bytes, 1 << 20);
        QCOMPARE(decoded.encoding, encoding);
        QCOMPARE(decoded.text, kChinese);
        QVERIFY(!decoded.truncated);
        // Text content keeps what it found, shows LF line ends and writes the same bytes back.
        const auto parsed = content::parse(QStringLiteral("NOTES.TXT"), bytes);
        const auto &shown = dynamic_cast<const content::TextContent &>(*parsed);
        QCOMPARE(shown.encoding(), encoding);
        QVERIFY(shown.usesCrLf());
        QCOMPARE(shown.text(), QString(kChinese).remove(QLatin1Char('\r')));
        QCOMPARE(shown.encode(shown.text()).value(), bytes);
    }

    void invalidUtf8FallsBackToLatin1()
    {
        const QByteArray bytes("caf\xE9 cr\xE8me\r\n");
        QVERIFY(text::looksLikeText(bytes));
        QCOMPARE(text::decodeText(bytes, 100).encoding, QStringLiteral("Latin-1"));
        QCOMPARE(text::decodeText(bytes, 100).text, QStringLiteral("café crème\r\n"));
        const auto parsed = content::parse(QStringLiteral("A.TXT"), bytes);
        const auto &shown = dynamic_cast<const content::TextContent &>(*parsed);
        QCOMPARE(shown.encode(shown.text()).value(), bytes);
        QCOMPARE(shown.encode(QStringLiteral("中")).error().code, ErrorCode::InvalidInput); // Latin-1 cannot hold it
    }

    void truncatesAtCodeUnits()
    {
        const QByteArray bytes = utf16Le(QStringLiteral("abcdef"), true);
        const auto decoded = text::decodeText(bytes, 7); // BOM + 2.5 code units: the half unit is dropped
        QVERIFY(decoded.truncated);
        QCOMPARE(decoded.text, QStringLiteral("ab"));
    }

    void binaryIsNotText()
    {
        QVERIFY(!text::looksLikeText(binaryJunk()));
    }

    void compiledDatIsShownDecompiled()
    {
        const QByteArray bytes = compiledSample();
        const auto parsed = content::parse(QStringLiteral("MEDIA/UNITS/A.DAT"), bytes);
        const auto &dat = dynamic_cast<const DatContent &>(*parsed);
        QVERIFY(dat.storage());
        QCOMPARE(dat.storage()->encoding, DatEncoding::Bindat);
        QCOMPARE(dat.text(), decompiled(bytes));
        QVERIFY(dat.text().contains(QLatin1String("\t<INTEGER>0xDEADBEEF:12\n")));
        QCOMPARE(dat.structure().root.name, QStringLiteral("Compiled DAT (BINDAT)"));
        QCOMPARE(dat.encode(sampleDatText()).value(), bytes); // edited text is compiled back
        // A compiled DAT beside its source in a mod folder is a DAT too; other names are bytes.
        QCOMPARE(QLatin1String(content::recognize(QStringLiteral("A.DAT.BINDAT"), bytes).id), QStringLiteral("tl2dat"));
        QCOMPARE(QLatin1String(content::recognize(QStringLiteral("A.BIN"), bytes).id), QStringLiteral("hex"));
    }

    void brokenBindatIsShownAsBytesSayingWhy()
    {
        QByteArray bytes = compiledSample();
        bytes.chop(5);
        const auto parsed = content::parse(QStringLiteral("A.TEMPLATE"), bytes);
        QCOMPARE(QLatin1String(parsed->kind().id), QStringLiteral("tl2dat"));
        QCOMPARE(parsed->view(), content::View::Hex);
        QVERIFY(parsed->problem());
        QVERIFY(parsed->structure().error); // the structure shows how far it got
    }

    void textDatKeepsItsStorage_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<int>("encoding");
        QTest::addColumn<bool>("crlf");
        const QString text = sampleDatText();
        QTest::newRow("UTF-16LE BOM CRLF") << utf16Le(withCrLf(text), true) << int(DatEncoding::Utf16LeBom) << true;
        QTest::newRow("UTF-16LE LF") << utf16Le(text, false) << int(DatEncoding::Utf16Le) << false;
        QTest::newRow("UTF-8 BOM CRLF") << QByteArray("\xEF\xBB\xBF") + withCrLf(text).toUtf8()
                                        << int(DatEncoding::Utf8Bom) << true;
        QTest::newRow("UTF-8 LF") << text.toUtf8() << int(DatEncoding::Utf8) << false;
    }

    void textDatKeepsItsStorage()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(int, encoding);
        QFETCH(bool, crlf);
        const auto parsed = content::parse(QStringLiteral("MEDIA/X.TEMPLATE"), bytes);
        const auto &dat = dynamic_cast<const DatContent &>(*parsed);
        QVERIFY(dat.storage());
        QCOMPARE(dat.storage()->encoding, DatEncoding(encoding));
        QCOMPARE(dat.storage()->crlf, crlf);
        QCOMPARE(dat.text(), sampleDatText());
        // Unchanged text goes back byte for byte; an edit changes only its own bytes.
        QCOMPARE(dat.encode(dat.text()).value(), bytes);
        const QString edited = QString(dat.text()).replace(QLatin1String("LEVEL:6"), QLatin1String("LEVEL:7"));
        const QByteArray saved = dat.encode(edited).value();
        QCOMPARE(saved.size(), bytes.size());
        QCOMPARE(dynamic_cast<const DatContent &>(*content::parse(QStringLiteral("X.DAT"), saved)).text(), edited);
    }

    void textThatIsNoDatIsEditedAsPlainText()
    {
        const auto notes = content::parse(QStringLiteral("NOTES.DAT"), "just words");
        QVERIFY(!dynamic_cast<const DatContent &>(*notes).storage());
        QCOMPARE(dynamic_cast<const DatContent &>(*notes).encode(QStringLiteral("other words")).value(),
            QByteArray("other words"));
        QCOMPARE(QLatin1String(content::parse(QStringLiteral("UNIT.TXT"), sampleDatText().toUtf8())->kind().id),
            QStringLiteral("text"));
    }

    void errorsPointAtTheirLine_data()
    {
        QTest::addColumn<QString>("from");
        QTest::addColumn<QString>("to");
        QTest::addColumn<int>("code");
        QTest::newRow("closing tag") << QStringLiteral("\t[/EFFECT]") << QStringLiteral("\t[/EFECT]")
                                     << int(ErrorCode::Corrupt);
        QTest::newRow("bad value") << QStringLiteral("\t<INTEGER>LEVEL:6") << QStringLiteral("\t<INTEGER>LEVEL:6x")
                                   << int(ErrorCode::InvalidInput);
        QTest::newRow("unknown type") << QStringLiteral("\t\t<UNSIGNED INT>DURATION:8")
                                      << QStringLiteral("\t\t<UNSIGNED>DURATION:8") << int(ErrorCode::InvalidInput);
    }

    void errorsPointAtTheirLine()
    {
        QFETCH(QString, from);
        QFETCH(QString, to);
        QFETCH(int, code);
        const QString broken = QString(sampleDatText()).replace(from, to);
        for (const QByteArray &stored : {compiledSample(), sampleDatText().toUtf8()}) {
            const auto parsed = content::parse(QStringLiteral("X.DAT"), stored);
            const auto &dat = dynamic_cast<const content::TextContent &>(*parsed);
            auto saved = dat.encode(broken);
            QVERIFY(!saved);
            QCOMPARE(int(saved.error().code), code);
            QCOMPARE(dat.errorLine(broken, saved.error()), test::lineNumberOf(broken, to));
        }
    }

    void texturesAreDecodedEveryLevel()
    {
        const auto parsed = content::parse(QStringLiteral("Interface/Icons/X.blp"), test::patternBlp(8, 4));
        const auto &image = dynamic_cast<const content::ImageContent &>(*parsed);
        QCOMPARE(image.levels().size(), std::size_t(4)); // 8×4, 4×2, 2×1, 1×1
        QCOMPARE(image.levels().front().width, 8);
        QVERIFY(image.qtFormat().isEmpty());
        QVERIFY2(image.summary().contains(QStringLiteral("BLP2 palettized")), qPrintable(image.summary()));
        const auto tga = content::parse(QStringLiteral("ICON.TGA"), tinyTga());
        const auto &pixels = dynamic_cast<const content::ImageContent &>(*tga).levels().front().pixels;
        QCOMPARE(pixels, QByteArray::fromHex("ff0000ff0000ffff")); // RGBA: red, blue
        const auto png = content::parse(QStringLiteral("I.PNG"), tinyPng());
        QCOMPARE(dynamic_cast<const content::ImageContent &>(*png).qtFormat(), QByteArray("png"));
        QCOMPARE(dynamic_cast<const content::ImageContent &>(*png).facts().width, 1);
    }

    void undecodableTexturesNameTheirProblem()
    {
        test::DdsFixture dds;
        dds.fourCc = "DXT1";
        const auto cut = content::parse(QStringLiteral("CUT.DDS"), dds.bytes(QByteArray(3, '\0')));
        QCOMPARE(cut->view(), content::View::Hex);
        QVERIFY(cut->problem()->message.contains(QLatin1String("8")));
        QByteArray blp = test::patternBlp(8, 4);
        blp.truncate(40);
        QVERIFY(content::parse(QStringLiteral("x.blp"), blp)->problem());
    }

    void imagesOfAnyTwoKindsCompareByTheirFacts()
    {
        const auto before = content::parse(QStringLiteral("I.PNG"), tinyPng());
        const auto after = content::parse(QStringLiteral("I.PNG"), test::patternBlp(8, 4));
        const diff::ContentDiff found = after->diffFrom(*before);
        QCOMPARE(found.kind, QStringLiteral("blp"));
        QCOMPARE(found.changes.front().location, QStringLiteral("format"));
        QCOMPARE(found.changes.front().before, QStringLiteral("PNG"));
    }

    void gridsAreParsedOnce()
    {
        const auto parsed = content::parse(QStringLiteral("A/B.MPP"), test::makeMpp(12, 9));
        const auto &grid = dynamic_cast<const formats::grid::GridContent &>(*parsed);
        QCOMPARE(grid.grid()->width, 12);
        QCOMPARE(grid.grid()->height, 9);
        QCOMPARE(grid.info().front().rows.front().value, grid.formatName());
        const auto cell = grid.cellProperties(1, 1);
        QVERIFY(std::any_of(cell.begin(), cell.end(), [](const Property &row) { return row.offset >= 24; }));
        const auto refused = content::parse(QStringLiteral("A/B.MPP"), QByteArray(30, '\0'));
        QCOMPARE(refused->problem()->code, ErrorCode::BadMagic);
    }

    void tablesKnowTheirColumns()
    {
        const auto parsed = content::parse(QStringLiteral("DBFilesClient/SpellIcon.dbc"),
            test::spellIconDbc({{12, "Interface\\Icons\\Spell_Fire_Fireball"}}));
        const auto &table = dynamic_cast<const formats::dbc::DbcContent &>(*parsed);
        QVERIFY(table.table());
        QCOMPARE(table.schema().tableName, QStringLiteral("SpellIcon"));
        QVERIFY(table.summary().contains(QLatin1String("SpellIcon columns")));
    }

    /// Every row of the registry, on its own sample and on every cut copy of it: parse never fails, the
    /// structure's offsets stay inside the bytes, a problem comes with the hex view.
    void everyKindKeepsItsInvariants()
    {
        QSet<QString> covered;
        for (const auto &[path, bytes] : samples()) {
            const content::Kind &kind = content::recognize(path, bytes);
            covered.insert(QLatin1String(kind.id));
            for (qsizetype length = bytes.size(); length >= 0; length = length > 64 ? length / 2 : length - 1) {
                const auto parsed = content::parse(path, bytes.left(length));
                QVERIFY(parsed);
                QCOMPARE(parsed->bytes().size(), length);
                QVERIFY(!parsed->problem() || parsed->view() == content::View::Hex);
                const ContentDescription &structure = parsed->structure();
                for (const StructureNode &child : structure.root.children) {
                    QVERIFY2(child.offset < 0 || child.offset + child.size <= length,
                        qPrintable(QStringLiteral("%1 (%2 of %3 bytes): %4 at %5+%6")
                                       .arg(QLatin1String(kind.id))
                                       .arg(length)
                                       .arg(bytes.size())
                                       .arg(child.name)
                                       .arg(child.offset)
                                       .arg(child.size)));
                }
                static_cast<void>(parsed->diffFrom(*content::parse(path, bytes)));
            }
        }
        for (const content::Kind &kind : content::kinds())
            QVERIFY2(covered.contains(QLatin1String(kind.id)), kind.id);
    }
};

QTEST_MAIN(TestContentRegistry)
#include "tst_contentregistry.moc"
