// SPDX-License-Identifier: GPL-3.0-or-later
// Text LAYOUT → BINLAYOUT on fixtures the test writes: every encoding path against bytes built by hand, every
// input encoding, the in-memory form, and hostile text with its exact error code, line, column and byte offset.
#include "DatFixtures.h"
#include "LayoutFixtures.h"
#include "mwb/formats/tl2layout/BinLayoutWriter.h"
#include "mwb/formats/tl2layout/LayoutCompiler.h"
#include "mwb/formats/tl2layout/LayoutSchema.h"

#include <QTest>

using mwb::ErrorCode;
using namespace mwb::formats::tl2layout;
using mwb::test::LayoutFixture;
using mwb::test::LayoutTextBuilder;

namespace {

QByteArray utf16Be(const QString &text)
{
    QByteArray out("\xFE\xFF", 2);
    for (const QChar c : text) {
        out.append(static_cast<char>(c.unicode() >> 8));
        out.append(static_cast<char>(c.unicode() & 0xFF));
    }
    return out;
}

/// A [UI] layout of one object whose [PROPERTIES] hold `lines` (GUTS style) after its identity.
QString oneObject(const char *descriptor, const QStringList &lines)
{
    LayoutTextBuilder t;
    t.open(QStringLiteral("UI")).prop("INTEGER", "VERSION", QStringLiteral("4")).open(QStringLiteral("OBJECTS"));
    t.open(QStringLiteral("BASEOBJECT")).open(QStringLiteral("PROPERTIES"));
    t.identity(descriptor, QLatin1String(descriptor), -1, 1);
    for (const QString &line : lines)
        t.line(line);
    t.close(QStringLiteral("PROPERTIES")).close(QStringLiteral("BASEOBJECT"));
    return t.close(QStringLiteral("OBJECTS")).close(QStringLiteral("UI")).text();
}

} // namespace

class TestLayoutCompile : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void compilesEveryEncodingPath_data() { mwb::test::addFixtureRows(); }

    void compilesEveryEncodingPath()
    {
        QFETCH(LayoutFixture, fixture);
        const QString lf = QString(fixture.text).replace(QLatin1String("\r\n"), QLatin1String("\n"));
        const std::pair<const char *, QByteArray> inputs[] = {
            {"UTF-16LE BOM CRLF", mwb::test::utf16WithBom(fixture.text)},
            {"UTF-16LE no BOM", mwb::test::utf16WithBom(fixture.text).mid(2)},
            {"UTF-16BE BOM", utf16Be(fixture.text)},
            {"UTF-8 LF", lf.toUtf8()},
            {"UTF-8 BOM CRLF", QByteArray("\xEF\xBB\xBF") + fixture.text.toUtf8()},
        };
        for (const auto &[name, bytes] : inputs) {
            const auto compiled = compileLayoutText(bytes, QStringLiteral("fixture.LAYOUT"));
            QVERIFY2(compiled, qPrintable(QLatin1String(name) + QLatin1String(": ") + mwb::test::failure(compiled)));
            QVERIFY2(*compiled == fixture.bytes, name);
        }
        const auto fromEditor = compileLayoutText(lf, QStringLiteral("fixture.LAYOUT"));
        QVERIFY2(fromEditor, qPrintable(mwb::test::failure(fromEditor)));
        QCOMPARE(*fromEditor, fixture.bytes);
    }

    void inMemoryForm()
    {
        const LayoutFixture fixture = mwb::test::levelFixture();
        const auto parsed = parseLayoutText(mwb::test::utf16WithBom(fixture.text), QString());
        QVERIFY(parsed);
        QCOMPARE(parsed->rootTag, QStringLiteral("Layout"));
        const BinLayout &layout = parsed->layout;
        QCOMPARE(layout.flag, quint8(54));
        QCOMPARE(layout.objectCount(), qint64(7));
        const LayoutObject &group = layout.objects[0];
        QCOMPARE(group.name, QStringLiteral("Spawns"));
        QCOMPARE(group.sourceLine, 5);
        QCOMPARE(group.properties.front().sourceLine, 20); // POSITIONX: where the vector's first line is
        const LayoutObject &room = group.children[0];
        QCOMPARE(room.descriptor, kDescriptorRoomPiece);
        QVERIFY(room.name.isEmpty());
        const LayoutProperty *position = findProperty(room, u"POSITION");
        QVERIFY(position);
        QVERIFY(*propertyFloats(*position, PropertyKind::Vector3) == (std::vector<float>{-10.69F, 4.99999F, 3.1F}));
        QCOMPARE(
            *propertyText(*findProperty(room, u"GUID"), PropertyKind::String), QStringLiteral("9222272194874343310"));
        QCOMPARE(layout.objects[1].timeline[0].tracks[1].event, QStringLiteral("Play"));
        QCOMPARE(layout.objects[0].children[1].logic[0].links[0].output, QStringLiteral("Finished"));
        QVERIFY(layout.dataGroup);
        const LayoutDataGroup &node = layout.dataGroup->children[0];
        QCOMPARE(node.tag, quint32(5));
        QCOMPARE(node.activeThemes, (QList<qint64>{11, -12}));
        QCOMPARE(node.children[0].id, qint64(500));
        QVERIFY(room.sourceEndLine > room.sourceLine);
    }

    void timelineTracksStoredPropertiesFirst()
    {
        // The event track written first still compiles to the fixture's bytes: property tracks are stored first.
        const LayoutFixture fixture = mwb::test::levelFixture();
        const QString property = fixture.text.section(QStringLiteral("\t\t\t\t\t\t[TIMELINEOBJECTPROPERTY]"), 1, 1)
                                     .section(QStringLiteral("[/TIMELINEOBJECTPROPERTY]\r\n"), 0, 0);
        const QString block = QStringLiteral("\t\t\t\t\t\t[TIMELINEOBJECTPROPERTY]") + property
            + QStringLiteral("[/TIMELINEOBJECTPROPERTY]\r\n");
        QString swapped = fixture.text;
        swapped.remove(block);
        swapped.replace(QStringLiteral("\t\t\t\t\t[/TIMELINEOBJECT]\r\n"),
            block + QStringLiteral("\t\t\t\t\t[/TIMELINEOBJECT]\r\n"));
        QVERIFY(swapped != fixture.text);
        const auto compiled = compileLayoutText(swapped, QString());
        QVERIFY(compiled);
        QCOMPARE(*compiled, fixture.bytes);
    }

    void defaultsAndIgnoredLines()
    {
        // No VERSION (4), no COUNT, PARENTID not checked, an editor-only member dropped, LF line ends.
        const QString text = QStringLiteral(
            "[Layout]\n[OBJECTS]\n[BASEOBJECT]\n[PROPERTIES]\n<STRING>DESCRIPTOR:Damage Shape\n"
            "<INTEGER64>ID:9\n<INTEGER64>PARENTID:12345\n<BOOL>SHAPE VISIBLE:true\n<FLOAT>MAX RADIUS:2.5\n"
            "[/PROPERTIES]\n[/BASEOBJECT]\n[/OBJECTS]\n[/Layout]\n");
        mwb::test::LayoutBytes b;
        b.u8(0x0B).u8(4).u32(0).u16(1).open().u8(56).i64(9).shortString(QString()).u8(1);
        b.property(58).u16(1).f32(2.5F).endProperty().u32(0).u16(0).close(true);
        const auto compiled = compileLayoutText(text.toUtf8(), QString());
        QVERIFY2(compiled, qPrintable(mwb::test::failure(compiled)));
        QCOMPARE(*compiled, b.bytes());
    }

    void hostileText_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("code");
        QTest::addColumn<QString>("at"); ///< unique text the error points at (its first code unit)
        const QString ui = mwb::test::uiFixture().text;
        const QString image = QStringLiteral("<STRING>DESCRIPTOR:Image");
        const auto object = [](const char *descriptor, const char *line) {
            return oneObject(descriptor, {QString::fromUtf8(line)});
        };
        QTest::newRow("[ missing") << QString(ui).replace(QStringLiteral("[CHILDREN]"), QStringLiteral("CHILDREN]"))
                                   << int(ErrorCode::Corrupt) << QStringLiteral("CHILDREN]\r\n\t\t\t\t[BASEOBJECT]");
        QTest::newRow("close without open")
            << QString(ui).replace(QStringLiteral("\t\t[/BASEOBJECT]\r\n\t[/OBJECTS]"),
                   QStringLiteral("\t\t[/CHILDREN]\r\n\t\t[/BASEOBJECT]\r\n\t[/OBJECTS]"))
            << int(ErrorCode::Corrupt) << QStringLiteral("[/CHILDREN]\r\n\t\t[/BASEOBJECT]\r\n\t[/OBJ");
        QTest::newRow("never closed") << QString(ui).remove(QStringLiteral("[/UI]\r\n")) << int(ErrorCode::Corrupt)
                                      << QStringLiteral("UI]\r\n\t<INTEGER>VERSION");
        QTest::newRow("text after the root")
            << ui + QStringLiteral("more") << int(ErrorCode::Corrupt) << QStringLiteral("more");
        QTest::newRow("property outside properties") << QString(ui).replace(
            QStringLiteral("\t\t\t[CHILDREN]"), QStringLiteral("\t\t\t<FLOAT>WIDTH:1\r\n\t\t\t[CHILDREN]"))
                                                     << int(ErrorCode::Corrupt) << QStringLiteral("<FLOAT>WIDTH:1\r\n");
        QTest::newRow("unknown descriptor")
            << QString(ui).replace(image, QStringLiteral("<STRING>DESCRIPTOR:Flying Carpet"))
            << int(ErrorCode::InvalidInput) << QStringLiteral("Flying Carpet");
        QTest::newRow("unknown property")
            << object("Image", "<FLOAT>WIDHT:3") << int(ErrorCode::InvalidInput) << QStringLiteral("WIDHT");
        QTest::newRow("bad float") << object("Image", "<FLOAT>WIDTH:3;5") << int(ErrorCode::InvalidInput)
                                   << QStringLiteral("3;5");
        QTest::newRow("bad list item") << object("List Window", "<STRING>ALLOWED UNITTYPES:1,x")
                                       << int(ErrorCode::InvalidInput) << QStringLiteral("1,x");
        QTest::newRow("unknown type") << object("Image", "<REAL>WIDTH:3") << int(ErrorCode::InvalidInput)
                                      << QStringLiteral("REAL>");
        QTest::newRow("no descriptor") << QString(ui).remove(QStringLiteral("\t\t\t\t\t\t") + image
            + QStringLiteral("\r\n")) << int(ErrorCode::Corrupt)
                                       << QStringLiteral("PROPERTIES]\r\n\t\t\t\t\t\t<STRING>NAME:icon");
        QTest::newRow("no id") << QString(ui).remove(QStringLiteral("<INTEGER64>ID:-8\r\n")) << int(ErrorCode::Corrupt)
                               << QStringLiteral("PROPERTIES]\r\n\t\t\t\t\t\t<STRING>DESCRIPTOR:List");
        QTest::newRow("id twice") << object("Image", "<INTEGER64>ID:2") << int(ErrorCode::InvalidInput)
                                  << QStringLiteral("ID:2");
        QTest::newRow("member twice") << object("Image", "<BOOL>ENABLED:true\r\n<BOOL>ENABLED:false")
                                      << int(ErrorCode::InvalidInput) << QStringLiteral("ENABLED:false");
        QTest::newRow("component twice") << object("Room Piece", "<FLOAT>POSITIONX:1\r\n<FLOAT>POSITIONX:2")
                                         << int(ErrorCode::InvalidInput) << QStringLiteral("POSITIONX:2");
        QTest::newRow("logic graph on an image") << object("Image", "[LOGICGROUP]\r\n[/LOGICGROUP]")
                                                 << int(ErrorCode::Corrupt) << QStringLiteral("LOGICGROUP]\r\n[/");
        QTest::newRow("unknown logic key")
            << object("Logic Group", "[LOGICGROUP]\r\n[LOGICOBJECT]\r\n<FLOAT>Z:1\r\n[/LOGICOBJECT]\r\n[/LOGICGROUP]")
            << int(ErrorCode::InvalidInput) << QStringLiteral("Z:1");
        QTest::newRow("unnamed event track")
            << object("Timeline",
                   "[TIMELINEDATA]\r\n[TIMELINEOBJECT]\r\n[TIMELINEOBJECTEVENT]\r\n[/TIMELINEOBJECTEVENT]\r\n"
                   "[/TIMELINEOBJECT]\r\n[/TIMELINEDATA]")
            << int(ErrorCode::InvalidInput) << QStringLiteral("TIMELINEOBJECTEVENT]\r\n[/TIMELINEOBJECTEVENT");
        QTest::newRow("unknown interpolation") << object("Timeline",
            "[TIMELINEDATA]\r\n[TIMELINEOBJECT]\r\n[TIMELINEOBJECTEVENT]\r\n<STRING>OBJECTEVENTNAME:Play\r\n"
            "[TIMELINEPOINT]\r\n<STRING>INTERPOLATION:Wobbly\r\n[/TIMELINEPOINT]\r\n[/TIMELINEOBJECTEVENT]\r\n"
            "[/TIMELINEOBJECT]\r\n[/TIMELINEDATA]")
                                               << int(ErrorCode::InvalidInput) << QStringLiteral("Wobbly");
        QTest::newRow("unknown feature tag") << object("Group", "<STRING>TAG:NO SUCH TAG")
                                             << int(ErrorCode::InvalidInput) << QStringLiteral("NO SUCH TAG");
        QTest::newRow("bad choice") << object("Group", "<STRING>CHOICE:Sometimes") << int(ErrorCode::InvalidInput)
                                    << QStringLiteral("Sometimes");
        QTest::newRow("version past a byte")
            << QString(ui).replace(QStringLiteral("VERSION:4"), QStringLiteral("VERSION:300"))
            << int(ErrorCode::InvalidInput) << QStringLiteral("300\r\n\t<UNSIGNED");
        QTest::newRow("first line not a block")
            << QStringLiteral("<INTEGER>VERSION:4\r\n") << int(ErrorCode::Corrupt) << QStringLiteral("<INTEGER>");
        const QString tooLong = QString(70000, QLatin1Char('x'));
        QTest::newRow("text too long") << oneObject("Image", {QStringLiteral("<STRING>IMAGE:") + tooLong})
                                       << int(ErrorCode::InvalidInput) << tooLong;
    }

    void hostileText()
    {
        QFETCH(QString, text);
        QFETCH(int, code);
        QFETCH(QString, at);
        const qsizetype index = text.indexOf(at);
        QVERIFY2(index >= 0 && text.indexOf(at, index + 1) < 0, "the marked text occurs once");
        const int line = int(QStringView(text).first(index).count(QLatin1Char('\n'))) + 1;
        const qsizetype lineStart = index == 0 ? 0 : text.lastIndexOf(QLatin1Char('\n'), index - 1) + 1;
        const int column = int(index - lineStart) + 1;
        const auto compiled = compileLayoutText(mwb::test::utf16WithBom(text), QStringLiteral("bad.LAYOUT"));
        QVERIFY(!compiled);
        const mwb::Error &error = compiled.error();
        QCOMPARE(int(error.code), code);
        QCOMPARE(error.path, QStringLiteral("bad.LAYOUT"));
        QVERIFY2(error.message.startsWith(QStringLiteral("line %1, column %2: ").arg(line).arg(column)),
            qPrintable(error.message.left(200)));
        QCOMPARE(error.offset, 2 + 2 * qint64(index));
        // The same text from an editor: the same line and column, the offset in UTF-16LE-with-BOM bytes.
        const auto edited = compileLayoutText(text, QString());
        QVERIFY(!edited);
        QCOMPARE(int(edited.error().code), code);
        QCOMPARE(edited.error().offset, 2 + 2 * qint64(index));
        // And as UTF-8: the offset counts UTF-8 bytes.
        const auto utf8 = compileLayoutText(text.toUtf8(), QString());
        QVERIFY(!utf8);
        QCOMPARE(utf8.error().offset, qint64(QStringView(text).first(index).toUtf8().size()));
    }

    void writerRefusesCountsBeyondTheirFields()
    {
        // Text cannot name 256 members of one object (codes are bytes, each member at most once): the writer checks.
        LayoutObject object;
        object.descriptor = 62;
        object.properties.resize(256, LayoutProperty{5, QByteArray(4, '\0')});
        BinLayout layout;
        layout.objects.push_back(object);
        const auto written = writeBinLayout(layout);
        QVERIFY(!written);
        QCOMPARE(written.error().code, ErrorCode::LimitExceeded);
        layout.objects[0].properties.resize(1);
        layout.objects[0].name = QString(70000, QLatin1Char('n'));
        QCOMPARE(writeBinLayout(layout).error().code, ErrorCode::LimitExceeded);
        layout.objects[0].name.clear();
        layout.dataGroup.emplace(); // a datagroup node but no Group object
        layout.dataGroup->children.emplace_back();
        QCOMPARE(writeBinLayout(layout).error().code, ErrorCode::InvalidInput);
    }

    void nestingIsCapped()
    {
        QString text = QStringLiteral("[Layout]\n[OBJECTS]\n");
        const int depth = BinLayout::kMaxDepth + 1;
        for (int i = 0; i < depth; ++i) {
            text += QStringLiteral("[BASEOBJECT]\n[PROPERTIES]\n<STRING>DESCRIPTOR:Group\n<INTEGER64>ID:%1\n"
                                   "[/PROPERTIES]\n[CHILDREN]\n")
                        .arg(i);
        }
        const auto compiled = compileLayoutText(text, QString());
        QVERIFY(!compiled);
        QCOMPARE(compiled.error().code, ErrorCode::LimitExceeded);
        QVERIFY(compiled.error().message.startsWith(
            QStringLiteral("line %1, column 1: ").arg(2 + 6 * BinLayout::kMaxDepth + 1)));
    }

    void truncatedAndEmptyInput()
    {
        const auto odd = compileLayoutText(QByteArray("\xFF\xFE[\x00U", 5), QString());
        QVERIFY(!odd);
        QCOMPARE(odd.error().code, ErrorCode::Truncated);
        QCOMPARE(odd.error().offset, qint64(4));
        const auto empty = compileLayoutText(QByteArray(), QString());
        QVERIFY(!empty);
        QCOMPARE(empty.error().code, ErrorCode::Corrupt);
        QCOMPARE(empty.error().offset, qint64(0));
    }
};

QTEST_GUILESS_MAIN(TestLayoutCompile)

#include "tst_layoutcompile.moc"
