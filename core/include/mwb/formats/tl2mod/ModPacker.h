// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/core/ArchiveWriter.h"
#include "mwb/core/Progress.h"
#include "mwb/core/Result.h"
#include "mwb/formats/tl2mod/ModStructures.h"

#include <QString>
#include <QStringList>

#include <memory>
#include <vector>

namespace mwb::formats::tl2mod {

struct PackOptions
{
    /// The header's game version, unless the folder's sidecar recorded the version of the mod it was extracted
    /// from (then that one is kept, so extract → pack keeps it) and `gameVersionWins` is false.
    quint64 gameVersion = kDefaultGameVersion;
    bool gameVersionWins = false;
    int threads = 0; ///< blocks compiled and compressed at once, on the shared io::workerPool(); 0 = io::threadCap()
    /// Build the mod from its sources as GUTS does (see packModFolder()). Off: every file below MEDIA/ is stored as
    /// it is (a compiled form still replaces its source), e.g. to repack an existing mod's entries unchanged.
    bool compileSources = true;
};

/// How one table of a RAW index changed. Records are matched by their FILE field (a table without one, like
/// ROOMPIECES' GUID lists, by the FILE of the table before): added, removed, or present in both with other values.
struct RawTableChange
{
    QString table; ///< the layout's table name, e.g. "ITEMS", "PLAYERS" (untranslated)
    int added = 0;
    int removed = 0;
    int changed = 0;
};

/// A RAW index the pack wrote differently from the one the folder carried.
struct RawIndexChange
{
    enum class Kind {
        Updated, ///< regenerated over the folder's RAW (its sources changed, or the folder has no sidecar)
        Added, ///< regenerated where the folder had none
        Dropped, ///< the folder's RAW was left out: its sources are gone
    };
    QString path; ///< "MEDIA/UNITDATA.RAW"
    Kind kind = Kind::Updated;
    std::vector<RawTableChange> tables; ///< the tables with changes, in layout order
    /// One line, e.g. "UNITDATA.RAW: ITEMS +1, PLAYERS +5" (translated).
    [[nodiscard]] QString summary() const;
    /// The tables' part of it, e.g. "ITEMS +1, PLAYERS +5".
    [[nodiscard]] QString tablesSummary() const;
};

struct PackReport
{
    QString outputPath;
    int files = 0; ///< records with data
    qint64 inputBytes = 0; ///< bytes read from the folder's files, plus the regenerated RAW files
    qint64 outputBytes = 0;
    quint32 rollingHash = 0;
    int compiledDats = 0; ///< text .DAT / .TEMPLATE files compiled to BINDAT
    int compiledLayouts = 0; ///< text .LAYOUT files compiled to BINLAYOUT
    /// X.LAYOUT.BINLAYOUT files beside a text layout that hold other bytes than the text compiles to (GUTS built them
    /// before the text was last edited); the text was packed.
    QStringList staleLayouts;
    int binLayouts = 0; ///< .LAYOUT entries taken from an X.LAYOUT.BINLAYOUT without its text
    int regeneratedRaws = 0; ///< RAW index files written from the sources
    std::vector<RawIndexChange> rawChanges; ///< RAW indexes written differently from the folder's
    /// The folder's sidecar (written by extractModFolder()) was followed: records kept as they were extracted,
    /// files whose bytes changed since (normal rules), files added, and records dropped (their file is gone).
    bool usedSidecar = false;
    int keptRecords = 0;
    int changedFiles = 0;
    int addedFiles = 0;
    int droppedRecords = 0;
};

/// Packs a GUTS mod folder (MOD.DAT + MEDIA/) into a .MOD the game accepts, as GUTS builds it (seed 001,
/// specs/tl2.md). MOD.DAT gives the header (REQUIRED_MODS is refused, InvalidInput, until the game's requirement
/// hash is known); MOD.DAT and MEDIA/ are found in any letter case; files outside MEDIA/ are ignored.
///
/// What each entry holds, with `compileSources` (the default):
/// - A .DAT / .TEMPLATE is stored under its own name (type 0) as BINDAT. Text (UTF-16LE with BOM, UTF-16BE with
///   BOM, UTF-16LE, UTF-8 with or without BOM) is compiled with tl2dat::compileDatText inside the compression
///   workers; bytes that already start like a BINDAT (u32 version 2) are stored as they are. The text wins over an
///   X.DAT.BINDAT beside it (GUTS compiles the text afresh; that BINDAT is the previous build's); an X.DAT.BINDAT
///   alone is stored as X.DAT. A DAT that does not compile fails the pack with the compiler's error: the file's
///   path on disk and the byte offset of the offending line.
/// - A .LAYOUT (type 1) is stored as BINLAYOUT: text (UTF-16 or UTF-8) is compiled with
///   tl2layout::compileLayoutText, byte for byte as GUTS writes it; a .LAYOUT that is already binary (first byte
///   0x0B) is stored as it is. The text wins over an X.LAYOUT.BINLAYOUT beside it, which is compared with the
///   compiled bytes and reported in PackReport::staleLayouts when it differs; an X.LAYOUT.BINLAYOUT alone is stored
///   as X.LAYOUT. A layout that does not compile fails the pack with its line and column.
/// - The RAW index files at MEDIA/ (tl2raw::RawKind: UNITDATA, SKILLS, AFFIXES, MISSILES, TRIGGERABLES, UI,
///   ROOMPIECES .RAW) are regenerated from the folder's sources with tl2raw::regenerateRaws and replace those in
///   the folder, which GUTS output folders ship stale. A kind without sources is not written, and a RAW of that
///   kind in the folder is left out as well (GUTS would not write it, and it would index files the mod lacks).
///   Regeneration errors fail the pack (a source that cannot be parsed is named by its MEDIA/… path). The
///   regenerated files carry the newest file time of the files stored from the folder.
/// - Every other file is stored as it is.
/// Without `compileSources` every file is stored as it is, and a compiled form (X.DAT.BINDAT, X.LAYOUT.BINLAYOUT)
/// replaces its source under the source's name with the source's type.
///
/// Container, laid out as GUTS writes it: upper-case names, block 0 = MEDIA/, directories with files sorted by
/// UTF-16 path, then directories with sub-directories and their type-7 records, REMOVE_FILES paths as data-less
/// type-0 records (offset 0, size 0) and, as GUTS writes them, 4 zero bytes each at the end of the data section;
/// zlib level 6 except .JPG and blocks of 0x1900000 bytes or more (decided on the stored, i.e. compiled, size),
/// which are stored; an empty file gets a real 8-byte block (usize 0, stored), so readers see an ordinary entry;
/// the rolling hash computed as the game checks it; mhash 0 and file_count the number of records (the game checks
/// neither). Two files that upper-case to the same path are InvalidInput.
///
/// `outputFile` empty → MOD_FILE_NAME (or the folder name) + ".MOD" beside the folder. Compilation and
/// compression run in parallel with bounded memory and the output is byte-identical for any thread count. The mod
/// is written as every .MOD is: a ModWriter made for a new mod (createModFromFolder()) committed with the check
/// (ops::commitChecked(): the output is reopened and every block read back and compared with what was stored) into
/// an io::AtomicFile; on any error or cancel the previous output (if any) is untouched and no temporary file remains.
/// A `modDir` that is a file is InvalidInput saying so.
[[nodiscard]] Result<PackReport> packModFolder(
    const QString &modDir, const QString &outputFile, const PackOptions &options, Progress &progress);

/// A writer for the .MOD of the mod folder `modDir` as packModFolder() lays it out (MOD.DAT read, MEDIA/ scanned,
/// the sidecar followed), ready to commit; the registry's `createFromFolder` hook for Torchlight 2.
[[nodiscard]] Result<std::unique_ptr<ArchiveWriter>> createModFromFolder(
    const QString &modDir, const PackOptions &options = {});

} // namespace mwb::formats::tl2mod
