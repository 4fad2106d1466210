// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/formats/tl2dat/DatDocument.h"
#include "mwb/formats/tl2mod/ModFolder.h"

#include <QTest>

using mwb::ErrorCode;
using mwb::formats::tl2dat::DatDocument;

namespace {

QByteArray utf16WithBom(const QString &text)
{
    QByteArray out("\xFF\xFE", 2);
    for (const QChar c : text) {
        out.append(static_cast<char>(c.unicode() & 0xFF));
        out.append(static_cast<char>(c.unicode() >> 8));
    }
    return out;
}

} // namespace

class TestTl2Dat : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void parsesUtf16NestedRepeatedKeys()
    {
        const QString text = QStringLiteral("[UNIT]\r\n\t<STRING>NAME:Sword\r\n\t[INTERACT_UI]\r\n"
                                            "\t\t<STRING>UIMENU:A\r\n\t\t<STRING>UIMENU:B\r\n\t[/INTERACT_UI]\r\n"
                                            "\t<STRING>WEBSITE:https://x.org:8080/a \r\n[/UNIT]");
        auto doc = DatDocument::parse(utf16WithBom(text), QStringLiteral("x.dat"));
        QVERIFY2(doc.has_value(), qPrintable(doc.has_value() ? QString() : doc.error().toString()));
        const auto &root = doc.value().root;
        QCOMPARE(root.tag, QStringLiteral("UNIT"));
        QCOMPARE(root.properties.size(), std::size_t(2));
        QCOMPARE(root.value(u"name"), QStringLiteral("Sword"));
        QCOMPARE(root.value(u"WEBSITE"), QStringLiteral("https://x.org:8080/a ")); // split at the first ':' only
        QCOMPARE(root.properties[0].sourceOffset, qint64(2 + 2 * 8)); // BOM + "[UNIT]\r\n"
        const auto *ui = root.child(u"INTERACT_UI");
        QVERIFY(ui);
        QCOMPARE(ui->properties.size(), std::size_t(2));
        QCOMPARE(ui->properties[0].value, QStringLiteral("A"));
        QCOMPARE(ui->properties[1].value, QStringLiteral("B"));
    }

    void parsesUtf8WithAndWithoutBom()
    {
        const QByteArray body = QStringLiteral("[MOD]\n<STRING>NAME:中文 é\n[/MOD]\n").toUtf8();
        for (const QByteArray &bytes : {body, QByteArray(QByteArray("\xEF\xBB\xBF") + body)}) {
            auto doc = DatDocument::parse(bytes, QString());
            QVERIFY(doc.has_value());
            QCOMPARE(doc.value().root.value(u"NAME"), QStringLiteral("中文 é"));
        }
    }

    void writesUtf16CrlfAndRoundTripsLoneSurrogates()
    {
        DatDocument doc;
        doc.root.tag = QStringLiteral("TAGS");
        const QString junk = QStringLiteral("a") + QChar(0xD800) + QStringLiteral("b") + QChar(0xDC01);
        doc.root.add(QStringLiteral("STRING"), QStringLiteral("JUNK"), junk);
        doc.root.children.emplace_back();
        doc.root.children.back().tag = QStringLiteral("CHILD");
        doc.root.children.back().add(QStringLiteral("INTEGER"), QStringLiteral("N"), QStringLiteral("1"));
        const QByteArray bytes = doc.toUtf16();
        QVERIFY(bytes.startsWith("\xFF\xFE"));
        const QString expected = QStringLiteral("[TAGS]\r\n\t<STRING>JUNK:") + junk
            + QStringLiteral("\r\n\t[CHILD]\r\n\t\t<INTEGER>N:1\r\n\t[/CHILD]\r\n[/TAGS]");
        QCOMPARE(bytes, utf16WithBom(expected));
        auto again = DatDocument::parse(bytes, QString());
        QVERIFY(again.has_value());
        QCOMPARE(again.value().root.value(u"JUNK"), junk);
        QCOMPARE(again.value().toUtf16(), bytes);
    }

    void reportsSyntaxErrorsWithOffsets_data()
    {
        QTest::addColumn<QByteArray>("input");
        QTest::addColumn<int>("code");
        QTest::addColumn<qint64>("offset");
        QTest::newRow("unclosed") << QByteArray("[A]\n<STRING>X:1\n") << int(ErrorCode::Corrupt) << qint64(0);
        QTest::newRow("mismatched close") << QByteArray("[A]\n[/B]\n") << int(ErrorCode::Corrupt) << qint64(4);
        QTest::newRow("no colon") << QByteArray("[A]\n<STRING>X\n[/A]") << int(ErrorCode::Corrupt) << qint64(4);
        QTest::newRow("property outside") << QByteArray("<STRING>X:1\n") << int(ErrorCode::Corrupt) << qint64(0);
        QTest::newRow("stray text") << QByteArray("[A]\nhello\n[/A]") << int(ErrorCode::Corrupt) << qint64(4);
        QTest::newRow("two roots") << QByteArray("[A]\n[/A]\n[B]\n[/B]") << int(ErrorCode::Corrupt) << qint64(9);
        QTest::newRow("empty") << QByteArray("\n\n") << int(ErrorCode::Corrupt) << qint64(0);
        QTest::newRow("odd utf16") << QByteArray("\xFF\xFE[\x00]", 5) << int(ErrorCode::Truncated) << qint64(4);
    }

    void reportsSyntaxErrorsWithOffsets()
    {
        QFETCH(QByteArray, input);
        QFETCH(int, code);
        QFETCH(qint64, offset);
        auto doc = DatDocument::parse(input, QStringLiteral("bad.dat"));
        QVERIFY(!doc.has_value());
        QCOMPARE(int(doc.error().code), code);
        QCOMPARE(doc.error().offset, offset);
    }

    void modDatRoundTrip()
    {
        mwb::formats::tl2mod::ModInfo info;
        info.name = QStringLiteral("Name");
        info.author = QStringLiteral("Me");
        info.description = QStringLiteral("Desc: with colon");
        info.modId = 0xd6205fdfb4a6097fULL; // above INT64_MAX: written as a negative INTEGER64
        info.version = -1;
        info.modFileName = QStringLiteral("Out");
        info.requiredMods.append({QStringLiteral("Base"), 42, 3});
        info.removeFiles << QStringLiteral("MEDIA/UNITS/A.DAT") << QStringLiteral("MEDIA/B.DAT");
        auto back = mwb::formats::tl2mod::parseModDat(mwb::formats::tl2mod::writeModDat(info), QString());
        QVERIFY(back.has_value());
        QCOMPARE(back->name, info.name);
        QCOMPARE(back->description, info.description);
        QCOMPARE(back->modId, info.modId);
        QCOMPARE(back->version, -1);
        QCOMPARE(back->modFileName, info.modFileName);
        QCOMPARE(back->removeFiles, info.removeFiles);
        QCOMPARE(back->requiredMods.size(), 1);
        QCOMPARE(back->requiredMods[0].id, quint64(42));
        QCOMPARE(back->requiredMods[0].version, quint16(3));
    }

    void modDatRejectsBadInput()
    {
        auto wrongRoot = mwb::formats::tl2mod::parseModDat("[UNIT]\n[/UNIT]", QString());
        QVERIFY(!wrongRoot.has_value());
        QCOMPARE(wrongRoot.error().code, ErrorCode::InvalidInput);
        auto badVersion = mwb::formats::tl2mod::parseModDat("[MOD]\n<INTEGER>VERSION:70000\n[/MOD]", QString());
        QVERIFY(!badVersion.has_value());
        QCOMPARE(badVersion.error().code, ErrorCode::InvalidInput);
        QCOMPARE(badVersion.error().offset, qint64(6));
    }
};

QTEST_GUILESS_MAIN(TestTl2Dat)
#include "tst_tl2dat.moc"
