// SPDX-License-Identifier: GPL-3.0-or-later
#include "formats/tl2mod/ModArchiveAdapter.h"
#include "mwb/core/Archive.h"
#include "mwb/formats/mpq/MpqArchive.h"

#include <QCoreApplication>

#include <array>

namespace mwb {

namespace {

class OpenArchiveText
{
    Q_DECLARE_TR_FUNCTIONS(mwb::Archive)
};

/// One archive format: a content sniffer and an opener. Add a format by adding one line to kFormats.
struct ArchiveFormat
{
    bool (*recognizes)(const ByteSource &source);
    Result<std::unique_ptr<Archive>> (*open)(std::unique_ptr<ByteSource> source);
};

Result<std::unique_ptr<Archive>> openMpqArchive(std::unique_ptr<ByteSource> source)
{
    auto archive = formats::mpq::MpqArchive::open(std::move(source));
    if (!archive)
        return archive.error();
    return std::unique_ptr<Archive>(std::move(archive).value());
}

constexpr std::array kFormats{
    ArchiveFormat{&formats::tl2mod::looksLikeModArchive, &formats::tl2mod::openModArchive},
    ArchiveFormat{&formats::mpq::MpqArchive::recognizes, &openMpqArchive},
};

} // namespace

Result<std::unique_ptr<Archive>> openArchive(const QString &path)
{
    auto source = ByteSource::openFile(path);
    if (!source)
        return source.error();
    for (const ArchiveFormat &format : kFormats) {
        if (format.recognizes(*source.value()))
            return format.open(std::move(source).value());
    }
    return Error{ErrorCode::BadMagic, OpenArchiveText::tr("Not an archive format this program knows"), path, 0};
}

} // namespace mwb
