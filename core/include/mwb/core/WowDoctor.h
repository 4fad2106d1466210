// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/core/Progress.h"
#include "mwb/core/Result.h"

#include <QCoreApplication>
#include <QStringList>

#include <vector>

namespace mwb::wow {

/// How bad a doctor finding is: an error breaks the client (an archive it cannot read, a table it rejects, a red
/// question mark), a warning is a patch whose content the client never sees, an info is worth knowing.
enum class DoctorSeverity { Info, Warning, Error };

/// One thing the doctor found, with what it concerns and what to do.
struct DoctorFinding
{
    DoctorSeverity severity = DoctorSeverity::Info;
    QString code; ///< stable, untranslated: "archive-not-loaded", "icon-missing", … (see WowDoctor)
    QString message; ///< translated, one line
    QString advice; ///< translated: what to do about it (empty for facts)
    QStringList files; ///< the archives or folders concerned, relative to Data ('/'-separated)
    QStringList entries; ///< the entries or rows concerned (at most DoctorOptions::listLimit unless listing all)
    int count = 0; ///< how many entries or rows in all (entries may hold fewer)
};

/// What the doctor looked at and found.
struct DoctorReport
{
    QString dataDir; ///< the Data folder examined
    QString locale; ///< the locale folder in use ("" when there is none)
    QStringList loaded; ///< the archives the client loads, highest priority first, relative to Data
    std::vector<DoctorFinding> findings; ///< errors first, then warnings, then infos; stable within a severity

    [[nodiscard]] int count(DoctorSeverity severity) const;
};

struct DoctorOptions
{
    QString locale; ///< the locale folder to examine (empty: the one the stack planner picks)
    bool listAll = false; ///< every entry of a finding instead of the first `listLimit`
    int listLimit = 10;
};

/// The Data-folder doctor of a World of Warcraft 3.3.5a client. It examines the folder the way the client loads it
/// (wow::loadOrder(), StackPlanner, LayeredArchive) and reports, each finding with a stable code:
///  - archives the client never loads: `archive-not-loaded` (a name outside its pattern, or a folder it does not
///    read; warning), `archive-wrong-locale` (an archive of a locale placed where the client in use does not look:
///    Data/ instead of Data/<locale>/, another locale's folder; warning), `archive-unsupported-version` (MPQ format
///    v3/v4, which the 3.3.5a client cannot read; error), `archive-unreadable` (no MPQ the client could open; error);
///    `locale-unused` (a complete locale folder of another locale; info); `load-order` (info: the order of the rest)
///    or `nothing-loaded` (error: the client loads none of them);
///  - `name-case-clash` (error): archives or locale folders whose names differ only in letter case — on a case-
///    sensitive file system both exist and the client picks one;
///  - per custom patch (any archive the client loads that a stock install does not ship, wow::isStockArchive()):
///    `patch-shadows-stock` (info: the stock files it replaces) and `patch-hidden` (warning: its files that a higher
///    archive replaces, so the client never sees its copy);
///  - tables a custom patch supplies (DBFilesClient/*.dbc as the stack resolves them): the findings of
///    formats::dbc::checkTable() with their own codes ("layout-mismatch", "string-offset-outside", "duplicate-id", …),
///    sibling references checked against the tables the stack resolves;
///  - broken references of rows a custom patch added or changed (stock rows are left out: a modder cannot fix them,
///    and they would bury the custom rows): `icon-missing` (error: a SpellIcon.dbc TextureFilename or an
///    ItemDisplayInfo.dbc InventoryIcon[0] naming a BLP no archive holds, the red question mark) and
///    `map-folder-missing` (error: a Map.dbc Directory with no World/Maps/<Directory>/ in any archive).
class WowDoctor
{
    Q_DECLARE_TR_FUNCTIONS(mwb::wow::WowDoctor)
public:
    /// Examines `dataDir` (the Data folder or the client folder holding it). Archives are opened and tables checked
    /// in parallel; memory is bounded by the stack's index and one table per worker. A folder whose every archive
    /// the client ignores is examined too (each one an `archive-not-loaded` error). Errors: InvalidInput for a
    /// folder without .MPQ archives or an unknown locale, Canceled through `progress`.
    [[nodiscard]] static Result<DoctorReport> examine(
        const QString &dataDir, const DoctorOptions &options, Progress &progress);
};

/// The stable name of a severity ("error", "warning", "info").
[[nodiscard]] QString doctorSeverityName(DoctorSeverity severity);

} // namespace mwb::wow
