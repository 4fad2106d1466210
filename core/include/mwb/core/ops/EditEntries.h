// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/core/ArchiveWriter.h"
#include "mwb/core/Result.h"
#include "mwb/core/ops/EditReport.h"
#include "mwb/core/ops/SourceFiles.h"

#include <QString>
#include <QStringList>

#include <vector>

namespace mwb::ops {

/// Records `files` on `writer`: each is added, or replaces the entry of its path (which keeps its place). Paths get
/// the archive's own separator (Archive::separator()) before the format's rules (ArchiveWriter::normalizePath()).
/// With `update`, a file whose bytes the archive already stores under its path is left out and reported Unchanged:
/// what the format would store (ArchiveWriter::storedBytes()) is compared by size and the archive's stored CRC-32
/// first, by the entry's bytes where the archive stores no checksum. The first error (a path the format refuses, an
/// unreadable file) stops it; the writer then holds the files recorded before it.
[[nodiscard]] Result<std::vector<EntryChange>> addFiles(
    ArchiveWriter &writer, const std::vector<SourceFile> &files, const AddOptions &options, bool update = false);

/// Removes what each operand names: an entry or a folder (everything below it) by its path, else every entry the
/// operand selects as a pattern of the one wildcard rule (mwb::PathPatterns: "X.DAT" selects "MEDIA/UNITS/X.DAT").
/// InvalidInput for an operand that names and selects nothing.
[[nodiscard]] Result<std::vector<EntryChange>> removeEntries(ArchiveWriter &writer, const QStringList &operands);

/// Renames an entry, or moves a folder with everything below it (ArchiveWriter::rename()); a trailing '/' is allowed.
[[nodiscard]] Result<std::vector<EntryChange>> renameEntries(
    ArchiveWriter &writer, const QString &from, const QString &to);

/// Gives `locale` to what each operand names or selects (as removeEntries()); Unsupported for formats without
/// locales.
[[nodiscard]] Result<std::vector<EntryChange>> setEntryLocale(
    ArchiveWriter &writer, const QStringList &operands, quint16 locale);

} // namespace mwb::ops
