// SPDX-License-Identifier: GPL-3.0-or-later
// Preview selection by the registered kinds (content first, extension second), text decoding, and the widget's
// pages.
#include "DdsFixtures.h"
#include "MapFixtures.h"
#include "mwb/widgets/EntryPreview.h"
#include "mwb/widgets/ImageCanvas.h"
#include "mwb/widgets/PreviewRegistry.h"
#include "mwb/widgets/TextDecoding.h"

#include <QBuffer>
#include <QLabel>
#include <QLocale>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>

using mwb::widgets::decodeText;
using mwb::widgets::EntryPreview;
using mwb::widgets::looksLikeText;
using mwb::widgets::PreviewContent;
using mwb::widgets::PreviewKind;

namespace {

QByteArray utf16le(const QString &text, bool bom)
{
    QByteArray bytes = bom ? QByteArray("\xFF\xFE", 2) : QByteArray();
    for (const QChar c : text) {
        bytes.append(char(c.unicode() & 0xFF));
        bytes.append(char(c.unicode() >> 8));
    }
    return bytes;
}

QByteArray pngOf(const QImage &image)
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    image.save(&buffer, "PNG");
    return bytes;
}

/// An uncompressed 24-bit TrueVision 2.0 TGA of `image` (Qt reads only those, and does not write TGA).
QByteArray tgaOf(const QImage &image)
{
    QByteArray bytes(18, '\0');
    bytes[2] = 2; // uncompressed true colour
    bytes[12] = char(image.width() & 0xFF);
    bytes[13] = char(image.width() >> 8);
    bytes[14] = char(image.height() & 0xFF);
    bytes[15] = char(image.height() >> 8);
    bytes[16] = 24;
    bytes[17] = 0x20; // top-left origin
    for (int y = 0; y < image.height(); ++y) {
        for (int x = 0; x < image.width(); ++x) {
            const QRgb pixel = image.pixel(x, y);
            bytes.append(char(qBlue(pixel))).append(char(qGreen(pixel))).append(char(qRed(pixel)));
        }
    }
    return bytes.append(QByteArray(8, '\0')).append("TRUEVISION-XFILE.", 18); // no extension or developer area
}

QByteArray binaryJunk()
{
    QByteArray bytes;
    for (int i = 0; i < 512; ++i)
        bytes.append(char((i * 37) % 256));
    return bytes;
}

const QString kChinese = QStringLiteral("[MOD]\r\n<STRING>NAME:演示模组\r\n[/MOD]\r\n");

} // namespace

class TestEntryPreview : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void decodesByBom_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("encoding");
        QTest::newRow("UTF-16LE BOM") << utf16le(kChinese, true) << QStringLiteral("UTF-16LE (BOM)");
        QTest::newRow("UTF-16LE no BOM") << utf16le(kChinese, false) << QStringLiteral("UTF-16LE");
        QByteArray be("\xFE\xFF", 2);
        for (const QChar c : kChinese) {
            be.append(char(c.unicode() >> 8));
            be.append(char(c.unicode() & 0xFF));
        }
        QTest::newRow("UTF-16BE BOM") << be << QStringLiteral("UTF-16BE (BOM)");
        QTest::newRow("UTF-8 BOM") << QByteArray("\xEF\xBB\xBF") + kChinese.toUtf8() << QStringLiteral("UTF-8 (BOM)");
        QTest::newRow("UTF-8") << kChinese.toUtf8() << QStringLiteral("UTF-8");
    }

    void decodesByBom()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, encoding);
        QVERIFY(looksLikeText(bytes));
        const auto decoded = decodeText(bytes, 1 << 20);
        QCOMPARE(decoded.encoding, encoding);
        QCOMPARE(decoded.text, kChinese);
        QVERIFY(!decoded.truncated);
    }

    void invalidUtf8FallsBackToLatin1()
    {
        const QByteArray bytes("caf\xE9 cr\xE8me\r\n");
        QVERIFY(looksLikeText(bytes));
        QCOMPARE(decodeText(bytes, 100).encoding, QStringLiteral("Latin-1"));
        QCOMPARE(decodeText(bytes, 100).text, QStringLiteral("café crème\r\n"));
    }

    void truncatesAtCodeUnits()
    {
        const QByteArray bytes = utf16le(QStringLiteral("abcdef"), true);
        const auto decoded = decodeText(bytes, 7); // BOM + 2.5 code units: the half unit is dropped
        QVERIFY(decoded.truncated);
        QCOMPARE(decoded.text, QStringLiteral("ab"));
    }

    void binaryIsNotText()
    {
        QVERIFY(!looksLikeText(binaryJunk()));
        QVERIFY(!looksLikeText(QByteArray()));
    }

    void kindByContentThenExtension_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<PreviewKind>("kind");
        QTest::addColumn<QString>("kindName");
        QImage image(3, 2, QImage::Format_ARGB32);
        image.fill(Qt::red);
        mwb::test::DdsFixture dds;
        dds.fourCc = "DXT1";
        const QString hex = mwb::widgets::kHexKind;
        QTest::newRow("PNG named .DAT") << QStringLiteral("MEDIA/ODD.DAT") << pngOf(image) << PreviewKind::Image
                                        << QStringLiteral("image");
        QTest::newRow("DDS") << QStringLiteral("MEDIA/T.DDS") << dds.bytes(QByteArray(8, '\0')) << PreviewKind::Image
                             << QStringLiteral("dds");
        QTest::newRow("TGA by extension")
            << QStringLiteral("ICON.TGA") << tgaOf(image) << PreviewKind::Image << QStringLiteral("image");
        QTest::newRow("TGA bytes without the name")
            << QStringLiteral("ICON.BIN") << tgaOf(image) << PreviewKind::Binary << hex;
        QTest::newRow("MPP") << QStringLiteral("A/B.MPP") << mwb::test::makeMpp(12, 9) << PreviewKind::Grid
                             << QStringLiteral("grid");
        QTest::newRow("Mir map") << QStringLiteral("0.map")
                                 << mwb::test::makeMap(mwb::formats::mir2map::MapType::Wemade, 7, 6).bytes
                                 << PreviewKind::Grid << QStringLiteral("grid");
        QTest::newRow("MPP whose header does not fit")
            << QStringLiteral("A/B.MPP") << QByteArray(30, '\0') << PreviewKind::Binary << hex;
        QTest::newRow("text DAT") << QStringLiteral("MOD.DAT") << utf16le(kChinese, true) << PreviewKind::Text
                                  << QStringLiteral("dat");
        QTest::newRow("compiled DAT") << QStringLiteral("UNITS/A.DAT") << binaryJunk() << PreviewKind::Binary << hex;
        QTest::newRow("text") << QStringLiteral("NOTES.TXT") << QByteArray("plain notes\n") << PreviewKind::Text
                              << QStringLiteral("text");
        QTest::newRow("text named .DDS") << QStringLiteral("FAKE.DDS") << QByteArray("hello") << PreviewKind::Binary
                                         << hex;
        QTest::newRow("unknown binary") << QStringLiteral("X.BIN") << binaryJunk() << PreviewKind::Binary << hex;
        QTest::newRow("empty") << QStringLiteral("EMPTY") << QByteArray() << PreviewKind::Binary << hex;
    }

    void kindByContentThenExtension()
    {
        QFETCH(QString, path);
        QFETCH(QByteArray, bytes);
        QFETCH(PreviewKind, kind);
        QFETCH(QString, kindName);
        QCOMPARE(PreviewContent::kindOf(path, bytes), kind);
        const PreviewContent content = PreviewContent::build(path, bytes);
        QCOMPARE(content.kind, kind);
        QCOMPARE(QString(content.kindName), kindName);
        QVERIFY2(content.problem.isEmpty(), qPrintable(content.problem));
        if (kindName == mwb::widgets::kHexKind)
            QCOMPARE(content.details, QStringLiteral("%1 bytes").arg(QLocale().toString(bytes.size())));
    }

    void everyRegisteredKindIsNamedOnce()
    {
        QStringList names;
        for (const auto &kind : mwb::widgets::previewKinds()) {
            QVERIFY(kind.probe);
            names << QString(kind.name);
        }
        QCOMPARE(names.removeDuplicates(), 0);
        QVERIFY(!names.contains(mwb::widgets::kHexKind)); // the fallback is no registered kind
    }

    void undecodableImageFallsBackToBinary()
    {
        mwb::test::DdsFixture dds;
        dds.fourCc = "DXT1";
        const auto content = PreviewContent::build(QStringLiteral("CUT.DDS"), dds.bytes(QByteArray(3, '\0')));
        QCOMPARE(content.kind, PreviewKind::Binary);
        QCOMPARE(QString(content.kindName), QString(mwb::widgets::kHexKind));
        QVERIFY(content.image.isNull());
        QVERIFY(content.problem.contains(QLatin1String("8")));
    }

    void widgetShowsEachKind()
    {
        EntryPreview preview;
        preview.resize(400, 300);
        preview.show();

        preview.showContent(PreviewContent::build(QStringLiteral("MOD.DAT"), utf16le(kChinese, true)));
        QCOMPARE(preview.currentPage(), preview.textView());
        QCOMPARE(preview.textView()->toPlainText(), QString(kChinese).remove(QLatin1Char('\r')));

        QImage image(40, 20, QImage::Format_ARGB32);
        image.fill(Qt::blue);
        preview.showContent(PreviewContent::build(QStringLiteral("ICON.PNG"), pngOf(image)));
        QCOMPARE(preview.currentPage(), preview.imageView());
        QCOMPARE(preview.imageView()->image().size(), QSize(40, 20));
        // The canvas is about 400 × 280: small images are enlarged by a whole factor, at most 8.
        QCOMPARE(preview.imageView()->imageRect().size(), QSize(320, 160));

        QSignalSpy wantsGrid(&preview, &EntryPreview::showGridRequested);
        preview.showContent(PreviewContent::build(QStringLiteral("LEVEL.MPP"), mwb::test::makeMpp(4, 3)));
        QCOMPARE(preview.currentPage(), preview.messageView());
        auto *button = preview.findChild<QPushButton *>();
        QVERIFY(button && button->isVisible());
        QTest::mouseClick(button, Qt::LeftButton);
        QCOMPARE(wantsGrid.count(), 1);

        preview.showContent(PreviewContent::build(QStringLiteral("X.BIN"), binaryJunk()));
        QCOMPARE(preview.currentPage(), preview.messageView());
        QVERIFY(!button->isVisible());
    }
};

QTEST_MAIN(TestEntryPreview)
#include "tst_entrypreview.moc"
