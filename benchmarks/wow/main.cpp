// SPDX-License-Identifier: GPL-3.0-or-later
// bench_wow: see CMakeLists.txt. Every line prints the time per run and a ratio against its peer in this process.
#include "BestOf.h"
#include "mwb/formats/blp/BlpEncoder.h"
#include "mwb/formats/blp/BlpTexture.h"
#include "mwb/formats/dbc/DbcSchema.h"
#include "mwb/formats/dds/DdsImage.h"

#include <QCommandLineParser>
#include <QFile>
#include <QImage>
#include <QtEndian>

#include <cstdio>

using namespace mwb::formats;

using mwb::bench::bestOf;

namespace {

void report(const char *what, double ms, const char *peer, double peerMs)
{
    std::printf("%-44s %9.2f ms   %-34s %9.2f ms   ratio %.2f\n", what, ms, peer, peerMs, ms / peerMs);
}

blp::RgbaImage gradient(int side)
{
    blp::RgbaImage image;
    image.width = side;
    image.height = side;
    image.rgba.resize(qsizetype(side) * side * 4);
    for (int i = 0; i < side * side; ++i) {
        const int x = i % side;
        const int y = i / side;
        image.rgba[i * 4] = char(x);
        image.rgba[i * 4 + 1] = char(y);
        image.rgba[i * 4 + 2] = char(x ^ y);
        image.rgba[i * 4 + 3] = char(x + y);
    }
    return image;
}

/// A DDS file holding the level-0 DXT5 blocks of `blpBytes`.
QByteArray ddsWithBlocksOf(const QByteArray &blpBytes, int side)
{
    const auto texture = blp::BlpTexture::parse(blpBytes);
    const blp::MipEntry level = texture->mipTable()[0];
    QByteArray dds(128, '\0');
    dds.replace(0, 4, "DDS ");
    qToLittleEndian<quint32>(124, dds.data() + 4);
    qToLittleEndian<quint32>(0x1007, dds.data() + 8);
    qToLittleEndian<quint32>(quint32(side), dds.data() + 12);
    qToLittleEndian<quint32>(quint32(side), dds.data() + 16);
    qToLittleEndian<quint32>(32, dds.data() + 76);
    qToLittleEndian<quint32>(0x4, dds.data() + 80);
    dds.replace(84, 4, "DXT5");
    return dds + blpBytes.mid(level.offset, level.size);
}

void benchBlp(const QString &corpus)
{
    const int side = 2048;
    const blp::RgbaImage image = gradient(side);
    const QByteArray dxt5 = *blp::encodeBlp(image, {blp::BlpTarget::Dxt5, false});
    const QByteArray dds = ddsWithBlocksOf(dxt5, side);
    report("BLP DXT5 2048x2048 decode", bestOf(5, [&] { (void)blp::decodeBlp(dxt5); }), "DdsImage same blocks",
        bestOf(5, [&] { (void)dds::DdsImage::decode(dds); }));
    const QByteArray palette = *blp::encodeBlp(image, {blp::BlpTarget::Palette, false});
    report("BLP palettized 2048x2048 decode", bestOf(5, [&] { (void)blp::decodeBlp(palette); }),
        "BLP DXT5 same size", bestOf(5, [&] { (void)blp::decodeBlp(dxt5); }));
    const blp::RgbaImage small = gradient(512);
    const QByteArray smallDxt5 = *blp::encodeBlp(small, {});
    report("BLP DXT5 512x512 encode with mips", bestOf(3, [&] { (void)blp::encodeBlp(small, {}); }),
        "decode of its level 0", bestOf(3, [&] { (void)blp::decodeBlp(smallDxt5); }));
    report("BLP palette 512x512 encode (median cut)",
        bestOf(3, [&] { (void)blp::encodeBlp(small, {blp::BlpTarget::Palette, true}); }), "DXT5 encode same image",
        bestOf(3, [&] { (void)blp::encodeBlp(small, {}); }));

    QFile logo(corpus + QStringLiteral("/blp/blprs_WarcraftIIIFTLogo.blp"));
    if (!logo.open(QIODevice::ReadOnly)) {
        std::printf("(corpus absent: JPEG and DBC lines skipped)\n");
        return;
    }
    const QByteArray jpegBlp = logo.readAll();
    const auto texture = blp::BlpTexture::parse(jpegBlp);
    const blp::MipEntry level = texture->mipTable()[0];
    const QByteArray stream = jpegBlp.mid(160, texture->jpegHeaderSize()) + jpegBlp.mid(level.offset, level.size);
    report("BLP1 JPEG 512x256 (4 channels) decode", bestOf(20, [&] { (void)blp::decodeBlp(jpegBlp); }),
        "QImage::fromData same JPEG", bestOf(20, [&] { (void)QImage::fromData(stream, "JPG"); }));
}

void benchDbc(const QString &corpus)
{
    QFile file(corpus + QStringLiteral("/dbc/nini_SpellIcon.dbc"));
    if (!file.open(QIODevice::ReadOnly))
        return;
    const QByteArray bytes = file.readAll();
    volatile quint64 sink = 0;
    const auto scan = [&] {
        quint64 sum = 0;
        for (qsizetype i = 20; i + 4 <= bytes.size(); i += 4)
            sum += qFromLittleEndian<quint32>(bytes.constData() + i);
        sink = sum;
    };
    const double peer = bestOf(10, scan);
    report("SpellIcon.dbc parse + definition", bestOf(10, [&] {
        const auto table = dbc::DbcTable::parse(bytes);
        (void)dbc::DbcSchema::forTable(*table, QStringLiteral("SpellIcon.dbc"));
    }), "sum of every u32 (1.1 MB)", peer);
    const auto table = dbc::DbcTable::parse(bytes);
    const dbc::DbcSchema schema = dbc::DbcSchema::forTable(*table, QStringLiteral("SpellIcon.dbc"));
    report("SpellIcon.dbc every cell as text (44k)", bestOf(10, [&] {
        for (int row = 0; row < table->recordCount(); ++row) {
            for (const dbc::DbcField &field : schema.fields)
                (void)dbc::cellText(*table, field, row);
        }
    }), "sum of every u32 (1.1 MB)", peer);
    report("SpellIcon.dbc guess column types", bestOf(10, [&] { (void)dbc::DbcSchema::guess(*table); }),
        "sum of every u32 (1.1 MB)", peer);
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    const QCommandLineOption corpus(QStringLiteral("corpus"), QStringLiteral("The wow corpus folder."),
        QStringLiteral("DIR"), QStringLiteral(MWB_BENCH_WOW_CORPUS));
    parser.addOption(corpus);
    parser.process(app);
    benchBlp(parser.value(corpus));
    benchDbc(parser.value(corpus));
    return 0;
}
