// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/formats/tl2mod/ModArchive.h"

namespace mwb::formats::tl2mod {

/// Builds a ModArchive from its bytes (the parsing half of ModArchive, kept apart to keep each file small).
class ModArchiveParser
{
public:
    [[nodiscard]] static Result<std::unique_ptr<ModArchive>> parse(std::unique_ptr<ByteSource> source);

    /// A game archive: the data section is the whole `pak` (8-byte PAK header, then blocks; offsets count from its
    /// first byte) and `manifest` is a whole .PAK.MAN. Errors as parse(), plus Truncated for a PAK shorter than its
    /// header and LimitExceeded for a PAK beyond the 4 GiB its u32 offsets address.
    [[nodiscard]] static Result<std::unique_ptr<ModArchive>> parsePak(
        std::unique_ptr<ByteSource> manifest, std::unique_ptr<ByteSource> pak);

    /// Content sniffing for openArchive(): container version 4 and a header that parses with sane section
    /// offsets. Reads only the header.
    [[nodiscard]] static bool looksLikeMod(const ByteSource &source);

    /// Content sniffing of a .PAK.MAN: a manifest version the game reads, a root ending in '/', and block and record
    /// counts that fit in the file. Reads only the first directory block's header.
    [[nodiscard]] static bool looksLikeManifest(const ByteSource &source);
};

} // namespace mwb::formats::tl2mod
