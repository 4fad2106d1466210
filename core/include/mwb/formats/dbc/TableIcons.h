// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/formats/dbc/DbcSchema.h"

#include <optional>

namespace mwb::formats::dbc {

/// The column of a WoW client table whose value names a row's icon, and how the client turns that value into the
/// BLP it reads: SpellIcon's TextureFilename is a path without extension ("Interface\Icons\Spell_Fire_Fireball"),
/// ItemDisplayInfo's InventoryIcon[0] a name below Interface/Icons ("INV_Sword_04").
struct IconColumn
{
    int field = -1; ///< index into DbcSchema::fields
    QString folder; ///< prepended to the value ("Interface/Icons/"), empty when the value is a whole path

    /// The archive entry of the BLP `value` names ('/'-separated, ".blp" added), empty when `value` is blank.
    [[nodiscard]] QString entryPath(const QString &value) const;
};

/// The icon column of the tables that have one (SpellIcon, ItemDisplayInfo by their definitions), else none.
[[nodiscard]] std::optional<IconColumn> iconColumn(const DbcSchema &schema);

/// The entry path a texture path of the client names, as the client resolves it: trimmed, '\' read as '/', ".blp"
/// added unless it ends so (any case); empty for a blank path.
[[nodiscard]] QString texturePath(const QString &value);

/// The key the client compares entry paths by: '/'-separated, lower case (archives and folders are
/// case-insensitive for it).
[[nodiscard]] QString entryLookupKey(const QString &path);

/// Where the client file `entryPath` (from the client's root: "Interface/Icons/X.blp") lies for the table at
/// `tablePath` (a file or entry path, either separator), whose folder (DBFilesClient) is in that root:
/// "Interface/Icons/X.blp" for "DBFilesClient/SpellIcon.dbc", "/wow/Data/Interface/Icons/X.blp" for
/// "/wow/Data/DBFilesClient/SpellIcon.dbc".
[[nodiscard]] QString clientPathBeside(const QString &tablePath, const QString &entryPath);

} // namespace mwb::formats::dbc
