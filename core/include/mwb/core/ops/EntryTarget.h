// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/core/Archive.h"
#include "mwb/core/FormatRegistry.h"
#include "mwb/core/Progress.h"
#include "mwb/core/Result.h"
#include "mwb/core/ops/CommitChecked.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <memory>
#include <optional>
#include <vector>

namespace mwb::ops {

/// What a command's FILE argument names: a file on disk, or an entry inside an archive written "ARCHIVE::ENTRY",
/// where "::" nests ("campaign.w3n::Maps\\x.w3x::war3map.j": each part but the last is an archive inside the one
/// before it). Entry paths use the archive's own rule ('/' and '\' alike; MPQ names without case).
struct TargetPath
{
    QString file;
    QStringList entries;

    /// Splits `argument` at every "::".
    [[nodiscard]] static TargetPath parse(const QString &argument);
    [[nodiscard]] bool isEntry() const { return !entries.isEmpty(); }
    /// The argument up to the archive at `depth` (0: the file; 1: "file::first entry" …), for labels and errors.
    [[nodiscard]] QString label(int depth) const;
    /// The whole argument.
    [[nodiscard]] QString text() const { return label(static_cast<int>(entries.size())); }
};

/// One archive of a chain: the file itself, or an entry of the archive before it, opened from memory.
struct ChainLevel
{
    std::shared_ptr<const Archive> archive;
    QString entryPath; ///< where it lies in the archive before it; empty for the file
    int entry = -1; ///< its entry id in the archive before it
};

/// An archive opened from a file or from an entry of another archive, at any depth. An inner archive is read into
/// memory and opened from there (ByteSource::fromBytes, no temporary file); the archives around it stay open so
/// that a change can be written back through each of them. Immutable; the archives are thread-safe to read.
class ArchiveChain
{
public:
    /// Opens `target.file` and then each of its first `archiveEntries` entries (all of them by default) as an
    /// archive through the format registry; `options` (listfiles) apply to the innermost. An entry that is missing
    /// is InvalidInput; one that is no archive is the registry's error (BadMagic).
    [[nodiscard]] static Result<ArchiveChain> open(
        const TargetPath &target, const OpenOptions &options = {}, std::optional<int> archiveEntries = {});

    /// The innermost archive.
    [[nodiscard]] const Archive &archive() const { return *m_levels.back().archive; }
    [[nodiscard]] const std::shared_ptr<const Archive> &shared() const { return m_levels.back().archive; }
    /// Outermost (the file) first.
    [[nodiscard]] const std::vector<ChainLevel> &levels() const { return m_levels; }
    [[nodiscard]] const TargetPath &target() const { return m_target; }

private:
    TargetPath m_target;
    std::vector<ChainLevel> m_levels;
};

/// The entry of `archive` stored under `path` by the archive's own rule, else the one entry that matches it without
/// regard to case (a .MOD tells cases apart, its users do not); InvalidInput naming `label` when none.
[[nodiscard]] Result<int> findEntry(const Archive &archive, const QString &path, const QString &label);

/// The bytes a content command reads: a file, or an entry at any depth (the entry's size is checked against
/// `maxBytes` before it is read: LimitExceeded).
struct TargetBytes
{
    QByteArray bytes;
    QString name; ///< the file's path or the entry's path in its archive (its file name tells the content kind)
    QString label; ///< the argument as given, for output and errors
};

/// Reads the input of a content command (see TargetBytes). Files above `maxBytes` are LimitExceeded.
[[nodiscard]] Result<TargetBytes> readTarget(const QString &argument, qint64 maxBytes);

/// What writeTarget() wrote.
struct TargetWrite
{
    QString file; ///< the file on disk that changed
    std::optional<CheckedCommit> commit; ///< the commit of that file, when the target was an entry
    std::vector<CommitReport> archives{}; ///< the report of every archive committed, innermost first
};

/// Writes the output of a content command back where readTarget() read it: a file is replaced atomically
/// (io::AtomicFile); an entry is replaced through its archive's writer (which then brings derived entries up to
/// date: a mod's RAW indexes) and committed with the check (commitChecked()), and an archive inside another is
/// rewritten and then committed into the one around it as a replaced entry, up to the file. Stored as given (no
/// compiling). Every archive committed is signed as `signature` says (ArchiveWriter::setSignaturePolicy(): Weak
/// fails with Unsupported for a format that cannot sign). On any error every file is left as it was.
[[nodiscard]] Result<TargetWrite> writeTarget(const QString &argument, const QByteArray &bytes, Progress &progress,
    SignaturePolicy signature = SignaturePolicy::Unsigned);

} // namespace mwb::ops
