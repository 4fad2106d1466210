// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/formats/tl2mod/ModArchive.h"

namespace mwb::formats::tl2mod {

/// Builds a ModArchive from its bytes (the parsing half of ModArchive, kept apart to keep each file small).
class ModArchiveParser
{
public:
    [[nodiscard]] static Result<std::unique_ptr<ModArchive>> parse(std::unique_ptr<ByteSource> source);

    /// Content sniffing for openArchive(): container version 4 and a header that parses with sane section
    /// offsets. Reads only the header.
    [[nodiscard]] static bool looksLikeMod(const ByteSource &source);
};

} // namespace mwb::formats::tl2mod
