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

/// Reads MOD.DAT (UTF-16LE with BOM, or UTF-8 with or without BOM). InvalidInput with the line's byte offset
/// when it is not a `[MOD]` DAT.
[[nodiscard]] Result<ModInfo> readModDat(const QString &path);
[[nodiscard]] Result<ModInfo> parseModDat(const QByteArray &bytes, const QString &pathForErrors);

/// Writes MOD.DAT text as GUTS does: UTF-16LE with BOM, CRLF, tab indentation.
[[nodiscard]] QByteArray writeModDat(const ModInfo &info);

/// The MOD.DAT that describes an existing .MOD's header (VERSION = modVersion − 1), for "extract as mod folder".
[[nodiscard]] ModInfo modInfoFromHeader(const ModHeader &header, const QString &modFileName);

} // namespace mwb::formats::tl2mod
