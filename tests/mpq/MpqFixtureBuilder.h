// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>

#include <vector>

namespace mwb::test {

/// Builds small MPQ archives byte by byte for tests (cases StormLib cannot write or must not be trusted with).
class MpqFixtureBuilder
{
public:
    struct File
    {
        QByteArray name; ///< also written to (listfile) when `listed` and not empty
        QByteArray blob; ///< the stored bytes (sector table + sectors, or a single unit), unencrypted
        quint32 fileSize = 0;
        quint32 flags = 0x80000000u;
        bool listed = true;
    };

    /// Archive with header version `version` (1 or 2), tables after the data. `hashEntries` is written as given.
    [[nodiscard]] static QByteArray build(const std::vector<File> &files, int version = 1, quint32 hashEntries = 16);
    /// A sector offset table followed by the sectors.
    [[nodiscard]] static QByteArray sectored(const std::vector<QByteArray> &sectors);
    /// Offset of the hash-table-entries field in the header.
    static constexpr int HashEntriesField = 24;
    /// Offset of the block-table-entries field in the header.
    static constexpr int BlockEntriesField = 28;
};

} // namespace mwb::test
