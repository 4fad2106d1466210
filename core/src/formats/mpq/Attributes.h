// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QByteArrayView>

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
        std::optional<QByteArrayView> md5; ///< points into the parsed data
    };

    /// Parses the file for `blockCount` entries (`data` must outlive the records). Arrays that are cut short are ignored (as Storm does); a file that
    /// is not version 100 gives an empty result.
    [[nodiscard]] static std::vector<Record> parse(const QByteArray &data, quint32 blockCount);
};

} // namespace mwb::formats::mpq
