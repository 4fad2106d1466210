// SPDX-License-Identifier: GPL-3.0-or-later
#include "CommandLine.h"
#include "CommandRegistry.h"
#include "ImageInput.h"
#include "RawLayoutInput.h"
#include "mwb/core/io/AtomicFile.h"
#include "mwb/formats/blp/BlpEncoder.h"
#include "mwb/formats/blp/BlpTexture.h"

#include <QBuffer>
#include <QImage>
#include <QJsonArray>
#include <QJsonObject>

#include <optional>

namespace mwb::cli {

using formats::blp::BlpTexture;

namespace {

class BlpText
{
    Q_DECLARE_TR_FUNCTIONS(mwb::cli::BlpCommands)
};

constexpr qint64 kMaxBlpBytes = qint64(512) * 1024 * 1024;

Result<BlpTexture> openTexture(const QString &argument, QString &label)
{
    auto input = readInputBytes(argument, kMaxBlpBytes);
    if (!input)
        return input.error();
    label = input->label;
    return BlpTexture::parse(input->bytes, input->label);
}

QJsonObject infoJson(const BlpTexture &texture, const QString &label)
{
    QJsonArray levels;
    for (int level = 0; level < texture.levelCount(); ++level) {
        const formats::blp::MipEntry entry = texture.mipTable()[std::size_t(level)];
        levels.append(QJsonObject{{QStringLiteral("level"), level}, {QStringLiteral("width"), texture.levelWidth(level)},
            {QStringLiteral("height"), texture.levelHeight(level)}, {QStringLiteral("offset"), qint64(entry.offset)},
            {QStringLiteral("size"), qint64(entry.size)}});
    }
    return QJsonObject{{QStringLiteral("file"), label}, {QStringLiteral("version"), texture.version()},
        {QStringLiteral("encoding"), texture.encodingName()}, {QStringLiteral("width"), texture.width()},
        {QStringLiteral("height"), texture.height()}, {QStringLiteral("alpha_bits"), texture.alphaBits()},
        {QStringLiteral("stored_alpha_bits"), qint64(texture.storedAlphaBits())},
        {QStringLiteral("alpha_type"), texture.alphaType()}, {QStringLiteral("has_mips"), qint64(texture.hasMips())},
        {QStringLiteral("jpeg_header_size"), qint64(texture.jpegHeaderSize())}, {QStringLiteral("levels"), levels},
        {QStringLiteral("warnings"), QJsonArray::fromStringList(texture.warnings())}};
}

int blpInfo(const QStringList &arguments)
{
    CommandLine cli(QStringLiteral("blp info FILE [--json]"),
        BlpText::tr("Show the header of a BLP texture (Warcraft III BLP1, World of Warcraft BLP2): encoding, size, "
                    "alpha, and the mip levels with their offsets and sizes."));
    cli.parser().addOption({QStringLiteral("json"), BlpText::tr("Print JSON.")});
    cli.parser().addPositionalArgument(QStringLiteral("FILE"), BlpText::tr("The .blp file."));
    if (const auto stop = cli.parse(arguments, 1))
        return *stop;
    QString label;
    const auto texture = openTexture(cli.positional().first(), label);
    if (!texture)
        return CommandLine::fail(texture.error());
    if (cli.parser().isSet(QStringLiteral("json"))) {
        CommandLine::printJson(QJsonDocument(infoJson(*texture, label)));
        return CommandLine::ExitOk;
    }
    QString text = BlpText::tr("%1: BLP%2 %3, %4×%5, alpha bits %6 (stored 0x%7), alpha type %8, has mipmaps %9")
                       .arg(label)
                       .arg(texture->version())
                       .arg(texture->encodingName())
                       .arg(texture->width())
                       .arg(texture->height())
                       .arg(texture->alphaBits())
                       .arg(texture->storedAlphaBits(), 0, 16)
                       .arg(texture->alphaType())
                       .arg(texture->hasMips())
        + QLatin1Char('\n');
    for (int level = 0; level < texture->levelCount(); ++level) {
        const formats::blp::MipEntry entry = texture->mipTable()[std::size_t(level)];
        text += BlpText::tr("  mip %1: %2×%3, %4 bytes at %5")
                    .arg(level)
                    .arg(texture->levelWidth(level))
                    .arg(texture->levelHeight(level))
                    .arg(entry.size)
                    .arg(entry.offset)
            + QLatin1Char('\n');
    }
    for (const QString &warning : texture->warnings())
        text += BlpText::tr("  warning: %1").arg(warning) + QLatin1Char('\n');
    CommandLine::printOut(text);
    return CommandLine::ExitOk;
}

/// Writes `bytes` to `path` through a temporary file renamed at the end: nothing appears on failure.
Result<void> writeAtomically(const QByteArray &bytes, const QString &path)
{
    auto file = io::AtomicFile::create(path);
    if (!file)
        return file.error();
    if (file->device().write(bytes) != bytes.size())
        return Error{ErrorCode::Io, BlpText::tr("Cannot write: %1").arg(file->device().errorString()), path, -1};
    const auto committed = file->commit();
    if (!committed)
        return committed.error();
    return {};
}

/// Encodes `image` as PNG and writes it atomically to `path`.
Result<void> writePng(const formats::blp::RgbaImage &image, const QString &path)
{
    const QImage wrapped(reinterpret_cast<const uchar *>(image.rgba.constData()), image.width, image.height,
        qsizetype(image.width) * 4, QImage::Format_RGBA8888);
    QByteArray png;
    QBuffer buffer(&png);
    buffer.open(QIODevice::WriteOnly);
    if (!wrapped.save(&buffer, "PNG"))
        return Error{ErrorCode::Io, BlpText::tr("Cannot encode the PNG"), path, -1};
    return writeAtomically(png, path);
}

int blpPng(const QStringList &arguments)
{
    CommandLine cli(QStringLiteral("blp png FILE.blp -o OUT.png [--mip N]"),
        BlpText::tr("Decode one mip level of a BLP texture to an RGBA PNG (level 0 by default)."));
    const QCommandLineOption output({QStringLiteral("o"), QStringLiteral("output")},
        BlpText::tr("The PNG file to write."), QStringLiteral("OUT.png"));
    const QCommandLineOption mip(QStringLiteral("mip"), BlpText::tr("The mip level (0 = full size)."),
        QStringLiteral("N"), QStringLiteral("0"));
    cli.parser().addOption(output);
    cli.parser().addOption(mip);
    cli.parser().addPositionalArgument(QStringLiteral("FILE.blp"), BlpText::tr("The .blp file."));
    if (const auto stop = cli.parse(arguments, 1))
        return *stop;
    bool numeric = false;
    const int level = cli.parser().value(mip).toInt(&numeric);
    if (!cli.parser().isSet(output) || !numeric) {
        CommandLine::printErr(BlpText::tr("mwb-cli: -o OUT.png is required and --mip takes a number"));
        return CommandLine::ExitUsage;
    }
    QString label;
    const auto texture = openTexture(cli.positional().first(), label);
    if (!texture)
        return CommandLine::fail(texture.error());
    auto image = texture->decode(level);
    if (!image) {
        Error error = image.error();
        error.path = label;
        return CommandLine::fail(error);
    }
    for (const QString &warning : texture->warnings() + image->warnings)
        CommandLine::printErr(BlpText::tr("mwb-cli: warning: %1").arg(warning));
    if (const auto written = writePng(*image, cli.parser().value(output)); !written)
        return CommandLine::fail(written.error());
    return CommandLine::ExitOk;
}

std::optional<formats::blp::BlpTarget> targetNamed(const QString &name)
{
    using formats::blp::BlpTarget;
    static const std::pair<const char *, BlpTarget> kTargets[] = {{"dxt1", BlpTarget::Dxt1},
        {"dxt3", BlpTarget::Dxt3}, {"dxt5", BlpTarget::Dxt5}, {"palette", BlpTarget::Palette},
        {"blp1-palette", BlpTarget::Blp1Palette}};
    for (const auto &[text, target] : kTargets) {
        if (name == QLatin1StringView(text))
            return target;
    }
    return std::nullopt;
}

int blpEncode(const QStringList &arguments)
{
    CommandLine cli(QStringLiteral("blp encode IN.png -o OUT.blp [--format dxt1|dxt3|dxt5|palette|blp1-palette] "
                                   "[--like FILE.blp] [--no-mips]"),
        BlpText::tr("Encode an image as a BLP texture: BLP2 DXT1/DXT3/DXT5 or palettized, or BLP1 palettized "
                    "(Warcraft III), with every mip level generated. --like copies the format of an existing BLP."));
    const QCommandLineOption output({QStringLiteral("o"), QStringLiteral("output")},
        BlpText::tr("The BLP file to write."), QStringLiteral("OUT.blp"));
    const QCommandLineOption format(QStringLiteral("format"), BlpText::tr("The encoding (default dxt5)."),
        QStringLiteral("FORMAT"), QStringLiteral("dxt5"));
    const QCommandLineOption like(QStringLiteral("like"), BlpText::tr("Use the encoding of this BLP."),
        QStringLiteral("FILE.blp"));
    const QCommandLineOption noMips(QStringLiteral("no-mips"), BlpText::tr("Write the full-size level only."));
    for (const QCommandLineOption &option : {output, format, like, noMips})
        cli.parser().addOption(option);
    cli.parser().addPositionalArgument(QStringLiteral("IN.png"), BlpText::tr("The image to encode."));
    if (const auto stop = cli.parse(arguments, 1))
        return *stop;
    std::optional<formats::blp::BlpTarget> target = targetNamed(cli.parser().value(format));
    if (!cli.parser().isSet(output) || !target) {
        CommandLine::printErr(BlpText::tr("mwb-cli: -o OUT.blp is required and --format takes dxt1, dxt3, dxt5, "
                                          "palette or blp1-palette"));
        return CommandLine::ExitUsage;
    }
    formats::blp::BlpEncodeOptions options{*target, !cli.parser().isSet(noMips)};
    if (cli.parser().isSet(like)) {
        QString label;
        const auto model = openTexture(cli.parser().value(like), label);
        if (!model)
            return CommandLine::fail(model.error());
        const auto likeTarget = formats::blp::targetLike(*model);
        if (!likeTarget) {
            Error error = likeTarget.error();
            error.path = label;
            return CommandLine::fail(error);
        }
        options = {*likeTarget, model->hasMips() != 0 && !cli.parser().isSet(noMips)};
    }
    const auto image = app::readImage(cli.positional().first());
    if (!image)
        return CommandLine::fail(image.error());
    auto encoded = formats::blp::encodeBlp(*image, options);
    if (!encoded) {
        Error error = encoded.error();
        error.path = cli.positional().first();
        return CommandLine::fail(error);
    }
    if (const auto written = writeAtomically(*encoded, cli.parser().value(output)); !written)
        return CommandLine::fail(written.error());
    return CommandLine::ExitOk;
}

} // namespace

void addBlpCommands(std::vector<Command> &commands)
{
    commands.push_back({QStringLiteral("blp"), QStringLiteral("info"),
        BlpText::tr("Show a BLP texture's header and mip levels"), blpInfo});
    commands.push_back({QStringLiteral("blp"), QStringLiteral("png"),
        BlpText::tr("Decode a BLP texture's mip level to PNG"), blpPng});
    commands.push_back({QStringLiteral("blp"), QStringLiteral("encode"),
        BlpText::tr("Encode an image as a BLP texture"), blpEncode});
}

} // namespace mwb::cli
