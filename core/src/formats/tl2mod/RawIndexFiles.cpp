// SPDX-License-Identifier: GPL-3.0-or-later
#include "RawIndexFiles.h"

#include "RawIndexDiff.h"
#include "mwb/formats/tl2raw/RawRegenerator.h"

#include <QFile>

#include <algorithm>

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
    return regenerateRawIndexFiles(sources.value());
}

Result<std::vector<GeneratedFile>> regenerateRawIndexFiles(const tl2raw::RawSources &sources)
{
    auto raws = tl2raw::regenerateRaws(sources);
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

std::vector<RawIndexChange> describeRegeneration(
    const std::vector<GeneratedFile> &generated, const QHash<QString, QString> &leftOut)
{
    std::vector<RawIndexChange> changes;
    QSet<QString> written;
    for (const GeneratedFile &file : generated) {
        written.insert(file.path);
        const auto before = leftOut.contains(file.path) ? readWholeFile(leftOut.value(file.path)) : std::nullopt;
        if (auto change = compareRawIndex(file.path, before, file.bytes))
            changes.push_back(std::move(*change));
    }
    for (auto it = leftOut.cbegin(); it != leftOut.cend(); ++it) {
        if (!written.contains(it.key()) && rawIndexPaths().contains(it.key()))
            changes.push_back(RawIndexChange{it.key(), RawIndexChange::Kind::Dropped, {}});
    }
    std::sort(changes.begin(), changes.end(), [](const RawIndexChange &a, const RawIndexChange &b) {
        return a.path < b.path;
    });
    return changes;
}

tl2raw::RawSources sourcesAsExtracted(const ModArchive &archive)
{
    QHash<QString, int> byPath;
    const std::vector<ModRecord> &records = archive.records();
    for (std::size_t i = 0; i < records.size(); ++i) {
        if (!records[i].isDirectory() && records[i].hasData())
            byPath.insert(asciiUpper(records[i].path()), static_cast<int>(i));
    }
    return tl2raw::RawSources::fromFunction(
        byPath.keys(), [&archive, byPath](const QString &path) -> Result<QByteArray> {
            return archive.readEntry(byPath.value(path));
        });
}

std::optional<QByteArray> readWholeFile(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return std::nullopt;
    return file.readAll();
}

} // namespace mwb::formats::tl2mod
