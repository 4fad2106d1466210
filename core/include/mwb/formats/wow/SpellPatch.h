// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/formats/dbc/TextRows.h"
#include "mwb/formats/wow/ClientPatch.h"

namespace mwb::formats::wow {

/// What SpellPatch::exportRows() did.
struct SpellPatchResult
{
    PatchWrite write;
    QString tableSource; ///< the archive whose Spell.dbc the new table extends
    int tableRows = 0; ///< rows of the Spell.dbc written
    int added = 0; ///< server rows the client did not have
    int overlaid = 0; ///< server rows that replaced the client's row of their ID
    std::vector<qint64> ids; ///< the server rows' IDs, in the source's order
};

/// The server's spells in the client in one step (issue 30 §1): the rows of AzerothCore's `spell_dbc` (a dump or a
/// live table read as TextRows) laid over Spell.dbc as the client resolves it, the way the server lays them over its
/// own copy (EditableTable::applyRows(): a row of an existing ID replaces it, another is added), and the whole table
/// written into the patch in one ClientPatch commit.
class SpellPatch
{
    Q_DECLARE_TR_FUNCTIONS(mwb::formats::wow::SpellPatch)
public:
    static constexpr QLatin1StringView kSpellTable{"DBFilesClient\\Spell.dbc"};
    static constexpr QLatin1StringView kServerTable{"spell_dbc"};

    /// Errors, all before anything is written: InvalidInput for a source without rows; ClientPatch::readTable() of
    /// Spell.dbc; mapColumns() and applyRows() (columns that do not match, values out of range, each named); then
    /// the commit's (the patch is left as it was).
    [[nodiscard]] static Result<SpellPatchResult> exportRows(
        const PatchTarget &target, const dbc::TextRows &spells, Progress &progress);
};

} // namespace mwb::formats::wow
