// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <memory>
#include <optional>

namespace mwb {
class Archive;
} // namespace mwb

namespace mwb::gui {

/// A WoW client's Data folder opened as a stack (File › Open WoW Data Folder…).
struct DataFolderStack
{
    QString dataDir; ///< the Data folder
    QString locale; ///< its locale folder ("enUS"), empty when the stack has none

    /// The Data folder `archive` is a stack of; nullopt for a stack of archives picked one by one, any other archive
    /// and null.
    [[nodiscard]] static std::optional<DataFolderStack> of(const std::shared_ptr<const Archive> &archive);
};

} // namespace mwb::gui
