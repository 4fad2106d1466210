// SPDX-License-Identifier: GPL-3.0-or-later
#include "StackedFiles.h"

#include "mwb/formats/tl2mod/TypeCodes.h"

#include <algorithm>

namespace mwb::conflicts::detail {

namespace {

/// The copies of a resolution above its highest deletion below the top, load order.
std::vector<FileCopy> liveCopies(const LayeredArchive &stack, const LayeredArchive::Resolution &resolution)
{
    std::vector<FileCopy> copies;
    const auto add = [&](const LayeredArchive::Copy &copy) {
        const Archive &archive = *stack.layers()[static_cast<std::size_t>(copy.layer)].archive;
        copies.push_back(FileCopy{copy.layer, copy.entry, &archive.indexInputs()[static_cast<std::size_t>(copy.input)]});
    };
    if (!resolution.top.deletes)
        add(resolution.top);
    for (const LayeredArchive::Copy &copy : resolution.shadowed) {
        if (copy.deletes)
            break;
        add(copy);
    }
    std::reverse(copies.begin(), copies.end());
    return copies;
}

} // namespace

std::vector<StackedFile> stackedFiles(const LayeredArchive &stack)
{
    std::vector<StackedFile> files;
    files.reserve(stack.files().size() + stack.deletions().size());
    for (const LayeredArchive::Resolution &file : stack.files())
        files.push_back(StackedFile{file.path, liveCopies(stack, file), -1});
    for (const LayeredArchive::Resolution &deletion : stack.deletions())
        files.push_back(StackedFile{deletion.path, liveCopies(stack, deletion), deletion.top.layer});
    std::sort(files.begin(), files.end(), [](const StackedFile &a, const StackedFile &b) {
        return LayeredArchive::pathKey(a.path) < LayeredArchive::pathKey(b.path);
    });
    return files;
}

bool isRawIndex(const QString &path)
{
    return formats::tl2mod::typeCodeForName(path) == formats::tl2mod::TypeRaw;
}

bool isDat(const QString &path)
{
    return formats::tl2mod::typeCodeForName(path) == formats::tl2mod::TypeDat;
}

bool sameStoredChecksums(const std::vector<FileCopy> &copies)
{
    return std::all_of(copies.begin(), copies.end(), [&](const FileCopy &copy) {
        const EntryIndex::Input &first = *copies.front().input;
        return copy.input->hasChecksum && first.hasChecksum && copy.input->size == first.size
            && copy.input->checksum == first.checksum;
    });
}

BaseLookup::BaseLookup(const Archive *base)
    : m_base(base)
{
    if (!base)
        return;
    for (const EntryIndex::Input &input : base->indexInputs()) {
        if (!input.path.endsWith(QLatin1Char('/')))
            m_entries.insert(LayeredArchive::pathKey(input.path), input.entry);
    }
}

Result<std::optional<QByteArray>> BaseLookup::read(const QString &modPath) const
{
    if (!m_base)
        return std::optional<QByteArray>();
    const QString key = LayeredArchive::pathKey(modPath);
    const QString media = QStringLiteral("MEDIA/");
    const QString inMedia = key.startsWith(media) ? key.mid(media.size()) : key;
    const QString bindat = QStringLiteral(".BINDAT");
    for (const QString &candidate : QStringList{key, inMedia, key + bindat, inMedia + bindat}) {
        const auto found = m_entries.constFind(candidate);
        if (found == m_entries.constEnd())
            continue;
        auto bytes = m_base->readEntry(*found);
        if (!bytes)
            return bytes.error();
        return std::optional<QByteArray>(std::move(bytes).value());
    }
    return std::optional<QByteArray>();
}

} // namespace mwb::conflicts::detail
