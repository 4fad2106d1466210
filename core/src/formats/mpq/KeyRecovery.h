// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "FileReader.h"

#include <optional>

namespace mwb::formats::mpq {

/// Recovers the key of an encrypted entry whose name is unknown, from plaintext that is known anyway: the first
/// sector-offset entry (it equals the table's own size), or a well-known file header (RIFF, MZ, "<?xml").
class KeyRecovery
{
public:
    [[nodiscard]] static std::optional<quint32> recover(const ByteSource &source, const FileReader &reader,
        const MpqEntry &entry, quint32 sectorSize);
};

} // namespace mwb::formats::mpq
