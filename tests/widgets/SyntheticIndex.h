// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/core/EntryIndex.h"

#include <memory>
#include <vector>

namespace mwb::test {

/// One entry with just a path, sizes and the codec's record index.
inline EntryIndex::Input fileInput(const QString &path, qint64 size, qint64 packedSize, int entry)
{
    EntryIndex::Input input;
    input.path = path;
    input.size = size;
    input.packedSize = packedSize;
    input.entry = entry;
    return input;
}

/// `count` file entries spread over data/packN/dirM/ folders, with sizes, packed sizes and CRCs; every file of
/// folder dir7 is named file<i>.bin, and one entry ("data/unique_needle.txt") is easy to filter for.
inline std::vector<EntryIndex::Input> syntheticInputs(int count)
{
    std::vector<EntryIndex::Input> inputs;
    inputs.reserve(static_cast<std::size_t>(count) + 1);
    for (int i = 0; i < count; ++i) {
        EntryIndex::Input input;
        input.path = QStringLiteral("data/pack%1/dir%2/file%3.bin").arg(i % 7).arg(i % 100).arg(i);
        input.size = (i % 1000) * 17LL;
        input.packedSize = input.size / 2;
        input.entry = i;
        input.type = QStringLiteral("BIN");
        input.checksum = static_cast<quint32>(i) * 2654435761u;
        inputs.push_back(input);
    }
    inputs.push_back(fileInput(QStringLiteral("data/unique_needle.txt"), 5, 5, count));
    inputs.back().type = QStringLiteral("TXT");
    return inputs;
}

inline std::shared_ptr<const EntryIndex> syntheticIndex(int count)
{
    return std::make_shared<const EntryIndex>(
        EntryIndex::build(syntheticInputs(count), EntryIndex::TypeColumn | EntryIndex::ChecksumColumn));
}

} // namespace mwb::test
