// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/core/ByteSource.h"
#include "mwb/widgets/HexDataSource.h"
#include "mwb/widgets/HexFormat.h"

#include <QTest>

namespace hexformat = mwb::widgets::hexformat;

class TestHexFormat : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void copyFormats();
    void longCArrayWrapsEvery16Values();
    void parsesHexBytes_data();
    void parsesHexBytes();
    void parsesOffsets_data();
    void parsesOffsets();
    void encodesUtf16Le();
    void dataSourcesClampReads();
};

void TestHexFormat::copyFormats()
{
    const QByteArray bytes("\x00\x01\xFF", 3);
    QCOMPARE(hexformat::toHex(bytes), QStringLiteral("00 01 FF"));
    QCOMPARE(hexformat::toCArray(bytes), QStringLiteral("{ 0x00, 0x01, 0xFF }"));
    QCOMPARE(hexformat::toBase64(bytes), QStringLiteral("AAH/"));
    QCOMPARE(hexformat::toHex({}), QString());
    QCOMPARE(hexformat::toCArray({}), QStringLiteral("{ }"));
    QCOMPARE(hexformat::toBase64(QByteArray("MZ")), QStringLiteral("TVo="));
}

void TestHexFormat::longCArrayWrapsEvery16Values()
{
    QByteArray bytes;
    for (int i = 0; i < 17; ++i)
        bytes.append(static_cast<char>(i));
    QCOMPARE(hexformat::toCArray(bytes),
        QStringLiteral("{\n    0x00, 0x01, 0x02, 0x03, 0x04, 0x05, 0x06, 0x07, 0x08, 0x09, 0x0A, 0x0B, 0x0C, 0x0D, "
                       "0x0E, 0x0F,\n    0x10\n}"));
    QCOMPARE(hexformat::toCArray(bytes.left(16)).count(u'\n'), 0);
}

void TestHexFormat::parsesHexBytes_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("valid");
    QTest::addColumn<QByteArray>("bytes");
    const QByteArray mpq("MPQ\x1A", 4);
    QTest::newRow("spaced") << QStringLiteral("4D 50 51 1A") << true << mpq;
    QTest::newRow("mixed case, partly packed") << QStringLiteral("4d5051 1a") << true << mpq;
    QTest::newRow("C style") << QStringLiteral("0x4D, 0x50, 0x51, 0x1A") << true << mpq;
    QTest::newRow("our own copy format") << hexformat::toHex(mpq) << true << mpq;
    QTest::newRow("odd digit count") << QStringLiteral("4D5") << false << QByteArray();
    QTest::newRow("split pair") << QStringLiteral("4 D") << false << QByteArray();
    QTest::newRow("not hex") << QStringLiteral("4G") << false << QByteArray();
    QTest::newRow("empty") << QString() << false << QByteArray();
    QTest::newRow("separators only") << QStringLiteral(" , ") << false << QByteArray();
}

void TestHexFormat::parsesHexBytes()
{
    QFETCH(QString, text);
    QFETCH(bool, valid);
    QFETCH(QByteArray, bytes);
    const auto parsed = hexformat::parseHexBytes(text);
    QCOMPARE(parsed.has_value(), valid);
    if (valid)
        QCOMPARE(*parsed, bytes);
}

void TestHexFormat::parsesOffsets_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<qint64>("offset"); // -1: rejected
    QTest::newRow("0x") << QStringLiteral("0x1A2B") << qint64(0x1A2B);
    QTest::newRow("0X upper") << QStringLiteral("0X1a2b") << qint64(0x1A2B);
    QTest::newRow("h suffix") << QStringLiteral("1A2Bh") << qint64(0x1A2B);
    QTest::newRow("decimal") << QStringLiteral("6699") << qint64(6699);
    QTest::newRow("spaces") << QStringLiteral("  42 ") << qint64(42);
    QTest::newRow("beyond 4 GiB") << QStringLiteral("0x17FFFFFFF") << qint64(0x17FFFFFFF);
    QTest::newRow("negative") << QStringLiteral("-1") << qint64(-1);
    QTest::newRow("bare 0x") << QStringLiteral("0x") << qint64(-1);
    QTest::newRow("hex without prefix") << QStringLiteral("1A2B") << qint64(-1);
    QTest::newRow("empty") << QString() << qint64(-1);
}

void TestHexFormat::parsesOffsets()
{
    QFETCH(QString, text);
    QFETCH(qint64, offset);
    const auto parsed = hexformat::parseOffset(text);
    QCOMPARE(parsed.value_or(-1), offset);
}

void TestHexFormat::encodesUtf16Le()
{
    QCOMPARE(hexformat::toUtf16Le(u"MZ\u00E9"), QByteArray("M\0Z\0\xE9\0", 6));
    QCOMPARE(hexformat::toUtf16Le(u"\u4E2D"), QByteArray("\x2D\x4E", 2));
}

void TestHexFormat::dataSourcesClampReads()
{
    const QByteArray bytes("0123456789");
    const mwb::widgets::BufferHexData buffer(bytes);
    const mwb::widgets::ByteSourceHexData mapped(
        std::shared_ptr<const mwb::ByteSource>(mwb::ByteSource::fromBytes(bytes)));
    for (const mwb::widgets::HexDataSource *source : {static_cast<const mwb::widgets::HexDataSource *>(&buffer),
             static_cast<const mwb::widgets::HexDataSource *>(&mapped)}) {
        QCOMPARE(source->size(), 10);
        QCOMPARE(source->read(2, 3), QByteArray("234"));
        QCOMPARE(source->read(8, 100), QByteArray("89")); // short at the end
        QCOMPARE(source->read(10, 1), QByteArray());
        QCOMPARE(source->read(-1, 4), QByteArray());
        QCOMPARE(source->read(3, 0), QByteArray());
    }
}

QTEST_APPLESS_MAIN(TestHexFormat)
#include "tst_hexformat.moc"
