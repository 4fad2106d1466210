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

/// Content sniffing for openArchive(): a .PAK.MAN (ModArchiveParser::looksLikeManifest()), or a file with such a
/// manifest beside it named like it plus ".MAN" (a .PAK has no signature of its own).
[[nodiscard]] bool looksLikePakArchive(const ByteSource &source);

/// Opens the game's archive pair (DATA.PAK + DATA.PAK.MAN) from either file, read-only, behind mwb::Archive (format
/// id "tl2pak"). Io naming the file when the other one is missing; otherwise the errors of ModArchive::openPak().
[[nodiscard]] Result<std::unique_ptr<Archive>> openPakArchive(std::unique_ptr<ByteSource> source);

/// The parsed mod (or game archive) behind an archive opened by openModArchive(), or null for any other archive.
[[nodiscard]] std::shared_ptr<const ModArchive> modArchiveOf(const Archive &archive);

/// A ModWriter for a new, empty mod with `header` (the registry's `create` hook).
[[nodiscard]] Result<std::unique_ptr<ArchiveWriter>> createModWriter(const ModHeader &header);

/// A ModWriter on a .MOD opened by openModArchive() (Unsupported for any other archive).
[[nodiscard]] Result<std::unique_ptr<ArchiveWriter>> editModArchive(std::shared_ptr<const Archive> archive);

} // namespace mwb::formats::tl2mod
