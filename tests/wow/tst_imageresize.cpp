// SPDX-License-Identifier: GPL-3.0-or-later
// images::resizeRgba(): the resampler icons go through on their way to 64×64, checked against QImage's smooth
// scaling and against what a premultiplied filter must keep.
#include "mwb/formats/images/ImageResize.h"

#include <QImage>
#include <QtTest>

using namespace mwb::formats;

namespace {

blp::RgbaImage fromQImage(const QImage &image)
{
    const QImage rgba = image.convertToFormat(QImage::Format_RGBA8888);
    blp::RgbaImage out;
    out.width = rgba.width();
    out.height = rgba.height();
    for (int y = 0; y < rgba.height(); ++y)
        out.rgba.append(reinterpret_cast<const char *>(rgba.constScanLine(y)), qsizetype(rgba.width()) * 4);
    return out;
}

blp::RgbaImage filled(int width, int height, QRgb colour)
{
    QImage image(width, height, QImage::Format_RGBA8888);
    image.fill(QColor::fromRgba(colour));
    return fromQImage(image);
}

QImage gradient(int width, int height)
{
    QImage image(width, height, QImage::Format_RGBA8888);
    for (int y = 0; y < height; ++y) {
        for (int x = 0; x < width; ++x)
            image.setPixel(x, y, qRgba(255 * x / width, 255 * y / height, 200 - 100 * x / width, 255));
    }
    return image;
}

} // namespace

class TestImageResize : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void uniformColourStaysExact_data()
    {
        QTest::addColumn<int>("width");
        QTest::addColumn<int>("height");
        QTest::newRow("shrink") << 200 << 130;
        QTest::newRow("grow") << 17 << 9;
    }

    void uniformColourStaysExact()
    {
        QFETCH(int, width);
        QFETCH(int, height);
        const blp::RgbaImage result = images::resizeRgba(filled(width, height, qRgba(10, 200, 77, 180)), 64, 64);
        QCOMPARE(result.width, 64);
        QCOMPARE(result.height, 64);
        QCOMPARE(result.rgba, filled(64, 64, qRgba(10, 200, 77, 180)).rgba);
    }

    void sameSizeIsUnchanged()
    {
        const blp::RgbaImage image = fromQImage(gradient(64, 64));
        QCOMPARE(images::resizeRgba(image, 64, 64).rgba, image.rgba);
    }

    void transparentPixelsLendNoColour()
    {
        QImage image(128, 128, QImage::Format_RGBA8888);
        image.fill(Qt::transparent);
        for (int y = 0; y < 128; ++y) {
            for (int x = 0; x < 128; ++x)
                image.setPixel(x, y, x < 64 ? qRgba(255, 0, 0, 0) : qRgba(0, 0, 255, 255));
        }
        const blp::RgbaImage result = images::resizeRgba(fromQImage(image), 64, 64);
        const auto *bytes = reinterpret_cast<const uchar *>(result.rgba.constData());
        for (qsizetype p = 0; p < result.rgba.size(); p += 4) {
            if (bytes[p + 3] != 0) {
                QCOMPARE(int(bytes[p]), 0);
                QCOMPARE(int(bytes[p + 2]), 255);
            }
        }
        QCOMPARE(int(bytes[3]), 0); // the far left stays transparent
        QCOMPARE(int(bytes[63 * 4 + 3]), 255); // the far right stays opaque
    }

    void gradientMatchesSmoothScaling_data()
    {
        QTest::addColumn<int>("side");
        QTest::newRow("256 to 64") << 256;
        QTest::newRow("100 to 64") << 100;
        QTest::newRow("32 to 64") << 32;
    }

    void gradientMatchesSmoothScaling()
    {
        QFETCH(int, side);
        const QImage source = gradient(side, side);
        const blp::RgbaImage result = images::resizeRgba(fromQImage(source), 64, 64);
        const QImage expected = source.scaled(64, 64, Qt::IgnoreAspectRatio, Qt::SmoothTransformation)
                                    .convertToFormat(QImage::Format_RGBA8888);
        int largest = 0;
        for (int y = 0; y < 64; ++y) {
            const uchar *want = expected.constScanLine(y);
            const auto *got = reinterpret_cast<const uchar *>(result.rgba.constData()) + y * 64 * 4;
            for (int i = 0; i < 64 * 4; ++i)
                largest = std::max(largest, std::abs(int(want[i]) - int(got[i])));
        }
        QVERIFY2(largest <= 6, qPrintable(QString::number(largest)));
    }
};

QTEST_GUILESS_MAIN(TestImageResize)
#include "tst_imageresize.moc"
