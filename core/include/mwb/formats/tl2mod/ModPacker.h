// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/core/Progress.h"
#include "mwb/core/Result.h"
#include "mwb/formats/tl2mod/ModStructures.h"

#include <QString>

namespace mwb::formats::tl2mod {

struct PackOptions
{
    quint64 gameVersion = kDefaultGameVersion;
    int threads = 0; ///< compression workers; 0 = QThread::idealThreadCount()
};

struct PackReport
{
    QString outputPath;
    int files = 0; ///< records with data
    qint64 inputBytes = 0;
    qint64 outputBytes = 0;
    quint32 rollingHash = 0;
};

/// Packs a mod folder (MOD.DAT + MEDIA/) into a .MOD the game accepts, laid out as GUTS writes it
/// (specs/tl2.md): upper-case names, block 0 = MEDIA/, directories with files sorted by UTF-16 path, then
/// directories with sub-directories and their type-7 records, REMOVE_FILES as empty type-0 records; zlib level 6
/// except .JPG and blocks ≥ 0x1900000 (stored); the rolling hash computed as the game checks it.
/// `outputFile` empty → MOD_FILE_NAME (or the folder name) + ".MOD" beside the folder.
/// Compression runs in parallel with bounded memory; the output is written to a temporary file in the target
/// folder and renamed at the end; on error or cancel the previous output (if any) is untouched and no temporary
/// remains. REQUIRED_MODS is refused (InvalidInput) until the game's requirement hash is known.
///
/// Details: MOD.DAT and MEDIA/ are found in any letter case; files outside MEDIA/ are ignored. A compiled form
/// (X.DAT.BINDAT, X.LAYOUT.BINLAYOUT) is stored instead of its source under the source name with the source's
/// type. Two files that upper-case to the same path are InvalidInput. An empty file gets a real 8-byte block
/// (usize 0, stored), so its record has an offset and readers see an ordinary entry; REMOVE_FILES paths become
/// data-less type-0 records (offset 0, size 0) and, as GUTS writes it, 4 zero bytes each at the end of the
/// data section. mhash is 0 and file_count the number of records (the game checks neither). The output is
/// byte-identical for any thread count.
[[nodiscard]] Result<PackReport> packModFolder(
    const QString &modDir, const QString &outputFile, const PackOptions &options, Progress &progress);

} // namespace mwb::formats::tl2mod
