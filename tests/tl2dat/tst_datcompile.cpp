// SPDX-License-Identifier: GPL-3.0-or-later
// Text DAT ⇄ BINDAT: exact compiled bytes, decompiled text, names, errors, generated round trips, threads.
#include "BindatFixtures.h"
#include "DatFixtures.h"
#include "mwb/formats/tl2dat/DatCompiler.h"
#include "mwb/formats/tl2dat/DatDecompiler.h"
#include "mwb/formats/tl2dat/DatValues.h"
#include "mwb/formats/tl2dat/RgHash.h"

#include <QRandomGenerator>
#include <QTest>

#include <thread>

using mwb::ErrorCode;
using mwb::test::LeBytes;
using mwb::test::utf16WithBom;
using namespace mwb::formats::tl2dat;

namespace {

const QString kEveryType = QStringLiteral("[UNIT]\r\n"
                                          "\t<STRING>NAME:Sword\r\n"
                                          "\t<TRANSLATE>DISPLAYNAME:Sword\r\n"
                                          "\t<INTEGER>LEVEL:-5\r\n"
                                          "\t<UNSIGNED INTEGER>COUNT:4000000000\r\n"
                                          "\t<FLOAT>SCALE:1.500000\r\n"
                                          "\t<DOUBLE>PRECISE:0.1\r\n"
                                          "\t<BOOL>UNIQUE:true\r\n"
                                          "\t<BOOL>DROP:0\r\n"
                                          "\t<INT64>GUID:-2\r\n"
                                          "\t<NOTE>NOTE:remember: this\r\n"
                                          "\t<STRING>EMPTY:\r\n"
                                          "\t[CHILD]\r\n"
                                          "\t\t<STRING>NAME:Axe\r\n"
                                          "\t\t<STRING>NAME:Sword\r\n"
                                          "\t[/CHILD]\r\n"
                                          "[/UNIT]");

QByteArray everyTypeCompiled()
{
    LeBytes b;
    b.header(3).entry(1, u"Sword").entry(2, u"remember: this").entry(3, u"Axe");
    b.node(rgHash(u"UNIT"), 11);
    b.property(rgHash(u"NAME"), 5, 1);
    b.property(rgHash(u"DISPLAYNAME"), 8, 1);
    b.property(rgHash(u"LEVEL"), 1, 0xFFFFFFFB);
    b.property(rgHash(u"COUNT"), 4, 4000000000u);
    b.property(rgHash(u"SCALE"), 2, 0x3FC00000);
    b.property64(rgHash(u"PRECISE"), 3, 0x3FB999999999999AULL);
    b.property(rgHash(u"UNIQUE"), 6, 1);
    b.property(rgHash(u"DROP"), 6, 0);
    b.property64(rgHash(u"GUID"), 7, 0xFFFFFFFFFFFFFFFEULL);
    b.property(rgHash(u"NOTE"), 9, 2);
    b.property(rgHash(u"EMPTY"), 5, kEmptyStringId);
    b.children(1);
    b.node(rgHash(u"CHILD"), 2);
    b.property(rgHash(u"NAME"), 5, 3);
    b.property(rgHash(u"NAME"), 5, 1);
    b.children(0);
    return b;
}

NameDictionary namesOf(const QString &text)
{
    NameDictionary names;
    names.learn(DatDocument::parse(utf16WithBom(text), QString())->root);
    return names;
}

/// Pool of names for generated documents: ASCII, spaces, mixed case, non-ASCII.
const QStringList kNames = {QStringLiteral("NAME"), QStringLiteral("UNIT"), QStringLiteral("Layout"),
    QStringLiteral("SCALE X"), QStringLiteral("名前"), QStringLiteral("ÜBER_KEY"), QStringLiteral("CHILD"),
    QStringLiteral("A"), QStringLiteral("EFFECT")};

QString randomText(QRandomGenerator &rng)
{
    static const QString pieces[] = {QStringLiteral("Sword"), QStringLiteral("媒体/单位"), QStringLiteral(" x "),
        QStringLiteral("a:b"), QString(QChar(0xD800)), QString(QChar(0xDFFF)), QStringLiteral("😀"),
        QStringLiteral("\t"), QStringLiteral("[TAG]"), QStringLiteral("<STRING>")};
    QString text;
    const int count = int(rng.bounded(4));
    for (int i = 0; i < count; ++i)
        text += pieces[rng.bounded(int(std::size(pieces)))];
    return text;
}

/// A random raw value of `type`, written canonically.
QString randomValue(QRandomGenerator &rng, DatType type)
{
    if (isStringType(type))
        return randomText(rng);
    const quint64 raw = rng.generate64();
    switch (type) {
    case DatType::Bool:
        return formatDatValue(type, raw % 3);
    case DatType::Double:
    case DatType::Integer64:
        return formatDatValue(type, raw);
    default:
        return formatDatValue(type, quint32(raw));
    }
}

void fillNode(QRandomGenerator &rng, DatNode &node, int depth)
{
    node.tag = kNames[rng.bounded(int(kNames.size()))];
    const int properties = int(rng.bounded(6));
    for (int i = 0; i < properties; ++i) {
        const auto type = DatType(1 + rng.bounded(9));
        node.add(datTypeName(type), kNames[rng.bounded(int(kNames.size()))], randomValue(rng, type));
    }
    const int children = depth < 4 ? int(rng.bounded(3)) : 0;
    for (int i = 0; i < children; ++i) {
        node.children.emplace_back();
        fillNode(rng, node.children.back(), depth + 1);
    }
}

/// A random BINDAT tree with random (unique) string ids and random hashes, every type.
void fillBindatNode(QRandomGenerator &rng, BindatNode &node, const std::vector<BindatString> &strings, int depth)
{
    node.nameHash = rng.bounded(4) == 0 ? rgHash(kNames[rng.bounded(int(kNames.size()))]) : rng.generate();
    const int properties = int(rng.bounded(6));
    for (int i = 0; i < properties; ++i) {
        BindatProperty property;
        property.keyHash = rng.generate();
        property.type = DatType(1 + rng.bounded(9));
        if (isStringType(property.type))
            property.value = rng.bounded(5) == 0 ? kEmptyStringId : strings[rng.bounded(int(strings.size()))].id;
        else
            property.value = datValueSize(property.type) == 8 ? rng.generate64() : rng.generate();
        node.properties.push_back(property);
    }
    const int children = depth < 4 ? int(rng.bounded(3)) : 0;
    node.children.resize(std::size_t(children));
    for (BindatNode &child : node.children)
        fillBindatNode(rng, child, strings, depth + 1);
}

} // namespace

class TestDatCompile : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void compilesEveryTypeExactly()
    {
        auto compiled = compileDatText(utf16WithBom(kEveryType), QStringLiteral("unit.dat"));
        QVERIFY2(compiled.has_value(), qPrintable(compiled.has_value() ? QString() : compiled.error().toString()));
        QCOMPARE(*compiled, everyTypeCompiled());
        auto utf8 = compileDatText(kEveryType.toUtf8(), QString());
        QVERIFY(utf8.has_value());
        QCOMPARE(*utf8, everyTypeCompiled());
    }

    void decompilesToCanonicalText()
    {
        auto document = decompileBindat(everyTypeCompiled(), namesOf(kEveryType), QString());
        QVERIFY(document.has_value());
        const QString expected = QStringLiteral("[UNIT]\r\n"
                                                "\t<STRING>NAME:Sword\r\n"
                                                "\t<TRANSLATE>DISPLAYNAME:Sword\r\n"
                                                "\t<INTEGER>LEVEL:-5\r\n"
                                                "\t<UNSIGNED INT>COUNT:4000000000\r\n"
                                                "\t<FLOAT>SCALE:1.5\r\n"
                                                "\t<DOUBLE>PRECISE:0.1\r\n"
                                                "\t<BOOL>UNIQUE:true\r\n"
                                                "\t<BOOL>DROP:false\r\n"
                                                "\t<INTEGER64>GUID:-2\r\n"
                                                "\t<NOTE>NOTE:remember: this\r\n"
                                                "\t<STRING>EMPTY:\r\n"
                                                "\t[CHILD]\r\n"
                                                "\t\t<STRING>NAME:Axe\r\n"
                                                "\t\t<STRING>NAME:Sword\r\n"
                                                "\t[/CHILD]\r\n"
                                                "[/UNIT]");
        QCOMPARE(document->toText(), expected);
        QCOMPARE(*compileDatText(document->toUtf16(), QString()), everyTypeCompiled());
    }

    void unknownHashesBecomeHexNamesThatCompileBack()
    {
        auto document = decompileBindat(everyTypeCompiled(), NameDictionary(), QString());
        QVERIFY(document.has_value());
        QCOMPARE(document->root.tag,
            QStringLiteral("0x") + QString::number(rgHash(u"UNIT"), 16).toUpper().rightJustified(8, QLatin1Char('0')));
        QCOMPARE(document->root.properties[0].key, QStringLiteral("0x00660DE5")); // NAME
        QCOMPARE(*compileDatText(document->toUtf16(), QString()), everyTypeCompiled());
        QCOMPARE(datNameHash(u"0x0000ABCD"), 0xABCDu);
        QCOMPARE(datNameHash(u"0x0000abcd"), rgHash(u"0x0000abcd")); // only the form decompile writes
        QCOMPARE(datNameHash(u"0x0000ABCDE"), rgHash(u"0x0000ABCDE"));
    }

    void namesUnsafeInTextFallBackToHex()
    {
        NameDictionary names;
        names.add(QStringLiteral("KEY:WITH COLON"));
        names.add(QStringLiteral("/SLASHED"));
        names.add(QStringLiteral("0x00000001")); // hashes to something else than 1 under datNameHash
        QCOMPARE(datNameText(rgHash(u"KEY:WITH COLON"), names, false).left(2), QStringLiteral("0x"));
        QCOMPARE(datNameText(rgHash(u"KEY:WITH COLON"), names, true), QStringLiteral("KEY:WITH COLON"));
        QCOMPARE(datNameText(rgHash(u"/SLASHED"), names, true).left(2), QStringLiteral("0x"));
        QCOMPARE(datNameText(rgHash(u"/SLASHED"), names, false), QStringLiteral("/SLASHED"));
        const quint32 hexLike = rgHash(u"0x00000001");
        QCOMPARE(datNameHash(datNameText(hexLike, names, false)), hexLike);
        QCOMPARE(datNameText(0, names, true), QString());
    }

    void reportsCompileErrorsWithOffsets_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("code");
        QTest::addColumn<qint64>("offset");
        QTest::newRow("unknown type") << QStringLiteral("[A]\r\n<VECTOR3>X:1\r\n[/A]") << int(ErrorCode::InvalidInput)
                                      << qint64(2 + 2 * 5);
        QTest::newRow("bad integer") << QStringLiteral("[A]\r\n<FLOAT>Y:1\r\n<INTEGER>X:1.5\r\n[/A]")
                                     << int(ErrorCode::InvalidInput) << qint64(2 + 2 * 17);
        QTest::newRow("bad bool") << QStringLiteral("[A]\r\n<BOOL>X:yes\r\n[/A]") << int(ErrorCode::InvalidInput)
                                  << qint64(12);
        QTest::newRow("string too long") << QStringLiteral("[A]\r\n<STRING>X:") + QString(70000, QLatin1Char('x'))
                + QStringLiteral("\r\n[/A]")
                                         << int(ErrorCode::InvalidInput) << qint64(12);
        QString deep;
        for (int i = 0; i <= DatDocument::kMaxDepth; ++i)
            deep += QStringLiteral("[A]\n");
        QTest::newRow("too deep") << deep << int(ErrorCode::LimitExceeded)
                                  << qint64(2 + 2 * 4 * DatDocument::kMaxDepth);
    }

    void reportsCompileErrorsWithOffsets()
    {
        QFETCH(QString, text);
        QFETCH(int, code);
        QFETCH(qint64, offset);
        auto compiled = compileDatText(utf16WithBom(text), QStringLiteral("bad.dat"));
        QVERIFY(!compiled.has_value());
        QCOMPARE(int(compiled.error().code), code);
        QCOMPARE(compiled.error().offset, offset);
        QCOMPARE(compiled.error().path, QStringLiteral("bad.dat"));
    }

    void refusesTextTooBigToCompile()
    {
        auto compiled = compileDatText(QByteArray(kMaxDatTextSize + 1, ' '), QString());
        QVERIFY(!compiled.has_value());
        QCOMPARE(compiled.error().code, ErrorCode::LimitExceeded);
    }

    void refusesToDecompileLineFeedInString()
    {
        const QByteArray bytes = LeBytes().header(1).entry(9, u"two\nlines").node(1, 1).property(2, 5, 9).children(0);
        auto document = decompileBindat(bytes, NameDictionary(), QStringLiteral("x.dat"));
        QVERIFY(!document.has_value());
        QCOMPARE(document.error().code, ErrorCode::Unsupported);
        QCOMPARE(document.error().offset, qint64(8));
    }

    void generatedTextRoundTripsThroughBindat()
    {
        QRandomGenerator rng(2024);
        for (int i = 0; i < 300; ++i) {
            DatDocument document;
            fillNode(rng, document.root, 1);
            const QByteArray text = document.toUtf16();
            auto compiled = compileDatText(text, QString());
            QVERIFY2(compiled.has_value(), qPrintable(compiled.has_value() ? QString() : compiled.error().toString()));
            NameDictionary names;
            names.learn(document.root);
            auto back = decompileBindat(*compiled, names, QString());
            QVERIFY(back.has_value());
            QCOMPARE(back->toUtf16(), text);
        }
    }

    void generatedBindatRoundTripsThroughText()
    {
        QRandomGenerator rng(99);
        for (int i = 0; i < 300; ++i) {
            BindatFile file;
            QSet<quint32> ids;
            const int count = 1 + int(rng.bounded(8));
            while (int(file.strings.size()) < count) {
                const quint32 id = rng.generate();
                if (id == kEmptyStringId || ids.contains(id))
                    continue;
                ids.insert(id);
                file.strings.push_back(BindatString{id, randomText(rng), -1});
            }
            fillBindatNode(rng, file.root, file.strings, 1);
            const QByteArray bytes = writeBindat(file);
            auto text = decompileBindat(bytes, NameDictionary::builtin(), QString());
            QVERIFY2(text.has_value(), qPrintable(text.has_value() ? QString() : text.error().toString()));
            auto again = compileDatText(text->toUtf16(), QString());
            QVERIFY(again.has_value());
            QCOMPARE(*again, writeBindat(normalizeStringIds(file)));
        }
    }

    void nonCanonicalTextCompilesStably()
    {
        const QString text = QStringLiteral("[A]\n<unsigned integer>U: 7 \n<BOOL>B:TRUE\n<FLOAT>F:+1.000000\n"
                                            "<INTEGER>E:\n[/A]\n");
        auto first = compileDatText(text.toUtf8(), QString());
        QVERIFY(first.has_value());
        auto back = decompileBindat(*first, namesOf(text), QString());
        QCOMPARE(back->toText(),
            QStringLiteral("[A]\r\n\t<UNSIGNED INT>U:7\r\n\t<BOOL>B:true\r\n\t<FLOAT>F:1\r\n"
                           "\t<INTEGER>E:0\r\n[/A]"));
        QCOMPARE(*compileDatText(back->toUtf16(), QString()), *first);
    }

    void compilesConcurrently()
    {
        QRandomGenerator rng(5);
        std::vector<QByteArray> texts;
        for (int i = 0; i < 64; ++i) {
            DatDocument document;
            fillNode(rng, document.root, 1);
            texts.push_back(document.toUtf16());
        }
        std::vector<QByteArray> expected;
        for (const QByteArray &text : texts)
            expected.push_back(*compileDatText(text, QString()));
        std::vector<std::vector<QByteArray>> results(4);
        std::vector<std::thread> threads;
        for (auto &result : results) {
            threads.emplace_back([&texts, &result] {
                for (int round = 0; round < 20; ++round) {
                    for (const QByteArray &text : texts)
                        result.push_back(*compileDatText(text, QString()));
                }
            });
        }
        for (std::thread &thread : threads)
            thread.join();
        for (const auto &result : results) {
            QCOMPARE(result.size(), 20 * texts.size());
            for (std::size_t i = 0; i < result.size(); ++i)
                QCOMPARE(result[i], expected[i % texts.size()]);
        }
    }

    void nameDictionaryFiles()
    {
        const QByteArray text("# comment\r\nNAME\r\n\r\nLayout\nSCALE X\n名前\n#HASHED\nNAME\n");
        const NameDictionary names = NameDictionary::fromText(text);
        QCOMPARE(names.size(), qsizetype(4));
        QCOMPARE(*names.name(rgHash(u"SCALE X")), QStringLiteral("SCALE X"));
        QCOMPARE(*names.name(rgHash(u"名前")), QStringLiteral("名前"));
        QVERIFY(!names.name(rgHash(u"#HASHED")));
        QCOMPARE(*names.name(0), QString());
        QCOMPARE(names.names(),
            (QStringList{
                QStringLiteral("Layout"), QStringLiteral("NAME"), QStringLiteral("SCALE X"), QStringLiteral("名前")}));
        QCOMPARE(NameDictionary::fromText(names.toText()).names(), names.names());
        QVERIFY(names.toText().startsWith("# "));

        NameDictionary lone;
        lone.add(QStringLiteral("BAD") + QChar(0xD800));
        lone.add(QStringLiteral("TWO\nLINES"));
        QCOMPARE(lone.size(), qsizetype(0));
    }

    void userNamesWinOverBuiltinOnes()
    {
        const NameDictionary &builtin = NameDictionary::builtin();
        QVERIFY(builtin.size() >= 480);
        for (const char16_t *known : {u"NAME", u"THEME", u"GUID", u"UNIT", u"DUNGEON", u"MONSTER_LVL_MULT", u"Layout",
                 u"AFFIXES", u"REQUIRED_MODS"})
            QCOMPARE(*builtin.name(rgHash(known)), QString::fromUtf16(known));
        NameDictionary merged;
        merged.add(QStringLiteral("MY_NAME"));
        merged.merge(builtin);
        QCOMPARE(*merged.name(rgHash(u"MY_NAME")), QStringLiteral("MY_NAME"));
        QCOMPARE(merged.size(), builtin.size() + 1);
    }
};

QTEST_GUILESS_MAIN(TestDatCompile)
#include "tst_datcompile.moc"
