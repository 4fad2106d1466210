// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/core/Result.h"
#include "mwb/formats/tl2mod/ModStructures.h"

#include <QByteArray>
#include <QHash>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace mwb::formats::tl2mod {

/// A path that two or more manifest records share (specs/tl2.md deviation 5: a real mod holds two
/// MEDIA/TRANSLATIONS/…/TRANSLATION.DAT2 records of different types).
struct DuplicatePath
{
    QString path;
    std::vector<int> records; ///< manifest indices of the records with this path, in manifest order
    /// The record whose bytes sit at the path in an extracted folder: the last one. Which one the game reads is not
    /// known: seed 001 §0/§1.9 only says the game mounts the .MOD as a PAK and looks entries up by path, and
    /// specs/tl2.md deviation 5 states that "the game's choice is unknown". We keep the last record, as a table
    /// filled in manifest order by assignment would.
    int inFolder = -1;
};

/// The records of `records` that share a path, in order of their first record; type-7 directory records excluded.
[[nodiscard]] std::vector<DuplicatePath> findDuplicatePaths(const std::vector<ModRecord> &records);

/// A translated sentence for a duplicate path: its records with their types, and which one a folder holds.
[[nodiscard]] QString duplicatePathMessage(const std::vector<ModRecord> &records, const DuplicatePath &duplicate);

/// One manifest record as extracted: the record and the folder-relative file that holds its bytes.
struct SidecarRecord
{
    ModRecord record; ///< directory, name, type, size, crc32, offset, fileTime as in the .MOD
    QString file; ///< e.g. "MEDIA/UNITS/X.DAT"; empty for directory records and REMOVE_FILES markers
};

/// One directory block of the manifest, in manifest order.
struct SidecarBlock
{
    QString name;
    std::vector<SidecarRecord> records;
};

/// What a mod folder cannot hold about the .MOD it was extracted from, written by extractModFolder() as
/// kSidecarFileName in the folder and read back by packModFolder(): the manifest's blocks and records in order
/// (type codes, file times, sizes, CRC-32s, data offsets), the removed-files list, the duplicate paths (the shadowed
/// copies are saved below kShadowFolder, which neither the game nor the packer's MEDIA scan reads), and the
/// CRC-32 of each RAW index as regenerated from the mod's sources at extraction (so that a pack can tell whether
/// the sources changed since).
struct ModSidecar
{
    static constexpr int kVersion = 1;
    static constexpr qint64 kMaxFileSize = qint64(64) << 20;

    QString sourceFile; ///< the .MOD's file name
    /// The header's game version (MOD.DAT has no slot for it), which a pack keeps unless told otherwise; absent in
    /// sidecars written before it was recorded.
    std::optional<quint64> gameVersion;
    quint32 manifestHash = 0;
    quint32 fileCount = 0;
    QStringList removedFiles;
    std::vector<SidecarBlock> blocks;
    std::vector<DuplicatePath> duplicates;
    /// "UNITDATA.RAW" → CRC-32 of the RAW regenerated from the extracted sources; kinds without sources are absent.
    QHash<QString, quint32> regeneratedRawCrcs;

    [[nodiscard]] QByteArray toJson() const;
    /// InvalidInput (naming `pathForErrors`) when the bytes are not a sidecar of kVersion or a field is malformed.
    [[nodiscard]] static Result<ModSidecar> fromJson(const QByteArray &json, const QString &pathForErrors);
};

/// ".mwb-mod.json": the sidecar's name in the mod folder.
[[nodiscard]] QString sidecarFileName();
/// ".mwb-shadowed": the folder (beside MEDIA/) that holds the shadowed copies of duplicate paths.
[[nodiscard]] QString shadowFolderName();
/// Where the bytes of a shadowed record go: ".mwb-shadowed/<record>/<path>".
[[nodiscard]] QString shadowedFilePath(int record, const QString &relativePath);

/// The sidecar of `modDir`, or no value when there is none. Io / LimitExceeded / InvalidInput when it cannot be read.
[[nodiscard]] Result<std::optional<ModSidecar>> readSidecar(const QString &modDir);

} // namespace mwb::formats::tl2mod
