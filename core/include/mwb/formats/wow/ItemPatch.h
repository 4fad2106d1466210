// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/formats/dbc/TextRows.h"
#include "mwb/formats/wow/IconPatch.h"

#include <optional>
#include <vector>

namespace mwb::formats::wow {

/// What became of one server item.
struct PatchedItem
{
    qint64 entry = 0;
    qint64 classId = 0; ///< the server's class
    qint64 subclassId = 0; ///< the server's subclass
    bool updated = false; ///< the client's Item.dbc had a row for it already (set, not duplicated)
    qint64 displayId = 0; ///< the Item.dbc row's DisplayInfoID as written
    bool newDisplay = false; ///< an ItemDisplayInfo.dbc row was added for the icon
};

/// What ItemPatch::add() did, or what ItemPatch::plan() says it will do.
struct ItemPatchResult
{
    PatchWrite write; ///< a plan's names the patch and whether it will be created; its edit is empty
    QString itemSource; ///< the archive whose Item.dbc the new table extends
    int itemRows = 0; ///< rows of the Item.dbc written
    QString iconName; ///< with an icon: its name (ItemDisplayInfo's InventoryIcon)
    std::vector<PatchedItem> items; ///< in the order asked for
};

/// Server items in the client in one step (issue 30 §1), the cure for the red question mark: for each entry of an
/// AzerothCore/TrinityCore `item_template` (a dump or a live table read as TextRows), Item.dbc as the client
/// resolves it gets the row the server's columns make (entry → ID, class, subclass, SoundOverrideSubclass,
/// Material, displayid, InventoryType, sheath), set on the existing row of that ID or added. With an icon, the icon
/// goes into the patch as IconPatch stores it and each distinct server display gets a new ItemDisplayInfo.dbc row
/// (a copy of that display's row when the client has it, so the model stays) whose InventoryIcon is the icon; the
/// items point at it (the server's displayid must then be set to it, which the result says). An item whose display
/// names that icon already keeps it. The tables and the icon go into the patch in one ClientPatch commit.
class ItemPatch
{
    Q_DECLARE_TR_FUNCTIONS(mwb::formats::wow::ItemPatch)
public:
    static constexpr QLatin1StringView kItemTable{"DBFilesClient\\Item.dbc"};
    static constexpr QLatin1StringView kDisplayTable{"DBFilesClient\\ItemDisplayInfo.dbc"};
    static constexpr QLatin1StringView kServerTable{"item_template"};

    /// What add() will write, computed as add() computes it but without writing anything: the
    /// patch (PatchWrite::edit empty), the Item.dbc it extends and its rows, each item (new or updated, its display,
    /// a new display for the icon). The errors of add() before its commit.
    [[nodiscard]] static Result<ItemPatchResult> plan(const PatchTarget &target, const dbc::TextRows &templates,
        const std::vector<qint64> &entries, const std::optional<IconSource> &icon);
    /// Adds `entries` of `templates` (all of its rows when empty) to the patch of `target`, with `icon` when given.
    /// Errors, all before anything is written: InvalidInput for a source without one of the columns above, an entry
    /// it does not hold, a cell that is NULL or no number; IconPatch's icon checks; ClientPatch::readTable() of the
    /// tables; the tables' range errors; then the commit's (the patch is left as it was).
    [[nodiscard]] static Result<ItemPatchResult> add(const PatchTarget &target, const dbc::TextRows &templates,
        const std::vector<qint64> &entries, const std::optional<IconSource> &icon, Progress &progress);
};

} // namespace mwb::formats::wow
