// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArrayView>

#include <optional>
#include <vector>

namespace mwb::formats::mpq {

/// A Warcraft III import list (war3map.imp, war3campaign.imp): a version (0, or 1 with a flag byte before each
/// path), a count, then zero-terminated paths. Flags 5 and 8 mean the path is below war3mapImported\, 10 and 13
/// that it is the full archive path (older editors wrote other values).
class ImportList
{
public:
    struct Import
    {
        QByteArrayView path; ///< a view into the parsed bytes
        quint8 flag = 0;
    };

    /// The imports of `bytes`, or nullopt when they are not an import list: an unknown version, a count larger than
    /// the bytes could hold, a path without its terminator, or bytes left after the last path.
    [[nodiscard]] static std::optional<std::vector<Import>> parse(QByteArrayView bytes);
};

} // namespace mwb::formats::mpq
