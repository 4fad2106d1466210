// SPDX-License-Identifier: GPL-3.0-or-later
// The image export on generated archives: every BLP, DDS, TGA and PNG becomes a PNG whose pixels are the
// decoder's, folders kept; a failing image or a cancel leaves nothing; the spell-icon export resolves
// SpellIcon.dbc's paths case-insensitively and lists the missing icon. The PNG writer and the TGA decoder alone.
#include "MpqFixtureBuilder.h"
#include "SharedCorpus.h"
#include "TestFiles.h"
#include "WowFixtures.h"
#include "mwb/core/FormatRegistry.h"
#include "mwb/formats/blp/BlpTexture.h"
#include "mwb/formats/dbc/SpellIconExport.h"
#include "mwb/formats/images/ImageExport.h"
#include "mwb/formats/images/PngWriter.h"
#include "mwb/formats/images/TgaImage.h"

#include <QDir>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace mwb;
using formats::dbc::SpellIconExport;
using formats::images::ImageExport;

namespace {

QImage rgbaOf(const formats::blp::RgbaImage &image)
{
    return QImage(reinterpret_cast<const uchar *>(image.rgba.constData()), image.width, image.height,
        image.width * 4, QImage::Format_RGBA8888)
        .copy();
}

QImage pngAt(const QString &path)
{
    return QImage(path).convertToFormat(QImage::Format_RGBA8888);
}

/// A TGA header (18 bytes) for a `type` image of `width` × `height`, `bits` per pixel, `descriptor`.
QByteArray tgaHeader(int type, int width, int height, int bits, int descriptor)
{
    QByteArray h(18, '\0');
    h[2] = char(type);
    h[12] = char(width);
    h[14] = char(height);
    h[16] = char(bits);
    h[17] = char(descriptor);
    return h;
}

std::shared_ptr<const Archive> open(const QString &path)
{
    auto archive = openArchive(path);
    if (!archive)
        qWarning() << archive.error().toString();
    return archive ? std::shared_ptr<const Archive>(std::move(archive).value()) : nullptr;
}

QStringList filesBelow(const QString &dir)
{
    QStringList files;
    QDir root(dir);
    for (const QFileInfo &info : root.entryInfoList(QDir::Files | QDir::Dirs | QDir::NoDotAndDotDot | QDir::Hidden)) {
        if (info.isDir()) {
            for (const QString &file : filesBelow(info.filePath()))
                files << info.fileName() + QLatin1Char('/') + file;
        } else {
            files << info.fileName();
        }
    }
    files.sort();
    return files;
}

} // namespace

class TestImageExport : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    QString path(const QString &name) const { return m_dir.filePath(name); }

private Q_SLOTS:
    void pngWriterRoundTrips()
    {
        const formats::blp::RgbaImage image = test::patternImage(13, 7);
        const QByteArray png = formats::images::encodePng(image.rgba, 13, 7);
        QImage decoded;
        QVERIFY(decoded.loadFromData(png, "PNG"));
        QCOMPARE(decoded.convertToFormat(QImage::Format_RGBA8888), rgbaOf(image));
    }

    void tgaRawAndRleDecode()
    {
        // 2 × 2 true-colour, bottom-up: stored rows are (blue, green) then (red, white).
        QByteArray raw = tgaHeader(2, 2, 2, 24, 0);
        raw += QByteArray::fromHex("ff0000" "00ff00" "0000ff" "ffffff");
        auto image = formats::images::TgaImage::decode(raw);
        QVERIFY(image);
        QCOMPARE(image->rgba, QByteArray::fromHex("ff0000ff" "ffffffff" "0000ffff" "00ff00ff"));

        // The same picture, top-down, 32 bits with alpha, run-length encoded: a run of 2 then 2 raw pixels.
        QByteArray rle = tgaHeader(10, 2, 2, 32, 0x28);
        rle += QByteArray::fromHex("81" "0000ff80" "01" "00ff00ff" "ff000000");
        image = formats::images::TgaImage::decode(rle);
        QVERIFY(image);
        QCOMPARE(image->rgba, QByteArray::fromHex("ff000080" "ff000080" "00ff00ff" "0000ff00"));
    }

    void tgaErrorsAreStructured()
    {
        QByteArray cut = tgaHeader(2, 4, 4, 24, 0) + QByteArray(10, '\0');
        auto image = formats::images::TgaImage::decode(cut, QStringLiteral("cut.tga"));
        QVERIFY(!image);
        QCOMPARE(image.error().code, ErrorCode::Truncated);
        image = formats::images::TgaImage::decode(tgaHeader(2, 4, 4, 12, 0));
        QCOMPARE(image.error().code, ErrorCode::Unsupported);
        image = formats::images::TgaImage::decode(QByteArray(5, '\0'));
        QCOMPARE(image.error().code, ErrorCode::Truncated);
    }

    void exportWritesEveryImageAsPngKeepingFolders()
    {
        const QByteArray blp = test::patternBlp(16, 8);
        QByteArray tga = tgaHeader(2, 1, 1, 24, 0) + QByteArray::fromHex("102030");
        const QByteArray png = formats::images::encodePng(test::patternImage(3, 2).rgba, 3, 2);
        const QString mpq = path(QStringLiteral("export.mpq"));
        QCOMPARE(test::writeMpq(mpq, {{QStringLiteral("Interface\\Icons\\Fire.blp"), blp},
                                      {QStringLiteral("Textures\\Sky.TGA"), tga}, {QStringLiteral("Art\\Logo.png"), png},
                                      {QStringLiteral("Readme.txt"), "not an image"}}),
            QString());
        const auto archive = open(mpq);
        QVERIFY(archive);
        const auto plan = ImageExport::plan({archive}, PathPatterns({}));
        QCOMPARE(plan.size(), std::size_t(3));

        const QString out = path(QStringLiteral("all"));
        SilentProgress progress;
        const auto summary = ImageExport::write(plan, {}, out, progress);
        QVERIFY2(summary, qPrintable(summary ? QString() : summary.error().toString()));
        QCOMPARE(summary->images, 3);
        QCOMPARE(filesBelow(out), (QStringList{QStringLiteral("Art/Logo.png"), QStringLiteral("Interface/Icons/Fire.png"),
                                      QStringLiteral("Textures/Sky.png")}));
        QCOMPARE(pngAt(out + QStringLiteral("/Interface/Icons/Fire.png")),
            rgbaOf(formats::blp::decodeBlp(blp).value()));
        QCOMPARE(pngAt(out + QStringLiteral("/Textures/Sky.png")).pixelColor(0, 0), QColor(0x30, 0x20, 0x10));
        QCOMPARE(test::readFile(out + QStringLiteral("/Art/Logo.png")), png); // a PNG is kept byte for byte
    }

    void patternsAndLaterArchivesChoose()
    {
        const QString base = path(QStringLiteral("base.mpq"));
        const QString patch = path(QStringLiteral("patch.mpq"));
        QCOMPARE(test::writeMpq(base, {{QStringLiteral("Icons\\A.blp"), test::patternBlp(4, 4, 10)},
                                       {QStringLiteral("Other\\B.blp"), test::patternBlp(4, 4, 20)}}),
            QString());
        QCOMPARE(test::writeMpq(patch, {{QStringLiteral("ICONS\\a.BLP"), test::patternBlp(4, 4, 99)}}), QString());
        const auto plan = ImageExport::plan({open(base), open(patch)}, PathPatterns({QStringLiteral("icons/*")}));
        QCOMPARE(plan.size(), std::size_t(1));
        QCOMPARE(plan.front().output, QStringLiteral("ICONS/a.png"));
        const QString out = path(QStringLiteral("patched"));
        SilentProgress progress;
        QVERIFY(ImageExport::write(plan, {}, out, progress));
        QCOMPARE(pngAt(out + QStringLiteral("/ICONS/a.png")).pixelColor(0, 0).blue(), 99);
    }

    void failureAndCancelLeaveNothing()
    {
        QByteArray broken = test::patternBlp(8, 8);
        broken.truncate(200);
        const QString mpq = path(QStringLiteral("broken.mpq"));
        QCOMPARE(test::writeMpq(mpq, {{QStringLiteral("a\\Good.blp"), test::patternBlp(8, 8)},
                                      {QStringLiteral("b\\Broken.blp"), broken}}),
            QString());
        const auto archive = open(mpq);
        const QString out = path(QStringLiteral("failed"));
        SilentProgress progress;
        const auto failed = ImageExport::write(ImageExport::plan({archive}, PathPatterns({})), {}, out, progress);
        QVERIFY(!failed);
        QVERIFY(failed.error().path.contains(QStringLiteral("Broken.blp")));
        QVERIFY(!QFileInfo::exists(out));

        const QString canceledOut = path(QStringLiteral("canceled"));
        SilentProgress canceled;
        canceled.cancel();
        const auto result = ImageExport::write(ImageExport::plan({archive}, PathPatterns({QStringLiteral("Good.blp")})),
            {}, canceledOut, canceled);
        QVERIFY(!result);
        QCOMPARE(result.error().code, ErrorCode::Canceled);
        QVERIFY(!QFileInfo::exists(canceledOut));

        QVERIFY(QDir().mkpath(path(QStringLiteral("existing"))));
        const auto again = ImageExport::write(
            ImageExport::plan({archive}, PathPatterns({})), {}, path(QStringLiteral("existing")), progress);
        QVERIFY(!again);
        QCOMPARE(filesBelow(path(QStringLiteral("existing"))), QStringList());
    }

    void pathsThatEscapeTheTargetAreRefused()
    {
        const QByteArray blp = test::patternBlp(4, 4);
        const auto file = [&blp](const QByteArray &name) {
            return test::MpqFixtureBuilder::File{name, blp, quint32(blp.size()), 0x81000000u, true}; // single unit, stored
        };
        const QString mpq = path(QStringLiteral("hostile.mpq"));
        QVERIFY(test::writeFile(mpq, test::MpqFixtureBuilder::build({file("ok\\Good.blp"), file("..\\..\\Evil.blp")})));
        const auto archive = open(mpq);
        QVERIFY(archive);
        const QString out = path(QStringLiteral("hostile"));
        SilentProgress progress;
        const auto result = ImageExport::write(ImageExport::plan({archive}, PathPatterns({})), {}, out, progress);
        QVERIFY(!result);
        QCOMPARE(result.error().code, ErrorCode::UnsafePath);
        QVERIFY(!QFileInfo::exists(out));
        QVERIFY(!QFileInfo::exists(path(QStringLiteral("Evil.png"))));
    }

    void spellIconsResolveAndReportTheMissing()
    {
        const QByteArray fire = test::patternBlp(8, 8, 30);
        const QByteArray frost = test::patternBlp(8, 8, 60);
        const QString mpq = path(QStringLiteral("icons.mpq"));
        QCOMPARE(test::writeMpq(mpq,
                     {{QStringLiteral("DBFILESCLIENT\\spellicon.DBC"),
                          test::spellIconDbc({{12, "Interface\\Icons\\Spell_Fire_Fireball"},
                              {7, "interface\\icons\\spell_frost_frostbolt"}, {9, "Interface\\Icons\\Gone"}})},
                         {QStringLiteral("Interface\\Icons\\SPELL_FIRE_FIREBALL.BLP"), fire},
                         {QStringLiteral("Interface\\Icons\\Spell_Frost_FrostBolt.blp"), frost}}),
            QString());
        const auto plan = SpellIconExport::plan({open(mpq)});
        QVERIFY2(plan, qPrintable(plan ? QString() : plan.error().toString()));
        QCOMPARE(plan->rows.size(), std::size_t(3));
        QCOMPARE(plan->missing(), 1);
        const QString out = path(QStringLiteral("icons"));
        SilentProgress progress;
        const auto summary = SpellIconExport::write(*plan, out, progress);
        QVERIFY(summary);
        QCOMPARE(summary->images, 2);
        QCOMPARE(filesBelow(out), (QStringList{QStringLiteral("12_Spell_Fire_Fireball.png"),
                                      QStringLiteral("7_spell_frost_frostbolt.png"), QStringLiteral("spell-icons.csv"),
                                      QStringLiteral("spell-icons.json")}));
        QCOMPARE(pngAt(out + QStringLiteral("/12_Spell_Fire_Fireball.png")), rgbaOf(formats::blp::decodeBlp(fire).value()));
        QCOMPARE(test::readFile(out + QStringLiteral("/spell-icons.csv")),
            QByteArray("id,path,status,file\n"
                       "12,Interface\\Icons\\Spell_Fire_Fireball,found,12_Spell_Fire_Fireball.png\n"
                       "7,interface\\icons\\spell_frost_frostbolt,found,7_spell_frost_frostbolt.png\n"
                       "9,Interface\\Icons\\Gone,missing,\n"));
        const QJsonObject json = QJsonDocument::fromJson(test::readFile(out + QStringLiteral("/spell-icons.json"))).object();
        QCOMPARE(json.value(QStringLiteral("missing")).toInt(), 1);
        const QJsonObject gone = json.value(QStringLiteral("rows")).toArray().at(2).toObject();
        QCOMPARE(gone.value(QStringLiteral("id")).toInt(), 9);
        QCOMPARE(gone.value(QStringLiteral("status")).toString(), QStringLiteral("missing"));
    }

    void spellIconsNeedTheTable()
    {
        const QString mpq = path(QStringLiteral("notable.mpq"));
        QCOMPARE(test::writeMpq(mpq, {{QStringLiteral("a.blp"), test::patternBlp(4, 4)}}), QString());
        const auto plan = SpellIconExport::plan({open(mpq)});
        QVERIFY(!plan);
        QCOMPARE(plan.error().code, ErrorCode::InvalidInput);
    }

    void corpusPatchExports()
    {
        MWB_REQUIRE_CORPUS(wow, "wow")
        const auto archive = open(wow + QStringLiteral("/mpq/turtle_patch-N.MPQ"));
        QVERIFY(archive);
        const auto plan = ImageExport::plan({archive}, PathPatterns({QStringLiteral("*.blp")}));
        if (plan.empty())
            QSKIP("the corpus patch holds no BLP");
        const QString out = path(QStringLiteral("corpus"));
        SilentProgress progress;
        const auto summary = ImageExport::write(plan, {}, out, progress);
        QVERIFY2(summary, qPrintable(summary ? QString() : summary.error().toString()));
        QCOMPARE(summary->images, int(plan.size()));
    }
};

QTEST_MAIN(TestImageExport)
#include "tst_imageexport.moc"
