// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/core/Progress.h"
#include "mwb/core/Result.h"

#include <QByteArray>
#include <QByteArrayList>
#include <QCoreApplication>

#include <vector>

namespace mwb::formats::mpq {

class MpqArchive;

/// Where a name came from.
enum class MpqNameSource {
    Known, ///< the archive had it already: its (listfile), a listfile given when opening, an internal name
    StandardName, ///< a name the game's archives always have (war3map.j, staredit\scenario.chk, replay.details…)
    ImportList, ///< a path of war3map.imp or war3campaign.imp
    Script, ///< a string of a JASS or Lua script
    Model, ///< a texture path of an .mdx model
    FileText, ///< a path written in another file: object data, sound tables, SLK/TXT/INI, any text
};

/// One named entry.
struct MpqScannedName
{
    QByteArray name; ///< archived name bytes ('\\' separators)
    int entry = -1; ///< index into MpqArchive::entries()
    bool recovered = false; ///< found by the scanner: the entry had no name before (confirmed by both name hashes)
    MpqNameSource source = MpqNameSource::Known;
};

/// An entry still without a name, and the extension its content suggests ("mdx", "blp", "j", "w3e", "wav"…).
struct MpqExtensionGuess
{
    int entry = -1;
    QByteArray extension;
};

/// What MpqNameScanner::scan() found: a listfile of the archive, each name flagged known or recovered.
struct MpqNameScan
{
    std::vector<MpqScannedName> names; ///< every entry that has a name now, in entry order
    std::vector<MpqExtensionGuess> guesses; ///< the entries left without a name, in entry order
    int unnamedBefore = 0; ///< entries without a known name before the scan
    int recovered = 0; ///< of them, named by the scan
    qint64 candidates = 0; ///< distinct names tried

    /// Every name, one per line (CRLF), internal names ("(listfile)"…) left out: a listfile for this archive.
    [[nodiscard]] QByteArray listfile() const;
    /// The recovered names only (MpqOpenOptions::recoveredNames).
    [[nodiscard]] QByteArrayList recoveredNames() const;
};

/// Finds names for the entries of an archive that have none (no listfile, or one that misses them). Tries the names
/// each game's archives always have, then every path the archive's own files mention (the import list, script
/// strings, model textures, object data, sound tables, SLK/TXT and any other text), with the variants games use
/// (.mdl for .mdx, _portrait models, .tga for .blp, disabled-button icons, war3mapImported\ for bare names). A name is
/// accepted only when both name hashes of an unnamed entry's hash-table slot (or its HET/BET hash) match it.
/// What stays unnamed gets an extension guess from its content.
class MpqNameScanner
{
    Q_DECLARE_TR_FUNCTIONS(mwb::formats::mpq::MpqNameScanner)
public:
    /// Scans `archive` (read-only; any thread). Progress counts entries read; Canceled when `progress` is canceled.
    /// Entries larger than 64 MiB are not read (their own paths stay unknown); unreadable ones are skipped.
    [[nodiscard]] static Result<MpqNameScan> scan(const MpqArchive &archive, Progress &progress);
};

} // namespace mwb::formats::mpq
