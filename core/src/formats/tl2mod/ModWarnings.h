// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/formats/tl2mod/ModArchive.h"
#include "mwb/formats/tl2mod/ModVerifier.h"

#include <QByteArray>

#include <optional>
#include <vector>

namespace mwb::formats::tl2mod {

/// The warnings a mod's records show without reading entries: duplicate paths, names with lower-case letters, type
/// codes that differ from the extension's (REMOVE_FILES markers excepted).
[[nodiscard]] std::vector<ModWarning> recordWarnings(const ModArchive &archive);

/// kUnparsableDatWarning when `record` is a DAT (type 0) whose `bytes` parse neither as BINDAT nor as DAT text.
[[nodiscard]] std::optional<ModWarning> datWarning(const ModRecord &record, const QByteArray &bytes);

/// kStaleRawWarning for each RAW index that lacks or contradicts what the mod's sources give (or is missing);
/// kRawUncheckedWarning when the sources do not regenerate.
[[nodiscard]] std::vector<ModWarning> rawIndexWarnings(const ModArchive &archive);

} // namespace mwb::formats::tl2mod
