// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/core/Result.h"
#include "mwb/formats/tl2mod/ModStructures.h"

#include <QByteArray>
#include <QDateTime>
#include <QFileInfo>
#include <QHash>
#include <QSet>
#include <QStringList>

#include <optional>
#include <vector>

namespace mwb::formats::tl2mod {

/// One directory block of the manifest as it will be written.
struct ManifestBlock
{
    QString name;
    std::vector<ModRecord> records;
};

/// What a planned file's stored bytes are made from.
enum class PlannedContent : quint8 {
    AsIs, ///< the file's bytes, unchanged
    DatSource, ///< a .DAT / .TEMPLATE (or its X.DAT.BINDAT): compiled to BINDAT when it is text, kept when compiled
    LayoutSource, ///< a .LAYOUT: compiled to BINLAYOUT when it is text, kept when it is compiled already
    Generated, ///< bytes the packer made (a regenerated RAW), held in PlannedFile::bytes
    DatBytes, ///< a .DAT / .TEMPLATE given in memory (PlannedFile::bytes): compiled to BINDAT when it is text
};

/// A file of the mod folder (or made by the packer) that becomes one data block.
struct PlannedFile
{
    QString sourcePath; ///< absolute path on disk; the manifest path for a generated file
    qint64 size = 0; ///< bytes on disk (the compiled size of a DatSource is known only once it is compiled)
    quint8 type = 0;
    PlannedContent content = PlannedContent::AsIs;
    QByteArray bytes; ///< the content of a Generated or DatBytes file
    std::size_t block = 0; ///< where its record sits: blocks[block].records[record]
    std::size_t record = 0;
    quint64 fileTime = 0; ///< the record's file time under the normal rules (the file's mtime)
    /// The record the file had when the mod was extracted (from the sidecar). While the bytes still match it (size
    /// and CRC-32) they are stored as they are and the planned record keeps its type and file time; otherwise the
    /// file follows the normal rules: `content`, `type` and `fileTime`.
    std::optional<ModRecord> original;
    /// The X.LAYOUT.BINLAYOUT beside a LayoutSource, which lost to the text: compared with what the text compiles
    /// to, so that a build GUTS left before the text was edited is reported as stale.
    QString compiledBeside;
};

/// A file or REMOVE_FILES marker of a mod folder with the record the normal rules give it, before the layout.
struct FolderItem
{
    ModRecord record; ///< directory ("MEDIA/…/"), name, type, fileTime
    bool isFile = false; ///< false for a REMOVE_FILES marker
    QString sourcePath;
    qint64 size = 0;
    bool compiled = false; ///< the compiled form of its source (X.DAT.BINDAT, X.LAYOUT.BINLAYOUT)
    PlannedContent content = PlannedContent::AsIs;
    QString compiledBeside; ///< see PlannedFile::compiledBeside
};

/// The files of a MEDIA folder under the rules: the items, and the files the rules left out (manifest path →
/// path on disk).
struct FolderScan
{
    std::vector<FolderItem> items;
    QHash<QString, QString> leftOut;
};

/// A file the packer makes itself, e.g. a regenerated RAW index.
struct GeneratedFile
{
    QString path; ///< upper-case manifest path, "MEDIA/UNITDATA.RAW"
    QByteArray bytes;
};

/// How planManifest() treats the folder's files.
struct PlanRules
{
    /// Off: every file is AsIs and a compiled form (X.DAT.BINDAT, X.LAYOUT.BINLAYOUT) replaces its source.
    /// On: every .DAT / .TEMPLATE is a DatSource and every .LAYOUT a LayoutSource, and the source wins over its
    /// compiled form beside it (GUTS recompiles the text when it builds a mod; X.DAT.BINDAT and X.LAYOUT.BINLAYOUT
    /// are the previous build's); a compiled form alone is stored under its source's name.
    bool compileSources = false;
    /// Manifest paths (upper case) whose files in the folder are left out, e.g. the stale RAW indexes.
    QSet<QString> leftOut;
};

/// The manifest layout GUTS writes (specs/tl2.md deviations 1–4) for a MEDIA folder, before any data is
/// written: block 0 = "" with a type-7 "MEDIA/" record; then every directory that holds files (or REMOVE_FILES
/// markers), sorted by UTF-16 path, its records sorted by name; then every directory that holds
/// sub-directories, sorted, with one type-7 record per sub-directory. Names are ASCII upper-cased.
struct ManifestPlan
{
    std::vector<ManifestBlock> blocks;
    /// The order the data blocks are written in: manifest order, then the files of addGeneratedFiles() (block
    /// order need not follow manifest order; GUTS's own mods differ too).
    std::vector<PlannedFile> files;
    qint64 totalBytes = 0;
    int removalRecords = 0;
    int layoutsFromBinLayout = 0; ///< .LAYOUT records whose bytes come from an X.LAYOUT.BINLAYOUT
    quint64 newestFileTime = 0; ///< of the planned files
    QHash<QString, QString> leftOut; ///< files the rules left out: manifest path → path on disk
    /// Planned from a sidecar (planFromSidecar()): files written after the others, once the packer decided whether
    /// to keep them (the folder's RAW indexes), the manifest fields to reproduce, and what changed since.
    bool fromSidecar = false;
    std::vector<PlannedFile> deferred;
    quint32 manifestHash = 0;
    quint32 fileCount = 0;
    quint32 sidecarRecords = 0; ///< the records the sidecar lists
    int keptRecords = 0; ///< records planned as they were (files among them still checked against their CRC)
    int addedFiles = 0;
    int droppedRecords = 0;

    [[nodiscard]] quint32 recordCount() const;
};

/// 100-ns intervals between 1601-01-01 (FILETIME epoch) and 1970-01-01.
inline constexpr quint64 kFileTimeEpochOffset = 116444736000000000ULL;

/// ASCII-only upper-casing, as GUTS stores names (other characters are kept).
[[nodiscard]] QString asciiUpper(const QString &text);

/// The header's REMOVE_FILES paths as manifest paths compare ('/'-separated, ASCII upper case, trimmed).
[[nodiscard]] QSet<QString> removedPathKeys(const ModHeader &header);

/// A time as a Windows FILETIME (0 for an invalid or pre-1970 time), as manifest records store it.
[[nodiscard]] quint64 fileTimeOf(const QDateTime &time);
/// A file's modification time as a FILETIME.
[[nodiscard]] quint64 fileTimeOf(const QFileInfo &info);

/// Where layoutManifest() put a record: blocks[block].records[record].
struct RecordPlace
{
    std::size_t block = 0;
    std::size_t record = 0;
    auto operator<=>(const RecordPlace &) const = default;
};

/// A manifest laid out, and where each input record went (places[i] for records[i]).
struct ManifestLayout
{
    std::vector<ManifestBlock> blocks;
    std::vector<RecordPlace> places;
};

/// Lays records out in the blocks GUTS writes (the layout of ManifestPlan, below): block 0 = "" with a type-7
/// "MEDIA/" record, the directories that hold records sorted by UTF-16 path with their records sorted by name (equal
/// names keep their input order), then the directories that hold sub-directories with one type-7 record each. Every
/// record has its directory set ("MEDIA/…/", upper case) and is not a directory record itself.
[[nodiscard]] ManifestLayout layoutManifest(const std::vector<ModRecord> &records);

/// Scans `mediaDir` (symlinked directories are not followed) and applies `rules`: a compiled form rides under its
/// source's name with its source's type. Two files that upper-case to one path (files left out by the rules
/// excepted), or a REMOVE_FILES path that is not below MEDIA/, are InvalidInput.
[[nodiscard]] Result<FolderScan> scanMediaFolder(
    const QString &mediaDir, const QStringList &removeFiles, const PlanRules &rules);

/// The GUTS layout of scanned items (see ManifestPlan).
[[nodiscard]] ManifestPlan layoutLikeGuts(std::vector<FolderItem> items);

/// scanMediaFolder() laid out with layoutLikeGuts().
[[nodiscard]] Result<ManifestPlan> planManifest(
    const QString &mediaDir, const QStringList &removeFiles, const PlanRules &rules = {});

/// What the rules store for a file of `type` (a compiled form when `compiled`).
[[nodiscard]] PlannedContent plannedContent(quint8 type, bool compiled, const PlanRules &rules);

/// Adds files made after planning at MEDIA/ itself ("MEDIA/UNITDATA.RAW"; no planned file may have the name):
/// their records join MEDIA/'s block of files (made when there is none) in name order, with the plan's
/// newestFileTime (deterministic; GUTS stamps the files it writes with the build time), and they are appended to
/// `files` as Generated.
void addGeneratedFiles(ManifestPlan &plan, const std::vector<GeneratedFile> &files);

} // namespace mwb::formats::tl2mod
