// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ManifestPlan.h"
#include "mwb/core/Result.h"
#include "mwb/formats/tl2mod/ModStructures.h"

#include <QByteArray>

namespace mwb::formats::tl2mod {

/// The mod-info header bytes (seed 001 §1.2). InvalidInput when a string is longer than 65535 UTF-16 units or
/// a list holds more than 65535 items (the format stores u16 counts).
[[nodiscard]] Result<QByteArray> serializeHeader(const ModHeader &header);

/// The manifest bytes: version, hash, root, file count, then the directory blocks and their records.
[[nodiscard]] Result<QByteArray> serializeManifest(const ManifestInfo &info, const std::vector<ManifestBlock> &blocks);

} // namespace mwb::formats::tl2mod
