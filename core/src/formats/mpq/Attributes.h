// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>

#include <optional>
#include <vector>

namespace mwb::formats::mpq {

/// The (attributes) file: per block-table entry CRC32, FILETIME, MD5 and patch bit, each array optional.
class Attributes
{
public:
    struct Record
    {
        std::optional<quint32> crc32;
        std::optional<quint64> fileTime;
        std::optional<QByteArray> md5;
    };

    /// Parses the file for `blockCount` entries. Arrays that are cut short are ignored (as Storm does); a file that
    /// is not version 100 gives an empty result.
    [[nodiscard]] static std::vector<Record> parse(const QByteArray &data, quint32 blockCount);
};

} // namespace mwb::formats::mpq
