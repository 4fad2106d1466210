// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ManifestPlan.h"
#include "mwb/core/Result.h"
#include "mwb/formats/tl2mod/ModStructures.h"

#include <QByteArray>
#include <QFileDevice>

#include <vector>

namespace mwb::formats::tl2mod {

/// Where the data section of a .MOD with `header` starts: the size of the serialized header (its offsets do not
/// change it). InvalidInput naming `pathForErrors` when the header cannot be serialized.
[[nodiscard]] Result<quint32> dataOffsetFor(const ModHeader &header, const QString &pathForErrors);

/// The first step of every .MOD write: `header` with its data offset set, and `out` positioned there (the header
/// itself is written last, by writeManifestAndHeader()). Errors as dataOffsetFor(), Io when seeking fails.
[[nodiscard]] Result<ModHeader> startModFile(QFileDevice &out, ModHeader header, const QString &pathForErrors);

/// The last steps of every .MOD write: the manifest right after the data section (`header.dataOffset` +
/// `dataSize`), then the header with both offsets at 0. InvalidInput naming `pathForErrors` for a manifest or header
/// the format cannot hold, Io when writing fails.
[[nodiscard]] Result<void> writeManifestAndHeader(QFileDevice &out, ModHeader header, qint64 dataSize,
    const ManifestInfo &manifest, const std::vector<ManifestBlock> &blocks, const QString &pathForErrors);

/// An empty .MOD with `header` (no records besides MEDIA/): the base a new mod's writer starts from.
[[nodiscard]] Result<QByteArray> emptyModBytes(const ModHeader &header);

} // namespace mwb::formats::tl2mod
