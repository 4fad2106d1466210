// SPDX-License-Identifier: GPL-3.0-or-later
// Preview selection by kind (content first, extension second), text decoding, and the widget's pages.
#include "DdsFixtures.h"
#include "mwb/widgets/EntryPreview.h"
#include "mwb/widgets/ImageCanvas.h"
#include "mwb/widgets/TextDecoding.h"

#include <QBuffer>
#include <QLabel>
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

QByteArray tgaOf(const QImage &image)
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    if (!image.save(&buffer, "TGA"))
        return {};
    return bytes;
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
        QImage image(3, 2, QImage::Format_ARGB32);
        image.fill(Qt::red);
        mwb::test::DdsFixture dds;
        dds.fourCc = "DXT1";
        QTest::newRow("PNG named .DAT") << QStringLiteral("MEDIA/ODD.DAT") << pngOf(image) << PreviewKind::Image;
        QTest::newRow("DDS") << QStringLiteral("MEDIA/T.DDS") << dds.bytes(QByteArray(8, '\0')) << PreviewKind::Image;
        QTest::newRow("TGA by extension") << QStringLiteral("ICON.TGA") << tgaOf(image) << PreviewKind::Image;
        QTest::newRow("MPP") << QStringLiteral("A/B.MPP") << QByteArray(30, '\0') << PreviewKind::Grid;
        QTest::newRow("Mir map") << QStringLiteral("0.map") << QByteArray(60, '\1') << PreviewKind::Grid;
        QTest::newRow("text DAT") << QStringLiteral("MOD.DAT") << utf16le(kChinese, true) << PreviewKind::Text;
        QTest::newRow("compiled DAT") << QStringLiteral("UNITS/A.DAT") << binaryJunk() << PreviewKind::Binary;
        QTest::newRow("text named .DDS") << QStringLiteral("FAKE.DDS") << QByteArray("hello") << PreviewKind::Binary;
    }

    void kindByContentThenExtension()
    {
        QFETCH(QString, path);
        QFETCH(QByteArray, bytes);
        QFETCH(PreviewKind, kind);
        QCOMPARE(PreviewContent::kindOf(path, bytes), kind);
    }

    void undecodableImageFallsBackToBinary()
    {
        mwb::test::DdsFixture dds;
        dds.fourCc = "DXT1";
        const auto content = PreviewContent::build(QStringLiteral("CUT.DDS"), dds.bytes(QByteArray(3, '\0')));
        QCOMPARE(content.kind, PreviewKind::Binary);
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
        preview.showContent(PreviewContent::build(QStringLiteral("LEVEL.MPP"), QByteArray(30, '\0')));
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
