// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/core/Archive.h"
#include "mwb/core/ArchiveWriter.h"
#include "mwb/core/ByteSource.h"
#include "mwb/formats/tl2mod/ModArchive.h"

#include <memory>

namespace mwb::formats::tl2mod {

/// Content sniffing for openArchive(): container version 4 and a header with sane section offsets.
[[nodiscard]] bool looksLikeModArchive(const ByteSource &source);

/// Opens a .MOD behind the format-neutral mwb::Archive interface (tree inputs, reads, extraction).
[[nodiscard]] Result<std::unique_ptr<Archive>> openModArchive(std::unique_ptr<ByteSource> source);

/// The parsed mod behind an archive opened by openModArchive(), or null for any other archive.
[[nodiscard]] std::shared_ptr<const ModArchive> modArchiveOf(const Archive &archive);

/// A ModWriter for a new, empty mod with `header` (the registry's `create` hook).
[[nodiscard]] Result<std::unique_ptr<ArchiveWriter>> createModWriter(const ModHeader &header);

/// A ModWriter on a .MOD opened by openModArchive() (Unsupported for any other archive).
[[nodiscard]] Result<std::unique_ptr<ArchiveWriter>> editModArchive(std::shared_ptr<const Archive> archive);

} // namespace mwb::formats::tl2mod
