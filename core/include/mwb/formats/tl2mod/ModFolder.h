// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/core/Result.h"
#include "mwb/formats/tl2mod/ModStructures.h"

#include <QByteArray>
#include <QString>

namespace mwb::formats::tl2mod {

/// The metadata of a mod folder's MOD.DAT (`[MOD]` block) as seed 001 §1.2 maps it to the header.
struct ModInfo
{
    QString name; ///< NAME → title
    QString author; ///< AUTHOR
    QString description; ///< DESCRIPTION
    QString website; ///< WEBSITE
    QString downloadUrl; ///< DOWNLOAD_URL
    quint64 modId = 0; ///< MOD_ID (INTEGER64; may be written negative in the DAT)
    qint32 version = 0; ///< VERSION; the header stores VERSION + 1
    QString modFileName; ///< MOD_FILE_NAME: output file name, not a header slot
    QList<RequiredMod> requiredMods; ///< REQUIRED_MODS
    QStringList removeFiles; ///< REMOVE_FILES paths
};

/// Reads MOD.DAT (UTF-16LE with BOM, or UTF-8 with or without BOM) through tl2dat::DatDocument. InvalidInput
/// with the line's byte offset when it is not a `[MOD]` DAT or a number is malformed (VERSION must be -1..65534).
/// Keys are matched case-insensitively; MOD_ID may be written signed or unsigned. `[REQUIRED_MODS]` holds one
/// child block per mod with NAME, MOD_ID (or GUID / ID) and VERSION; `[REMOVE_FILES]` holds one property per
/// path (its value is the path, e.g. `<STRING>FILE:MEDIA/UNITS/X.DAT`). Other keys are ignored.
[[nodiscard]] Result<ModInfo> readModDat(const QString &path);
[[nodiscard]] Result<ModInfo> parseModDat(const QByteArray &bytes, const QString &pathForErrors);

/// Writes MOD.DAT text as GUTS does: UTF-16LE with BOM, CRLF, tab indentation; MOD_ID as a signed INTEGER64,
/// REQUIRED_MODS as `[MOD]` child blocks, REMOVE_FILES as `<STRING>FILE:` lines. Text values must not contain
/// line breaks (the DAT syntax has no escape for them).
[[nodiscard]] QByteArray writeModDat(const ModInfo &info);

/// The MOD.DAT that describes an existing .MOD's header (VERSION = modVersion − 1), for "extract as mod folder".
[[nodiscard]] ModInfo modInfoFromHeader(const ModHeader &header, const QString &modFileName);

/// The header fields a packer writes for a MOD.DAT (the inverse of modInfoFromHeader): modVersion =
/// VERSION + 1, flags 0, requiredHash 0; offsets are left 0 for the writer to fill.
[[nodiscard]] ModHeader headerFromModInfo(const ModInfo &info, quint64 gameVersion);

} // namespace mwb::formats::tl2mod
