// SPDX-License-Identifier: GPL-3.0-or-later
#include "MpqCreateOptions.h"

#include "CommandLine.h"
#include "EditCommandSupport.h"
#include "mwb/formats/mpq/MpqArchive.h"
#include "mwb/formats/mpq/MpqWriter.h"

namespace mwb::cli {

namespace {

using formats::mpq::MpqArchive;
using formats::mpq::MpqCompression;
using formats::mpq::MpqWriteOptions;
using formats::mpq::MpqWriter;

class MpqCreateText
{
    Q_DECLARE_TR_FUNCTIONS(mwb::cli::MpqEditCommands)
};

std::optional<MpqCompression> compression(const QString &name)
{
    static const std::pair<const char *, MpqCompression> names[]
        = {{"none", MpqCompression::None}, {"zlib", MpqCompression::Zlib}, {"bzip2", MpqCompression::Bzip2},
            {"pkware", MpqCompression::Pkware}, {"lzma", MpqCompression::Lzma}, {"sparse", MpqCompression::SparseZlib}};
    for (const auto &[key, method] : names) {
        if (name == QLatin1String(key))
            return method;
    }
    return std::nullopt;
}

} // namespace

int runMpqCreate(const QStringList &arguments)
{
    CommandLine cli(QStringLiteral("mpq create OUT DIR [--preset NAME] [--version 1..4] [--sector-size N] "
                                   "[--compression zlib|bzip2|pkware|lzma|sparse|none] [--like ARCHIVE] [--sign weak|none] [--json]"),
        MpqCreateText::tr("Creates an MPQ archive from the files below DIR (= create OUT DIR --format mpq, with the "
                          "writer's options). \"(listfile)\", \"(attributes)\" and \"(signature)\" in DIR (as "
                          "`extract` writes them) are read, never stored: the archive gets its own."));
    QStringList presetIds;
    for (const auto &preset : MpqWriter::presets())
        presetIds << QLatin1String(preset.id);
    auto &p = cli.parser();
    p.addOption({QStringLiteral("preset"),
        MpqCreateText::tr("Game preset: %1.").arg(presetIds.join(QStringLiteral(", "))), MpqCreateText::tr("NAME")});
    p.addOption({QStringLiteral("version"), MpqCreateText::tr("MPQ format version 1-4."), MpqCreateText::tr("N")});
    p.addOption({QStringLiteral("sector-size"), MpqCreateText::tr("Sector size, a power of two >= 512."),
        MpqCreateText::tr("N")});
    p.addOption(
        {QStringLiteral("compression"), MpqCreateText::tr("Compression of the files."), MpqCreateText::tr("METHOD")});
    p.addOption({QStringLiteral("like"),
        MpqCreateText::tr("Copy version, sector size, locale, storage and attributes from this archive."),
        MpqCreateText::tr("ARCHIVE")});
    p.addOption({QStringLiteral("json"), MpqCreateText::tr("Machine-readable output.")});
    SignOption::add(cli);
    p.addPositionalArgument(QStringLiteral("OUT"), MpqCreateText::tr("The archive to write."));
    p.addPositionalArgument(QStringLiteral("DIR"), MpqCreateText::tr("The folder whose files it holds."));
    if (auto stop = cli.parse(arguments, 2))
        return *stop;
    const auto sign = SignOption::choice(cli);
    if (!sign)
        return CommandLine::ExitUsage;
    MpqWriteOptions options;
    QString presetId = presetIds.constFirst();
    if (p.isSet(QStringLiteral("preset"))) {
        presetId = p.value(QStringLiteral("preset"));
        const auto *preset = MpqWriter::preset(presetId);
        if (!preset) {
            return cli.usageError(
                MpqCreateText::tr("Unknown preset %1 (known: %2)").arg(presetId, presetIds.join(QStringLiteral(", "))));
        }
        options = preset->options;
    }
    if (p.isSet(QStringLiteral("like"))) {
        auto like = MpqArchive::open(p.value(QStringLiteral("like")));
        if (!like)
            return CommandLine::fail(like.error());
        options = MpqWriteOptions::like(**like);
    }
    const auto number = [&](const QString &option, int &out) {
        bool ok = false;
        out = p.value(option).toInt(&ok, 0);
        return ok;
    };
    int value = 0;
    if (p.isSet(QStringLiteral("version"))) {
        if (!number(QStringLiteral("version"), value))
            return cli.usageError(MpqCreateText::tr("--version needs a number"));
        options.version = value;
    }
    if (p.isSet(QStringLiteral("sector-size"))) {
        if (!number(QStringLiteral("sector-size"), value) || value <= 0)
            return cli.usageError(MpqCreateText::tr("--sector-size needs a positive number"));
        options.sectorSize = static_cast<quint32>(value);
    }
    if (p.isSet(QStringLiteral("compression"))) {
        const auto method = compression(p.value(QStringLiteral("compression")));
        if (!method) {
            return cli.usageError(MpqCreateText::tr("Unknown compression %1 (known: none, zlib, bzip2, pkware, lzma, "
                                                    "sparse)")
                                      .arg(p.value(QStringLiteral("compression"))));
        }
        options.files.compression = *method;
    }
    if (auto valid = options.validate(); !valid)
        return cli.usageError(valid.error().message);
    return createFromFolder(QStringLiteral("mpq"), presetId, cli.positional().at(1), cli.positional().at(0),
        p.isSet(QStringLiteral("json")), *sign, [&options](ArchiveWriter &writer) -> std::optional<Error> {
            auto set = static_cast<MpqWriter &>(writer).setOptions(options);
            return set ? std::nullopt : std::optional<Error>(set.error());
        });
}

} // namespace mwb::cli
