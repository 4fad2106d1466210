// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/core/StackPlan.h"

#include <QCoreApplication>
#include <QString>

#include <optional>

namespace mwb::formats::wow {

/// The client patch an operation writes into, and the Data folder whose archives the client reads with it.
struct PatchTarget
{
    QString patchFile; ///< absolute path of the patch MPQ; it may not exist yet (the commit creates it)
    QString patchName; ///< as the client names it: relative to Data ("patch-Z.MPQ", "enUS/patch-enUS-Z.MPQ"), or
                       ///< the file name of a patch outside a Data folder
    std::optional<StackPlan> stack; ///< the Data folder's archives in the client's order, when the patch is in one

    /// Whether the patch file exists (false: the commit creates it).
    [[nodiscard]] bool exists() const;
};

/// Finds the patch a `wow` command writes into.
class PatchTargets
{
    Q_DECLARE_TR_FUNCTIONS(mwb::formats::wow::PatchTargets)
public:
    /// The patch written when none is named: the custom patch the client loads last of all it loads by name, so
    /// that what it holds wins over every other copy: `patch-Z.MPQ` in Data, or for the clients that rank locale
    /// archives first (ruRU, zhCN…; wow::localeArchivesFirst()) `<locale>/patch-<locale>-Z.MPQ`.
    [[nodiscard]] static QString defaultPatchName(const StackPlan &plan);
    /// Whether `name` (relative to Data, any case) is a custom patch a 3.3.5a client with `locale` loads:
    /// `patch-4…9|A…Z.MPQ` in Data, `<locale>/patch-<locale>-4…9|A…Z.MPQ` in its locale folder.
    [[nodiscard]] static bool isCustomPatchName(const QString &name, const QString &locale);

    /// The target of `dataDirOrPatch`:
    /// - a Data folder (or the client folder holding Data/): its patch `patch` (relative to Data, or an absolute
    ///   path inside it), defaultPatchName() when empty; an existing file of that name in any letter case is used;
    /// - a patch file (existing or to be created) inside a Data folder or its locale folder: that patch of that
    ///   Data folder (`patch` must then be empty);
    /// - an existing MPQ elsewhere: that patch alone.
    /// `locale` chooses the locale folder (StackPlanner::plan()). Errors: those of StackPlanner::plan();
    /// InvalidInput for a name that is no custom patch the client loads (a stock archive, patch-12.MPQ, another
    /// locale's folder), for `patch` given with a patch file, and for a patch path outside the Data folder; Io for a
    /// missing patch outside a Data folder.
    [[nodiscard]] static Result<PatchTarget> resolve(
        const QString &dataDirOrPatch, const QString &patch = {}, const QString &locale = {});
};

} // namespace mwb::formats::wow
