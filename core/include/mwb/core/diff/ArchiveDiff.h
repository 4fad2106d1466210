// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/core/Archive.h"

#include <QCoreApplication>

#include <optional>
#include <vector>

namespace mwb::diff {

/// What happened to one entry between the "before" and the "after" archive.
enum class ChangeKind {
    Added, ///< only in after
    Removed, ///< only in before
    Changed, ///< same path, different content
    Renamed, ///< same content, another path (its file name changed)
    Moved, ///< same content and file name, another folder
};

/// How a Changed entry was told apart (the cheapest evidence that sufficed).
enum class Evidence {
    Size, ///< the stored sizes differ
    Checksum, ///< the sizes agree, the stored CRC-32s differ
    Content, ///< no usable CRC-32 on one side: the bytes were read and compared
};

/// One side of an entry change.
struct EntrySide
{
    QString path; ///< empty for the missing side of an added or removed entry
    int entry = -1; ///< id for Archive::readEntry(); -1 when missing
    qint64 size = 0;
    std::optional<quint32> crc32; ///< stored, or computed when rename detection had to read the entry
};

struct EntryChange
{
    ChangeKind kind = ChangeKind::Changed;
    EntrySide before;
    EntrySide after;
    Evidence evidence = Evidence::Size; ///< meaningful for Changed only

    /// The path to show: the after path, or the before path of a removed entry.
    [[nodiscard]] const QString &path() const { return after.path.isEmpty() ? before.path : after.path; }
};

/// The result of diffArchives(): every change in path order, and what the comparison cost.
struct ArchiveDiff
{
    std::vector<EntryChange> changes;
    int unchanged = 0; ///< entries present in both with the same content
    int contentReads = 0; ///< entries whose bytes had to be read (no usable stored CRC-32)

    [[nodiscard]] bool equal() const { return changes.empty(); }
    [[nodiscard]] int count(ChangeKind kind) const;
};

/// Compares the files of two archives of any formats (folders too, FolderArchive). Entries pair by path — case
/// folded when either archive compares paths without case (MPQ) — and, where a path is held twice, in order of
/// locale and appearance. Paired entries are equal when their sizes match and so do their stored CRC-32s (both
/// formats store the CRC-32 of the uncompressed bytes); only where a side stores none (folders, MPQs without
/// (attributes)) are both entries read and compared byte for byte. Entries left unpaired are matched into renames
/// and moves by size and CRC-32 (read and computed where absent, and then confirmed byte for byte); empty files are
/// never taken for renames. Directory entries are ignored. Reads run on the shared worker pool. Errors: the first
/// entry that cannot be read; Canceled.
[[nodiscard]] Result<ArchiveDiff> diffArchives(const Archive &before, const Archive &after, Progress &progress);

/// Stable, untranslated names for JSON: "added", "removed", "changed", "renamed", "moved"; "size", "crc32", "content".
[[nodiscard]] QString changeKindName(ChangeKind kind);
[[nodiscard]] QString evidenceName(Evidence evidence);

} // namespace mwb::diff
