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
[[nodiscard]] Result<PackReport> packModFolder(const QString &modDir, const QString &outputFile,
    const PackOptions &options, Progress &progress);

} // namespace mwb::formats::tl2mod
