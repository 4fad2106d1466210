// SPDX-License-Identifier: GPL-3.0-or-later
#include "RawIndexFiles.h"

#include "mwb/formats/tl2raw/RawRegenerator.h"

namespace mwb::formats::tl2mod {

namespace {

const QString kMediaRoot = QStringLiteral("MEDIA/");

} // namespace

QSet<QString> rawIndexPaths()
{
    QSet<QString> paths;
    for (const tl2raw::RawKind kind : tl2raw::allRawKinds())
        paths.insert(kMediaRoot + tl2raw::rawFileName(kind));
    return paths;
}

Result<std::vector<GeneratedFile>> regenerateRawIndexFiles(const QString &mediaDir)
{
    auto sources = tl2raw::RawSources::fromFolder(mediaDir);
    if (!sources)
        return sources.error();
    auto raws = tl2raw::regenerateRaws(sources.value());
    if (!raws)
        return raws.error();
    std::vector<GeneratedFile> files;
    for (const tl2raw::RawFile &raw : raws.value()) {
        auto bytes = raw.serialize();
        if (!bytes)
            return bytes.error();
        files.push_back(GeneratedFile{kMediaRoot + tl2raw::rawFileName(raw.kind), std::move(bytes).value()});
    }
    return files;
}

} // namespace mwb::formats::tl2mod
