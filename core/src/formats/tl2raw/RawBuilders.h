// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/core/Result.h"
#include "mwb/formats/tl2raw/RawFile.h"
#include "mwb/formats/tl2raw/RawRegenerator.h"

#include <optional>

namespace mwb::formats::tl2raw {

/// One RAW builder per kind (the rules are documented on regenerateRaws()). nullopt: no source, no file.
using BuiltRaw = Result<std::optional<RawFile>>;

[[nodiscard]] BuiltRaw buildUnitData(const RawSources &sources, const RegenerateOptions &options);
[[nodiscard]] BuiltRaw buildSkills(const RawSources &sources);
[[nodiscard]] BuiltRaw buildAffixes(const RawSources &sources);
[[nodiscard]] BuiltRaw buildTriggerables(const RawSources &sources);
[[nodiscard]] BuiltRaw buildRoomPieces(const RawSources &sources);
[[nodiscard]] BuiltRaw buildMissiles(const RawSources &sources);
[[nodiscard]] BuiltRaw buildUi(const RawSources &sources);

/// A u32 field's value from a DAT integer (negative values keep their 32-bit pattern).
[[nodiscard]] constexpr qint64 asUInt32Field(qint64 value)
{
    return value & 0xFFFFFFFFLL;
}
/// An i32 field's value from a DAT integer (values above 2^31 keep their 32-bit pattern).
[[nodiscard]] constexpr qint64 asInt32Field(qint64 value)
{
    return static_cast<qint32>(static_cast<quint32>(value & 0xFFFFFFFFLL));
}

} // namespace mwb::formats::tl2raw
